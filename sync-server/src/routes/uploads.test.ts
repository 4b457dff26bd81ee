// Uploads in parts over HTTP on the real server (spec 001 §4 Uploads, §7 Uploads and downloads,
// §9; decision 0039): create → PUT parts (out of order) → list → complete → GET /api/files;
// a resumed upload sends only the missing parts; bad, tampered and expired part URLs, wrong
// ETags and out-of-range part numbers answer 4xx JSON. On PGlite (and PostgreSQL with
// TEST_DATABASE_URL), with the memory, filesystem and S3 (s3rver) stores.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { FsBlobStore } from '../blobs/fs-store.ts';
import { MemoryBlobStore } from '../blobs/memory-store.ts';
import { PART_BODY_LIMIT } from '../blobs/parts-router.ts';
import { startS3TestServer, type S3TestServer } from '../blobs/s3-test-server.ts';
import { PartSigner } from '../blobs/signed-parts.ts';
import type { BlobStore } from '../blobs/store.ts';
import { loadConfig } from '../config.ts';
import {
  DATABASE_KINDS,
  createTestDatabase,
  TestClient,
  type DatabaseKind,
  type TestServer,
} from '../test/harness.ts';
import { errorOf, signedIn } from './test-helpers.ts';

const scratch = mkdtempSync(path.join(tmpdir(), 'portal-uploads-'));
let s3: Promise<S3TestServer> | undefined;
afterAll(async () => {
  rmSync(scratch, { recursive: true, force: true });
  await (await s3)?.close();
});

/** The part signer's clock, moved by the expiry test. */
let clockOffset = 0;
const signer = () =>
  new PartSigner('a test secret of enough length', () => Date.now() + clockOffset);

type StoreKind = 'memory' | 'filesystem' | 's3';
const STORES: Record<StoreKind, () => Promise<BlobStore>> = {
  memory: async () => new MemoryBlobStore(signer()),
  filesystem: async () =>
    new FsBlobStore(path.join(scratch, String(Math.random()).slice(2)), signer()),
  s3: async () => (await (s3 ??= startS3TestServer())).store(),
};
const CASES: readonly [DatabaseKind, StoreKind][] = [
  ...DATABASE_KINDS.map((kind) => [kind, 'filesystem'] as [DatabaseKind, StoreKind]),
  ['pglite', 'memory'],
  ['pglite', 's3'],
];

async function startServer(kind: DatabaseKind, store: BlobStore): Promise<TestServer> {
  const handle = await createTestDatabase(kind);
  const config = loadConfig({ PORT: '0', DATA_DIR: 'memory://' });
  const app = createApp({ db: handle.db, config, now: () => new Date(), blobs: store });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    app,
    handle,
    config,
    url: `http://127.0.0.1:${port}`,
    advance: () => undefined,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await handle.drop();
    },
  };
}

interface Created {
  urls: string[];
  uploadId: string;
  message: string;
  key: string;
  bucket: string;
  chunkSize: number;
  expiresIn: number;
}
interface Listed {
  parts: { PartNumber: number; ETag: string; Size: number }[];
  urls: string[];
}

const EDITOR = {
  permissions: [{ permission: 'advertisingAssets' as const, role: 'editor' as const }],
};
const VIEWER = {
  permissions: [{ permission: 'advertisingAssets' as const, role: 'user' as const }],
};
const bytes = (text: string) => new TextEncoder().encode(text);

describe.each(CASES)('uploads in parts over HTTP (%s, %s store)', (kind, storeKind) => {
  let server: TestServer;
  let store: BlobStore;
  let editor: TestClient;
  let editorId: string;
  let other: TestClient;
  let viewer: TestClient;
  const own = storeKind !== 's3';

  beforeAll(async () => {
    store = await STORES[storeKind]();
    server = await startServer(kind, store);
    ({ client: editor, id: editorId } = await signedIn(server, EDITOR));
    ({ client: other } = await signedIn(server, EDITOR));
    ({ client: viewer } = await signedIn(server, VIEWER));
  });
  afterAll(() => server?.close());

  const post = async <T>(client: TestClient, route: string, body: unknown) => {
    const res = await client.request('POST', `/api/upload/aws/s3/${route}`, body);
    return { status: res.status, res, body: (await res.json()) as T };
  };
  /** PUTs a part to its URL as the browser would (same origin for our own URLs). */
  const putPart = (url: string, body: Uint8Array | string) =>
    fetch(new URL(url, server.url), {
      method: 'PUT',
      headers: { origin: server.url },
      body: typeof body === 'string' ? bytes(body) : body,
    });

  it('[001 §4 uploads] create → PUT 3 parts out of order → list → complete → GET /api/files', async () => {
    const created = await post<Created>(editor, 'create', {
      filename: 'Spring Banner (v2).pdf',
      contentType: 'application/pdf',
      size: 20,
      parts: 3,
    });
    expect(created.status).toBe(200);
    const { urls, uploadId, key } = created.body;
    expect(created.body).toMatchObject({
      message: 'Success',
      chunkSize: 10_485_760,
      expiresIn: 3600,
    });
    expect(urls).toHaveLength(3);
    expect(key).toMatch(
      new RegExp(`^uploads/${editorId}/[0-9a-f-]{36}/Spring Banner \\(v2\\)\\.pdf$`),
    );
    const texts = ['first part|', 'second part|', 'third'];
    const etags: { PartNumber: number; ETag: string }[] = [];
    for (const i of [2, 0, 1]) {
      const res = await putPart(urls[i]!, texts[i]!);
      expect(res.status).toBe(200);
      etags.push({ PartNumber: i + 1, ETag: res.headers.get('etag')! });
    }
    const listed = await post<Listed>(editor, 'parts', { key, uploadId });
    expect(listed.status).toBe(200);
    expect(listed.body.parts.map((p) => [p.PartNumber, p.Size])).toEqual([
      [1, 11],
      [2, 12],
      [3, 5],
    ]);
    const done = await post<{ key: string; size: number; location: string }>(editor, 'complete', {
      bucket: created.body.bucket,
      key,
      uploadId,
      etags,
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ key, size: 28, contentType: 'application/pdf' });
    const file = await editor.request('GET', done.body.location);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(await file.text()).toBe(texts.join(''));
  });

  it('[001 §4 uploads] a resumed upload lists the stored parts and sends only the missing one', async () => {
    const created = await post<Created>(editor, 'create', { filename: 'clip.mp4', parts: 3 });
    const { urls, uploadId, key } = created.body;
    let sent = 0;
    for (const i of [0, 2]) {
      expect((await putPart(urls[i]!, `part ${i + 1};`)).status).toBe(200);
      sent += 1;
    }
    // The connection dropped; later the device asks what is there, with fresh URLs.
    const resumed = await post<Listed>(editor, 'parts', { key, uploadId, parts: 3 });
    expect(resumed.status).toBe(200);
    expect(resumed.body.urls).toHaveLength(3);
    const have = new Set(resumed.body.parts.map((p) => p.PartNumber));
    const missing = [1, 2, 3].filter((n) => !have.has(n));
    expect(missing).toEqual([2]);
    const etags = resumed.body.parts.map(({ PartNumber, ETag }) => ({ PartNumber, ETag }));
    for (const n of missing) {
      const res = await putPart(resumed.body.urls[n - 1]!, `part ${n};`);
      sent += 1;
      etags.push({ PartNumber: n, ETag: res.headers.get('etag')! });
    }
    expect(sent).toBe(3); // each part once
    const done = await post<{ location: string }>(editor, 'complete', { key, uploadId, etags });
    expect(done.status).toBe(200);
    expect(await (await editor.request('GET', done.body.location)).text()).toBe(
      'part 1;part 2;part 3;',
    );
  });

  it('[001 §4 uploads] completion refuses a wrong ETag and a missing part, and the upload stays open', async () => {
    const { body } = await post<Created>(editor, 'create', { filename: 'a.txt', parts: 2 });
    const one = (await putPart(body.urls[0]!, 'one')).headers.get('etag')!;
    const two = (await putPart(body.urls[1]!, 'two')).headers.get('etag')!;
    const ref = { key: body.key, uploadId: body.uploadId };
    for (const etags of [
      [
        { PartNumber: 1, ETag: one },
        { PartNumber: 2, ETag: one },
      ],
      [
        { PartNumber: 1, ETag: one },
        { PartNumber: 3, ETag: two },
      ],
    ]) {
      const refused = await post<unknown>(editor, 'complete', { ...ref, etags });
      expect(refused.status).toBe(400);
      expect((refused.body as { error: { code: string } }).error.code).toBe('invalid_part');
    }
    const done = await post<unknown>(editor, 'complete', {
      ...ref,
      etags: [
        { PartNumber: 2, ETag: two },
        { PartNumber: 1, ETag: one },
      ],
    });
    expect(done.status).toBe(200);
  });

  it("[001 §4 uploads] one user cannot complete, resume or abort another user's upload", async () => {
    const { body } = await post<Created>(editor, 'create', { filename: 'mine.txt', parts: 1 });
    const etag = (await putPart(body.urls[0]!, 'mine')).headers.get('etag')!;
    const ref = { key: body.key, uploadId: body.uploadId };
    for (const [route, extra] of [
      ['complete', { etags: [{ PartNumber: 1, ETag: etag }] }],
      ['parts', { parts: 1 }],
      ['abort', {}],
    ] as const) {
      const res = await post<{ error: { code: string } }>(other, route, { ...ref, ...extra });
      expect(res.status, route).toBe(404);
      expect(res.body.error.code).toBe('no_such_upload');
    }
    // Two uploads of the same name never share a key.
    const again = await post<Created>(other, 'create', { filename: 'mine.txt', parts: 1 });
    expect(again.body.key).not.toBe(body.key);
    const aborted = await post<{ aborted: boolean }>(editor, 'abort', ref);
    expect(aborted.body).toEqual({ message: 'Success', aborted: true });
    const gone = await post<{ error: { code: string } }>(editor, 'parts', ref);
    expect(gone.status).toBe(404);
  });

  it('[001 §7 uploads] 401 without a session, 403 without an upload permission', async () => {
    const anonymous = new TestClient(server.url);
    for (const route of ['create', 'complete', 'parts', 'abort']) {
      const res = await anonymous.request('POST', `/api/upload/aws/s3/${route}`, {});
      expect(res.status, route).toBe(401);
      expect((await errorOf(res)).code).toBe('unauthorized');
      const refused = await viewer.request('POST', `/api/upload/aws/s3/${route}`, {});
      expect(refused.status, route).toBe(403);
      expect((await errorOf(refused)).code).toBe('forbidden');
    }
    expect((await anonymous.request('GET', '/api/users/aws/token')).status).toBe(401);
    expect((await viewer.request('GET', '/api/users/aws/token')).status).toBe(403);
  });

  it('[001 §7 uploads] malformed input answers 400 JSON, never a 5xx', async () => {
    const valid = await post<Created>(editor, 'create', { filename: 'x.bin', parts: 1 });
    const ref = { key: valid.body.key, uploadId: valid.body.uploadId };
    const bad: [string, unknown][] = [
      ['create', { parts: 1 }],
      ['create', { filename: 'x.bin' }],
      ['create', { filename: 'x.bin', size: -1 }],
      ['create', { filename: 'x.bin', parts: 10_001 }],
      ['create', { filename: 'x.bin', parts: '3' }],
      ['create', { filename: 'x.bin', parts: 1, contentType: 'text/html\r\nX: y' }],
      ['create', { filename: 'x.bin', parts: 1, libraryType: 'Unknown' }],
      ['complete', { ...ref, etags: 'abc' }],
      ['complete', { ...ref, etags: [] }],
      ['complete', { ...ref, etags: [{ PartNumber: 0, ETag: '"x"' }] }],
      ['complete', { ...ref, uploadId: '../../x', etags: [{ PartNumber: 1, ETag: '"x"' }] }],
      ['complete', { ...ref, bucket: 'another', etags: [{ PartNumber: 1, ETag: '"x"' }] }],
      ['parts', { key: ref.key }],
      ['abort', [ref]],
    ];
    for (const [route, body] of bad) {
      const res = await editor.request('POST', `/api/upload/aws/s3/${route}`, body);
      expect(res.status, `${route} ${JSON.stringify(body)}`).toBe(400);
      expect((await errorOf(res)).code).toMatch(/^(invalid_request|bad_request)$/);
    }
    const notJson = await editor.request('POST', '/api/upload/aws/s3/create', '{', {
      'content-type': 'application/json',
    });
    expect(notJson.status).toBe(400);
    const unknown = await post<{ error: { code: string } }>(editor, 'complete', {
      ...ref,
      uploadId: 'no-such-upload',
      etags: [{ PartNumber: 1, ETag: '"x"' }],
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('no_such_upload');
  });

  it('[001 §7 uploads] the upload token is scoped to the user and lasts 3600 s', async () => {
    const res = await editor.request('GET', '/api/users/aws/token');
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      Token: string;
      expiration: string;
      expiresIn: number;
      prefix: string;
    };
    expect(body.prefix).toBe(`uploads/${editorId}/`);
    expect(body.expiresIn).toBe(3600);
    const left = Date.parse(body.expiration) - Date.now();
    expect(left).toBeGreaterThan(3590_000);
    expect(left).toBeLessThanOrEqual(3600_000);
    expect(body.Token).toMatch(/^[\w-]+\.[\w-]+$/);
    if (store.partSigner instanceof PartSigner)
      expect(store.partSigner.readToken(body.Token)).toMatchObject({
        sub: editorId,
        prefix: body.prefix,
      });
  });

  // Our own part URLs only: an S3 presigned URL is checked by the bucket's server.
  if (own)
    it('[001 §4 uploads] unsigned, tampered and expired part URLs answer 403 JSON; bad part numbers 400; big parts 413', async () => {
      const { body } = await post<Created>(editor, 'create', { filename: 'guarded.bin', parts: 2 });
      const url = new URL(body.urls[0]!, server.url);
      const at = (mutate: (u: URL) => void) => {
        const copy = new URL(url);
        mutate(copy);
        return copy.toString();
      };
      const refusals: [string, number, string][] = [
        [at((u) => (u.search = '')), 403, 'upload_url_invalid'],
        [
          at((u) =>
            u.searchParams.set('signature', 'AAAA' + u.searchParams.get('signature')!.slice(4)),
          ),
          403,
          'upload_url_invalid',
        ],
        [
          at((u) =>
            u.searchParams.set('expires', String(Number(u.searchParams.get('expires')) + 60)),
          ),
          403,
          'upload_url_invalid',
        ],
        [
          at((u) => u.searchParams.set('key', `uploads/${editorId}/other.bin`)),
          403,
          'upload_url_invalid',
        ],
        [at((u) => (u.pathname = u.pathname.replace(/\/1$/, '/2'))), 403, 'upload_url_invalid'],
        [at((u) => (u.pathname = u.pathname.replace(/\/1$/, '/0'))), 400, 'invalid_part_number'],
        [
          at((u) => (u.pathname = u.pathname.replace(/\/1$/, '/10001'))),
          400,
          'invalid_part_number',
        ],
        [at((u) => (u.pathname = u.pathname.replace(/\/1$/, '/one'))), 400, 'invalid_part_number'],
      ];
      for (const [target, status, code] of refusals) {
        const res = await putPart(target, 'x');
        expect(res.status, target).toBe(status);
        expect((await errorOf(res)).code, target).toBe(code);
      }
      // A full 10 MiB part passes; one over the limit does not.
      expect((await putPart(body.urls[1]!, new Uint8Array(10_485_760))).status).toBe(200);
      const big = await putPart(body.urls[0]!, new Uint8Array(PART_BODY_LIMIT + 1));
      expect(big.status).toBe(413);
      expect((await errorOf(big)).code).toBe('payload_too_large');
      // Past its expiry (3600 s) the URL is refused.
      clockOffset = 3601_000;
      try {
        const expired = await putPart(body.urls[0]!, 'late');
        expect(expired.status).toBe(403);
        expect((await errorOf(expired)).code).toBe('upload_url_expired');
      } finally {
        clockOffset = 0;
      }
      expect((await putPart(body.urls[0]!, 'in time')).status).toBe(200);
    });

  it('[001 §7 uploads] the calls are in the OpenAPI document with the session security', async () => {
    const doc = (await (await editor.request('GET', '/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { operationId: string; security: unknown[] }>>;
    };
    for (const [p, method, id] of [
      ['/upload/aws/s3/create', 'post', 'createUpload'],
      ['/upload/aws/s3/complete', 'post', 'completeUpload'],
      ['/upload/aws/s3/parts', 'post', 'listUploadParts'],
      ['/upload/aws/s3/abort', 'post', 'abortUpload'],
      ['/users/aws/token', 'get', 'getUploadToken'],
    ] as const) {
      expect(doc.paths[p]?.[method]?.operationId, p).toBe(id);
      expect(doc.paths[p]![method]!.security).toEqual([{ sessionCookie: [] }]);
    }
  });
});

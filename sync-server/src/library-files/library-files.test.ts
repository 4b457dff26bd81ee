// Library files over HTTP on the real server (PGlite, and PostgreSQL with TEST_DATABASE_URL),
// memory blob store (decision 0045): who may read a key (GET /api/files), the write rule for
// file keys (REST 422), the XLSX asset report, statistics, packages as ZIP and mail.
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Permission } from '@portal/shared';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { MemoryBlobStore } from '../blobs/memory-store.ts';
import { loadConfig } from '../config.ts';
import { libraryItemMapping, saveDocuments, type Doc, type Mapping } from '../db/mapping/index.ts';
import { errorOf, mailsTo, signedIn } from '../routes/test-helpers.ts';
import {
  DATABASE_KINDS,
  createTestDatabase,
  type DatabaseKind,
  type TestClient,
  type TestServer,
} from '../test/harness.ts';

const perm = (role: Permission['role']): Permission => ({ permission: 'advertisingAssets', role });
const TODAY = '2026-06-01';
const bytes = (text: string) => new TextEncoder().encode(text);

async function startServer(kind: DatabaseKind, store: MemoryBlobStore): Promise<TestServer> {
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

const item = (id: string, extra: Doc): Doc => ({
  id,
  _deleted: false,
  name: `Item ${id}`,
  libraryType: 'AdvertisingAsset',
  status: 'Published',
  assetType: 'Photography',
  category: 'Brand',
  gender: 'Unisex',
  modifiedDate: '2026-03-01T10:00:00.000Z',
  files: [],
  ...extra,
});

describe.each(DATABASE_KINDS)('library files on %s', (kind) => {
  const store = new MemoryBlobStore();
  let server: TestServer;
  let viewer: { client: TestClient; id: string };
  let editor: { client: TestClient; id: string };
  let other: { client: TestClient; id: string };
  let draftKey: string;

  beforeAll(async () => {
    server = await startServer(kind, store);
    viewer = await signedIn(server, { permissions: [perm('user')] });
    editor = await signedIn(server, { permissions: [perm('editor')] });
    other = await signedIn(server, { permissions: [perm('editor')] });
    draftKey = `uploads/${editor.id}/d1/draft.jpg`;
    const keys = [
      'library/pub.jpg',
      'previews/library/pub.jpg/thumb.jpg',
      'library/pub.psd',
      'library/big.mov',
      'library/w1.jpg',
      'products/shoe.jpg',
      draftKey,
      `previews/${draftKey}/thumb.jpg`,
      `uploads/${editor.id}/loose/new.jpg`,
      `uploads/${other.id}/theirs/x.jpg`,
      `uploads/${other.id}/private/y.jpg`,
    ];
    for (const key of keys) await store.put(key, bytes(`bytes of ${key}`));
    await saveDocuments(server.handle.db, libraryItemMapping as unknown as Mapping<Doc>, [
      item('P1', {
        name: '=HYPERLINK("http://evil")',
        startDate: '2026-01-01',
        files: [
          {
            id: 'p1f',
            filename: 'pub.jpg',
            usageType: 'Primary',
            sourceFile: 'library/pub.jpg',
            thumbnail: 'previews/library/pub.jpg/thumb.jpg',
            fileSize: 2048,
          },
          {
            id: 'p1w',
            filename: 'pub.psd',
            usageType: 'Working File',
            sourceFile: 'library/pub.psd',
          },
        ],
      }),
      item('D1', {
        status: 'Pending',
        files: [
          {
            id: 'd1f',
            filename: 'draft.jpg',
            usageType: 'Primary',
            sourceFile: draftKey,
            thumbnail: `previews/${draftKey}/thumb.jpg`,
          },
        ],
      }),
      item('W1', {
        files: [
          { id: 'w1f', filename: 'w1.jpg', usageType: 'Primary', sourceFile: 'library/w1.jpg' },
        ],
      }),
      item('W2', {}),
      item('B1', {
        files: [
          {
            id: 'b1f',
            filename: 'big.mov',
            usageType: 'Primary',
            sourceFile: 'library/big.mov',
            fileSize: 21_474_836_481,
          },
        ],
      }),
    ]);
  });
  afterAll(() => server?.close());

  const status = async (client: TestClient, key: string) =>
    (await client.request('GET', `/api/files/${key}`)).status;

  it('[000 §3 library item files] a library file follows its item: pending hidden from viewers (404), published readable', async () => {
    expect(await status(viewer.client, 'library/pub.jpg')).toBe(200);
    expect(await status(viewer.client, 'previews/library/pub.jpg/thumb.jpg')).toBe(200);
    const hidden = await viewer.client.request('GET', `/api/files/${draftKey}`);
    expect(hidden.status).toBe(404);
    expect((await errorOf(hidden)).code).toBe('file_not_found');
    expect(await status(viewer.client, `previews/${draftKey}/thumb.jpg`)).toBe(404);
    // Editors of the library see every status.
    expect(await status(other.client, draftKey)).toBe(200);
    expect(await status(other.client, `previews/${draftKey}/thumb.jpg`)).toBe(200);
  });

  it('[001 §4 uploads] an upload nobody holds is its uploader’s alone; other keys stay open to signed-in users', async () => {
    const loose = `uploads/${editor.id}/loose/new.jpg`;
    expect(await status(editor.client, loose)).toBe(200);
    expect(await status(other.client, loose)).toBe(404);
    expect(await status(viewer.client, loose)).toBe(404);
    expect(await status(viewer.client, 'products/shoe.jpg')).toBe(200);
    const anonymous = await server.app.request('/api/files/products/shoe.jpg');
    expect(anonymous.status).toBe(401);
  });

  it('[000 §5 library publish] publishing the item opens its files to viewers', async () => {
    const res = await editor.client.request('PATCH', '/api/assets/AdvertisingAsset/batch/many', [
      { _id: 'D1', patch: { status: 'Published' } },
    ]);
    expect(res.status).toBe(200);
    expect(await status(viewer.client, draftKey)).toBe(200);
  });

  it('[000 §7 library updates] a file may name only the writer’s uploads or files of the same library (else 422)', async () => {
    const batch = (client: TestClient, rows: unknown) =>
      client.request('PATCH', '/api/assets/AdvertisingAsset/batch/many', rows);
    const add = (id: string, sourceFile: string) => [
      { _id: 'W2', addFiles: [{ id, filename: 'x.jpg', usageType: 'Primary', sourceFile }] },
    ];
    const stolen = await batch(editor.client, add('s1', `uploads/${other.id}/theirs/x.jpg`));
    expect(stolen.status).toBe(422);
    expect((await errorOf(stolen)).code).toBe('command_failed');
    expect((await batch(editor.client, add('s2', 'products/shoe.jpg'))).status).toBe(422);
    const own = await batch(other.client, add('s3', `uploads/${other.id}/theirs/x.jpg`));
    expect(own.status).toBe(200);
    // A file the server could not preview names the shared type icon (previews/icons.ts).
    const iconed = await batch(other.client, [
      {
        _id: 'W2',
        addFiles: [
          {
            id: 's5',
            filename: 'y.tif',
            usageType: 'Working File',
            sourceFile: `uploads/${other.id}/y/y.tif`,
            thumbnail: 'file-icons/image-tif.jpg',
          },
        ],
      },
    ]);
    expect(iconed.status).toBe(200);
    // A key the library already holds may be named again, and moved between items.
    expect((await batch(editor.client, add('s4', 'library/pub.psd'))).status).toBe(200);
    const moved = await batch(editor.client, [{ _id: 'W1', moveFiles: [{ id: 'w1f', to: 'W2' }] }]);
    expect(moved.status).toBe(200);
    expect(await status(viewer.client, 'library/w1.jpg')).toBe(200);
  });

  it('[000 §7 library updates] a device push naming another user’s upload is a sync rejection; its own upload is stored', async () => {
    const push = (client: TestClient, id: string, sourceFile: string) =>
      client.request('POST', '/api/sync/libraryItems/push', [
        {
          assumedMasterState: null,
          newDocumentState: item(id, {
            status: 'Pending',
            files: [{ id: `${id}f`, filename: 'x.jpg', usageType: 'Primary', sourceFile }],
          }),
        },
      ]);
    const refused = await push(editor.client, 'X1', `uploads/${other.id}/private/y.jpg`);
    expect(refused.status).toBe(200);
    const answer = (await refused.json()) as { rejected: Record<string, { reason: string }> };
    expect(answer.rejected.X1).toMatchObject({ reason: 'commandFailed' });
    const stored = await push(other.client, 'X2', `uploads/${other.id}/private/y.jpg`);
    expect(((await stored.json()) as { rejected: object }).rejected).toEqual({});
  });

  it('[000 §3 library item files] a hidden key is 404 on a revalidation and a HEAD too', async () => {
    const hidden = `uploads/${other.id}/private/y.jpg`;
    const etag = (await other.client.request('GET', `/api/files/${hidden}`)).headers.get('etag')!;
    // X2 (a Pending item of other's) holds it now: viewers may not see it, editors may.
    const again = await viewer.client.request('GET', `/api/files/${hidden}`, undefined, {
      'if-none-match': etag,
    });
    expect(again.status).toBe(404);
    expect((await viewer.client.request('HEAD', `/api/files/${hidden}`)).status).toBe(404);
    expect(
      (
        await editor.client.request('GET', `/api/files/${hidden}`, undefined, {
          'if-none-match': etag,
        })
      ).status,
    ).toBe(304);
  });

  it('[000 §7 library XLSX asset report] the report lists the caller’s view, dates YYYY-MM-DD, text never a formula', async () => {
    const res = await viewer.client.request('POST', '/api/assets/AdvertisingAsset/report/xlsx', {
      today: TODAY,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/spreadsheetml/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
    const sheet = workbook.worksheets[0]!;
    const header = sheet.getRow(1).values as unknown[];
    expect(header.slice(1, 4)).toEqual(['Name', 'Library', 'Type']);
    const rows = sheet.getSheetValues().slice(2) as unknown[][];
    const p1 = rows.find((r) => r?.[1] === '=HYPERLINK("http://evil")')!;
    expect(p1).toBeDefined();
    expect(sheet.getCell(`A${rows.indexOf(p1) + 2}`).type).toBe(ExcelJS.ValueType.String);
    expect(p1[6]).toBe('2026-01-01');
    expect(p1[10]).toContain('pub.psd (Working File)');
    expect(p1[12]).toBe('2026-03-01');
    const german = await viewer.client.request(
      'POST',
      '/api/assets/AdvertisingAsset/report/xlsx',
      { today: TODAY },
      { 'accept-language': 'de-DE,de;q=0.9' },
    );
    const deWorkbook = new ExcelJS.Workbook();
    await deWorkbook.xlsx.load(Buffer.from(await german.arrayBuffer()) as never);
    const deHeader = deWorkbook.worksheets[0]!.getRow(1).values as unknown[];
    expect(deHeader.slice(1, 3)).toEqual(['Name', 'Bibliothek']);
    const manage = await viewer.client.request('POST', '/api/assets/AdvertisingAsset/report/xlsx', {
      _manage: true,
    });
    expect(manage.status).toBe(403);
    const bad = await viewer.client.request('POST', '/api/assets/AdvertisingAsset/report/xlsx', {
      filter: { nope: 'x' },
    });
    expect(bad.status).toBe(400);
  });

  it('[000 §7 statistics] POST /stats records an asset download; an unknown action is 400', async () => {
    const ok = await viewer.client.request('POST', '/api/stats', {
      action: 'assetPrimaryDownload',
      modelType: 'Asset',
      modelId: 'P1',
      data: { fileId: 'p1f' },
    });
    expect(ok.status).toBe(201);
    const bad = await viewer.client.request('POST', '/api/stats', {
      action: 'hack',
      modelType: 'Asset',
    });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).code).toBe('invalid_request');
  });

  it('[001 §7 packages] the ZIP holds the seen items’ files, working files only when asked', async () => {
    const res = await viewer.client.request('POST', '/api/packages/download', {
      ids: ['P1'],
      today: TODAY,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    const zip = await JSZip.loadAsync(await res.arrayBuffer());
    const names = Object.keys(zip.files).filter((n) => !zip.files[n]!.dir);
    expect(names).toHaveLength(1);
    expect(await zip.file(names[0]!)!.async('string')).toBe('bytes of library/pub.jpg');

    const form = await viewer.client.request(
      'POST',
      '/api/packages/download',
      'ids=P1&includeWorkingFiles=true',
      { 'content-type': 'application/x-www-form-urlencoded' },
    );
    expect(form.status).toBe(200);
    const withWork = await JSZip.loadAsync(await form.arrayBuffer());
    expect(Object.values(withWork.files).filter((f) => !f.dir)).toHaveLength(2);
  });

  it('[001 §9 collection too large] over 20 GiB is refused with 413 JSON before anything is sent; hidden items 404', async () => {
    const big = await viewer.client.request('POST', '/api/packages/download', { ids: ['B1'] });
    expect(big.status).toBe(413);
    expect((await errorOf(big)).code).toBe('collection_too_large');
    const nobody = await signedIn(server, { permissions: [] });
    const hidden = await nobody.client.request('POST', '/api/packages/download', { ids: ['P1'] });
    expect(hidden.status).toBe(404);
    const empty = await viewer.client.request('POST', '/api/packages/download', { ids: [] });
    expect(empty.status).toBe(400);
  });

  it('[001 §7 packages] mail queues one outbox mail per recipient with file links', async () => {
    const res = await viewer.client.request('POST', '/api/packages/mail', {
      ids: ['P1'],
      recipients: ['friend@example.com'],
      body: 'Have a look',
    });
    expect(res.status).toBe(202);
    expect(await res.json()).toMatchObject({ recipients: 1, files: 1 });
    const [mail] = await mailsTo(server.handle.db, 'friend@example.com', 'library-package');
    expect(mail?.body).toContain('/api/files/library/pub.jpg');
    const bad = await viewer.client.request('POST', '/api/packages/mail', {
      ids: ['P1'],
      recipients: ['not an address'],
    });
    expect(bad.status).toBe(400);
  });
});

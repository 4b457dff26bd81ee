// [issue 5, decision 0026] Pull answers travel compressed: brotli when the client takes it,
// gzip otherwise, the same bytes once decoded; small answers, clients that take neither and
// the hint stream go as they are. Raw node:http requests, so the bytes on the wire are seen.
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INITIAL_CHECKPOINT } from '@portal/shared';
import { productMapping } from '../../sync-server/src/db/mapping/index.ts';
import { chooseEncoding } from '../../sync-server/src/middleware/compress-answers.ts';
import {
  DATABASE_KINDS,
  startTestServer,
  TestClient,
  type TestServer,
} from '../../sync-server/src/test/harness.ts';
import { pullPath } from '../../web/src/sync/pull-pass.ts';
import { perm, product, save } from './support/fixtures.ts';
import { PASSWORD, signedInUser } from './support/users.ts';

interface RawAnswer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: Buffer;
}

/** One GET as bytes; `until` stops reading once the body holds that text (streams). */
function rawGet(url: string, headers: Record<string, string>, until?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      const done = () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks),
        });
      res.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        if (until !== undefined && Buffer.concat(chunks).toString().includes(until)) {
          req.destroy();
          done();
        }
      });
      res.on('end', done);
    });
    req.on('error', reject);
    req.end();
  });
}

const PRODUCTS = 300;

describe('[0026] the client’s encoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['gzip, deflate', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    ['*', 'br'],
    ['*;q=0.2, gzip;q=0.1', 'br'],
    ['GZIP;Q=0.8', 'gzip'],
    ['br;q=nonsense, gzip', 'gzip'],
  ])('Accept-Encoding %j → %j', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe.each(DATABASE_KINDS)('compressed pull answers on %s', (kind) => {
  let server: TestServer;
  let cookie: string;
  let origin: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    origin = server.url;
    await save(
      server.handle.db,
      productMapping,
      Array.from({ length: PRODUCTS }, (_, i) => product(`Z${1000 + i}`, 'WHT')),
    );
    const user = await signedInUser(server, { permissions: [perm('products', 'user')] });
    const client = new TestClient(server.url);
    const login = await client.request('POST', '/api/users/session', {
      email: user.email,
      password: PASSWORD,
    });
    expect(login.status).toBe(200);
    cookie = `portal_session=${client.cookie('portal_session')}`;
  });
  afterAll(async () => {
    await server?.close();
  });

  const pullUrl = (format: 'json' | 'lines') =>
    `${server.url}${pullPath('products', INITIAL_CHECKPOINT, 1000, true)}${format === 'lines' ? '&format=lines' : ''}`;
  const get = (url: string, encoding?: string) =>
    rawGet(url, {
      cookie,
      origin,
      ...(encoding === undefined ? {} : { 'accept-encoding': encoding }),
    });

  it.each(['json', 'lines'] as const)(
    'a %s page goes as brotli or gzip, and decodes to the bytes sent to a client that takes neither',
    async (format) => {
      // The first answer records the shared pull chain (decision 0023); later ones replay it,
      // byte for byte, so those are compared.
      expect((await get(pullUrl(format))).status).toBe(200);
      const plain = await get(pullUrl(format));
      expect(plain.status).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
      const text = plain.body.toString();
      expect(text).toContain('Z1299_WHT');

      const br = await get(pullUrl(format), 'gzip, deflate, br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(Number(br.headers['content-length'])).toBe(br.body.byteLength);
      expect(brotliDecompressSync(br.body).toString()).toBe(text);

      const gz = await get(pullUrl(format), 'gzip, deflate');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.body).toString()).toBe(text);

      // Repetitive JSON: far fewer bytes on the wire.
      expect(br.body.byteLength * 4).toBeLessThan(plain.body.byteLength);
      expect(gz.body.byteLength * 4).toBeLessThan(plain.body.byteLength);
      // The content type and the next-page head survive.
      expect(br.headers['content-type']).toBe(plain.headers['content-type']);
      expect(br.headers['x-sync-next']).toBe(plain.headers['x-sync-next']);
      expect(br.headers['cache-control']).toBe('no-store');
    },
  );

  it('small answers and errors go as they are', async () => {
    const small = await get(`${server.url}/api/options/data/loggedIn`, 'br, gzip');
    expect(small.status).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toMatchObject({ data: true });

    const refused = await get(`${server.url}/api/sync/nothing/pull?txid=0&seq=0`, 'br, gzip');
    expect(refused.status).toBe(404);
    expect(JSON.parse(refused.body.toString())).toMatchObject({
      error: { code: 'not_found' },
    });
  });

  it('the hint stream is never compressed: its first event arrives unbuffered', async () => {
    // (it never ends by itself: read up to the hello event; a buffering encoder would hang here)
    const hello = await rawGet(
      `${server.url}/api/sync/stream`,
      { cookie, origin, 'accept-encoding': 'gzip, deflate, br' },
      'event: hello',
    );
    expect(hello.status).toBe(200);
    expect(hello.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(hello.headers['content-encoding']).toBeUndefined();
    expect(hello.body.toString()).toContain('event: hello');
  });
});

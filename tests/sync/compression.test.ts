// [issue 5, decision 0026] Pull answers travel compressed, the same bytes once decoded: a shared
// catalogue page as gzip from its documents deflated once, other answers brotli when the client
// takes it and gzip otherwise; small answers, clients that take neither and the hint stream go
// as they are. Raw node:http requests, so the bytes on the wire are seen.
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INITIAL_CHECKPOINT, type Permission } from '@portal/shared';
import { libraryItemMapping, productMapping } from '../../sync-server/src/db/mapping/index.ts';
import { chooseEncoding } from '../../sync-server/src/middleware/compress-answers.ts';
import {
  DATABASE_KINDS,
  startTestServer,
  TestClient,
  type TestServer,
} from '../../sync-server/src/test/harness.ts';
import { pullPath } from '../../web/src/sync/pull-pass.ts';
import { libraryItem, perm, product, save } from './support/fixtures.ts';
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

const PRODUCTS = 300; // three pages of 100

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
  let catalogueCookie: string;
  let libraryCookie: string;
  let origin: string;

  /** A signed-in user's cookie (node:http sends it by hand). */
  async function cookieOf(permissions: readonly Permission[]) {
    const user = await signedInUser(server, { permissions });
    const client = new TestClient(server.url);
    const login = await client.request('POST', '/api/users/session', {
      email: user.email,
      password: PASSWORD,
    });
    expect(login.status).toBe(200);
    return `portal_session=${client.cookie('portal_session')}`;
  }

  beforeAll(async () => {
    server = await startTestServer(kind);
    origin = server.url;
    await save(
      server.handle.db,
      productMapping,
      Array.from({ length: PRODUCTS }, (_, i) => product(`Z${1000 + i}`, 'WHT')),
    );
    await save(
      server.handle.db,
      libraryItemMapping,
      Array.from({ length: 40 }, (_, i) => libraryItem(`ZL${i}`)),
    );
    catalogueCookie = await cookieOf([perm('products', 'user')]);
    libraryCookie = await cookieOf([perm('advertisingAssets', 'user')]);
  });
  afterAll(async () => {
    await server?.close();
  });

  /** The first page (of three) of the catalogue, or of the user's library items. */
  const pullUrl = (collection: 'products' | 'libraryItems', format: 'json' | 'lines' = 'json') =>
    `${server.url}${pullPath(collection, INITIAL_CHECKPOINT, 100, true)}${format === 'lines' ? '&format=lines' : ''}`;
  const get = (url: string, encoding?: string, cookie = catalogueCookie) =>
    rawGet(url, {
      cookie,
      origin,
      ...(encoding === undefined ? {} : { 'accept-encoding': encoding }),
    });

  it.each(['json', 'lines'] as const)(
    'a shared catalogue %s page goes as gzip built once (recorded, then replayed), decoding to the plain bytes',
    async (format) => {
      const url = pullUrl('products', format);
      // The first device of these locations records the shared pull chain (decision 0023).
      const recorded = await get(url, 'gzip, deflate, br');
      expect(recorded.headers['x-sync-pull']).toBe('recorded');
      expect(recorded.headers['content-encoding']).toBe('gzip');

      const plain = await get(url);
      expect(plain.headers['x-sync-pull']).toBe('cached');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
      const text = plain.body.toString();
      expect(text).toContain('Z1099_WHT');
      expect(gunzipSync(recorded.body).toString()).toBe(text);

      // Replayed to a browser that takes br too: still gzip, from the documents deflated once.
      const replayed = await get(url, 'gzip, deflate, br');
      expect(replayed.headers['x-sync-pull']).toBe('cached');
      expect(replayed.headers['content-encoding']).toBe('gzip');
      expect(Number(replayed.headers['content-length'])).toBe(replayed.body.byteLength);
      expect(gunzipSync(replayed.body).toString()).toBe(text);
      expect(replayed.body.byteLength * 4).toBeLessThan(plain.body.byteLength);
      expect(replayed.headers.vary).toMatch(/accept-encoding/i);
      // The content type, the next-page head and no-store survive.
      expect(replayed.headers['content-type']).toBe(plain.headers['content-type']);
      expect(replayed.headers['x-sync-next']).toBeDefined();
      expect(replayed.headers['x-sync-next']).toBe(plain.headers['x-sync-next']);
      expect(replayed.headers['cache-control']).toBe('no-store');

      // A client that takes br but not gzip gets br, encoded per answer.
      const br = await get(url, 'br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.body).toString()).toBe(text);
    },
  );

  it('a user’s own documents go brotli when the client takes it, gzip otherwise', async () => {
    const url = pullUrl('libraryItems');
    const plain = await get(url, undefined, libraryCookie);
    expect(plain.headers['x-sync-pull']).toBe('live');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const text = plain.body.toString();
    expect(text).toContain('ZL1');

    const br = await get(url, 'gzip, deflate, br', libraryCookie);
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(br.headers['content-length'])).toBe(br.body.byteLength);
    expect(brotliDecompressSync(br.body).toString()).toBe(text);
    expect(br.body.byteLength * 4).toBeLessThan(plain.body.byteLength);

    const gz = await get(url, 'gzip, deflate', libraryCookie);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(text);
  });

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
      { cookie: catalogueCookie, origin, 'accept-encoding': 'gzip, deflate, br' },
      'event: hello',
    );
    expect(hello.status).toBe(200);
    expect(hello.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(hello.headers['content-encoding']).toBeUndefined();
    expect(hello.body.toString()).toContain('event: hello');
  });
});

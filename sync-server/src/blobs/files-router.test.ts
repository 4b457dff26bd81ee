// GET /api/files/{key} through a real Hono app (app.request), on both store implementations.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { FILES_CACHE_CONTROL, createFilesRouter, etagMatches } from './files-router.ts';
import { FsBlobStore } from './fs-store.ts';
import { MemoryBlobStore } from './memory-store.ts';
import type { BlobStore } from './store.ts';

const scratch = mkdtempSync(path.join(tmpdir(), 'portal-files-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const STORES: readonly [string, () => BlobStore][] = [
  ['memory', () => new MemoryBlobStore()],
  ['filesystem', () => new FsBlobStore(path.join(scratch, String(Math.random()).slice(2)))],
];

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 0xff, 0xd9]);

async function mounted(create: () => BlobStore) {
  const store = create();
  await store.put('seed/products/footwear-BLK.jpg', JPEG);
  await store.put('uploads/Spring Banner (v2).jpg', JPEG);
  await store.put('uploads/page.html', new TextEncoder().encode('<script>alert(1)</script>'));
  const app = new Hono();
  app.route('/api/files', createFilesRouter(store));
  return { app, store };
}

describe.each(STORES)('GET /api/files/* (%s store)', (_name, create) => {
  it('serves the bytes with type, length, ETag and the cache policy', async () => {
    const { app, store } = await mounted(create);
    const res = await app.request('/api/files/seed/products/footwear-BLK.jpg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('content-length')).toBe(String(JPEG.length));
    expect(res.headers.get('etag')).toBe(
      (await store.head('seed/products/footwear-BLK.jpg'))!.etag,
    );
    expect(res.headers.get('cache-control')).toBe(FILES_CACHE_CONTROL);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-disposition')).toBe('inline; filename="footwear-BLK.jpg"');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(JPEG);
  });

  it('answers 304 without a body when If-None-Match names the current ETag', async () => {
    const { app } = await mounted(create);
    const first = await app.request('/api/files/seed/products/footwear-BLK.jpg');
    const etag = first.headers.get('etag')!;
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const res = await app.request('/api/files/seed/products/footwear-BLK.jpg', {
        headers: { 'if-none-match': header },
      });
      expect(res.status).toBe(304);
      expect(res.headers.get('etag')).toBe(etag);
      expect(res.headers.get('cache-control')).toBe(FILES_CACHE_CONTROL);
      expect(await res.text()).toBe('');
    }
    const stale = await app.request('/api/files/seed/products/footwear-BLK.jpg', {
      headers: { 'if-none-match': '"stale"' },
    });
    expect(stale.status).toBe(200);
  });

  it('a new version of the file gets a new ETag, so the old one no longer matches', async () => {
    const { app, store } = await mounted(create);
    const before = (await app.request('/api/files/seed/products/footwear-BLK.jpg')).headers.get(
      'etag',
    )!;
    await store.put('seed/products/footwear-BLK.jpg', new Uint8Array([0xff, 0xd8, 9, 0xff, 0xd9]));
    const res = await app.request('/api/files/seed/products/footwear-BLK.jpg', {
      headers: { 'if-none-match': before },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).not.toBe(before);
    expect(res.headers.get('content-length')).toBe('5');
  });

  it('answers HEAD with the headers and no body', async () => {
    const { app } = await mounted(create);
    const res = await app.request('/api/files/seed/products/footwear-BLK.jpg', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe(String(JPEG.length));
    expect(await res.text()).toBe('');
  });

  it('decodes percent-encoded keys (spaces, parentheses)', async () => {
    const { app } = await mounted(create);
    const res = await app.request('/api/files/uploads/Spring%20Banner%20(v2).jpg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(
      'inline; filename="Spring Banner (v2).jpg"',
    );
  });

  it('serves active content as an inert attachment', async () => {
    const { app } = await mounted(create);
    const res = await app.request('/api/files/uploads/page.html');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(res.headers.get('content-security-policy')).toMatch(/sandbox/);
  });

  it('answers 404 JSON for a missing key', async () => {
    const { app } = await mounted(create);
    const res = await app.request('/api/files/seed/products/none.jpg');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      error: { code: 'file_not_found', message: 'No file at seed/products/none.jpg.' },
    });
  });

  // Dot segments written plainly ('/api/files/../x', '%2E%2E/') are resolved by the URL parser
  // before any routing, so they never reach this router; encoded slashes do reach it.
  it.each([
    '/api/files/..%2F..%2Fetc%2Fpasswd',
    '/api/files/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd',
    '/api/files/seed/..%2F..%2Fsecret.txt',
    '/api/files/.meta/seed/products/footwear-BLK.jpg.json',
    '/api/files/seed//products/footwear-BLK.jpg',
    '/api/files/nul%00byte.jpg',
    '/api/files/back%5Cslash.jpg',
    '/api/files/',
    '/api/files',
  ])('answers 400 JSON for the bad key in %s', async (url) => {
    const { app } = await mounted(create);
    const res = await app.request(url);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('invalid_file_key');
    expect(body.error.message).toMatch(/^Invalid file key: /);
  });
});

describe('etagMatches (RFC 9110 §13.1.2 weak comparison)', () => {
  it.each([
    ['"a"', '"a"', true],
    ['W/"a"', '"a"', true],
    ['"b", "a"', '"a"', true],
    ['*', '"a"', true],
    ['"b"', '"a"', false],
    [undefined, '"a"', false],
    ['', '"a"', false],
  ])('%j against %j → %j', (header, etag, expected) => {
    expect(etagMatches(header, etag)).toBe(expected);
  });
});

// One contract, every BlobStore implementation (STYLE.md §5): the same cases run against the
// in-memory store, the filesystem store and the S3 store on a real S3-protocol server (s3rver,
// s3-test-server.ts). The multipart half is in multipart.contract.ts.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FsBlobStore } from './fs-store.ts';
import { MemoryBlobStore } from './memory-store.ts';
import { multipartContract } from './multipart.contract.ts';
import { startS3TestServer, type S3TestServer } from './s3-test-server.ts';
import { BlobKeyError, type BlobStore } from './store.ts';

const scratch = mkdtempSync(path.join(tmpdir(), 'portal-blobs-'));
let s3: Promise<S3TestServer> | undefined;
afterAll(async () => {
  rmSync(scratch, { recursive: true, force: true });
  await (await s3)?.close();
});
let n = 0;

const IMPLEMENTATIONS: readonly [string, () => Promise<BlobStore>][] = [
  ['memory', async () => new MemoryBlobStore()],
  ['filesystem', async () => new FsBlobStore(path.join(scratch, `store-${++n}`, 'blobs'))],
  ['s3', async () => (await (s3 ??= startS3TestServer())).store()],
];

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (data: Uint8Array) => new TextDecoder().decode(data);

async function readStream(stream: ReadableStream<Uint8Array>): Promise<string> {
  let out = '';
  for await (const chunk of stream) out += text(chunk);
  return out;
}

async function* chunks(...parts: string[]): AsyncIterable<Uint8Array> {
  for (const part of parts) yield bytes(part);
}

const HOSTILE_KEYS = [
  '../../etc/passwd',
  '/etc/passwd',
  'seed/../../outside.txt',
  'a/./b.txt',
  'a//b.txt',
  'a/b/',
  '.hidden',
  '.meta/x.json',
  '.tmp/x',
  'a\\..\\b.txt',
  'C:\\Windows\\win.ini',
  'name%2e%2e',
  'nul\u0000byte',
  'line\nbreak',
  'trailing.',
  'trailing ',
  ' leading',
  'what?.jpg',
  'hash#.jpg',
  '',
  `${'x'.repeat(256)}.jpg`,
  Array.from({ length: 1025 }, () => 'a').join(''),
  Array.from({ length: 33 }, () => 'a').join('/'),
];

describe.each(IMPLEMENTATIONS)('BlobStore contract: %s', (_name, create) => {
  it('stores bytes and reads them back as bytes and as a stream, with their head', async () => {
    const store = await create();
    const put = await store.put('seed/products/footwear-BLK.jpg', bytes('jpeg bytes'));
    expect(put).toMatchObject({ key: 'seed/products/footwear-BLK.jpg', size: 10 });
    expect(put.contentType).toBe('image/jpeg');
    expect(put.etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    const head = await store.head('seed/products/footwear-BLK.jpg');
    expect(head).toMatchObject({ size: 10, contentType: 'image/jpeg', etag: put.etag });
    expect(head!.lastModified).toBeInstanceOf(Date);
    const blob = await store.get('seed/products/footwear-BLK.jpg');
    expect(text(await blob!.bytes())).toBe('jpeg bytes');
    expect(await readStream((await store.get('seed/products/footwear-BLK.jpg'))!.stream())).toBe(
      'jpeg bytes',
    );
  });

  it('takes a stream of chunks, and equal content gives an equal ETag', async () => {
    const store = await create();
    const a = await store.put('docs/a.pdf', chunks('%PDF-', '1.4 ', 'body'));
    const b = await store.put('docs/b.pdf', bytes('%PDF-1.4 body'));
    expect(a.size).toBe(13);
    expect(a.contentType).toBe('application/pdf');
    expect(a.etag).toBe(b.etag);
    expect(text(await (await store.get('docs/a.pdf'))!.bytes())).toBe('%PDF-1.4 body');
  });

  it('stores an explicit content type, guesses octet-stream, refuses a header-breaking one', async () => {
    const store = await create();
    await store.put('x/data', bytes('{}'), { contentType: 'application/json' });
    expect((await store.head('x/data'))!.contentType).toBe('application/json');
    await store.put('x/unknown.bin', bytes('?'));
    expect((await store.head('x/unknown.bin'))!.contentType).toBe('application/octet-stream');
    await expect(
      store.put('x/evil.txt', bytes('?'), { contentType: 'text/html\r\nSet-Cookie: a=b' }),
    ).rejects.toThrow(/content type/i);
    expect(await store.head('x/evil.txt')).toBeNull();
  });

  it('overwrites a key: new content, new ETag, one listing entry', async () => {
    const store = await create();
    const first = await store.put('a/file.txt', bytes('one'));
    const second = await store.put('a/file.txt', bytes('two!'));
    expect(second.etag).not.toBe(first.etag);
    expect(second.size).toBe(4);
    expect(text(await (await store.get('a/file.txt'))!.bytes())).toBe('two!');
    expect(await store.list('a/')).toEqual(['a/file.txt']);
  });

  it('stores an empty blob and keys with spaces and parentheses', async () => {
    const store = await create();
    expect((await store.put('empty.txt', new Uint8Array())).size).toBe(0);
    expect(text(await (await store.get('empty.txt'))!.bytes())).toBe('');
    await store.put('uploads/Spring Banner (final) v2.jpg', bytes('x'));
    expect(await store.list('uploads/')).toEqual(['uploads/Spring Banner (final) v2.jpg']);
  });

  it('answers null and false for a missing key', async () => {
    const store = await create();
    expect(await store.get('no/such.jpg')).toBeNull();
    expect(await store.head('no/such.jpg')).toBeNull();
    expect(await store.delete('no/such.jpg')).toBe(false);
    expect(await store.list('no/')).toEqual([]);
  });

  it('deletes: gone from get, head and list; a second delete answers false', async () => {
    const store = await create();
    await store.put('d/one.txt', bytes('1'));
    await store.put('d/sub/two.txt', bytes('2'));
    expect(await store.delete('d/sub/two.txt')).toBe(true);
    expect(await store.get('d/sub/two.txt')).toBeNull();
    expect(await store.head('d/sub/two.txt')).toBeNull();
    expect(await store.list('d/')).toEqual(['d/one.txt']);
    expect(await store.delete('d/sub/two.txt')).toBe(false);
    // The emptied folder does not block a blob of its name.
    await store.put('d/sub', bytes('now a blob'));
    expect(await store.list('d/')).toEqual(['d/one.txt', 'd/sub']);
  });

  it('lists by string prefix, sorted, across folders', async () => {
    const store = await create();
    for (const key of ['seed/pop/AST.jpg', 'seed/products/b.jpg', 'seed/products/a.jpg', 'z.txt'])
      await store.put(key, bytes(key));
    expect(await store.list()).toEqual([
      'seed/pop/AST.jpg',
      'seed/products/a.jpg',
      'seed/products/b.jpg',
      'z.txt',
    ]);
    expect(await store.list('seed/p')).toEqual([
      'seed/pop/AST.jpg',
      'seed/products/a.jpg',
      'seed/products/b.jpg',
    ]);
    expect(await store.list('seed/products/')).toEqual([
      'seed/products/a.jpg',
      'seed/products/b.jpg',
    ]);
    expect(await store.list('seed/products/a')).toEqual(['seed/products/a.jpg']);
    expect(await store.list('seed/products')).toEqual([
      'seed/products/a.jpg',
      'seed/products/b.jpg',
    ]);
    expect(await store.list('nothing')).toEqual([]);
    await expect(store.list('../')).rejects.toBeInstanceOf(BlobKeyError);
  });

  it('refuses a key that is also the folder of another key, either way round', async () => {
    const store = await create();
    await store.put('f/blob', bytes('1'));
    await expect(store.put('f/blob/child.txt', bytes('2'))).rejects.toBeInstanceOf(BlobKeyError);
    await store.put('g/folder/child.txt', bytes('3'));
    await expect(store.put('g/folder', bytes('4'))).rejects.toBeInstanceOf(BlobKeyError);
    expect(await store.list()).toEqual(['f/blob', 'g/folder/child.txt']);
  });

  it.each(HOSTILE_KEYS)('refuses the hostile key %j in every operation', async (key) => {
    const store = await create();
    await expect(store.put(key, bytes('pwned'))).rejects.toBeInstanceOf(BlobKeyError);
    await expect(store.get(key)).rejects.toBeInstanceOf(BlobKeyError);
    await expect(store.head(key)).rejects.toBeInstanceOf(BlobKeyError);
    await expect(store.delete(key)).rejects.toBeInstanceOf(BlobKeyError);
    expect(await store.list()).toEqual([]);
  });
});

describe.each(IMPLEMENTATIONS)('BlobStore multipart contract: %s', (_name, create) => {
  multipartContract(create);
});

describe('FsBlobStore on disk', () => {
  it('keeps the bytes as plain files under its root and nothing outside it', async () => {
    const root = path.join(scratch, 'disk', 'blobs');
    const store = new FsBlobStore(root);
    await store.put('seed/library/preview.jpg', bytes('preview'));
    expect(await readFile(path.join(root, 'seed', 'library', 'preview.jpg'), 'utf8')).toBe(
      'preview',
    );
    await expect(store.put('../escaped.txt', bytes('x'))).rejects.toBeInstanceOf(BlobKeyError);
    expect(existsSync(path.join(scratch, 'disk', 'escaped.txt'))).toBe(false);
  });

  it('describes a file placed by hand: content type from its name, ETag from its content', async () => {
    const root = path.join(scratch, 'by-hand', 'blobs');
    const store = new FsBlobStore(root);
    await store.put('seed/readme.txt', bytes('before'));
    writeFileSync(path.join(root, 'seed', 'dropped.pdf'), '%PDF-1.4');
    const head = await store.head('seed/dropped.pdf');
    expect(head).toMatchObject({ size: 8, contentType: 'application/pdf' });
    expect(head!.etag).toBe((await new MemoryBlobStore().put('x.pdf', bytes('%PDF-1.4'))).etag);
    expect(await store.list('seed/')).toEqual(['seed/dropped.pdf', 'seed/readme.txt']);
  });

  it('a second store on the same folder sees what the first wrote', async () => {
    const root = path.join(scratch, 'shared', 'blobs');
    const head = await new FsBlobStore(root).put('k/v.json', bytes('{"a":1}'));
    const again = await new FsBlobStore(root).head('k/v.json');
    expect(again).toMatchObject({ etag: head.etag, contentType: 'application/json', size: 7 });
  });
});

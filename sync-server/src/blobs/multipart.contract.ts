// The multipart half of the BlobStore contract (spec 001 §4 Uploads; decision 0039), run by
// contract.test.ts against every implementation. Not a test file itself.
import { expect, it } from 'vitest';
import { MultipartError, type MultipartErrorCode } from './multipart.ts';
import { BlobKeyError, type BlobStore } from './store.ts';

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (data: Uint8Array) => new TextDecoder().decode(data);

async function refused(promise: Promise<unknown>, code: MultipartErrorCode): Promise<void> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(MultipartError);
  expect((err as MultipartError).code).toBe(code);
}

/** PUTs one part through the store's signed URL: our own signer, or S3's presigned URL. */
async function putThroughUrl(store: BlobStore, url: string, body: string): Promise<void> {
  if (!store.partSigner) {
    const res = await fetch(url, { method: 'PUT', body });
    expect(res.status).toBe(200);
    return;
  }
  const parsed = new URL(url, 'http://server.test');
  const [uploadId, partNumber] = parsed.pathname.split('/').slice(-2);
  const query = {
    uploadId: decodeURIComponent(uploadId!),
    key: parsed.searchParams.get('key')!,
    partNumber: Number(partNumber),
    expires: parsed.searchParams.get('expires') ?? undefined,
    signature: parsed.searchParams.get('signature') ?? undefined,
  };
  expect(store.partSigner.verify(query)).toBe('ok');
  expect(store.partSigner.verify({ ...query, partNumber: query.partNumber + 1 })).toBe('invalid');
  await store.putPart(query.key, query.uploadId, query.partNumber, bytes(body));
}

export function multipartContract(create: () => Promise<BlobStore>): void {
  it('[001 §4 multipart] parts sent out of order are listed by number and assembled in order', async () => {
    const store = await create();
    const key = 'uploads/u1/one/Spring Banner (v2).pdf';
    const uploadId = await store.createMultipart(key, { contentType: 'application/pdf' });
    expect(uploadId).toMatch(/^\S+$/);
    const second = await store.putPart(key, uploadId, 2, bytes('-part two-'));
    const first = await store.putPart(key, uploadId, 1, bytes('part one'));
    await store.putPart(key, uploadId, 3, bytes('three'));
    expect(await store.head(key)).toBeNull(); // not a blob before completion
    const parts = await store.listParts(key, uploadId);
    expect(parts.map((p) => [p.partNumber, p.size])).toEqual([
      [1, 8],
      [2, 10],
      [3, 5],
    ]);
    expect(parts[0]!.etag).toBe(first.etag);
    expect(parts[1]!.etag).toBe(second.etag);
    expect(first.etag).toMatch(/^".+"$/);
    const head = await store.completeMultipart(
      key,
      uploadId,
      [...parts].reverse().map(({ partNumber, etag }) => ({ partNumber, etag })),
    );
    expect(head).toMatchObject({ key, size: 23, contentType: 'application/pdf' });
    expect(head.etag).toMatch(/^".+"$/);
    expect(text(await (await store.get(key))!.bytes())).toBe('part one-part two-three');
    expect(await store.list('uploads/u1/')).toEqual([key]);
    await refused(store.listParts(key, uploadId), 'no_such_upload');
  });

  it('[001 §4 multipart] a resumed upload lists the stored parts and sends only the missing one', async () => {
    const store = await create();
    const key = 'uploads/u1/resume/video.mp4';
    const uploadId = await store.createMultipart(key);
    await store.putPart(key, uploadId, 1, bytes('aaa'));
    await store.putPart(key, uploadId, 3, bytes('ccc'));
    const stored = await store.listParts(key, uploadId);
    expect(stored.map((p) => p.partNumber)).toEqual([1, 3]);
    const have = new Set(stored.map((p) => p.partNumber));
    const missing = [1, 2, 3].filter((n) => !have.has(n));
    expect(missing).toEqual([2]);
    await store.putPart(key, uploadId, 2, bytes('bbb'));
    const head = await store.completeMultipart(key, uploadId, await store.listParts(key, uploadId));
    expect(head.contentType).toBe('video/mp4');
    expect(text(await (await store.get(key))!.bytes())).toBe('aaabbbccc');
  });

  it('[001 §4 multipart] a part sent again replaces the earlier one', async () => {
    const store = await create();
    const key = 'uploads/u1/again.txt';
    const uploadId = await store.createMultipart(key);
    const old = await store.putPart(key, uploadId, 1, bytes('old'));
    const now = await store.putPart(key, uploadId, 1, bytes('newer'));
    expect(now.etag).not.toBe(old.etag);
    expect(await store.listParts(key, uploadId)).toEqual([
      { partNumber: 1, etag: now.etag, size: 5 },
    ]);
    await refused(store.completeMultipart(key, uploadId, [old]), 'invalid_part');
    await store.completeMultipart(key, uploadId, [now]);
    expect(text(await (await store.get(key))!.bytes())).toBe('newer');
  });

  it('[001 §4 multipart] completion refuses a missing part, a wrong ETag and a repeated part', async () => {
    const store = await create();
    const key = 'uploads/u1/refused.bin';
    const uploadId = await store.createMultipart(key);
    const one = await store.putPart(key, uploadId, 1, bytes('one'));
    const two = await store.putPart(key, uploadId, 2, bytes('two'));
    await refused(
      store.completeMultipart(key, uploadId, [one, two, { partNumber: 3, etag: two.etag }]),
      'invalid_part',
    );
    await refused(
      store.completeMultipart(key, uploadId, [one, { partNumber: 2, etag: one.etag }]),
      'invalid_part',
    );
    await refused(store.completeMultipart(key, uploadId, [one, one]), 'invalid_part');
    await refused(store.completeMultipart(key, uploadId, []), 'invalid_part');
    expect(await store.head(key)).toBeNull();
    // Still open after the refusals.
    await store.completeMultipart(key, uploadId, [two, one]);
    expect(text(await (await store.get(key))!.bytes())).toBe('onetwo');
  });

  it('[001 §9 multipart] part numbers run from 1 to 10000', async () => {
    const store = await create();
    const key = 'uploads/u1/range.bin';
    const uploadId = await store.createMultipart(key);
    for (const n of [0, -1, 10_001, 1.5, Number.NaN]) {
      await refused(store.putPart(key, uploadId, n, bytes('x')), 'invalid_part_number');
      await refused(store.partUrl(key, uploadId, n, 60), 'invalid_part_number');
    }
    expect((await store.putPart(key, uploadId, 10_000, bytes('last'))).partNumber).toBe(10_000);
    await refused(
      store.completeMultipart(key, uploadId, [{ partNumber: 10_001, etag: '"x"' }]),
      'invalid_part_number',
    );
  });

  it('[001 §4 multipart] an unknown upload id, or one of another key, is no such upload', async () => {
    const store = await create();
    const key = 'uploads/u1/mine.txt';
    const uploadId = await store.createMultipart(key);
    for (const [k, id] of [
      [key, 'no-such-upload-id'],
      ['uploads/u2/theirs.txt', uploadId],
    ] as const) {
      await refused(store.putPart(k, id, 1, bytes('x')), 'no_such_upload');
      await refused(store.listParts(k, id), 'no_such_upload');
      await refused(store.partUrl(k, id, 1, 60), 'no_such_upload');
      await refused(
        store.completeMultipart(k, id, [{ partNumber: 1, etag: '"x"' }]),
        'no_such_upload',
      );
      expect(await store.abortMultipart(k, id)).toBe(false);
    }
    await refused(store.listParts(key, '../../etc'), 'no_such_upload');
    expect(await store.listParts(key, uploadId)).toEqual([]);
  });

  it('[001 §4 multipart] abort drops the upload and its parts', async () => {
    const store = await create();
    const key = 'uploads/u1/aborted.txt';
    const uploadId = await store.createMultipart(key);
    await store.putPart(key, uploadId, 1, bytes('x'));
    expect(await store.abortMultipart(key, uploadId)).toBe(true);
    await refused(store.listParts(key, uploadId), 'no_such_upload');
    await refused(store.putPart(key, uploadId, 2, bytes('y')), 'no_such_upload');
    expect(await store.head(key)).toBeNull();
    expect(await store.list()).toEqual([]);
  });

  it('[001 §4 multipart] a signed part URL per part number takes the part', async () => {
    const store = await create();
    const key = 'uploads/u1/signed.txt';
    const uploadId = await store.createMultipart(key);
    const urls = await Promise.all([1, 2].map((n) => store.partUrl(key, uploadId, n, 300)));
    expect(new Set(urls).size).toBe(2);
    await putThroughUrl(store, urls[1]!, 'world');
    await putThroughUrl(store, urls[0]!, 'hello ');
    const parts = await store.listParts(key, uploadId);
    expect(parts.map((p) => [p.partNumber, p.size])).toEqual([
      [1, 6],
      [2, 5],
    ]);
    await store.completeMultipart(key, uploadId, parts);
    expect(text(await (await store.get(key))!.bytes())).toBe('hello world');
  });

  it('[001 §4 multipart] refuses a hostile key and keeps the folder rule on completion', async () => {
    const store = await create();
    await expect(store.createMultipart('../escape.txt')).rejects.toBeInstanceOf(BlobKeyError);
    await store.put('uploads/u1/taken', bytes('a blob'));
    const key = 'uploads/u1/taken/child.txt';
    const uploadId = await store.createMultipart(key);
    const part = await store.putPart(key, uploadId, 1, bytes('x'));
    await expect(store.completeMultipart(key, uploadId, [part])).rejects.toBeInstanceOf(
      BlobKeyError,
    );
    expect(await store.list('uploads/')).toEqual(['uploads/u1/taken']);
  });
}

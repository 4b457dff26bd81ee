// Previews and facts of stored files (issue scope 6; spec 000 §3 library file; decision 0043)
// with real sharp and real pdftoppm: sizes, dimensions (EXIF orientation), SHA-256 and the
// content index, type icons, and the bounded failures (a decompression bomb, a broken PDF, a
// slow tool, a missing ffmpeg) that give an icon and a logged reason, never a throw or a hang.
import { createHash } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { MemoryBlobStore } from '../blobs/memory-store.ts';
import { startS3TestServer, type S3TestServer } from '../blobs/s3-test-server.ts';
import type { BlobStore } from '../blobs/store.ts';
import { jpegPdf } from '../seed/pdf.ts';
import {
  contentHashKey,
  deletePreviews,
  filesWithContent,
  makePreviews,
  previewKeys,
  readPreviews,
} from './make.ts';

const scratch = mkdtempSync(path.join(tmpdir(), 'portal-previews-test-'));
let s3: S3TestServer | undefined;
afterAll(async () => {
  rmSync(scratch, { recursive: true, force: true });
  await s3?.close();
});

const hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const logs: string[] = [];
const log = (message: string) => void logs.push(message);

async function jpegOf(store: BlobStore, key: string) {
  const blob = await store.get(key);
  expect(blob?.head.contentType).toBe('image/jpeg');
  return sharp(await blob!.bytes()).metadata();
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: '#3a7' } })
    .png()
    .toBuffer();

/** A PNG whose header claims `side`×`side` pixels over a few bytes of data: a bomb's header. */
function bombPng(side: number): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(side + 1))), // one row: the rest would inflate
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('previews of stored files', () => {
  it('[001 §4 previews] an image gets a 1024 px preview and a 160 px thumbnail, its dimensions, size and SHA-256', async () => {
    const store = new MemoryBlobStore();
    const bytes = await png(2000, 1000);
    await store.put('uploads/u1/a/banner.png', bytes);
    const facts = await makePreviews(store, 'uploads/u1/a/banner.png', { log });
    expect(facts).toMatchObject({
      kind: 'image',
      icon: false,
      previewJpg: 'previews/uploads/u1/a/banner.png/preview.jpg',
      thumbnail: 'previews/uploads/u1/a/banner.png/thumb.jpg',
      previewSize: { width: 1024, height: 512 },
      thumbnailSize: { width: 160, height: 80 },
      dimensions: { width: 2000, height: 1000 },
      fileSize: bytes.byteLength,
      contentType: 'image/png',
      sha256: hex(bytes),
    });
    expect(facts.reason).toBeUndefined();
    expect(await jpegOf(store, facts.previewJpg)).toMatchObject({ format: 'jpeg', width: 1024 });
    expect(await jpegOf(store, facts.thumbnail)).toMatchObject({ format: 'jpeg', width: 160 });
    expect(await readPreviews(store, 'uploads/u1/a/banner.png')).toEqual(facts);
    expect(await filesWithContent(store, hex(bytes))).toEqual(['uploads/u1/a/banner.png']);
  });

  it('[001 §4 previews] a small image is not enlarged; EXIF orientation turns the recorded dimensions', async () => {
    const store = new MemoryBlobStore();
    const bytes = await sharp({
      create: { width: 120, height: 80, channels: 3, background: '#a33' },
    })
      .jpeg()
      .withMetadata({ orientation: 6 }) // stored landscape, shown portrait
      .toBuffer();
    await store.put('photos/turned.jpg', bytes);
    const facts = await makePreviews(store, 'photos/turned.jpg', { log });
    expect(facts.dimensions).toEqual({ width: 80, height: 120 });
    expect(facts.previewSize).toEqual({ width: 80, height: 120 });
    expect(facts.thumbnailSize).toEqual({ width: 80, height: 120 });
  });

  it('[001 §4 previews] a PDF gets its first page as preview and thumbnail (pdftoppm)', async () => {
    const store = new MemoryBlobStore();
    const page = await sharp({
      create: { width: 600, height: 400, channels: 3, background: '#236' },
    })
      .jpeg()
      .toBuffer();
    const pdf = jpegPdf(page, 600, 400);
    await store.put('docs/guide.pdf', pdf);
    const facts = await makePreviews(store, 'docs/guide.pdf', { log });
    expect(facts).toMatchObject({ kind: 'pdf', icon: false, sha256: hex(pdf) });
    expect(facts.previewSize.width).toBe(1024);
    expect(facts.previewSize.height).toBeGreaterThanOrEqual(682);
    expect(facts.previewSize.height).toBeLessThanOrEqual(683);
    expect(facts.thumbnailSize.width).toBe(160);
    const { dominant } = await sharp(await (await store.get(facts.previewJpg))!.bytes()).stats();
    expect(dominant.b).toBeGreaterThan(dominant.r); // the page's dark blue, not a blank page
  });

  it('[001 §4 previews] other files get a shared type icon per kind and extension, no reason', async () => {
    const store = new MemoryBlobStore();
    await store.put('a/sheet one.xlsx', new TextEncoder().encode('not really a workbook'));
    await store.put('b/sheet two.xlsx', new TextEncoder().encode('another'));
    const one = await makePreviews(store, 'a/sheet one.xlsx', { log });
    const two = await makePreviews(store, 'b/sheet two.xlsx', { log });
    expect(one).toMatchObject({
      kind: 'other',
      icon: true,
      thumbnail: 'file-icons/other-xlsx.jpg',
    });
    expect(one.reason).toBeUndefined();
    expect(two.thumbnail).toBe(one.thumbnail);
    expect(two.previewJpg).toBe(one.thumbnail);
    expect(await jpegOf(store, one.thumbnail)).toMatchObject({ width: 160, height: 160 });
  });

  it('[001 §4 previews] a decompression bomb is refused from its header: type icon and a logged reason', async () => {
    const store = new MemoryBlobStore();
    await store.put('x/bomb.png', bombPng(60_000)); // 3.6 gigapixels claimed
    logs.length = 0;
    const started = Date.now();
    const facts = await makePreviews(store, 'x/bomb.png', { log });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(facts).toMatchObject({
      kind: 'image',
      icon: true,
      thumbnail: 'file-icons/image-png.jpg',
    });
    expect(facts.reason).toMatch(/pixel limit/);
    expect(facts.dimensions).toBeUndefined();
    expect(logs.join('\n')).toContain('x/bomb.png');
  });

  it('[001 §4 previews] a broken PDF and a broken image give the icon with the reason', async () => {
    const store = new MemoryBlobStore();
    await store.put('x/broken.pdf', new TextEncoder().encode('%PDF-1.4\nthis is not a pdf'));
    await store.put('x/broken.jpg', new TextEncoder().encode('\xff\xd8 not a jpeg'));
    const pdf = await makePreviews(store, 'x/broken.pdf', { log });
    expect(pdf).toMatchObject({ kind: 'pdf', icon: true, thumbnail: 'file-icons/pdf-pdf.jpg' });
    expect(pdf.reason).toMatch(/pdftoppm: (failed|empty)/);
    const jpg = await makePreviews(store, 'x/broken.jpg', { log });
    expect(jpg).toMatchObject({ kind: 'image', icon: true });
    expect(jpg.reason).toMatch(/unreadable image/);
  });

  it('[001 §4 previews] a slow tool is killed at the timeout; a missing ffmpeg gives the video icon', async () => {
    const slow = path.join(scratch, 'slow-pdftoppm');
    writeFileSync(slow, '#!/bin/sh\n[ "$1" = "-version" ] && exit 0\nexec sleep 30\n');
    chmodSync(slow, 0o755);
    const store = new MemoryBlobStore();
    const page = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer();
    await store.put('x/slow.pdf', jpegPdf(page, 10, 10));
    const started = Date.now();
    const pdf = await makePreviews(store, 'x/slow.pdf', { log, pdftoppm: slow, timeoutMs: 300 });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(pdf).toMatchObject({ kind: 'pdf', icon: true });
    expect(pdf.reason).toMatch(/timeout/);

    await store.put('x/clip.mp4', new Uint8Array([0, 0, 0, 24, 102, 116, 121, 112]));
    const video = await makePreviews(store, 'x/clip.mp4', {
      log,
      ffmpeg: path.join(scratch, 'no-such-ffmpeg'),
    });
    expect(video).toMatchObject({
      kind: 'video',
      icon: true,
      thumbnail: 'file-icons/video-mp4.jpg',
    });
    expect(video.reason).toMatch(/not installed/);
  });

  it('[001 §4 previews] a video gets the ffmpeg frame at 1 s, or its first frame when shorter', async () => {
    // ffmpeg is not on the CI machine: a stand-in prints a JPEG frame unless asked for 1 s
    // into a "short" video, and notes its arguments, so our side of the call is what is tested.
    const frame = path.join(scratch, 'frame.jpg');
    writeFileSync(
      frame,
      await sharp({ create: { width: 1920, height: 1080, channels: 3, background: '#555' } })
        .jpeg()
        .toBuffer(),
    );
    const calls = path.join(scratch, 'ffmpeg-calls');
    const ffmpeg = path.join(scratch, 'fake-ffmpeg');
    writeFileSync(
      ffmpeg,
      [
        '#!/bin/sh',
        '[ "$1" = "-version" ] && exit 0',
        `echo "$*" >> '${calls}'`,
        'prev=; for a in "$@"; do [ "$prev" = "-i" ] && src="$a"; prev="$a"; done',
        'case "$*" in *"-ss 1 "*) grep -q short "$src" && exit 0;; esac',
        `exec cat '${frame}'`,
      ].join('\n'),
    );
    chmodSync(ffmpeg, 0o755);
    const store = new MemoryBlobStore();
    await store.put('v/long.mp4', new TextEncoder().encode('a long video'));
    await store.put('v/short.mov', new TextEncoder().encode('a short video'));
    const long = await makePreviews(store, 'v/long.mp4', { log, ffmpeg });
    expect(long).toMatchObject({
      kind: 'video',
      icon: false,
      previewSize: { width: 1024, height: 576 },
      thumbnailSize: { width: 160, height: 90 },
    });
    expect(long.dimensions).toBeUndefined();
    const short = await makePreviews(store, 'v/short.mov', { log, ffmpeg });
    expect(short).toMatchObject({ kind: 'video', icon: false });
    const lines = readFileSync(calls, 'utf8').trim().split('\n');
    expect(lines).toHaveLength(3); // long at 1 s; short at 1 s (nothing), then at 0 s
    expect(lines[0]).toMatch(
      /-ss 1 -i \S+ -frames:v 1 -vf scale=1024:1024:force_original_aspect_ratio=decrease/,
    );
    expect(lines[2]).toMatch(/-ss 0 -i /);
  });

  it('[001 §4 previews] facts are reused for the same ETag, made again for new content, and deleted', async () => {
    const store = new MemoryBlobStore();
    const first = await png(300, 300);
    await store.put('k/logo.png', first);
    const a = await makePreviews(store, 'k/logo.png', { log });
    const written = (await store.head(a.previewJpg))!.lastModified;
    expect(await makePreviews(store, 'k/logo.png', { log })).toEqual(a);
    expect((await store.head(a.previewJpg))!.lastModified).toEqual(written);

    const second = await png(400, 200);
    await store.put('k/logo.png', second);
    const b = await makePreviews(store, 'k/logo.png', { log });
    expect(b.dimensions).toEqual({ width: 400, height: 200 });
    expect(await filesWithContent(store, hex(first))).toEqual([]);
    expect(await filesWithContent(store, hex(second))).toEqual(['k/logo.png']);

    await store.put('k/logo.png', new TextEncoder().encode('no longer an image'));
    const c = await makePreviews(store, 'k/logo.png', { log });
    expect(c).toMatchObject({ icon: true, thumbnail: 'file-icons/image-png.jpg' });
    expect(await store.head(b.previewJpg)).toBeNull(); // no stale rendered preview

    await deletePreviews(store, 'k/logo.png');
    const keys = previewKeys('k/logo.png');
    for (const key of [
      keys.preview,
      keys.thumbnail,
      keys.facts,
      contentHashKey(c.sha256, 'k/logo.png'),
    ])
      expect(await store.head(key)).toBeNull();
  });

  it('[001 §4 previews] an S3 multipart file (MD5 ETag) still gets its SHA-256, read from the content', async () => {
    s3 = await startS3TestServer();
    const store = await s3.store();
    const bytes = await png(64, 32);
    const id = await store.createMultipart('up/pic.png', { contentType: 'image/png' });
    const part = await store.putPart('up/pic.png', id, 1, bytes);
    const head = await store.completeMultipart('up/pic.png', id, [
      { partNumber: 1, etag: part.etag },
    ]);
    expect(head.etag).not.toMatch(/^"[A-Za-z0-9_-]{43}"$/); // S3's MD5 tag, not our SHA-256
    const facts = await makePreviews(store, 'up/pic.png', { log });
    expect(facts).toMatchObject({
      kind: 'image',
      icon: false,
      sha256: hex(bytes),
      etag: head.etag,
    });
    expect(await filesWithContent(store, hex(bytes))).toEqual(['up/pic.png']);
  });
});

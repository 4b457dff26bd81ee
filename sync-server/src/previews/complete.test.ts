// The upload complete call answers the file's previews and facts (issue scope 6; spec 001 §4
// Uploads, §7 POST /upload/aws/s3/complete; decision 0043): a real multipart upload of an
// image and of a PDF over the server, then the thumbnail and preview served by /api/files.
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { uploadedFileSchema } from '@portal/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { MemoryBlobStore } from '../blobs/memory-store.ts';
import { PartSigner } from '../blobs/signed-parts.ts';
import { loadConfig } from '../config.ts';
import { signedIn } from '../routes/test-helpers.ts';
import { createTestDatabase, type TestClient, type TestServer } from '../test/harness.ts';
import { jpegPdf } from '../seed/pdf.ts';

const EDITOR = {
  permissions: [{ permission: 'advertisingAssets' as const, role: 'editor' as const }],
};

describe('the upload complete call answers previews', () => {
  let server: TestServer;
  let url: string;
  let editor: TestClient;

  beforeAll(async () => {
    const handle = await createTestDatabase('pglite');
    const config = loadConfig({ PORT: '0', DATA_DIR: 'memory://' });
    const blobs = new MemoryBlobStore(new PartSigner('a test secret of enough length'));
    const app = createApp({ db: handle.db, config, now: () => new Date(), blobs });
    const http = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => http.once('listening', () => resolve()));
    url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    server = {
      app,
      handle,
      config,
      url,
      advance: () => undefined,
      close: async () => {
        await new Promise<void>((resolve) => http.close(() => resolve()));
        await handle.drop();
      },
    };
    ({ client: editor } = await signedIn(server, EDITOR));
  });
  afterAll(() => server?.close());

  /** create → PUT each part to its signed URL → complete, as the device's upload queue does. */
  async function upload(filename: string, contentType: string, bytes: Uint8Array, parts = 2) {
    const created = await editor.request('POST', '/api/upload/aws/s3/create', {
      filename,
      contentType,
      parts,
    });
    expect(created.status).toBe(200);
    const { urls, uploadId, key } = (await created.json()) as {
      urls: string[];
      uploadId: string;
      key: string;
    };
    const cut = Math.ceil(bytes.byteLength / parts);
    const etags = [];
    for (let i = 0; i < parts; i++) {
      const res = await fetch(new URL(urls[i]!, url), {
        method: 'PUT',
        headers: { origin: url },
        body: bytes.slice(i * cut, (i + 1) * cut),
      });
      expect(res.status).toBe(200);
      etags.push({ PartNumber: i + 1, ETag: res.headers.get('etag')! });
    }
    const done = await editor.request('POST', '/api/upload/aws/s3/complete', {
      key,
      uploadId,
      etags,
    });
    expect(done.status).toBe(200);
    return uploadedFileSchema.parse(await done.json());
  }

  const served = async (key: string) => {
    const res = await editor.request(
      'GET',
      `/api/files/${key.split('/').map(encodeURIComponent).join('/')}`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    return sharp(Buffer.from(await res.arrayBuffer())).metadata();
  };

  it('[001 §4 previews] an image and a PDF uploaded in parts answer their preview keys and facts', async () => {
    const image = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: '#d62' },
    })
      .jpeg()
      .toBuffer();
    const file = await upload('Campaign Hero.jpg', 'image/jpeg', image);
    expect(file.previews).toMatchObject({
      kind: 'image',
      icon: false,
      thumbnail: `previews/${file.key}/thumb.jpg`,
      previewJpg: `previews/${file.key}/preview.jpg`,
      dimensions: { width: 1600, height: 1200 },
      fileSize: image.byteLength,
      sha256: createHash('sha256').update(image).digest('hex'),
      etag: file.etag,
    });
    expect(await served(file.previews!.thumbnail)).toMatchObject({ width: 160, height: 120 });
    expect(await served(file.previews!.previewJpg)).toMatchObject({ width: 1024, height: 768 });

    const page = await sharp({
      create: { width: 400, height: 560, channels: 3, background: '#135' },
    })
      .jpeg()
      .toBuffer();
    const doc = await upload('Store Guide.pdf', 'application/pdf', jpegPdf(page, 400, 560), 3);
    expect(doc.previews).toMatchObject({ kind: 'pdf', icon: false });
    expect(await served(doc.previews!.thumbnail)).toMatchObject({ height: 160 });

    const zip = await upload('assets.zip', 'application/zip', new Uint8Array([80, 75, 5, 6]), 1);
    expect(zip.previews).toMatchObject({ kind: 'other', icon: true });
    expect(await served(zip.previews!.thumbnail)).toMatchObject({ width: 160, height: 160 });
  });
});

// openBlobStore and the blob settings of config.ts (decision 0039): which store, and the part
// URL secret kept under DATA_DIR so that signed part URLs outlive a restart.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { FsBlobStore } from './fs-store.ts';
import { MemoryBlobStore } from './memory-store.ts';
import { SECRET_FILE, openBlobStore } from './open.ts';
import { S3BlobStore } from './s3-store.ts';

const scratch = mkdtempSync(path.join(tmpdir(), 'portal-open-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function signedQuery(url: string) {
  const u = new URL(url, 'http://server.test');
  return {
    expires: u.searchParams.get('expires') ?? undefined,
    signature: u.searchParams.get('signature') ?? undefined,
  };
}

describe('openBlobStore (decision 0039)', () => {
  it('[001 §4 uploads] part URLs signed before a restart still verify after it', async () => {
    const config = loadConfig({ DATA_DIR: path.join(scratch, 'data') });
    const before = openBlobStore(config.dataDir, config.blobs);
    expect(before).toBeInstanceOf(FsBlobStore);
    const uploadId = await before.createMultipart('a/b.txt');
    const query = await signedQuery(await before.partUrl('a/b.txt', uploadId, 1, 60));
    expect(statSync(path.join(config.dataDir, SECRET_FILE)).mode & 0o777).toBe(0o600);
    const after = openBlobStore(config.dataDir, config.blobs);
    const part = { uploadId, key: 'a/b.txt', partNumber: 1, ...query };
    expect(after.partSigner!.verify(part)).toBe('ok');
    // Another data directory has another secret.
    const elsewhere = loadConfig({ DATA_DIR: path.join(scratch, 'other') });
    expect(openBlobStore(elsewhere.dataDir, elsewhere.blobs).partSigner!.verify(part)).toBe(
      'invalid',
    );
  });

  it('[001 §4 uploads] BLOB_URL_SECRET signs instead of a generated secret', async () => {
    const env = { DATA_DIR: 'memory://', BLOB_URL_SECRET: 'configured secret 0123456789' };
    const one = openBlobStore('memory://', loadConfig(env).blobs);
    expect(one).toBeInstanceOf(MemoryBlobStore);
    const uploadId = await one.createMultipart('k.txt');
    const query = await signedQuery(await one.partUrl('k.txt', uploadId, 2, 60));
    const two = openBlobStore('memory://', loadConfig(env).blobs);
    expect(two.partSigner!.verify({ uploadId, key: 'k.txt', partNumber: 2, ...query })).toBe('ok');
    expect(() => loadConfig({ BLOB_URL_SECRET: 'short' })).toThrow(/16 characters/);
  });

  it('[001 §4 uploads] BLOB_S3_* choose the S3 store, and refuse half a configuration', () => {
    const config = loadConfig({
      BLOB_S3_BUCKET: 'portal-files',
      BLOB_S3_ACCESS_KEY_ID: 'id',
      BLOB_S3_SECRET_ACCESS_KEY: 'secret',
      BLOB_S3_ENDPOINT: 'http://127.0.0.1:9000',
    });
    expect(config.blobs.s3).toMatchObject({ bucket: 'portal-files', region: 'us-east-1' });
    const store = openBlobStore(config.dataDir, config.blobs);
    expect(store).toBeInstanceOf(S3BlobStore);
    expect((store as S3BlobStore).bucket).toBe('portal-files');
    expect(store.partSigner).toBeUndefined();
    expect(() => loadConfig({ BLOB_S3_BUCKET: 'portal-files' })).toThrow(/ACCESS_KEY_ID/);
    expect(() =>
      loadConfig({
        BLOB_S3_BUCKET: 'b',
        BLOB_S3_ACCESS_KEY_ID: 'id',
        BLOB_S3_SECRET_ACCESS_KEY: 's',
        BLOB_S3_ENDPOINT: 'not a url',
      }),
    ).toThrow(/BLOB_S3_ENDPOINT/);
  });
});

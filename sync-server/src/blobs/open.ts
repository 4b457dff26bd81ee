// The store for a server configuration (decision 0039): an S3 bucket when BLOB_S3_BUCKET is
// set, memory for DATA_DIR=memory://, else <DATA_DIR>/blobs. The fs and memory stores sign
// their part URLs with BLOB_URL_SECRET, or with a secret generated once under DATA_DIR (so
// URLs stay valid across restarts; memory:// gets a fresh one per process).
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BlobSettings } from '../config.ts';
import { FsBlobStore } from './fs-store.ts';
import { MemoryBlobStore } from './memory-store.ts';
import { S3BlobStore } from './s3-store.ts';
import { PartSigner } from './signed-parts.ts';
import type { BlobStore } from './store.ts';

export const SECRET_FILE = 'blob-url-secret';

/** The configured secret, else the one kept in `<dataDir>/blob-url-secret` (made when absent). */
export function partUrlSecret(dataDir: string, configured: string | undefined): string {
  if (configured) return configured;
  if (dataDir === 'memory://') return randomBytes(32).toString('base64url');
  const file = path.join(dataDir, SECRET_FILE);
  try {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= 16) return kept;
  } catch {
    // none yet
  }
  const secret = randomBytes(32).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** @example const blobs = openBlobStore(config.dataDir, config.blobs) // main.ts */
export function openBlobStore(
  dataDir: string,
  settings: BlobSettings = { urlSecret: undefined, s3: undefined },
): BlobStore {
  if (settings.s3) return new S3BlobStore(settings.s3);
  const signer = new PartSigner(partUrlSecret(dataDir, settings.urlSecret));
  return dataDir === 'memory://'
    ? new MemoryBlobStore(signer)
    : new FsBlobStore(path.join(dataDir, 'blobs'), signer);
}

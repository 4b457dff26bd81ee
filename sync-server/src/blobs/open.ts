// The store for a server configuration: memory for DATA_DIR=memory://, else <DATA_DIR>/blobs.
import path from 'node:path';
import { FsBlobStore } from './fs-store.ts';
import { MemoryBlobStore } from './memory-store.ts';
import type { BlobStore } from './store.ts';

/** @example const blobs = openBlobStore(config.dataDir) // main.ts, beside openDatabase */
export function openBlobStore(dataDir: string): BlobStore {
  return dataDir === 'memory://'
    ? new MemoryBlobStore()
    : new FsBlobStore(path.join(dataDir, 'blobs'));
}

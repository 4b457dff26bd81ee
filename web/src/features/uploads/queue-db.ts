// The device's upload queue on disk (issue 16 scope 4, decision 0044): each queued file — the
// File itself and where its upload stands (server key and upload id, content hash, target
// library, attachTo, usage type, the complete answer until it is attached) — in a small
// IndexedDB database of its own, one per user. An upload cut off by a lost connection, a
// reload or a closed tab resumes from here. Dexie (already the RxDB storage) stores Blobs.
import type { LibraryType, UploadUsageType } from '@portal/shared';
import { Dexie, type Table } from 'dexie';
import type { UploadedFile, UploadRef } from './transfer.ts';

export type StoredUploadStatus = 'pending' | 'started' | 'failed';

export interface StoredUpload {
  readonly hashId: string;
  readonly file: Blob;
  readonly filename: string;
  readonly displayName: string;
  readonly contentType?: string;
  readonly usageType: UploadUsageType;
  readonly libraryType?: LibraryType;
  /** The asset the file is added to; none: a new library item. */
  readonly attachTo?: string;
  /** The field of `attachTo` that takes the file (an assortment's logo or customer logo). */
  readonly attachField?: string;
  /** When it was queued (ms): the queue's order. */
  readonly addedToQueue: number;
  readonly status: StoredUploadStatus;
  /** Set once the server started the upload: what a resume needs. */
  readonly ref?: UploadRef;
  readonly sha256?: string;
  /** The complete call's answer, kept until the file is attached to its library item. */
  readonly uploaded?: UploadedFile;
}

export interface QueueDbOptions {
  /** fake-indexeddb in tests; the browser's otherwise. */
  readonly indexedDB?: IDBFactory;
  readonly IDBKeyRange?: typeof IDBKeyRange;
}

export const uploadQueueDbName = (userId: string) => `portal-uploads-${userId}`;

export class UploadQueueDb extends Dexie {
  uploads!: Table<StoredUpload, string>;
  constructor(userId: string, options: QueueDbOptions = {}) {
    super(uploadQueueDbName(userId), {
      ...(options.indexedDB ? { indexedDB: options.indexedDB } : {}),
      ...(options.IDBKeyRange ? { IDBKeyRange: options.IDBKeyRange } : {}),
    });
    // Version 1: keyed by hashId, read in queue order.
    this.version(1).stores({ uploads: 'hashId, addedToQueue' });
  }
}

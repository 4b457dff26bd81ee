// The app's one upload queue (decision 0044), per signed-in user: opened with the user's device
// sync (so a queue left by a reload resumes as soon as the user is back), closed at sign-out
// (the files stay on disk for that user). Screens call `enqueueUpload`; the panel reads
// `uploads`, which stays the same object across users.
import { deviceSync$, type DeviceSync } from '../../sync/runtime.ts';
import { attachLogo } from '../assortments/logo/logo-attach.ts';
import { uploadPresence } from './presence.ts';
import { attachToLibrary, duplicateInLibrary } from './library-attach.ts';
import type { UploadRequest } from './requirements.ts';
import {
  browserOnline,
  createUploadStore,
  type UploadStore,
  type UploadView,
} from './upload-store.ts';

let store: UploadStore | undefined;
let ownerId: string | undefined;
const listeners = new Set<() => void>();
const EMPTY: readonly UploadView[] = [];
const notify = () => {
  uploadPresence.set(store?.items().length ?? 0);
  for (const listener of listeners) listener();
};
/** Waiters of `enqueueUpload` while the signed-in user's device sync is still opening. */
const waiting = new Set<() => void>();

function openFor(sync: DeviceSync | undefined): void {
  if (sync?.userId === ownerId) return;
  const old = store;
  store = undefined;
  ownerId = sync?.userId;
  void old?.close();
  if (sync) {
    const database = () => sync.database();
    store = createUploadStore({
      userId: sync.userId,
      http: { fetch: (input, init) => globalThis.fetch(input, init) },
      online: browserOnline,
      // An assortment logo goes to its assortment (decision 0070); every other file to a library.
      attach: (upload, stored) =>
        upload.usageType === 'assortmentLogo'
          ? attachLogo(database, upload, stored)
          : attachToLibrary(database, upload, stored),
      findDuplicate: (sha256, upload) => duplicateInLibrary(database, sha256, upload),
    });
    store.subscribe(notify);
    for (const wake of waiting) wake();
  }
  notify();
}

let watching = false;
/** Starts following the device sync (the sync layer calls it once a user is signed in). */
export function startUploadQueue(): void {
  watch();
}

function watch(): void {
  if (watching || typeof indexedDB === 'undefined') return;
  watching = true;
  deviceSync$.subscribe(openFor);
}

/** The queue as the panel reads it (subscribe / items), whoever is signed in. */
export const uploads = {
  items: (): readonly UploadView[] => store?.items() ?? EMPTY,
  subscribe(listener: () => void): () => void {
    watch();
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The file of a queued upload (a local preview while it waits). */
  file: (hashId: string): Blob | undefined => store?.file(hashId),
  cancel: async (hashId: string) => store?.cancel(hashId),
  retry: async (hashId: string) => store?.retry(hashId),
};

export type UploadQueueView = Pick<UploadStore, 'items' | 'subscribe' | 'cancel' | 'retry'>;

const OPEN_WAIT_MS = 30_000;

function storeOpened(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      waiting.delete(done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    waiting.add(done);
  });
}

/**
 * Queues a file for the signed-in user: a new library item of `libraryType`, or a file added to
 * the asset `attachTo`. Null when nobody is signed in or the request lacks what its usage type
 * needs (spec 001 §4: only logged).
 *
 * @example await enqueueUpload({ file, usageType: 'libraryAsset', libraryType: 'AdvertisingAsset', attachTo: asset.id });
 */
export async function enqueueUpload(request: UploadRequest): Promise<string | null> {
  watch();
  // Right after a start the device sync may still be opening: wait for it a while, as a file
  // chosen then is the user's intent (an empty hand only when nobody is signed in).
  if (!store) await storeOpened(OPEN_WAIT_MS);
  if (!store) {
    console.error('Upload not queued: nobody is signed in');
    return null;
  }
  return store.enqueue(request);
}

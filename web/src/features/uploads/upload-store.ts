// The device's upload queue (spec 001 §4 Uploads, §9; issue 16 scopes 4 and 8; decision 0044):
// files wait as pending, at most 3 upload at once (the next starts when one finishes), each
// ends as success, failed or cancelled, and a finished or cancelled one leaves the list after
// the file-pop delay (3000 ms); a failed one stays with Retry. Every queued file and where its
// upload stands is kept on disk (queue-db.ts): after a lost connection, a reload or a closed
// tab the queue resumes from the parts the server already holds. Offline, files wait (an
// unanswered call while online waits too, and is tried again a little later). Before a file
// starts its content hash is taken and a same-content file of the library is reported.
import { UPLOAD } from '@portal/shared';
import { showToast } from '../../ui/toasts/queue.ts';
import { contentHash } from './content-hash.ts';
import { UploadQueueDb, type QueueDbOptions, type StoredUpload } from './queue-db.ts';
import { fileNameOf, uploadRequestProblem, type UploadRequest } from './requirements.ts';
import {
  abortTransfer,
  transferFile,
  UploadUnreachable,
  type UploadedFile,
  type UploadHttp,
} from './transfer.ts';

export type UploadStatus = 'pending' | 'started' | 'success' | 'failed' | 'cancelled';

/** One row of the upload panel (spec 001 §3 upload file item). */
export interface UploadView {
  readonly hashId: string;
  readonly filename: string;
  readonly displayName: string;
  readonly status: UploadStatus;
  readonly progress: { readonly loaded: number; readonly total: number };
  /** Pending only because the device is offline (or the server did not answer). */
  readonly waiting: boolean;
  /** The name of a library item already holding a file of the same content. */
  readonly duplicateOf: string | null;
  readonly attachTo?: string;
  readonly attachField?: string;
}

export interface OnlineSignal {
  isOnline(): boolean;
  /** Calls back when the device comes online; returns the unsubscribe. */
  onOnline(listener: () => void): () => void;
}

export interface UploadStoreDeps extends QueueDbOptions {
  readonly userId: string;
  readonly http: UploadHttp;
  readonly online: OnlineSignal;
  /** Adds the stored file to its library item (a device write); may run again after a crash. */
  readonly attach: (upload: StoredUpload, file: UploadedFile) => Promise<void>;
  /** The name of an item of the target library holding this content, or null. */
  readonly findDuplicate?: (sha256: string, upload: StoredUpload) => Promise<string | null>;
  readonly now?: () => number;
  readonly setTimer?: (run: () => void, ms: number) => void;
  /** After an unanswered call while online, the next try (default 15 s). */
  readonly retryAfterMs?: number;
}

/** spec 001 §8 'Error: Attachment failed upload to Amazon S3'. */
const FAILED_MESSAGE = 'common.uploads.failed';

export function createUploadStore(deps: UploadStoreDeps) {
  const db = new UploadQueueDb(deps.userId, deps);
  const now = deps.now ?? (() => Date.now());
  const setTimer = deps.setTimer ?? ((run, ms) => void setTimeout(run, ms));
  const rows = new Map<string, UploadView>();
  const records = new Map<string, StoredUpload>();
  const running = new Map<string, AbortController>();
  const listeners = new Set<() => void>();
  let views: readonly UploadView[] = [];
  /** Cancelled files: a transfer still settling must not write them back. */
  const cancelled = new Set<string>();
  /** Unanswered while online: left alone until their next try. */
  const resting = new Set<string>();
  let closed = false;
  let counter = 0;

  const publish = () => {
    views = [...rows.values()];
    for (const listener of listeners) listener();
  };
  const setRow = (hashId: string, change: Partial<UploadView>) => {
    const row = rows.get(hashId);
    if (row) rows.set(hashId, { ...row, ...change });
    publish();
  };
  const save = async (record: StoredUpload) => {
    if (cancelled.has(record.hashId)) return;
    records.set(record.hashId, record);
    if (!closed) await db.uploads.put(record);
  };
  const forget = async (hashId: string) => {
    records.delete(hashId);
    if (!closed) await db.uploads.delete(hashId);
  };
  const dropLater = (hashId: string) =>
    setTimer(() => {
      if (rows.get(hashId)?.status === 'success' || rows.get(hashId)?.status === 'cancelled') {
        rows.delete(hashId);
        publish();
      }
    }, UPLOAD.filePopDelayMs);

  const rowOf = (r: StoredUpload): UploadView => ({
    hashId: r.hashId,
    filename: r.filename,
    displayName: r.displayName,
    status: r.status === 'failed' ? 'failed' : 'pending',
    progress: { loaded: 0, total: r.file.size },
    waiting: !deps.online.isOnline(),
    duplicateOf: null,
    ...(r.attachTo ? { attachTo: r.attachTo } : {}),
    ...(r.attachField ? { attachField: r.attachField } : {}),
  });

  /** Starts queued files while fewer than 3 run (spec 001 §4, §9). */
  function pump(): void {
    if (closed) return;
    const online = deps.online.isOnline();
    const queued = [...records.values()]
      .filter((r) => r.status !== 'failed' && !running.has(r.hashId) && !resting.has(r.hashId))
      .sort((a, b) => a.addedToQueue - b.addedToQueue);
    for (const r of queued)
      if (rows.get(r.hashId)?.waiting !== !online) setRow(r.hashId, { waiting: !online });
    if (!online) return;
    for (const r of queued) {
      if (running.size >= UPLOAD.maxConcurrentFiles) break;
      void claim(r);
    }
  }

  /**
   * Runs a file under a Web Lock of its own where the browser has them: with the app open in
   * two tabs (one queue on disk) a file uploads once; the other tab leaves it alone, and finds
   * it gone from the disk afterwards.
   */
  async function claim(start: StoredUpload): Promise<void> {
    const controller = new AbortController();
    running.set(start.hashId, controller);
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
    if (!locks) return run(start, controller);
    await locks.request(`${db.name}:${start.hashId}`, { ifAvailable: true }, async (lock) => {
      const fresh = lock ? await db.uploads.get(start.hashId) : undefined;
      if (lock && fresh) return run(fresh, controller);
      if (running.get(start.hashId) === controller) running.delete(start.hashId);
      if (lock) {
        // Finished in another tab.
        records.delete(start.hashId);
        rows.delete(start.hashId);
        publish();
      }
    });
  }

  async function run(start: StoredUpload, controller: AbortController): Promise<void> {
    let record: StoredUpload = { ...start, status: 'started' };
    setRow(record.hashId, { status: 'started', waiting: false });
    try {
      await save(record);
      if (!record.sha256) {
        record = { ...record, sha256: await contentHash(record.file, controller.signal) };
        await save(record);
      }
      const duplicate = await deps.findDuplicate?.(record.sha256!, record);
      if (duplicate) setRow(record.hashId, { duplicateOf: duplicate });
      let uploaded = record.uploaded;
      if (!uploaded) {
        uploaded = await transferFile(
          record.file,
          {
            filename: record.filename,
            usageType: record.usageType,
            ...(record.contentType ? { contentType: record.contentType } : {}),
            ...(record.libraryType ? { libraryType: record.libraryType } : {}),
            ...(record.attachTo ? { attachTo: record.attachTo } : {}),
          },
          record.ref,
          {
            http: deps.http,
            signal: controller.signal,
            onStarted: (ref) => save((record = { ...record, ref })),
            onProgress: (loaded, total) => setRow(record.hashId, { progress: { loaded, total } }),
          },
        );
        // Kept before attaching: a crash now attaches on the next start, never uploads again.
        record = { ...record, uploaded };
        await save(record);
      }
      if (controller.signal.aborted || closed) return;
      await deps.attach(record, uploaded);
      await forget(record.hashId);
      setRow(record.hashId, { status: 'success' });
      dropLater(record.hashId);
    } catch (error) {
      if (controller.signal.aborted || closed) return; // cancelled, or the store closed
      if (error instanceof UploadUnreachable || !deps.online.isOnline()) {
        // Waits for the connection; resumes from the parts already stored.
        await save({ ...record, status: 'pending' });
        setRow(record.hashId, { status: 'pending', waiting: true });
        if (deps.online.isOnline()) {
          resting.add(record.hashId);
          setTimer(() => {
            resting.delete(record.hashId);
            pump();
          }, deps.retryAfterMs ?? 15_000);
        }
        return;
      }
      console.error('Upload failed', record.filename, error);
      await save({ ...record, status: 'failed' });
      setRow(record.hashId, { status: 'failed' });
      showToast('error', { id: FAILED_MESSAGE });
    } finally {
      if (running.get(start.hashId) === controller) running.delete(start.hashId);
      pump();
    }
  }

  const stopOnline = deps.online.onOnline(() => {
    resting.clear(); // the connection is back: try now
    pump();
  });
  /** The queue left on disk by an earlier session (reload, closed tab) starts again. */
  const ready = (async () => {
    const stored = await db.uploads.orderBy('addedToQueue').toArray();
    for (const r of stored) {
      const record: StoredUpload = r.status === 'started' ? { ...r, status: 'pending' } : r;
      records.set(record.hashId, record);
      rows.set(record.hashId, rowOf(record));
    }
    publish();
    pump();
  })();

  return {
    /** Resolves once the queue kept on disk is loaded (and resumed). */
    ready,
    /**
     * Queues a file; null (only logged) when it lacks what its usage type needs (spec 001 §4).
     *
     * @example await uploads.enqueue({ file, usageType: 'libraryAsset', libraryType: 'AdvertisingAsset' });
     */
    async enqueue(request: UploadRequest): Promise<string | null> {
      const problem = uploadRequestProblem(request);
      if (problem) {
        console.error(`Upload not queued: ${problem} is missing`, request);
        return null;
      }
      await ready;
      counter += 1;
      const filename = fileNameOf(request);
      const type = request.file.type;
      const record: StoredUpload = {
        hashId: `upload-${now()}-${counter}`,
        file: request.file,
        filename,
        displayName: filename,
        ...(type ? { contentType: type } : {}),
        usageType: request.usageType,
        ...(request.libraryType ? { libraryType: request.libraryType } : {}),
        ...(request.attachTo ? { attachTo: request.attachTo } : {}),
        ...(request.attachField ? { attachField: request.attachField } : {}),
        addedToQueue: now(),
        status: 'pending',
      };
      await save(record);
      rows.set(record.hashId, rowOf(record));
      publish();
      pump();
      return record.hashId;
    },
    /** The user cancels: the transfer stops, the server drops the parts (a failure only logged). */
    async cancel(hashId: string): Promise<void> {
      const record = records.get(hashId);
      cancelled.add(hashId);
      running.get(hashId)?.abort();
      running.delete(hashId);
      await forget(hashId);
      setRow(hashId, { status: 'cancelled' });
      dropLater(hashId);
      if (record?.ref && !record.uploaded) await abortTransfer(deps.http, record.ref);
      pump();
    },
    /** A failed file is queued again (resuming its parts when the server still holds them). */
    async retry(hashId: string): Promise<void> {
      const record = records.get(hashId);
      if (record?.status !== 'failed') return;
      await save({ ...record, status: 'pending' });
      setRow(hashId, { status: 'pending', progress: { loaded: 0, total: record.file.size } });
      pump();
    },
    items: (): readonly UploadView[] => views,
    /** The queued file itself (a preview of a file still waiting), while it is in the queue. */
    file: (hashId: string): Blob | undefined => records.get(hashId)?.file,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Stops every transfer and closes the database; the queue stays on disk. */
    async close(): Promise<void> {
      closed = true;
      stopOnline();
      for (const controller of running.values()) controller.abort();
      running.clear();
      await ready.catch(() => undefined);
      db.close();
    },
  };
}

export type UploadStore = ReturnType<typeof createUploadStore>;

/** The browser's own connection signal: navigator.onLine and the 'online' event. */
export const browserOnline: OnlineSignal = {
  isOnline: () => typeof navigator === 'undefined' || navigator.onLine !== false,
  onOnline(listener) {
    if (typeof window === 'undefined') return () => undefined;
    window.addEventListener('online', listener);
    return () => window.removeEventListener('online', listener);
  },
};

// The download and export queue of the app (spec 001 §4 Downloads and exports, §9): the shared
// reducer (shared/src/export/download-queue.ts) decides; this store runs its effects — start
// the job, abort it, save the file, say why it stopped, drop it after the file-pop delay — and
// keeps each item's progress for the downloads panel. One queue for every screen, so a
// download outlives the screen it was asked from.
import {
  EMPTY_DOWNLOAD_QUEUE,
  downloadQueueReducer,
  type DownloadItem,
  type DownloadKind,
  type DownloadQueueEffect,
  type DownloadQueueEvent,
  type DownloadQueueState,
  type JobProgress,
} from '@portal/shared';
import type { JobHandle, JobOutcome } from '@portal/workers';
import { showToast } from '../../ui/toasts/queue.ts';

/** What a finished download hands to the browser. */
export interface DownloadFile {
  readonly bytes: Uint8Array;
  readonly fileName: string;
  readonly type: string;
}

export interface DownloadRequest {
  /** Requests of one family replace each other (e.g. 'bulk-download:pdf'). */
  readonly family: string;
  readonly kind: DownloadKind;
  readonly displayName: string;
  /** Starts the job when the queue lets it run (at most 3 at once). */
  readonly start: (onProgress: (progress: JobProgress) => void) => JobHandle<DownloadFile>;
}

export interface DownloadView extends DownloadItem {
  readonly progress: JobProgress | null;
}

interface Running {
  readonly request: DownloadRequest;
  handle?: JobHandle<DownloadFile>;
  progress: JobProgress | null;
  file?: DownloadFile;
}

export interface DownloadStoreDeps {
  readonly save: (file: DownloadFile) => void;
  readonly now: () => number;
  readonly setTimer: (run: () => void, ms: number) => void;
}

export function createDownloadStore(deps: DownloadStoreDeps) {
  let state: DownloadQueueState = EMPTY_DOWNLOAD_QUEUE;
  let views: readonly DownloadView[] = [];
  const running = new Map<string, Running>();
  const listeners = new Set<() => void>();
  let counter = 0;

  const publish = () => {
    views = state.items.map((item) => ({
      ...item,
      progress: running.get(item.hashId)?.progress ?? null,
    }));
    for (const listener of listeners) listener();
  };

  const dispatch = (event: DownloadQueueEvent) => {
    const step = downloadQueueReducer(state, event);
    state = step.state;
    for (const effect of step.effects) run(effect);
    // Items the reducer dropped (replaced by a newer one of their family) need no more care.
    for (const hashId of [...running.keys()])
      if (!state.items.some((i) => i.hashId === hashId)) running.delete(hashId);
    publish();
  };

  const settle = (hashId: string, outcome: JobOutcome<DownloadFile>) => {
    const entry = running.get(hashId);
    if (entry === undefined) return; // replaced or removed: a cancelled request raises nothing
    if (outcome.ok) {
      entry.file = outcome.value;
      dispatch({ type: 'completed', hashId });
    } else if (outcome.kind === 'failed') {
      showToast('error', { id: outcome.messageId, values: outcome.values });
      dispatch({ type: 'failed', hashId });
    }
    // 'cancelled': the reducer already marked it when the user (or a newer request) cancelled.
  };

  function run(effect: DownloadQueueEffect) {
    const entry = running.get(effect.hashId);
    switch (effect.type) {
      case 'start': {
        if (entry === undefined) return;
        entry.handle = entry.request.start((progress) => {
          entry.progress = progress;
          publish();
        });
        void entry.handle.outcome.then((outcome) => settle(effect.hashId, outcome));
        return;
      }
      case 'abort':
        entry?.handle?.cancel();
        return;
      case 'download':
        if (entry?.file) {
          deps.save(entry.file);
          showToast('success', { id: 'msgCodes.documentExported' });
        }
        return;
      case 'notify':
        showToast('info', { id: effect.messageId });
        return;
      case 'scheduleRemoval':
        deps.setTimer(() => dispatch({ type: 'remove', hashId: effect.hashId }), effect.afterMs);
        return;
    }
  }

  return {
    /** Queues a download; a running one of the same family is cancelled silently. */
    enqueue(request: DownloadRequest): string {
      counter += 1;
      const hashId = `download-${counter}`;
      running.set(hashId, { request, progress: null });
      dispatch({
        type: 'enqueue',
        item: {
          hashId,
          family: request.family,
          kind: request.kind,
          filename: '',
          displayName: request.displayName,
          addedToQueue: deps.now(),
        },
      });
      return hashId;
    },
    /** The user cancels: 'Your document has been canceled' / 'Your ZIP download has been cancelled'. */
    cancel(hashId: string): void {
      dispatch({ type: 'cancel', hashId });
    },
    items: (): readonly DownloadView[] => views,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type DownloadStore = ReturnType<typeof createDownloadStore>;

/** Hands bytes to the browser as a download under the file's name. */
export function saveFile({ bytes, fileName, type }: DownloadFile): void {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The app's one queue. */
export const downloads: DownloadStore = createDownloadStore({
  save: saveFile,
  now: () => Date.now(),
  setTimer: (run, ms) => void setTimeout(run, ms),
});

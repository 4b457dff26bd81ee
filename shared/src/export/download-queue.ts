// The download and export queue (spec 001 §4 Downloads and exports, §9): queued, then
// processing (at most 3 at once), then completed or failed; a finished item is removed after
// a short delay; only one request per family is kept: a new request cancels the earlier one,
// and a request cancelled that way raises no error. A pure reducer: the caller runs the
// effects (start a job, abort one, save the file, set the removal timer).
import { jobCancelMessage, type DownloadKind, type JobMessageId } from './job-messages.ts';

export const MAX_CONCURRENT_DOWNLOADS = 3;
/** spec 001 §9 file-pop delay. */
export const DOWNLOAD_REMOVE_DELAY_MS = 3000;

export type DownloadStatus = 'queued' | 'processing' | 'completed' | 'failed' | 'cancelled';

export interface DownloadItem {
  readonly hashId: string;
  /** Requests of one family replace each other (e.g. 'assortment:42:pdf'). */
  readonly family: string;
  readonly kind: DownloadKind;
  readonly filename: string;
  readonly displayName: string;
  /** When it was queued (ms, from the caller's clock). */
  readonly addedToQueue: number;
  readonly status: DownloadStatus;
}

export interface DownloadQueueState {
  readonly items: readonly DownloadItem[];
}

export const EMPTY_DOWNLOAD_QUEUE: DownloadQueueState = { items: [] };

export type DownloadQueueEvent =
  | { readonly type: 'enqueue'; readonly item: Omit<DownloadItem, 'status'> }
  | { readonly type: 'completed'; readonly hashId: string }
  | { readonly type: 'failed'; readonly hashId: string }
  /** The user cancelled. */
  | { readonly type: 'cancel'; readonly hashId: string }
  /** The removal delay passed. */
  | { readonly type: 'remove'; readonly hashId: string };

export type DownloadQueueEffect =
  | { readonly type: 'start'; readonly hashId: string }
  | { readonly type: 'abort'; readonly hashId: string }
  /** Save the finished file (spec 001 §4: success emits a file-download event). */
  | { readonly type: 'download'; readonly hashId: string }
  | { readonly type: 'notify'; readonly hashId: string; readonly messageId: JobMessageId }
  | { readonly type: 'scheduleRemoval'; readonly hashId: string; readonly afterMs: number };

export interface DownloadQueueStep {
  readonly state: DownloadQueueState;
  readonly effects: readonly DownloadQueueEffect[];
}

const ACTIVE: readonly DownloadStatus[] = ['queued', 'processing'];

export function downloadQueueReducer(
  state: DownloadQueueState,
  event: DownloadQueueEvent,
): DownloadQueueStep {
  const effects: DownloadQueueEffect[] = [];
  let items = [...state.items];
  const set = (hashId: string, status: DownloadStatus): DownloadItem | undefined => {
    const item = items.find((i) => i.hashId === hashId);
    if (item === undefined) return undefined;
    items = items.map((i) => (i.hashId === hashId ? { ...i, status } : i));
    return item;
  };
  switch (event.type) {
    case 'enqueue': {
      // One request per family: the earlier one is cancelled silently and dropped.
      for (const old of items.filter(
        (i) => i.family === event.item.family && ACTIVE.includes(i.status),
      )) {
        if (old.status === 'processing') effects.push({ type: 'abort', hashId: old.hashId });
      }
      items = items.filter((i) => !(i.family === event.item.family && ACTIVE.includes(i.status)));
      items.push({ ...event.item, status: 'queued' });
      break;
    }
    case 'completed':
    case 'failed': {
      const item = set(event.hashId, event.type);
      if (item === undefined || item.status !== 'processing') {
        items = [...state.items]; // stale answer of a job already cancelled: ignore
        return { state, effects: [] };
      }
      if (event.type === 'completed') effects.push({ type: 'download', hashId: event.hashId });
      effects.push({
        type: 'scheduleRemoval',
        hashId: event.hashId,
        afterMs: DOWNLOAD_REMOVE_DELAY_MS,
      });
      break;
    }
    case 'cancel': {
      const item = items.find((i) => i.hashId === event.hashId);
      if (item === undefined || !ACTIVE.includes(item.status)) return { state, effects: [] };
      set(event.hashId, 'cancelled');
      if (item.status === 'processing') effects.push({ type: 'abort', hashId: item.hashId });
      effects.push({ type: 'notify', hashId: item.hashId, messageId: jobCancelMessage(item.kind) });
      effects.push({
        type: 'scheduleRemoval',
        hashId: item.hashId,
        afterMs: DOWNLOAD_REMOVE_DELAY_MS,
      });
      break;
    }
    case 'remove':
      items = items.filter((i) => i.hashId !== event.hashId || ACTIVE.includes(i.status));
      break;
  }
  // Promote the oldest queued items while fewer than 3 are processing.
  let processing = items.filter((i) => i.status === 'processing').length;
  for (const item of [...items].sort((a, b) => a.addedToQueue - b.addedToQueue)) {
    if (processing >= MAX_CONCURRENT_DOWNLOADS) break;
    if (item.status !== 'queued') continue;
    items = items.map((i) => (i.hashId === item.hashId ? { ...i, status: 'processing' } : i));
    effects.push({ type: 'start', hashId: item.hashId });
    processing += 1;
  }
  return { state: { items }, effects };
}

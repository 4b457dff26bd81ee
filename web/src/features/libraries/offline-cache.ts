// "Available offline" for a library view (issue 16 scope 9) and dropping cached files past
// their rights dates (scope 8; shared `cachedFilesDroppable`); decision 0047. The service
// worker keeps `/api/files/*` answers in its runtime caches (vite.config.ts): what an <img>
// asks for (thumbnails, preview JPGs) in 'images', everything else (the preview PDF the
// previewer opens) in 'files'. Prefetching puts each file where the worker will look for it
// when the device is offline. The caches are injected (`CacheStore`, the browser's
// CacheStorage by default) so the logic runs in unit tests over an in-memory Cache.
import { cachedFilesDroppable, type LibraryFile, type RightsDates } from '@portal/shared';
import { fileSrc } from './files.ts';

/** The worker's runtime cache names (vite.config.ts `runtimeCaching`). */
export const IMAGES_CACHE = 'images';
export const FILES_CACHE = 'files';

/** The part of the Cache API used here (the browser's Cache fits). */
export type FileCache = Pick<Cache, 'match' | 'put' | 'delete'>;
/** The part of CacheStorage used here (the browser's `caches` fits). */
export interface CacheStore {
  open(name: string): Promise<FileCache>;
}

/** The browser's CacheStorage, when the page has one (secure contexts only). */
export function browserCaches(): CacheStore | undefined {
  return typeof caches === 'undefined' ? undefined : caches;
}

/** The worker stores answers with their Vary headers; our keys are plain addresses. */
const MATCH: CacheQueryOptions = { ignoreVary: true };

/** A file of an item to keep on the device, and the cache the worker reads it from. */
export interface OfflineFile {
  readonly url: string;
  readonly cache: typeof IMAGES_CACHE | typeof FILES_CACHE;
}

/** The blob keys of a library file (spec 000 §3 files[]); a LibraryFile fits. */
type FileKeys = Partial<
  Pick<LibraryFile, 'thumbnail' | 'previewJpg' | 'previewPdf' | 'previewVideo' | 'sourceFile'>
>;
type Filed = { readonly files?: readonly FileKeys[] | undefined };

/**
 * The files that show an item offline: each file's thumbnail and preview JPG (tiles, the
 * previewer's image) and its preview PDF (the previewer). Not the source file nor the preview
 * video: the heavy originals are downloads (spec 000 §2), not what a view shows.
 */
export function offlineFilesOf(item: Filed): OfflineFile[] {
  const out = new Map<string, OfflineFile>();
  for (const file of item.files ?? []) {
    for (const key of [file.thumbnail, file.previewJpg]) {
      const url = sameOriginFile(key);
      if (url) out.set(url, { url, cache: IMAGES_CACHE });
    }
    const pdf = sameOriginFile(file.previewPdf);
    if (pdf) out.set(pdf, { url: pdf, cache: FILES_CACHE });
  }
  return [...out.values()];
}

/** Every file of an item the worker may have kept (previews, video, source), in either cache:
 * what dropping an item past its rights dates removes. */
export function allFilesOf(item: Filed): OfflineFile[] {
  const urls = (item.files ?? []).flatMap((f) =>
    [f.thumbnail, f.previewJpg, f.previewPdf, f.previewVideo, f.sourceFile].flatMap(
      (key) => sameOriginFile(key) ?? [],
    ),
  );
  return [...new Set(urls)].flatMap((url) => [
    { url, cache: IMAGES_CACHE },
    { url, cache: FILES_CACHE },
  ]);
}

/** Our own `/api/files/{key}` address of a blob key; other addresses are not ours to keep. */
function sameOriginFile(key: string | undefined): string | undefined {
  const src = fileSrc(key);
  return src?.startsWith('/api/files/') ? src : undefined;
}

/** Bytes of a cached answer: its Content-Length, else its body read once. */
async function sizeOf(response: Response): Promise<number> {
  const length = Number(response.headers.get('content-length'));
  if (Number.isFinite(length) && length > 0) return length;
  return (await response.blob()).size;
}

export interface PrefetchProgress {
  readonly done: number;
  readonly total: number;
  /** Bytes the view's files take in the caches so far (already cached ones included). */
  readonly bytes: number;
  readonly failed: number;
}

export interface PrefetchOptions {
  readonly caches: CacheStore;
  readonly fetch?: typeof fetch;
  /** Files fetched at once (default 4, the upload's part count: spec 001 §9). */
  readonly concurrency?: number;
  readonly signal?: AbortSignal;
  readonly onProgress?: (progress: PrefetchProgress) => void;
  /** Each file once handled: its cached size, or null when it could not be kept. */
  readonly onFile?: (file: OfflineFile, bytes: number | null) => void;
}

/**
 * Puts every file not yet cached into its cache (a file already there is only measured), and
 * answers the final progress. A failed fetch (offline, 404) is counted and skipped: the next
 * run tries it again. Stops between files when `signal` aborts.
 */
export async function prefetchFiles(
  files: readonly OfflineFile[],
  options: PrefetchOptions,
): Promise<PrefetchProgress> {
  const get = options.fetch ?? globalThis.fetch.bind(globalThis);
  const opened = new Map<string, Promise<FileCache>>();
  const cacheOf = (name: string) => {
    let cache = opened.get(name);
    if (!cache) opened.set(name, (cache = options.caches.open(name)));
    return cache;
  };
  let done = 0;
  let bytes = 0;
  let failed = 0;
  const report = () => options.onProgress?.({ done, total: files.length, bytes, failed });
  const queue = [...files];
  const lane = async () => {
    for (let file = queue.shift(); file && !options.signal?.aborted; file = queue.shift()) {
      try {
        const cache = await cacheOf(file.cache);
        const cached = await cache.match(file.url, MATCH);
        let size: number;
        if (cached) size = await sizeOf(cached);
        else {
          const response = await get(file.url, {
            credentials: 'same-origin',
            ...(options.signal ? { signal: options.signal } : {}),
          });
          // The worker's own rule (cacheableResponse: 200 only): no error pages kept.
          if (response.status !== 200) throw new Error(`${file.url}: ${response.status}`);
          size = await sizeOf(response.clone());
          await cache.put(file.url, response);
        }
        bytes += size;
        options.onFile?.(file, size);
      } catch {
        failed += 1;
        options.onFile?.(file, null);
      }
      done += 1;
      report();
    }
  };
  report();
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 4) }, lane));
  return { done, total: files.length, bytes, failed };
}

/** Bytes the files take in the caches now (the space the switch shows). */
export async function cachedBytes(
  files: readonly OfflineFile[],
  store: CacheStore,
): Promise<{ bytes: number; cached: number }> {
  let bytes = 0;
  let cached = 0;
  const opened = new Map<string, FileCache>();
  for (const file of files) {
    const cache = opened.get(file.cache) ?? (await store.open(file.cache));
    opened.set(file.cache, cache);
    const response = await cache.match(file.url, MATCH);
    if (!response) continue;
    cached += 1;
    bytes += await sizeOf(response);
  }
  return { bytes, cached };
}

/** Removes the files from their caches; answers how many were there. */
export async function removeFiles(
  files: readonly OfflineFile[],
  store: CacheStore,
): Promise<number> {
  const opened = new Map<string, FileCache>();
  let removed = 0;
  for (const file of files) {
    const cache = opened.get(file.cache) ?? (await store.open(file.cache));
    opened.set(file.cache, cache);
    if (await cache.delete(file.url, MATCH)) removed += 1;
  }
  return removed;
}

/**
 * Issue scope 8: drops the cached files of every item past its end or expire date on `today`
 * (`cachedFilesDroppable`), whether the switch or a viewing put them there. Answers the count
 * of cache entries removed.
 */
export function dropExpiredFiles(
  items: readonly (Filed & RightsDates)[],
  today: string,
  store: CacheStore,
): Promise<number> {
  const files = items
    .filter((item) => cachedFilesDroppable(item, today))
    .flatMap((item) => allFilesOf(item));
  return removeFiles(files, store);
}

/** localStorage key of the switch, per user and library (like the view type: view-settings). */
export const offlineKey = (userId: string, type: string) =>
  `portal.libraries.offline.${type}.${userId}`;

export function readOffline(key: string): boolean {
  try {
    return globalThis.localStorage?.getItem(key) === '1';
  } catch {
    return false; // storage disabled: off
  }
}

/** Told in this page when a switch changes (other tabs get the 'storage' event). */
export const OFFLINE_CHANGED = 'portal:libraries-offline';

export function writeOffline(key: string, on: boolean): void {
  try {
    if (on) globalThis.localStorage?.setItem(key, '1');
    else globalThis.localStorage?.removeItem(key);
  } catch {
    // full or disabled: not remembered
  }
  globalThis.dispatchEvent?.(new Event(OFFLINE_CHANGED));
}

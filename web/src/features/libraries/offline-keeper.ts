// One keeper per user, library and cache store (decision 0047): the files of a library view
// kept offline, fetched one pass at a time whoever asks (the list's switch while it is open,
// the background keeper mounted with the sync layer otherwise), so the two never fetch the
// same file twice; its progress is an external store React reads with useSyncExternalStore.
import {
  prefetchFiles,
  removeFiles,
  type CacheStore,
  type OfflineFile,
  type PrefetchProgress,
} from './offline-cache.ts';

export const NO_PROGRESS: PrefetchProgress = { done: 0, total: 0, bytes: 0, failed: 0 };
const idOf = (file: OfflineFile) => `${file.cache} ${file.url}`;

export class OfflineKeeper {
  /** Bytes of each file known to be in its cache. */
  private readonly sizes = new Map<string, number>();
  private wanted: readonly OfflineFile[] = [];
  private running: Promise<void> | null = null;
  private again = false;
  private abort = new AbortController();
  private progress = NO_PROGRESS;
  private readonly listeners = new Set<() => void>();
  private readonly store: CacheStore;

  constructor(store: CacheStore) {
    this.store = store;
  }

  readonly subscribe = (onChange: () => void): (() => void) => {
    this.listeners.add(onChange);
    return () => this.listeners.delete(onChange);
  };

  readonly get = (): PrefetchProgress => this.progress;

  /** The view's files now: the new ones are fetched; a pass running finishes first. */
  keep(files: readonly OfflineFile[]): Promise<void> {
    this.wanted = files;
    if (this.running) {
      this.again = true;
      return this.running;
    }
    const run = this.pass().finally(() => {
      this.running = null;
      if (this.again) {
        this.again = false;
        void this.keep(this.wanted);
      }
    });
    this.running = run;
    return run;
  }

  private async pass(): Promise<void> {
    const files = this.wanted;
    const signal = this.abort.signal;
    // Items that left the view (unpublished, ended) leave the sum too.
    const wanted = new Set(files.map(idOf));
    for (const id of this.sizes.keys()) if (!wanted.has(id)) this.sizes.delete(id);
    const fresh = files.filter((f) => !this.sizes.has(idOf(f)));
    let failed = 0;
    const publish = () => {
      if (signal.aborted) return;
      let bytes = 0;
      for (const size of this.sizes.values()) bytes += size;
      this.progress = { done: this.sizes.size + failed, total: files.length, bytes, failed };
      for (const listener of this.listeners) listener();
    };
    publish();
    if (fresh.length === 0) return;
    await prefetchFiles(fresh, {
      caches: this.store,
      signal,
      // A failed file is not remembered: the next pass (a change, the next start) retries it.
      onFile: (file, bytes) => {
        if (signal.aborted) return;
        if (bytes === null) failed += 1;
        else this.sizes.set(idOf(file), bytes);
        publish();
      },
    });
  }

  /** Switched off: stops fetching and removes the view's files from the caches. */
  async drop(files: readonly OfflineFile[]): Promise<void> {
    this.abort.abort();
    this.abort = new AbortController();
    this.wanted = [];
    this.again = false;
    this.sizes.clear();
    this.progress = NO_PROGRESS;
    for (const listener of this.listeners) listener();
    await this.running?.catch(() => undefined);
    await removeFiles(files, this.store);
  }
}

const keepers = new WeakMap<CacheStore, Map<string, OfflineKeeper>>();

/** The keeper of `key` (the switch's storage key: user and library) over `store`. */
export function keeperFor(store: CacheStore, key: string): OfflineKeeper {
  let byKey = keepers.get(store);
  if (!byKey) keepers.set(store, (byKey = new Map()));
  let keeper = byKey.get(key);
  if (!keeper) byKey.set(key, (keeper = new OfflineKeeper(store)));
  return keeper;
}

// An in-memory CacheStorage for tests (the browser's Cache API, which jsdom and Node lack):
// the standard match / put / delete by address, answers kept as bytes and re-made on each
// match, as a real cache does. Not our server's stand-in: offline-cache.ts talks to the real
// server through fetch; only the browser's cache is replaced.
import type { CacheStore, FileCache } from './offline-cache.ts';

interface Stored {
  readonly body: ArrayBuffer;
  readonly status: number;
  readonly headers: [string, string][];
}

const keyOf = (request: RequestInfo | URL) =>
  new URL(request instanceof Request ? request.url : String(request), 'http://localhost/').href;

export class MemoryCache implements FileCache {
  readonly entries = new Map<string, Stored>();

  match(request: RequestInfo | URL): Promise<Response | undefined> {
    const stored = this.entries.get(keyOf(request));
    return Promise.resolve(
      stored
        ? new Response(stored.body.slice(0), { status: stored.status, headers: stored.headers })
        : undefined,
    );
  }

  async put(request: RequestInfo | URL, response: Response): Promise<void> {
    const body = await response.arrayBuffer();
    const headers: [string, string][] = [];
    response.headers.forEach((value, name) => headers.push([name, value]));
    this.entries.set(keyOf(request), { body, status: response.status, headers });
  }

  delete(request: RequestInfo | URL): Promise<boolean> {
    return Promise.resolve(this.entries.delete(keyOf(request)));
  }

  /** The cached addresses' paths, sorted (for assertions). */
  paths(): string[] {
    return [...this.entries.keys()].map((k) => new URL(k).pathname).sort();
  }
}

export class MemoryCaches implements CacheStore {
  readonly caches = new Map<string, MemoryCache>();
  open(name: string): Promise<MemoryCache> {
    let cache = this.caches.get(name);
    if (!cache) this.caches.set(name, (cache = new MemoryCache()));
    return Promise.resolve(cache);
  }
  /** The named cache (created empty when absent). */
  get(name: string): MemoryCache {
    let cache = this.caches.get(name);
    if (!cache) this.caches.set(name, (cache = new MemoryCache()));
    return cache;
  }
}

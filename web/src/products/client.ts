// The page's side of the product index: one index per signed-in user, in its own worker
// (index.worker.ts) so building it and answering queries never holds up the page, or in the
// page where there are no workers (jsdom tests). It follows the device sync: a new user or a
// closed sync closes it (the catalogue may then be deleted, which an open handle would block).
import * as Comlink from 'comlink';
import type { DeviceSync } from '../sync/runtime.ts';
import { deviceSync$ } from '../sync/runtime.ts';
import {
  INITIAL_INDEX_STATUS,
  type FacetCounts,
  type FacetQuery,
  type IndexPage,
  type IndexQuery,
  type IndexStatus,
  type ProductIndexService,
  type ProductIndexWorkerApi,
} from './protocol.ts';

export interface ProductIndexClient extends ProductIndexService {
  readonly userId: string;
  /** The latest status the index sent. */
  status(): IndexStatus;
  /** Calls `onChange` after each status change (useSyncExternalStore); returns unsubscribe. */
  subscribe(onChange: () => void): () => void;
  close(): Promise<void>;
}

function startWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    return new Worker(new URL('./index.worker.ts', import.meta.url), {
      type: 'module',
      name: 'product-index',
    });
  } catch {
    return null;
  }
}

function makeClient(sync: DeviceSync): ProductIndexClient {
  let latest: IndexStatus = INITIAL_INDEX_STATUS;
  const listeners = new Set<() => void>();
  const onStatus = (status: IndexStatus) => {
    latest = status;
    for (const listener of listeners) listener();
  };
  const worker = startWorker();
  let service: Promise<ProductIndexService & { close(): Promise<void> }>;
  if (worker) {
    const remote = Comlink.wrap<ProductIndexWorkerApi>(worker);
    service = remote.open(sync.userId, Comlink.proxy(onStatus)).then(() => ({
      query: (q: IndexQuery) => remote.query(q),
      facets: (q: FacetQuery) => remote.facets(q),
      bytes: () => remote.bytes(),
      close: async () => {
        await remote.close().catch(() => undefined);
        remote[Comlink.releaseProxy]();
        worker.terminate();
      },
    }));
  } else {
    service = (async () => {
      const [{ createProductIndexHost }, catalogue] = await Promise.all([
        import('./index-host.ts'),
        sync.catalogue(),
      ]);
      const host = createProductIndexHost(catalogue);
      host.onStatus(onStatus);
      onStatus(host.status());
      return {
        query: host.query,
        facets: host.facets,
        bytes: host.bytes,
        close: async () => host.close(),
      };
    })();
  }
  let closed = false;
  return {
    userId: sync.userId,
    status: () => latest,
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    query: async (q): Promise<IndexPage> => (await service).query(q),
    facets: async (q): Promise<FacetCounts> => (await service).facets(q),
    bytes: async () => (await service).bytes(),
    async close() {
      if (closed) return;
      closed = true;
      listeners.clear();
      await (await service.catch(() => null))?.close();
    },
  };
}

let current: { sync: DeviceSync; client: ProductIndexClient } | undefined;
let following = false;

function follow(): void {
  if (following) return;
  following = true;
  deviceSync$.subscribe((sync) => {
    if (current && current.sync !== sync) void closeProductIndex();
  });
}

/** The product index of this device sync's user (started on first use, then shared). */
export function productIndexFor(sync: DeviceSync): ProductIndexClient {
  follow();
  if (current?.sync === sync) return current.client;
  void current?.client.close();
  current = { sync, client: makeClient(sync) };
  return current.client;
}

/** Stops the index (its worker ends); the next `productIndexFor` builds it again. */
export async function closeProductIndex(): Promise<void> {
  const open = current;
  current = undefined;
  await open?.client.close();
}

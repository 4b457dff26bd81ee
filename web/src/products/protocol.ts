// What crosses between the page and the product index worker (index.worker.ts): plain,
// structured-cloneable values only. The index itself is the shared ProductIndex
// (shared/src/products/index-engine.ts); this side only feeds it from the device catalogue and
// answers the screens' questions (decision 0035).
import type { FilterState, ProductQueryContext, ProductSort } from '@portal/shared';

/** One page of a product list: ids in the sort's order and the total (the same answer). */
export interface IndexQuery {
  readonly state: FilterState;
  readonly sort: ProductSort;
  readonly ctx: ProductQueryContext;
  readonly offset: number;
  readonly limit: number;
}

export interface IndexPage {
  readonly ids: readonly string[];
  readonly total: number;
  /** The index held the whole catalogue when it answered (false while it is being built). */
  readonly complete: boolean;
}

/** Option counts of some filters for the current state (faceted search). */
export interface FacetQuery {
  readonly state: FilterState;
  readonly keys: readonly string[];
  readonly ctx: ProductQueryContext;
}

export type FacetCounts = Readonly<Record<string, readonly { value: string; count: number }[]>>;

/** Where the index stands; sent to the page whenever it changes. */
export interface IndexStatus {
  /** The index holds the whole catalogue as stored (false until the first build ends). */
  readonly ready: boolean;
  /** Products in the index. */
  readonly size: number;
  /** Bumps whenever the index changed (a built index, a stored page, a tombstone). */
  readonly version: number;
  /** Location codes the stored products carry (the administrator's "all locations"). */
  readonly locationCodes: readonly string[];
  /** How long the last full build took (ms), once built. */
  readonly buildMs: number | null;
  /** The last build or update failed: its message. */
  readonly error: string | null;
}

export const INITIAL_INDEX_STATUS: IndexStatus = {
  ready: false,
  size: 0,
  version: 0,
  locationCodes: [],
  buildMs: null,
  error: null,
};

/** The index's questions, answered where it runs (the worker, or the page without workers). */
export interface ProductIndexService {
  query(request: IndexQuery): Promise<IndexPage>;
  facets(request: FacetQuery): Promise<FacetCounts>;
  /** Memory the index holds (bytes). */
  bytes(): Promise<number>;
}

/** The worker's API through comlink: opened for one user, status pushed to the page. */
export interface ProductIndexWorkerApi extends ProductIndexService {
  open(userId: string, onStatus: (status: IndexStatus) => void): Promise<void>;
  close(): Promise<void>;
}

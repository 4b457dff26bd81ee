// The product index over the device catalogue (decision 0035): the shared ProductIndex
// (shared/src/products/index-engine.ts) built from the Dexie catalogue in chunks, then kept
// current as the sync stores pages or tombstones (catalogue-changes.ts): the ids a write
// touched are read back and upserted, or removed when no longer stored. Plain TypeScript: it
// runs in the index worker (index.worker.ts), in the page where there are no workers (jsdom),
// and in Node tests on fake-indexeddb.
import {
  PRODUCT_SORTS,
  ProductIndex,
  type FilterState,
  type Product,
  type ProductQueryContext,
} from '@portal/shared';
import type { CatalogueDatabase, CatalogueRecord } from '../db/catalogue.ts';
import { watchCatalogueChanges, type CatalogueChange } from './catalogue-changes.ts';
import {
  INITIAL_INDEX_STATUS,
  type FacetCounts,
  type FacetQuery,
  type IndexPage,
  type IndexQuery,
  type IndexStatus,
  type ProductIndexService,
} from './protocol.ts';

/** Records read per step of a build: big enough to amortise a read, small enough to parse. */
export const BUILD_CHUNK = 2_000;
/** Writes arriving within this time are applied together (a sync stores pages back to back). */
export const CHANGE_BATCH_MS = 50;

/** A query that reads each sort order once (an empty result of no locations). */
const WARM_STATE: FilterState = { module: 'Footwear', parameters: [] };
const WARM_CTX: ProductQueryContext = { today: '2000-01-01', locations: [] };

export interface ProductIndexHostOptions {
  readonly chunk?: number;
  readonly batchMs?: number;
  /** A monotonic clock (ms) for the build time; `performance.now` by default. */
  readonly now?: () => number;
}

export interface ProductIndexHost extends ProductIndexService {
  readonly status: () => IndexStatus;
  /** Calls `listener` on every status change; returns the unsubscribe. */
  readonly onStatus: (listener: (status: IndexStatus) => void) => () => void;
  /** Resolves when the first build ended (or failed). */
  readonly built: Promise<void>;
  /** Resolves when every change heard so far is in the index (tests, the bench). */
  readonly settled: () => Promise<void>;
  readonly close: () => void;
}

/**
 * The catalogue's product as the index reads it. The server validated it against the shared
 * schema before storing it and the device only ever stores what the pull delivered
 * (decision 0025), so the text is trusted here rather than parsed through zod 100,000 times.
 */
export function productOfRecord(record: CatalogueRecord): Product {
  return JSON.parse(record.json) as Product;
}

function addLocationCodes(codes: Set<string>, products: readonly Product[]): void {
  for (const p of products) for (const l of p.locations ?? []) codes.add(l.code);
}

/** Starts building at once; changes heard during the build are applied right after it. */
export function createProductIndexHost(
  catalogue: CatalogueDatabase,
  options: ProductIndexHostOptions = {},
): ProductIndexHost {
  const chunk = options.chunk ?? BUILD_CHUNK;
  const batchMs = options.batchMs ?? CHANGE_BATCH_MS;
  const now = options.now ?? (() => performance.now());
  let index = ProductIndex.build([]);
  let status: IndexStatus = INITIAL_INDEX_STATUS;
  let codes = new Set<string>();
  const listeners = new Set<(s: IndexStatus) => void>();
  let closed = false;

  const publish = (patch: Partial<IndexStatus>) => {
    status = {
      ...status,
      ...patch,
      size: index.size,
      version: status.version + 1,
      locationCodes: [...codes].sort(),
    };
    for (const listener of listeners) listener(status);
  };

  // Changes: ids collected until the batch runs; 'all' rebuilds.
  let pending = new Set<string>();
  let rebuild = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let applying: Promise<void> = Promise.resolve();
  let building = true;

  const build = async (): Promise<void> => {
    const started = now();
    const next = ProductIndex.build([]);
    const nextCodes = new Set<string>();
    let last: string | undefined;
    for (;;) {
      if (closed) return;
      const records =
        last === undefined
          ? await catalogue.products.orderBy('id').limit(chunk).toArray()
          : await catalogue.products.where('id').above(last).limit(chunk).toArray();
      if (records.length === 0) break;
      const products = records.map(productOfRecord);
      next.upsert(products);
      addLocationCodes(nextCodes, products);
      last = records[records.length - 1]!.id;
      if (records.length < chunk) break;
    }
    // The sort orders are made on their first read: make them now, not in the first query.
    for (const sort of PRODUCT_SORTS)
      next.query(WARM_STATE, sort, WARM_CTX, { offset: 0, limit: 0 });
    index = next;
    codes = nextCodes;
    publish({ ready: true, buildMs: Math.round(now() - started), error: null });
  };

  const applyIds = async (ids: readonly string[]): Promise<void> => {
    const records = await catalogue.products.bulkGet([...ids]);
    const present: Product[] = [];
    const gone: string[] = [];
    records.forEach((record, i) => {
      if (record) present.push(productOfRecord(record));
      else gone.push(ids[i]!);
    });
    if (present.length) index.upsert(present);
    if (gone.length) index.remove(gone);
    addLocationCodes(codes, present);
    publish({});
  };

  const flush = () => {
    timer = undefined;
    if (building || closed) return;
    const ids = [...pending];
    const all = rebuild;
    pending = new Set();
    rebuild = false;
    applying = applying
      .then(() => (all ? build() : ids.length ? applyIds(ids) : undefined))
      .catch((error: unknown) => publish({ error: String(error) }));
  };

  const onChange = (change: CatalogueChange) => {
    if (change === 'all') rebuild = true;
    else for (const id of change) pending.add(id);
    if (!building && timer === undefined) timer = setTimeout(flush, batchMs);
  };
  const unwatch = watchCatalogueChanges(catalogue.name, onChange);

  const built = build()
    .catch((error: unknown) => publish({ error: String(error) }))
    .finally(() => {
      building = false;
      // What arrived during the build: records read before their write may be stale.
      if (pending.size > 0 || rebuild) flush();
    });

  const service: ProductIndexService = {
    query: async (q: IndexQuery): Promise<IndexPage> => {
      const { ids, total } = index.query(q.state, q.sort, q.ctx, {
        offset: q.offset,
        limit: q.limit,
      });
      return { ids, total, complete: status.ready };
    },
    facets: async (q: FacetQuery): Promise<FacetCounts> => index.facets(q.state, q.keys, q.ctx),
    bytes: async () => index.bytes(),
  };

  return {
    ...service,
    status: () => status,
    onStatus: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    built,
    settled: async () => {
      await built;
      if (timer !== undefined) {
        clearTimeout(timer);
        flush();
      }
      await applying;
    },
    close: () => {
      closed = true;
      unwatch();
      if (timer !== undefined) clearTimeout(timer);
      listeners.clear();
    },
  };
}

// The product list's rows for the grid and the tile view (a GridDataSource): the index worker
// answers a window's ids in the sort's order with the total in the same answer (never a count
// of its own, spec 000 §8 / decision 0025), the rows come from the Dexie catalogue by id.
// While the index is still being built, a first page comes straight from the catalogue's
// compound indexes (productPage, in the sort's order) narrowed by the shared reference
// predicate, so the screen shows products at once and says that the index is being prepared.
import {
  compareProducts,
  productMatches,
  PRODUCT_TYPES,
  type FilterState,
  type Product,
  type ProductQueryContext,
  type ProductSort,
  type ProductType,
} from '@portal/shared';
import type { CatalogueDatabase, CatalogueProduct } from '../../db/catalogue.ts';
import { productPage } from '../../db/catalogue.ts';
import type { GridDataSource, GridWindow, RowId } from '../../grid/index.ts';
import type { IndexStatus, ProductIndexService } from '../../products/protocol.ts';

/** What the list shows: the bar's state, the sort and the user's context (one object per query). */
export interface ProductQuery {
  readonly state: FilterState;
  readonly sort: ProductSort;
  readonly ctx: ProductQueryContext;
}

/** The index as the source uses it: its answers and its status. */
export interface ProductIndexView extends ProductIndexService {
  status(): IndexStatus;
  subscribe(onChange: () => void): () => void;
}

/** Records scanned at most for a first page while the index is built (about 0.2 s of reads). */
export const FALLBACK_SCAN_MAX = 3_000;
const FALLBACK_BATCH = 500;
/** Index changes (stored sync pages) refresh the rows at most this often. */
export const REFRESH_EVERY_MS = 500;

/** A stored product document as the shared type: the fields every product has, checked. */
export function isProduct(doc: CatalogueProduct): doc is CatalogueProduct & Product {
  return (
    typeof doc.style === 'string' &&
    typeof doc.color === 'string' &&
    typeof doc.name === 'string' &&
    (PRODUCT_TYPES as readonly unknown[]).includes(doc.productType) &&
    Array.isArray(doc.locations)
  );
}

function products(docs: readonly (CatalogueProduct | undefined)[]): Product[] {
  const out: Product[] = [];
  for (const doc of docs) if (doc && isProduct(doc)) out.push(doc);
  return out;
}

function productTypeOf(state: FilterState): ProductType | undefined {
  return PRODUCT_TYPES.find((t) => t === state.module);
}

/**
 * A page of the list read from the catalogue's compound index of the sort (spec 000 §2 sorts),
 * each product checked with the shared predicate: correct rows, possibly fewer than asked
 * when the filter is narrow (the scan stops after FALLBACK_SCAN_MAX records).
 */
export async function catalogueWindow(
  catalogue: CatalogueDatabase,
  query: ProductQuery,
  offset: number,
  limit: number,
): Promise<Product[]> {
  const productType = productTypeOf(query.state);
  if (!productType) return [];
  const matches: Product[] = [];
  for (let scanned = 0; scanned < FALLBACK_SCAN_MAX; scanned += FALLBACK_BATCH) {
    const docs = await productPage(catalogue, {
      productType,
      sort: query.sort,
      offset: scanned,
      limit: FALLBACK_BATCH,
    });
    for (const p of products(docs)) if (productMatches(p, query.state, query.ctx)) matches.push(p);
    if (docs.length < FALLBACK_BATCH || matches.length >= offset + limit) break;
  }
  // The index's order exactly (ties by id), which the catalogue's index may differ from.
  return matches.sort(compareProducts(query.sort)).slice(offset, offset + limit);
}

export class ProductIndexSource implements GridDataSource<Product, ProductQuery> {
  private readonly index: ProductIndexView;
  private readonly catalogue: CatalogueDatabase;
  /** The total of each query as its first answered window said (the list's count). */
  private readonly totals = new WeakMap<ProductQuery, number>();
  private readonly totalListeners = new Set<() => void>();

  constructor(index: ProductIndexView, catalogue: CatalogueDatabase) {
    this.index = index;
    this.catalogue = catalogue;
  }

  getWindow = async (
    offset: number,
    limit: number,
    _sort: unknown,
    query: ProductQuery,
  ): Promise<GridWindow<Product>> => {
    if (!this.index.status().ready) {
      // A first page only: later windows wait for the index (the rows would not be exact).
      const rows = offset === 0 ? await catalogueWindow(this.catalogue, query, 0, limit) : [];
      return { rows };
    }
    const page = await this.index.query({ ...query, offset, limit });
    const rows = products(await this.catalogue.productsById(page.ids));
    if (this.totals.get(query) !== page.total) {
      this.totals.set(query, page.total);
      for (const listener of this.totalListeners) listener();
    }
    return { rows, total: page.total };
  };

  /** The number of products of a query, once a window of it was answered by the index. */
  totalOf(query: ProductQuery): number | undefined {
    return this.totals.get(query);
  }

  /** Calls `onChange` when a query's total becomes known or changes; returns unsubscribe. */
  onTotal = (onChange: () => void): (() => void) => {
    this.totalListeners.add(onChange);
    return () => this.totalListeners.delete(onChange);
  };

  getByIds = async (ids: readonly RowId[]): Promise<Product[]> =>
    products(await this.catalogue.productsById(ids.map(String)));

  /** Index changes, at most every REFRESH_EVERY_MS (a sync stores a page about every 0.1 s). */
  subscribe = (onChange: () => void): (() => void) => {
    let { version, ready } = this.index.status();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const fire = () => {
      timer = undefined;
      ({ version, ready } = this.index.status());
      onChange();
    };
    const unsubscribe = this.index.subscribe(() => {
      const next = this.index.status();
      if (next.version === version || timer !== undefined) return;
      // The built index replaces the first page at once; later changes are batched.
      if (next.ready !== ready) fire();
      else timer = setTimeout(fire, REFRESH_EVERY_MS);
    });
    return () => {
      if (timer !== undefined) clearTimeout(timer);
      unsubscribe();
    };
  };
}

// The product library's fast path (decision 0034): a pure in-memory columnar index with one
// set of slots per option value, per-location columns, a keyword vocabulary and precomputed
// sort orders. Used by the device's index worker and by the server's product fetch; it agrees
// with the reference predicate (./matches.ts) and sorts (./sorts.ts) — a property test holds
// it to that.
import type { Product } from '../entities/product.ts';
import type { FilterState } from '../filters/definition.ts';
import type { ProductQueryContext } from './context.ts';
import { Evaluator } from './engine/evaluate.ts';
import { computeFacets, type ProductFacetOption } from './engine/facets.ts';
import { ProductStore } from './engine/store.ts';
import type { ProductSort } from './filter-bar.ts';
import { readProductQuery } from './query.ts';

export type { ProductFacetOption } from './engine/facets.ts';

export interface ProductPage {
  readonly ids: string[];
  readonly total: number;
}

export class ProductIndex {
  private readonly store = new ProductStore();
  private readonly evaluator = new Evaluator(this.store);

  /** An index of these products (deleted ones skipped); the sort orders are built at once. */
  static build(products: Iterable<Product>): ProductIndex {
    const index = new ProductIndex();
    index.upsert(products);
    for (const sort of index.store.sorts.values()) sort.ordered();
    index.store.idIndex.prepare();
    return index;
  }

  /** Adds or rewrites products by id; a deleted one (tombstone) is removed. */
  upsert(products: Iterable<Product>): void {
    if (Array.isArray(products)) this.store.reserve(products.length);
    for (const p of products) this.store.write(p);
  }

  remove(ids: Iterable<string>): void {
    for (const id of ids) this.store.remove(id);
  }

  /** Live products held. */
  get size(): number {
    return this.store.size;
  }

  /** Ids of one page in the sort's order, and the total; never slower than a first page. */
  query(
    state: FilterState,
    sort: ProductSort,
    ctx: ProductQueryContext,
    window: { offset: number; limit: number },
  ): ProductPage {
    const result = this.evaluator.result(readProductQuery(state, ctx), ctx);
    const total = result.count();
    const order = this.store.sorts.get(sort);
    const offset = Math.max(0, Math.floor(window.offset));
    const limit = Math.max(0, Math.floor(window.limit));
    const slots = order ? order.page(result, total, offset, limit) : [];
    return { ids: slots.map((slot) => this.store.ids[slot] ?? ''), total };
  }

  /**
   * Per filter key of `keys`: each option value with how many products of the current result
   * it would give (faceted search: the filter's own parameters left out, as the bar shows).
   * Options listed: engine/facets.ts.
   */
  facets(
    state: FilterState,
    keys: readonly string[],
    ctx: ProductQueryContext,
  ): Record<string, readonly ProductFacetOption[]> {
    return computeFacets(this.store, this.evaluator, state, keys, ctx);
  }

  /** Memory the index holds (bytes, estimated from its arrays and strings), for the bench. */
  bytes(): number {
    return this.store.bytes();
  }
}

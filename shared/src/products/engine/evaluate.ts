// A read product query (../query.ts) turned into sets of slots, part by part, with the same
// meaning as the reference predicate (../matches.ts): product type ∧ each product-level filter
// ∧ (OR over the location codes in scope of that code's row filters, AND-ed on the same row).
// Parts are cached for the store's version, so the next question (one more filter, a facet
// count) reuses what the last one computed.
import type { ProductType } from '../../entities/common.ts';
import type { ProductQueryContext } from '../context.ts';
import { priceBoundsMinor } from '../price.ts';
import type { ProductQuery, RowFilters, RowScope } from '../query.ts';
import { Bitset } from './bitset.ts';
import { dayNumber, type LocationColumns } from './columns.ts';
import type { ProductStore } from './store.ts';

const CACHE_ENTRIES = 256;

/** The product-level parts of a query by filter key (ids, keyword, dueDate, each select). */
export type ProductParts = ReadonlyMap<string, Bitset>;

export class Evaluator {
  private readonly cache = new Map<string, Bitset>();
  private version = -1;

  private readonly store: ProductStore;

  constructor(store: ProductStore) {
    this.store = store;
  }

  /** A cached set: never change it, `clone()` first. */
  private memo(key: string, make: () => Bitset): Bitset {
    if (this.version !== this.store.version) {
      this.cache.clear();
      this.version = this.store.version;
    }
    const hit = this.cache.get(key);
    if (hit) {
      this.cache.delete(key);
      this.cache.set(key, hit);
      return hit;
    }
    const made = make();
    this.cache.set(key, made);
    if (this.cache.size > CACHE_ENTRIES) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    return made;
  }

  private empty(): Bitset {
    return new Bitset(this.store.capacity);
  }

  /** Live products of the type. */
  typeMask(type: ProductType | undefined): Bitset {
    if (type === undefined) return this.empty();
    return this.memo(`t:${type}`, () => {
      const set = this.store.types.get(type);
      return set ? set.clone().and(this.store.alive) : this.empty();
    });
  }

  productParts(query: ProductQuery): ProductParts {
    const store = this.store;
    const parts = new Map<string, Bitset>();
    const { ids, keyword, dueDate } = query;
    if (ids)
      parts.set(
        'ids',
        this.memo(
          `i:${ids.suffixOnly}:${ids.entries.map((e) => `${e.style}_${e.color ?? ''}`).join(',')}`,
          () => store.idIndex.search(ids.entries, ids.suffixOnly, store.capacity),
        ),
      );
    if (keyword)
      parts.set(
        'keyword',
        this.memo(`k:${keyword.fields.join(',')}:${keyword.tokens.join(' ')}`, () =>
          store.keywords.search(keyword.tokens, keyword.fields, store.capacity),
        ),
      );
    if (dueDate)
      parts.set(
        'dueDate',
        this.memo(`d:${dueDate.from}:${dueDate.to}`, () =>
          store.dueDate.within(dayNumber(dueDate.from), dayNumber(dueDate.to), store.end),
        ),
      );
    for (const [key, values] of query.selects)
      parts.set(
        key,
        this.memo(`s:${key}:${JSON.stringify(values)}`, () => {
          const sets = store.selects.get(key);
          return sets ? sets.union(values) : this.empty();
        }),
      );
    return parts;
  }

  /**
   * Rows at one code in scope passing every row filter. Each column's window is cached on its
   * own, so the option counts of Location, Status and Price On reuse the same scans.
   */
  private rowBits(
    columns: LocationColumns,
    rows: RowScope,
    filters: RowFilters,
    ctx: ProductQueryContext,
  ): Bitset {
    const end = this.store.end;
    const code = columns.code;
    const cached = (key: string, make: () => Bitset) => this.memo(`c:${code}:${key}`, make);
    const statuses = rows.lineStatuses;
    const set = (
      statuses === undefined
        ? columns.rows
        : cached(`st:${statuses.join(',')}`, () => columns.lineStatus.union(statuses))
    ).clone();
    const fa = filters.firstAvail;
    if (fa)
      set.and(
        cached(`fa:${fa.from}:${fa.to}`, () =>
          columns.firstAvail.within(dayNumber(fa.from), dayNumber(fa.to), end),
        ),
      );
    const lp = filters.lastProduced;
    if (lp)
      set.and(
        cached(`lp:${lp.from}:${lp.to}`, () =>
          columns.lastProd.within(dayNumber(lp.from), dayNumber(lp.to), end),
        ),
      );
    if (filters.size !== undefined) set.and(columns.sizes.sets.get(filters.size) ?? this.empty());
    if (filters.price) {
      const { from, to } = priceBoundsMinor(filters.price.range, ctx, code);
      const basis = filters.price.basis;
      const amounts = basis === 'retail' ? columns.retail : columns.wholesale;
      set.and(cached(`p:${basis}:${from}:${to}`, () => amounts.within(from, to, end)));
    }
    return set;
  }

  /** Products with a row in scope passing the row filters (spec 000 §2 Location, Status). */
  locationBits(rows: RowScope, filters: RowFilters, ctx: ProductQueryContext): Bitset {
    const f = filters;
    // Price bounds depend on each code's currency decimals: part of the key.
    const price = f.price
      ? `${f.price.basis}:${f.price.range.from ?? ''}:${f.price.range.to ?? ''}:${JSON.stringify(ctx.currencyDecimals ?? {})}`
      : '';
    const rest = `${rows.lineStatuses?.join(',') ?? '*'}|${f.firstAvail?.from ?? ''}:${f.firstAvail?.to ?? ''}|${f.lastProduced?.from ?? ''}:${f.lastProduced?.to ?? ''}|${f.size ?? ''}|${price}`;
    return this.memo(`l:${rows.codes.join(',')}|${rest}`, () => {
      const out = this.empty();
      for (const code of rows.codes) {
        const columns = this.store.locations.get(code);
        if (!columns) continue;
        out.or(this.memo(`r:${code}|${rest}`, () => this.rowBits(columns, rows, filters, ctx)));
      }
      return out;
    });
  }

  /** type ∧ location ∧ every part (a fresh set, safe to change). */
  combine(type: Bitset, location: Bitset, parts: Iterable<Bitset>): Bitset {
    const out = type.clone().and(location);
    for (const part of parts) out.and(part);
    return out;
  }

  result(query: ProductQuery, ctx: ProductQueryContext): Bitset {
    return this.combine(
      this.typeMask(query.productType),
      this.locationBits(query.rows, query.rowFilters, ctx),
      this.productParts(query).values(),
    );
  }
}

// Property test: the index (the fast path) agrees with the reference predicate and sorts on
// thousands of random bar states over a generated catalogue, before and after incremental
// writes; its option counts agree with counting by the predicate.
import { describe, expect, it } from 'vitest';
import type { Product } from '../entities/product.ts';
import { enabledFilters, type FilterState } from '../filters/definition.ts';
import { DATE_PRESET_OPTIONS } from '../filters/presets.ts';
import type { ProductQueryContext } from './context.ts';
import { withOnlyValue } from './engine/facets.ts';
import { PRODUCT_SELECT_FIELDS } from './fields.ts';
import { PRICE_BASES, PRODUCT_FILTER_BAR, PRODUCT_SORTS } from './filter-bar.ts';
import { ProductIndex, type ProductFacetOption } from './index-engine.ts';
import { productMatchesQuery } from './matches.ts';
import { compareBySortKey, productSortKey } from './sorts.ts';
import { productFilterValues, readProductQuery } from './query.ts';
import {
  CATALOGUE_CODES,
  CATALOGUE_TODAY,
  Rng,
  randomCatalogue,
  randomProduct,
  randomState,
} from './testing/catalogue.ts';
import { product, row } from './testing/product.ts';

const contexts: ProductQueryContext[] = [
  { today: CATALOGUE_TODAY, locations: ['US', 'EU', 'JP'], currencyDecimals: { JP: 0 } },
  { today: CATALOGUE_TODAY, locations: ['US'] },
  { today: '2025-09-01', locations: [...CATALOGUE_CODES] },
];

/** What the index must answer, by the predicate and the sort. */
function expectedPage(
  products: Iterable<Product>,
  state: FilterState,
  sort: (typeof PRODUCT_SORTS)[number],
  ctx: ProductQueryContext,
  offset: number,
  limit: number,
) {
  // compareProducts with each key computed once (it is compareBySortKey over productSortKey).
  // productMatches reads the state for each product; read it once (same function otherwise).
  const query = readProductQuery(state, ctx);
  const hits = [...products]
    .filter((p) => productMatchesQuery(p, query, ctx))
    .map((p) => productSortKey(p, sort))
    .sort((a, b) => compareBySortKey(sort, a, b));
  return { ids: hits.slice(offset, offset + limit).map((k) => k.id), total: hits.length };
}

/** Option counts by the predicate, listing options by the rule of engine/facets.ts. */
function expectedFacets(
  products: readonly Product[],
  state: FilterState,
  keys: readonly string[],
  ctx: ProductQueryContext,
): Record<string, readonly ProductFacetOption[]> {
  const out: Record<string, readonly ProductFacetOption[]> = {};
  const chosen = productFilterValues(state);
  for (const key of keys) {
    const location = enabledFilters(PRODUCT_FILTER_BAR, state).find((l) => l.filter.key === key);
    out[key] = [];
    if (!location || (key === 'location' && state.module === 'POP')) continue;
    const { filter } = location;
    const parameter = { module: location.module.id, group: location.group.id };
    const count = (value: string | undefined) => {
      const query = readProductQuery(withOnlyValue(state, filter, parameter, value), ctx);
      return products.filter((p) => productMatchesQuery(p, query, ctx)).length;
    };
    if (filter.kind === 'datePreset') {
      out[key] = DATE_PRESET_OPTIONS[filter.preset].map((o) => ({
        value: o.value,
        count: count(o.value),
      }));
      continue;
    }
    if (filter.kind !== 'select') continue;
    const selected = chosen.get(key) ?? [];
    const values = new Set<string>();
    let always = false;
    if (key === 'location') {
      ctx.locations.forEach((c) => values.add(c));
      always = true;
    } else if (key === 'priceBasis') {
      PRICE_BASES.forEach((b) => values.add(b));
      always = true;
    } else if (key === 'status') {
      for (const p of products)
        for (const r of p.locations)
          if (ctx.locations.includes(r.code) && r.lineStatus) values.add(r.lineStatus);
    } else for (const p of products) PRODUCT_SELECT_FIELDS[key]?.(p).forEach((v) => values.add(v));
    selected.filter((v) => v !== filter.defaultValue).forEach((v) => values.add(v));
    const options = [...values]
      .map((value) => ({ value, count: count(value) }))
      .filter((o) => always || o.count > 0 || selected.includes(o.value));
    if (key !== 'location')
      options.sort((a, b) => (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
    const head =
      filter.defaultValue !== undefined && key !== 'priceBasis'
        ? [{ value: filter.defaultValue, count: count(undefined) }]
        : [];
    out[key] = [...head, ...options];
  }
  return out;
}

const facetKeys = (state: FilterState) =>
  enabledFilters(PRODUCT_FILTER_BAR, state)
    .map((l) => l.filter)
    .filter((f) => f.kind === 'select' || f.kind === 'datePreset')
    .map((f) => f.key);

describe('[000 §2 filter-bar] the product index agrees with the reference predicate', () => {
  const catalogue = randomCatalogue(3000, 2025);
  const live = new Map(catalogue.map((p) => [p.id, p]));
  const index = ProductIndex.build(catalogue);
  const rng = new Rng(7);

  /** Totals seen, so the test proves it met empty, narrow and wide results. */
  const totals: number[] = [];
  const checkQueries = (rounds: number) => {
    for (let i = 0; i < rounds; i++) {
      const state = randomState(rng, catalogue);
      const sort = rng.pick(PRODUCT_SORTS);
      const ctx = rng.pick(contexts);
      const offset = rng.chance(0.7) ? 0 : rng.int(0, 400);
      const limit = rng.pick([1, 20, 100]);
      const got = index.query(state, sort, ctx, { offset, limit });
      const want = expectedPage(live.values(), state, sort, ctx, offset, limit);
      expect(got, JSON.stringify({ state, sort, ctx, offset, limit })).toEqual(want);
      totals.push(want.total);
    }
  };

  it('pages and totals equal the predicate and sort over 2,000 random states', () => {
    expect(index.size).toBe(3000);
    checkQueries(2000);
    const share = (test: (n: number) => boolean) => totals.filter(test).length / totals.length;
    expect(share((n) => n === 0)).toBeGreaterThan(0.05);
    expect(share((n) => n > 0 && n < 100)).toBeGreaterThan(0.1);
    expect(share((n) => n >= 100)).toBeGreaterThan(0.2);
  }, 120_000);

  const checkFacets = (rounds: number) => {
    for (let i = 0; i < rounds; i++) {
      const state = randomState(rng, catalogue);
      const ctx = rng.pick(contexts);
      const keys = rng.sample(facetKeys(state), 3);
      if (rng.chance(0.3)) keys.push('location', 'status');
      const got = index.facets(state, keys, ctx);
      expect(got, JSON.stringify({ state, keys, ctx })).toEqual(
        expectedFacets([...live.values()], state, keys, ctx),
      );
    }
  };

  it('option counts equal counting with the predicate', () => {
    checkFacets(80);
  }, 120_000);

  it('still agrees after products are rewritten, added, deleted and removed', () => {
    const writes: Product[] = [];
    for (let i = 0; i < 400; i++) {
      const old = rng.pick(catalogue);
      // Rewrite an existing id with new random content, or add a new product.
      const fresh = randomProduct(rng, 10_000 + i);
      writes.push(
        rng.chance(0.6) ? { ...fresh, id: old.id, style: old.style, color: old.color } : fresh,
      );
    }
    const tombstones = rng.sample(catalogue, 50).map((p) => ({ ...p, _deleted: true }));
    const removed = rng.sample(catalogue, 50).map((p) => p.id);
    index.upsert([...writes, ...tombstones]);
    index.remove(removed);
    for (const p of writes) live.set(p.id, p);
    for (const p of tombstones) live.delete(p.id);
    for (const id of removed) live.delete(id);
    expect(index.size).toBe(live.size);
    checkQueries(600);
    checkFacets(20);
  }, 120_000);
});

describe('[000 §2 filter-bar] the product index', () => {
  const ctx: ProductQueryContext = { today: '2025-06-15', locations: ['US'] };
  const shoe = (style: string, name: string, createdDate: string) =>
    product({ style, color: 'BLK', name, createdDate, locations: [row('US', 'A')] });
  const state: FilterState = { module: 'Footwear', parameters: [] };

  it('pages in the sort order and counts the whole result', () => {
    const index = ProductIndex.build([
      shoe('1', 'Bravo', '2025-01-01T00:00:00Z'),
      shoe('2', 'alpha', '2025-03-01T00:00:00Z'),
      shoe('3', 'Charlie', '2025-02-01T00:00:00Z'),
    ]);
    expect(index.query(state, 'newest', ctx, { offset: 0, limit: 2 })).toEqual({
      ids: ['2_BLK', '3_BLK'],
      total: 3,
    });
    expect(index.query(state, 'name', ctx, { offset: 1, limit: 5 }).ids).toEqual([
      '1_BLK',
      '3_BLK',
    ]);
  });

  it('a keyword finds a product rewritten with new words and forgets the old ones', () => {
    const index = ProductIndex.build([shoe('1', 'Harbor Slide', '2025-01-01T00:00:00Z')]);
    index.upsert([shoe('1', 'Summit Boot', '2025-01-01T00:00:00Z')]);
    const find = (word: string) =>
      index.query(
        {
          module: 'Footwear',
          parameters: [{ module: 'Footwear', group: 'keyword', key: 'keyword', value: word }],
        },
        'newest',
        ctx,
        { offset: 0, limit: 10 },
      ).total;
    expect([find('harbor'), find('summit')]).toEqual([0, 1]);
  });

  it('reports the memory it holds', () => {
    const index = ProductIndex.build(randomCatalogue(500, 1));
    expect(index.bytes()).toBeGreaterThan(500 * 100);
  });
});

// @vitest-environment node
// The product list's data source on a real Dexie catalogue (fake-indexeddb) and the real index
// host: while the index is built the first page comes from the catalogue's own indexes,
// checked with the shared predicate; once built, windows and totals come from the index.
import {
  compareProducts,
  productMatches,
  type FilterState,
  type Product,
  type ProductSort,
} from '@portal/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { createProductIndexHost, type ProductIndexHost } from '../../products/index-host.ts';
import { storePage, testCatalogue, testProduct } from '../../products/testing/catalogue.ts';
import { catalogueWindow, ProductIndexSource, type ProductQuery } from './source.ts';

const CTX = { today: '2025-06-01', locations: ['US'] };
const day = (n: number) => new Date(Date.UTC(2025, 0, 1 + n)).toISOString();
const PRODUCTS: Product[] = Array.from({ length: 60 }, (_, i) =>
  testProduct({
    style: `S${3000 + ((i * 7) % 60)}`,
    color: 'BLK',
    productType: i % 3 === 2 ? 'POP' : 'Footwear',
    name: `Item ${String(i).padStart(2, '0')}`,
    gender: i % 2 ? 'Mens' : 'Womens',
    createdDate: day(i),
    locations: [{ code: 'US', lineStatus: i % 10 === 0 ? 'D' : 'A' }],
  }),
);

const query = (state: FilterState, sort: ProductSort = 'newest'): ProductQuery => ({
  state,
  sort,
  ctx: CTX,
});
const mens: FilterState = {
  module: 'Footwear',
  parameters: [{ module: 'Footwear', group: 'gender', key: 'gender', value: 'Mens' }],
};
const expected = (q: ProductQuery, limit: number) =>
  PRODUCTS.filter((p) => productMatches(p, q.state, q.ctx))
    .sort(compareProducts(q.sort))
    .slice(0, limit)
    .map((p) => p.id);

let hosts: ProductIndexHost[] = [];
afterEach(() => {
  for (const host of hosts) host.close();
  hosts = [];
});

async function setUp() {
  const catalogue = testCatalogue();
  await storePage(catalogue, { put: PRODUCTS });
  const host = createProductIndexHost(catalogue, { chunk: 10 });
  hosts.push(host);
  const index = { ...host, subscribe: (onChange: () => void) => host.onStatus(() => onChange()) };
  return { catalogue, host, source: new ProductIndexSource(index, catalogue) };
}

describe('[000 §8 grid data load] the product list’s source', () => {
  it('[000 §8 grid data load] while the index is built, the first page comes from the catalogue, narrowed by the shared predicate, in the sort’s order', async () => {
    const { host, source } = await setUp();
    expect(host.status().ready).toBe(false);
    for (const sort of ['newest', 'name', 'style'] as const) {
      const q = query(mens, sort);
      const window = await source.getWindow(0, 10, [], q);
      expect(window.rows.map((p) => p.id)).toEqual(expected(q, 10));
      // No total yet: the list never waits for a count.
      expect(window.total).toBeUndefined();
    }
    // Later windows wait for the index (they would not be exact).
    expect((await source.getWindow(100, 100, [], query(mens))).rows).toEqual([]);
  });

  it('[000 §8 grid data load] the catalogue’s first page holds only matching products, up to the scan’s bound', async () => {
    const { catalogue } = await setUp();
    const q = query({
      module: 'POP',
      parameters: [{ module: 'POP', group: 'name', key: 'name', value: 'Item 5' }],
    });
    const rows = await catalogueWindow(catalogue, q, 0, 100);
    expect(rows.map((p) => p.id)).toEqual(expected(q, 100));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((p) => p.productType === 'POP')).toBe(true);
  });

  it('[000 §2 product library] once built, windows and their total come from the index, and rows by id from the catalogue', async () => {
    const { host, source } = await setUp();
    await host.built;
    const q = query(mens, 'name');
    const all = PRODUCTS.filter((p) => productMatches(p, mens, CTX)).length;
    const first = await source.getWindow(0, 5, [], q);
    expect(first.rows.map((p) => p.id)).toEqual(expected(q, 5));
    expect(first.total).toBe(all);
    expect(source.totalOf(q)).toBe(all);
    const second = await source.getWindow(5, 5, [], q);
    expect(second.rows.map((p) => p.id)).toEqual(expected(q, 10).slice(5));
    const ids = [PRODUCTS[4]!.id, PRODUCTS[1]!.id];
    expect((await source.getByIds(ids)).map((p) => p.id)).toEqual(ids);
  });

  it('[000 §2 product library] a stored page tells the list to refresh once the index has it', async () => {
    const { catalogue, host, source } = await setUp();
    await host.built;
    let refreshed = 0;
    const stop = source.subscribe(() => refreshed++);
    await storePage(catalogue, { put: [testProduct({ style: 'S9000', color: 'RED' })] });
    await host.settled();
    await new Promise((resolve) => setTimeout(resolve, 700));
    stop();
    expect(refreshed).toBe(1);
  });
});

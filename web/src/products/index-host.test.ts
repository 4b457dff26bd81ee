// @vitest-environment node
// The device's product index host in Node: built from a real Dexie catalogue (fake-indexeddb)
// with the real shared ProductIndex, then kept current as the sync stores pages and
// tombstones (writes made as sync/catalogue-sync.ts makes them), heard through Dexie's
// storagemutated event.
import {
  compareProducts,
  productMatches,
  type FilterState,
  type Product,
  type ProductQueryContext,
} from '@portal/shared';
import { afterEach, describe, expect, it } from 'vitest';
import type { CatalogueDatabase } from '../db/catalogue.ts';
import { createProductIndexHost, type ProductIndexHost } from './index-host.ts';
import { storePage, testCatalogue, testProduct } from './testing/catalogue.ts';

const CTX: ProductQueryContext = { today: '2025-06-01', locations: ['US', 'EU'] };
const FOOTWEAR: FilterState = { module: 'Footwear', parameters: [] };
const MENS: FilterState = {
  module: 'Footwear',
  parameters: [{ module: 'Footwear', group: 'gender', key: 'gender', value: 'Mens' }],
};

const day = (n: number) => new Date(Date.UTC(2025, 0, 1 + n)).toISOString();
const catalogueOf = (n: number): Product[] =>
  Array.from({ length: n }, (_, i) =>
    testProduct({
      style: `S${1000 + i}`,
      color: i % 2 ? 'BLK' : 'WHT',
      productType: i % 5 === 0 ? 'Apparel' : 'Footwear',
      name: `Runner ${i}`,
      gender: i % 3 === 0 ? 'Mens' : 'Womens',
      createdDate: day(i),
      locations: [{ code: i % 4 === 0 ? 'EU' : 'US', lineStatus: i % 7 === 0 ? 'D' : 'A' }],
    }),
  );

/** What the list should show: the shared reference predicate and sort over these products. */
function expected(products: readonly Product[], state: FilterState, limit = 1000): string[] {
  return products
    .filter((p) => productMatches(p, state, CTX))
    .sort(compareProducts('newest'))
    .slice(0, limit)
    .map((p) => p.id);
}

let open: { host: ProductIndexHost; db: CatalogueDatabase }[] = [];
afterEach(async () => {
  for (const { host, db } of open) {
    host.close();
    db.close();
  }
  open = [];
});

async function hostOn(products: readonly Product[], options = { chunk: 7 }) {
  const db = testCatalogue();
  await storePage(db, { put: products });
  const host = createProductIndexHost(db, { ...options, batchMs: 5 });
  open.push({ host, db });
  return { db, host };
}

const page = (host: ProductIndexHost, state: FilterState, limit = 1000) =>
  host.query({ state, sort: 'newest', ctx: CTX, offset: 0, limit });

describe('[000 §2 product library] the device index', () => {
  it('[000 §2 product library] is built from the stored catalogue in chunks and answers a page in the sort’s order with its total', async () => {
    const products = catalogueOf(40);
    const { host } = await hostOn(products);
    expect(host.status().ready).toBe(false);
    await host.built;
    expect(host.status()).toMatchObject({ ready: true, size: 40, error: null });
    expect(host.status().locationCodes).toEqual(['EU', 'US']);
    const all = await page(host, FOOTWEAR);
    expect(all.ids).toEqual(expected(products, FOOTWEAR));
    expect(all.total).toBe(expected(products, FOOTWEAR).length);
    expect(all.complete).toBe(true);
    const first = await page(host, MENS, 3);
    expect(first.ids).toEqual(expected(products, MENS, 3));
    expect(first.total).toBe(expected(products, MENS).length);
  });

  it('[000 §2 product library] a page the sync stores updates the index: a changed product moves, a new one appears', async () => {
    const products = catalogueOf(20);
    const { db, host } = await hostOn(products);
    await host.built;
    const before = host.status().version;
    const target = products.find((p) => p.productType === 'Footwear' && p.gender === 'Womens')!;
    const changed = testProduct({ ...target, gender: 'Mens', createdDate: day(500) });
    const added = testProduct({
      style: 'S9999',
      color: 'RED',
      gender: 'Mens',
      createdDate: day(400),
    });
    await storePage(db, { put: [changed, added] });
    await host.settled();
    const now = products.map((p) => (p.id === changed.id ? changed : p)).concat(added);
    expect((await page(host, MENS)).ids).toEqual(expected(now, MENS));
    expect((await page(host, MENS)).ids.slice(0, 2)).toEqual([changed.id, added.id]);
    expect(host.status().size).toBe(21);
    expect(host.status().version).toBeGreaterThan(before);
  });

  it('[000 §2 product library] a tombstone the sync stores removes the product from the index', async () => {
    const products = catalogueOf(20);
    const { db, host } = await hostOn(products);
    await host.built;
    const gone = expected(products, FOOTWEAR)[0]!;
    await storePage(db, { deleted: [gone] });
    await host.settled();
    const after = await page(host, FOOTWEAR);
    expect(after.ids).not.toContain(gone);
    expect(after.ids).toEqual(
      expected(
        products.filter((p) => p.id !== gone),
        FOOTWEAR,
      ),
    );
    expect(host.status().size).toBe(19);
  });

  it('[000 §2 product library] pages stored while the index is built are in it once it is built', async () => {
    const products = catalogueOf(30);
    const { db, host } = await hostOn(products, { chunk: 4 });
    const late = testProduct({
      style: 'S8888',
      color: 'NVY',
      gender: 'Mens',
      createdDate: day(900),
    });
    const removed = products[3]!.id;
    await storePage(db, { put: [late], deleted: [removed] });
    await host.settled();
    const now = products.filter((p) => p.id !== removed).concat(late);
    expect((await page(host, MENS)).ids).toEqual(expected(now, MENS));
    expect(host.status().size).toBe(30);
  });

  it('[000 §2 product library] a cleared catalogue (a new catalogue version) rebuilds the index', async () => {
    const products = catalogueOf(12);
    const { db, host } = await hostOn(products);
    await host.built;
    await db.products.clear();
    await host.settled();
    expect(host.status().size).toBe(0);
    expect((await page(host, FOOTWEAR)).total).toBe(0);
  });

  it('[000 §2 product library] writes to another catalogue are not this index’s', async () => {
    const products = catalogueOf(10);
    const { host } = await hostOn(products);
    await host.built;
    const version = host.status().version;
    const other = testCatalogue();
    await storePage(other, { put: [testProduct({ style: 'S7777', color: 'BLK' })] });
    other.close();
    await host.settled();
    expect(host.status().version).toBe(version);
    expect(host.status().size).toBe(10);
  });
});

// POST /products/fetch over HTTP on the seeded demo catalogue (spec 000 §7 "Options and
// products"): every filter of the product bar (each module's selects with a value from the
// data, every preset choice, size, price span on cost and retail, Style/Color IDs with and
// without the suffix toggle, keyword with its toggles, POP name, Location and Status, a
// combination of three) finds what the shared predicate finds over the products the same user
// pulls, and narrows the result; the three sorts, paging and the total; the fetch by list
// sorted by style at a location (Europe → EU, else US).
import {
  DATE_PRESET_OPTIONS,
  PRODUCT_FILTER_BAR,
  PRODUCT_SELECT_FIELDS,
  PRODUCT_TYPES,
  addParameter,
  compareProducts,
  enabledFilters,
  productMatches,
  type FilterState,
  type Product,
  type ProductQueryContext,
  type ProductSort,
  type ProductType,
} from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, type TestServer } from '../../sync-server/src/test/harness.ts';
import {
  TODAY,
  fetchAll,
  fetchProducts,
  ids,
  pulledProducts,
  seededServer,
  signIn,
} from './rest-products-fixture.ts';
import type { DeviceSession } from './support/session.ts';

type Filter = Record<string, string | string[]>;
interface Case {
  readonly title: string;
  readonly productType: ProductType;
  readonly filter: Filter;
  /** Finds nothing by rule (a location the user may not see). */
  readonly empty?: boolean;
}

function stateOf(productType: ProductType, filter: Filter): FilterState {
  let state: FilterState = { module: productType, parameters: [] };
  for (const [key, values] of Object.entries(filter))
    for (const value of [values].flat())
      state = addParameter(PRODUCT_FILTER_BAR, state, key, value).state;
  return state;
}

/** A value of the key that some but not all products of the type have (the middle one). */
function middleValue(products: readonly Product[], key: string): string | undefined {
  const read = PRODUCT_SELECT_FIELDS[key]!;
  const counts = new Map<string, number>();
  for (const p of products) for (const v of read(p)) counts.set(v, (counts.get(v) ?? 0) + 1);
  const sorted = [...counts].filter(([, n]) => n < products.length).sort((a, b) => b[1] - a[1]);
  return sorted[Math.floor(sorted.length / 2)]?.[0];
}

/** The cases: generated from the data the user pulled, so every value exists. */
function casesFor(products: readonly Product[], locations: readonly string[]): Case[] {
  const out: Case[] = [];
  for (const productType of PRODUCT_TYPES) {
    const ofType = products.filter((p) => p.productType === productType);
    const keys = enabledFilters(PRODUCT_FILTER_BAR, { module: productType }).map((l) => l.filter);
    for (const filter of keys) {
      if (filter.kind === 'select' && Object.hasOwn(PRODUCT_SELECT_FIELDS, filter.key)) {
        const value = middleValue(ofType, filter.key);
        if (value !== undefined)
          out.push({
            title: `${filter.key}=${value}`,
            productType,
            filter: { [filter.key]: value },
          });
      }
      if (filter.kind === 'datePreset')
        for (const option of DATE_PRESET_OPTIONS[filter.preset])
          out.push({
            title: `${filter.key}=${option.value}`,
            productType,
            filter: { [filter.key]: option.value },
          });
    }
    const sample = ofType.filter((_, i) => i % 7 === 0).slice(0, 40);
    out.push(
      { title: 'price on cost', productType, filter: { price: '20..60' } },
      { title: 'price on retail', productType, filter: { priceBasis: 'retail', price: '..80' } },
      { title: 'ids paste', productType, filter: { ids: ids(sample).join(',') } },
      {
        title: 'styles with the suffix toggle',
        productType,
        filter: { ids: sample.map((p) => p.style.slice(-3)).join('\n'), styleSuffixOnly: 'true' },
      },
      { title: 'status R', productType, filter: { status: 'R' } },
      { title: 'status D (outside ALL)', productType, filter: { status: 'D' } },
    );
    if (productType !== 'POP') {
      for (const code of locations)
        out.push({ title: `location ${code}`, productType, filter: { location: code } });
      out.push(
        { title: 'location US, status A', productType, filter: { location: 'US', status: 'A' } },
        // A location outside the user's gives nothing (their pull holds none of its rows).
        { title: 'location ZZ', productType, filter: { location: 'ZZ' }, empty: true },
      );
    }
  }
  out.push(
    { title: 'size 9H', productType: 'Footwear', filter: { size: '9h' } },
    { title: 'size M', productType: 'Apparel', filter: { size: 'M' } },
    { title: 'keyword', productType: 'Footwear', filter: { keyword: 'trail' } },
    {
      title: 'keyword with outsole and upper',
      productType: 'Footwear',
      filter: { keyword: 'rubber', keywordOutsole: 'true', keywordUpper: 'true' },
    },
    { title: 'POP name', productType: 'POP', filter: { name: 'display' } },
    { title: 'POP category ALL', productType: 'POP', filter: { popCategory: 'ALL' } },
    {
      title: 'three filters together',
      productType: 'Footwear',
      filter: { gender: 'Womens', firstAvail: 'next6Months', price: '10..90' },
    },
  );
  return out;
}

describe.each(DATABASE_KINDS)('POST /products/fetch on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await seededServer(kind);
  });
  afterAll(() => server?.close());

  describe.each([['admin'], ['products-viewer']] as const)('as %s', (local) => {
    let session: DeviceSession;
    let products: Product[];
    let ctx: ProductQueryContext;
    beforeAll(async () => {
      session = await signIn(server, local);
      products = await pulledProducts(session);
      const codes = [...new Set(products.flatMap((p) => p.locations.map((l) => l.code)))];
      ctx = { today: TODAY, locations: codes.sort() };
    });

    const expected = (productType: ProductType, filter: Filter, sort: ProductSort = 'newest') => {
      const state = stateOf(productType, filter);
      return ids(products.filter((p) => productMatches(p, state, ctx)).sort(compareProducts(sort)));
    };

    it('[000 §2 product filter bar] every filter finds what the shared predicate finds, and narrows', async () => {
      const cases = casesFor(products, ctx.locations);
      expect(cases.length).toBeGreaterThan(60);
      const unfiltered = new Map<ProductType, number>();
      for (const productType of PRODUCT_TYPES)
        unfiltered.set(productType, expected(productType, {}).length);
      for (const c of cases) {
        const want = expected(c.productType, c.filter);
        const got = await fetchAll(session, {
          productType: c.productType,
          filter: c.filter,
          today: TODAY,
        });
        expect(ids(got), `${c.productType} ${c.title}`).toEqual(want);
        // Every filter finds something and leaves something out. Location and Status change
        // which rows count (a chosen location takes any line status, D lies outside ALL's
        // A, R, O), so they are not compared with the default.
        if (c.filter.popCategory === 'ALL') continue;
        if (c.empty) {
          expect(want, c.title).toEqual([]);
          continue;
        }
        expect(want.length, `${c.productType} ${c.title} finds`).toBeGreaterThan(0);
        if (!('status' in c.filter) && !('location' in c.filter))
          expect(want.length, `${c.productType} ${c.title} narrows`).toBeLessThan(
            unfiltered.get(c.productType)!,
          );
      }
    });

    it('[000 §2 sort options] Newest (default), Name and Style page by page with the total', async () => {
      for (const sort of ['newest', 'name', 'style'] as const) {
        const want = expected('Apparel', {}, sort);
        const body = {
          productType: 'Apparel' as const,
          today: TODAY,
          _options: {
            limit: 25,
            skip: 50,
            ...(sort === 'newest'
              ? {}
              : { sort: sort === 'name' ? { name: 1 as const } : { style: 1 as const } }),
          },
        };
        const page = await fetchProducts(session, body);
        expect(page.totalCount).toBe(want.length);
        expect(ids(page.data), sort).toEqual(want.slice(50, 75));
      }
      const newest = await fetchProducts(session, {
        productType: 'Apparel',
        today: TODAY,
        _options: { sort: { createdDate: -1 }, limit: 10 },
      });
      expect(ids(newest.data)).toEqual(expected('Apparel', {}).slice(0, 10));
    });

    it('[000 §7 product paged fetch] locations.code and locations.lineStatus are Location and Status', async () => {
      const all = await fetchAll(session, {
        productType: 'Footwear',
        today: TODAY,
        'locations.code': 'ALL',
        'locations.lineStatus': ['O', 'A', 'R'],
      });
      expect(ids(all)).toEqual(expected('Footwear', {}));
      const us = await fetchAll(session, {
        productType: 'Footwear',
        today: TODAY,
        'locations.code': 'us',
        'locations.lineStatus': 'R',
      });
      expect(ids(us)).toEqual(expected('Footwear', { location: 'US', status: 'R' }));
      expect(us.length).toBeGreaterThan(0);
    });

    it('[000 §7 product fetch by list] $or of style/colour sorted by style, at EU for Europe else US', async () => {
      const listed = [...products]
        .filter((_, i) => i % 9 === 0)
        .slice(0, 60)
        .reverse();
      const $or = [...listed.map((p) => ({ style: p.style, color: p.color.toLowerCase() }))];
      $or.push({ style: '999999', color: 'XXX' });
      const at = (code: string) =>
        [...listed]
          .filter((p) => p.locations.some((l) => l.code === code))
          .sort((a, b) => (a.id < b.id ? -1 : 1))
          .map((p) => p.id);
      const us = await fetchProducts(session, { $or, _options: { limit: 1000 } });
      expect(ids(us.data)).toEqual(at('US'));
      expect(us.totalCount).toBe(at('US').length);
      const europe = await fetchProducts(session, { $or, region: 'Europe', action: 'replace' });
      expect(ids(europe.data)).toEqual(at('EU'));
      const internal = await fetchProducts(session, {
        $or,
        _options: { region: 'Europe', carryoverDate: TODAY, skip: 1, limit: 2 },
      });
      expect(ids(internal.data)).toEqual(at('EU').slice(1, 3));
      const footwear = await fetchProducts(session, { $or, productType: 'Footwear' });
      expect(
        footwear.data.every(
          (p) => p.productType === 'Footwear' && listed.some((l) => l.id === p.id),
        ),
      ).toBe(true);
    });
  });

  it('[000 §7 product paged fetch] a user without catalogue rights gets nothing, as their pull', async () => {
    const session = await signIn(server, 'nobody');
    expect(await pulledProducts(session)).toEqual([]);
    const page = await fetchProducts(session, { productType: 'Footwear' });
    expect(page).toEqual({ totalCount: 0, data: [] });
  });
});

// The product calls besides the paged fetch, over HTTP on the seeded demo catalogue: the style
// and colour autocomplete (spec 000 §7, §9: limit 10, default POP colours AST), the product
// filter options with counts (POST /options/data/Product, faceted as the device counts them),
// POST /products/validate (spec 000 §5 import rules, §8 messages), GET /photos/data streamed
// (000 §9: publishes at 100, every 500, the total) and POST /stats (000 §7 Statistics).
import {
  PRODUCT_FILTER_BAR,
  addParameter,
  compareProducts,
  productMatches,
  removeFilter,
  type FilterState,
  type PhotoPublish,
  type Product,
  type ProductOptionsAnswer,
  type ProductValidationAnswer,
} from '@portal/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statEvents } from '../../sync-server/src/db/schema/index.ts';
import { DATABASE_KINDS, type TestServer } from '../../sync-server/src/test/harness.ts';
import {
  TODAY,
  fetchAll,
  ids,
  pulledProducts,
  seededServer,
  signIn,
} from './rest-products-fixture.ts';
import { call } from './support/rest.ts';
import type { DeviceSession } from './support/session.ts';

interface Suggestions<T> {
  data: T[];
}

describe.each(DATABASE_KINDS)('product lookups on %s', (kind) => {
  let server: TestServer;
  let admin: DeviceSession;
  let viewer: DeviceSession;
  let products: Product[];
  beforeAll(async () => {
    server = await seededServer(kind);
    admin = await signIn(server, 'admin');
    viewer = await signIn(server, 'products-viewer');
    products = await pulledProducts(admin);
  });
  afterAll(() => server?.close());

  it('[000 §7 autocomplete] styles starting with the text, 10 at most, POP colours AST by default', async () => {
    const footwear = products.filter((p) => p.productType === 'Footwear');
    const prefix = footwear[0]!.style.slice(0, 3);
    const res = await call<Suggestions<{ style: string; colors: string[] }>>(
      admin,
      'POST',
      `/products/autocomplete/styles/${prefix}`,
    );
    expect(res.status).toBe(200);
    const styles = [
      ...new Set(products.filter((p) => p.style.startsWith(prefix)).map((p) => p.style)),
    ]
      .sort()
      .slice(0, 10);
    expect(res.body.data.map((s) => s.style)).toEqual(styles);
    const first = res.body.data[0]!;
    expect(first.colors).toEqual(
      products
        .filter((p) => p.style === first.style)
        .map((p) => p.color)
        .sort(),
    );

    const pop = products.filter((p) => p.productType === 'POP');
    const popStyle = pop.find(
      (p) => p.color !== 'AST' && pop.some((q) => q.style === p.style && q.color === 'AST'),
    );
    expect(popStyle).toBeDefined();
    const colorsOf = async (path: string) =>
      (
        await call<Suggestions<{ color: string }>>(admin, 'POST', path, { productType: 'POP' })
      ).body.data.map((s) => s.color);
    expect(await colorsOf(`/products/autocomplete/colors/${popStyle!.style}`)).toEqual(['AST']);
    const all = pop
      .filter((p) => p.style === popStyle!.style)
      .map((p) => p.color)
      .sort();
    expect(
      await colorsOf(`/products/autocomplete/colors/${popStyle!.style}/${all.join(',')}`),
    ).toEqual(all);

    const multi = footwear.find((p) => footwear.filter((q) => q.style === p.style).length > 2)!;
    const colors = footwear
      .filter((p) => p.style === multi.style)
      .map((p) => p.color)
      .sort();
    expect(await colorsOf(`/products/autocomplete/colors/${multi.style}`)).toEqual([]);
    const res2 = await call<Suggestions<{ id: string; color: string }>>(
      admin,
      'POST',
      `/products/autocomplete/colors/${multi.style}_${colors[1]![0]}`,
    );
    expect(res2.body.data.map((s) => s.color)).toEqual(
      colors.filter((c) => c.startsWith(colors[1]![0]!)),
    );
    const eu = await call<Suggestions<{ id: string }>>(
      viewer,
      'POST',
      `/products/autocomplete/colors/${multi.style}`,
      { 'locations.code': 'EU' },
    );
    // The viewer sees US rows only: nothing at EU.
    expect(eu.body.data).toEqual([]);
  });

  it('[000 §7 options] product filter options count what each value would give (faceted)', async () => {
    let state: FilterState = { module: 'Footwear', parameters: [] };
    state = addParameter(PRODUCT_FILTER_BAR, state, 'gender', 'Womens').state;
    state = addParameter(PRODUCT_FILTER_BAR, state, 'division', 'ACT').state;
    const res = await call<ProductOptionsAnswer>(admin, 'POST', '/options/data/Product', {
      productType: 'Footwear',
      filter: { gender: 'Womens', division: 'ACT' },
      today: TODAY,
      keys: ['division', 'gender', 'features', 'type', 'color2'],
    });
    expect(res.status).toBe(200);
    const ctx = {
      today: TODAY,
      locations: [...new Set(products.flatMap((p) => p.locations.map((l) => l.code)))].sort(),
    };
    for (const key of ['division', 'gender', 'features', 'type', 'color2']) {
      const options = res.body.data[key]!;
      expect(options.length, key).toBeGreaterThan(1);
      for (const { value, count } of options) {
        const own = removeFilter(PRODUCT_FILTER_BAR, state, key).state;
        const withValue = addParameter(PRODUCT_FILTER_BAR, own, key, value).state;
        expect(count, `${key}=${value}`).toBe(
          products.filter((p) => productMatches(p, withValue, ctx)).length,
        );
      }
    }
    const internal = await call<ProductOptionsAnswer>(
      admin,
      'POST',
      '/options/data/Product/internal',
      {
        productType: 'POP',
        keys: ['popType'],
      },
    );
    expect(internal.status).toBe(200);
    expect(Object.keys(internal.body.data)).toEqual(['popType']);
    const other = await call(admin, 'POST', '/options/data/Product', {
      productType: 'POP',
      keys: ['shape'],
    });
    expect(other.status).toBe(400);
  });

  it('[000 §5 product validation] not found, duplicate, product type, not allowed, location', async () => {
    const empty = await call<ProductValidationAnswer>(viewer, 'POST', '/products/validate', {
      products: [],
    });
    expect(empty.body).toEqual({ message: 'Success', data: [] });

    const viewerSees = await pulledProducts(viewer);
    const territory = (p: Product) => (p.territories ?? []).includes('US-WEST');
    const allowed = viewerSees.find((p) => p.productType === 'Footwear' && territory(p))!;
    const notAllowed = viewerSees.find((p) => p.productType === 'Footwear' && !territory(p))!;
    const apparel = viewerSees.find((p) => p.productType === 'Apparel' && territory(p))!;
    const res = await call<ProductValidationAnswer>(viewer, 'POST', '/products/validate', {
      productType: 'Footwear',
      region: 'Domestic',
      products: [
        { style: allowed.style, color: allowed.color },
        { style: '999999', color: 'ZZZ' },
        { style: notAllowed.style, color: notAllowed.color },
        { style: apparel.style, color: apparel.color },
        { style: allowed.style, color: allowed.color.toLowerCase(), rowNumber: 40 },
        { style: allowed.style },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Failed');
    const types = res.body.data.map((r) => r.errors.map((e) => e.errorType));
    expect(types).toEqual([
      ['duplicate'],
      ['notFound'],
      ['notAllowed'],
      ['productType'],
      ['duplicate'],
      ['stylecolor'],
    ]);
    expect(res.body.data[4]!.rowNumber).toBe(40);
    expect(res.body.data[1]!.errors[0]!.message).toBe('Style/Color Not Found');

    // Europe: the viewer has no EU rows, so every product is "not in your location".
    const europe = await call<ProductValidationAnswer>(viewer, 'POST', '/products/validate', {
      region: 'Europe',
      products: [{ style: allowed.style, color: allowed.color }],
    });
    expect(europe.body.data[0]!.errors.map((e) => e.message)).toContain(
      'This product is not available in your location',
    );
    const ok = await call<ProductValidationAnswer>(admin, 'POST', '/products/validate', {
      productType: 'Footwear',
      locationCode: 'US',
      products: [{ style: notAllowed.style, color: notAllowed.color }],
    });
    expect(ok.body).toEqual({
      message: 'Success',
      data: [{ rowNumber: 1, style: notAllowed.style, color: notAllowed.color, errors: [] }],
    });
  });

  it('[000 §9 streamed results] GET /photos/data publishes at 100, every 500 and at the total', async () => {
    const read = async (query: string) => {
      const res = await admin.fetch(`${server.url}/api/photos/data?${query}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/application\/x-ndjson/);
      const text = await res.text();
      return text
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as PhotoPublish);
    };
    const lines = await read(`productType=Footwear&today=${TODAY}`);
    const fetched = await fetchAll(admin, { productType: 'Footwear', today: TODAY });
    const total = fetched.length;
    expect(total).toBeGreaterThan(500);
    const points = [
      100,
      ...Array.from({ length: Math.floor(total / 500) }, (_, i) => (i + 1) * 500),
    ];
    if (points.at(-1) !== total) points.push(total);
    expect(lines.map((l) => l.loaded)).toEqual(points);
    expect(lines.every((l) => l.totalCount === total)).toBe(true);
    expect(lines.flatMap((l) => l.data.map((r) => r._id))).toEqual(ids(fetched));
    expect(lines[0]!.data[0]).toMatchObject({ style: fetched[0]!.style, image: fetched[0]!.image });

    const few = await read('productType=Apparel&gender=Womens&division=APP&sort=style');
    expect(few).toHaveLength(1);
    const apparel = products
      .filter((p) => p.productType === 'Apparel' && p.gender === 'Womens' && p.division === 'APP')
      .filter((p) => p.locations.some((l) => ['A', 'R', 'O'].includes(l.lineStatus ?? '')))
      .sort(compareProducts('style'));
    expect(few[0]!.data.map((r) => r._id)).toEqual(ids(apparel));
    expect(await read('productType=POP&ids=000000_NONE')).toEqual([
      { totalCount: 0, loaded: 0, data: [] },
    ]);
    const bad = await admin.fetch(`${server.url}/api/photos/data?productType=POP&shape=Round`);
    expect(bad.status).toBe(400);
  });

  it('[000 §7 statistics] POST /stats records the event for the user', async () => {
    const res = await call<{ data: { id: string; action: string } }>(viewer, 'POST', '/stats', {
      action: 'search',
      modelType: 'Product',
      data: { productType: 'Footwear', filter: { gender: 'Womens' } },
    });
    expect(res.status).toBe(201);
    const [row] = await server.handle.db
      .select()
      .from(statEvents)
      .where(and(eq(statEvents.id, res.body.data.id), eq(statEvents.action, 'search')));
    expect(row).toMatchObject({
      modelType: 'Product',
      userCode: 'DEMO-PRODUCTS-VIEWER',
      data: { productType: 'Footwear', filter: { gender: 'Womens' } },
    });
    for (const body of [
      { action: 'launch', modelType: 'Product' },
      { action: 'search' },
      { action: 'search', modelType: 'Product', data: { text: 'a\u0000b' } },
      { action: 'search', modelType: 'Product', data: [1, 2] },
    ]) {
      const bad = await call<{ error: { code: string } }>(viewer, 'POST', '/stats', body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(bad.body.error.code).toBe('invalid_request');
    }
  });
});

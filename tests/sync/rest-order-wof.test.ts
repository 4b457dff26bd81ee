// The wholesale style and rep lookups of spec 001 §7 over HTTP on the seeded demo data: the style
// autocomplete (styles starting with the text, orderable at the customer's location, at most
// 20), the style with its colours, prices and sizes ("answer has colors"; none at the location:
// an empty list, §5), and the rep check against the demo `reps` option, which every demo
// wholesale order passes. Each as the caller sees the catalogue (the rep's pull holds US rows
// only), 401/403 by the permission table (wofaccess), 400/404/422 as JSON. Decision 0063.
import type { Product } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, type TestServer } from '../../sync-server/src/test/harness.ts';
import { WHOLESALE } from './rest-orders-fixture.ts';
import { pulledProducts, seededServer, signIn } from './rest-products-fixture.ts';
import { call, type ErrorAnswer } from './support/rest.ts';
import type { DeviceSession } from './support/session.ts';

interface Suggestion {
  style: string;
  name: string;
  productType: string;
  division?: string;
  colors: string[];
}
interface StyleColor {
  id: string;
  color: string;
  lineStatus?: string;
  unitPrice?: number;
  prices?: Record<string, Record<string, number>>;
  sizes: string[];
}
interface WofStyle {
  style: string;
  name: string;
  locationCode: string;
  currency: { currencyCode: string; decimalPlaces: number; currencySymbol: string };
  colors: StyleColor[];
}
interface Rep {
  repNumber: string;
  name: string;
  region?: string;
  customers: string[];
  active: boolean;
}

// Demo customers (sync-server/src/seed/customers.ts): C-1001..3 Domestic (USD), C-1004..6
// Europe (EUR), C-1007..8 Canada (CAD).
const DOMESTIC = 'C-1001';
const CANADA = 'C-1007';
const autocomplete = (region: string, customer: string, style: string, origin = 'SR') =>
  `/orders/wof/style/autocomplete/${region}/${origin}/${customer}/${style}`;

/** The spec's orderable rows (001 §9): domestic footwear and POP line status A, else A, R, O. */
const orderable = (p: Product, code: string, region: string) => {
  const row = p.locations.find((l) => l.code === code);
  const activeOnly =
    p.productType === 'POP' || (region === 'Domestic' && p.productType === 'Footwear');
  return row && (activeOnly ? ['A'] : ['A', 'R', 'O']).includes(row.lineStatus ?? '')
    ? row
    : undefined;
};

/** Styles starting with the prefix and their orderable colours, in id order. */
function expectedStyles(
  products: readonly Product[],
  prefix: string,
  code: string,
  region: string,
) {
  const styles = new Map<string, string[]>();
  for (const p of [...products].sort((a, b) => (a.id < b.id ? -1 : 1)))
    if (p.style.startsWith(prefix) && orderable(p, code, region))
      styles.set(p.style, [...(styles.get(p.style) ?? []), p.color]);
  return [...styles];
}

describe.each(DATABASE_KINDS)('wholesale style and rep lookups on %s', (kind) => {
  let server: TestServer;
  let rep: DeviceSession;
  let admin: DeviceSession;
  let noFlag: DeviceSession;
  let repProducts: Product[];
  let allProducts: Product[];
  beforeAll(async () => {
    server = await seededServer(kind);
    rep = await signIn(server, 'wholesale-rep');
    admin = await signIn(server, 'admin');
    noFlag = await signIn(server, 'wholesale-no-flag');
    repProducts = await pulledProducts(rep);
    allProducts = await pulledProducts(admin);
  });
  afterAll(() => server?.close());

  it('[001 §7 wof style] autocomplete: styles starting with the text, orderable at the customer location, at most 20', async () => {
    // A prefix with more than 20 matching styles, and a longer one with fewer.
    const prefix = repProducts[0]!.style.slice(0, 2);
    const expected = expectedStyles(repProducts, prefix, 'US', 'Domestic');
    expect(expected.length).toBeGreaterThan(20);
    const res = await call<{ data: Suggestion[] }>(
      rep,
      'GET',
      autocomplete('Domestic', DOMESTIC, prefix),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.map((s) => [s.style, s.colors])).toEqual(expected.slice(0, 20));
    const first = res.body.data[0]!;
    const product = repProducts.find((p) => p.style === first.style)!;
    expect(first).toMatchObject({
      name: product.name,
      productType: product.productType,
      division: product.division,
    });

    const narrow = expected[0]![0].slice(0, 5);
    const few = await call<{ data: Suggestion[] }>(
      rep,
      'GET',
      autocomplete('domestic', 'c-1001', narrow),
    );
    expect(few.body.data.map((s) => s.style)).toEqual(
      expectedStyles(repProducts, narrow, 'US', 'Domestic').map(([style]) => style),
    );
    const none = await call<{ data: Suggestion[] }>(
      rep,
      'GET',
      autocomplete('Domestic', DOMESTIC, 'ZZZ'),
    );
    expect(none.body.data).toEqual([]);
  });

  it('[001 §7 wof style] autocomplete at the currency location of the customer, as the caller sees the catalogue', async () => {
    const prefix = allProducts[0]!.style.slice(0, 2);
    const canada = await call<{ data: Suggestion[] }>(
      admin,
      'GET',
      autocomplete('Canada', CANADA, prefix),
    );
    expect(canada.status).toBe(200);
    expect(canada.body.data.map((s) => [s.style, s.colors])).toEqual(
      expectedStyles(allProducts, prefix, 'CA', 'Canada').slice(0, 20),
    );
    expect(canada.body.data.length).toBeGreaterThan(0);
    // The rep's pull holds no CA rows (US territory only): nothing is orderable for them there.
    const repView = await call<{ data: Suggestion[] }>(
      rep,
      'GET',
      autocomplete('Canada', CANADA, prefix),
    );
    expect(repView.body.data).toEqual([]);
  });

  it('[001 §7 wof style] autocomplete: unknown customer or one of another region 404, malformed parts 400, 403 without wofaccess', async () => {
    const unknown = await call<ErrorAnswer>(rep, 'GET', autocomplete('Domestic', 'C-9999', '10'));
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toMatchObject({
      code: 'not_found',
      message: 'No customer C-9999 in Domestic',
    });
    const elsewhere = await call<ErrorAnswer>(rep, 'GET', autocomplete('Europe', DOMESTIC, '10'));
    expect(elsewhere.status).toBe(404);
    const underscore = await call<ErrorAnswer>(
      rep,
      'GET',
      autocomplete('Domestic', DOMESTIC, '10_BLK'),
    );
    expect(underscore.status).toBe(400);
    expect(underscore.body.error.code).toBe('invalid_request');
    const blank = await call<ErrorAnswer>(rep, 'GET', autocomplete('Domestic', DOMESTIC, '%20'));
    expect(blank.status).toBe(400);
    const refused = await call<ErrorAnswer>(
      noFlag,
      'GET',
      autocomplete('Domestic', DOMESTIC, '10'),
    );
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('forbidden');
  });

  it('[001 §7 wof style] the style answers its colours with the price in the customer currency and the sizes stocked', async () => {
    const [style, colors] = expectedStyles(repProducts, '', 'US', 'Domestic')[0]!;
    const res = await call<{ data: WofStyle }>(rep, 'POST', '/orders/wof/style', {
      style: style.toLowerCase(),
      region: 'Domestic',
      customer: DOMESTIC,
      origin: 'SR',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      style,
      locationCode: 'US',
      currency: { currencyCode: 'USD', decimalPlaces: 2, currencySymbol: '$' },
    });
    expect(res.body.data.colors.map((c) => c.color)).toEqual(colors);
    for (const color of res.body.data.colors) {
      const row = repProducts
        .find((p) => p.id === color.id)!
        .locations.find((l) => l.code === 'US')!;
      expect(color).toMatchObject({
        unitPrice: row.wholesalePrice,
        prices: { US: { USD: row.wholesalePrice } },
        lineStatus: row.lineStatus,
        sizes: [...new Set(row.availability.map((a) => a.size))],
      });
    }

    // A Canadian customer: CA rows, CAD (the administrator sees every location).
    const [caStyle] = expectedStyles(allProducts, '', 'CA', 'Canada')[0]!;
    const ca = await call<{ data: WofStyle }>(admin, 'POST', '/orders/wof/style', {
      style: caStyle,
      region: 'Canada',
      customer: CANADA,
    });
    expect(ca.body.data).toMatchObject({ locationCode: 'CA', currency: { currencyCode: 'CAD' } });
    const caColor = ca.body.data.colors[0]!;
    const caRow = allProducts
      .find((p) => p.id === caColor.id)!
      .locations.find((l) => l.code === 'CA')!;
    expect(caColor.prices).toEqual({ CA: { CAD: caRow.wholesalePrice } });
    // Asked in euros without a customer: the EU location, no country to key prices by.
    const eur = await call<{ data: WofStyle }>(admin, 'POST', '/orders/wof/style', {
      style: caStyle,
      region: 'Domestic',
      currency: 'EUR',
    });
    expect(eur.body.data).toMatchObject({ locationCode: 'EU', currency: { currencyCode: 'EUR' } });
    expect(eur.body.data.colors.every((c) => c.prices === undefined)).toBe(true);
  });

  it('[001 §5 wof style] a style without colours at the location answers none; an unknown style, customer or currency 404; bad bodies 400', async () => {
    const usOnly = allProducts.find(
      (p) =>
        !allProducts.some((q) => q.style === p.style && q.locations.some((l) => l.code === 'EU')),
    )!;
    const empty = await call<{ data: WofStyle }>(admin, 'POST', '/orders/wof/style', {
      style: usOnly.style,
      region: 'Europe',
    });
    expect(empty.status).toBe(200);
    expect(empty.body.data).toMatchObject({ style: usOnly.style, locationCode: 'EU', colors: [] });

    const post = (session: DeviceSession, body: unknown) =>
      call<ErrorAnswer>(session, 'POST', '/orders/wof/style', body);
    const unknown = await post(rep, { style: 'NOSUCH1', region: 'Domestic' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toMatchObject({ code: 'not_found', message: 'No style NOSUCH1' });
    expect(
      (await post(rep, { style: usOnly.style, region: 'Domestic', customer: 'C-9' })).status,
    ).toBe(404);
    const currency = await post(admin, {
      style: usOnly.style,
      region: 'Domestic',
      currency: 'XXX',
    });
    expect(currency.body.error.message).toBe('No prices in XXX');
    expect((await post(rep, { style: usOnly.style })).status).toBe(400);
    expect((await post(rep, { style: 'A_B', region: 'Domestic' })).status).toBe(400);
    expect(
      (await post(rep, { style: usOnly.style, region: 'Domestic', currency: 'eur' })).status,
    ).toBe(400);
    const malformed = await post(rep, '{"style":');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.code).toBe('malformed_json');
    expect((await post(noFlag, { style: usOnly.style, region: 'Domestic' })).status).toBe(403);
  });

  it('[001 §7 wof rep] a rep on file, active, serving the customer is accepted; others answer the message the client shows', async () => {
    const check = (body: unknown, session = rep) =>
      call<{ data: { rep: Rep; rep2?: Rep } } & ErrorAnswer>(
        session,
        'POST',
        '/orders/wof/rep',
        body,
      );
    const ok = await check({ repNumber: 'r101', customer: DOMESTIC, region: 'Domestic' });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data.rep).toMatchObject({ repNumber: 'R101', region: 'Domestic', active: true });
    expect(ok.body.data.rep.customers).toContain(DOMESTIC);
    const two = await check({ repNumber: 'R101', repNumber2: 'R900', customer: DOMESTIC });
    expect(two.body.data.rep2).toMatchObject({ repNumber: 'R900', name: 'House Accounts' });

    const refusals: [unknown, number, string, string | RegExp][] = [
      [{ repNumber: 'R999' }, 404, 'not_found', 'Rep number R999 is not on file'],
      [{ repNumber: 'R109' }, 422, 'invalid_rep', /^Rep R109 \(.+\) is no longer active$/],
      [{ repNumber: 'R201', customer: DOMESTIC }, 422, 'invalid_rep', /does not sell in Domestic$/],
      [
        { repNumber: 'R102', customer: DOMESTIC },
        422,
        'invalid_rep',
        /does not serve .+ \(C-1001\)$/,
      ],
      [
        { repNumber: 'R101', repNumber2: 'r101' },
        422,
        'invalid_rep',
        'The second rep number repeats the first',
      ],
      [{ repNumber: 'R101', customer: 'C-9999' }, 404, 'not_found', 'No customer C-9999'],
    ];
    for (const [body, status, code, message] of refusals) {
      const res = await check(body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.error.code).toBe(code);
      expect(res.body.error.message).toMatch(message);
    }
    for (const bad of [
      {},
      { repNumber: 'R-1' },
      { repNumber: '' },
      { repNumber: 'R1', customer: '' },
    ])
      expect((await check(bad)).status, JSON.stringify(bad)).toBe(400);
    expect((await check({ repNumber: 'R101' }, noFlag)).status).toBe(403);
    const anonymous = await fetch(`${server.url}/api/orders/wof/rep`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: '{"repNumber":"R101"}',
    });
    expect(anonymous.status).toBe(401);
  });

  it('[001 §7 wof rep] every demo wholesale order carries a rep the check accepts for its customer', async () => {
    const orders = await call<{ data: { repNumber?: string; customer?: { id: string } }[] }>(
      admin,
      'POST',
      `${WHOLESALE}/query`,
      { _options: { limit: 500 } },
    );
    expect(orders.status).toBe(200);
    const pairs = new Set(
      orders.body.data.filter((o) => o.repNumber).map((o) => `${o.repNumber}|${o.customer!.id}`),
    );
    expect(pairs.size).toBeGreaterThan(3);
    for (const pair of pairs) {
      const [repNumber, customer] = pair.split('|');
      const res = await call(rep, 'POST', '/orders/wof/rep', { repNumber, customer });
      expect(res.status, pair).toBe(200);
    }
  });

  it('[001 §7 wof] the three calls are in the OpenAPI document', async () => {
    const doc = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { operationId: string }>>;
    };
    expect(
      doc.paths['/orders/wof/style/autocomplete/{region}/{origin}/{customer}/{style}']?.get
        ?.operationId,
    ).toBe('autocompleteWholesaleStyles');
    expect(doc.paths['/orders/wof/style']?.post?.operationId).toBe('getWholesaleStyle');
    expect(doc.paths['/orders/wof/rep']?.post?.operationId).toBe('validateWholesaleRep');
  });
});

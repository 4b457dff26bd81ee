// The product calls refuse what they cannot take with a JSON 4xx (never a 5xx): no session
// (401, the permission table), a body that is not JSON (415) or does not parse (400
// malformed_json), and for each call the inputs it cannot read (400 invalid_request naming
// them: an unknown filter for the product type, a value its filter cannot take, two values for
// a single-valued filter, paging past its bounds, an unknown sort, …). And the server's
// catalogue follows the products table: a changed or deleted product shows in the next answers.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../sync-server/src/db/schema/index.ts';
import { FRESHNESS_MS } from '../../sync-server/src/routes/products-catalogue.ts';
import { DATABASE_KINDS, type TestServer } from '../../sync-server/src/test/harness.ts';
import { fetchProducts, seededServer, signIn } from './rest-products-fixture.ts';
import { call, type ErrorAnswer } from './support/rest.ts';
import type { DeviceSession } from './support/session.ts';

type Method = 'GET' | 'POST';

describe.each(DATABASE_KINDS)('product calls and bad input on %s', (kind) => {
  let server: TestServer;
  let session: DeviceSession;
  beforeAll(async () => {
    server = await seededServer(kind, 0.2);
    session = await signIn(server, 'products-viewer');
  });
  afterAll(() => server?.close());

  it('[001 §7 permission table] every product call answers 401 JSON without a session', async () => {
    const calls: [Method, string][] = [
      ['POST', '/api/products/fetch'],
      ['POST', '/api/products/autocomplete/styles/00'],
      ['POST', '/api/products/autocomplete/colors/00/AST'],
      ['POST', '/api/products/validate'],
      ['POST', '/api/options/data/Product'],
      ['POST', '/api/options/data/Product/regular'],
      ['GET', '/api/photos/data'],
      ['POST', '/api/stats'],
    ];
    for (const [method, path] of calls) {
      const res = await fetch(`${server.url}${path}`, {
        method,
        headers: { origin: server.url, 'content-type': 'application/json' },
        ...(method === 'POST' ? { body: '{}' } : {}),
      });
      expect(res.status, path).toBe(401);
      expect(((await res.json()) as ErrorAnswer).error.code).toBe('unauthorized');
    }
  });

  it('[000 §7 product paged fetch] refuses what it cannot read, naming it (400, 413, 415)', async () => {
    const refused: [string, unknown][] = [
      ['unknown product type', { productType: 'Shoes' }],
      [
        'a filter apparel does not have',
        { productType: 'Apparel', filter: { shape: 'Round Toe' } },
      ],
      ['POP has no location', { productType: 'POP', filter: { location: 'US' } }],
      ['an unknown preset choice', { productType: 'Footwear', filter: { dueDate: 'next7' } }],
      ['a price range backwards', { productType: 'Footwear', filter: { price: '50..10' } }],
      ['two genders', { productType: 'Footwear', filter: { gender: ['Mens', 'Womens'] } }],
      [
        'a toggle that is not true',
        { productType: 'Footwear', filter: { styleSuffixOnly: 'yes' } },
      ],
      ['a number as a value', { productType: 'Footwear', filter: { division: 5 } }],
      [
        'statuses other than A, R, O',
        { productType: 'Footwear', 'locations.lineStatus': ['A', 'D'] },
      ],
      [
        'A, R, O with one location',
        {
          productType: 'Footwear',
          'locations.code': 'US',
          'locations.lineStatus': ['A', 'R', 'O'],
        },
      ],
      ['a location code with spaces', { productType: 'Footwear', 'locations.code': 'U S' }],
      ['a page too long', { productType: 'Footwear', _options: { limit: 5000 } }],
      ['a negative skip', { productType: 'Footwear', _options: { skip: -1 } }],
      ['an unknown sort', { productType: 'Footwear', _options: { sort: { price: 1 } } }],
      ['Name descending', { productType: 'Footwear', _options: { sort: { name: -1 } } }],
      ['not a day', { productType: 'Footwear', today: '2026-02-30' }],
      ['an empty $or', { $or: [] }],
      ['a style with a quote', { $or: [{ style: "00'1", color: 'BLK' }] }],
      ['neither shape', { filter: {} }],
      ['a list', [{ productType: 'Footwear' }]],
    ];
    for (const [what, body] of refused) {
      const res = await call<ErrorAnswer>(session, 'POST', '/products/fetch', body);
      expect(res.status, what).toBe(400);
      expect(res.contentType).toMatch(/application\/json/);
      expect(res.body.error.code, what).toBe('invalid_request');
    }
    const named = await call<ErrorAnswer & { error: { issues: { path: string }[] } }>(
      session,
      'POST',
      '/products/fetch',
      { productType: 'Apparel', filter: { shape: 'Round Toe', dueDate: 'soon' } },
    );
    expect(named.body.error.issues.map((i) => i.path)).toEqual(['filter.shape', 'filter.dueDate']);

    const malformed = await call<ErrorAnswer>(
      session,
      'POST',
      '/products/fetch',
      '{"productType":',
    );
    expect([malformed.status, malformed.body.error.code]).toEqual([400, 'malformed_json']);
    const text = await call<ErrorAnswer>(session, 'POST', '/products/fetch', 'x', 'text/plain');
    expect([text.status, text.body.error.code]).toEqual([415, 'unsupported_media_type']);
    const big = await call<ErrorAnswer>(session, 'POST', '/products/fetch', {
      productType: 'Footwear',
      filter: { keyword: 'x'.repeat(1_100_000) },
    });
    expect([big.status, big.body.error.code]).toEqual([413, 'payload_too_large']);
  });

  it('[000 §7 options and products] the other calls refuse bad input with 400 JSON', async () => {
    const refused: [Method, string, unknown][] = [
      ['POST', `/products/autocomplete/styles/${'1'.repeat(65)}`, undefined],
      ['POST', '/products/autocomplete/colors/001/A B', undefined],
      ['POST', '/products/autocomplete/styles/001', { productType: 'Socks' }],
      ['POST', '/products/validate', { products: 'all' }],
      ['POST', '/products/validate', { products: Array.from({ length: 2001 }, () => ({})) }],
      ['POST', '/products/validate', { products: [], mode: 'merge' }],
      ['POST', '/options/data/Product/other', {}],
      ['POST', '/options/data/Product', { productType: 'Footwear', keys: ['popType'] }],
      ['POST', '/options/data/Product', { productType: 'Footwear', filter: { price: 'cheap' } }],
      ['GET', '/photos/data?productType=Hats', undefined],
      ['GET', '/photos/data?sort=price', undefined],
      ['GET', '/photos/data?dueDate=next7', undefined],
      ['GET', '/photos/data?locations.lineStatus=A%20B', undefined],
      ['GET', '/photos/data?__proto__=x', undefined],
    ];
    for (const [method, path, body] of refused) {
      const res = await call<ErrorAnswer>(session, method, path, body);
      expect(res.status, `${method} ${path}`).toBe(400);
      expect(res.body.error.code, path).toBe('invalid_request');
    }
    // An autocomplete without a body is fine: its params are optional.
    const bare = await call(session, 'POST', '/products/autocomplete/styles/00');
    expect(bare.status).toBe(200);
  });

  it('[000 §7 product paged fetch] gzip from parts and plain JSON answer the same page', async () => {
    const body = JSON.stringify({ productType: 'Footwear', _options: { limit: 30, skip: 5 } });
    const answer = async (encoding: string) => {
      const res = await session.fetch(`${server.url}/api/products/fetch`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-encoding': encoding },
        body,
      });
      expect(res.status).toBe(200);
      return { encoding: res.headers.get('content-encoding'), json: await res.json() };
    };
    const gzip = await answer('gzip');
    const plain = await answer('identity');
    expect([gzip.encoding, plain.encoding]).toEqual(['gzip', null]);
    expect(gzip.json).toEqual(plain.json);
    expect((plain.json as { data: [{ data: unknown[] }] }).data[0].data).toHaveLength(30);
  });

  it('[000 §7 product paged fetch] a changed or deleted product shows in the next answers', async () => {
    const first = await fetchProducts(session, { productType: 'Footwear', _options: { limit: 1 } });
    const product = first.data[0]!;
    await server.handle.db
      .update(products)
      .set({ name: 'Renamed On The Server' })
      .where(eq(products.id, product.id));
    const seen = async (want: (p: { id: string; name?: unknown } | undefined) => boolean) => {
      const deadline = Date.now() + 10 * FRESHNESS_MS + 2_000;
      for (;;) {
        const page = await fetchProducts(session, {
          $or: [{ style: String(product.style), color: String(product.color) }],
        });
        if (want(page.data[0])) return;
        if (Date.now() > deadline) throw new Error('the change never showed');
        await new Promise((r) => setTimeout(r, FRESHNESS_MS / 2));
      }
    };
    await seen((p) => p?.name === 'Renamed On The Server');
    await server.handle.db
      .update(products)
      .set({ deleted: true })
      .where(eq(products.id, product.id));
    await seen((p) => p === undefined);
    const after = await fetchProducts(session, { productType: 'Footwear', _options: { limit: 1 } });
    expect(after.totalCount).toBe(first.totalCount - 1);
    expect(after.data[0]?.id).not.toBe(product.id);
  });
});

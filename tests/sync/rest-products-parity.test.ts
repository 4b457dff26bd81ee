// A user's REST product fetch holds what the same user's sync pull holds (spec 000 §7; the
// catalogue policy's visibility and location projection reused, decision 0037): demo users of
// several locations pull the catalogue with the real pull endpoint, then fetch it over REST
// page by page. Per location the user has, every product with a row there comes back, the
// same document as pulled (same location rows, same prices in minor units), REST adding `_id`
// and leaving out `_deleted`; Location ALL gives exactly the pulled products with an A, R or O
// row; a user without catalogue rights gets nothing from either.
import { PRODUCT_TYPES, productMatches, productSchema, type Product } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, type TestServer } from '../../sync-server/src/test/harness.ts';
import {
  TODAY,
  fetchAll,
  ids,
  pulledProducts,
  seededServer,
  signIn,
  type FetchedProduct,
} from './rest-products-fixture.ts';

/** Demo users by their locations: every one (admin), US, EU, MX (partner), none. */
const USERS = [
  'admin',
  'products-viewer',
  'sample-requester',
  'samples-sales',
  'partner',
  'nobody',
  'adv-assets-viewer',
] as const;

const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** A REST document read back as the shared entity (what the pull's documents parse to). */
function asProduct(doc: FetchedProduct): Product {
  const { _id, ...rest } = doc;
  expect(_id).toBe(doc.id);
  expect(rest).not.toHaveProperty('_deleted');
  return productSchema.parse({ ...rest, _deleted: false });
}

describe.each(DATABASE_KINDS)('REST product fetch equals the sync pull on %s', (kind) => {
  let server: TestServer;
  const sizes: Record<string, number> = {};
  beforeAll(async () => {
    server = await seededServer(kind, 0.5);
  });
  afterAll(async () => {
    // Not vacuous: most users compare hundreds of products, the partner sees MX rows only.
    expect(sizes.admin).toBeGreaterThan(400);
    expect(sizes['products-viewer']).toBeGreaterThan(400);
    expect(sizes['samples-sales']).toBeGreaterThan(100);
    expect(sizes.partner).toBeGreaterThan(10);
    expect(sizes.nobody).toBe(0);
    await server?.close();
  });

  it.each(USERS.map((u) => [u] as const))(
    '[000 §7 products] %s: REST answers the pulled products, projected alike',
    async (local) => {
      const session = await signIn(server, local);
      const pulled = await pulledProducts(session);
      const codes = [...new Set(pulled.flatMap((p) => p.locations.map((l) => l.code)))].sort();

      // Per location of the user (any line status): every pulled product with a row there.
      const byLocation = new Map<string, Product>();
      for (const productType of PRODUCT_TYPES)
        for (const code of productType === 'POP' ? [] : codes)
          for (const doc of await fetchAll(session, { productType, filter: { location: code } }))
            byLocation.set(doc.id, asProduct(doc));
      const located = pulled.filter((p) => p.productType !== 'POP' && p.locations.length > 0);
      expect([...byLocation.values()].sort(byId)).toEqual(located.sort(byId));

      // Location ALL (the default): the pulled products with an A, R or O row, POP included.
      const ctx = { today: TODAY, locations: codes };
      for (const productType of PRODUCT_TYPES) {
        const got = await fetchAll(session, { productType, today: TODAY });
        const want = pulled.filter((p) =>
          productMatches(p, { module: productType, parameters: [] }, ctx),
        );
        expect(got.map(asProduct).sort(byId), productType).toEqual(want.sort(byId));
      }
      expect(ids(pulled).length === 0 || codes.length > 0).toBe(true);
      sizes[local] = byLocation.size;
    },
  );
});

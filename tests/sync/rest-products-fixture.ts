// Shared setup of the rest-products*.test.ts files (not a test file itself): a real server on a
// seeded demo catalogue, demo users signed in as devices, what each user's sync pull holds, and
// the product calls over HTTP.
import {
  DEMO_EMAIL_DOMAIN,
  productSchema,
  type ProductFetchAnswer,
  type Product,
  type ProductFetch,
} from '@portal/shared';
import { expect } from 'vitest';
import { DEMO_PASSWORD, seedDemoData } from '../../sync-server/src/seed/index.ts';
import {
  startTestServer,
  type DatabaseKind,
  type TestServer,
} from '../../sync-server/src/test/harness.ts';
import { pullAll, type PulledDoc } from './support/pull.ts';
import { call } from './support/rest.ts';
import { DeviceSession } from './support/session.ts';

/** The seed's clock; its day is the `today` the tests send, so presets meet the seeded windows. */
export const SEED_NOW = new Date('2026-03-01T12:00:00.000Z');
export const TODAY = '2026-03-01';

export async function seededServer(kind: DatabaseKind, scale = 1): Promise<TestServer> {
  const server = await startTestServer(kind);
  await seedDemoData(server.handle.db, { scale, now: SEED_NOW });
  return server;
}

export async function signIn(server: TestServer, local: string): Promise<DeviceSession> {
  const session = new DeviceSession(server.url);
  await session.login(`${local}@${DEMO_EMAIL_DOMAIN}`, DEMO_PASSWORD);
  return session;
}

/** The products the user's sync pull holds (their projection), as Products. */
export async function pulledProducts(session: DeviceSession): Promise<Product[]> {
  const docs = await pullAll(session, 'products', 500);
  return docs.map((d: PulledDoc) => productSchema.parse(d));
}

export type FetchedProduct = Record<string, unknown> & { _id: string; id: string };

/** POST /products/fetch, expecting 200; the answer's `data[0]`. */
export async function fetchProducts(
  session: DeviceSession,
  body: ProductFetch,
): Promise<{ totalCount: number; data: FetchedProduct[] }> {
  const res = await call<ProductFetchAnswer>(session, 'POST', '/products/fetch', body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.data).toHaveLength(1);
  return res.body.data[0] as { totalCount: number; data: FetchedProduct[] };
}

/** Every page of a paged fetch, checking the pages agree with the total. */
export async function fetchAll(
  session: DeviceSession,
  body: ProductFetch & { _options?: never },
  limit = 250,
): Promise<FetchedProduct[]> {
  const out: FetchedProduct[] = [];
  for (let skip = 0; ; skip += limit) {
    const page = await fetchProducts(session, { ...body, _options: { limit, skip } });
    out.push(...page.data);
    if (page.data.length < limit) {
      expect(page.totalCount).toBe(out.length);
      return out;
    }
  }
}

/** The pulled document as REST answers it: `_id` added, no `_deleted`. */
export function asRest(p: Product): Record<string, unknown> {
  const { _deleted: _flag, ...rest } = p;
  return { _id: p.id, ...rest };
}

export const ids = (items: readonly { id: string }[]) => items.map((i) => i.id);

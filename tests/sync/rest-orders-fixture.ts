// Shared parts of the order tests (rest-orders*.test.ts, order-archive.test.ts,
// commands.test.ts): a server with its users for a block of tests, the answer shapes, the paths of
// one order kind, a batch call, and orders stored directly (any status, any requester) through the
// server's document store, as the demo data would hold them.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { loadDocuments, orderMapping } from '../../sync-server/src/db/mapping/index.ts';
import { orders } from '../../sync-server/src/db/schema/index.ts';
import {
  startTestServer,
  type DatabaseKind,
  type TestServer,
} from '../../sync-server/src/test/harness.ts';
import { order, save } from './support/fixtures.ts';
import { call } from './support/rest.ts';
import { signedInUser, type TestUser, type UserSpec } from './support/users.ts';

/** A block's server and its signed-in users by name; filled in before the block's tests. */
export type OrderServer<N extends string> = { readonly server: TestServer } & {
  readonly [K in N]: TestUser;
};

/**
 * Registers the block's hooks: before its tests a server on `kind` and the `users` signed in (in
 * their order); after them the server closed. The answer is filled in by then.
 */
export function orderServer<const N extends string = never>(
  kind: DatabaseKind,
  users: { readonly [K in N]: UserSpec } = {} as { readonly [K in N]: UserSpec },
): OrderServer<N> {
  const held: { server?: TestServer; [name: string]: unknown } = {};
  beforeAll(async () => {
    const server = await startTestServer(kind);
    held.server = server;
    for (const [name, spec] of Object.entries<UserSpec>(users))
      held[name] = await signedInUser(server, spec);
  });
  afterAll(async () => {
    await held.server?.close();
  });
  return held as OrderServer<N>;
}

/** The order `id` as the server's store holds it. */
export const serverOrder = async (server: TestServer, id: string) =>
  (await loadDocuments(server.handle.db, orderMapping, eq(orders.id, id))).at(0);

export interface OrderLineAnswer {
  id: string;
  style: string;
  color: string;
  status: string;
  [field: string]: unknown;
}

export interface OrderAnswer {
  _id: string;
  id: string;
  orderNumber?: number;
  type: string;
  orderType: string;
  orderSubtype?: string;
  status: string;
  orderApprovalStatus?: string;
  requesterCode: string;
  requesterName?: string;
  createdDate?: string;
  submittedDate?: string;
  completedDate?: string;
  products: { style: string; color: string }[];
  lines: OrderLineAnswer[];
  comments: { id?: string; text: string; userCode?: string; createdDate?: string }[];
  [field: string]: unknown;
}

export interface OrderList {
  data: OrderAnswer[];
  totalCount?: number;
}

export interface BatchAnswer {
  data: OrderAnswer;
  counts: { added: number; updated: number; deleted: number; dropped: number; skipped: number };
  added: OrderLineAnswer[];
  result?: { ok: boolean; ids?: string[] };
}

export const SAMPLE = '/orders/SampleOrder/sample';
export const PROMO = '/orders/SampleOrder/promo';
export const WHOLESALE = '/orders/WholesaleOrder/wholesale';

/** PATCH `{path}/batch/{id}` (one order kind's path) as `user`. */
export const batchCall = (user: TestUser, path: string, id: string, body: unknown) =>
  call<BatchAnswer>(user.session, 'PATCH', `${path}/batch/${id}`, body);

/** A line as the store holds it. */
export const line = (style: string, color: string, extra: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  style,
  color,
  status: 'PENDING',
  availability: [],
  ...extra,
});

/** Stores one order of a requester (sample unless `extra` says otherwise); answers its id. */
export async function storedOrder(
  server: TestServer,
  requesterCode: string,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const id = randomUUID();
  await save(server.handle.db, orderMapping, [
    order(id, requesterCode, {
      createdDate: new Date().toISOString(),
      lines: [line('SHOE1', 'BLK')],
      products: [{ style: 'SHOE1', color: 'BLK' }],
      ...extra,
    }),
  ]);
  return id;
}

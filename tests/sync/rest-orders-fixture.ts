// Shared parts of the order REST tests (rest-orders*.test.ts): the answer shapes, the paths of
// one order kind, and orders stored directly (any status, any requester) through the server's
// document store, as the demo data would hold them.
import { randomUUID } from 'node:crypto';
import { orderMapping } from '../../sync-server/src/db/mapping/index.ts';
import type { TestServer } from '../../sync-server/src/test/harness.ts';
import { order, save } from './support/fixtures.ts';

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

// Reads by the policies (read.ts): pages stay full and the total stays honest when the
// policy's `visible` drops rows its SQL area passed, and a document outside the scope is never
// answered. Orders are the case: a requester's area is every sample order, their scope only
// their own (spec 001 §4 Lists: coordinators see submitted orders, requesters their own).
import type { OrderInput } from '@portal/shared';
import { lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, toSessionUser } from '../auth/users.ts';
import { orderMapping, saveDocuments, type Doc } from '../db/mapping/index.ts';
import { orders } from '../db/schema/index.ts';
import { DATABASE_KINDS, createTestDatabase } from '../test/harness.ts';
import { ordersPolicy } from './policies/orders.ts';
import { getVisible, listVisible } from './read.ts';

type Handle = Awaited<ReturnType<typeof createTestDatabase>>;

const order = (id: string, requesterCode: string, po: string): OrderInput => ({
  id,
  _deleted: false,
  type: 'sample',
  orderType: 'SampleOrder',
  orderSubtype: 'sample',
  status: 'SUBMITTED',
  requesterCode,
  po,
  products: [],
  comments: [],
  lines: [],
});

describe.each(DATABASE_KINDS)('listVisible and getVisible on %s', (kind) => {
  let handle: Handle;
  let requester: ReturnType<typeof toSessionUser>;
  let coordinator: ReturnType<typeof toSessionUser>;
  /** The requester's own orders' ids, in po order (the list's sort below). */
  const own: string[] = [];
  beforeAll(async () => {
    handle = await createTestDatabase(kind);
    const make = async (email: string, role: 'user' | 'coordinator') =>
      toSessionUser(
        await createUser(handle.db, {
          email,
          name: 'Read',
          lastName: role,
          password: 'read test password',
          permissions: [{ permission: 'sampleOrders', role }],
        }),
      );
    requester = await make('read.requester@example.com', 'user');
    coordinator = await make('read.coordinator@example.com', 'coordinator');
    // 250 orders, one in seven the requester's: the area passes all, the scope keeps 36.
    const docs: OrderInput[] = [];
    for (let i = 0; i < 250; i++) {
      const po = `PO-${String(i).padStart(3, '0')}`;
      const mine = i % 7 === 3;
      docs.push(order(`o-${i}`, mine ? requester.userCode : 'SOMEONE-ELSE', po));
      if (mine) own.push(`o-${i}`);
    }
    // One of the requester's orders deleted: never listed.
    docs.push({ ...order('o-deleted', requester.userCode, 'PO-999'), _deleted: true });
    await saveDocuments(handle.db, orderMapping, docs);
  });
  afterAll(() => handle.drop());

  const ids = (docs: readonly Doc[]) => docs.map((d) => d.id);
  const byPo = [{ field: 'po', direction: 'asc' } as const];

  it('[001 §4 Lists] pages of a scope narrower than the area are full, in order, and add up to the scope', async () => {
    expect(own).toHaveLength(36);
    const seen: unknown[] = [];
    for (let skip = 0; skip < 40; skip += 5) {
      const page = await listVisible(handle.db, ordersPolicy, requester, {
        orderBy: byPo,
        limit: 5,
        skip,
        count: true,
      });
      expect(page.totalCount).toBe(36);
      expect(page.data.length).toBe(Math.min(5, Math.max(0, 36 - skip)));
      seen.push(...ids(page.data));
    }
    expect(seen).toEqual(own);
  });

  it('[001 §4 Lists] a deep page reads past many rows the scope drops; descending order holds', async () => {
    const page = await listVisible(handle.db, ordersPolicy, requester, {
      orderBy: [{ field: 'po', direction: 'desc' }],
      limit: 3,
      skip: 33,
    });
    expect(ids(page.data)).toEqual(own.slice(0, 3).reverse());
    expect(page.totalCount).toBeUndefined();
  });

  it('[001 §4 Lists] a coordinator sees every submitted order: the area and the scope agree', async () => {
    const page = await listVisible(handle.db, ordersPolicy, coordinator, {
      orderBy: byPo,
      limit: 1000,
      skip: 0,
      count: true,
    });
    expect(page.totalCount).toBe(250);
    expect(page.data).toHaveLength(250);
    expect(page.data[0]).toMatchObject({ id: 'o-0', po: 'PO-000' });
  });

  it('[001 §4 Lists] a where narrows within the scope; limit 0 only counts', async () => {
    const page = await listVisible(handle.db, ordersPolicy, requester, {
      where: lt(orders.po, 'PO-100'),
      limit: 0,
      skip: 0,
      count: true,
    });
    expect(page.data).toEqual([]);
    expect(page.totalCount).toBe(own.filter((id) => Number(id.slice(2)) < 100).length);
  });

  it('[001 §4 Lists] getVisible answers the own order, not another requester’s or a deleted one', async () => {
    expect(await getVisible(handle.db, ordersPolicy, requester, own[0]!)).toMatchObject({
      id: own[0],
      requesterCode: requester.userCode,
    });
    expect(await getVisible(handle.db, ordersPolicy, requester, 'o-0')).toBeNull();
    expect(await getVisible(handle.db, ordersPolicy, requester, 'o-deleted')).toBeNull();
    expect(await getVisible(handle.db, ordersPolicy, coordinator, 'o-0')).toMatchObject({
      id: 'o-0',
    });
  });
});

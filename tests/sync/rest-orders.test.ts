// The order calls of spec 001 §7 over HTTP on the real server: create a draft (the server's
// order number, requester and dates), the list query with the §2/§4 lists and filters on the
// orders policy's scope, delete by shared isOrderDeletable, 401/403 by the permission table
// (wholesale needs the wofaccess flag), and 4xx JSON for bad input. The batch, submit,
// duplicate and comment calls are in rest-orders-batch.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { options } from '../../sync-server/src/db/schema/index.ts';
import {
  DATABASE_KINDS,
  startTestServer,
  type TestServer,
} from '../../sync-server/src/test/harness.ts';
import { perm } from './support/fixtures.ts';
import { pullAll } from './support/pull.ts';
import { call, type ErrorAnswer } from './support/rest.ts';
import { signedInUser, type TestUser } from './support/users.ts';
import {
  PROMO,
  SAMPLE,
  WHOLESALE,
  storedOrder,
  type OrderAnswer,
  type OrderList,
} from './rest-orders-fixture.ts';

describe.each(DATABASE_KINDS)('orders over REST on %s', (kind) => {
  let server: TestServer;
  let requester: TestUser;
  let coordinator: TestUser;
  let other: TestUser;
  let wholesaler: TestUser;
  let nobody: TestUser;
  beforeAll(async () => {
    server = await startTestServer(kind);
    requester = await signedInUser(server, {
      permissions: [perm('sampleOrders', 'user'), perm('promoOrders', 'user')],
    });
    coordinator = await signedInUser(server, {
      permissions: [perm('sampleOrders', 'coordinator')],
    });
    other = await signedInUser(server, { permissions: [perm('sampleOrders', 'user')] });
    wholesaler = await signedInUser(server, { permissions: [], wofAccess: true });
    nobody = await signedInUser(server, { permissions: [perm('sampleOrders', 'user')] });
  });
  afterAll(() => server?.close());

  const query = (user: TestUser, base: string, body: Record<string, unknown> = {}) =>
    call<OrderList>(user.session, 'POST', `${base}/query`, body);

  it('[001 §7 orders] create a draft: the server sets number, requester, dates and line defaults', async () => {
    const created = await call<OrderAnswer>(requester.session, 'POST', SAMPLE, {
      purpose: 'Buyer meeting',
      lines: [{ style: 'SHOE1', color: 'BLK', size: '9' }],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const first = created.body;
    expect(first).toMatchObject({
      _id: first.id,
      type: 'sample',
      orderType: 'SampleOrder',
      orderSubtype: 'sample',
      status: 'DRAFT',
      requesterCode: requester.userCode,
      requesterName: expect.stringMatching(/^Sync User/),
      purpose: 'Buyer meeting',
      products: [expect.objectContaining({ style: 'SHOE1', color: 'BLK' })],
      comments: [],
    });
    expect(first).not.toHaveProperty('_deleted');
    expect(first.orderNumber).toEqual(expect.any(Number));
    expect(first.createdDate).toBe(first.modifiedDate);
    // spec 001 §9 default order values; §4 a new line is PENDING.
    expect(first.lines).toEqual([
      expect.objectContaining({
        style: 'SHOE1',
        color: 'BLK',
        size: '9',
        status: 'PENDING',
        quantity: 1,
        side: 'Any Side',
        source: 'Sample Library',
        sizePreference: 'Preferred',
        shipper: 'Pending',
        returnType: 'Keep',
      }),
    ]);
    const second = await call<OrderAnswer>(requester.session, 'POST', SAMPLE, {});
    expect(second.body.orderNumber).toBeGreaterThan(first.orderNumber!);

    // spec 001 §9 default sort: orderNumber descending.
    const mine = await query(requester, SAMPLE, { filter: { requesterCode: requester.userCode } });
    expect(mine.status).toBe(200);
    expect(mine.body.data.map((o) => o.id)).toEqual([second.body.id, first.id]);
    expect(mine.body.totalCount).toBe(2);
    const page = await query(requester, SAMPLE, {
      filter: { requesterCode: requester.userCode },
      _options: { sort: { orderNumber: 1 }, limit: 1, totalCount: false },
    });
    expect(page.body).toEqual({ data: [expect.objectContaining({ id: first.id })] });

    // The REST write is in the next pull of the requester's devices.
    const pulled = await pullAll(requester.session, 'orders');
    expect(pulled.find((d) => d.id === first.id)).toMatchObject({ orderNumber: first.orderNumber });
  });

  it('[001 §4 order line status] a promo line the requester adds starts APPROVED', async () => {
    const created = await call<OrderAnswer>(requester.session, 'POST', PROMO, {
      lines: [{ style: 'POP1', color: 'RED' }],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ type: 'promo', orderSubtype: 'promo', status: 'DRAFT' });
    expect(created.body.lines[0]).toMatchObject({
      status: 'APPROVED',
      side: 'Pair',
      // 001 §5: no availability known for the product, so not the Inventory default
      // (decision 0073; rest-orders-rules.test.ts adds one that has it).
      source: 'Sample Library',
    });
    expect(created.body.lines[0]).not.toHaveProperty('sizePreference');
  });

  it("[001 §4 Lists] a coordinator's active sample list shows only SUBMITTED and IN PROGRESS", async () => {
    const ids: Record<string, string> = {};
    for (const status of ['DRAFT', 'SUBMITTED', 'IN PROGRESS', 'COMPLETED'] as const) {
      ids[status] = await storedOrder(server, other.userCode, { status });
    }
    const old = new Date(Date.now() - 400 * 86_400_000).toISOString();
    const oldCompleted = await storedOrder(server, other.userCode, {
      status: 'COMPLETED',
      createdDate: old,
    });
    const filter = { requesterCode: other.userCode };
    const listed = async (user: TestUser, list: string) => {
      const res = await query(user, SAMPLE, { list, filter });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data.map((o) => o.id).sort();
    };
    expect(await listed(coordinator, 'sampleActive')).toEqual(
      [ids.SUBMITTED, ids['IN PROGRESS']].sort(),
    );
    // The requester also sees the draft; archived lists keep only the last year.
    expect(await listed(other, 'sampleActive')).toEqual(
      [ids.DRAFT, ids.SUBMITTED, ids['IN PROGRESS']].sort(),
    );
    expect(await listed(other, 'sampleArchived')).toEqual([ids.COMPLETED]);
    expect(await listed(coordinator, 'sampleArchived')).toEqual([ids.COMPLETED]);
    // Without a list: the policy's scope (another requester sees none of them).
    const all = await query(other, SAMPLE, { filter });
    expect(all.body.data.map((o) => o.id)).toContain(oldCompleted);
    expect((await query(nobody, SAMPLE, { filter })).body.data).toEqual([]);
    const drafts = await query(coordinator, SAMPLE, { filter: { ...filter, status: 'DRAFT' } });
    expect(drafts.body.data).toEqual([]);
    const two = await query(other, SAMPLE, {
      filter: { ...filter, status: ['SUBMITTED', 'DRAFT'] },
    });
    expect(two.body.data.map((o) => o.id).sort()).toEqual([ids.DRAFT, ids.SUBMITTED].sort());
  });

  it('[001 §4 Deletion] a DRAFT is deleted by its requester; a SUBMITTED order is refused', async () => {
    const draft = await call<OrderAnswer>(requester.session, 'POST', SAMPLE, {});
    const byOther = await call<ErrorAnswer>(other.session, 'DELETE', `${SAMPLE}/${draft.body.id}`);
    expect(byOther.status).toBe(404);
    const removed = await call(requester.session, 'DELETE', `${SAMPLE}/${draft.body.id}`);
    expect(removed.status).toBe(204);
    const after = await query(requester, SAMPLE, { filter: { requesterCode: requester.userCode } });
    expect(after.body.data.map((o) => o.id)).not.toContain(draft.body.id);

    const submitted = await storedOrder(server, requester.userCode, { status: 'SUBMITTED' });
    const refused = await call<ErrorAnswer>(requester.session, 'DELETE', `${SAMPLE}/${submitted}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('not_editable');
    // An order of another kind is not found under this path.
    const wrongKind = await call<ErrorAnswer>(requester.session, 'DELETE', `${PROMO}/${submitted}`);
    expect(wrongKind.status).toBe(404);

    // Wholesale: PENDING is deletable too (001 §4).
    const pending = await storedOrder(server, wholesaler.userCode, {
      type: 'wholesale',
      orderType: 'WholesaleOrder',
      orderSubtype: undefined,
      status: 'PENDING',
    });
    const wholesaleDelete = await call(wholesaler.session, 'DELETE', `${WHOLESALE}/${pending}`);
    expect(wholesaleDelete.status).toBe(204);
  });

  it('[001 §6 wofaccess] 401 without a session, 403 by the permission table', async () => {
    const noWof = await query(requester, WHOLESALE);
    expect(noWof.status).toBe(403);
    expect((noWof.body as unknown as ErrorAnswer).error.code).toBe('forbidden');
    const created = await call<OrderAnswer>(wholesaler.session, 'POST', WHOLESALE, {});
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ type: 'wholesale', orderType: 'WholesaleOrder' });
    expect(created.body).not.toHaveProperty('orderSubtype');
    const listed = await query(wholesaler, WHOLESALE, { list: 'wholesaleActive' });
    expect(listed.body.data.map((o) => o.id)).toContain(created.body.id);
    expect((await query(other, PROMO)).status).toBe(403);
    expect((await call(wholesaler.session, 'POST', SAMPLE, {})).status).toBe(403);
    const anonymous = await fetch(`${server.url}/api${SAMPLE}/query`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: '{}',
    });
    expect(anonymous.status).toBe(401);
    expect(((await anonymous.json()) as ErrorAnswer).error.code).toBe('unauthorized');
  });

  it('[001 §7 wholesale customers] autocomplete by name or id, details by id and region', async () => {
    const stored = [
      { id: 'C-1001', name: 'Miller Shoes', region: 'Domestic', stores: ['001'] },
      { id: 'C-1002', name: 'Meyer Footwear', region: 'Europe' },
      { id: 'C-1003', name: 'Tremblay Sports', region: 'Canada' },
    ];
    await server.handle.db
      .insert(options)
      .values({ name: 'customers', data: stored })
      .onConflictDoUpdate({ target: options.name, set: { data: stored } });
    const path = '/orders/wof/customer/name/autocomplete';
    const found = await call<{ data: { id: string }[] }>(wholesaler.session, 'POST', path, {
      text: 'shoes',
    });
    expect(found.status).toBe(200);
    expect(found.body.data.map((k) => k.id)).toEqual(['C-1001']);
    const byId = await call<{ data: { id: string }[] }>(wholesaler.session, 'POST', path, {
      text: 'c-100',
    });
    expect(byId.body.data.map((k) => k.id)).toEqual(['C-1002', 'C-1001', 'C-1003']);
    const details = '/orders/wof/customer/details';
    const one = await call<{ data: Record<string, unknown> }>(wholesaler.session, 'POST', details, {
      email: 'rep@example.com',
      region: 'europe',
      id: 'C-1002',
    });
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({ id: 'C-1002', name: 'Meyer Footwear', stores: [] });
    const elsewhere = await call<ErrorAnswer>(wholesaler.session, 'POST', details, {
      email: 'rep@example.com',
      region: 'Canada',
      id: 'C-1002',
    });
    expect(elsewhere.status).toBe(404);
    const partial = await call<ErrorAnswer>(wholesaler.session, 'POST', details, { id: 'C-1002' });
    expect(partial.status).toBe(400);
    expect((await call(requester.session, 'POST', path, { text: 'x' })).status).toBe(403);
  });

  it('[001 §5 payloads] bad order bodies are 4xx JSON and change nothing', async () => {
    const before = await query(requester, SAMPLE, {
      filter: { requesterCode: requester.userCode },
    });
    const cases: [string, string, unknown, number, string][] = [
      ['malformed', SAMPLE, '{"purpose":', 400, 'malformed_json'],
      ['bad line', SAMPLE, { lines: [{ color: 'BLK' }] }, 400, 'invalid_request'],
      [
        'bad quantity',
        SAMPLE,
        { lines: [{ style: 'A', color: 'B', quantity: -1 }] },
        400,
        'invalid_request',
      ],
      ['ids differ', SAMPLE, { id: 'a', _id: 'b' }, 400, 'invalid_request'],
      ['bad status', `${SAMPLE}/query`, { filter: { status: 'LOST' } }, 400, 'invalid_request'],
      ['bad sort', `${SAMPLE}/query`, { _options: { sort: { owner: 1 } } }, 400, 'invalid_request'],
      ['other kind list', `${SAMPLE}/query`, { list: 'promoReviewed' }, 400, 'bad_request'],
      ['bad list', `${SAMPLE}/query`, { list: 'everything' }, 400, 'invalid_request'],
    ];
    for (const [label, url, body, status, code] of cases) {
      const res = await call<ErrorAnswer>(requester.session, 'POST', url, body);
      expect(res.status, label).toBe(status);
      expect(res.contentType, label).toMatch(/application\/json/);
      expect(res.body.error.code, label).toBe(code);
    }
    const text = await call<ErrorAnswer>(requester.session, 'POST', SAMPLE, 'x', 'text/plain');
    expect(text.status).toBe(415);
    const after = await query(requester, SAMPLE, { filter: { requesterCode: requester.userCode } });
    expect(after.body.totalCount).toBe(before.body.totalCount);
  });
});

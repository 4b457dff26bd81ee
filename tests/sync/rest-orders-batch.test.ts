// PATCH /orders/{type}/{subtype}/batch/{id}, POST …/duplicate/{originalOrderId} and POST
// …/comment/{id} (spec 001 §7) over HTTP on the real server: line writes through the orders
// policy (add of a present line = update, delete of an absent one skipped, line status rules),
// the answer's added rows match the request, an empty batch is a 400, submit and mark complete
// run as the device commands run and once per requestId, duplicate and comments.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../sync-server/src/test/harness.ts';
import { perm } from './support/fixtures.ts';
import { call, type ErrorAnswer } from './support/rest.ts';
import { signedInUser, type TestUser } from './support/users.ts';
import {
  batchCall,
  line,
  orderServer,
  PROMO,
  SAMPLE,
  storedOrder,
  WHOLESALE,
  type BatchAnswer,
  type OrderAnswer,
} from './rest-orders-fixture.ts';

interface NotificationList {
  data: { orderId?: string; title?: string }[];
}

describe.each(DATABASE_KINDS)('order batch, actions and comments over REST on %s', (kind) => {
  const ctx = orderServer(kind, {
    requester: { permissions: [perm('sampleOrders', 'user')] },
    coordinator: { permissions: [perm('sampleOrders', 'coordinator')] },
  });
  const batch = (user: TestUser, id: string, body: unknown) => batchCall(user, SAMPLE, id, body);
  /** A draft with two lines; line ids are unique over all orders (they key the line rows). */
  const draft = async () => {
    const [L1, L2] = [`${randomUUID()}-1`, `${randomUUID()}-2`];
    const created = await call<OrderAnswer>(ctx.requester.session, 'POST', SAMPLE, {
      coordinator: ctx.coordinator.userCode,
      lines: [
        { id: L1, style: 'SHOE1', color: 'BLK' },
        { id: L2, style: 'SHOE2', color: 'WHT' },
      ],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return { ...created.body, L1, L2 };
  };

  it('[001 §4 Order actions] update, add (present → update), delete (absent skipped), drop products', async () => {
    const order = await draft();
    const res = await batch(ctx.requester, order.id, {
      patch: { po: 'PO-1', instructions: 'Ship fast' },
      update: [
        { _id: order.L1, patch: { quantity: 3 } },
        { identifier: 'NOPE', patch: { quantity: 2 } },
      ],
      add: [
        { style: 'SHOE3', color: 'RED', size: '8' },
        { id: order.L1, style: 'SHOE1', color: 'BLK', size: '10' },
      ],
      delete: [{ _id: order.L2 }, { _id: 'GONE' }],
      dropProducts: [{ style: 'SHOE9', color: 'NONE' }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.counts).toEqual({ added: 1, updated: 2, deleted: 1, dropped: 0, skipped: 3 });
    // 001 §5: the answer's count of added rows matches the request's.
    expect(res.body.added).toHaveLength(2);
    expect(res.body.added[0]).toMatchObject({ style: 'SHOE3', status: 'PENDING', quantity: 1 });
    expect(res.body.added[1]).toMatchObject({ id: order.L1, size: '10', quantity: 3 });
    const lines = Object.fromEntries(res.body.data.lines.map((l) => [l.id, l]));
    expect(lines[order.L2]?.status).toBe('Deleted');
    expect(res.body.data).toMatchObject({ po: 'PO-1', instructions: 'Ship fast', status: 'DRAFT' });
    expect(res.body.data.products.map((p) => p.style).sort()).toEqual(['SHOE1', 'SHOE2', 'SHOE3']);

    const dropped = await batch(ctx.requester, order.id, {
      dropProducts: [{ style: 'SHOE3', color: 'RED' }],
    });
    expect(dropped.body.counts.dropped).toBe(1);
    expect(dropped.body.data.products.map((p) => p.style)).not.toContain('SHOE3');
    expect(dropped.body.data.lines.find((l) => l.style === 'SHOE3')?.status).toBe('Deleted');

    // The policy's line rules: a user without promo rights cannot move a line's status.
    const moved = await batch(ctx.requester, order.id, {
      update: [{ _id: order.L1, patch: { status: 'APPROVED' } }],
    });
    expect(moved.status).toBe(403);
    expect((moved.body as unknown as ErrorAnswer).error.code).toBe('forbidden');

    // An undone delete brings the line back as a new line starts, and no further.
    const approved = await batch(ctx.requester, order.id, {
      update: [{ _id: order.L2, patch: { status: 'APPROVED' } }],
    });
    expect(approved.status).toBe(403);
    const undone = await batch(ctx.requester, order.id, {
      update: [{ _id: order.L2, patch: { status: 'PENDING' } }],
    });
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(undone.body.data.lines.find((l) => l.id === order.L2)?.status).toBe('PENDING');
  });

  it('[001 §4 Order line status] a reviewer who deletes an APPROVED promo line may undo it back to APPROVED', async () => {
    // Decision 0072: undo of a delete restores the line's status when the user could set it.
    const approver = await signedInUser(ctx.server, {
      permissions: [perm('promoOrders', 'approver')],
    });
    const approved = line('SHOE1', 'BLK', { status: 'APPROVED' });
    const id = await storedOrder(ctx.server, ctx.requester.userCode, {
      type: 'promo',
      orderSubtype: 'promo',
      status: 'SUBMITTED',
      orderApprovalStatus: 'REQUIRES APPROVER',
      approverCode: approver.userCode,
      lines: [approved],
    });
    const review = (body: unknown) => batchCall(approver, PROMO, id, body);
    const statusOf = (answer: { body: BatchAnswer }) =>
      answer.body.data.lines.find((l) => l.id === approved.id)?.status;
    const deleted = await review({ delete: [{ _id: approved.id }] });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(statusOf(deleted)).toBe('Deleted');
    const undone = await review({ update: [{ _id: approved.id, patch: { status: 'APPROVED' } }] });
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(statusOf(undone)).toBe('APPROVED');
  });

  it('[001 §5 submit] a wholesale order without a customer cannot leave draft', async () => {
    const wholesaler = await signedInUser(ctx.server, { permissions: [], wofAccess: true });
    const id = await storedOrder(ctx.server, wholesaler.userCode, {
      type: 'wholesale',
      orderType: 'WholesaleOrder',
      orderSubtype: 'wholesale',
    });
    const res = await batchCall(wholesaler, WHOLESALE, id, { submit: true });
    expect(res.status).toBe(422);
    expect((res.body as unknown as ErrorAnswer).error.message).toMatch(/without a customer/);
  });

  it('[001 §4 Order actions] an empty batch is a 400 and bad rows are 4xx JSON', async () => {
    const order = await draft();
    const cases: [string, unknown, string][] = [
      ['empty', {}, 'bad_request'],
      ['empty lists', { update: [], add: [], delete: [], patch: {} }, 'bad_request'],
      ['unnamed row', { delete: [{}] }, 'invalid_request'],
      ['two actions', { submit: true, markCompleted: true }, 'invalid_request'],
      ['bad status', { status: 'SHIPPED' }, 'invalid_request'],
      ['malformed', '{"add":', 'malformed_json'],
    ];
    for (const [label, body, code] of cases) {
      const res = await batch(ctx.requester, order.id, body);
      expect(res.status, label).toBe(400);
      expect(res.contentType, label).toMatch(/application\/json/);
      expect((res.body as unknown as ErrorAnswer).error.code, label).toBe(code);
    }
    const missing = await batch(ctx.requester, 'no-such-order', { submit: true });
    expect(missing.status).toBe(404);
  });

  it('[001 §4 submit] a submit runs once per requestId; a second submit is refused', async () => {
    const order = await draft();
    const requestId = `submit-${order.id}`;
    const first = await batch(ctx.requester, order.id, { submit: true, requestId });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({
      status: 'SUBMITTED',
      submittedDate: expect.any(String),
    });
    expect(first.body.result).toMatchObject({ ok: true, ids: [order.id] });
    const again = await batch(ctx.requester, order.id, { submit: true, requestId });
    expect(again.status).toBe(200);
    expect(again.body.data.submittedDate).toBe(first.body.data.submittedDate);
    // The coordinator was told once (the command's notification).
    const told = await call<NotificationList>(
      ctx.coordinator.session,
      'POST',
      '/notifications/sample/query',
      {},
    );
    expect(told.body.data.filter((n) => n.orderId === order.id)).toHaveLength(1);
    const second = await batch(ctx.requester, order.id, { submit: true });
    expect(second.status).toBe(422);
    expect((second.body as unknown as ErrorAnswer).error.code).toBe('command_failed');
    // A submitted order is no longer the requester's to edit (001 §4 editability).
    const edit = await batch(ctx.requester, order.id, { patch: { po: 'late' } });
    expect(edit.status).toBe(409);
    // The coordinator completes it (001 §4 Order actions, mark complete).
    const done = await batch(ctx.coordinator, order.id, { markCompleted: true });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data.status).toBe('COMPLETED');
  });

  it('[001 §5 submit] a submit without live lines is refused and changes nothing', async () => {
    const empty = await call<OrderAnswer>(ctx.requester.session, 'POST', SAMPLE, {});
    const res = await batch(ctx.requester, empty.body.id, { submit: true, po: 'ignored' });
    expect(res.status).toBe(422);
    const order = await draft();
    const lines = await batch(ctx.requester, order.id, {
      delete: [{ _id: order.L1 }, { _id: order.L2 }],
      submit: true,
    });
    expect(lines.status).toBe(422);
    // All or nothing: the deletes rolled back with the refused submit.
    const again = await batch(ctx.requester, order.id, {
      update: [{ _id: order.L1, patch: { quantity: 2 } }],
    });
    expect(again.body.data.lines.every((l) => l.status === 'PENDING')).toBe(true);
  });

  it('[001 §7 duplicate, comment] a duplicate is a new DRAFT of the caller; comments carry their author', async () => {
    const source = await storedOrder(ctx.server, ctx.requester.userCode, { status: 'COMPLETED' });
    const copy = await call<OrderAnswer>(
      ctx.requester.session,
      'POST',
      `${SAMPLE}/duplicate/${source}`,
      {
        requestId: `dup-${source}`,
      },
    );
    expect(copy.status, JSON.stringify(copy.body)).toBe(201);
    expect(copy.body).toMatchObject({
      id: `dup-${source}`,
      status: 'DRAFT',
      requesterCode: ctx.requester.userCode,
    });
    expect(copy.body.lines).toEqual([
      expect.objectContaining({ style: 'SHOE1', status: 'PENDING' }),
    ]);
    const retry = await call<OrderAnswer>(
      ctx.requester.session,
      'POST',
      `${SAMPLE}/duplicate/${source}`,
      {
        requestId: `dup-${source}`,
      },
    );
    expect(retry.status).toBe(201);
    expect(retry.body.orderNumber).toBe(copy.body.orderNumber);
    const plain = await call<OrderAnswer>(
      ctx.requester.session,
      'POST',
      `${SAMPLE}/duplicate/${source}`,
    );
    expect(plain.status).toBe(201);
    expect(plain.body.id).not.toBe(copy.body.id);
    const unknown = await call<ErrorAnswer>(
      ctx.requester.session,
      'POST',
      `${SAMPLE}/duplicate/nothing-here`,
    );
    expect(unknown.status).toBe(404);

    const commented = await call<{ data: Record<string, unknown>; order: OrderAnswer }>(
      ctx.requester.session,
      'POST',
      `${SAMPLE}/comment/${copy.body.id}`,
      { text: '  Rush please  ' },
    );
    expect(commented.status).toBe(201);
    expect(commented.body.data).toMatchObject({
      text: 'Rush please',
      userCode: ctx.requester.userCode,
    });
    expect(commented.body.order.comments).toEqual([commented.body.data]);
    const blank = await call<ErrorAnswer>(
      ctx.requester.session,
      'POST',
      `${SAMPLE}/comment/${copy.body.id}`,
      {
        text: '   ',
      },
    );
    expect(blank.status).toBe(400);
  });
});

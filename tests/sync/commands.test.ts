// [issue 5 scope 6] Commands: written offline like any document, executed by the server once
// per command id in one transaction, the result replicated back; a failed command is a
// visible rejection. Also: a sample transferred out of a user's library leaves their device
// (a document moved out of scope, Done 4).
import { randomUUID } from 'node:crypto';
import { orderSchema, type OrderInput } from '@portal/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  loadDocuments,
  orderMapping,
  sampleInventoryMapping,
} from '../../sync-server/src/db/mapping/index.ts';
import { commands, notifications } from '../../sync-server/src/db/schema/index.ts';
import { DATABASE_KINDS } from '../../sync-server/src/test/harness.ts';
import type { DeviceDoc } from '../../web/src/db/collections.ts';
import { deviceCommand, eventually, openDevice } from './support/device.ts';
import { orderServer, serverOrder } from './rest-orders-fixture.ts';
import { order, pendingCommand, perm, save } from './support/fixtures.ts';
import { signedInUser } from './support/users.ts';

const NOW = '2025-06-01T10:00:00.000Z';

describe.each(DATABASE_KINDS)('commands on %s', (kind) => {
  const ctx = orderServer(kind);
  const notificationsFor = async (orderId: string) =>
    ctx.server.handle.db.select().from(notifications).where(eq(notifications.orderId, orderId));

  it('[scope 6] an order and its submit made offline arrive in order; the submit runs once', async () => {
    const coordinator = await signedInUser(ctx.server, {
      permissions: [perm('sampleOrders', 'coordinator')],
    });
    const requester = await signedInUser(ctx.server, {
      permissions: [perm('sampleOrders', 'user')],
    });
    const device = await openDevice({
      userId: requester.id,
      session: requester.session,
      collections: ['orders', 'commands'],
    });
    const coordinatorDevice = await openDevice({
      userId: coordinator.id,
      session: coordinator.session,
      collections: ['orders', 'notifications'],
    });
    try {
      await device.engine.firstScreenReady();
      requester.session.online = false;
      const orderId = randomUUID();
      const input: OrderInput = {
        id: orderId,
        _deleted: false,
        type: 'sample',
        orderType: 'SampleOrder',
        orderSubtype: 'sample',
        requesterCode: requester.userCode,
        coordinator: coordinator.userCode,
        createdDate: NOW,
        lines: [{ id: `${orderId}-1`, style: 'S100', color: 'BLK', quantity: 2 }],
      };
      await device.db.collections.orders!.insert(orderSchema.parse(input) as never);
      const commandId = randomUUID();
      await device.db.collections.commands!.insert(
        pendingCommand(commandId, 'order.submit', { orderId }, NOW) as never,
      );
      expect((await device.engine.unsynced()).map((c) => c.collection).sort()).toEqual([
        'commands',
        'orders',
      ]);

      requester.session.online = true;
      const command = await eventually(
        () => deviceCommand(device, commandId),
        (c) => c?.status !== 'pending',
      );
      expect(command).toMatchObject({ status: 'executed', result: { ok: true, ids: [orderId] } });
      expect(await serverOrder(ctx.server, orderId)).toMatchObject({
        status: 'SUBMITTED',
        requesterCode: requester.userCode,
      });
      // The order's new status and number come back to the device.
      await eventually(
        async () =>
          (await device.db.collections.orders!.findOne(orderId).exec())?.toJSON() as
            DeviceDoc | undefined,
        (o) => o?.status === 'SUBMITTED' && typeof o.orderNumber === 'number',
      );
      // The coordinator sees the submitted order and one notification, live.
      await eventually(
        () => coordinatorDevice.db.collections.orders!.findOne(orderId).exec(),
        (o) => o !== null,
      );
      await eventually(
        () => coordinatorDevice.db.collections.notifications!.count().exec(),
        (n) => n === 1,
      );

      // A retried push (its answer lost) and a second device sending the same command: no
      // second execution.
      const again = await requester.session.json<{ conflicts: DeviceDoc[] }>(
        'POST',
        '/api/sync/commands/push',
        [
          {
            assumedMasterState: null,
            newDocumentState: {
              id: commandId,
              _deleted: false,
              type: 'order.submit',
              payload: { orderId },
              status: 'pending',
            },
          },
        ],
      );
      expect(again.status).toBe(200);
      expect(again.body.conflicts[0]).toMatchObject({ id: commandId, status: 'executed' });
      expect(await notificationsFor(orderId)).toHaveLength(1);
      const rows = await ctx.server.handle.db
        .select()
        .from(commands)
        .where(eq(commands.id, commandId));
      expect(rows).toHaveLength(1);
    } finally {
      await device.close();
      await coordinatorDevice.close();
    }
  });

  it('[scope 6] a refused command fails visibly: status failed, result and a sync rejection', async () => {
    const requester = await signedInUser(ctx.server, {
      permissions: [perm('sampleOrders', 'user')],
    });
    const orderId = randomUUID();
    await save(ctx.server.handle.db, orderMapping, [
      order(orderId, requester.userCode, { status: 'SUBMITTED' }),
    ]);
    const device = await openDevice({
      userId: requester.id,
      session: requester.session,
      collections: ['orders', 'commands'],
    });
    try {
      const commandId = randomUUID();
      await device.db.collections.commands!.insert(
        pendingCommand(commandId, 'order.submit', { orderId }, NOW) as never,
      );
      const command = await eventually(
        () => deviceCommand(device, commandId),
        (c) => c?.status === 'failed',
      );
      expect(command?.result).toMatchObject({
        ok: false,
        message: 'The order is already SUBMITTED',
      });
      const issue = await eventually(
        async () =>
          (await device.db.collections.syncIssues!.find().exec()).map(
            (d) => d.toJSON() as DeviceDoc,
          ),
        (list) => list.some((i) => i.documentId === commandId),
      );
      expect(issue.find((i) => i.documentId === commandId)).toMatchObject({
        kind: 'rejection',
        sourceCollection: 'commands',
        reasonCode: 'commandFailed',
        message: 'The order is already SUBMITTED',
      });
    } finally {
      await device.close();
    }
  });

  it('[001 §6 promo reviewers] a promo submit naming people who may not review it is rejected; the same order with an approver goes to them', async () => {
    const requester = await signedInUser(ctx.server, {
      permissions: [perm('promoOrders', 'user')],
    });
    const approver = await signedInUser(ctx.server, {
      permissions: [perm('promoOrders', 'approver')],
    });
    const orderId = randomUUID();
    const line = { id: `${orderId}-1`, style: 'P1', color: 'BLK', status: 'APPROVED' };
    await save(ctx.server.handle.db, orderMapping, [
      order(orderId, requester.userCode, {
        type: 'promo',
        orderSubtype: 'promo',
        approverCode: requester.userCode.toLowerCase(),
        seniorApproverCode: approver.userCode,
        lines: [{ ...line, availability: [] }],
      }),
    ]);
    const device = await openDevice({
      userId: requester.id,
      session: requester.session,
      collections: ['orders', 'commands'],
    });
    const submit = async () => {
      const commandId = randomUUID();
      await device.db.collections.commands!.insert(
        pendingCommand(commandId, 'order.submit', { orderId }, NOW) as never,
      );
      return eventually(
        () => deviceCommand(device, commandId),
        (c) => c?.status === 'failed' || c?.status === 'executed',
      );
    };
    try {
      await eventually(
        () => device.db.collections.orders!.findOne(orderId).exec(),
        (o) => o !== null,
      );
      const refused = await submit();
      expect(refused?.status).toBe('failed');
      expect(refused?.result).toMatchObject({
        ok: false,
        message: 'Order Rejected',
        errors: [
          'A requester cannot review their own order',
          `${approver.userCode} is not a senior approver`,
        ],
      });
      expect((await serverOrder(ctx.server, orderId))?.status).toBe('DRAFT');

      const stored = await device.db.collections.orders!.findOne(orderId).exec();
      await stored!.incrementalModify((doc) => {
        const next = { ...doc, approverCode: approver.userCode };
        delete next.seniorApproverCode;
        return next;
      });
      await eventually(
        async () => (await serverOrder(ctx.server, orderId))?.approverCode,
        (code) => code === approver.userCode,
      );
      expect((await submit())?.status).toBe('executed');
      expect(await serverOrder(ctx.server, orderId)).toMatchObject({
        status: 'SUBMITTED',
        orderApprovalStatus: 'REQUIRES APPROVER',
      });
    } finally {
      await device.close();
    }
  });

  it('[scope 6, Done 4] a transfer moves samples to Production; they leave the Sales user’s device', async () => {
    const sales = await signedInUser(ctx.server, {
      permissions: [perm('sampleInventory', 'user', { library: 'Sales' })],
    });
    const ids = [randomUUID(), randomUUID()];
    await save(
      ctx.server.handle.db,
      sampleInventoryMapping,
      ids.map((id) => ({
        id,
        _deleted: false,
        library: 'Sales',
        style: 'S9',
        color: 'RED',
        aisle: '4',
        newBin: 'B7',
        tracking: [],
        totalQty: 3,
      })),
    );
    const device = await openDevice({
      userId: sales.id,
      session: sales.session,
      collections: ['sampleInventory', 'commands'],
    });
    try {
      const samples = device.db.collections.sampleInventory!;
      await eventually(
        () => samples.count().exec(),
        (n) => n === 2,
      );
      await device.db.collections.commands!.insert(
        pendingCommand(randomUUID(), 'sample.transfer', { sampleIds: ids }, NOW) as never,
      );
      await eventually(
        () => samples.count().exec(),
        (n) => n === 0,
      );
      const moved = await loadDocuments(ctx.server.handle.db, sampleInventoryMapping);
      for (const id of ids) {
        const s = moved.find((d) => d.id === id)! as unknown as Record<string, unknown>;
        expect(s).toMatchObject({ library: 'Production', bin: 'B7' });
        expect(s.aisle).toBeUndefined();
        expect((s.tracking as { action: string }[]).map((t) => t.action)).toEqual([
          'Transferred to Production',
        ]);
      }
    } finally {
      await device.close();
    }
  });

  it('[scope 6] duplicate gives the user a new draft; approve moves a promo order on and tells the requester', async () => {
    const requester = await signedInUser(ctx.server, {
      permissions: [perm('promoOrders', 'user')],
    });
    const approver = await signedInUser(ctx.server, {
      permissions: [perm('promoOrders', 'approver')],
    });
    const promoId = randomUUID();
    await save(ctx.server.handle.db, orderMapping, [
      order(promoId, requester.userCode, {
        type: 'promo',
        orderSubtype: 'promo',
        status: 'SUBMITTED',
        orderApprovalStatus: 'REQUIRES APPROVER',
        approverCode: approver.userCode,
        lines: [
          { id: `${promoId}-1`, style: 'P1', color: 'BLK', status: 'PENDING', availability: [] },
        ],
      }),
    ]);
    const device = await openDevice({
      userId: approver.id,
      session: approver.session,
      collections: ['orders', 'commands'],
    });
    try {
      await eventually(
        () => device.db.collections.orders!.findOne(promoId).exec(),
        (o) => o !== null,
      );
      const copyId = randomUUID();
      await device.db.collections.commands!.bulkInsert([
        pendingCommand(randomUUID(), 'order.approve', { orderId: promoId }, NOW),
        pendingCommand(
          randomUUID(),
          'order.duplicate',
          { orderId: promoId, newOrderId: copyId },
          NOW,
        ),
      ] as never);
      await eventually(
        async () =>
          (await device.db.collections.orders!.findOne(promoId).exec())?.get('orderApprovalStatus'),
        (s) => s === 'REVIEW COMPLETE',
      );
      const copy = await eventually(
        async () =>
          (await device.db.collections.orders!.findOne(copyId).exec())?.toJSON() as
            DeviceDoc | undefined,
        (o) => o !== undefined,
      );
      expect(copy).toMatchObject({
        status: 'DRAFT',
        requesterCode: approver.userCode,
        type: 'promo',
      });
      expect((copy!.lines as { id: string }[]).map((l) => l.id)).toEqual([`${copyId}-1`]);
      // [001 §2 approval history] the approval is a recorded step (decision 0062) on the
      // device; the copy starts without one.
      const approved = (await device.db.collections.orders!.findOne(promoId).exec())?.toJSON() as
        DeviceDoc | undefined;
      expect(approved?.approvalHistory).toEqual([
        {
          action: 'approved',
          role: 'approver',
          userCode: approver.userCode,
          at: expect.any(String),
          from: 'REQUIRES APPROVER',
          to: 'REVIEW COMPLETE',
        },
      ]);
      expect(copy!.approvalHistory).toBeUndefined();
      const told = await ctx.server.handle.db
        .select()
        .from(notifications)
        .where(
          sql`${notifications.orderId} = ${promoId} and ${notifications.userCode} = ${requester.userCode}`,
        );
      expect(told.map((n) => n.title)).toEqual(['Order approved']);
    } finally {
      await device.close();
    }
  });
});

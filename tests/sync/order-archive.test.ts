// [001 §1 archive] Archive as an order command (decision 0074), beside the other order
// commands (commands.test.ts): written offline on a real device, executed by the real server
// exactly once per command id, the ARCHIVED status replicated back; a status that may not be
// archived is refused visibly and changes nothing. The REST batch's `status: ARCHIVED` runs the
// same command under the same shared rule (mayArchiveOrder).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { commands } from '../../sync-server/src/db/schema/index.ts';
import { DATABASE_KINDS } from '../../sync-server/src/test/harness.ts';
import type { DeviceDoc } from '../../web/src/db/collections.ts';
import { batchCall, orderServer, SAMPLE, serverOrder, storedOrder } from './rest-orders-fixture.ts';
import { deviceCommand, eventually, openDevice } from './support/device.ts';
import { pendingCommand, perm } from './support/fixtures.ts';
import type { ErrorAnswer } from './support/rest.ts';
import { signedInUser, type TestUser } from './support/users.ts';

const NOW = '2025-06-01T10:00:00.000Z';

describe.each(DATABASE_KINDS)('order.archive on %s', (kind) => {
  const ctx = orderServer(kind, { requester: { permissions: [perm('sampleOrders', 'user')] } });
  const archiveCommand = (id: string, orderId: string) =>
    pendingCommand(id, 'order.archive', { orderId }, NOW);

  it('[001 §1 archive] an archive written offline runs once: ARCHIVED on the server and the device; a retried push runs nothing again', async () => {
    const orderId = await storedOrder(ctx.server, ctx.requester.userCode, { status: 'COMPLETED' });
    const device = await openDevice({
      userId: ctx.requester.id,
      session: ctx.requester.session,
      collections: ['orders', 'commands'],
    });
    try {
      await device.engine.firstScreenReady();
      ctx.requester.session.online = false;
      const commandId = randomUUID();
      await device.db.collections.commands!.insert(archiveCommand(commandId, orderId) as never);
      ctx.requester.session.online = true;
      const command = await eventually(
        () => deviceCommand(device, commandId),
        (c) => c?.status !== undefined && c.status !== 'pending',
      );
      expect(command).toMatchObject({ status: 'executed', result: { ok: true, ids: [orderId] } });
      const archived = await serverOrder(ctx.server, orderId);
      expect(archived).toMatchObject({ status: 'ARCHIVED' });
      await eventually(
        async () => (await device.db.collections.orders!.findOne(orderId).exec())?.get('status'),
        (s) => s === 'ARCHIVED',
      );

      // The same command again (its answer lost): the stored run is answered. Had it run a
      // second time it would fail, since an ARCHIVED order is not archived again.
      const again = await ctx.requester.session.json<{ conflicts: DeviceDoc[] }>(
        'POST',
        '/api/sync/commands/push',
        [{ assumedMasterState: null, newDocumentState: archiveCommand(commandId, orderId) }],
      );
      expect(again.status).toBe(200);
      expect(again.body.conflicts[0]).toMatchObject({ id: commandId, status: 'executed' });
      const rows = await ctx.server.handle.db
        .select()
        .from(commands)
        .where(eq(commands.id, commandId));
      expect(rows).toHaveLength(1);
      expect((await serverOrder(ctx.server, orderId))?.modifiedDate).toBe(archived?.modifiedDate);
    } finally {
      await device.close();
    }
  });

  it('[001 §1 archive] an order still in SUBMITTED is not archived: the command fails and the order stays', async () => {
    const orderId = await storedOrder(ctx.server, ctx.requester.userCode, { status: 'SUBMITTED' });
    const device = await openDevice({
      userId: ctx.requester.id,
      session: ctx.requester.session,
      collections: ['orders', 'commands'],
    });
    try {
      const commandId = randomUUID();
      await device.db.collections.commands!.insert(archiveCommand(commandId, orderId) as never);
      const command = await eventually(
        () => deviceCommand(device, commandId),
        (c) => c?.status === 'failed',
      );
      expect(command?.result).toMatchObject({
        ok: false,
        message: 'An order in SUBMITTED cannot be archived by you',
      });
      expect(await serverOrder(ctx.server, orderId)).toMatchObject({ status: 'SUBMITTED' });
    } finally {
      await device.close();
    }
  });

  it('[001 §1 archive, §7 batch status] PATCH …/batch with status ARCHIVED follows the same rule', async () => {
    const other = await signedInUser(ctx.server, { permissions: [perm('sampleOrders', 'user')] });
    const batch = (user: TestUser, id: string, body: unknown) => batchCall(user, SAMPLE, id, body);

    const done = await storedOrder(ctx.server, ctx.requester.userCode, { status: 'CANCELED' });
    const ok = await batch(ctx.requester, done, { status: 'ARCHIVED' });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data.status).toBe('ARCHIVED');
    expect(ok.body.result).toMatchObject({ ok: true, ids: [done] });

    const draft = await storedOrder(ctx.server, ctx.requester.userCode, { status: 'DRAFT' });
    const refused = await batch(ctx.requester, draft, { status: 'ARCHIVED' });
    expect(refused.status).toBe(422);
    expect((refused.body as unknown as ErrorAnswer).error.code).toBe('command_failed');
    expect(await serverOrder(ctx.server, draft)).toMatchObject({ status: 'DRAFT' });

    // Someone else's finished order: out of another requester's scope (the same visibility
    // check as every order command), so nothing changes.
    const theirs = await storedOrder(ctx.server, ctx.requester.userCode, { status: 'COMPLETED' });
    const foreign = await batch(other, theirs, { status: 'ARCHIVED' });
    expect(foreign.status).toBe(404);
    expect(await serverOrder(ctx.server, theirs)).toMatchObject({ status: 'COMPLETED' });
  });
});

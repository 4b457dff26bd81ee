// [issue 5 Done 5, scope 4] A refused push is answered as a conflict with the server's
// version and recorded as a sync rejection the user sees: what, why, the refused values.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraryItemMapping, orderMapping } from '../../sync-server/src/db/mapping/index.ts';
import { syncRejections } from '../../sync-server/src/db/schema/index.ts';
import {
  DATABASE_KINDS,
  startTestServer,
  type TestServer,
} from '../../sync-server/src/test/harness.ts';
import type { DeviceDoc } from '../../web/src/db/collections.ts';
import { eventually, openDevice } from './support/device.ts';
import { libraryItem, order, perm, save } from './support/fixtures.ts';
import { signedInUser } from './support/users.ts';

describe.each(DATABASE_KINDS)('rejections on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.close();
  });

  const issuesOf = async (device: Awaited<ReturnType<typeof openDevice>>) =>
    (await device.db.collections.syncIssues!.find().exec()).map((d) => d.toJSON() as DeviceDoc);

  it('[Done 5] an edit of an order that is no longer editable is refused with the reason, and the device takes the server version', async () => {
    const requester = await signedInUser(server, { permissions: [perm('sampleOrders', 'user')] });
    const orderId = randomUUID();
    await save(server.handle.db, orderMapping, [
      order(orderId, requester.userCode, { status: 'SUBMITTED', po: 'PO-1' }),
    ]);
    const device = await openDevice({
      userId: requester.id,
      session: requester.session,
      collections: ['orders'],
    });
    try {
      const orders = device.db.collections.orders!;
      const doc = await eventually(
        () => orders.findOne(orderId).exec(),
        (d) => d !== null,
      );
      await doc!.incrementalPatch({ po: 'PO-CHANGED' });
      const issues = await eventually(
        () => issuesOf(device),
        (list) => list.length === 1,
      );
      expect(issues[0]).toMatchObject({
        kind: 'rejection',
        sourceCollection: 'orders',
        documentId: orderId,
        reasonCode: 'notEditable',
        message: 'The order is SUBMITTED and no longer editable',
        refusedValues: { id: orderId, po: 'PO-CHANGED' },
      });
      // Spec 001 §4: the refused value does not stay on the device as if it were saved.
      await eventually(
        async () => (await orders.findOne(orderId).exec())?.get('po'),
        (po) => po === 'PO-1',
      );
      expect(await device.engine.unsynced()).toEqual([]);
      // Dismissed on the device, the rejection is gone on the server too.
      const rejectionId = String(issues[0]!.id);
      await (await device.db.collections.syncIssues!.findOne(rejectionId).exec())!.remove();
      await eventually(
        async () =>
          (
            await server.handle.db
              .select()
              .from(syncRejections)
              .where(eq(syncRejections.id, rejectionId))
          )[0]?.deleted,
        (deleted) => deleted === true,
      );
    } finally {
      await device.close();
    }
  });

  it('[scope 4] a library viewer may not change an asset; a new document nobody may write is removed from the device', async () => {
    await save(server.handle.db, libraryItemMapping, [libraryItem('V1')]);
    const viewer = await signedInUser(server, { permissions: [perm('advertisingAssets', 'user')] });
    const device = await openDevice({
      userId: viewer.id,
      session: viewer.session,
      collections: ['libraryItems'],
    });
    try {
      const items = device.db.collections.libraryItems!;
      const v1 = await eventually(
        () => items.findOne('V1').exec(),
        (d) => d !== null,
      );
      await v1!.incrementalPatch({ name: 'Renamed by a viewer' });
      await items.insert(libraryItem('V2') as never);
      const issues = await eventually(
        () => issuesOf(device),
        (list) => list.length === 2,
      );
      expect(issues.map((i) => [i.documentId, i.reasonCode]).sort()).toEqual([
        ['V1', 'forbidden'],
        ['V2', 'forbidden'],
      ]);
      await eventually(
        async () => (await items.findOne('V1').exec())?.get('name'),
        (n) => n === 'Item V1',
      );
      await eventually(
        () => items.findOne('V2').exec(),
        (d) => d === null,
      );
    } finally {
      await device.close();
    }
  });

  it('[scope 4] an invalid document is refused as invalid, once however often the push is retried', async () => {
    const editor = await signedInUser(server, {
      permissions: [perm('advertisingAssets', 'editor')],
    });
    const bad = { ...libraryItem('BAD1'), year: 1200 };
    const push = () =>
      editor.session.json<{
        conflicts: DeviceDoc[];
        rejected: Record<string, { reason: string; message: string }>;
      }>('POST', '/api/sync/libraryItems/push', [
        { assumedMasterState: null, newDocumentState: bad },
      ]);
    const first = await push();
    const second = await push();
    for (const res of [first, second]) {
      expect(res.status).toBe(200);
      expect(res.body.rejected.BAD1).toMatchObject({ reason: 'invalid' });
      expect(res.body.rejected.BAD1?.message).toMatch(/^year: /);
      expect(res.body.conflicts).toEqual([{ id: 'BAD1', _deleted: true }]);
    }
    const rows = await server.handle.db
      .select()
      .from(syncRejections)
      .where(eq(syncRejections.userId, editor.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      collection: 'libraryItems',
      documentId: 'BAD1',
      reasonCode: 'invalid',
    });
    expect(rows[0]!.refusedValues).toMatchObject({ year: 1200 });
  });

  it('[scope 4] malformed push bodies are a 400 with a JSON error, never a 500', async () => {
    const editor = await signedInUser(server, {
      permissions: [perm('advertisingAssets', 'editor')],
    });
    for (const body of [{ not: 'an array' }, [{ newDocumentState: { name: 'no id' } }], [{}]]) {
      const res = await editor.session.json<{ error: { code: string } }>(
        'POST',
        '/api/sync/libraryItems/push',
        body,
      );
      expect(res.status).toBe(400);
      expect(res.body.error.code).toMatch(/invalid_request/);
    }
    const unknown = await editor.session.json<{ error: { code: string } }>(
      'GET',
      '/api/sync/nothing/pull',
    );
    expect(unknown.status).toBe(404);
    const badQuery = await editor.session.json<{ error: { code: string } }>(
      'GET',
      '/api/sync/orders/pull?txid=abc',
    );
    expect(badQuery.status).toBe(400);
    const badFormat = await editor.session.json<{ error: { code: string } }>(
      'GET',
      '/api/sync/products/pull?format=xml',
    );
    expect(badFormat.status).toBe(400);
    expect(badFormat.body.error.code).toMatch(/invalid_request/);
  });
});

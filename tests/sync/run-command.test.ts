// Commands from screens end to end (decisions 0013, 0027): on a real device in Node (RxDB over
// fake-indexeddb, the real SyncEngine) against the real server, a screen's order written with
// the device-data API and its submit run with `runCommand` while offline: the command shows
// queued, running once a push carries it to the server, and done with the server's result,
// which `outcome` resolves with. A command the server cannot execute ends refused with its
// reason. The same service and client the app runs in its sync worker and page.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDocuments, orderMapping } from '../../sync-server/src/db/mapping/index.ts';
import { orders } from '../../sync-server/src/db/schema/index.ts';
import {
  DATABASE_KINDS,
  startTestServer,
  type TestServer,
} from '../../sync-server/src/test/harness.ts';
import { createDeviceDataClient, type DeviceData } from '../../web/src/db/device-data/client.ts';
import { CommandPushes } from '../../web/src/db/device-data/command-pushes.ts';
import type { CommandState, CommandView } from '../../web/src/db/device-data/protocol.ts';
import { createDeviceData } from '../../web/src/db/device-data/service.ts';
import { openDevice, type TestDevice } from './support/device.ts';
import { order, perm, save } from './support/fixtures.ts';
import { signedInUser, type TestUser } from './support/users.ts';

describe.each(DATABASE_KINDS)('runCommand on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.close();
  });

  /** A device whose screens use the device-data API, its transport watched for command pushes. */
  async function screenDevice(user: TestUser): Promise<{ device: TestDevice; data: DeviceData }> {
    const pushes = new CommandPushes();
    const device = await openDevice({
      userId: user.id,
      session: user.session,
      collections: ['orders', 'commands'],
      engine: { transport: pushes.wrap(user.session) },
    });
    return { device, data: createDeviceDataClient(createDeviceData({ db: device.db, pushes })) };
  }

  /** Every state the command's live view went through, in order, without repeats. */
  function statesOf(data: DeviceData, id: string): { states: CommandState[]; stop: () => void } {
    const states: CommandState[] = [];
    const stop = data.watch({ kind: 'command', id }, (answer) => {
      const state = answer.ok ? (answer.value as CommandView | null)?.state : undefined;
      if (state && states.at(-1) !== state) states.push(state);
    });
    return { states, stop };
  }

  it('[001 §4 order actions] a submit run offline goes queued → running → done, and its outcome carries the result', async () => {
    const requester = await signedInUser(server, { permissions: [perm('sampleOrders', 'user')] });
    const { device, data } = await screenDevice(requester);
    try {
      await device.engine.firstScreenReady();
      requester.session.online = false;
      const orderId = randomUUID();
      await data.insert('orders', {
        id: orderId,
        type: 'sample',
        orderType: 'SampleOrder',
        orderSubtype: 'sample',
        requesterCode: requester.userCode,
        createdDate: '2025-06-01T10:00:00.000Z',
        lines: [{ id: `${orderId}-1`, style: 'S100', color: 'BLK', quantity: 2 }],
      });
      const { id, outcome } = await data.runCommand('order.submit', { orderId });
      const seen = statesOf(data, id);
      await new Promise((r) => setTimeout(r, 500)); // a few offline retries of the push
      expect(seen.states).toEqual(['queued']);

      requester.session.online = true;
      expect(await outcome).toEqual({
        state: 'done',
        result: expect.objectContaining({ ok: true, ids: [orderId] }),
      });
      expect(seen.states).toEqual(['queued', 'running', 'done']);
      seen.stop();
      const stored = (
        await loadDocuments(server.handle.db, orderMapping, eq(orders.id, orderId))
      )[0];
      expect(stored).toMatchObject({ status: 'SUBMITTED', requesterCode: requester.userCode });
      expect(await data.watching()).toBe(0);
    } finally {
      await device.close();
    }
  });

  it('[001 §4 order actions] a submit the server cannot execute ends refused with the server’s reason', async () => {
    const requester = await signedInUser(server, { permissions: [perm('sampleOrders', 'user')] });
    const orderId = randomUUID();
    await save(server.handle.db, orderMapping, [
      order(orderId, requester.userCode, { status: 'SUBMITTED' }),
    ]);
    const { device, data } = await screenDevice(requester);
    try {
      const { outcome } = await data.runCommand('order.submit', { orderId });
      expect(await outcome).toMatchObject({
        state: 'refused',
        message: 'The order is already SUBMITTED',
        result: { ok: false },
      });
    } finally {
      await device.close();
    }
  });
});

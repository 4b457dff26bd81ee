// A REST write and a device write to the same assortment (spec 000 §7 "Assortment REST
// shapes"; ARCHITECTURE "Replication rules of thumb": merged field by field against the assumed
// master state; where both changed one field the server wins and the device keeps the losing
// value in its conflicts record). The device is a real RxDB device over fake-indexeddb, offline
// while the REST call lands; the server is the real app over HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DATABASE_KINDS,
  startTestServer,
  type TestServer,
} from '../../sync-server/src/test/harness.ts';
import type { DeviceDoc } from '../../web/src/db/collections.ts';
import type { AssortmentAnswer } from './rest-assortments.test.ts';
import { eventually, openDevice } from './support/device.ts';
import { perm } from './support/fixtures.ts';
import { call } from './support/rest.ts';
import { DeviceSession } from './support/session.ts';
import { PASSWORD, signedInUser } from './support/users.ts';

describe.each(DATABASE_KINDS)('an assortment written over REST and on a device, on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  it('[000 §7 assortment merge] other fields merge; the same field keeps the server’s value and the device records its own', async () => {
    const owner = await signedInUser(server, { permissions: [perm('productAssortments', 'user')] });
    const created = await call<AssortmentAnswer>(owner.session, 'POST', '/assortments', {
      title: 'Spring Line',
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    const device = await openDevice({
      userId: owner.id,
      session: owner.session,
      collections: ['assortments'],
    });
    try {
      const assortments = device.db.collections.assortments!;
      const doc = await eventually(
        () => assortments.findOne(id).exec(),
        (d) => d !== null,
      );

      // Offline on the device: a new title and a subtitle. Meanwhile, over REST in another
      // session of the same user: another title and the state.
      owner.session.online = false;
      await doc!.incrementalPatch({ title: 'Device Title', subTitle: 'For Key Accounts' });
      const rest = new DeviceSession(server.url);
      await rest.login(owner.email, PASSWORD);
      const patched = await call<AssortmentAnswer>(rest, 'PATCH', `/assortments/${id}`, {
        title: 'REST Title',
        state: 'unpublished',
      });
      expect(patched.status).toBe(200);
      owner.session.online = true;
      expect(await device.engine.syncNow(30_000)).toBe(true);

      const merged = { title: 'REST Title', subTitle: 'For Key Accounts', state: 'unpublished' };
      const got = await call<AssortmentAnswer & { subTitle?: string }>(
        owner.session,
        'GET',
        `/assortments/${id}`,
      );
      expect(got.body).toMatchObject(merged);
      await eventually(
        async () => (await assortments.findOne(id).exec())?.toJSON(),
        (d) => d?.title === 'REST Title' && d.subTitle === 'For Key Accounts',
      );
      expect((await assortments.findOne(id).exec())?.toJSON()).toMatchObject(merged);
      const conflicts = (await device.db.collections.syncIssues!.find().exec())
        .map((d) => d.toJSON() as DeviceDoc)
        .filter((d) => d.kind === 'conflict' && d.documentId === id);
      expect(conflicts).toHaveLength(1);
      expect(conflicts[0]!.losing).toEqual([
        expect.objectContaining({ field: 'title', localValue: JSON.stringify('Device Title') }),
      ]);
      expect(await device.engine.unsynced()).toEqual([]);
    } finally {
      await device.close();
    }
  });
});

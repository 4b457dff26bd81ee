// [issue 5 Done 1] Offline edits on a device reach the server and the other devices after
// reconnect; live changes travel through the one SSE stream.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraryItemMapping, loadDocuments } from '../../sync-server/src/db/mapping/index.ts';
import {
  DATABASE_KINDS,
  startTestServer,
  type TestServer,
} from '../../sync-server/src/test/harness.ts';
import { eventually, openDevice } from './support/device.ts';
import { libraryItem, perm, save } from './support/fixtures.ts';
import { signedInUser } from './support/users.ts';

const EDITOR = [perm('advertisingAssets', 'editor')];

describe.each(DATABASE_KINDS)('replication on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.close();
  });

  const serverItem = async (id: string) => {
    const [doc] = await loadDocuments(server.handle.db, libraryItemMapping, undefined);
    void doc;
    const all = await loadDocuments(server.handle.db, libraryItemMapping);
    return all.find((d) => d.id === id);
  };

  it('[Done 1] offline edits reach the server and the other devices after reconnect', async () => {
    await save(server.handle.db, libraryItemMapping, [libraryItem('L1'), libraryItem('L2')]);
    const a = await signedInUser(server, { permissions: EDITOR });
    const b = await signedInUser(server, { permissions: EDITOR });
    const da = await openDevice({
      userId: a.id,
      session: a.session,
      collections: ['libraryItems'],
    });
    const dbb = await openDevice({
      userId: b.id,
      session: b.session,
      collections: ['libraryItems'],
    });
    try {
      const items = (d: typeof da) => d.db.collections.libraryItems!;
      await eventually(
        () => items(da).count().exec(),
        (n) => n === 2,
      );
      await eventually(
        () => items(dbb).count().exec(),
        (n) => n === 2,
      );

      a.session.online = false;
      const l1 = await items(da).findOne('L1').exec();
      await l1!.incrementalPatch({ name: 'Edited offline' });
      await items(da).insert(libraryItem('L3', { name: 'Made offline' }) as never);
      await new Promise((r) => setTimeout(r, 400));
      expect((await serverItem('L1'))?.name).toBe('Item L1');
      expect(await serverItem('L3')).toBeUndefined();
      expect((await da.engine.unsynced()).map((c) => c.id).sort()).toEqual(['L1', 'L3']);

      a.session.online = true;
      expect(await da.engine.syncNow()).toBe(true);
      expect((await serverItem('L1'))?.name).toBe('Edited offline');
      expect((await serverItem('L3'))?.name).toBe('Made offline');
      const seen = await eventually(
        async () =>
          (await items(dbb).find().exec())
            .map((d) => `${d.primary}:${String(d.get('name'))}`)
            .sort(),
        (names) => names.length === 3 && names.includes('L1:Edited offline'),
      );
      expect(seen).toEqual(['L1:Edited offline', 'L2:Item L2', 'L3:Made offline']);
    } finally {
      await da.close();
      await dbb.close();
    }
  });
});

// [issue 5 scope 8] Never lose the outbox: logout first syncs, otherwise says exactly what would
// stay behind; a session that expires offline keeps the changes and sends them after the same
// user's next login; a different user on the device gets their own database.
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { createRxDatabase, type RxStorage } from 'rxdb';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { wrappedValidateAjvStorage } from 'rxdb/plugins/validate-ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraryItemMapping, loadDocuments } from '../../sync-server/src/db/mapping/index.ts';
import {
  DATABASE_KINDS,
  startTestServer,
  type TestServer,
} from '../../sync-server/src/test/harness.ts';
import { collectionSpec, rxSchemaOf } from '../../web/src/db/collections.ts';
import { deviceDatabaseName, type DeviceDatabase } from '../../web/src/db/database.ts';
import { migrationStrategiesOf } from '../../web/src/db/migrations.ts';
import { SyncEngine } from '../../web/src/sync/engine.ts';
import { prepareLogout } from '../../web/src/sync/logout.ts';
import { eventually, openDevice } from './support/device.ts';
import { libraryItem, perm, save } from './support/fixtures.ts';
import { PASSWORD, signedInUser } from './support/users.ts';

const EDITOR = { permissions: [perm('advertisingAssets', 'editor')] };

describe.each(DATABASE_KINDS)('the outbox on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
    await save(server.handle.db, libraryItemMapping, [libraryItem('O1'), libraryItem('O2')]);
  });
  afterAll(async () => {
    await server?.close();
  });

  const nameOnServer = async (id: string) =>
    (await loadDocuments(server.handle.db, libraryItemMapping)).find((d) => d.id === id)?.name;

  it('[scope 8] logout syncs first; offline it lists exactly the changes that would stay', async () => {
    const user = await signedInUser(server, EDITOR);
    const device = await openDevice({
      userId: user.id,
      session: user.session,
      collections: ['libraryItems'],
    });
    try {
      const items = device.db.collections.libraryItems!;
      await eventually(
        () => items.count().exec(),
        (n) => n >= 2,
      );
      await (await items.findOne('O1').exec())!.incrementalPatch({ name: 'Sent at logout' });
      expect(await prepareLogout(device.engine, 20_000)).toEqual({ ok: true });
      expect(await nameOnServer('O1')).toBe('Sent at logout');

      user.session.online = false;
      await (await items.findOne('O2').exec())!.incrementalPatch({ name: 'Offline change' });
      await items.insert(libraryItem('O3', { name: 'Offline new' }) as never);
      const check = await prepareLogout(device.engine, 1_000);
      expect(check.ok).toBe(false);
      if (check.ok) return;
      expect(check.reason).toBe('offline');
      expect(check.unsynced.map((c) => [c.collection, c.id, c.label, c.deleted]).sort()).toEqual([
        ['libraryItems', 'O2', 'Offline change', false],
        ['libraryItems', 'O3', 'Offline new', false],
      ]);
    } finally {
      user.session.online = true;
      await device.close();
    }
  });

  it('[scope 8] a session that ends while offline keeps the changes; the same user’s next login sends them, another user never sees them', async () => {
    const user = await signedInUser(server, EDITOR);
    const first = await openDevice({
      userId: user.id,
      session: user.session,
      collections: ['libraryItems'],
    });
    const storage = first.indexedDB;
    try {
      const items = first.db.collections.libraryItems!;
      await eventually(
        () => items.count().exec(),
        (n) => n >= 2,
      );
      user.session.online = false;
      await (await items.findOne('O1').exec())!.incrementalPatch({
        name: 'Made before the session ended',
      });
      // The session ends on the server (idle timeout) while the device is away.
      server.advance(server.config.sessionIdleMs + 60_000);
      user.session.online = true;
      await eventually(() => first.engine.status.value.authRequired, Boolean);
      expect((await first.engine.unsynced()).map((c) => c.id)).toEqual(['O1']);
      expect(await nameOnServer('O1')).not.toBe('Made before the session ended');
    } finally {
      await first.close();
    }

    // Another user signs in on the same device: their own database, without the change.
    const other = await signedInUser(server, EDITOR);
    const otherDevice = await openDevice({
      userId: other.id,
      session: other.session,
      collections: ['libraryItems'],
      indexedDB: storage,
    });
    try {
      const o1 = await eventually(
        () => otherDevice.db.collections.libraryItems!.findOne('O1').exec(),
        (d) => d !== null,
      );
      expect(o1!.get('name')).not.toBe('Made before the session ended');
      expect(await otherDevice.engine.unsynced()).toEqual([]);
    } finally {
      await otherDevice.close();
    }

    // The same user again: the change waited in their database and goes up now.
    await user.session.login(user.email, PASSWORD);
    const again = await openDevice({
      userId: user.id,
      session: user.session,
      collections: ['libraryItems'],
      indexedDB: storage,
    });
    try {
      await eventually(
        () => nameOnServer('O1'),
        (n) => n === 'Made before the session ended',
      );
      await eventually(
        async () => (await again.engine.unsynced()).length,
        (n) => n === 0,
      );
    } finally {
      await again.close();
    }
  });

  it('[scope 8] a new app version (a schema migration) keeps an unsynced change and sends it', async () => {
    const user = await signedInUser(server, EDITOR);
    const indexedDB = new IDBFactory();
    const first = await openDevice({
      userId: user.id,
      session: user.session,
      collections: ['libraryItems'],
      indexedDB,
    });
    try {
      const items = first.db.collections.libraryItems!;
      await eventually(
        () => items.count().exec(),
        (n) => n >= 2,
      );
      user.session.online = false;
      await (await items.findOne('O2').exec())!.incrementalPatch({
        name: 'Made before the update',
      });
    } finally {
      await first.close();
      user.session.online = true;
    }
    // The next version of the app: libraryItems one schema version up, with its strategy.
    const migrated: string[] = [];
    const db = (await createRxDatabase({
      name: deviceDatabaseName(user.id, 'test'),
      storage: wrappedValidateAjvStorage({
        storage: getRxStorageDexie({ indexedDB, IDBKeyRange }),
      }) as RxStorage<unknown, unknown>,
      multiInstance: false,
      localDocuments: true,
    })) as unknown as DeviceDatabase;
    const schema = (name: 'libraryItems' | 'syncIssues', version: number) => ({
      ...rxSchemaOf(collectionSpec(name)),
      version,
    });
    // One version past the app's own (the app's strategies kept for the versions before it).
    const next = collectionSpec('libraryItems').version + 1;
    await db.addCollections({
      libraryItems: {
        schema: schema('libraryItems', next),
        localDocuments: true,
        migrationStrategies: {
          ...migrationStrategiesOf('libraryItems'),
          [next]: (doc: { id: string }) => {
            migrated.push(doc.id);
            return doc;
          },
        },
      },
      syncIssues: { schema: schema('syncIssues', 0), localDocuments: true },
    });
    const engine = new SyncEngine({ db, transport: user.session, retryTime: 150 });
    try {
      expect(migrated).toContain('O2');
      expect((await db.collections.libraryItems!.findOne('O2').exec())?.get('name')).toBe(
        'Made before the update',
      );
      await engine.start();
      await eventually(
        () => nameOnServer('O2'),
        (n) => n === 'Made before the update',
      );
      await eventually(
        async () => (await engine.unsynced()).length,
        (n) => n === 0,
      );
    } finally {
      await engine.stop();
      await db.close();
    }
  });
});

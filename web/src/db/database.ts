// The device database: one RxDB database per user (a different user on the same device gets
// their own and never sees or sends the other's changes), Dexie (IndexedDB) storage,
// multi-instance across tabs with one leader replicating. Opened once per user at module
// level by the app (STACK-NOTES §6: React StrictMode runs effects twice).
import {
  addRxPlugin,
  createRxDatabase,
  type RxCollection,
  type RxDatabase,
  type RxStorage,
} from 'rxdb';
import { RxDBLeaderElectionPlugin } from 'rxdb/plugins/leader-election';
import { RxDBLocalDocumentsPlugin } from 'rxdb/plugins/local-documents';
import { RxDBMigrationSchemaPlugin } from 'rxdb/plugins/migration-schema';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import {
  DEVICE_COLLECTIONS,
  rxSchemaOf,
  type DeviceCollectionName,
  type DeviceDoc,
} from './collections.ts';
import type { DeviceDocOf } from './device-docs.ts';
import { migrationStrategiesOf } from './migrations.ts';

/** Any device collection seen as plain documents: the replication code, which handles every
 * collection alike (sync/), uses this view; screens use the typed `DeviceCollections`. */
export type DeviceCollection = RxCollection<DeviceDoc>;
/** Each device collection typed from its shared schema (device-docs.ts); optional because a
 * Node device may open only some (`collections` option). */
export type DeviceCollections = { [N in DeviceCollectionName]?: RxCollection<DeviceDocOf<N>> };
export type DeviceDatabase = RxDatabase<DeviceCollections>;

/**
 * One open collection as plain documents, for code that treats every collection alike (the
 * replication). RxDB's collection type is invariant in its document type, so the typed
 * collection is widened here, in this one place.
 */
export function plainCollection(
  db: DeviceDatabase,
  name: DeviceCollectionName,
): DeviceCollection | undefined {
  return db.collections[name] as DeviceCollection | undefined;
}

/** Every open collection with its name, as plain documents (see `plainCollection`). */
export function plainCollections(db: DeviceDatabase): [DeviceCollectionName, DeviceCollection][] {
  return DEVICE_COLLECTIONS.flatMap((s) => {
    const collection = plainCollection(db, s.name);
    return collection ? [[s.name, collection] as [DeviceCollectionName, DeviceCollection]] : [];
  });
}

let pluginsAdded = false;
function addPlugins(): void {
  if (pluginsAdded) return;
  pluginsAdded = true;
  addRxPlugin(RxDBLeaderElectionPlugin);
  addRxPlugin(RxDBLocalDocumentsPlugin);
  addRxPlugin(RxDBMigrationSchemaPlugin);
}

export interface OpenDeviceDatabaseOptions {
  /** The signed-in user's id: the database is theirs alone. */
  readonly userId: string;
  /** Default: Dexie over the browser's IndexedDB. Node: Dexie over fake-indexeddb. */
  readonly storage?: RxStorage<unknown, unknown>;
  /** Several tabs share the database (default true in a browser). */
  readonly multiInstance?: boolean;
  /** Which collections to open (default all thirteen). RxDB's free tier counts open
   * collections per JavaScript realm, so tests running several devices in one process open
   * only what they use. */
  readonly collections?: readonly DeviceCollectionName[];
  /** Database name prefix (tests, the benchmark). */
  readonly prefix?: string;
}

/** IndexedDB-safe, RxDB-valid database name for a user (lower-case letters, digits, - and _). */
export function deviceDatabaseName(userId: string, prefix = 'portal'): string {
  const safe = userId.toLowerCase().replace(/[^a-z0-9_-]/g, '_');
  return `${prefix}-u-${safe}`;
}

export async function openDeviceDatabase(opts: OpenDeviceDatabaseOptions): Promise<DeviceDatabase> {
  addPlugins();
  const wanted = new Set(opts.collections ?? DEVICE_COLLECTIONS.map((c) => c.name));
  const db = await createRxDatabase<DeviceCollections>({
    name: deviceDatabaseName(opts.userId, opts.prefix),
    storage: (opts.storage ?? getRxStorageDexie()) as RxStorage<unknown, unknown>,
    // A page or a worker shares the database with the other tabs; Node (tests) does not.
    multiInstance: opts.multiInstance ?? typeof self !== 'undefined',
    localDocuments: true,
    ignoreDuplicate: false,
    closeDuplicates: true,
  });
  const specs = DEVICE_COLLECTIONS.filter((c) => wanted.has(c.name));
  await db.addCollections(
    Object.fromEntries(
      specs.map((s) => [
        s.name,
        {
          schema: rxSchemaOf(s),
          localDocuments: true,
          migrationStrategies: migrationStrategiesOf(s.name),
        },
      ]),
    ),
  );
  // Device-only index fields follow every local write (pulled documents get them in toDevice).
  for (const s of specs) {
    const collection = db.collections[s.name];
    if (!collection) continue;
    collection.preInsert((data: DeviceDoc) => Object.assign(data, s.derive(data)), false);
    collection.preSave((data: DeviceDoc) => Object.assign(data, s.derive(data)), false);
  }
  return db;
}

// A real RxDB device in Node: Dexie over its own fake-indexeddb (so devices share nothing),
// RxDB dev mode with ajv validation (every write checked against the derived schemas), and
// the replication engine against the real server.
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { addRxPlugin } from 'rxdb';
import { RxDBDevModePlugin, disableWarnings } from 'rxdb/plugins/dev-mode';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { wrappedValidateAjvStorage } from 'rxdb/plugins/validate-ajv';
import { CatalogueDatabase, catalogueName } from '../../../web/src/db/catalogue.ts';
import type { DeviceCollectionName, DeviceDoc } from '../../../web/src/db/collections.ts';
import { openDeviceDatabase, type DeviceDatabase } from '../../../web/src/db/database.ts';
import { SyncEngine, type SyncEngineOptions } from '../../../web/src/sync/engine.ts';
import type { DeviceSession } from './session.ts';

let devMode = false;
function enableDevMode(): void {
  if (devMode) return;
  devMode = true;
  disableWarnings();
  addRxPlugin(RxDBDevModePlugin);
}

export interface TestDevice {
  readonly db: DeviceDatabase;
  readonly engine: SyncEngine;
  readonly catalogue: CatalogueDatabase | undefined;
  readonly indexedDB: IDBFactory;
  close(): Promise<void>;
}

let devices = 0;

export interface DeviceOptions {
  readonly userId: string;
  readonly session: DeviceSession;
  readonly collections: readonly DeviceCollectionName[];
  readonly catalogue?: boolean;
  /** Reuse a device's storage (the same device after a restart of the app). */
  readonly indexedDB?: IDBFactory;
  readonly engine?: Partial<SyncEngineOptions>;
  readonly start?: boolean;
}

export async function openDevice(o: DeviceOptions): Promise<TestDevice> {
  enableDevMode();
  devices += 1;
  const indexedDB = o.indexedDB ?? new IDBFactory();
  const storage = wrappedValidateAjvStorage({
    storage: getRxStorageDexie({ indexedDB, IDBKeyRange }),
  });
  const db = await openDeviceDatabase({
    userId: o.userId,
    storage: storage as never,
    multiInstance: false,
    collections: [...new Set<DeviceCollectionName>([...o.collections, 'syncIssues'])],
    prefix: 'test',
  });
  const catalogue = o.catalogue
    ? new CatalogueDatabase(catalogueName(o.userId, 'test'), { indexedDB, IDBKeyRange })
    : undefined;
  const engine = new SyncEngine({
    db,
    transport: o.session,
    ...(catalogue ? { catalogue } : {}),
    retryTime: 150,
    heartbeatMs: 2_000,
    ...o.engine,
  });
  if (o.start ?? true) await engine.start();
  return {
    db,
    engine,
    catalogue,
    indexedDB,
    async close() {
      await engine.stop();
      await db.close();
      catalogue?.close();
    },
  };
}

/** Polls until the check passes (replication is asynchronous), or fails with the last value. */
/** The command `id` as the device holds it (its status and result once the server answered). */
export async function deviceCommand(
  device: TestDevice,
  id: string,
): Promise<DeviceDoc | undefined> {
  return (await device.db.collections.commands!.findOne(id).exec())?.toJSON() as
    DeviceDoc | undefined;
}

export async function eventually<T>(
  read: () => Promise<T> | T,
  ok: (value: T) => boolean,
  { timeoutMs = 20_000, stepMs = 50 } = {},
): Promise<T> {
  const until = Date.now() + timeoutMs;
  let value = await read();
  while (!ok(value)) {
    if (Date.now() > until)
      throw new Error(
        `condition not met in ${timeoutMs} ms; last value: ${JSON.stringify(value)?.slice(0, 2_000)}`,
      );
    await new Promise((r) => setTimeout(r, stepMs));
    value = await read();
  }
  return value;
}

export { devices as deviceCount };

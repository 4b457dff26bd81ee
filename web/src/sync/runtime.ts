// The app's one device sync: opened for the signed-in user (their own RxDB database and
// catalogue, created once per user at module level, STACK-NOTES §6), replicating in the leader
// tab, its status readable in every tab through a local document. Closing keeps the data:
// unsynced changes wait for the same user's next login.
import { BehaviorSubject, map, merge, type Observable } from 'rxjs';
import { CatalogueDatabase, catalogueName } from '../db/catalogue.ts';
import { openDeviceDatabase, type DeviceDatabase } from '../db/database.ts';
import { requestPersistentStorage } from '../db/storage.ts';
import { SyncEngine } from './engine.ts';
import { prepareLogout, discardDeviceData, type LogoutCheck } from './logout.ts';
import { INITIAL_SYNC_STATUS, type SyncStatus } from './status.ts';
import { browserTransport } from './transport.ts';

export interface DeviceSync {
  readonly userId: string;
  readonly db: DeviceDatabase;
  readonly catalogue: CatalogueDatabase;
  readonly engine: SyncEngine;
  /** The status in this tab: the engine's own in the leader, the leader's copy elsewhere. */
  readonly status$: Observable<SyncStatus>;
}

const SYNC_NOW = 'sync-now-request';
const current$ = new BehaviorSubject<DeviceSync | undefined>(undefined);
let opening: Promise<DeviceSync> | undefined;
let openingFor: string | undefined;

export const deviceSync$: Observable<DeviceSync | undefined> = current$.asObservable();
export const currentDeviceSync = (): DeviceSync | undefined => current$.getValue();

async function open(userId: string): Promise<DeviceSync> {
  const db = await openDeviceDatabase({ userId });
  const catalogue = new CatalogueDatabase(catalogueName(userId));
  const engine = new SyncEngine({ db, catalogue, transport: browserTransport() });
  const shared$ = db
    .getLocal$<{ status: SyncStatus }>('sync-status')
    .pipe(map((doc) => (doc?.get('status') as SyncStatus | undefined) ?? INITIAL_SYNC_STATUS));
  const sync: DeviceSync = {
    userId,
    db,
    catalogue,
    engine,
    status$: merge(shared$, engine.status.$),
  };
  // The leader answers "sync now" asked in any tab.
  db.getLocal$(SYNC_NOW).subscribe((doc) => {
    if (doc && db.isLeader()) void engine.syncNow();
  });
  void requestPersistentStorage();
  // Resolves in the tab that becomes the leader; the others read its status.
  void engine.start().catch((error: unknown) => console.error('[sync] could not start', error));
  return sync;
}

/** Opens (or returns) the device sync of this user; another user's is closed first. */
export function openDeviceSync(userId: string): Promise<DeviceSync> {
  const existing = current$.getValue();
  if (existing?.userId === userId) return Promise.resolve(existing);
  if (opening && openingFor === userId) return opening;
  // Claimed before the first await: two callers in the same tick (the shell's sync layer and a
  // screen that needs the catalogue) must share one database, or the second instance waits
  // for a leadership the first one never gives up.
  const before = opening;
  const next = (async () => {
    await before?.catch(() => undefined);
    await closeDeviceSync();
    const sync = await open(userId);
    current$.next(sync);
    return sync;
  })();
  opening = next;
  openingFor = userId;
  const settle = () => {
    if (opening !== next) return;
    opening = undefined;
    openingFor = undefined;
  };
  next.then(settle, settle);
  return next;
}

/** Stops syncing and closes the databases; the data stays on the device. */
export async function closeDeviceSync(): Promise<void> {
  const sync = current$.getValue();
  if (!sync) return;
  current$.next(undefined);
  await sync.engine.stop();
  await sync.db.close();
  sync.catalogue.close();
}

/** "Sync now" from any tab. */
export async function requestSyncNow(): Promise<void> {
  const sync = current$.getValue();
  if (!sync) return;
  if (sync.db.isLeader()) await sync.engine.syncNow();
  else await sync.db.upsertLocal(SYNC_NOW, { at: Date.now() });
}

/** Before a logout: try to sync, and answer what would stay behind (logout.ts). */
export async function checkBeforeLogout(): Promise<LogoutCheck> {
  const sync = current$.getValue();
  if (!sync) return { ok: true };
  if (sync.db.isLeader()) return prepareLogout(sync.engine);
  // Another tab replicates: ask it, then read its count.
  await requestSyncNow();
  await new Promise((r) => setTimeout(r, 3_000));
  const status = await new Promise<SyncStatus>((resolve) => {
    const sub = sync.status$.subscribe((s) => {
      resolve(s);
      queueMicrotask(() => sub.unsubscribe());
    });
  });
  return status.pending === 0
    ? { ok: true }
    : { ok: false, unsynced: status.pendingSample, reason: status.online ? 'refused' : 'offline' };
}

/** The user chose to discard what was not sent: this user's device database goes. */
export async function discardAndClose(): Promise<void> {
  const sync = current$.getValue();
  if (!sync) return;
  current$.next(undefined);
  await discardDeviceData(sync.db, sync.engine);
  sync.catalogue.close();
}

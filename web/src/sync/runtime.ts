// The page's side of the device sync. The engine runs in a dedicated worker (sync-host.ts,
// sync.worker.ts; docs/decisions/0019): the page gets its status, "sync now", the logout
// check, and — only when a screen asks — its own handles on the same IndexedDB data (the RxDB
// database in multi-instance mode, the Dexie catalogue), whose changes arrive from the worker
// through the browser. Where workers are missing (jsdom tests) the host runs in the page.
// Closing keeps the data: unsynced changes wait for the same user's next login.
import * as Comlink from 'comlink';
import { BehaviorSubject, type Observable } from 'rxjs';
import type { CatalogueDatabase } from '../db/catalogue.ts';
import type { DeviceDatabase } from '../db/database.ts';
import { createDeviceDataClient, type DeviceData } from '../db/device-data/client.ts';
import type { DeviceDataApi } from '../db/device-data/protocol.ts';
import { requestPersistentStorage } from '../db/storage.ts';
import type { LogoutCheck } from './logout.ts';
import type { SyncHost, SyncHostApi } from './sync-host.ts';
import { INITIAL_SYNC_STATUS, type SyncStatus } from './status.ts';

export interface DeviceSync {
  readonly userId: string;
  /** The status in this tab: the replicating tab's, wherever it runs. */
  readonly status$: Observable<SyncStatus>;
  /** Live reads, writes and commands, run where the sync runs (db/hooks.ts, db/actions.ts). */
  readonly data: DeviceData;
  /** This user's device database, opened in the page on first use: only for the grid's
   * `RxdbSource` (screens read through `data`). */
  database(): Promise<DeviceDatabase>;
  /** This user's product catalogue (Dexie), opened in the page on first use. */
  catalogue(): Promise<CatalogueDatabase>;
}

interface Live extends DeviceSync {
  readonly host: SyncHostApi;
  close(): Promise<void>;
  discard(): Promise<void>;
}

const current$ = new BehaviorSubject<Live | undefined>(undefined);
let opening: Promise<Live> | undefined;
let openingFor: string | undefined;

export const deviceSync$: Observable<DeviceSync | undefined> = current$.asObservable();
export const currentDeviceSync = (): DeviceSync | undefined => current$.getValue();

function startWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    return new Worker(new URL('./sync.worker.ts', import.meta.url), {
      type: 'module',
      name: 'device-sync',
    });
  } catch {
    return null;
  }
}

/** Opens once per call site lifetime: later callers share the first promise. */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
}

async function open(userId: string): Promise<Live> {
  const status$ = new BehaviorSubject<SyncStatus>(INITIAL_SYNC_STATUS);
  const onStatus = (status: SyncStatus) => status$.next(status);
  const worker = startWorker();
  let host: SyncHostApi;
  let inPage: SyncHost | undefined;
  let data: DeviceDataApi;
  let forget = () => undefined as void;
  if (worker) {
    const remote = Comlink.wrap<SyncHostApi>(worker);
    host = remote;
    // Callbacks cross as comlink proxies; the worker releases each when its read stops.
    data = {
      watch: (request, onAnswer) => remote.watch(request, Comlink.proxy(onAnswer)),
      unwatch: (watchId) => remote.unwatch(watchId),
      write: (request) => remote.write(request),
      watching: () => remote.watching(),
    };
    await host.open(userId, Comlink.proxy(onStatus));
    // The page hears the browser's online/offline events; a worker may not (emulated networks).
    const online = () => void host.setOnline(true);
    const offline = () => void host.setOnline(false);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    if (!navigator.onLine) offline();
    forget = () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  } else {
    inPage = (await import('./sync-host.ts')).createSyncHost();
    host = inPage;
    data = inPage;
    await host.open(userId, onStatus);
  }
  void requestPersistentStorage();

  // The page's own handles (worker mode); in-page, the host's.
  const pageDb = once(async () => {
    const { openDeviceDatabase } = await import('../db/database.ts');
    return openDeviceDatabase({ userId, multiInstance: true });
  });
  const pageCatalogue = once(async () => {
    const { CatalogueDatabase, catalogueName } = await import('../db/catalogue.ts');
    return new CatalogueDatabase(catalogueName(userId));
  });
  let dbOpened = false;
  let catalogueOpened = false;
  const database = async () => {
    const local = inPage?.local();
    if (local) return local.db;
    dbOpened = true;
    return pageDb();
  };
  const catalogue = async () => {
    const local = inPage?.local();
    if (local) return local.catalogue;
    catalogueOpened = true;
    return pageCatalogue();
  };
  const closePage = async () => {
    if (catalogueOpened) (await pageCatalogue()).close();
    if (dbOpened) await (await pageDb()).close();
  };
  return {
    userId,
    status$: status$.asObservable(),
    data: createDeviceDataClient(data),
    database,
    catalogue,
    host,
    async close() {
      forget();
      await closePage();
      await host.close();
      worker?.terminate();
    },
    async discard() {
      forget();
      await closePage();
      await host.discard();
      worker?.terminate();
    },
  };
}

/** Opens (or returns) the device sync of this user; another user's is closed first. */
export function openDeviceSync(userId: string): Promise<DeviceSync> {
  const existing = current$.getValue();
  if (existing?.userId === userId) return Promise.resolve(existing);
  if (opening && openingFor === userId) return opening;
  // Claimed before the first await: two callers in the same tick (the shell's sync layer and a
  // screen that needs the catalogue) must share one device sync.
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
  await sync.close();
}

/** "Sync now" from any tab. */
export async function requestSyncNow(): Promise<boolean> {
  return (await current$.getValue()?.host.syncNow()) ?? false;
}

/** Before a logout: try to sync, and answer what would stay behind (logout.ts). */
export async function checkBeforeLogout(): Promise<LogoutCheck> {
  return (await current$.getValue()?.host.checkBeforeLogout()) ?? { ok: true };
}

/** The user chose to discard what was not sent: this user's device database goes. */
export async function discardAndClose(): Promise<void> {
  const sync = current$.getValue();
  if (!sync) return;
  current$.next(undefined);
  await sync.discard();
}

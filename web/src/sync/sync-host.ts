// Where the device sync runs: the user's RxDB database, the Dexie catalogue and the engine.
// In the app this lives in a dedicated worker (sync.worker.ts), so replication never takes the
// page's main thread (a first sync of an administrator's scope cost seconds of it, Lighthouse
// TBT, docs/decisions/0019); where workers are missing (jsdom tests) the page runs it itself.
// Tabs elect one leader (Web Locks, also in workers): only the leader replicates; the others
// read its status from a local document and ask it to "sync now" through another.
import { auditTime, map, merge, type Subscription } from 'rxjs';
import { CatalogueDatabase, catalogueName } from '../db/catalogue.ts';
import { openDeviceDatabase, type DeviceDatabase } from '../db/database.ts';
import { CommandPushes } from '../db/device-data/command-pushes.ts';
import type { DeviceDataApi } from '../db/device-data/protocol.ts';
import { createDeviceData, type DeviceDataService } from '../db/device-data/service.ts';
import { SyncEngine } from './engine.ts';
import { discardDeviceData, prepareLogout, type LogoutCheck } from './logout.ts';
import { INITIAL_SYNC_STATUS, type SyncStatus } from './status.ts';
import { browserTransport } from './transport.ts';

const SYNC_NOW = 'sync-now-request';
/** Status updates to the page at most this often (each is a message across the boundary). */
const STATUS_EVERY_MS = 200;

/**
 * The device sync's API, also for screens: live reads, writes and commands run here, where the
 * database is (DeviceDataApi; docs/decisions/0027-live-device-data.md), so the page never
 * parses RxDB to show device data and a query never blocks the UI.
 */
export interface SyncHostApi extends DeviceDataApi {
  /** Opens this user's device sync and starts replicating once this tab leads. */
  open(userId: string, onStatus: (status: SyncStatus) => void): Promise<void>;
  /** "Sync now" from any tab; answers whether everything is in sync afterwards. */
  syncNow(): Promise<boolean>;
  /** Before a logout: try to sync, then answer what would stay behind (logout.ts). */
  checkBeforeLogout(): Promise<LogoutCheck>;
  /** The page's 'online'/'offline' events (a worker may not get them itself). */
  setOnline(online: boolean): void;
  /** Stops syncing; the data stays on the device for the same user's next login. */
  close(): Promise<void>;
  /** The user chose to discard what was not sent: this user's device database goes. */
  discard(): Promise<void>;
}

export interface SyncHost extends SyncHostApi {
  /** In-thread only: the host's own database and catalogue. */
  readonly local: () => { db: DeviceDatabase; catalogue: CatalogueDatabase } | undefined;
}

interface Open {
  readonly db: DeviceDatabase;
  readonly catalogue: CatalogueDatabase;
  readonly engine: SyncEngine;
  readonly data: DeviceDataService;
  readonly subs: Subscription[];
  latest: SyncStatus;
}

export function createSyncHost(): SyncHost {
  let current: Open | undefined;

  const close = async (): Promise<void> => {
    const open = current;
    if (!open) return;
    current = undefined;
    open.data.dispose();
    for (const s of open.subs) s.unsubscribe();
    await open.engine.stop();
    await open.db.close();
    open.catalogue.close();
  };

  return {
    async open(userId, onStatus) {
      await close();
      const db = await openDeviceDatabase({ userId, multiInstance: true });
      const catalogue = new CatalogueDatabase(catalogueName(userId));
      // The transport is only watched for command pushes (a command's "running" state).
      const pushes = new CommandPushes();
      const engine = new SyncEngine({ db, catalogue, transport: pushes.wrap(browserTransport()) });
      const data = createDeviceData({ db, catalogue, pushes });
      const open: Open = { db, catalogue, engine, data, subs: [], latest: INITIAL_SYNC_STATUS };
      current = open;
      // The leader's status is shared through a local document; this tab's engine adds its own.
      const shared$ = db
        .getLocal$<{ status: SyncStatus }>('sync-status')
        .pipe(map((doc) => (doc?.get('status') as SyncStatus | undefined) ?? INITIAL_SYNC_STATUS));
      open.subs.push(
        merge(shared$, engine.status.$)
          .pipe(auditTime(STATUS_EVERY_MS))
          .subscribe((status) => {
            open.latest = status;
            onStatus(status);
          }),
        // The leader answers "sync now" asked in any tab.
        db.getLocal$(SYNC_NOW).subscribe((doc) => {
          if (doc && db.isLeader()) void engine.syncNow();
        }),
      );
      onStatus(INITIAL_SYNC_STATUS);
      // Resolves in the tab that becomes the leader; the others read its status.
      void engine.start().catch((error: unknown) => console.error('[sync] could not start', error));
    },

    async syncNow() {
      const open = current;
      if (!open) return false;
      if (open.db.isLeader()) return open.engine.syncNow();
      await open.db.upsertLocal(SYNC_NOW, { at: Date.now() });
      return false;
    },

    async checkBeforeLogout() {
      const open = current;
      if (!open) return { ok: true };
      if (open.db.isLeader()) return prepareLogout(open.engine);
      // Another tab replicates: ask it, then read its count.
      await open.db.upsertLocal(SYNC_NOW, { at: Date.now() });
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      const status = open.latest;
      return status.pending === 0
        ? { ok: true }
        : {
            ok: false,
            unsynced: status.pendingSample,
            reason: status.online ? 'refused' : 'offline',
          };
    },

    setOnline(online) {
      current?.engine.setBrowserOnline(online);
    },

    close,

    async discard() {
      const open = current;
      if (!open) return;
      current = undefined;
      open.data.dispose();
      for (const s of open.subs) s.unsubscribe();
      await discardDeviceData(open.db, open.engine);
      open.catalogue.close();
    },

    async watch(request, onAnswer) {
      const open = current;
      if (open) return open.data.watch(request, onAnswer);
      onAnswer({ ok: false, error: 'The device sync is not open' });
      return 0;
    },

    async unwatch(watchId) {
      await current?.data.unwatch(watchId);
    },

    async write(request) {
      const open = current;
      if (open) return open.data.write(request);
      return {
        ok: false,
        issues: [{ path: [], code: 'not_open', message: 'The device sync is not open' }],
        written: [],
      };
    },

    async watching() {
      return (await current?.data.watching()) ?? 0;
    },

    local: () => (current ? { db: current.db, catalogue: current.catalogue } : undefined),
  };
}

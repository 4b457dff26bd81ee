// React access to the device sync (sync/runtime.ts): opening it for the signed-in user, its
// status, and the page's own handles. Screens read device data with the live hooks of
// db/hooks.ts and write with db/actions.ts (run where the sync runs, decision 0027), not here.
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { CatalogueDatabase } from '../../db/catalogue.ts';
import type { DeviceDatabase } from '../../db/database.ts';
import {
  currentDeviceSync,
  deviceSync$,
  openDeviceSync,
  closeDeviceSync,
  type DeviceSync,
} from '../../sync/runtime.ts';
import { INITIAL_SYNC_STATUS, type SyncStatus } from '../../sync/status.ts';

function subscribeSync(onChange: () => void): () => void {
  const sub = deviceSync$.subscribe(onChange);
  return () => sub.unsubscribe();
}

/** The signed-in user's device sync, or undefined while none is open (the shell and the
 * screens that must open it themselves; reading data: db/hooks.ts). */
export function useDeviceSync(): DeviceSync | undefined {
  return useSyncExternalStore(subscribeSync, currentDeviceSync, currentDeviceSync);
}

interface StatusStore {
  subscribe(onChange: () => void): () => void;
  get(): SyncStatus;
}

const stores = new WeakMap<DeviceSync, StatusStore>();

/** The latest status of one device sync, as an external store for React. */
function statusStore(sync: DeviceSync): StatusStore {
  let store = stores.get(sync);
  if (!store) {
    let latest = INITIAL_SYNC_STATUS;
    store = {
      subscribe(onChange) {
        const sub = sync.status$.subscribe((s) => {
          latest = s;
          onChange();
        });
        return () => sub.unsubscribe();
      },
      get: () => latest,
    };
    stores.set(sync, store);
  }
  return store;
}

const idle: StatusStore = { subscribe: () => () => undefined, get: () => INITIAL_SYNC_STATUS };

/** The sync status shown in this tab (the replicating tab's, in every tab). */
export function useSyncStatus(): SyncStatus {
  const sync = useDeviceSync();
  const store = sync ? statusStore(sync) : idle;
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/**
 * Opens the device sync for the signed-in user and closes it (keeping the data: unsent changes
 * wait for their next login) when they log out or the component unmounts.
 */
export function useDeviceSyncFor(userId: string | null | undefined): void {
  useEffect(() => {
    if (!userId) return;
    void openDeviceSync(userId).catch((error: unknown) =>
      console.error('[sync] could not open the device database', error),
    );
    return () => void closeDeviceSync();
  }, [userId]);
}

/** Resolves one of the device sync's page handles for React (undefined until it is open). */
function useOpened<T>(open: ((sync: DeviceSync) => Promise<T>) | undefined): T | undefined {
  const sync = useDeviceSync();
  const [value, setValue] = useState<{ sync: DeviceSync; value: T } | undefined>(undefined);
  useEffect(() => {
    if (!sync || !open) return undefined;
    let live = true;
    open(sync).then(
      (opened) => live && setValue({ sync, value: opened }),
      (error: unknown) => console.error('[sync] could not open the device data', error),
    );
    return () => {
      live = false;
    };
  }, [sync, open]);
  return value && value.sync === sync ? value.value : undefined;
}

const openDatabase = (sync: DeviceSync) => sync.database();
const openCatalogue = (sync: DeviceSync) => sync.catalogue();

/**
 * The signed-in user's device database in this page (opened on first use, typed collections).
 * Only for the grid's `RxdbSource`, which pages through a collection in the page; everything
 * else reads through db/hooks.ts, so RxDB is not parsed on the main thread for it.
 */
export function useDeviceDatabase(): DeviceDatabase | undefined {
  return useOpened(openDatabase);
}

/** The signed-in user's product catalogue in this page (opened on first use): product lookups
 * by id (the import validation); its live count is `useCatalogueCount()` (db/hooks.ts). */
export function useCatalogue(): CatalogueDatabase | undefined {
  return useOpened(openCatalogue);
}

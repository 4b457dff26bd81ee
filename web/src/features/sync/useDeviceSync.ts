// React access to the device sync (sync/runtime.ts): the current one and its status.
import { useEffect, useSyncExternalStore } from 'react';
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

/** The signed-in user's device sync, or undefined while none is open. */
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

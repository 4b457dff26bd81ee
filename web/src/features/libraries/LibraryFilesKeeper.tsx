// The library files on the device in the background (decision 0047), mounted by the sync layer
// once someone is signed in: the rights-date drop (CachedFilesExpiry, issue scope 8), and the
// views this user switched "available offline" (scope 9) kept up to date as items sync in,
// whether or not their list is open. Follows the switches in this tab and in others.
import type { LibraryItemType } from '@portal/shared';
import { useSyncExternalStore } from 'react';
import { CachedFilesExpiry, useLocalDay } from './CachedFilesExpiry.tsx';
import { LIBRARY_LISTS } from './libraries.ts';
import {
  browserCaches,
  OFFLINE_CHANGED,
  offlineKey,
  readOffline,
  type CacheStore,
} from './offline-cache.ts';
import { KeepOffline } from './OfflineSwitch.tsx';

const LIBRARY_TYPES: readonly LibraryItemType[] = [
  ...new Set(Object.values(LIBRARY_LISTS).map((view) => view.type)),
];

function subscribe(onChange: () => void): () => void {
  globalThis.addEventListener?.(OFFLINE_CHANGED, onChange);
  globalThis.addEventListener?.('storage', onChange);
  return () => {
    globalThis.removeEventListener?.(OFFLINE_CHANGED, onChange);
    globalThis.removeEventListener?.('storage', onChange);
  };
}

/** The libraries this user keeps offline on this device. */
function useOfflineTypes(userId: string): readonly LibraryItemType[] {
  const joined = useSyncExternalStore(subscribe, () =>
    LIBRARY_TYPES.filter((type) => readOffline(offlineKey(userId, type))).join(','),
  );
  return joined ? (joined.split(',') as LibraryItemType[]) : [];
}

export function LibraryFilesKeeper(props: {
  readonly userId: string;
  /** The caches (tests); the browser's CacheStorage by default. */
  readonly caches?: CacheStore;
  readonly today?: string;
}) {
  const store = props.caches ?? browserCaches();
  const day = useLocalDay();
  const today = props.today ?? day;
  const types = useOfflineTypes(props.userId);
  return (
    <>
      <CachedFilesExpiry caches={store} today={today} />
      {store
        ? types.map((type) => (
            <KeepOffline
              key={type}
              type={type}
              userId={props.userId}
              today={today}
              caches={store}
            />
          ))
        : null}
    </>
  );
}

// Issue scope 8 (decision 0047): the device drops the cached files of library items past their
// end or expire date — on app start (LibraryFilesKeeper, mounted by the sync layer) and
// every day after (the local day rolls over at midnight), and whenever the device learns of
// such an item. Reads the device's items through the live query (no RxDB in the page).
import { useEffect, useMemo, useState } from 'react';
import { useLiveQuery } from '../../db/hooks.ts';
import { localToday } from '../../ui/filter-bar/index.ts';
import { browserCaches, dropExpiredFiles, type CacheStore } from './offline-cache.ts';

/** Milliseconds from `now` to the next local midnight (plus a second past it). */
export function untilNextDay(now: Date): number {
  const next = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 0, 0, 1);
  return Math.max(1000, next.getTime() - now.getTime());
}

/** The local day, following midnight while mounted. */
export function useLocalDay(): string {
  const [today, setToday] = useState(() => localToday());
  useEffect(() => {
    const timer = setTimeout(() => setToday(localToday()), untilNextDay(new Date()));
    return () => clearTimeout(timer);
  }, [today]);
  return today;
}

/** Items with an end or expire date before `today` (rights.ts decides which to drop). */
export const endedSelector = (today: string) => ({
  $or: [{ endDate: { $lt: today } }, { expireDate: { $lt: today } }],
});

export function CachedFilesExpiry(props: {
  readonly caches?: CacheStore;
  readonly today?: string;
}) {
  const day = useLocalDay();
  const today = props.today ?? day;
  const store = props.caches ?? browserCaches();
  const query = useMemo(() => ({ selector: endedSelector(today) }), [today]);
  const { docs, loading } = useLiveQuery('libraryItems', query);
  useEffect(() => {
    if (!store || loading || docs.length === 0) return;
    dropExpiredFiles(docs, today, store).catch((error: unknown) =>
      console.warn('[libraries] could not drop expired cached files', error),
    );
  }, [store, docs, loading, today]);
  return null;
}

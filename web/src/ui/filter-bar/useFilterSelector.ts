// A list screen's query from its filter state: the Mango selector of the shared mapping,
// refreshed 200 ms after the last change (spec 000 §9 "filter query refresh 200 ms"), so a burst
// of changes runs one query. Device queries need no further wait; the "data after 500 ms" of
// §9 is for screens that page from the server (DEBOUNCE_MS.filterQueryFetch).
import { DEBOUNCE_MS } from '@portal/shared/constants.ts';
import {
  filterStateToMango,
  type FilterBarDefinition,
  type FilterQueryMapping,
  type FilterState,
  type MangoSelector,
} from '@portal/shared';
import { useEffect, useMemo, useState } from 'react';
import type { MangoQuerySelector } from 'rxdb';

/** Today on this device, YYYY-MM-DD in its own time zone (the presets count from it). */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A value that follows `value` once it has been still for `delayMs` (the first one at once). */
export function useSettledValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (Object.is(settled, value)) return;
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, settled, delayMs]);
  return settled;
}

/**
 * The selector of the current filter state, settled for 200 ms. `mapping` must be stable (a
 * module constant). Pass it to the grid as its filter; the source's query uses it as selector.
 */
export function useFilterSelector(
  definition: FilterBarDefinition,
  state: FilterState,
  mapping: FilterQueryMapping,
  options: { readonly delayMs?: number; readonly today?: string } = {},
): MangoSelector {
  const today = options.today ?? localToday();
  const selector = useMemo(
    () => filterStateToMango(definition, state, mapping, { today }),
    [definition, state, mapping, today],
  );
  return useSettledValue(selector, options.delayMs ?? DEBOUNCE_MS.filterQueryRefresh);
}

/**
 * The shared selector typed for a collection. The shared type is the subset of RxDB's Mango
 * selector the filter bar emits; RxDB types selectors by document paths, which a field name
 * chosen at run time cannot be checked against, hence the one conversion here.
 */
export function toMangoQuerySelector<Doc>(selector: MangoSelector): MangoQuerySelector<Doc> {
  return selector as MangoQuerySelector<Doc>;
}

// The device query of a library view (spec 000 §2 library screens, §3/§4 view toggles, issue
// scope 8 rights dates; decision 0040): the library type, status Published (a viewer's list:
// editors sync every status, spec 000 §2 per-status manage screens are elsewhere), the filter
// bar's selector (shared `libraryItemSelector`), the toggles (shared `viewTogglesSelector`),
// the rights dates as a selector (the same rule as shared `visibleToViewers`, so the grid's
// windows and the count need no pass in memory), and "new only" also leaving out the items the
// user's device flags say were seen (a flag written here syncs before the server projects it
// onto the item's `userFlag`).
import {
  viewTogglesSelector,
  type LibraryItemType,
  type LibraryViewToggles,
  type MangoSelector,
} from '@portal/shared';
import type { MangoQuerySelector } from 'rxdb';
import { INDEX_CODE_LENGTH } from '../../db/collections.ts';
import type { DeviceDocOf } from '../../db/device-docs.ts';

export type LibraryRow = DeviceDocOf<'libraryItems'>;

/**
 * Live on `today` (YYYY-MM-DD): no end or expire date before it, no start or begin date after
 * it. `null` matches a missing field (Mango); dates are ISO days, so text order is date order.
 */
export function rightsSelector(today: string): MangoSelector {
  const until = (field: string): MangoSelector => ({
    $or: [{ [field]: null }, { [field]: { $gte: today } }],
  });
  const from = (field: string): MangoSelector => ({
    $or: [{ [field]: null }, { [field]: { $lte: today } }],
  });
  return { $and: [until('endDate'), until('expireDate'), from('startDate'), from('beginDate')] };
}

export interface LibraryQuery {
  readonly type: LibraryItemType;
  /** The filter bar's selector (`useFilterSelector(bar, state, LIBRARY_FILTER_MAPPINGS[type])`). */
  readonly filter: MangoSelector;
  readonly toggles: LibraryViewToggles;
  readonly today: string;
  /** Ids of the items this user's device flags as Seen. */
  readonly seenIds: readonly string[];
}

/** Bar fields with a device index key (db/collections.ts `libraryItems`, decision 0047). */
const INDEX_KEYS = {
  category: 'idxCategory',
  gender: 'idxGender',
  assetType: 'idxAssetType',
  season: 'idxSeason',
} as const;

/**
 * The filter's plain equalities on indexed fields, as index-key equalities: RxDB's planner
 * then reads the key's range of the newest-first order instead of walking the whole library.
 * The filter clause itself stays, so the answer is the same; a value too long for the key, a
 * list of values or any other operator is left to the filter alone.
 */
export function indexedEqualities(filter: MangoSelector): Record<string, string> {
  const and = filter.$and;
  const clauses = Array.isArray(and) ? (and as readonly MangoSelector[]) : [filter];
  const keys: Record<string, string> = {};
  for (const clause of clauses)
    for (const [field, key] of Object.entries(INDEX_KEYS)) {
      const value = clause[field];
      if (typeof value === 'string' && value.length < INDEX_CODE_LENGTH && value !== '')
        keys[key] = value;
    }
  return keys;
}

/** What a viewer's list holds: Published items of the library, live on `today`, filtered. */
export function libraryViewSelector(query: LibraryQuery): MangoQuerySelector<LibraryRow> {
  const clauses: MangoQuerySelector<LibraryRow>[] = [
    rightsSelector(query.today) as MangoQuerySelector<LibraryRow>,
  ];
  if (Object.keys(query.filter).length > 0)
    clauses.push(query.filter as MangoQuerySelector<LibraryRow>);
  const toggles = viewTogglesSelector(query.toggles);
  if (Object.keys(toggles).length > 0) clauses.push(toggles as MangoQuerySelector<LibraryRow>);
  if (query.toggles.showNewStylesOnly && query.seenIds.length > 0)
    clauses.push({ id: { $nin: [...query.seenIds] } });
  // The (libraryType, status) prefix stays at the top level: RxDB's query planner reads only
  // top-level fields to choose an index and its key range; inside $and it scanned the whole
  // collection and sorted in memory (bench:libraries, decision 0047).
  return {
    libraryType: query.type,
    status: 'Published',
    ...indexedEqualities(query.filter),
    $and: clauses,
  } as MangoQuerySelector<LibraryRow>;
}

/** Whether the user has not opened the item: no Seen flag on it nor on this device. */
export function isNewItem(item: Pick<LibraryRow, 'id' | 'userFlag'>, seen: ReadonlySet<string>) {
  return (item.userFlag === undefined || item.userFlag === '') && !seen.has(item.id);
}

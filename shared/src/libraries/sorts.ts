// Default sorts of the asset libraries (spec 000 §2 "Library screens and filter bars": assets by
// -modifiedDate, documents by -files.modifiedDate; §7 library paged fetch: "default sort name
// ascending" for the rest — logos and resources). Values from constants (LIBRARY_DEFAULT_SORTS).
import { LIBRARY_DEFAULT_SORTS } from '../constants.ts';
import type { LibraryItem } from '../entities/library-item.ts';
import type { LibraryItemType } from './kinds.ts';

/** A sort as the paged fetch sends it: a field, `-` in front for descending. */
export type LibrarySort = '-modifiedDate' | '-files.modifiedDate' | 'name';

export const LIBRARY_DEFAULT_SORT: Readonly<Record<LibraryItemType, LibrarySort>> = {
  AdvertisingAsset: LIBRARY_DEFAULT_SORTS.assets,
  GlobalRetailAsset: LIBRARY_DEFAULT_SORTS.assets,
  StepAsset: LIBRARY_DEFAULT_SORTS.assets,
  ProductDocument: LIBRARY_DEFAULT_SORTS.documents,
  AdvertisingLogo: 'name',
  GlobalRetailResource: 'name',
};

type Sortable = Pick<LibraryItem, 'id' | 'name' | 'modifiedDate' | 'files'>;

/** The latest modifiedDate of an item's files (Mango sorts an array field by it, descending). */
export function latestFileModified(item: Pick<LibraryItem, 'files'>): string | undefined {
  let latest: string | undefined;
  for (const f of item.files)
    if (f.modifiedDate && (!latest || f.modifiedDate > latest)) latest = f.modifiedDate;
  return latest;
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Dates descending, undated last; then name, then id, so the order is total and stable. */
function byDateDesc(a: string | undefined, b: string | undefined): number {
  if (a === b) return 0;
  if (a === undefined) return 1;
  if (b === undefined) return -1;
  return a > b ? -1 : 1;
}

export function compareLibraryItems(sort: LibrarySort): (a: Sortable, b: Sortable) => number {
  return (a, b) => {
    const primary =
      sort === '-modifiedDate'
        ? byDateDesc(a.modifiedDate, b.modifiedDate)
        : sort === '-files.modifiedDate'
          ? byDateDesc(latestFileModified(a), latestFileModified(b))
          : 0;
    if (primary !== 0) return primary;
    const byName = collator.compare(a.name, b.name);
    if (byName !== 0) return byName;
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  };
}

/** A sort as field and direction (a device query's sort, the paged fetch's `_options.sort`). */
export function librarySortFields(sort: LibrarySort): { field: string; direction: 'asc' | 'desc' } {
  return sort.startsWith('-')
    ? { field: sort.slice(1), direction: 'desc' }
    : { field: sort, direction: 'asc' };
}

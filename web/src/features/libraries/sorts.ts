// A library's default sort (shared LIBRARY_DEFAULT_SORT, spec 000 §2/§7) as the device query's
// index order: assets newest first on the inverted `idxModified` key, logos and resources by
// name, both under the (libraryType, status) prefix of the collection's indexes. Documents sort
// by their latest file date, which no index holds: the grid reads the item's own modifiedDate
// (written with its files), the tiles re-sort in memory with the shared rule.
import { LIBRARY_DEFAULT_SORT, type LibraryItemType } from '@portal/shared';
import type { MangoQuerySortPart } from 'rxdb';
import type { SortFields, SortSpec } from '../../grid/index.ts';
import type { LibraryRow } from './selector.ts';

export const LIBRARY_SORT_FIELDS: SortFields = {
  modifiedDate: { field: 'idxModified', inverted: true },
};

export function gridDefaultSort(type: LibraryItemType): readonly SortSpec[] {
  return LIBRARY_DEFAULT_SORT[type] === 'name'
    ? [{ id: 'name', desc: false }]
    : [{ id: 'modifiedDate', desc: true }];
}

/** The live query's sort: the index the collection has for this library's default order. */
export function deviceSort(type: LibraryItemType): MangoQuerySortPart<LibraryRow>[] {
  const last = LIBRARY_DEFAULT_SORT[type] === 'name' ? 'name' : 'idxModified';
  return [
    { libraryType: 'asc' },
    { status: 'asc' },
    { [last]: 'asc' },
  ] as MangoQuerySortPart<LibraryRow>[];
}

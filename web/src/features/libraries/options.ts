// The filter bar's look-ups from the device (spec 000 §2: every library select is a lookup;
// offline the device's own items answer): the values of the filter's field among the library's
// Published items, with how many items hold each.
import { LIBRARY_FILTER_MAPPINGS, type FilterOption, type LibraryItemType } from '@portal/shared';
import type { LibraryRow } from './selector.ts';

/** The item field a select filter reads (its mapping), or the key itself. */
function fieldOf(type: LibraryItemType, key: string): string {
  const mapping = LIBRARY_FILTER_MAPPINGS[type][key];
  return mapping && typeof mapping === 'object' && 'field' in mapping ? mapping.field : key;
}

export function libraryOptions(
  type: LibraryItemType,
  key: string,
  items: readonly LibraryRow[],
  typed = '',
): FilterOption[] {
  const field = fieldOf(type, key);
  const needle = typed.trim().toLowerCase();
  const counts = new Map<string, number>();
  for (const item of items) {
    const raw = (item as Readonly<Record<string, unknown>>)[field];
    const values = (Array.isArray(raw) ? raw : [raw])
      .filter((v): v is string | number => typeof v === 'string' || typeof v === 'number')
      .map(String)
      .filter((v) => v !== '');
    for (const value of new Set(values))
      if (value.toLowerCase().includes(needle)) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return [...counts]
    .map(([value, count]) => ({ value, label: value, count }))
    .sort((a, b) => a.label.localeCompare(b.label, undefined, { numeric: true }));
}

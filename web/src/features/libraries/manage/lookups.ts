// The filter bar's look-ups (shared filter-bars: every select is `from: 'lookup'`) answered
// from the library's items on this device, so they work offline: each value of the field the
// filter reads (LIBRARY_FILTER_MAPPINGS), once, with how many items have it.
import { LIBRARY_FILTER_MAPPINGS, type FilterOption, type LibraryItemType } from '@portal/shared';

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

export function lookupFromItems(
  type: LibraryItemType,
  key: string,
  items: readonly Readonly<Record<string, unknown>>[],
): FilterOption[] {
  const mapping = LIBRARY_FILTER_MAPPINGS[type][key];
  // A clause (typed text) has no options; a nested field (files.…) is no select.
  if (!mapping || typeof mapping === 'function' || mapping.field.includes('.')) return [];
  const counts = new Map<string, number>();
  for (const item of items) {
    const value = item[mapping.field];
    for (const v of Array.isArray(value) ? value : [value])
      if ((typeof v === 'string' && v.trim() !== '') || typeof v === 'number')
        counts.set(String(v), (counts.get(String(v)) ?? 0) + 1);
  }
  return [...counts]
    .map(([value, count]) => ({ value, label: value, count }))
    .sort((a, b) => collator.compare(a.value, b.value));
}

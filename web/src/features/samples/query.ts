// The sample screen's grid query (spec 001 §2 "Sample inventory"; decision 0049): the
// library's samples filtered by its bar, by style then colour (the device index
// ['library', 'style', 'color']). Here, apart from the screen, so bench:samples times the very
// query the screen asks (bench/samples/first-page.ts).
import type { MangoSelector, SampleLibrary } from '@portal/shared';
import { INDEX_CODE_LENGTH } from '../../db/collections.ts';
import type { SortSpec } from '../../grid/types.ts';

/** By style then colour, the device index ['library', 'style', 'color'] (ascending). */
export const SAMPLE_DEFAULT_SORT: readonly SortSpec[] = [
  { id: 'style', desc: false },
  { id: 'color', desc: false },
];
export const SAMPLE_SORT_FIELDS = { modifiedDate: { field: 'idxModified', inverted: true } };

/** Bar fields with a device index key per library (db/collections.ts `sampleInventory`). */
const INDEX_KEYS: Readonly<Record<SampleLibrary, Readonly<Record<string, string>>>> = {
  Production: { status: 'idxStatus', division: 'idxDivision', bin: 'idxLocation' },
  Sales: { status: 'idxStatus', division: 'idxDivision', aisle: 'idxLocation' },
};

/**
 * The bar's plain equalities on indexed fields, as index-key equalities: RxDB's planner then
 * reads that key's range of the (style, colour) order instead of walking the whole library.
 * The filter clause itself stays, so the answer is the same; a value too long for the key, a
 * list of values or any other operator is left to the filter alone.
 */
export function sampleIndexedEqualities(
  library: SampleLibrary,
  selector: MangoSelector,
): Record<string, string> {
  const and = selector.$and;
  const clauses = Array.isArray(and) ? (and as readonly MangoSelector[]) : [selector];
  const keys: Record<string, string> = {};
  for (const clause of clauses)
    for (const [field, key] of Object.entries(INDEX_KEYS[library])) {
      const value = clause[field];
      if (typeof value === 'string' && value !== '' && value.length < INDEX_CODE_LENGTH)
        keys[key] = value;
    }
  return keys;
}

/**
 * The grid's filter: the route's library and the bar's selector. `library` and the index keys
 * stay at the selector's top level: RxDB's query planner reads only top-level fields, so there
 * they fix the index's first keys and the index serves the (style, colour) order — the first
 * window reads its rows and stops. Inside an `$and` they reached no index: every sample of both
 * libraries was read and sorted for each window (bench:samples, 50,000 samples: seconds).
 */
export function sampleGridFilter(library: SampleLibrary, selector: MangoSelector): MangoSelector {
  if (Object.keys(selector).length === 0) return { library };
  return { library, ...sampleIndexedEqualities(library, selector), $and: [selector] };
}

import type { MangoQuerySortPart } from 'rxdb';
import type { SortSpec } from '../types.ts';

// A grid's sort (column ids) as a device query's sort (index fields). A column may sort by
// another field: a normalised key, or an inverted key (`idx*`, web/src/db/collections.ts)
// whose ascending order is the column's descending one, because Dexie serves only ascending
// sorts from an index (STACK-NOTES §5): "orderNumber descending" reads `idxNumber` ascending.

export interface SortField {
  /** The document field the query sorts on. */
  field: string;
  /** The field holds the column's order reversed, so a descending sort reads it ascending. */
  inverted?: boolean;
}

/** Column id → the field it sorts by; columns not named sort by their own id. */
export type SortFields = Readonly<Record<string, string | SortField>>;

export interface IndexSortOptions {
  sortFields?: SortFields | undefined;
  /** The order when the user has not sorted (column ids, mapped like theirs). */
  defaultSort?: readonly SortSpec[] | undefined;
}

export function indexSort<Doc>(
  sort: readonly SortSpec[],
  { sortFields = {}, defaultSort = [] }: IndexSortOptions,
): MangoQuerySortPart<Doc>[] {
  const specs = sort.length > 0 ? sort : defaultSort;
  return specs.map((spec) => {
    const mapped = sortFields[spec.id];
    const { field, inverted = false } =
      typeof mapped === 'string' ? { field: mapped } : (mapped ?? { field: spec.id });
    const direction = spec.desc !== inverted ? 'desc' : 'asc';
    return { [field]: direction } as MangoQuerySortPart<Doc>;
  });
}

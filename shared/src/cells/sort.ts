// spec 000 §4 group sort: auto-sort orders by up to three keys with locale comparison,
// numeric ordering for styleNumeric, ties by original index.

export type CellSortKind = 'text' | 'number' | 'styleNumeric';

export interface CellSortKey<Row> {
  value: (row: Row) => unknown;
  desc?: boolean;
  kind?: CellSortKind;
}

export interface CellCollators {
  text: Intl.Collator;
  numeric: Intl.Collator;
}

export function cellCollators(locale: string): CellCollators {
  return {
    text: new Intl.Collator(locale, { sensitivity: 'base' }),
    numeric: new Intl.Collator(locale, { sensitivity: 'base', numeric: true }),
  };
}

function isEmpty(value: unknown): boolean {
  return (
    value === null ||
    value === undefined ||
    value === '' ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** Ascending comparison of two cell values; empty values sort last whatever the direction. */
export function compareCellValues(
  a: unknown,
  b: unknown,
  collators: CellCollators,
  kind: CellSortKind = 'text',
): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  const collator =
    kind === 'styleNumeric' || kind === 'number' ? collators.numeric : collators.text;
  return collator.compare(
    Array.isArray(a) ? a.join(', ') : String(a),
    Array.isArray(b) ? b.join(', ') : String(b),
  );
}

/** Compares two rows by the keys in order; empty values last; 0 when every key ties. */
export function compareRowsByKeys<Row>(
  a: Row,
  b: Row,
  keys: readonly CellSortKey<Row>[],
  collators: CellCollators,
): number {
  for (const key of keys) {
    const va = key.value(a);
    const vb = key.value(b);
    const ea = isEmpty(va);
    const eb = isEmpty(vb);
    if (ea || eb) {
      if (ea && eb) continue;
      return ea ? 1 : -1;
    }
    const result = compareCellValues(va, vb, collators, key.kind);
    if (result !== 0) return key.desc ? -result : result;
  }
  return 0;
}

/** A stable multi-key sort: rows that tie on every key keep their original order. */
export function sortRowsByKeys<Row>(
  rows: readonly Row[],
  keys: readonly CellSortKey<Row>[],
  collators: CellCollators,
): Row[] {
  const indexed = rows.map((row, index) => ({ row, index }));
  indexed.sort((x, y) => compareRowsByKeys(x.row, y.row, keys, collators) || x.index - y.index);
  return indexed.map((entry) => entry.row);
}

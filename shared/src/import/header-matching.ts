// spec 000 §5 Excel import: "Header matching tries the column's display text, then its id,
// then the product property label, then partial inclusion."
import type { ImportColumn } from './columns.ts';

/** Column id → index of the sheet header it reads from. */
export type ColumnMapping = Readonly<Record<string, number>>;

/** Lower case, spaces collapsed, so 'Style  Note ' matches 'style note'. */
export function normalizeHeader(header: string): string {
  return header
    .replace(/[\r\n]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

type Pass = (header: string, column: ImportColumn) => boolean;

const PASSES: readonly Pass[] = [
  (h, c) => h === normalizeHeader(c.headerName),
  (h, c) => h === normalizeHeader(c.id),
  (h, c) => c.propertyLabel !== undefined && h === normalizeHeader(c.propertyLabel),
];

/**
 * Partial inclusion: the header contains the column's display text ('Style #' holds
 * 'style'); never the reverse, so 'Net' cannot claim 'Net Cost'. Longer display texts go
 * first so 'Style Notes' goes to 'Style Note' rather than to 'Style'.
 */
function partialPairs(
  normalized: readonly string[],
  columns: readonly ImportColumn[],
): { column: ImportColumn; index: number }[] {
  const pairs: { column: ImportColumn; index: number; length: number }[] = [];
  for (const column of columns) {
    const text = normalizeHeader(column.headerName);
    normalized.forEach((h, index) => {
      if (h !== '' && text !== '' && h.includes(text))
        pairs.push({ column, index, length: text.length });
    });
  }
  return pairs.sort((a, b) => b.length - a.length || a.index - b.index);
}

/**
 * Maps sheet headers to columns. Each column takes at most one header and each header
 * feeds at most one column; an earlier pass wins over a later one, and within a pass the
 * leftmost header wins.
 */
export function matchHeaders(
  headers: readonly string[],
  columns: readonly ImportColumn[],
): ColumnMapping {
  const normalized = headers.map(normalizeHeader);
  const mapping: Record<string, number> = {};
  const usedHeaders = new Set<number>();
  for (const pass of PASSES) {
    for (const column of columns) {
      if (column.id in mapping) continue;
      const index = normalized.findIndex(
        (h, i) => !usedHeaders.has(i) && h !== '' && pass(h, column),
      );
      if (index >= 0) {
        mapping[column.id] = index;
        usedHeaders.add(index);
      }
    }
  }
  for (const { column, index } of partialPairs(normalized, columns)) {
    if (column.id in mapping || usedHeaders.has(index)) continue;
    mapping[column.id] = index;
    usedHeaders.add(index);
  }
  return mapping;
}

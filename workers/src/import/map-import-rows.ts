// Applies a column mapping to sheet rows: each mapped cell parsed by its column's parser
// (spec 000 §5: line breaks removed, trimmed, parsed by the column's parser).
import {
  parseCell,
  type ColumnMapping,
  type ImportColumn,
  type ImportSheetRow,
  type ImportValue,
} from '@portal/shared';
import type { SheetRow } from './sheet-source.ts';

export interface InvalidCell {
  readonly rowNumber: number;
  readonly columnId: string;
}

export interface MappedImport {
  readonly rows: readonly ImportSheetRow[];
  /** Cells whose content the column's parser refused; they import as empty. */
  readonly invalidCells: readonly InvalidCell[];
}

/** Maps one sheet row at a time into `out`, collecting refused cells. */
export function createRowMapper(
  columns: readonly ImportColumn[],
  mapping: ColumnMapping,
): { map(row: SheetRow): void; result: { rows: ImportSheetRow[]; invalidCells: InvalidCell[] } } {
  const mapped = columns
    .filter((c) => mapping[c.id] !== undefined)
    .map((c) => ({ id: c.id, parser: c.parser, index: mapping[c.id]! }));
  const result = { rows: [] as ImportSheetRow[], invalidCells: [] as InvalidCell[] };
  return {
    result,
    map(row) {
      const values: Record<string, ImportValue> = {};
      for (const column of mapped) {
        const parsed = parseCell(row.cells[column.index] ?? null, column.parser);
        values[column.id] = parsed.value;
        if (parsed.invalid)
          result.invalidCells.push({ rowNumber: row.rowNumber, columnId: column.id });
      }
      result.rows.push({ rowNumber: row.rowNumber, values });
    },
  };
}

export function mapImportRows(
  rows: readonly SheetRow[],
  columns: readonly ImportColumn[],
  mapping: ColumnMapping,
): MappedImport {
  const mapper = createRowMapper(columns, mapping);
  for (const row of rows) mapper.map(row);
  return mapper.result;
}

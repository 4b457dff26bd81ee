// The import grid's rows and what validation said about them (spec 000 §3 Import row: the
// values, error message/type/severity). Pure, so the screen's rules are tested without React.
import {
  isInvisibleRow,
  styleColorKey,
  textOf,
  type ImportIssue,
  type ImportSheetRow,
  type ImportValue,
  type ValidatedImportRow,
} from '@portal/shared';

/** One row of the import grid: the sheet's values by column id, its sheet row number, issues. */
export type ImportGridRow = Readonly<Record<string, unknown>> & {
  readonly id: string;
  readonly rowNumber: number;
  readonly issues: readonly ImportIssue[];
};

export const rowIdOf = (row: ImportGridRow): string => row.id;

/** Grid rows from parsed sheet rows; the id is the sheet row number, stable across edits. */
export function toGridRows(rows: readonly ImportSheetRow[]): ImportGridRow[] {
  return rows.map((row) => ({
    ...row.values,
    id: `row-${row.rowNumber}`,
    rowNumber: row.rowNumber,
    issues: [],
  }));
}

/** The rows as validation reads them: the current (possibly edited) values of the columns. */
export function toSheetRows(
  rows: readonly ImportGridRow[],
  columnIds: readonly string[],
): ImportSheetRow[] {
  return rows.map((row) => {
    const values: Record<string, ImportValue> = {};
    for (const id of columnIds) values[id] = (row[id] as ImportValue | undefined) ?? null;
    return { rowNumber: row.rowNumber, values };
  });
}

/** Issues per grid row id; rows validation skipped (no style and no colour) get none. */
export function issuesByRowId(
  rows: readonly ImportGridRow[],
  validated: readonly ValidatedImportRow[],
): Map<string, readonly ImportIssue[]> {
  const byNumber = new Map(validated.map((v) => [v.rowNumber, v.errors]));
  return new Map(rows.map((row) => [row.id, byNumber.get(row.rowNumber) ?? []]));
}

/**
 * The issue a cell shows: one naming this column, else one about the whole row; critical
 * before warning (spec 000 §8: errors as cell tooltips).
 */
export function cellIssue(row: ImportGridRow, columnId: string): ImportIssue | undefined {
  const relevant = row.issues.filter(
    (issue) => issue.columns.length === 0 || issue.columns.includes(columnId),
  );
  return relevant.find((i) => i.errorSeverity === 'critical') ?? relevant[0];
}

export interface StatusLine {
  readonly rowId: string;
  readonly rowNumber: number;
  readonly issue: ImportIssue;
}

/** Every issue of every row, critical first, then by sheet row: the status bar's list. */
export function statusLines(rows: readonly ImportGridRow[]): StatusLine[] {
  const lines = rows.flatMap((row) =>
    row.issues.map((issue) => ({ rowId: row.id, rowNumber: row.rowNumber, issue })),
  );
  const rank = (l: StatusLine) => (l.issue.errorSeverity === 'critical' ? 0 : 1);
  return lines.sort((a, b) => rank(a) - rank(b) || a.rowNumber - b.rowNumber);
}

/** Rows holding a critical issue (the "remove rows with critical issues" action). */
export function criticalRows(rows: readonly ImportGridRow[]): ImportGridRow[] {
  return rows.filter((row) => row.issues.some((i) => i.errorSeverity === 'critical'));
}

/**
 * The style/colour keys to download, in sheet order, each once: visible rows without a
 * critical issue (a duplicate is only a warning for download, spec 000 §5).
 */
export function downloadKeys(rows: readonly ImportGridRow[]): string[] {
  const keys: string[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    if (row.issues.some((i) => i.errorSeverity === 'critical')) continue;
    const values = row as Readonly<Record<string, ImportValue>>;
    if (isInvisibleRow(values)) continue;
    const style = textOf(values['style']);
    const color = textOf(values['color']);
    if (style === '' || color === '') continue;
    const key = styleColorKey(style, color);
    if (!seen.has(key)) {
      seen.add(key);
      keys.push(key);
    }
  }
  return keys;
}

// The import grid's rows: codes kept as text, issues placed on the cells they name (spec 000
// §8: tooltip and status bar), the download list without critical rows and duplicates.
import { importIssue, type ImportSheetRow } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import {
  cellIssue,
  criticalRows,
  downloadKeys,
  issuesByRowId,
  statusLines,
  toGridRows,
  toSheetRows,
  type ImportGridRow,
} from './import-rows.ts';

const sheet: ImportSheetRow[] = [
  { rowNumber: 2, values: { style: '000123', color: 'BLK', name: 'Trail Runner' } },
  { rowNumber: 3, values: { style: '99999', color: 'ZZZ', name: null } },
  { rowNumber: 4, values: { style: '000123', color: 'blk', name: 'Trail Runner' } },
  { rowNumber: 5, values: { style: null, color: null, name: 'a note' } },
];
const notFound = importIssue('notFound', 'critical', 'msgCodes.importNotFound', ['style', 'color']);
const dup = importIssue('duplicateSoft', 'warning', 'msgCodes.importDuplicate', ['style', 'color']);
const location = importIssue('location', 'critical', 'msgCodes.importNotInLocation');

function validated(): ImportGridRow[] {
  const rows = toGridRows(sheet);
  const issues = issuesByRowId(rows, [
    { rowNumber: 2, values: {}, errors: [dup], changed: [] },
    { rowNumber: 3, values: {}, errors: [notFound], changed: [] },
    { rowNumber: 4, values: {}, errors: [dup, location], changed: [] },
  ]);
  return rows.map((r) => ({ ...r, issues: issues.get(r.id) ?? [] }));
}

describe('import grid rows', () => {
  it('keeps codes as the text the sheet gave, leading zeros included, and reads edits back', () => {
    const rows = toGridRows(sheet);
    expect(rows[0]).toMatchObject({ id: 'row-2', rowNumber: 2, style: '000123', issues: [] });
    const edited = [{ ...rows[1]!, style: '000124' }];
    expect(toSheetRows(edited, ['style', 'color', 'pillar'])).toEqual([
      { rowNumber: 3, values: { style: '000124', color: 'ZZZ', pillar: null } },
    ]);
  });

  it('shows a cell the issue naming its column, a row issue on every cell, critical first', () => {
    const rows = validated();
    expect(cellIssue(rows[1]!, 'style')).toBe(notFound);
    expect(cellIssue(rows[1]!, 'name')).toBeUndefined();
    expect(cellIssue(rows[2]!, 'style')).toBe(location);
    expect(cellIssue(rows[2]!, 'name')).toBe(location);
    expect(cellIssue(rows[0]!, 'color')).toBe(dup);
    expect(cellIssue(rows[3]!, 'style')).toBeUndefined();
  });

  it('lists the status bar lines critical first, then by sheet row', () => {
    const lines = statusLines(validated()).map((l) => [l.rowNumber, l.issue.errorMessage]);
    expect(lines).toEqual([
      [3, 'msgCodes.importNotFound'],
      [4, 'msgCodes.importNotInLocation'],
      [2, 'msgCodes.importDuplicate'],
      [4, 'msgCodes.importDuplicate'],
    ]);
  });

  it('downloads each valid style/colour once, in sheet order, without critical or empty rows', () => {
    const rows = validated();
    expect(criticalRows(rows).map((r) => r.rowNumber)).toEqual([3, 4]);
    expect(downloadKeys(rows)).toEqual(['000123_BLK']);
    const fixed = rows.map((r) => ({ ...r, issues: [] }));
    expect(downloadKeys(fixed)).toEqual(['000123_BLK', '99999_ZZZ']);
  });
});

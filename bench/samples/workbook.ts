// bench:samples' import workbook (Node side, exceljs's streaming writer, as bench/workers does):
// `rows` Production samples under the import's headers (shared SAMPLE_IMPORT_COLUMNS), new
// styles from IMPORT_STYLE_BASE so they are not on the device, with some invalid rows the
// import must hold back (spec 001 §5/§8, shared validate-sample-rows.ts):
//   every 50th row repeats the row before it (duplicate sample and mold number),
//   every 97th has no status (a required field),
//   every 101st names a sample already on the device (sample exists),
//   every 103rd carries a Sales field (too many sample properties).
import ExcelJS from 'exceljs';
import { IMPORT_STYLE_BASE, STYLE_BASE, VOCABULARY, mix } from './items.ts';

export const IMPORT_HEADERS = [
  'Division',
  'Style',
  'Color',
  'Size',
  'Side',
  'Status',
  'Gender',
  'Origin',
  'Quantity',
  'Bin',
  'Mold Number',
  'Mold Date',
  'Aisle',
];

/**
 * Rows the validation should refuse, by the rules above (a row may break more than one), with
 * `items` samples on the device (a named sample exists only if the device holds its style).
 */
export function expectedInvalid(rows: number, items: number): number {
  const production = Math.floor(items / 5) * 3 + Math.min(3, items % 5);
  let bad = 0;
  for (let i = 0; i < rows; i++) {
    const exists = i % 101 === 100 && 40 * (i % 700) < production;
    if (i % 50 === 49 || i % 50 === 48 || i % 97 === 96 || exists || i % 103 === 102) bad++;
  }
  return bad;
}

export async function writeSampleWorkbook(path: string, rows: number): Promise<void> {
  const writer = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: path,
    useStyles: true,
    useSharedStrings: true,
  });
  const sheet = writer.addWorksheet('Samples');
  sheet.addRow(IMPORT_HEADERS).commit();
  const v = VOCABULARY;
  for (let i = 0; i < rows; i++) {
    // A repeated row (every 50th) copies its predecessor: both become duplicates.
    const n = i % 50 === 49 ? i - 1 : i;
    const exists = i % 101 === 100;
    // A device sample's key: the first sample of each Production style is colour BLK, size 9,
    // a pair (items.ts: library index j = 40 × k), for the first 750 styles of 30,000 samples.
    const style = exists
      ? String(STYLE_BASE + (i % 700))
      : String(IMPORT_STYLE_BASE + Math.floor(n / 40));
    sheet
      .addRow([
        v.divisions[mix(n, 21) % v.divisions.length],
        style,
        exists ? 'BLK' : v.colors[Math.floor(n / 5) % 8],
        exists ? '9' : v.sizes[n % 5],
        'Pair',
        i % 97 === 96 ? null : v.statuses[mix(n, 22) % 5],
        v.genders[mix(n, 23) % 5],
        'SR',
        1 + (mix(n, 24) % 4),
        `B-${1 + (mix(n, 25) % 60)}`,
        `M-${String(800_000 + n)}`,
        new Date(Date.UTC(2026, n % 12, 1 + (n % 28))),
        i % 103 === 102 ? '12' : null,
      ])
      .commit();
  }
  sheet.commit();
  await writer.commit();
}

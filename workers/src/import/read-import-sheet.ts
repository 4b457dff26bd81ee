// Reads an import file (xlsx or CSV) into its header row and data rows, within the limits.
import { IMPORT_LIMITS, cellText, type ImportLimits } from '@portal/shared';
import { ImportFileError } from './import-file-error.ts';
import { readCsvRows } from './read-csv.ts';
import { ReadDeadline } from './read-limits.ts';
import { preflightXlsx, sheetNameOfFile, sniffFileKind } from './sniff-file.ts';
import type { SheetRow, XlsxRowReader } from './sheet-source.ts';
import { progressReporter, throwIfCancelled, type JobOptions } from '../jobs/job.ts';

export interface ImportFile {
  readonly bytes: Uint8Array;
  readonly fileName: string;
}

export interface ImportSheet {
  readonly headers: readonly string[];
  /** Data rows (below the header row), empty rows left out. */
  readonly rows: readonly SheetRow[];
}

export interface ReadImportSheetOptions extends JobOptions {
  /** readXlsxRowsSax (jszip streaming inflate + saxes), on the device and on the server alike. */
  readonly xlsxReader: XlsxRowReader;
  readonly limits?: Partial<ImportLimits>;
  /** Milliseconds for the read deadline; `performance.now` unless a test passes its own. */
  readonly clock?: () => number;
}

/** Excel caps a sheet name at 31 characters; a hostile file's name stays short in messages. */
function shortName(name: string): string {
  return name.length <= 64 ? name : `${name.slice(0, 63)}…`;
}

/**
 * Streams an import file: the header row first, then each non-empty data row, so a caller
 * can map rows as they come instead of holding the raw sheet. Every limit of `IMPORT_LIMITS`
 * holds while it reads, the deadline included (docs/decisions/0031).
 */
export async function streamImportSheet(
  file: ImportFile,
  options: ReadImportSheetOptions,
  onHeaders: (headers: readonly string[]) => (row: SheetRow) => void,
): Promise<number> {
  const limits: ImportLimits = { ...IMPORT_LIMITS, ...options.limits };
  const deadline = new ReadDeadline(limits, options.clock);
  const kind = sniffFileKind(file.bytes, file.fileName, limits);
  const layout =
    kind === 'xlsx' ? await preflightXlsx(file.bytes, limits, file.fileName) : undefined;
  throwIfCancelled(options.signal);
  const sheetName = shortName(
    layout === undefined ? sheetNameOfFile(file.fileName) : (layout.sheets[0]?.name ?? ''),
  );
  const readOptions = { limits, layout, sheetName, deadline, signal: options.signal };
  const source =
    kind === 'xlsx'
      ? options.xlsxReader(file.bytes, readOptions)
      : readCsvRows(file.bytes, readOptions);
  const report = progressReporter('msgCodes.jobReading', options);
  let onRow: ((row: SheetRow) => void) | null = null;
  let count = 0;
  let lastRow = 0;
  for await (const batch of source) {
    for (const row of batch) {
      lastRow = row.rowNumber;
      if (onRow === null) {
        // spec 000 §4: the first row holds the headers; an empty or missing one is refused.
        const headers = row.rowNumber === 1 ? row.cells.map(cellText) : [];
        if (headers.every((h) => h === ''))
          throw new ImportFileError('msgCodes.importEmptyHeaderRow');
        onRow = onHeaders(headers);
        continue;
      }
      // spec 000 §5: empty rows are ignored.
      if (!row.cells.some((c) => cellText(c) !== '')) continue;
      onRow(row);
      count += 1;
    }
    // The deadline covers the mapping of the rows as well as their reading.
    deadline.check(sheetName, lastRow);
    report(count, 0);
  }
  if (onRow === null) throw new ImportFileError('msgCodes.importEmptyHeaderRow');
  options.onProgress?.({ phase: 'msgCodes.jobReading', done: count, total: count });
  return count;
}

/** The whole sheet: headers and raw data rows (for the Column Associations dialog). */
export async function readImportSheet(
  file: ImportFile,
  options: ReadImportSheetOptions,
): Promise<ImportSheet> {
  let headers: readonly string[] = [];
  const rows: SheetRow[] = [];
  await streamImportSheet(file, options, (h) => {
    headers = h;
    return (row) => rows.push(row);
  });
  return { headers, rows };
}

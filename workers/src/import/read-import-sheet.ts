// Reads an import file (xlsx or CSV) into its header row and data rows, within the limits.
import { IMPORT_LIMITS, cellText, type ImportLimits } from '@portal/shared';
import { ImportFileError } from './import-file-error.ts';
import { readCsvRows } from './read-csv.ts';
import { preflightXlsx, sniffFileKind } from './sniff-file.ts';
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
}

/**
 * Streams an import file: the header row first, then each non-empty data row, so a caller
 * can map rows as they come instead of holding the raw sheet.
 */
export async function streamImportSheet(
  file: ImportFile,
  options: ReadImportSheetOptions,
  onHeaders: (headers: readonly string[]) => (row: SheetRow) => void,
): Promise<number> {
  const limits: ImportLimits = { ...IMPORT_LIMITS, ...options.limits };
  const kind = sniffFileKind(file.bytes, file.fileName, limits);
  const layout = kind === 'xlsx' ? await preflightXlsx(file.bytes, limits) : undefined;
  throwIfCancelled(options.signal);
  const source =
    kind === 'xlsx'
      ? options.xlsxReader(file.bytes, { limits, layout, signal: options.signal })
      : readCsvRows(file.bytes, { limits, signal: options.signal });
  const report = progressReporter('msgCodes.jobReading', options);
  let onRow: ((row: SheetRow) => void) | null = null;
  let count = 0;
  for await (const batch of source) {
    for (const row of batch) {
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

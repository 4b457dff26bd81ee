// The Node reader: exceljs's streaming WorkbookReader (issue 6: its full readFile of a
// 100,000-row workbook needs ~1.1 GB, the streaming reader ~0.3 GB). Node only: exceljs's
// streaming classes need fs, zlib and temp files; the browser uses read-xlsx-sax.ts.
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { corrupt, readCellFormats, readSharedStrings } from './xlsx-parts.ts';
import { ImportFileError } from './import-file-error.ts';
import { toRawCell } from './raw-cell.ts';
import type { ReadOptions, SheetRow, XlsxRowReader } from './sheet-source.ts';
import type { RawCell } from '@portal/shared';
import { JobCancelledError, throwIfCancelled } from '../jobs/job.ts';

interface StreamCell {
  readonly value: unknown;
  readonly numFmt?: string;
}

interface StreamRow {
  readonly number: number;
  eachCell(options: { includeEmpty: boolean }, cb: (cell: StreamCell, col: number) => void): void;
}

async function preloadParts(bytes: Uint8Array, options: ReadOptions) {
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(bytes, { checkCRC32: false });
  } catch (error) {
    throw corrupt(error);
  }
  const [strings, formats] = await Promise.all([
    readSharedStrings(zip, options.signal),
    readCellFormats(zip),
  ]);
  return { strings, formats };
}

export const readXlsxRowsStreaming: XlsxRowReader = async function* (
  bytes: Uint8Array,
  options: ReadOptions,
): AsyncGenerator<readonly SheetRow[]> {
  const input = Readable.from([Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)]);
  // exceljs reads the zip in its physical order: a sheet stored before sharedStrings.xml,
  // styles.xml or workbook.xml (Excel and exceljs both do that) would otherwise go through a
  // temp file, or be parsed without its strings, number formats or 1904 flag. Read those
  // parts first from the zip directory and hand them over; exceljs then parses the sheet as
  // it streams by.
  const parts = await preloadParts(bytes, options);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    sharedStrings: 'ignore',
    styles: 'ignore',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  const layout = options.layout;
  Object.assign(reader, {
    model: {
      sheets: (layout?.sheets ?? []).map((s) => ({ id: s.sheetId, name: s.name, rId: s.rId })),
    },
    workbookRels: layout?.rels,
    sharedStrings: parts.strings,
    // WorksheetReader asks only getStyleModel(id) for a cell's number format.
    styles: {
      getStyleModel: (id: number) =>
        parts.formats[id] === undefined ? undefined : { numFmt: parts.formats[id] },
    },
    properties: { model: { date1904: layout?.date1904 ?? false } },
  });
  const { maxRows, maxColumns } = options.limits;
  let count = 0;
  try {
    for await (const worksheet of reader) {
      const id = (worksheet as unknown as { id: number | string }).id;
      if (layout !== undefined && Number(id) !== layout.firstSheetId) continue;
      // WorksheetReader.parse() hands over each parsed chunk's events at once.
      const events = (
        worksheet as unknown as {
          parse(): AsyncIterable<{ eventType: string; value: StreamRow }[]>;
        }
      ).parse();
      for await (const batch of events) {
        const rows: SheetRow[] = [];
        for (const { eventType, value: row } of batch) {
          if (eventType !== 'row') continue;
          count += 1;
          if (row.number > maxRows + 1 || count > maxRows + 1) {
            throw new ImportFileError('msgCodes.importTooManyRows', { maxRows });
          }
          const cells: RawCell[] = [];
          row.eachCell({ includeEmpty: false }, (cell, col) => {
            if (col > maxColumns) {
              throw new ImportFileError('msgCodes.importTooManyColumns', { maxColumns });
            }
            while (cells.length < col - 1) cells.push(null);
            cells.push(toRawCell(cell.value, cell.numFmt));
          });
          rows.push({ rowNumber: row.number, cells });
        }
        throwIfCancelled(options.signal);
        if (rows.length > 0) yield rows;
      }
      break; // IMPORT_LIMITS.sheetsRead: the first worksheet only
    }
  } catch (error) {
    if (error instanceof ImportFileError || error instanceof JobCancelledError) throw error;
    throw new ImportFileError('msgCodes.importFileCorrupt', {}, error);
  } finally {
    input.destroy();
  }
};

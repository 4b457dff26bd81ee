// A streaming .xlsx reader that runs in the browser worker as well as in Node: jszip inflates
// the sheet in chunks and saxes (the XML parser exceljs itself uses) parses them, so memory
// stays flat for 100,000 rows on a tablet. exceljs's own streaming reader is Node-only (fs,
// unzipper, temp files). Cell values follow exceljs's rules (raw-cell.ts), which the contract
// tests check against the exceljs reader. Every limit holds while reading (docs/decisions/0031):
// inflated size and ratio, text runs, cells, rows, columns, the deadline.
import JSZip from 'jszip';
import { ImportFileError } from './import-file-error.ts';
import { toRawCell } from './raw-cell.ts';
import {
  CellBudget,
  cellTooLarge,
  isEngineSizeError,
  textRunTooLong,
  tooLargeToRead,
  tooManyColumns,
  type SheetPlace,
} from './read-limits.ts';
import type { ReadOptions, SheetRow, XlsxRowReader } from './sheet-source.ts';
import { XmlRunGuard } from './xml-run-guard.ts';
import { JobCancelledError, throwIfCancelled } from '../jobs/job.ts';
import type { RawCell } from '@portal/shared';
import {
  columnIndex,
  corrupt,
  inflationMeter,
  isDateFormat,
  parser,
  readCellFormats,
  readSharedStrings,
  serialToDate,
  type JsZipStream,
  type PartReading,
} from './xlsx-parts.ts';

export const readXlsxRowsSax: XlsxRowReader = async function* (
  bytes: Uint8Array,
  options: ReadOptions,
): AsyncGenerator<readonly SheetRow[]> {
  const { layout, limits, sheetName, deadline } = options;
  if (layout === undefined) throw new Error('readXlsxRowsSax needs the preflight layout');
  const { maxRows, maxColumns } = limits;
  const reading: PartReading = { limits, sheet: sheetName, signal: options.signal, deadline };

  const ready: SheetRow[] = [];
  let cells: RawCell[] = [];
  let rowNumber = 0;
  let count = 0;
  let cell: { col: number; type: string; style: number } | null = null;
  let value: string | null = null;
  let inValue = false;
  let phonetic = 0;
  const budget = new CellBudget(limits);
  const place = (): SheetPlace => ({
    sheet: sheetName,
    row: rowNumber,
    column: cell?.col ?? cells.length,
  });

  try {
    let zip: JSZip;
    try {
      zip = await JSZip.loadAsync(bytes, { checkCRC32: false });
    } catch (error) {
      throw corrupt(error);
    }
    const sheet = zip.file(layout.firstSheetPath);
    if (sheet === null) throw new ImportFileError('msgCodes.importNoWorksheet');
    const [shared, formats] = await Promise.all([
      readSharedStrings(zip, reading),
      readCellFormats(zip, reading),
    ]);

    const finishCell = () => {
      if (cell === null) return;
      const { col, type, style } = cell;
      let raw: RawCell = null;
      if (value !== null) {
        if (type === 's') {
          const index = Number(value);
          if (shared.oversized.has(index)) throw cellTooLarge(place(), limits);
          raw = shared.strings[index] ?? null;
          if (raw !== null) budget.add(raw.length, place);
        } else if (type === 'inlineStr' || type === 'str') raw = value;
        else if (type === 'b') raw = value !== '0';
        else if (type === 'e') raw = null;
        else if (type === 'd') raw = toRawCell(new Date(value));
        else {
          const n = Number(value);
          const format = formats[style];
          raw = Number.isNaN(n)
            ? null
            : isDateFormat(format)
              ? toRawCell(serialToDate(n, layout.date1904))
              : toRawCell(n, format);
        }
      }
      while (cells.length < col) cells.push(null);
      cells[col] = raw;
      cell = null;
      value = null;
      budget.endCell();
    };
    const sax = parser(
      (name, a) => {
        switch (name) {
          case 'row':
            rowNumber = a['r'] !== undefined ? Number(a['r']) : rowNumber + 1;
            cells = [];
            budget.endRow();
            break;
          case 'c': {
            const col = columnIndex(a['r'], cells.length);
            // The column cap while reading: a row of tens of millions of cells stops at the
            // first one past it, before it is collected.
            if (col >= maxColumns) {
              throw tooManyColumns({ sheet: sheetName, row: rowNumber, column: col }, limits);
            }
            cell = { col, type: a['t'] ?? 'n', style: Number(a['s'] ?? 0) };
            value = null;
            break;
          }
          case 'v':
            inValue = true;
            break;
          case 't':
            if (cell !== null && phonetic === 0) inValue = true;
            break;
          case 'rPh':
            phonetic += 1;
            break;
        }
      },
      (text) => {
        if (!inValue) return;
        budget.add(text.length, place);
        value = (value ?? '') + text;
      },
      (name) => {
        switch (name) {
          case 'v':
          case 't':
            inValue = false;
            break;
          case 'rPh':
            phonetic -= 1;
            break;
          case 'c':
            finishCell();
            break;
          case 'row':
            count += 1;
            if (rowNumber > maxRows + 1 || count > maxRows + 1)
              throw new ImportFileError('msgCodes.importTooManyRows', { maxRows });
            // Trailing empty cells (styled but blank) are not data.
            while (cells.length > 0 && cells[cells.length - 1] === null) cells.pop();
            if (cells.length > 0) ready.push({ rowNumber, cells });
            break;
        }
      },
    );
    // A run past the cap inside a value is a cell past the cell limit (8× the cell limit of
    // raw XML is more than the limit even written as entities); elsewhere it is filler.
    const guard = new XmlRunGuard(
      limits.maxXmlTextRunCharacters,
      (text) => sax.write(text),
      () => {
        throw inValue ? cellTooLarge(place(), limits) : textRunTooLong(place(), limits);
      },
    );
    const meter = inflationMeter(sheet, reading);
    // Inflate and parse in chunks, yielding the rows each chunk completes.
    const iterator = chunkIterator(sheet, options.signal);
    // jszip hands chunks over in microtasks: without a macrotask now and then, a cancel (a
    // message or a timer) is not seen until the sheet ends, and the in-thread fallback would
    // hold the page for the whole read.
    let yieldedAt = performance.now();
    for await (const chunk of iterator) {
      meter(chunk.length);
      guard.feed(chunk);
      if (ready.length > 0) yield ready.splice(0);
      deadline.check(sheetName, rowNumber);
      if (performance.now() - yieldedAt > 25) {
        await new Promise((resolve) => setTimeout(resolve, 0));
        yieldedAt = performance.now();
        throwIfCancelled(options.signal);
      }
    }
    sax.close();
    if (ready.length > 0) yield ready.splice(0);
  } catch (error) {
    if (error instanceof ImportFileError || error instanceof JobCancelledError) throw error;
    // Past every limit, the engine's own size errors are still no damaged file.
    if (isEngineSizeError(error)) throw tooLargeToRead(place(), error);
    throw corrupt(error);
  }
};

/** The inflated text of a zip entry as an async iterable of chunks, paused while unread. */
async function* chunkIterator(
  file: JSZip.JSZipObject,
  signal?: AbortSignal,
): AsyncGenerator<string> {
  const queue: string[] = [];
  let done = false;
  let failure: unknown = null;
  let wake: (() => void) | null = null;
  const stream = (
    file as unknown as { internalStream(type: 'string'): JsZipStream }
  ).internalStream('string');
  stream
    .on('data', (chunk) => {
      queue.push(chunk);
      if (queue.length > 4) stream.pause();
      wake?.();
    })
    .on('error', (error) => {
      failure = corrupt(error);
      wake?.();
    })
    .on('end', () => {
      done = true;
      wake?.();
    })
    .resume();
  try {
    while (true) {
      throwIfCancelled(signal);
      if (failure !== null) throw failure;
      const next = queue.shift();
      if (next !== undefined) {
        if (queue.length <= 1) stream.resume();
        yield next;
        continue;
      }
      if (done) return;
      await new Promise<void>((resolve) => (wake = resolve));
      wake = null;
    }
  } finally {
    stream.pause();
  }
}

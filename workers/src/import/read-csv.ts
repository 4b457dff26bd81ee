// CSV (RFC 4180: quotes, doubled quotes, CR/LF inside quotes), UTF-8 with or without BOM.
// Small enough to own; exceljs's CSV reader needs Node streams and does not run in a worker.
// Read in chunks: the bytes are decoded 1 MiB at a time and each field is taken as slices of
// the chunk between separators (never a character at a time), counted against the cell, row
// and column caps before it is kept, so an unclosed quote near the 100 MB file limit stops at
// the first cell past 32 KiB (docs/decisions/0031).
import { ImportFileError } from './import-file-error.ts';
import { CellBudget, tooManyColumns, type SheetPlace } from './read-limits.ts';
import type { ReadOptions, SheetRow } from './sheet-source.ts';
import { throwIfCancelled } from '../jobs/job.ts';
import type { ImportLimits, RawCell } from '@portal/shared';

/** Bytes decoded at a time. */
export const CSV_CHUNK_BYTES = 1024 * 1024;

export async function* readCsvRows(
  bytes: Uint8Array,
  options: ReadOptions,
  chunkBytes = CSV_CHUNK_BYTES,
): AsyncGenerator<readonly SheetRow[]> {
  const { limits, sheetName, deadline, signal } = options;
  const parser = new CsvParser(limits, sheetName);
  // TextDecoder drops a leading BOM; stream mode keeps a character split between chunks whole.
  const decoder = new TextDecoder('utf-8');
  let yieldedAt = performance.now();
  for (let offset = 0; offset < bytes.length; offset += chunkBytes) {
    throwIfCancelled(signal);
    deadline.check(sheetName, parser.rowNumber + 1);
    const end = Math.min(bytes.length, offset + chunkBytes);
    parser.push(decoder.decode(bytes.subarray(offset, end), { stream: end < bytes.length }));
    if (parser.rows.length > 0) yield parser.rows.splice(0);
    // A macrotask now and then, so a cancel message reaches the worker (as the xlsx reader).
    if (performance.now() - yieldedAt > 25) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      yieldedAt = performance.now();
    }
  }
  parser.finish();
  if (parser.rows.length > 0) yield parser.rows.splice(0);
}

/** Comma unless the first line holds more semicolons or tabs (European Excel saves ';'). */
export function guessDelimiter(text: string): string {
  const lineEnd = text.search(/[\r\n]/);
  const line = lineEnd < 0 ? text : text.slice(0, lineEnd);
  const count = (c: string) => {
    let n = 0;
    for (let i = line.indexOf(c); i >= 0; i = line.indexOf(c, i + 1)) n += 1;
    return n;
  };
  const counts = [',', ';', '\t'].map((c) => [c, count(c)] as const);
  const best = counts.reduce((a, b) => (b[1] > a[1] ? b : a));
  return best[1] > 0 ? best[0] : ',';
}

const escapeRegExp = (c: string) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The CSV state machine over chunks of text; complete rows collect in `rows`. */
class CsvParser {
  readonly rows: SheetRow[] = [];
  rowNumber = 0;
  #delimiter: string | null = null;
  /** The next delimiter or line break outside quotes. */
  #special = /[,\r\n]/g;
  #cells: RawCell[] = [];
  #pieces: string[] = [];
  /** A quote opens a quoted field only as the field's first character. */
  #fieldStarted = false;
  #quoted = false;
  /** A quote ended the last chunk inside a quoted field: closing, or the first of a pair. */
  #quotePending = false;
  /** A CR ended the last chunk: a LF opening the next one belongs to it. */
  #crPending = false;
  readonly #budget: CellBudget;
  readonly #limits: ImportLimits;
  readonly #sheet: string;

  constructor(limits: ImportLimits, sheet: string) {
    this.#limits = limits;
    this.#sheet = sheet;
    this.#budget = new CellBudget(limits);
  }

  readonly #place = (): SheetPlace => ({
    sheet: this.#sheet,
    row: this.rowNumber + 1,
    column: this.#cells.length,
  });

  /** Keeps text[from, to) as part of the current field, once it fits the caps. */
  #append(text: string, from: number, to: number): void {
    this.#budget.add(to - from, this.#place);
    this.#fieldStarted = true;
    this.#pieces.push(from === 0 && to === text.length ? text : text.slice(from, to));
  }

  #endField(): void {
    const pieces = this.#pieces;
    const value = pieces.length === 1 ? pieces[0]! : pieces.join('');
    this.#cells.push(value === '' ? null : value);
    this.#pieces = [];
    this.#fieldStarted = false;
    this.#quoted = false;
    this.#budget.endCell();
  }

  #endRow(): void {
    this.rowNumber += 1;
    const { maxRows } = this.#limits;
    if (this.rowNumber > maxRows + 1)
      throw new ImportFileError('msgCodes.importTooManyRows', { maxRows });
    this.rows.push({ rowNumber: this.rowNumber, cells: this.#cells });
    this.#cells = [];
    this.#budget.endRow();
  }

  /** Text held until the first line is whole (or 64 KiB long): it decides the delimiter. */
  #head = '';

  push(text: string): void {
    if (this.#delimiter === null) {
      this.#head += text;
      if (this.#head.length < 65_536 && this.#head.search(/[\r\n]/) < 0) return;
      this.#startWith(this.#head);
      return;
    }
    if (text !== '') this.#read(text);
  }

  #startWith(head: string): void {
    this.#head = '';
    this.#delimiter = guessDelimiter(head);
    this.#special = new RegExp(`[${escapeRegExp(this.#delimiter)}\\r\\n]`, 'g');
    if (head !== '') this.#read(head);
  }

  #read(text: string): void {
    let i = 0;
    if (this.#crPending) {
      this.#crPending = false;
      if (text[0] === '\n') i = 1;
    }
    if (this.#quotePending) {
      this.#quotePending = false;
      if (text[i] === '"') {
        this.#append('"', 0, 1);
        i += 1;
      } else this.#quoted = false;
    }
    const n = text.length;
    while (i < n) {
      if (this.#quoted) {
        const q = text.indexOf('"', i);
        if (q < 0) {
          this.#append(text, i, n);
          return;
        }
        if (q > i) this.#append(text, i, q);
        if (q + 1 === n) {
          this.#quotePending = true;
          return;
        }
        if (text[q + 1] === '"') {
          this.#append('"', 0, 1);
          i = q + 2;
        } else {
          this.#quoted = false;
          i = q + 1;
        }
        continue;
      }
      if (!this.#fieldStarted && text[i] === '"') {
        this.#quoted = true;
        this.#fieldStarted = true;
        i += 1;
        continue;
      }
      this.#special.lastIndex = i;
      const match = this.#special.exec(text);
      const end = match === null ? n : match.index;
      if (end > i) this.#append(text, i, end);
      if (match === null) return;
      this.#endField();
      if (text[end] === this.#delimiter) {
        // The column cap while reading: the separator that opens one column too many stops
        // the read, before the rest of a line of tens of millions of separators is looked at.
        if (this.#cells.length >= this.#limits.maxColumns) {
          throw tooManyColumns(this.#place(), this.#limits);
        }
        i = end + 1;
        continue;
      }
      this.#endRow();
      i = end + 1;
      if (text[end] === '\r') {
        if (i === n) this.#crPending = true;
        else if (text[i] === '\n') i += 1;
      }
    }
  }

  finish(): void {
    if (this.#delimiter === null) this.#startWith(this.#head);
    this.#quotePending = false;
    if (this.#fieldStarted || this.#cells.length > 0) {
      this.#endField();
      this.#endRow();
    }
  }
}

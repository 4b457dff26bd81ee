// CSV (RFC 4180: quotes, doubled quotes, CR/LF inside quotes), UTF-8 with or without BOM.
// Small enough to own; exceljs's CSV reader needs Node streams and does not run in a worker.
import { IMPORT_LIMITS } from '@portal/shared';
import { ImportFileError } from './import-file-error.ts';
import type { ReadOptions, SheetRow } from './sheet-source.ts';
import { throwIfCancelled } from '../jobs/job.ts';

export async function* readCsvRows(
  bytes: Uint8Array,
  options: ReadOptions,
): AsyncGenerator<readonly SheetRow[]> {
  const text = new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '');
  const delimiter = guessDelimiter(text);
  const maxRows = options.limits.maxRows ?? IMPORT_LIMITS.maxRows;
  let cells: string[] = [];
  let field = '';
  let quoted = false;
  let rowNumber = 0;
  const batch: SheetRow[] = [];
  let i = 0;
  const endRow = (): SheetRow | null => {
    cells.push(field);
    field = '';
    rowNumber += 1;
    const row = { rowNumber, cells: cells.map((c) => (c === '' ? null : c)) };
    cells = [];
    if (rowNumber > maxRows + 1)
      throw new ImportFileError('msgCodes.importTooManyRows', { maxRows });
    if (row.cells.length > options.limits.maxColumns) {
      throw new ImportFileError('msgCodes.importTooManyColumns', {
        maxColumns: options.limits.maxColumns,
      });
    }
    return row;
  };
  while (i < text.length) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 2;
        continue;
      }
      if (ch === '"') quoted = false;
      else field += ch;
      i += 1;
      continue;
    }
    if (ch === '"' && field === '') quoted = true;
    else if (ch === delimiter) {
      cells.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      const row = endRow();
      if (row) batch.push(row);
      if (batch.length >= 1000) yield batch.splice(0);
      if (rowNumber % 5000 === 0) throwIfCancelled(options.signal);
    } else field += ch;
    i += 1;
  }
  if (field !== '' || cells.length > 0) {
    const row = endRow();
    if (row) batch.push(row);
  }
  if (batch.length > 0) yield batch;
}

/** Comma unless the first line holds more semicolons or tabs (European Excel saves ';'). */
function guessDelimiter(text: string): string {
  const firstLine = text.slice(0, text.search(/\r|\n/) >>> 0 || text.length);
  const count = (c: string) => firstLine.split(c).length - 1;
  const best = [',', ';', '\t'].sort((a, b) => count(b) - count(a))[0];
  return best !== undefined && count(best) > 0 ? best : ',';
}

// Parts of an .xlsx both readers need before the sheet: shared strings, the number format of
// each cell style, date rules. Read from the zip with jszip and saxes, in any zip order.
import type JSZip from 'jszip';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { ImportFileError } from './import-file-error.ts';
import { throwIfCancelled } from '../jobs/job.ts';

/** Excel's built-in number formats that matter here (ECMA-376 §18.8.30). */
const BUILTIN_FORMATS: Readonly<Record<number, string>> = {
  1: '0',
  14: 'mm-dd-yy',
  15: 'd-mmm-yy',
  16: 'd-mmm',
  17: 'mmm-yy',
  18: 'h:mm AM/PM',
  19: 'h:mm:ss AM/PM',
  20: 'h:mm',
  21: 'h:mm:ss',
  22: 'm/d/yy h:mm',
  45: 'mm:ss',
  46: '[h]:mm:ss',
  47: 'mmss.0',
  49: '@',
};

/** exceljs's rule (utils.isDateFmt): date letters outside quotes and brackets. */
export function isDateFormat(format: string | undefined): boolean {
  if (format === undefined) return false;
  return /[ymdhMsb]+/.test(format.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));
}

const MS_PER_DAY = 86_400_000;

/** exceljs's excelToDate: 1900 system from 1899-12-30, 1904 system four years later. */
export function serialToDate(serial: number, date1904: boolean): Date {
  return new Date(Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * MS_PER_DAY));
}

export function corrupt(error: unknown): ImportFileError {
  return new ImportFileError('msgCodes.importFileCorrupt', {}, error);
}

/** Feeds an entry's inflated text to `onChunk`, `max` characters at most. */
function streamEntry(
  file: JSZip.JSZipObject,
  onChunk: (text: string) => void,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const stream = (
      file as unknown as { internalStream(type: 'string'): JsZipStream }
    ).internalStream('string');
    stream
      .on('data', (chunk: string) => {
        try {
          throwIfCancelled(signal);
          onChunk(chunk);
        } catch (error) {
          stream.pause();
          reject(error);
        }
      })
      .on('error', (error: Error) => reject(corrupt(error)))
      .on('end', () => resolve())
      .resume();
  });
}

export interface JsZipStream {
  on(event: 'data', cb: (chunk: string) => void): JsZipStream;
  on(event: 'error', cb: (error: Error) => void): JsZipStream;
  on(event: 'end', cb: () => void): JsZipStream;
  pause(): JsZipStream;
  resume(): JsZipStream;
}

export function parser(
  onOpen: (tag: SaxesTagPlain) => void,
  onText: (text: string) => void,
  onClose: (name: string) => void,
): SaxesParser {
  const sax = new SaxesParser();
  sax.on('opentag', onOpen);
  sax.on('text', onText);
  sax.on('closetag', (tag) => onClose(tag.name));
  sax.on('error', (error) => {
    throw corrupt(error);
  });
  return sax;
}

/** Shared strings, rich text runs joined, phonetic runs (rPh) left out. */
export async function readSharedStrings(zip: JSZip, signal?: AbortSignal): Promise<string[]> {
  const file = zip.file('xl/sharedStrings.xml');
  if (file === null) return [];
  const strings: string[] = [];
  let current: string | null = null;
  let inText = false;
  let phonetic = 0;
  const sax = parser(
    (tag) => {
      if (tag.name === 'si') current = '';
      else if (tag.name === 'rPh') phonetic += 1;
      else if (tag.name === 't' && phonetic === 0) inText = true;
    },
    (text) => {
      if (inText && current !== null) current += text;
    },
    (name) => {
      if (name === 't') inText = false;
      else if (name === 'rPh') phonetic -= 1;
      else if (name === 'si') {
        strings.push(current ?? '');
        current = null;
      }
    },
  );
  await streamEntry(file, (chunk) => sax.write(chunk), signal);
  sax.close();
  return strings;
}

/** Number format of each cell style (cellXfs index). */
export async function readCellFormats(zip: JSZip): Promise<(string | undefined)[]> {
  const file = zip.file('xl/styles.xml');
  if (file === null) return [];
  const custom = new Map<number, string>();
  const formats: (string | undefined)[] = [];
  let inCellXfs = false;
  const sax = parser(
    (tag) => {
      const a = tag.attributes as Record<string, string>;
      if (tag.name === 'numFmt') custom.set(Number(a['numFmtId']), a['formatCode'] ?? '');
      else if (tag.name === 'cellXfs') inCellXfs = true;
      else if (tag.name === 'xf' && inCellXfs) {
        const id = Number(a['numFmtId'] ?? 0);
        formats.push(custom.get(id) ?? BUILTIN_FORMATS[id]);
      }
    },
    () => undefined,
    (name) => {
      if (name === 'cellXfs') inCellXfs = false;
    },
  );
  sax.write(await file.async('string'));
  sax.close();
  return formats;
}

export function columnIndex(ref: string | undefined, fallback: number): number {
  if (ref === undefined) return fallback;
  let n = 0;
  for (const ch of ref) {
    const code = ch.charCodeAt(0);
    if (code < 65 || code > 90) break;
    n = n * 26 + code - 64;
  }
  return n > 0 ? n - 1 : fallback;
}

// Parts of an .xlsx the reader needs before the sheet: shared strings, the number format of
// each cell style, date rules. Read from the zip with jszip and saxes, in any zip order, each
// within the limits (docs/decisions/0031): inflated size and ratio, text runs, cell size.
import type JSZip from 'jszip';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import type { ImportLimits } from '@portal/shared';
import { ImportFileError } from './import-file-error.ts';
import { checkInflated, type ReadDeadline } from './read-limits.ts';
import { XmlRunGuard } from './xml-run-guard.ts';
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

/** What reading any part of a workbook needs: the limits, where to report, cancel, deadline. */
export interface PartReading {
  readonly limits: ImportLimits;
  /** The name of the sheet imported: refusals name it. */
  readonly sheet: string;
  readonly signal?: AbortSignal;
  readonly deadline: ReadDeadline;
}

/** The sizes the zip directory declares for an entry (JSZip keeps them, untyped). */
export function entrySizes(file: JSZip.JSZipObject): {
  compressed?: number;
  uncompressed?: number;
} {
  const data = (
    file as unknown as { _data?: { compressedSize?: number; uncompressedSize?: number } }
  )._data;
  return { compressed: data?.compressedSize, uncompressed: data?.uncompressedSize };
}

/**
 * Counts an entry's inflated characters as they arrive. The directory's declared sizes were
 * checked against the limits before (sniff-file.ts); an entry that inflates past its declared
 * size has a directory that lies, which is a damaged file, refused at once rather than after
 * inflating a gigabyte. The limits are checked again for an entry without declared sizes.
 */
export function inflationMeter(file: JSZip.JSZipObject, reading: PartReading) {
  const { compressed, uncompressed } = entrySizes(file);
  let inflated = 0;
  return (characters: number) => {
    inflated += characters;
    // Characters never outnumber the UTF-8 bytes they came from.
    if (uncompressed !== undefined && inflated > uncompressed) {
      throw new ImportFileError('msgCodes.importFileCorrupt');
    }
    checkInflated(inflated, compressed, reading.sheet, reading.limits);
  };
}

/** Feeds an entry's inflated text to `onChunk`, within the limits, cancel and deadline. */
function streamEntry(
  file: JSZip.JSZipObject,
  onChunk: (text: string) => void,
  reading: PartReading,
): Promise<void> {
  const meter = inflationMeter(file, reading);
  return new Promise((resolve, reject) => {
    const stream = (
      file as unknown as { internalStream(type: 'string'): JsZipStream }
    ).internalStream('string');
    let failed = false;
    stream
      .on('data', (chunk: string) => {
        if (failed) return;
        try {
          throwIfCancelled(reading.signal);
          reading.deadline.check(reading.sheet, 1);
          meter(chunk.length);
          onChunk(chunk);
        } catch (error) {
          failed = true;
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

/** 'x:row' → 'row': some writers (the OpenXML SDK) prefix every element. */
function localName(name: string): string {
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
}

/** A saxes parser reporting local element names; a parse error is a damaged file. */
export function parser(
  onOpen: (name: string, attributes: Readonly<Record<string, string>>) => void,
  onText: (text: string) => void,
  onClose: (name: string) => void,
): SaxesParser {
  const sax = new SaxesParser();
  sax.on('opentag', (tag: SaxesTagPlain) =>
    onOpen(localName(tag.name), tag.attributes as Record<string, string>),
  );
  sax.on('text', onText);
  sax.on('closetag', (tag) => onClose(localName(tag.name)));
  sax.on('error', (error) => {
    throw corrupt(error);
  });
  return sax;
}

/**
 * Shared strings, rich text runs joined, phonetic runs (rPh) left out. A string past the cell
 * limit is kept empty and listed in `oversized`: the cell that uses it is refused with its
 * place, which only the sheet knows.
 */
export interface SharedStrings {
  readonly strings: readonly string[];
  readonly oversized: ReadonlySet<number>;
}

export async function readSharedStrings(zip: JSZip, reading: PartReading): Promise<SharedStrings> {
  const file = zip.file('xl/sharedStrings.xml');
  const oversized = new Set<number>();
  if (file === null) return { strings: [], oversized };
  const strings: string[] = [];
  const max = reading.limits.maxCellCharacters;
  let current: string | null = null;
  let inText = false;
  let phonetic = 0;
  const tooLong = () => {
    oversized.add(strings.length);
    current = '';
  };
  const sax = parser(
    (name) => {
      if (name === 'si') current = '';
      else if (name === 'rPh') phonetic += 1;
      else if (name === 't' && phonetic === 0) inText = true;
    },
    (text) => {
      if (!inText || current === null || oversized.has(strings.length)) return;
      if (current.length + text.length > max) tooLong();
      else current += text;
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
  // A run past the text-run cap is dropped: inside a string it marks the string oversized,
  // elsewhere it is whitespace or junk the strings do not need.
  const guard = new XmlRunGuard(
    reading.limits.maxXmlTextRunCharacters,
    (text) => sax.write(text),
    () => {
      if (inText && current !== null) tooLong();
    },
  );
  await streamEntry(file, (chunk) => guard.feed(chunk), reading);
  sax.close();
  return { strings, oversized };
}

/** Number format of each cell style (cellXfs index). */
export async function readCellFormats(
  zip: JSZip,
  reading: PartReading,
): Promise<(string | undefined)[]> {
  const file = zip.file('xl/styles.xml');
  if (file === null) return [];
  const custom = new Map<number, string>();
  const formats: (string | undefined)[] = [];
  let inCellXfs = false;
  const sax = parser(
    (name, a) => {
      if (name === 'numFmt') custom.set(Number(a['numFmtId']), a['formatCode'] ?? '');
      else if (name === 'cellXfs') inCellXfs = true;
      else if (name === 'xf' && inCellXfs) {
        const id = Number(a['numFmtId'] ?? 0);
        formats.push(custom.get(id) ?? BUILTIN_FORMATS[id]);
      }
    },
    () => undefined,
    (name) => {
      if (name === 'cellXfs') inCellXfs = false;
    },
  );
  const guard = new XmlRunGuard(
    reading.limits.maxXmlTextRunCharacters,
    (text) => sax.write(text),
    () => undefined,
  );
  await streamEntry(file, (chunk) => guard.feed(chunk), reading);
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

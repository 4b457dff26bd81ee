// First look at an import file, before any row is parsed: size, kind (xlsx or CSV) and, for
// an .xlsx, a cheap check of its zip directory and of the first sheet's declared size, so a
// corrupt, disguised or enormous file is refused in milliseconds (issue 6: clear error
// within 5 seconds, no crash).
import JSZip from 'jszip';
import type { ImportLimits } from '@portal/shared';
import { ImportFileError } from './import-file-error.ts';
import { checkInflated } from './read-limits.ts';
import { entrySizes, type JsZipStream } from './xlsx-parts.ts';

export type ImportFileKind = 'xlsx' | 'csv';

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const OLE2_MAGIC = [0xd0, 0xcf, 0x11, 0xe0]; // legacy .xls

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  return magic.every((b, i) => bytes[i] === b);
}

export function sniffFileKind(
  bytes: Uint8Array,
  fileName: string,
  limits: ImportLimits,
): ImportFileKind {
  if (bytes.byteLength > limits.maxFileBytes) {
    throw new ImportFileError('msgCodes.importFileTooLarge', {
      maxMegabytes: Math.round(limits.maxFileBytes / 1024 / 1024),
    });
  }
  if (startsWith(bytes, ZIP_MAGIC)) return 'xlsx';
  if (startsWith(bytes, OLE2_MAGIC)) throw new ImportFileError('msgCodes.importFileNotExcel');
  if (/\.(csv|txt)$/i.test(fileName) && !bytes.subarray(0, 4096).includes(0)) return 'csv';
  throw new ImportFileError('msgCodes.importFileNotExcel');
}

/**
 * Opens the zip directory (no inflation), finds the first worksheet and reads only the start
 * of its XML to learn the declared dimension. Throws ImportFileError for what cannot be read.
 */
export interface XlsxLayout {
  readonly sheets: readonly {
    readonly name: string;
    readonly sheetId: number;
    readonly rId: string;
  }[];
  readonly rels: readonly { readonly Id: string; readonly Target: string }[];
  /** sheetId of the worksheet the import reads (the first in workbook order). */
  readonly firstSheetId: number;
  /** Zip path of that worksheet, e.g. 'xl/worksheets/sheet1.xml'. */
  readonly firstSheetPath: string;
  /** workbookPr date1904: serial dates count from 1904 (old Mac workbooks). */
  readonly date1904: boolean;
}

export async function preflightXlsx(
  bytes: Uint8Array,
  limits: ImportLimits,
  fileName = '',
): Promise<XlsxLayout> {
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(bytes, { checkCRC32: false });
  } catch (error) {
    throw new ImportFileError('msgCodes.importFileCorrupt', {}, error);
  }
  const workbook = zip.file('xl/workbook.xml');
  if (workbook === null) throw new ImportFileError('msgCodes.importFileNotExcel');
  checkDeclaredSize(workbook, sheetNameOfFile(fileName), limits);
  const workbookXml = await readText(workbook);
  const layout = await readLayout(zip, workbookXml, limits);
  const sheet = layout === null ? null : zip.file(layout.firstSheetPath);
  if (sheet === null) throw new ImportFileError('msgCodes.importNoWorksheet');
  // A zip bomb declares a huge inflated size or ratio; JSZip keeps both from the directory.
  // The parts the reader inflates besides the sheet count too (docs/decisions/0031).
  const sheetName = layout!.sheets[0]!.name;
  for (const part of [sheet, zip.file('xl/sharedStrings.xml'), zip.file('xl/styles.xml')]) {
    if (part !== null) checkDeclaredSize(part, sheetName, limits);
  }
  const declared = entrySizes(sheet).uncompressed;
  const head = await readHead(sheet, 256 * 1024);
  const dimension = /<(?:\w+:)?dimension\s+ref="[A-Z]+\d+(?::([A-Z]+)(\d+))?"/.exec(head);
  const lastRow = dimension?.[2] === undefined ? 0 : Number(dimension[2]);
  if (lastRow > limits.maxRows + 1) {
    throw new ImportFileError('msgCodes.importTooManyRows', { maxRows: limits.maxRows });
  }
  // No dimension declared (streaming writers omit it): estimate the rows from the inflated
  // size and the bytes per row of the first rows, and refuse clear overshoots at once
  // instead of after streaming 200,000 rows. Twice the limit leaves room for uneven rows.
  if (
    dimension === null &&
    declared !== undefined &&
    estimateRows(head, declared) > 2 * limits.maxRows
  ) {
    throw new ImportFileError('msgCodes.importTooManyRows', { maxRows: limits.maxRows });
  }
  const lastColumn = dimension?.[1] === undefined ? 0 : columnNumber(dimension[1]);
  if (lastColumn > limits.maxColumns) {
    throw new ImportFileError('msgCodes.importTooManyColumns', { maxColumns: limits.maxColumns });
  }
  return {
    ...layout!,
    date1904: /<(?:\w+:)?workbookPr\b[^>]*\bdate1904="(1|true)"/.test(workbookXml),
  };
}

/** A CSV's one sheet is named after the file, as Excel names it ('orders.csv' → 'orders'). */
export function sheetNameOfFile(fileName: string): string {
  const base = fileName.replace(/^.*[\\/]/, '');
  return base.replace(/\.[^.]+$/, '') || base;
}

function checkDeclaredSize(part: JSZip.JSZipObject, sheet: string, limits: ImportLimits): void {
  const { compressed, uncompressed } = entrySizes(part);
  if (uncompressed !== undefined) checkInflated(uncompressed, compressed, sheet, limits);
}

/** Rows a sheet of `size` inflated bytes holds, judged by the rows seen in its head. */
export function estimateRows(head: string, size: number): number {
  const start = head.indexOf('<sheetData');
  if (start < 0) return 0;
  const rows = head.slice(start).match(/<row[\s>]/g)?.length ?? 0;
  if (rows < 20) return 0; // too few to judge
  const lastRowEnd = head.lastIndexOf('</row>');
  const bytesPerRow = (lastRowEnd - start) / rows;
  return bytesPerRow > 0 ? Math.round((size - start) / bytesPerRow) : 0;
}

function columnNumber(letters: string): number {
  return [...letters].reduce((n, c) => n * 26 + c.charCodeAt(0) - 64, 0);
}

async function readText(file: JSZip.JSZipObject): Promise<string> {
  try {
    return await file.async('string');
  } catch (error) {
    throw new ImportFileError('msgCodes.importFileCorrupt', {}, error);
  }
}

const XML_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

/** 'R&amp;D' → 'R&D' (a sheet name as the user typed it). */
function unescapeXml(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => XML_ENTITIES[name]!);
}

function attributes(tag: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const m of tag.matchAll(/([\w:]+)="([^"]*)"/g)) attrs[m[1]!] = unescapeXml(m[2]!);
  return attrs;
}

/** Sheets of workbook.xml and their relationships; the first sheet's path. */
async function readLayout(
  zip: JSZip,
  workbookXml: string,
  limits: ImportLimits,
): Promise<Omit<XlsxLayout, 'date1904'> | null> {
  const sheets = [...workbookXml.matchAll(/<(?:\w+:)?sheet\b[^>]*>/g)].map((m) => {
    const a = attributes(m[0]);
    return { name: a['name'] ?? '', sheetId: Number(a['sheetId']), rId: a['r:id'] ?? '' };
  });
  const relsFile = zip.file('xl/_rels/workbook.xml.rels');
  if (sheets.length === 0 || relsFile === null) return null;
  checkDeclaredSize(relsFile, sheets[0]!.name, limits);
  const rels = [...(await readText(relsFile)).matchAll(/<(?:\w+:)?Relationship\b[^>]*>/g)].map(
    (m) => {
      const a = attributes(m[0]);
      return { Id: a['Id'] ?? '', Target: a['Target'] ?? '' };
    },
  );
  const first = sheets[0]!;
  const target = rels.find((r) => r.Id === first.rId)?.Target;
  if (target === undefined) return null;
  const firstSheetPath = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
  return { sheets, rels, firstSheetId: first.sheetId, firstSheetPath };
}

/** The first `max` characters of an entry, inflating no more than that. */
function readHead(file: JSZip.JSZipObject, max: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    // internalStream is JSZip's documented streaming API, missing from its type definitions.
    const stream = (
      file as unknown as { internalStream(type: 'string'): JsZipStream }
    ).internalStream('string');
    stream
      .on('data', (chunk: string) => {
        text += chunk;
        if (text.length >= max) {
          stream.pause();
          resolve(text);
        }
      })
      .on('error', (error: Error) =>
        reject(new ImportFileError('msgCodes.importFileCorrupt', {}, error)),
      )
      .on('end', () => resolve(text))
      .resume();
  });
}

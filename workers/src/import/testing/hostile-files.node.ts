// Hostile import files, generated at run time at any size: small in the test suite (with the
// limits lowered), full size in bench:workers (issue 20, docs/decisions/0031). Each is a class
// of file the import once accepted after many seconds and gigabytes, or refused as 'damaged'.
import { zipBytes } from './zip-writer.node.ts';

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const encoder = new TextEncoder();

/** The block of `block` repeated up to `total` bytes, in chunks of the block's size. */
function* repeated(block: Uint8Array, total: number): Generator<Uint8Array> {
  for (let done = 0; done < total; done += block.length) {
    yield total - done >= block.length ? block : block.subarray(0, total - done);
  }
}

/** A seeded generator (mulberry32): the same file every run. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A pseudo-random block that deflate cannot pack like a run of one character. */
function looseBlock(bytes: number, seed: number, next: (r: () => number) => number): Uint8Array {
  const r = random(seed);
  const block = new Uint8Array(Math.min(bytes, 4 * 1024 * 1024));
  for (let i = 0; i < block.length; i += 1) block[i] = next(r);
  return block;
}

/**
 * Whitespace the way each class needs it. 'packed': one run of spaces (deflate packs it 200 to
 * 1,000×, so the inflate ratio refuses it). 'split': the same cut into runs of 1 KiB by empty
 * comments, so no run reaches the text-run cap. 'loose': spaces broken by tabs and line breaks
 * at random (packs about 13×, under the ratio: only the text-run cap stops it).
 */
export type WhitespaceShape = 'packed' | 'split' | 'loose';

function whitespace(bytes: number, shape: WhitespaceShape): Iterable<Uint8Array> {
  if (shape === 'packed') return repeated(new Uint8Array(1024 * 1024).fill(0x20), bytes);
  if (shape === 'split') {
    const run = `${' '.repeat(1017)}<!---->`;
    return repeated(encoder.encode(run.repeat(1024)), bytes);
  }
  const block = looseBlock(bytes, 7, (r) => {
    const x = r();
    return x < 0.97 ? 0x20 : x < 0.985 ? 0x0a : 0x09;
  });
  return repeated(block, bytes);
}

/** Text for a huge cell: 'packed' is one letter repeated, 'loose' letters a and b at random. */
function text(bytes: number, shape: 'packed' | 'loose'): Iterable<Uint8Array> {
  if (shape === 'packed') return repeated(new Uint8Array(1024 * 1024).fill(0x78), bytes);
  return repeated(
    looseBlock(bytes, 11, (r) => (r() < 0.95 ? 0x61 : 0x62)),
    bytes,
  );
}

const inline = (ref: string, value: string) =>
  `<c r="${ref}" t="inlineStr"><is><t>${value}</t></is></c>`;

interface SheetParts {
  readonly sheetName?: string;
  readonly sheet: Iterable<Uint8Array>;
  readonly sharedStrings?: Iterable<Uint8Array>;
  /** Declare the sheet's inflated size as this (a directory that lies). */
  readonly declaredSheetSize?: number;
}

/** A minimal workbook around a generated sheet (and shared strings). */
export function xlsxOf(parts: SheetParts): Promise<Uint8Array> {
  const shared = parts.sharedStrings !== undefined;
  const name = parts.sheetName ?? 'Import';
  return zipBytes([
    {
      name: '[Content_Types].xml',
      content: `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>${shared ? '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>' : ''}</Types>`,
    },
    {
      name: '_rels/.rels',
      content: `${XML}<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    },
    {
      name: 'xl/workbook.xml',
      content: `${XML}<workbook xmlns="${MAIN}" xmlns:r="${DOC_RELS}"><sheets><sheet name="${name}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      content: `${XML}<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/worksheet" Target="worksheets/sheet1.xml"/>${shared ? `<Relationship Id="rId2" Type="${DOC_RELS}/sharedStrings" Target="sharedStrings.xml"/>` : ''}</Relationships>`,
    },
    ...(parts.sharedStrings === undefined
      ? []
      : [{ name: 'xl/sharedStrings.xml', content: parts.sharedStrings }]),
    {
      name: 'xl/worksheets/sheet1.xml',
      content: parts.sheet,
      declaredSize: parts.declaredSheetSize,
    },
  ]);
}

function* chunks(...pieces: (string | Iterable<Uint8Array>)[]): Generator<Uint8Array> {
  for (const piece of pieces) {
    if (typeof piece === 'string') yield encoder.encode(piece);
    else yield* piece;
  }
}

const HEADER_ROW = `<row r="1">${inline('A1', 'Style')}${inline('B1', 'Color')}${inline('C1', 'Memo')}</row>`;

/**
 * A sheet whose XML is `characters` of whitespace between its header row and its one data
 * row: the issue's "inflates to about 1 GB of whitespace" at full size.
 */
export function xlsxWithWhitespace(
  characters: number,
  shape: WhitespaceShape,
  options: { readonly lyingDirectory?: boolean } = {},
): Promise<Uint8Array> {
  return xlsxOf({
    sheet: chunks(
      `${XML}<worksheet xmlns="${MAIN}"><sheetData>${HEADER_ROW}`,
      whitespace(characters, shape),
      `<row r="2">${inline('A2', '010000')}${inline('B2', 'BLK')}</row></sheetData></worksheet>`,
    ),
    declaredSheetSize: options.lyingDirectory === true ? 4096 : undefined,
  });
}

/**
 * One text cell of `characters` in column C (headed 'Memo', which no import column reads),
 * row 2: as a shared string the way Excel writes it, or as an inline string.
 */
export function xlsxWithHugeCell(
  characters: number,
  options: { readonly shared: boolean; readonly shape: 'packed' | 'loose' },
): Promise<Uint8Array> {
  const huge = text(characters, options.shape);
  if (!options.shared) {
    return xlsxOf({
      sheet: chunks(
        `${XML}<worksheet xmlns="${MAIN}"><sheetData>${HEADER_ROW}<row r="2">${inline('A2', '010000')}${inline('B2', 'BLK')}<c r="C2" t="inlineStr"><is><t>`,
        huge,
        '</t></is></c></row></sheetData></worksheet>',
      ),
    });
  }
  const cell = (ref: string, index: number) => `<c r="${ref}" t="s"><v>${index}</v></c>`;
  return xlsxOf({
    sharedStrings: chunks(
      `${XML}<sst xmlns="${MAIN}" count="6" uniqueCount="6"><si><t>Style</t></si><si><t>Color</t></si><si><t>Memo</t></si><si><t>010000</t></si><si><t>BLK</t></si><si><t>`,
      huge,
      '</t></si></sst>',
    ),
    sheet: chunks(
      `${XML}<worksheet xmlns="${MAIN}"><sheetData><row r="1">${cell('A1', 0)}${cell('B1', 1)}${cell('C1', 2)}</row><row r="2">${cell('A2', 3)}${cell('B2', 4)}${cell('C2', 5)}</row></sheetData></worksheet>`,
    ),
  });
}

/** A CSV of `bytes` whose third field opens a quote that never closes (row 2, column C). */
export function csvWithUnclosedQuote(bytes: number): Uint8Array {
  const head = encoder.encode('Style,Color,Memo\n010000,BLK,"');
  const out = new Uint8Array(Math.max(bytes, head.length)).fill(0x78);
  out.set(head);
  return out;
}

/** A CSV whose header line holds `separators` commas (tens of millions at full size). */
export function csvWithSeparators(separators: number): Uint8Array {
  const head = encoder.encode('Style');
  const tail = encoder.encode('\n010000\n');
  const out = new Uint8Array(head.length + separators + tail.length).fill(0x2c);
  out.set(head);
  out.set(tail, head.length + separators);
  return out;
}

import { describe, expect, it } from 'vitest';
import { IMPORT_LIMITS, type ImportLimits } from '@portal/shared';
import { ImportFileError } from './import-file-error.ts';
import { readImportSheet, type ImportFile } from './read-import-sheet.ts';
import { columnLetters, isEngineSizeError } from './read-limits.ts';
import { readXlsxRowsSax } from './read-xlsx-sax.ts';
import { xlsxOf } from './testing/hostile-files.node.ts';
import { bigSheetBytes, sheetBytes } from '../test-fixtures/workbooks.ts';

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const encoder = new TextEncoder();

const read = (file: ImportFile, limits: Partial<ImportLimits> = {}, clock?: () => number) =>
  readImportSheet(file, { xlsxReader: readXlsxRowsSax, limits, clock });

async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ImportFileError) return { id: error.messageId, values: error.values };
    throw error;
  }
  throw new Error('no error');
}

/** A workbook whose first sheet is `xml` (inside <worksheet>), named `sheetName`. */
async function rawSheet(xml: string, sheetName = 'Import'): Promise<ImportFile> {
  const sheet = [
    encoder.encode(`<?xml version="1.0"?><worksheet xmlns="${MAIN}">${xml}</worksheet>`),
  ];
  return { bytes: await xlsxOf({ sheet, sheetName }), fileName: 'raw.xlsx' };
}

const inline = (ref: string, text: string) =>
  `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;

describe('[0031 import limits] where a refusal was hit', () => {
  it.each([
    [0, 'A'],
    [2, 'C'],
    [25, 'Z'],
    [26, 'AA'],
    [199, 'GR'],
    [200, 'GS'],
    [701, 'ZZ'],
    [702, 'AAA'],
    [16_383, 'XFD'],
  ])('column %i is %s', (index, letters) => {
    expect(columnLetters(index)).toBe(letters);
  });

  it('tells the engine’s own size errors from damage', () => {
    expect(isEngineSizeError(new RangeError('Invalid string length'))).toBe(true);
    expect(isEngineSizeError(new RangeError('Invalid array length'))).toBe(true);
    expect(isEngineSizeError(new Error('unexpected end of data'))).toBe(false);
  });
});

describe('[0031 import limits] the xlsx reader keeps every limit while reading', () => {
  it('refuses a cell past the cell cap (inline, under the text-run cap) at its place', async () => {
    const file = await rawSheet(
      `<sheetData><row r="1">${inline('A1', 'Style')}${inline('B1', 'Memo')}</row><row r="7">${inline('A7', '1')}${inline('B7', 'x'.repeat(2001))}</row></sheetData>`,
      'Buyer &amp; Co',
    );
    expect(await refusal(read(file, { maxCellCharacters: 2000 }))).toEqual({
      id: 'msgCodes.importCellTooLarge',
      values: { sheet: 'Buyer & Co', row: 7, column: 'B', maxCharacters: 2000 },
    });
    expect((await read(file, { maxCellCharacters: 2001 })).rows).toHaveLength(1);
  });

  it('refuses a row past the row cap, counting shared and inline strings', async () => {
    const bytes = await sheetBytes([
      ['Style', 'A', 'B', 'C'],
      ['1', 'x'.repeat(400), 'y'.repeat(400), 'z'.repeat(400)],
    ]);
    expect(await refusal(read({ bytes, fileName: 'w.xlsx' }, { maxRowCharacters: 1000 }))).toEqual({
      id: 'msgCodes.importRowTooLarge',
      values: { sheet: 'Import', row: 2, column: 'D', maxCharacters: 1000 },
    });
  });

  it('refuses the cell past the column cap while reading, whatever the dimension says', async () => {
    const cells = Array.from({ length: 6 }, (_, i) => `<c t="inlineStr"><is><t>h${i}</t></is></c>`);
    const file = await rawSheet(
      `<dimension ref="A1:B2"/><sheetData><row r="1">${cells.join('')}</row></sheetData>`,
    );
    expect(await refusal(read(file, { maxColumns: 5 }))).toEqual({
      id: 'msgCodes.importTooManyColumnsAt',
      values: { sheet: 'Import', row: 1, column: 'F', maxColumns: 5 },
    });
  });

  it('refuses a shared string past the cap at the cell that uses it, and only there', async () => {
    const strings = ['Style', 'Memo', '010000', 'x'.repeat(3000)];
    const sharedStrings = [
      encoder.encode(
        `<?xml version="1.0"?><sst xmlns="${MAIN}">${strings.map((t) => `<si><t>${t}</t></si>`).join('')}</sst>`,
      ),
    ];
    const cell = (ref: string, index: number) => `<c r="${ref}" t="s"><v>${index}</v></c>`;
    const sheetWith = (row2: string) => [
      encoder.encode(
        `<?xml version="1.0"?><worksheet xmlns="${MAIN}"><sheetData><row r="1">${cell('A1', 0)}${cell('B1', 1)}</row><row r="2">${row2}</row></sheetData></worksheet>`,
      ),
    ];
    const limits = { maxCellCharacters: 2000 };
    const used = await xlsxOf({ sharedStrings, sheet: sheetWith(cell('A2', 2) + cell('B2', 3)) });
    expect(await refusal(read({ bytes: used, fileName: 'u.xlsx' }, limits))).toEqual({
      id: 'msgCodes.importCellTooLarge',
      values: { sheet: 'Import', row: 2, column: 'B', maxCharacters: 2000 },
    });
    const unused = await xlsxOf({ sharedStrings, sheet: sheetWith(cell('A2', 2)) });
    expect((await read({ bytes: unused, fileName: 'n.xlsx' }, limits)).rows).toEqual([
      { rowNumber: 2, cells: ['010000'] },
    ]);
  });

  it('reads elements written with a namespace prefix (the OpenXML SDK writes x:row)', async () => {
    const sheet = [
      encoder.encode(
        `<?xml version="1.0"?><x:worksheet xmlns:x="${MAIN}"><x:dimension ref="A1:B2"/><x:sheetData><x:row r="1"><x:c r="A1" t="inlineStr"><x:is><x:t>Style</x:t></x:is></x:c><x:c r="B1" t="inlineStr"><x:is><x:t>Qty</x:t></x:is></x:c></x:row><x:row r="2"><x:c r="A2" t="inlineStr"><x:is><x:t>010000</x:t></x:is></x:c><x:c r="B2"><x:v>3</x:v></x:c></x:row></x:sheetData></x:worksheet>`,
      ),
    ];
    const sheetRead = await read({ bytes: await xlsxOf({ sheet }), fileName: 'sdk.xlsx' });
    expect(sheetRead).toEqual({
      headers: ['Style', 'Qty'],
      rows: [{ rowNumber: 2, cells: ['010000', 3] }],
    });
  });
});

describe('[0031 import limits] the overall read deadline', () => {
  /** A clock that moves one second each time it is read. */
  const ticking = () => {
    let now = 0;
    return () => (now += 1000);
  };

  it('ends a long xlsx read with importReadTimeout, naming the row it reached', async () => {
    const bytes = await bigSheetBytes(20_000, false);
    const result = await refusal(
      read({ bytes, fileName: 'big.xlsx' }, { maxReadMilliseconds: 4500 }, ticking()),
    );
    expect(result.id).toBe('msgCodes.importReadTimeout');
    expect(result.values).toMatchObject({ maxSeconds: 4.5, sheet: 'Big' });
    expect(result.values['row']).toBeGreaterThan(1);
    expect(result.values['row']).toBeLessThan(20_000);
  });

  it('ends a long CSV read the same way', async () => {
    const text = `Style,Color\n${Array.from({ length: 50_000 }, (_, i) => `${i},BLK`).join('\n')}`;
    const file = { bytes: encoder.encode(text), fileName: 'long.csv' };
    const result = await refusal(read(file, { maxReadMilliseconds: 1500 }, ticking()));
    expect(result).toMatchObject({
      id: 'msgCodes.importReadTimeout',
      values: { maxSeconds: 1.5, sheet: 'long' },
    });
  });

  it('lets a read that keeps to the deadline finish', async () => {
    const bytes = await bigSheetBytes(2000, true);
    const sheet = await read({ bytes, fileName: 'ok.xlsx' }, { ...IMPORT_LIMITS });
    expect(sheet.rows).toHaveLength(1999);
  });
});

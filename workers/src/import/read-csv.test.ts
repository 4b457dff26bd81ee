import { describe, expect, it } from 'vitest';
import { IMPORT_LIMITS, type ImportLimits } from '@portal/shared';
import { ImportFileError } from './import-file-error.ts';
import { guessDelimiter, readCsvRows } from './read-csv.ts';
import { ReadDeadline } from './read-limits.ts';
import type { SheetRow } from './sheet-source.ts';

async function read(text: string, chunkBytes?: number, limits: Partial<ImportLimits> = {}) {
  const all: ImportLimits = { ...IMPORT_LIMITS, ...limits };
  const options = { limits: all, sheetName: 'orders', deadline: new ReadDeadline(all) };
  const rows: SheetRow[] = [];
  for await (const batch of readCsvRows(new TextEncoder().encode(text), options, chunkBytes))
    rows.push(...batch);
  return rows.map((r) => [r.rowNumber, r.cells]);
}

async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ImportFileError) return { id: error.messageId, values: error.values };
    throw error;
  }
  throw new Error('no error');
}

const SAMPLES = [
  '\uFEFFStyle;Color;Name\r\n01234;BLK;"Trail ""Pro""\nRunner"\r\n\r\n;;\n5;RED;x',
  'Style,Color,Note\r\n"010000","BLK","a ""quoted"" note, with a comma"\r\n"",,"x"\r"y",z,\n',
  'Style\tColor\nÄrmel\t黒\n"é""\r\n""ü"\t€',
  'Style,Color\n"unclosed,at the end',
];

describe('[0031 import limits] the CSV reader reads in chunks', () => {
  it.each(SAMPLES.map((s, i) => [i, s]))(
    'sample %i reads the same whatever the chunk size (quotes, CR LF and characters split)',
    async (_i, text) => {
      const whole = await read(text);
      for (let size = 1; size <= 12; size += 1)
        expect(await read(text, size), `${size}`).toEqual(whole);
    },
  );

  it('reads quotes, doubled quotes, line breaks inside quotes and empty fields', async () => {
    expect(await read(SAMPLES[1]!)).toEqual([
      [1, ['Style', 'Color', 'Note']],
      [2, ['010000', 'BLK', 'a "quoted" note, with a comma']],
      [3, [null, null, 'x']],
      [4, ['y', 'z', null]],
    ]);
  });

  it.each([
    ['Style,Color', ','],
    ['Style;Color;Size', ';'],
    ['Style\tColor', '\t'],
    ['Style', ','],
    ['a;b,c;d\n,,,,,,', ';'],
  ])('guesses the delimiter of %j from the first line: %j', (text, delimiter) => {
    expect(guessDelimiter(text)).toBe(delimiter);
  });

  it('refuses a field past the cell cap, naming the sheet, row and column', async () => {
    const text = `Style,Color,Memo\n1,BLK,${'x'.repeat(101)}\n`;
    expect(await refusal(read(text, 16, { maxCellCharacters: 100 }))).toEqual({
      id: 'msgCodes.importCellTooLarge',
      values: { sheet: 'orders', row: 2, column: 'C', maxCharacters: 100 },
    });
    expect(await read(text, 16, { maxCellCharacters: 101 })).toHaveLength(2);
  });

  it('refuses a row past the row cap at the column that passes it', async () => {
    const text = `A,B,C,D\n${['x'.repeat(40), 'y'.repeat(40), 'z'.repeat(40), 'w'].join(',')}\n`;
    expect(await refusal(read(text, 7, { maxRowCharacters: 100 }))).toEqual({
      id: 'msgCodes.importRowTooLarge',
      values: { sheet: 'orders', row: 2, column: 'C', maxCharacters: 100 },
    });
  });

  it('refuses the separator that opens a column past the cap, on any row', async () => {
    expect(await read('a,b,c\n1,2,3', 4, { maxColumns: 3 })).toHaveLength(2);
    expect(await refusal(read('a,b,c\n1,2,3,4', 4, { maxColumns: 3 }))).toEqual({
      id: 'msgCodes.importTooManyColumnsAt',
      values: { sheet: 'orders', row: 2, column: 'D', maxColumns: 3 },
    });
  });
});

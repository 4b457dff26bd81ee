import { describe, expect, it } from 'vitest';
import { IMPORT_LIMITS } from '@portal/shared';
import { ImportFileError } from './import-file-error.ts';
import { readImportSheet, type ImportFile } from './read-import-sheet.ts';
import { readXlsxRowsSax } from './read-xlsx-sax.ts';
import type { XlsxRowReader } from './sheet-source.ts';
import { bigSheetBytes, sheetBytes, workbookBytes } from '../test-fixtures/workbooks.ts';

// One reader on the device and the server (docs/decisions/0022); the table keeps the suite
// ready for another implementation.
const READERS: [string, XlsxRowReader][] = [['jszip + saxes', readXlsxRowsSax]];

const xlsx = (bytes: Uint8Array, fileName = 'import.xlsx'): ImportFile => ({ bytes, fileName });

async function cells(file: ImportFile, reader: XlsxRowReader) {
  const sheet = await readImportSheet(file, { xlsxReader: reader });
  return { headers: sheet.headers, rows: sheet.rows.map((r) => [r.rowNumber, r.cells]) };
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ImportFileError) return error.messageId;
    throw error;
  }
  throw new Error('no error');
}

// One contract, both readers: what the Node streaming reader yields, the browser one must too.
describe.each(READERS)('xlsx reader contract: %s', (_name, reader) => {
  it('keeps codes as text with leading zeros, whatever type Excel stored', async () => {
    const bytes = await workbookBytes((wb) => {
      const ws = wb.addWorksheet('S');
      ws.addRow(['Style', 'Color', 'Qty']);
      ws.addRow(['01234', 'BLK', 3]);
      const padded = ws.addRow([1234, { richText: [{ text: 'N' }, { text: 'VY' }] }, 2]);
      padded.getCell(1).numFmt = '00000';
      ws.addRow([56789, 'RED', 1]);
    });
    expect(await cells(xlsx(bytes), reader)).toEqual({
      headers: ['Style', 'Color', 'Qty'],
      rows: [
        [2, ['01234', 'BLK', 3]],
        [3, ['01234', 'NVY', 2]],
        [4, [56789, 'RED', 1]],
      ],
    });
  });

  it('reads formulas as their cached result and never runs them', async () => {
    const bytes = await workbookBytes((wb) => {
      const ws = wb.addWorksheet('S');
      ws.addRow(['Style', 'Color', 'Cost']);
      ws.addRow([
        { formula: '"0"&"1234"', result: '01234' },
        'BLK',
        { formula: 'B9*2', result: 42 },
      ]);
      ws.addRow([{ formula: 'A1' }, 'RED', 1]);
    });
    const read = await cells(xlsx(bytes), reader);
    expect(read.rows).toEqual([
      [2, ['01234', 'BLK', 42]],
      [3, [null, 'RED', 1]],
    ]);
  });

  it('gives dates as ISO text, from date cells and from date-formatted serial numbers', async () => {
    const bytes = await workbookBytes((wb) => {
      const ws = wb.addWorksheet('S');
      ws.addRow(['Style', 'Due Date', 'Serial']);
      const row = ws.addRow(['1', new Date(Date.UTC(2026, 2, 15)), 46096]);
      row.getCell(3).numFmt = 'yyyy-mm-dd';
    });
    expect((await cells(xlsx(bytes), reader)).rows).toEqual([
      [2, ['1', '2026-03-15', '2026-03-15']],
    ]);
  });

  it('reads dates of a 1904-system workbook', async () => {
    const bytes = await workbookBytes((wb) => {
      wb.properties.date1904 = true;
      const ws = wb.addWorksheet('S');
      ws.addRow(['Style', 'Due Date']);
      ws.addRow(['1', new Date(Date.UTC(2026, 2, 15))]);
    });
    expect((await cells(xlsx(bytes), reader)).rows).toEqual([[2, ['1', '2026-03-15']]]);
  });

  it('reads the first sheet in workbook order, whatever the order inside the zip', async () => {
    const bytes = await workbookBytes((wb) => {
      wb.addWorksheet('Notes').addRow(['not', 'this']);
      wb.addWorksheet('Import').addRow(['Style', 'Color']);
      (wb.getWorksheet('Notes') as unknown as { orderNo: number }).orderNo = 1;
      (wb.getWorksheet('Import') as unknown as { orderNo: number }).orderNo = 0;
    });
    expect((await cells(xlsx(bytes), reader)).headers).toEqual(['Style', 'Color']);
  });

  it('reads merged cells as the master value and empty elsewhere', async () => {
    const bytes = await workbookBytes((wb) => {
      const ws = wb.addWorksheet('S');
      ws.addRow(['Style', 'Color', 'Name']);
      ws.addRow(['1', 'BLK', 'Merged name']);
      ws.addRow(['2', 'RED', null]);
      ws.mergeCells('C2:C3');
    });
    const read = await cells(xlsx(bytes), reader);
    expect(read.rows[0]).toEqual([2, ['1', 'BLK', 'Merged name']]);
    expect(read.rows[1]?.[1]).toEqual(expect.arrayContaining(['2', 'RED']));
    expect((read.rows[1]?.[1] as unknown[])[2] ?? null).toBeNull();
  });

  it('skips empty rows and reads only the first of many sheets', async () => {
    const bytes = await workbookBytes((wb) => {
      const first = wb.addWorksheet('First');
      first.addRow(['Style', 'Color']);
      first.addRow(['1', 'BLK']);
      first.addRow([]);
      first.addRow(['   ', null]);
      first.addRow(['2', 'RED']);
      for (let i = 0; i < 40; i += 1) wb.addWorksheet(`Other ${i}`).addRow(['x', 'y']);
    });
    expect((await cells(xlsx(bytes), reader)).rows.map((r) => r[0])).toEqual([2, 5]);
  });

  it('refuses an empty header row', async () => {
    const bytes = await workbookBytes((wb) => {
      const ws = wb.addWorksheet('S');
      ws.getCell('A2').value = 'data without a header';
    });
    expect(await refusal(readImportSheet(xlsx(bytes), { xlsxReader: reader }))).toBe(
      'msgCodes.importEmptyHeaderRow',
    );
  });

  // 1,500 rows against a limit of 1,000: under the preflight's 2x estimate, so this is the
  // row count while streaming that refuses it.
  it('refuses a sheet over the row limit while streaming, without a declared dimension', async () => {
    const bytes = await bigSheetBytes(1500, false);
    const limits = { ...IMPORT_LIMITS, maxRows: 1000 };
    expect(await refusal(readImportSheet(xlsx(bytes), { xlsxReader: reader, limits }))).toBe(
      'msgCodes.importTooManyRows',
    );
  });
});

describe('hostile files give a clear error fast (issue 6)', () => {
  const read = (file: ImportFile) => readImportSheet(file, { xlsxReader: readXlsxRowsSax });

  it('a corrupt zip', async () => {
    const good = await sheetBytes([['Style'], ['1']]);
    const broken = good.slice(0, Math.floor(good.length / 2));
    expect(await refusal(read(xlsx(broken)))).toBe('msgCodes.importFileCorrupt');
    const scrambled = good.slice();
    for (let i = 200; i < scrambled.length - 200; i += 7) scrambled[i] = 0xff - scrambled[i]!;
    expect(await refusal(read(xlsx(scrambled)))).toBe('msgCodes.importFileCorrupt');
  });

  it('a non-Excel file renamed .xlsx, a legacy .xls and a zip that is no workbook', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.7\n1 0 obj << >> endobj\n');
    expect(await refusal(read(xlsx(pdf)))).toBe('msgCodes.importFileNotExcel');
    const xls = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
    expect(await refusal(read(xlsx(xls, 'old.xls')))).toBe('msgCodes.importFileNotExcel');
    const { default: JSZip } = await import('jszip');
    const zip = new JSZip();
    zip.file('word/document.xml', '<w:document/>');
    const docx = await zip.generateAsync({ type: 'uint8array' });
    expect(await refusal(read(xlsx(docx, 'letter.xlsx')))).toBe('msgCodes.importFileNotExcel');
  });

  it('a 1,000,000-row sheet is refused within 5 seconds', async () => {
    const bytes = await bigSheetBytes(1_000_000, true);
    const started = performance.now();
    expect(await refusal(read(xlsx(bytes)))).toBe('msgCodes.importTooManyRows');
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('a 1,000,000-row sheet without a declared dimension is refused within 5 seconds', async () => {
    const bytes = await bigSheetBytes(1_000_000, false);
    const started = performance.now();
    expect(await refusal(read(xlsx(bytes)))).toBe('msgCodes.importTooManyRows');
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('a file over the size limit', async () => {
    const bytes = await sheetBytes([['Style'], ['1']]);
    const limits = { ...IMPORT_LIMITS, maxFileBytes: 100 };
    expect(
      await refusal(readImportSheet(xlsx(bytes), { xlsxReader: readXlsxRowsSax, limits })),
    ).toBe('msgCodes.importFileTooLarge');
  });

  it('a cancelled read stops with JobCancelledError', async () => {
    const bytes = await bigSheetBytes(20_000, false);
    const controller = new AbortController();
    controller.abort();
    await expect(read({ bytes, fileName: 'x.xlsx' }).then(() => 'done')).resolves.toBe('done');
    await expect(
      readImportSheet(xlsx(bytes), {
        xlsxReader: readXlsxRowsSax,
        signal: controller.signal,
      }),
    ).rejects.toThrow('job cancelled');
  });
});

describe('CSV import', () => {
  const csv = (text: string) => ({ bytes: new TextEncoder().encode(text), fileName: 'import.csv' });
  it('reads quotes, embedded line breaks, a BOM and semicolons', async () => {
    const sheet = await readImportSheet(
      csv('\uFEFFStyle;Color;Name\r\n01234;BLK;"Trail ""Pro""\nRunner"\r\n\r\n;;\n5;RED;x'),
      {
        xlsxReader: readXlsxRowsSax,
      },
    );
    expect(sheet.headers).toEqual(['Style', 'Color', 'Name']);
    expect(sheet.rows.map((r) => [r.rowNumber, r.cells])).toEqual([
      [2, ['01234', 'BLK', 'Trail "Pro"\nRunner']],
      [5, ['5', 'RED', 'x']],
    ]);
  });
  it('refuses a binary file named .csv', async () => {
    const bytes = new Uint8Array([1, 2, 0, 4]);
    expect(
      await refusal(readImportSheet({ bytes, fileName: 'a.csv' }, { xlsxReader: readXlsxRowsSax })),
    ).toBe('msgCodes.importFileNotExcel');
  });
});

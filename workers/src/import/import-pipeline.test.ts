import { readXlsxRowsSax } from './read-xlsx-sax.ts';
import { describe, expect, it } from 'vitest';
import { ASSORTMENT_IMPORT_COLUMNS, SAMPLE_IMPORT_COLUMNS, styleColorKey } from '@portal/shared';
import { parseImportFile } from './parse-import.ts';
import { InMemoryProductLookup } from './product-lookup.ts';
import { validateAssortmentImport, validateSampleImport } from './validate-import.ts';
import { FIXTURE_PRODUCTS } from '../test-fixtures/products.ts';
import { sheetBytes } from '../test-fixtures/workbooks.ts';

const lookup = new InMemoryProductLookup(FIXTURE_PRODUCTS);
const [first, second] = FIXTURE_PRODUCTS;

describe('import pipeline: file → mapping → parsed rows → validation against the product database', () => {
  it('imports a workbook with its own header names and reports each rule', async () => {
    const bytes = await sheetBytes([
      ['Style #', 'Color\nCode', 'Style Name', 'MSRP', 'Notes', 'Discount %'],
      [first!.style, first!.color, first!.name, first!.suggestedRetail, 'hero', '10%'],
      [Number(second!.style), second!.color, 'Renamed shoe', second!.suggestedRetail, '', 'lots'],
      [second!.style, second!.color, null, null, null, null],
      ['999999', 'BLK', 'Ghost', 10, null, null],
      [null, null, 'no key', null, null, null],
    ]);
    const parsed = await parseImportFile(
      { bytes, fileName: 'buyer.xlsx' },
      ASSORTMENT_IMPORT_COLUMNS,
      {
        xlsxReader: readXlsxRowsSax,
      },
    );
    expect(parsed.mapping).toEqual({
      style: 0,
      color: 1,
      name: 2,
      suggestedRetail: 3,
      discountPercent: 5,
    });
    expect(parsed.rows[0]?.values).toMatchObject({ style: first!.style, discountPercent: 10 });
    expect(parsed.invalidCells).toEqual([{ rowNumber: 3, columnId: 'discountPercent' }]);

    const result = await validateAssortmentImport(parsed.rows, lookup, {
      mode: 'import',
      productType: 'Footwear',
      locationCode: 'US',
      assortmentStyleColors: new Set([styleColorKey(first!.style, first!.color)]),
    });
    expect(result.rows.map((r) => [r.rowNumber, r.errors.map((e) => e.errorMessage)])).toEqual([
      [2, ['msgCodes.importAlreadyInAssortment']],
      // The number 10000 lost its leading zero in Excel: a different style, so not found.
      [3, ['msgCodes.importNotFound']],
      [4, []],
      [5, ['msgCodes.importNotFound']],
    ]);
    expect(result.summary).toMatchObject({ rows: 4, rowsWithCritical: 3 });
  });

  it('reports progress and can be cancelled', async () => {
    const rows = Array.from({ length: 3000 }, (_, i) => ({
      rowNumber: i + 2,
      values: { style: String(i), color: 'BLK' },
    }));
    const phases: string[] = [];
    await validateAssortmentImport(
      rows,
      lookup,
      { mode: 'download' },
      { onProgress: (p) => phases.push(`${p.done}/${p.total}`) },
    );
    expect(phases.at(-1)).toBe('3000/3000');
    const controller = new AbortController();
    controller.abort();
    await expect(
      validateAssortmentImport(rows, lookup, { mode: 'download' }, { signal: controller.signal }),
    ).rejects.toThrow('job cancelled');
  });

  it('imports sample inventory rows and adds only the valid ones', async () => {
    const bytes = await sheetBytes([
      [
        'Division',
        'Style',
        'Color',
        'Size',
        'Side',
        'Status',
        'Total Qty',
        'Bin',
        'Mold #',
        'Mold Date',
      ],
      [
        'Active',
        '010000',
        'BLK',
        '9',
        'Left',
        'Active',
        2,
        'B1',
        'M-1',
        new Date(Date.UTC(2025, 5, 1)),
      ],
      [
        'Active',
        '010000',
        'BLK',
        '10',
        'Left',
        'Active',
        1,
        null,
        'M-2',
        new Date(Date.UTC(2025, 5, 1)),
      ],
    ]);
    const parsed = await parseImportFile(
      { bytes, fileName: 'samples.xlsx' },
      SAMPLE_IMPORT_COLUMNS,
      {
        xlsxReader: readXlsxRowsSax,
      },
    );
    const result = await validateSampleImport(parsed.rows, { library: 'Production', existing: [] });
    expect(
      result.additions.map((a) => [a.rowNumber, a.values['onHandQty'], a.values['moldDate']]),
    ).toEqual([[2, 2, '2025-06-01']]);
    expect(result.rows[1]?.errors.map((e) => e.message)).toEqual([
      'Sample Missing Value',
      'Division, Style, Color, Status, Side, Quantity, and Bin are Required',
    ]);
  });
});

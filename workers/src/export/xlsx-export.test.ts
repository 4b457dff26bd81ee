import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { exportAssortmentXlsx } from './assortment-xlsx.ts';
import { sharpThumbnailer } from './thumbnailer-sharp.node.ts';
import { exportXlsx } from './xlsx-export.ts';
import { createStreamingSink } from './xlsx-sink-stream.node.ts';
import { productImageJpeg } from '../test-fixtures/images.node.ts';
import { FIXTURE_POP, makeFootwear } from '../test-fixtures/products.ts';

async function readBack(bytes: Uint8Array) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
  );
  return wb.worksheets[0]!;
}

const hostile = ['=HYPERLINK("http://x","click")', '+1+1', '-2+3', '@SUM(A1)', '\tcmd', '\r=1'];

describe.each([
  ['workbook writer', undefined],
  ['streaming writer (Node)', createStreamingSink],
])('grid export with the %s', (_name, createSink) => {
  it('writes formula-like text as text, never as a formula', async () => {
    const bytes = await exportXlsx(
      {
        sheetName: 'Grid',
        columns: [{ header: 'Note', format: 'text', value: (r: { note: string }) => r.note }],
        rows: hostile.map((note) => ({ note })),
      },
      { createSink },
    );
    const sheet = await readBack(bytes);
    const values = hostile.map((_, i) => sheet.getRow(i + 2).getCell(1));
    // XML turns a carriage return into a line feed; the text stays text.
    expect(values.map((c) => c.value)).toEqual(hostile.map((h) => h.replace(/\r/g, '\n')));
    expect(values.every((c) => c.type === ExcelJS.ValueType.String)).toBe(true);
    const zip = await JSZip.loadAsync(bytes);
    const xml = await zip.file('xl/worksheets/sheet1.xml')!.async('string');
    expect(xml).not.toMatch(/<f[ >]/);
  });

  it('formats currencies and percents and trims dates to YYYY-MM-DD', async () => {
    type Row = { price: number; markup: number; due: string; tags: string[] };
    const bytes = await exportXlsx(
      {
        sheetName: 'Grid',
        currency: { symbol: '€', decimals: 2 },
        columns: [
          { header: 'Price', format: 'currency', value: (r: Row) => r.price },
          { header: 'Markup', format: 'percent', value: (r: Row) => r.markup },
          { header: 'Due', format: 'date', value: (r: Row) => r.due },
          { header: 'Tags', format: 'list', value: (r: Row) => r.tags },
        ],
        rows: [{ price: 1234.5, markup: 52.5, due: '2026-04-01T07:00:00.000Z', tags: ['a', 'b'] }],
      },
      { createSink },
    );
    const row = (await readBack(bytes)).getRow(2);
    expect(row.getCell(1).value).toBe(1234.5);
    expect(row.getCell(1).numFmt).toBe('"€"#,##0.00');
    expect(row.getCell(2).value).toBe(0.525);
    expect(row.getCell(2).numFmt).toBe('0.00%');
    expect(row.getCell(3).value).toBe('2026-04-01');
    expect(row.getCell(4).value).toBe('a, b');
  });
});

describe('assortment export (spec 000 §3, §9)', () => {
  const products = makeFootwear(6);

  it('has the base columns and the chosen toggles of the product type, at the location', async () => {
    const { fileName, bytes } = await exportAssortmentXlsx({
      assortment: {
        title: 'Spring 26: Trail',
        productType: 'Footwear',
        status: 'A',
        locationCode: 'EU',
      },
      products,
      toggles: [
        'cost',
        'suggestedRetail',
        'initialMarkup',
        'availability',
        'inventory',
        'seasonCodes',
        'lastProducedDate',
      ],
    });
    expect(fileName).toBe('Spring 26 Trail.xlsx');
    const sheet = await readBack(bytes);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Style',
      'Color',
      'Name',
      'Color Description',
      'Gender',
      'Label',
      'Style Note',
      'Collection Style Note',
      'Cost',
      'Suggested Retail',
      'Initial Markup',
      'Availability',
      'Last Produced Date',
    ]);
    const first = products[0]!;
    const eu = first.locations!.find((l) => l.code === 'EU')!;
    const row = sheet.getRow(2);
    expect(row.getCell(1).value).toBe(first.style);
    expect(row.getCell(1).value).toMatch(/^0/);
    expect(row.getCell(12).value).toBe(eu.firstAvailDate);
    expect(row.getCell(13).value).toBe(String(eu.lastProdDate).slice(0, 10));
    expect(sheet.rowCount).toBe(products.length + 1);
  });

  it('POP exports offer their own columns', async () => {
    const { bytes } = await exportAssortmentXlsx({
      assortment: { title: 'Fixtures', productType: 'POP', locationCode: 'US' },
      products: FIXTURE_POP,
      toggles: ['dimensions', 'materials', 'units', 'sizeRange'],
    });
    const header = ((await readBack(bytes)).getRow(1).values as unknown[]).slice(9);
    expect(header).toEqual(['Dimensions', 'Materials', 'Units']);
  });

  it('embeds a 40x40 JPEG thumbnail per product', async () => {
    const { bytes } = await exportAssortmentXlsx({
      assortment: { title: 'Thumbs', productType: 'Footwear', locationCode: 'US' },
      products: products.slice(0, 3),
      toggles: [],
      images: { image: (p) => productImageJpeg(p.color, 400), thumbnailer: sharpThumbnailer },
    });
    const zip = await JSZip.loadAsync(bytes);
    const media = Object.keys(zip.files).filter((f) => /^xl\/media\/.+\.jpe?g$/.test(f));
    expect(media).toHaveLength(3);
    const meta = await sharp(await zip.file(media[0]!)!.async('nodebuffer')).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 40, 40]);
    const sheet = await readBack(bytes);
    expect(sheet.getImages()).toHaveLength(3);
    expect(sheet.getRow(1).getCell(1).value).toBe('Image');
    expect(sheet.getRow(2).getCell(2).value).toBe(products[0]!.style);
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      exportAssortmentXlsx(
        {
          assortment: { title: 'X', productType: 'Footwear', locationCode: 'US' },
          products: makeFootwear(600),
          toggles: [],
        },
        { signal: controller.signal },
      ),
    ).rejects.toThrow('job cancelled');
  });
});

describe('order export (spec 001 §3 order lines)', () => {
  it('writes wholesale lines with the order columns, prices and dates formatted', async () => {
    const { exportJobs } = await import('./export-jobs.ts');
    const { WHOLESALE_LINE_EXPORT_COLUMNS, orderFileName } = await import('@portal/shared');
    const jobs = exportJobs({ thumbnailer: { thumbnail: async () => null } });
    const bytes = await jobs.gridXlsx(
      {
        sheetName: orderFileName(120045).replace('.xlsx', ''),
        columns: WHOLESALE_LINE_EXPORT_COLUMNS.map((c) => ({
          header: c.label,
          field: c.field,
          format: c.format,
        })),
        rows: [
          {
            style: '010000',
            color: 'BLK',
            name: 'Trail Runner',
            packCode: 'M12',
            units: 12,
            unitPrice: 45.5,
            discount: 5,
            startDate: '2026-02-01T08:00:00Z',
            endDate: '2026-03-01',
            term: 'Net 30',
          },
        ],
      },
      {},
    );
    const sheet = await readBack(bytes);
    expect(sheet.name).toBe('order-120045');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(
      WHOLESALE_LINE_EXPORT_COLUMNS.map((c) => c.label),
    );
    const row = sheet.getRow(2);
    expect([row.getCell(6).value, row.getCell(6).numFmt]).toEqual([45.5, '"$"#,##0.00']);
    expect([row.getCell(7).value, row.getCell(8).value]).toEqual([0.05, '2026-02-01']);
  });
});

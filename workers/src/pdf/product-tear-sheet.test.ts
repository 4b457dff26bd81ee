import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { ExportProduct } from '@portal/shared';
import { pdfLabelsFor, pdfLocaleOf } from './pdf-labels.ts';
import {
  documentProduct,
  productTearSheetFileName,
  productTearSheetInput,
  type TearSheetSubType,
} from './product-tear-sheet.ts';
import { renderAssortmentPdf } from './render-pdf.ts';
import { exportJobs } from '../export/export-jobs.ts';
import { sharpThumbnailer } from '../export/thumbnailer-sharp.node.ts';
import { productImageJpeg } from '../test-fixtures/images.node.ts';
import { pdfPagesText } from '../test-fixtures/pdf-text.node.ts';

const standardFontDataUrl = `${dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;

/** A product as the catalogue stores it: money in minor units (spec 000 §3). */
const stored: ExportProduct = {
  style: '40213',
  color: 'NVY',
  name: 'Harbor Boat Shoe',
  productType: 'Footwear',
  description: 'Hand-sewn leather boat shoe with siped sole.',
  cost: 4250,
  suggestedRetail: 8999,
  features: ['Memory Foam', 'Siped Outsole'],
  image: 'products/40213-NVY.jpg',
  locations: [
    { code: 'US', wholesalePrice: 4250, suggestedRetail: 8999, sizeRange: '7-13' },
    { code: 'EU', wholesalePrice: 3910, suggestedRetail: 8499, sizeRange: '40-46' },
  ],
};

/** The width (pt) each image of page 1 is drawn at: the scale of the transform before it. */
async function drawnImageWidths(bytes: Uint8Array): Promise<number[]> {
  const task = getDocument({ data: bytes.slice(), standardFontDataUrl });
  const pdf = await task.promise;
  const ops = await (await pdf.getPage(1)).getOperatorList();
  const widths: number[] = [];
  ops.fnArray.forEach((fn, i) => {
    if (fn !== OPS.paintImageXObject) return;
    const t = ops.fnArray.lastIndexOf(OPS.transform, i);
    widths.push((ops.argsArray[t] as number[])[0]!);
  });
  await task.destroy();
  return widths;
}

const images = { image: () => productImageJpeg('NVY', 400) };

async function render(subType: TearSheetSubType, locationCode = 'EU', locale = 'en-US') {
  const input = productTearSheetInput(stored, {
    subType,
    locationCode,
    locale,
    currency: { symbol: '€', decimals: 2 },
    labels: pdfLabelsFor(pdfLocaleOf(locale)),
    author: 'Dana Buyer',
    date: '2026-03-02',
  });
  return renderAssortmentPdf({ ...input, images });
}

describe('product tear sheet (spec 000 §3 Assortment document, §7 tearsheet)', () => {
  it.each(['With Hero Image', 'Thumbnails Only'] as const)(
    '[000 §3 tear-sheet] %s: one page with the style, name and the location’s prices in its currency',
    async (subType) => {
      const out = await render(subType);
      expect(out.pages).toBe(1);
      const [page] = await pdfPagesText(out.bytes);
      expect(page).toContain('40213-NVY');
      expect(page).toContain('Harbor Boat Shoe');
      // EU line, minor units printed as major with the location's symbol.
      expect(page).toContain('€39.10');
      expect(page).toContain('€84.99');
      expect(page).not.toContain('€42.50');
      expect(page).toContain('40-46');
      expect(page).toContain('Prepared by Dana Buyer');
    },
  );

  it('[000 §3 tear-sheet] With Hero Image draws the image large; Thumbnails Only as a thumbnail', async () => {
    const [hero] = await drawnImageWidths((await render('With Hero Image')).bytes);
    const [thumb] = await drawnImageWidths((await render('Thumbnails Only')).bytes);
    expect(hero).toBeGreaterThan(300);
    expect(thumb).toBeLessThan(150);
  });

  it('[000 §1 languages] prints the labels of the locale asked for', async () => {
    const [page] = await pdfPagesText((await render('With Hero Image', 'US', 'de-DE')).bytes);
    expect(page).toContain(pdfLabelsFor('de-DE')['labels.pdf.tearSheet'].toUpperCase());
    expect(pdfLabelsFor('de-DE')['labels.pdf.tearSheet']).not.toBe('Tear Sheet');
  });

  it('[000 §3 money] converts minor units with the currency’s decimals, leaving other fields as they are', () => {
    const major = documentProduct(stored, 2);
    expect(major['cost']).toBe(42.5);
    expect(major.locations?.[1]?.wholesalePrice).toBe(39.1);
    expect(major['features']).toEqual(stored['features']);
    expect(documentProduct(stored, 0)['cost']).toBe(4250);
  });

  it('[000 §9 file names] names the file after the style and colour', () => {
    expect(productTearSheetFileName('40213', 'NVY')).toBe('40213-NVY - Tear Sheet.pdf');
  });

  it.each([
    [undefined, 'en-US'],
    ['', 'en-US'],
    ['de', 'de-DE'],
    ['fr-CH, fr;q=0.9, en;q=0.8', 'fr-FR'],
    ['en;q=0.5, ja-JP', 'ja-JP'],
    ['zh-CN, pt;q=0.3', 'pt-BR'],
    ['xx, yy;q=0.2', 'en-US'],
    ['de;q=0, it', 'it-IT'],
  ])('[RFC 9110 Accept-Language] %s → %s', (header, locale) => {
    expect(pdfLocaleOf(header)).toBe(locale);
  });
});

describe('grid XLSX with thumbnails (spec 000 §9)', () => {
  it('[000 §9 export thumbnails] puts a 40x40 JPEG beside each row that has an image', async () => {
    const jobs = exportJobs({ thumbnailer: sharpThumbnailer });
    const rows = [
      { style: '1', color: 'BLK', image: 'a.jpg', name: 'One' },
      { style: '2', color: 'RED', name: 'Two' },
      { style: '3', color: 'TAN', image: 'c.jpg', name: 'Three' },
    ];
    const bytes = await jobs.gridXlsx(
      {
        sheetName: 'Products',
        columns: [{ header: 'Name', field: 'name', format: 'text' }],
        rows,
        thumbnails: { header: 'Image' },
      },
      {},
      {
        image: async (p) => (p['image'] ? productImageJpeg(p.color, 300) : null),
      },
    );
    const zip = await JSZip.loadAsync(bytes);
    const media = Object.keys(zip.files).filter((f) => /^xl\/media\/.+\.jpe?g$/.test(f));
    expect(media).toHaveLength(2);
    const meta = await sharp(await zip.file(media[0]!)!.async('nodebuffer')).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 40, 40]);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
    );
    const sheet = wb.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Image', 'Name']);
    expect(sheet.getImages().map((i) => i.range.tl.nativeRow)).toEqual([1, 3]);
  });
});

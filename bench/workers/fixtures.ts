// Bench fixtures: workbooks written with exceljs's streaming writer, product images as files,
// and a product lookup over a generated catalogue (the device database's role), so the bench
// measures the import and export code rather than holding 100,000 product objects.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { ImportProduct } from '@portal/shared';
import type { ProductLookup } from '../../workers/src/import/product-lookup.ts';
import { makeFootwear } from '../../workers/src/test-fixtures/products.ts';
import { productImageJpeg } from '../../workers/src/test-fixtures/images.node.ts';

export const BENCH_HEADERS = [
  'Style',
  'Color',
  'Name',
  'Suggested Retail',
  'Label',
  'Style Note',
  'Pillar',
  'Discount %',
  'Quantity',
  'Due Date',
];

/** A buyer's workbook of `rows` rows: codes as text, every 50th row a duplicate, every 97th unknown. */
export async function writeBenchWorkbook(path: string, rows: number): Promise<void> {
  const writer = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: path,
    useStyles: true,
    useSharedStrings: true,
  });
  const sheet = writer.addWorksheet('Import');
  sheet.addRow(BENCH_HEADERS).commit();
  for (let i = 0; i < rows; i += 1) {
    const n = i % 50 === 49 ? i - 1 : i;
    const [p] = makeFootwear(1, n);
    sheet
      .addRow([
        i % 97 === 96 ? '999999' : p!.style,
        p!.color,
        p!.name,
        p!.suggestedRetail,
        i % 5 === 0 ? 'Hot' : null,
        i % 3 === 0 ? 'Lead style of the season' : null,
        p!.pillar,
        i % 4 === 0 ? 0.1 : null,
        (i % 12) + 1,
        new Date(Date.UTC(2026, i % 12, 1)),
      ])
      .commit();
  }
  sheet.commit();
  await writer.commit();
}

/** Colour code → its position within a style of the generated catalogue. */
const TEMPLATES = makeFootwear(8);
const COLOR_OFFSET = new Map(TEMPLATES.map((p, i) => [p.color, i]));

/** Products 0..size-1 of the generated catalogue, looked up by key without storing them. */
export class GeneratedCatalogueLookup implements ProductLookup {
  readonly #size: number;
  constructor(size: number) {
    this.#size = size;
  }
  async findByStyleColors(keys: readonly string[]): Promise<ReadonlyMap<string, ImportProduct>> {
    const found = new Map<string, ImportProduct>();
    for (const key of keys) {
      const m = /^(\d{6})_([A-Z]{3})$/.exec(key);
      if (m === null) continue;
      const offset = COLOR_OFFSET.get(m[2]!);
      const index = (Number(m[1]) - 10000) * 8 + (offset ?? 0);
      if (offset === undefined || index < 0 || index >= this.#size) continue;
      // One template per colour with the style swapped in: the lookup stays cheap, like an
      // indexed read, so the bench measures the import rather than this stand-in.
      const template = TEMPLATES[offset]!;
      found.set(key, { ...template, style: m[1]! });
    }
    return found;
  }
}

/** `count` distinct product images as JPEG files (one per colourway, two views). */
export async function writeBenchImages(dir: string, count: number): Promise<string[]> {
  mkdirSync(dir, { recursive: true });
  const files: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const [p] = makeFootwear(1, i);
    const file = join(dir, `${i}.jpg`);
    // Width varies per product so every image is a distinct file, as in a real collection.
    writeFileSync(file, await productImageJpeg(p!.color, 560 + (i % 40), i % 2));
    files.push(file);
  }
  return files;
}

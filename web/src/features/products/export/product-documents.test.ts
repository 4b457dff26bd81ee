// The product library's documents through a download queue, with the export jobs run in this
// thread by their Node wiring (sharp thumbnails) and generated product images: the XLSX of a
// selection (exactly the selected rows, 40x40 thumbnails, dates YYYY-MM-DD, the location's
// currency, formula-like text kept as text), a ZIP of their images (all views, hero only,
// small), the tear sheet PDF, progress, and Cancel with the spec's messages.
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import sharp from 'sharp';
import { act } from '@testing-library/react';
import type { Product, ProductInput } from '@portal/shared';
import { productSchema } from '@portal/shared';
import {
  createJobClient,
  type ExportJobs,
  type ExportImageService,
  type ImageFetcher,
} from '@portal/workers';
import { createJobHost, exportJobs, sharpThumbnailer } from '@portal/workers/node.ts';
import { productImageJpeg } from '@portal/workers/test-fixtures/images.node.ts';
import { pdfPagesText } from '@portal/workers/test-fixtures/pdf-text.node.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { clearAllToasts, toastQueue } from '../../../ui/toasts/queue.ts';
import { createDownloadStore, type DownloadFile } from '../../downloads/download-store.ts';
import {
  downloadTearSheet,
  exportProductsXlsx,
  exportProductsZip,
  type ProductDocumentDeps,
} from './product-documents.ts';
import { fileImageFetcher, productZipEntries } from './product-zip.ts';

const HOSTILE = '=HYPERLINK("http://evil.example","click")';

function product(style: string, color: string, extra: Partial<ProductInput> = {}): Product {
  return productSchema.parse({
    _deleted: false,
    id: `${style}_${color}`,
    style,
    color,
    productType: 'Footwear',
    name: `Shoe ${style}`,
    image: `products/${style}-${color}.jpg`,
    thumbnail: `products/${style}-${color}-thumb.jpg`,
    createdDate: '2026-01-05T16:00:00.000Z',
    cost: 5_000,
    discountAmount: 500,
    suggestedRetail: 10_000,
    quantity: 30,
    styleQuantity: 200,
    locations: [
      { code: 'US', lineStatus: 'A', wholesalePrice: 4_250, suggestedRetail: 8_999 },
      {
        code: 'EU',
        lineStatus: 'R',
        wholesalePrice: 3_910,
        suggestedRetail: 8_499,
        firstAvailDate: '2026-03-15',
        totalInventory: 120,
      },
    ],
    ...extra,
  });
}

const CATALOGUE = [
  product('P100', 'NVY', { printImage: 'products/P100-NVY-print.jpg' }),
  product('P200', 'RED', { name: HOSTILE, features: ['+1+1', '@SUM(A1)'] }),
  product('P300', 'BLK'),
  product('P400', 'TAN', { image: undefined, thumbnail: undefined }),
];

/** Generated JPEGs for products with an image key; none for the others. */
const images: ExportImageService = {
  image: async (p) => (typeof p['image'] === 'string' ? productImageJpeg(p.color, 300) : null),
};

function setup(extra: Partial<ProductDocumentDeps> = {}) {
  const saved: DownloadFile[] = [];
  const queue = createDownloadStore({
    save: (file) => saved.push(file),
    now: () => 0,
    setTimer: () => undefined,
  });
  const jobs = createJobClient<ExportJobs>(
    () => null,
    async () => createJobHost(exportJobs({ thumbnailer: sharpThumbnailer })),
  );
  const phases: string[] = [];
  queue.subscribe(() => {
    for (const item of queue.items()) if (item.progress) phases.push(item.progress.phase);
  });
  const deps: ProductDocumentDeps = { queue, jobs, images, ...extra };
  const settled = () =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (queue.items().every((i) => i.status !== 'queued' && i.status !== 'processing'))
          resolve();
        else setTimeout(check, 20);
      };
      check();
    });
  return { saved, queue, deps, phases, settled };
}

async function workbook(file: DownloadFile) {
  const wb = new ExcelJS.Workbook();
  const { bytes } = file;
  await wb.xlsx.load(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
  );
  return wb.worksheets[0]!;
}

const xlsxRequest = {
  title: 'Products 2026-03-02',
  displayName: '2 products (XLSX)',
  sheetName: 'Products',
  locationCode: 'EU',
  currency: { currencySymbol: '€', decimalPlaces: 2 },
  header: (id: string) => id.slice(id.lastIndexOf('.') + 1),
  thumbnailHeader: 'Image',
};

afterEach(() => act(() => clearAllToasts()));

describe('[000 §9 exports] XLSX of a product selection', () => {
  it('[000 §9 exports] opens in exceljs with exactly the selected rows, thumbnails 40x40, dates YYYY-MM-DD, the location’s currency', async () => {
    const { saved, deps, phases, settled } = setup();
    const selection = [CATALOGUE[2]!, CATALOGUE[0]!, CATALOGUE[3]!];
    exportProductsXlsx(selection, xlsxRequest, deps);
    await settled();
    expect(saved).toHaveLength(1);
    expect(saved[0]!.fileName).toBe('Products 2026-03-02.xlsx');
    expect(saved[0]!.type).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(phases).toContain('msgCodes.jobRendering');
    const sheet = await workbook(saved[0]!);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 4)).toEqual(['Image', 'style', 'color', 'name']);
    const col = (name: string) => header.indexOf(name) + 1;
    expect(sheet.rowCount).toBe(4);
    const ids = [2, 3, 4].map(
      (r) =>
        `${sheet.getRow(r).getCell(col('style')).value}_${sheet.getRow(r).getCell(col('color')).value}`,
    );
    expect(ids).toEqual(['P300_BLK', 'P100_NVY', 'P400_TAN']);
    const first = sheet.getRow(2);
    expect(first.getCell(col('wholesalePrice')).value).toBe(39.1);
    expect(first.getCell(col('wholesalePrice')).numFmt).toContain('€');
    expect(first.getCell(col('lineStatus')).value).toBe('R');
    expect(first.getCell(col('firstAvailDate')).value).toBe('2026-03-15');
    expect(first.getCell(col('createdDate')).value).toBe('2026-01-05');
    expect(first.getCell(col('colorPercent')).value).toBeCloseTo(0.15);
    expect(first.getCell(col('colorPercent')).numFmt).toBe('0.00%');
    // Net cost at the EU line: 39.10 less the product's discount percentage (none).
    expect(first.getCell(col('netCost')).value).toBe(39.1);
    // Two products have images: two 40x40 JPEGs, on their rows.
    const zip = await JSZip.loadAsync(saved[0]!.bytes);
    const media = Object.keys(zip.files).filter((f) => /^xl\/media\/.+\.jpe?g$/.test(f));
    expect(media).toHaveLength(2);
    const meta = await sharp(await zip.file(media[0]!)!.async('nodebuffer')).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 40, 40]);
    expect(sheet.getImages().map((i) => i.range.tl.nativeRow)).toEqual([1, 2]);
  });

  it('[000 §9 exports] writes formula-like text as text, never as a formula', async () => {
    const { saved, deps, settled } = setup();
    exportProductsXlsx([CATALOGUE[1]!], xlsxRequest, deps);
    await settled();
    const sheet = await workbook(saved[0]!);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const name = sheet.getRow(2).getCell(header.indexOf('name') + 1);
    expect(name.value).toBe(HOSTILE);
    expect(name.type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getRow(2).getCell(header.indexOf('features') + 1).value).toBe('+1+1, @SUM(A1)');
    const xml = await (
      await JSZip.loadAsync(saved[0]!.bytes)
    )
      .file('xl/worksheets/sheet1.xml')!
      .async('string');
    expect(xml).not.toMatch(/<f[ >]/);
  });

  it('[001 §4 downloads] Cancel stops the export: nothing is saved and the spec’s message shows', async () => {
    const { saved, queue, deps, settled } = setup();
    const many = Array.from({ length: 400 }, (_, i) => product(`C${1000 + i}`, 'NVY'));
    const id = exportProductsXlsx(many, xlsxRequest, deps);
    act(() => queue.cancel(id));
    await settled();
    expect(queue.items().find((i) => i.hashId === id)?.status).toBe('cancelled');
    expect(saved).toHaveLength(0);
    expect(toastQueue.visibleToasts.map((t) => t.content.message)).toContainEqual({
      id: 'msgCodes.documentCanceled',
    });
  });
});

describe('[000 §7 zip images] ZIP of a selection’s images', () => {
  /** A fetcher over the entries' keys that records which blob key each file was read from. */
  function recordingFetcher(requested: string[]) {
    return (keys: Parameters<typeof fileImageFetcher>[0]): ImageFetcher => ({
      async fetch(p, file, size) {
        const found = keys.get(`${p.style}_${p.color}/${file.filename}`);
        if (!found) return null;
        requested.push(size === 'small' ? found.small : found.full);
        return productImageJpeg(p.color, size === 'small' ? 120 : 400);
      },
    });
  }

  it('[001 §9 zip settings] holds every view of each product in its folder; hero only and small as asked', async () => {
    const requested: string[] = [];
    const { saved, deps, settled } = setup({ fetcher: recordingFetcher(requested) });
    const selection = [CATALOGUE[0]!, CATALOGUE[2]!, CATALOGUE[3]!];
    exportProductsZip(
      selection,
      { small: false, heroOnly: false, title: 'Products 2026-03-02', displayName: 'zip' },
      deps,
    );
    await settled();
    expect(saved[0]!.fileName).toBe('Products 2026-03-02 - Images.zip');
    expect(saved[0]!.type).toBe('application/zip');
    const names = Object.keys((await JSZip.loadAsync(saved[0]!.bytes)).files)
      .filter((n) => !n.endsWith('/'))
      .sort();
    expect(names).toEqual([
      'P100_NVY/P100-NVY-2.jpg',
      'P100_NVY/P100-NVY.jpg',
      'P300_BLK/P300-BLK.jpg',
    ]);
    expect(requested).toEqual([
      'products/P100-NVY.jpg',
      'products/P100-NVY-print.jpg',
      'products/P300-BLK.jpg',
    ]);

    requested.length = 0;
    exportProductsZip(
      selection,
      { small: true, heroOnly: true, title: 'Small', displayName: 'zip' },
      deps,
    );
    await settled();
    const small = Object.keys((await JSZip.loadAsync(saved[1]!.bytes)).files).filter(
      (n) => !n.endsWith('/'),
    );
    expect(small.sort()).toEqual(['P100_NVY/P100-NVY.jpg', 'P300_BLK/P300-BLK.jpg']);
    expect(requested).toEqual(['products/P100-NVY-thumb.jpg', 'products/P300-BLK-thumb.jpg']);
  });

  it('[001 §4 downloads] Cancel of a ZIP says ‘Your ZIP download has been cancelled’', async () => {
    const { saved, queue, deps, settled } = setup({ fetcher: recordingFetcher([]) });
    const id = exportProductsZip(
      CATALOGUE,
      { small: false, heroOnly: false, title: 'x', displayName: 'zip' },
      deps,
    );
    act(() => queue.cancel(id));
    await settled();
    expect(saved).toHaveLength(0);
    expect(toastQueue.visibleToasts.map((t) => t.content.message)).toContainEqual({
      id: 'msgCodes.zipCanceled',
    });
  });

  it('reads each file from /api/files by its key', async () => {
    const urls: string[] = [];
    const fetcher = fileImageFetcher(productZipEntries([CATALOGUE[0]!]).keys, async (url) => {
      urls.push(String(url));
      return new Response(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), { status: 200 });
    });
    const [entry] = productZipEntries([CATALOGUE[0]!]).products;
    const bytes = await fetcher.fetch(entry!, entry!.files[1]!, 'full');
    expect(bytes).toEqual(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]));
    expect(await fetcher.fetch(entry!, { filename: 'unknown.jpg' }, 'full')).toBeNull();
    expect(urls).toEqual(['/api/files/products/P100-NVY-print.jpg']);
  });
});

describe('[000 §3 tear sheet] on the device', () => {
  it('[000 §3 tear-sheet] saves the product’s PDF with its style and the location’s prices', async () => {
    const { saved, deps, settled } = setup();
    downloadTearSheet(
      CATALOGUE[0]!,
      {
        subType: 'With Hero Image',
        locationCode: 'EU',
        currency: { currencySymbol: '€', decimalPlaces: 2 },
        locale: 'en-US',
        labels: {},
        author: 'Dana Buyer',
        date: '2026-03-02',
        displayName: 'P100-NVY: tear sheet (PDF)',
      },
      deps,
    );
    await settled();
    expect(saved[0]!.fileName).toBe('P100-NVY - Tear Sheet.pdf');
    expect(saved[0]!.type).toBe('application/pdf');
    const [page] = await pdfPagesText(saved[0]!.bytes);
    expect(page).toContain('P100-NVY');
    expect(page).toContain('€39.10');
    expect(page).toContain('€84.99');
  });
});

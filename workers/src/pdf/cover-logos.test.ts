// The line sheet's cover page with the assortment's logo and the customer's logo (spec 000 §2
// dialog "logo and customer logo", §3 page option coverPage; decision 0070): the logos come
// from the assortment through assortmentPdfInput and are read through the export jobs' image
// service (as the device's export and the server's POST /assortment-documents/pdf read them),
// printed on the cover only, product images off or on; an unreadable logo is left out.
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { assortmentSchema, exportOptionsDefaults, type ExportProduct } from '@portal/shared';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { assortmentPdfInput } from '../export/assortment-documents.ts';
import type { ExportImageService } from '../export/export-jobs.ts';
import { nodeExportJobs } from '../node.ts';
import { productImageJpeg } from '../test-fixtures/images.node.ts';
import { pdfPagesText } from '../test-fixtures/pdf-text.node.ts';

const standardFontDataUrl = `${dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;

/** Images painted on each page (pdfjs operator lists). */
async function imagesPerPage(bytes: Uint8Array): Promise<number[]> {
  const task = getDocument({ data: bytes.slice(), standardFontDataUrl });
  const pdf = await task.promise;
  const counts: number[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const ops = await (await pdf.getPage(n)).getOperatorList();
    counts.push(ops.fnArray.filter((fn) => fn === OPS.paintImageXObject).length);
  }
  await task.destroy();
  return counts;
}

const products: ExportProduct[] = [
  { style: 'A1', color: 'BLK', name: 'Trail', image: 'products/A1-BLK.jpg' },
];

function render(
  logos: { logo?: string; customerLogo?: string },
  page: { includeImages: boolean; coverPage?: boolean },
) {
  const asked: string[] = [];
  const images: ExportImageService = {
    async image(product) {
      const key = String(product['image']);
      asked.push(key);
      if (key.startsWith('logos/broken')) return new Uint8Array([0xff, 0xd8, 0xff, 0, 1, 2]);
      return key.startsWith('logos/') || key.startsWith('products/')
        ? productImageJpeg(key.includes('customer') ? 'RED' : 'NVY', 300)
        : null;
    },
  };
  const options = exportOptionsDefaults('Footwear', 'A');
  const assortment = assortmentSchema.parse({
    _deleted: false,
    id: 'a1',
    title: 'Spring Trail',
    products: [{ style: 'A1', color: 'BLK' }],
    ...logos,
  });
  const input = assortmentPdfInput(
    assortment,
    products,
    {
      ...options,
      documentType: 'PDF',
      pdfKind: 'Linesheet',
      pdfSubType: 'Condensed',
      page: { ...options.page, coverPage: true, ...page },
    },
    {
      locationCode: 'US',
      currency: { symbol: '$', decimals: 2 },
      locale: 'en-US',
      labels: {},
      date: '2026-01-15',
    },
  );
  return { asked, pdf: nodeExportJobs.assortmentPdf(input, {}, images) };
}

describe('[000 §2 logo] the cover page shows the logos', () => {
  it('[000 §3 cover page] logo and customer logo on the cover only, product images off', async () => {
    const { asked, pdf } = render(
      { logo: 'logos/ours.jpg', customerLogo: 'logos/customer.jpg' },
      { includeImages: false },
    );
    const out = await pdf;
    expect(asked).toEqual(['logos/ours.jpg', 'logos/customer.jpg']);
    expect(await imagesPerPage(out.bytes)).toEqual([2, 0]);
    expect((await pdfPagesText(out.bytes))[0]).toContain('Spring Trail');
  });

  it('[000 §3 cover page] with product images, the products keep theirs', async () => {
    const { pdf } = render({ customerLogo: 'logos/customer.jpg' }, { includeImages: true });
    expect(await imagesPerPage((await pdf).bytes)).toEqual([1, 1]);
  });

  it('[000 §3 cover page] a logo that cannot be read, or no cover page, prints no logo', async () => {
    const broken = render(
      { logo: 'logos/broken.jpg', customerLogo: 'gone/customer.jpg' },
      { includeImages: false },
    );
    expect(await imagesPerPage((await broken.pdf).bytes)).toEqual([0, 0]);
    const noCover = render({ logo: 'logos/ours.jpg' }, { includeImages: false, coverPage: false });
    expect(noCover.asked).toEqual([]);
    expect(await imagesPerPage((await noCover.pdf).bytes)).toEqual([0]);
  });
});

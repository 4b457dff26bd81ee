import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PDF_PAGE_OPTIONS,
  type PdfDocumentType,
  type PdfPageOptions,
} from '@portal/shared';
import { renderAssortmentPdf } from './render-pdf.ts';
import type { PdfDocumentInput, PdfImageSource } from './pdf-types.ts';
import { productImageJpeg } from '../test-fixtures/images.node.ts';
import { makeFootwear } from '../test-fixtures/products.ts';
import { pdfPagesText } from '../test-fixtures/pdf-text.node.ts';

const products = makeFootwear(20); // 3 styles: 8 + 8 + 4 colourways
const images: PdfImageSource = {
  image: (p, r) => productImageJpeg(p.color, r.size === 'full' ? 800 : 300, r.view ?? 0),
};

function input(
  documentType: PdfDocumentType,
  options: Partial<PdfPageOptions> = {},
  extra: Partial<PdfDocumentInput> = {},
): PdfDocumentInput {
  return {
    documentType,
    options: { ...DEFAULT_PDF_PAGE_OPTIONS, ...options },
    assortment: {
      title: 'Spring 2026 Trail',
      subTitle: 'Wholesale',
      season: 'Spring',
      year: 2026,
      locationCode: 'US',
      author: 'Dana Buyer',
      date: '2026-01-15',
      keyInitiative: 'Trail Everywhere',
    },
    groups: [
      { title: 'Performance', products: products.slice(0, 12) },
      { title: 'Lifestyle', products: products.slice(12) },
    ],
    locale: 'en-US',
    currency: { symbol: '$', decimals: 2 },
    images,
    brandName: 'Northbound Footwear',
    ...extra,
  };
}

const pagesText = pdfPagesText;

const condensed: PdfDocumentType = { type: 'Linesheet', subType: 'Condensed' };

describe('line sheet (spec 000 §3)', () => {
  it('shows every product with style, colour, name and prices, a cover and numbered pages', async () => {
    const out = await renderAssortmentPdf(input(condensed));
    expect(out.fileName).toBe('Spring 2026 Trail - Line Sheet.pdf');
    const pages = await pagesText(out.bytes);
    expect(out.pages).toBe(pages.length);
    expect(pages[0]).toContain('Spring 2026 Trail');
    expect(pages[0]).toContain('3 styles');
    expect(pages[0]).toContain('20 colors');
    expect(pages[0]).not.toContain('Page 1');
    const body = pages.slice(1).join(' ');
    for (const p of products) {
      expect(body).toContain(`${p.style} · ${p.color}`);
      expect(body).toContain(`$${p.locations![0]!.wholesalePrice!.toFixed(2)}`);
    }
    expect(pages[1]).toContain(`Page 1 of ${pages.length - 1}`);
    expect(pages[1]).toContain('Prepared by Dana Buyer');
    expect(pages[1]).toContain('01/15/2026');
    expect(pages[1]).toContain('Prices are suggested');
  });

  it('leaves out page numbers, author, date, disclaimer and cover when those options are off', async () => {
    const pages = await pagesText(
      (
        await renderAssortmentPdf(
          input(condensed, {
            pageNumbers: false,
            author: false,
            assortmentDate: false,
            priceDisclaimer: false,
            coverPage: false,
          }),
        )
      ).bytes,
    );
    const all = pages.join(' ');
    expect(pages[0]).toContain('010000 · BLK');
    expect(all).not.toMatch(/Page \d/);
    expect(all).not.toContain('Dana Buyer');
    expect(all).not.toContain('01/15/2026');
    expect(all).not.toContain('Prices are suggested');
  });

  it('adds a key initiative cover and a divider page per display group', async () => {
    const pages = await pagesText(
      (await renderAssortmentPdf(input(condensed, { kiCoverPage: true, displayGroupPage: true })))
        .bytes,
    );
    expect(pages[0]).toContain('KEY INITIATIVE');
    expect(pages[0]).toContain('Trail Everywhere');
    const dividers = pages.filter((p) =>
      /^(Performance|Lifestyle) \d styles?( Page \d+ of \d+)?$/.test(p.trim()),
    );
    expect(dividers.map((d) => d.split(' ')[0])).toEqual(['Performance', 'Lifestyle']);
  });

  it('keeps a style together with hideSpillover', async () => {
    const groups = [
      { title: 'All', products: [...products.slice(0, 5), ...products.slice(8, 13)] },
    ];
    const spill = await pagesText(
      (await renderAssortmentPdf(input(condensed, { coverPage: false }, { groups }))).bytes,
    );
    const kept = await pagesText(
      (
        await renderAssortmentPdf(
          input(condensed, { coverPage: false, hideSpillover: true }, { groups }),
        )
      ).bytes,
    );
    const second = products[8]!.style;
    expect(spill[0]).toContain(`${second} ·`);
    expect(kept[0]).not.toContain(`${second} ·`);
    expect(kept[1]?.match(new RegExp(`${second} ·`, 'g'))).toHaveLength(5);
  });

  it('uses the locale and the translated labels', async () => {
    const out = await renderAssortmentPdf(
      input(
        { type: 'Linesheet', subType: 'Expanded' },
        { coverPage: false },
        {
          locale: 'de-DE',
          currency: { symbol: '€', decimals: 2 },
          labels: {
            'labels.pdf.page': 'Seite {page} von {pages}',
            'labels.pdf.wholesale': 'Großhandel',
            'labels.pdf.available': 'Verfügbar',
          },
        },
      ),
    );
    const pages = await pagesText(out.bytes);
    expect(pages[0]).toContain('Seite 1 von');
    expect(pages[0]).toContain('GROSSHANDEL');
    expect(pages[0]).toContain(
      `€${products[0]!.locations![0]!.wholesalePrice!.toFixed(2).replace('.', ',')}`,
    );
    expect(pages[0]).toContain('15.01.2026');
  });

  it('embeds no image when images are off, and numbers cells with sortNumber', async () => {
    const none = await renderAssortmentPdf(
      input(condensed, { includeImages: false, sortNumber: true, coverPage: false }),
    );
    expect(Buffer.from(none.bytes).toString('latin1')).not.toContain('/Subtype /Image');
    const pages = await pagesText(none.bytes);
    expect(pages[0]).toMatch(/^.*\b1\b.*\b2\b/);
    const withImages = await renderAssortmentPdf(input(condensed, { coverPage: false }));
    expect(Buffer.from(withImages.bytes).toString('latin1')).toContain('/Subtype /Image');
  });
});

describe('price sheet and tear sheet (spec 000 §3)', () => {
  it('price sheet: one table row per product with its prices, grouped', async () => {
    const out = await renderAssortmentPdf(
      input({ type: 'Pricesheet', subType: 'Expanded' }, { coverPage: false }),
    );
    const all = (await pagesText(out.bytes)).join(' ');
    expect(out.fileName).toBe('Spring 2026 Trail - Price Sheet.pdf');
    expect(all).toContain('Wholesale');
    expect(all).toContain('Markup');
    expect(all.indexOf('Performance')).toBeLessThan(all.indexOf('Lifestyle'));
    for (const p of products)
      expect(all).toContain(`$${p.suggestedRetail!.toString()}`.replace(/(\.\d)$/, '$10'));
  });

  it('tear sheet: a page per style, hero or thumbnails', async () => {
    for (const subType of ['With Hero Image', 'Thumbnails Only'] as const) {
      const out = await renderAssortmentPdf(
        input({ type: 'Tearsheet', subType }, { coverPage: false }),
      );
      const pages = await pagesText(out.bytes);
      // Style 010001 is split over two display groups: it gets a page in each.
      expect(pages).toHaveLength(4);
      expect(pages[0]).toContain('8 colors');
      expect(pages[0]).toContain('Performance');
      expect(pages[3]).toContain('Lifestyle');
    }
  });

  it('size legend lists each size scale', async () => {
    const pages = await pagesText(
      (await renderAssortmentPdf(input(condensed, { sizeLegend: true, coverPage: false }))).bytes,
    );
    expect(pages.at(-1)).toContain('Size legend');
    expect(pages.at(-1)).toContain('M7-13');
  });

  it('stops mid-document when cancelled while rendering', async () => {
    const controller = new AbortController();
    let pagesAtCancel = 0;
    const many = [{ title: 'All', products: makeFootwear(400) }];
    const rendering = renderAssortmentPdf(
      input(condensed, { includeImages: false }, { groups: many }),
      {
        signal: controller.signal,
        onProgress: (p) => {
          if (pagesAtCancel === 0 && p.done > 0) {
            pagesAtCancel = p.done;
            controller.abort();
          }
        },
      },
    );
    await expect(rendering).rejects.toThrow('job cancelled');
    expect(pagesAtCancel).toBeLessThan(400);
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      renderAssortmentPdf(input(condensed), { signal: controller.signal }),
    ).rejects.toThrow('job cancelled');
  });
});

describe('locale glyphs', () => {
  const pl = JSON.parse(
    readFileSync(new URL('../i18n/pl-PL.json', import.meta.url), 'utf8'),
  ) as Record<string, string>;
  const labels = Object.fromEntries(
    Object.entries(pl).filter(([k]) => k.startsWith('labels.pdf.')),
  );
  const fontsDir = `${dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts`;

  it('keeps labels the standard fonts cannot show in English, and groups with no-break spaces', async () => {
    const out = await renderAssortmentPdf(
      input(
        condensed,
        { coverPage: false },
        { locale: 'pl-PL', labels, currency: { symbol: 'zł ', decimals: 2 } },
      ),
    );
    const page = (await pagesText(out.bytes))[0]!;
    expect(page).toContain('Strona 1 z');
    expect(page).toContain('Prepared by Dana Buyer'); // 'Przygotował(a)' needs ł
  });

  it('shows every translated label with an embedded Unicode font', async () => {
    const font = {
      regular: new Uint8Array(readFileSync(`${fontsDir}/LiberationSans-Regular.ttf`)),
      bold: new Uint8Array(readFileSync(`${fontsDir}/LiberationSans-Bold.ttf`)),
    };
    const out = await renderAssortmentPdf(
      input(condensed, { coverPage: false }, { locale: 'pl-PL', labels, font }),
    );
    const page = (await pagesText(out.bytes))[0]!;
    expect(page).toContain('Przygotował(a) Dana Buyer');
    expect(page).toContain('15.01.2026');
  });
});

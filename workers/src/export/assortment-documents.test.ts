// The assortment document's inputs (spec 000 §3 Assortment document), pure: rows in the
// assortment's order at its location (shared assortmentExportProducts), the spreadsheet's
// columns limited to the toggles the product type offers, the PDF's sections in the display
// groups' saved order. The device's export screen and the server's document routes build these.
import {
  assortmentExportProducts,
  assortmentSchema,
  exportOptionsDefaults,
  productSchema,
  type AssortmentExportOptions,
  type Product,
} from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { assortmentPdfInput, assortmentXlsxInput } from './assortment-documents.ts';

const testProduct = (fixture: {
  style: string;
  color: string;
  [field: string]: unknown;
}): Product =>
  productSchema.parse({
    _deleted: false,
    productType: 'Footwear',
    name: 'Test',
    ...fixture,
    id: `${fixture.style}_${fixture.color}`,
  });

const product = (style: string, color: string, division: string) =>
  testProduct({
    style,
    color,
    division,
    locations: [
      { code: 'US', wholesalePrice: 5000, suggestedRetail: 10000 },
      { code: 'EU', wholesalePrice: 4000, suggestedRetail: 9000 },
    ],
  });
const CATALOGUE = new Map<string, Product>(
  [product('A1', 'BLK', 'Run'), product('B2', 'RED', 'Court'), product('C3', 'GRN', 'Run')].map(
    (p) => [`${p.style}_${p.color}`, p],
  ),
);
const assortment = assortmentSchema.parse({
  _deleted: false,
  id: 'a1',
  title: 'Spring',
  productType: 'Footwear',
  status: 'A',
  locationId: 'EU',
  uiSettings: { groupSettings: { groupBy: 'division' } },
  displayGroups: [
    { id: 'g1', index: 0, title: 'Court' },
    { id: 'g2', index: 1, title: 'Run' },
  ],
  products: [
    { style: 'A1', color: 'BLK', sort: 1 },
    { style: 'C3', color: 'GRN', sort: 2 },
    { style: 'B2', color: 'RED', sort: 0, netCost: 3000, discountPercent: 25 },
    { style: 'Z9', color: 'NON', sort: 3, label: 'Unknown here' },
  ],
});
const ctx = {
  productType: 'Footwear',
  status: 'A',
  locationCode: 'EU',
  currency: { symbol: '€', decimals: 2 },
  sheetName: 'Spring',
  header: (_id: string, fallback: string) => fallback,
  thumbnailHeader: 'Image',
};

describe('[000 §3 assortment document] document inputs', () => {
  const rows = assortmentExportProducts(assortment, CATALOGUE, 'EU');

  it('[000 §3 assortment document] rows follow the assortment’s sort, priced at its location', () => {
    expect(rows.map((r) => `${r.style}_${r.color}`)).toEqual([
      'B2_RED',
      'A1_BLK',
      'C3_GRN',
      'Z9_NON',
    ]);
    expect(rows[0]).toMatchObject({ cost: 4000, suggestedRetail: 9000, netCost: 3000 });
    expect(rows[1]).toMatchObject({ cost: 4000, netCost: 4000 });
    // A product the device does not hold keeps the assortment's own values.
    expect(rows[3]).toMatchObject({ label: 'Unknown here', cost: undefined });
  });

  it('[000 §3 column toggles] the spreadsheet drops toggles the product type does not offer', () => {
    const options: AssortmentExportOptions = {
      ...exportOptionsDefaults('Footwear', 'A'),
      toggles: ['seasonCodes', 'netCost', 'division'],
    };
    const input = assortmentXlsxInput(rows, options, ctx);
    const fields = input.columns.map((c) => c.field);
    expect(fields).not.toContain('seasonCodes');
    expect(fields.slice(-2)).toEqual(['netCost', 'division']);
    expect(input.rows[0]).toMatchObject({ netCost: 30, division: 'Court' });
    expect(input.thumbnails).toEqual({ header: 'Image' });
    const noImages = assortmentXlsxInput(
      rows,
      { ...options, page: { ...options.page, includeImages: false } },
      ctx,
    );
    expect(noImages.thumbnails).toBeUndefined();
  });

  it('[000 §3 display group] PDF sections follow the saved display group order, money in major units', () => {
    const options: AssortmentExportOptions = {
      ...exportOptionsDefaults('Footwear', 'A'),
      documentType: 'PDF',
      pdfKind: 'Pricesheet',
      pdfSubType: 'Expanded',
    };
    const input = assortmentPdfInput(assortment, rows, options, {
      locationCode: 'EU',
      currency: ctx.currency,
      locale: 'en-US',
      labels: {},
      author: 'Dana Buyer',
      date: '2026-11-26',
      uncategorized: 'Sans catégorie',
    });
    expect(input.documentType).toEqual({ type: 'Pricesheet', subType: 'Expanded' });
    expect(input.groups.map((g) => g.title)).toEqual(['Court', 'Run', 'Sans catégorie']);
    expect(input.groups[1]!.products.map((p) => p.style)).toEqual(['A1', 'C3']);
    expect(input.groups[0]!.products[0]).toMatchObject({ cost: 40, netCost: 30 });
    expect(input.assortment).toMatchObject({ author: 'Dana Buyer', date: '2026-11-26' });
    const anonymous = assortmentPdfInput(
      assortment,
      rows,
      { ...options, page: { ...options.page, author: false } },
      { locationCode: 'EU', currency: ctx.currency, locale: 'en-US', labels: {}, date: 'x' },
    );
    expect(anonymous.assortment.author).toBeUndefined();
  });

  it('[000 §4 moveStyle] a style moved to another group on the sort screen prints in that group', () => {
    const moved = assortmentSchema.parse({
      ...assortment,
      displayGroups: [
        {
          id: 'g1',
          index: 0,
          title: 'Court',
          styles: [{ displayGroup: 'Court', style: 'C3', colors: ['GRN'] }],
        },
        { id: 'g2', index: 1, title: 'Run' },
      ],
    });
    const options: AssortmentExportOptions = {
      ...exportOptionsDefaults('Footwear', 'A'),
      documentType: 'PDF',
    };
    const input = assortmentPdfInput(moved, rows, options, {
      locationCode: 'EU',
      currency: ctx.currency,
      locale: 'en-US',
      labels: {},
      date: 'x',
    });
    const styles = Object.fromEntries(
      input.groups.map((g) => [g.title, g.products.map((p) => p.style)]),
    );
    expect(styles.Court).toEqual(['B2', 'C3']);
    expect(styles.Run).toEqual(['A1']);
  });
});

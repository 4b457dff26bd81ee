import { describe, expect, it } from 'vitest';
import { columnToggles, exportOptionsDefaults, restoreExportOptions } from './export-options.ts';

// spec 000 §3 Assortment document: which toggles each product type and status offers.
const CASES: readonly {
  rule: string;
  productType: string | undefined;
  status?: string;
  has: readonly string[];
  lacks: readonly string[];
}[] = [
  {
    rule: 'footwear drops season codes',
    productType: 'Footwear',
    status: 'A',
    has: ['boxCategory', 'specialWidths', 'availability', 'width'],
    lacks: ['seasonCodes', 'inventory', 'dimensions'],
  },
  {
    rule: 'apparel drops box category and special widths',
    productType: 'Apparel',
    status: 'A',
    has: ['seasonCodes', 'availability', 'width'],
    lacks: ['boxCategory', 'specialWidths', 'inventory'],
  },
  {
    rule: 'status R removes availability, offers inventory',
    productType: 'Footwear',
    status: 'R',
    has: ['inventory'],
    lacks: ['availability'],
  },
  {
    rule: 'POP has its own set',
    productType: 'POP',
    status: undefined,
    has: ['dimensions', 'materials', 'expirationDate', 'availability'],
    lacks: ['width', 'division', 'seasonCodes', 'inventory'],
  },
  {
    rule: 'POP with status R offers inventory',
    productType: 'POP',
    status: 'R',
    has: ['inventory'],
    lacks: ['availability'],
  },
  {
    rule: 'every product type offers every non-POP toggle',
    productType: 'All',
    status: 'A',
    has: ['seasonCodes', 'boxCategory', 'specialWidths', 'availability'],
    lacks: ['inventory', 'dimensions'],
  },
];

describe('[000 §3 column toggles] per product type and status', () => {
  it.each(CASES)('[000 §3 column toggles] $rule', ({ productType, status, has, lacks }) => {
    const offered = columnToggles(productType, status);
    for (const id of has) expect(offered).toContain(id);
    for (const id of lacks) expect(offered).not.toContain(id);
  });

  it('[000 §3 column toggles] toggles keep the spec order', () => {
    expect(columnToggles('Apparel', 'A').slice(0, 4)).toEqual([
      'cost',
      'originalCost',
      'suggestedRetail',
      'netCost',
    ]);
  });
});

describe('[000 §3 assortment document] defaults and remembered choices', () => {
  it('[000 §3 assortment document] defaults choose only offered toggles', () => {
    const r = exportOptionsDefaults('Footwear', 'R');
    expect(r.documentType).toBe('Spreadsheet');
    expect(r.toggles).toContain('inventory');
    expect(r.toggles).not.toContain('availability');
    expect(r.pdfKind).toBe('Linesheet');
    expect(r.pdfSubType).toBe('Condensed');
    expect(r.zip).toEqual({ small: false, heroOnly: false });
  });

  it('[000 §3 assortment document] restore keeps valid choices and drops toggles no longer offered', () => {
    const r = restoreExportOptions(
      {
        documentType: 'PDF',
        pdfKind: 'Tearsheet',
        pdfSubType: 'Thumbnails Only',
        toggles: ['seasonCodes', 'cost', 'availability'],
        page: { coverPage: false },
        zip: { heroOnly: true },
      },
      'Footwear',
      'R',
    );
    expect(r.documentType).toBe('PDF');
    expect(r.pdfSubType).toBe('Thumbnails Only');
    expect(r.toggles).toEqual(['cost']);
    expect(r.page.coverPage).toBe(false);
    expect(r.page.pageNumbers).toBe(true);
    expect(r.zip).toEqual({ small: false, heroOnly: true });
  });

  it('[000 §3 assortment document] a subtype of another type falls back to the first of its own', () => {
    const r = restoreExportOptions(
      { pdfKind: 'Pricesheet', pdfSubType: 'With Hero Image' },
      'Apparel',
    );
    expect(r.pdfSubType).toBe('Condensed');
  });

  it('[000 §3 assortment document] malformed stored choices give the defaults', () => {
    expect(restoreExportOptions({ documentType: 'Word' }, 'POP')).toEqual(
      exportOptionsDefaults('POP'),
    );
    expect(restoreExportOptions('garbage', 'POP')).toEqual(exportOptionsDefaults('POP'));
  });
});

import { describe, expect, it } from 'vitest';
import { escapeCsvCell, looksLikeFormula } from './cell-escape.ts';
import { COLLECTION_TOO_LARGE_BYTES, isCollectionTooLarge } from './document-options.ts';
import { assortmentExportColumns, exportToggleColumns } from './export-columns.ts';
import {
  assortmentDocumentFileName,
  assortmentListFileName,
  orderFileName,
  safeFileBase,
} from './file-names.ts';
import {
  currencyForLocation,
  formatDisplayDate,
  formatFileSize,
  trimExportDate,
} from './formatting.ts';

const ids = (cols: { id: string }[]) => cols.map((c) => c.id);

describe('column toggles per product type (spec 000 §3 Assortment document)', () => {
  it('Footwear drops season codes; availability shown, inventory not, outside status R', () => {
    const cols = ids(exportToggleColumns('Footwear', 'A'));
    expect(cols).not.toContain('seasonCodes');
    expect(cols).toContain('availability');
    expect(cols).not.toContain('inventory');
    expect(cols).toContain('boxCategory');
  });
  it('status R removes availability and offers inventory', () => {
    const cols = ids(exportToggleColumns('Footwear', 'R'));
    expect(cols).not.toContain('availability');
    expect(cols).toContain('inventory');
  });
  it('Apparel drops box category and special widths and keeps season codes', () => {
    const cols = ids(exportToggleColumns('Apparel'));
    expect(cols).not.toContain('boxCategory');
    expect(cols).not.toContain('specialWidths');
    expect(cols).toContain('seasonCodes');
  });
  it('POP has its own set', () => {
    const cols = ids(exportToggleColumns('POP'));
    expect(cols).toEqual(
      expect.arrayContaining([
        'dimensions',
        'materials',
        'usage',
        'capacityUnit',
        'expirationDate',
      ]),
    );
    expect(cols).not.toContain('sizeScale');
    expect(cols).not.toContain('dutyCode');
  });
  it('exports base columns plus chosen toggles in the spec order, never a toggle of another type', () => {
    expect(
      ids(assortmentExportColumns('Footwear', ['suggestedRetail', 'cost', 'seasonCodes'])),
    ).toEqual([
      'style',
      'color',
      'name',
      'colorDescription',
      'gender',
      'label',
      'styleNote',
      'collectionStyleNote',
      'cost',
      'suggestedRetail',
    ]);
  });
  it('reads location values at the chosen location', () => {
    const lastProduced = exportToggleColumns('Footwear').find((c) => c.id === 'lastProducedDate');
    const product = {
      style: '1',
      color: 'B',
      locations: [
        { code: 'EU', lastProdDate: '2024-01-01' },
        { code: 'US', lastProdDate: '2025-03-04T10:00:00Z' },
      ],
    };
    expect(lastProduced?.value(product, 'US')).toBe('2025-03-04T10:00:00Z');
  });
});

describe('file names (spec 000 §9)', () => {
  it.each([
    [assortmentListFileName('archived'), 'archived-assortments.xlsx'],
    [assortmentListFileName('starred', true), 'quick-access-starred-assortments.xlsx'],
    [assortmentListFileName('recent', true), 'quick-access-recent-assortments.xlsx'],
    [assortmentListFileName('all'), 'all-assortments.xlsx'],
    [assortmentDocumentFileName('Spring 26: Trail/Road', 'xlsx'), 'Spring 26 Trail Road.xlsx'],
    [assortmentDocumentFileName('Fall 25', 'linesheet'), 'Fall 25 - Line Sheet.pdf'],
    [assortmentDocumentFileName('Fall 25', 'zip'), 'Fall 25 - Images.zip'],
    [assortmentDocumentFileName('..', 'pricesheet'), 'export - Price Sheet.pdf'],
    [orderFileName(120045), 'order-120045.xlsx'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
  it('caps long titles', () => {
    expect(safeFileBase('x'.repeat(500))).toHaveLength(120);
  });
});

describe('formula injection', () => {
  it.each(['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\tx', '\rx'])('%j looks like a formula', (t) => {
    expect(looksLikeFormula(t)).toBe(true);
    expect(escapeCsvCell(t)).toBe(`'${t}`);
  });
  it.each(['Runner', '12-34', ''])('%j does not', (t) => {
    expect(escapeCsvCell(t)).toBe(t);
  });
});

describe('formatting (spec 000 §9)', () => {
  it('trims dates to YYYY-MM-DD', () => {
    expect(trimExportDate('2025-03-04T10:00:00.000Z')).toBe('2025-03-04');
    expect(trimExportDate(new Date(Date.UTC(2024, 1, 29)))).toBe('2024-02-29');
    expect(trimExportDate('soon')).toBe('');
  });
  it('formats display dates in the locale', () => {
    expect(formatDisplayDate('2025-03-04', 'en-US')).toBe('03/04/2025');
    expect(formatDisplayDate('2025-03-04', 'de-DE')).toBe('04.03.2025');
  });
  it('sizes in kB, MB, GB at base 1024', () => {
    expect(formatFileSize(2048)).toBe('2 kB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5.0 MB');
    expect(formatFileSize(3 * 1024 ** 3)).toBe('3.0 GB');
  });
  it("uses the location's currency, default '$' and 2 decimals", () => {
    expect(
      currencyForLocation([{ code: 'EU', currencySymbol: '€', decimalPlaces: 2 }], 'EU'),
    ).toEqual({ symbol: '€', decimals: 2 });
    expect(currencyForLocation([], 'US')).toEqual({ symbol: '$', decimals: 2 });
  });
});

describe('collection size limit (spec 000 §9: 20 GiB, working files excluded unless included)', () => {
  const half = COLLECTION_TOO_LARGE_BYTES / 2;
  const files = [
    { fileSize: half, usageType: 'Primary' },
    { fileSize: half, usageType: 'Primary' },
    { fileSize: 10, usageType: 'Working File' },
  ];
  it('is not too large at exactly 20 GiB of primary files', () => {
    expect(isCollectionTooLarge(files)).toBe(false);
  });
  it('is too large once working files are included', () => {
    expect(isCollectionTooLarge(files, true)).toBe(true);
  });
});

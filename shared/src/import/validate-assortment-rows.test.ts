import { describe, expect, it } from 'vitest';
import { summarizeImport } from './import-result.ts';
import {
  lookupKeys,
  validateAssortmentRows,
  type AssortmentImportContext,
} from './validate-assortment-rows.ts';
import { styleColorKey, type ImportProduct, type ImportSheetRow } from './validation-types.ts';

const runner: ImportProduct = {
  style: '01234',
  color: 'BLK',
  productType: 'Footwear',
  name: 'Trail Runner',
  suggestedRetail: 89.99,
  territories: ['NA'],
  locations: [{ code: 'US', lineStatus: 'A' }],
};
const tee: ImportProduct = {
  style: '77001',
  color: 'WHT',
  productType: 'Apparel',
  name: 'Logo Tee',
  locations: [{ code: 'US', lineStatus: 'A' }],
};
const euOnly: ImportProduct = {
  style: '55555',
  color: 'RED',
  productType: 'Footwear',
  locations: [{ code: 'EU', lineStatus: 'A' }],
};
const closeout: ImportProduct = {
  style: '66666',
  color: 'NVY',
  productType: 'Footwear',
  locations: [{ code: 'US', lineStatus: 'R' }],
};
const asia: ImportProduct = {
  style: '88888',
  color: 'GRY',
  productType: 'Footwear',
  territories: ['APAC'],
  locations: [{ code: 'US', lineStatus: 'A' }],
};
const products = new Map(
  [runner, tee, euOnly, closeout, asia].map((p) => [styleColorKey(p.style, p.color), p]),
);

const base: AssortmentImportContext = {
  mode: 'import',
  productType: 'Footwear',
  locationCode: 'US',
  status: 'A',
  userTerritories: ['NA'],
};

function row(rowNumber: number, values: ImportSheetRow['values']): ImportSheetRow {
  return { rowNumber, values };
}

function types(rows: ImportSheetRow[], context: AssortmentImportContext = base) {
  return validateAssortmentRows(rows, products, context).map((r) =>
    r.errors.map((e) => [e.errorType, e.errorSeverity, e.message]),
  );
}

describe('assortment import validation (spec 000 §5, §8)', () => {
  it.each([
    [
      'missing colour',
      { style: '01234', color: null },
      [['stylecolor', 'critical', 'Missing Required Property']],
    ],
    [
      'missing style',
      { style: '', color: 'BLK' },
      [['stylecolor', 'critical', 'Missing Required Property']],
    ],
    [
      'not found',
      { style: '99999', color: 'BLK' },
      [['notFound', 'critical', 'Style/Color Not Found']],
    ],
    [
      'wrong product type',
      { style: '77001', color: 'WHT' },
      [['productType', 'critical', 'Product Type is not correct']],
    ],
    [
      'not allowed in the territory',
      { style: '88888', color: 'GRY' },
      [['notAllowed', 'critical', 'Product is not allowed']],
    ],
    [
      'not in location',
      { style: '55555', color: 'RED' },
      [['location', 'critical', 'This product is not available in your location']],
    ],
    [
      'status mismatch',
      { style: '66666', color: 'NVY' },
      [['status', 'warning', 'This product does not match your assortment status']],
    ],
    [
      'data differs',
      { style: '01234', color: 'BLK', name: 'Road Runner' },
      [['dataDiffers', 'warning', 'Data Differs From Excel file']],
    ],
    ['valid', { style: '01234', color: 'blk', name: 'trail runner', suggestedRetail: 89.99 }, []],
  ])('%s', (_name, values, expected) => {
    expect(types([row(2, values)])).toEqual([expected]);
  });

  it('ignores rows with no style and colour (invisible) and empty rows', () => {
    const result = validateAssortmentRows(
      [
        row(2, {}),
        row(3, { style: null, color: '', name: 'orphan' }),
        row(4, { style: '01234', color: 'BLK' }),
      ],
      products,
      base,
    );
    expect(result.map((r) => r.rowNumber)).toEqual([4]);
  });

  it('flags duplicates: critical for import, duplicateSoft warning for download', () => {
    const rows = [
      row(2, { style: '01234', color: 'BLK' }),
      row(3, { style: '01234 ', color: 'blk' }),
    ];
    expect(types(rows)).toEqual([
      [['duplicate', 'critical', 'Duplicate Style/Color']],
      [['duplicate', 'critical', 'Duplicate Style/Color']],
    ]);
    expect(types(rows, { mode: 'download' })).toEqual([
      [['duplicateSoft', 'warning', 'Duplicate Style/Color']],
      [['duplicateSoft', 'warning', 'Duplicate Style/Color']],
    ]);
  });

  it('flags a style/colour already in the assortment as critical, in the season as a warning', () => {
    const rows = [row(2, { style: '01234', color: 'BLK' })];
    const key = styleColorKey('01234', 'BLK');
    expect(types(rows, { ...base, assortmentStyleColors: new Set([key]) })).toEqual([
      [['already', 'critical', 'This Style/Color is Already in Your Assortment']],
    ]);
    expect(types(rows, { ...base, seasonStyleColors: new Set([key]) })).toEqual([
      [['alreadySeason', 'warning', 'This Style/Color is Already in Season/Year/Region']],
    ]);
  });

  it("accepts A, R and O when the assortment's status is ALL", () => {
    expect(types([row(2, { style: '66666', color: 'NVY' })], { ...base, status: 'ALL' })).toEqual([
      [],
    ]);
  });

  it('clears labels matching no assortment label colour or name, keeps matches by name', () => {
    const labels = [{ color: '#ff0000', name: 'Hot' }];
    const result = validateAssortmentRows(
      [
        row(2, { style: '01234', color: 'BLK', label: 'hot' }),
        row(3, { style: '66666', color: 'NVY', label: '#FF0000' }),
        row(4, { style: '88888', color: 'GRY', label: 'Cold' }),
      ],
      products,
      { ...base, status: 'ALL', userTerritories: undefined, labels },
    );
    expect(result.map((r) => [r.values['label'], r.changed])).toEqual([
      ['Hot', ['label']],
      ['Hot', ['label']],
      [null, ['label']],
    ]);
  });

  it('points each error at its columns and counts a summary', () => {
    const result = validateAssortmentRows(
      [row(2, { style: '01234', color: 'BLK', name: 'X' }), row(3, { style: '1', color: '' })],
      products,
      base,
    );
    expect(result[0]?.errors[0]?.columns).toEqual(['name']);
    expect(result[1]?.errors[0]?.columns).toEqual(['color']);
    expect(summarizeImport(result)).toEqual({
      rows: 2,
      rowsWithCritical: 1,
      rowsWithWarningsOnly: 1,
      criticalErrors: 1,
      warnings: 1,
    });
  });

  it('asks the lookup once per distinct style/colour', () => {
    expect(
      lookupKeys([
        row(2, { style: 'a', color: 'b' }),
        row(3, { style: 'A', color: 'B' }),
        row(4, { style: 'c', color: '' }),
      ]),
    ).toEqual(['A_B']);
  });
});

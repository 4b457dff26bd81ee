// Validation against the device catalogue (Dexie over fake-indexeddb, the real database class
// the sync engine fills): found products in major money units, unknown keys absent, and the
// real validation rules reading them (spec 000 §5, §8).
import 'fake-indexeddb/auto';
import { validateAssortmentRows, type ImportSheetRow } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogueDatabase, toCatalogueRecord } from '../../db/catalogue.ts';
import { CatalogueProductLookup } from './catalogue-lookup.ts';

const doc = (style: string, color: string, extra: Record<string, unknown> = {}) =>
  toCatalogueRecord({
    id: `${style}_${color}`,
    style,
    color,
    productType: 'Footwear',
    name: 'Trail Runner',
    division: 'Active',
    cost: 4550,
    suggestedRetail: 9999,
    locations: [{ code: 'US', lineStatus: 'A', wholesalePrice: 4550, suggestedRetail: 9999 }],
    ...extra,
  });

let db: CatalogueDatabase;

beforeAll(async () => {
  db = new CatalogueDatabase(`lookup-test-${Date.now()}`);
  await db.products.bulkPut([doc('012345', 'BLK'), doc('012345', 'NVY', { locations: [] })]);
});

afterAll(async () => {
  await db.delete();
});

describe('CatalogueProductLookup', () => {
  it('finds products by style/colour key with money in major units; unknown keys are absent', async () => {
    const lookup = new CatalogueProductLookup(db);
    const found = await lookup.findByStyleColors(['012345_BLK', '99999_ZZZ']);
    expect([...found.keys()]).toEqual(['012345_BLK']);
    // Validation gets only what it reads (it crosses to the worker on the UI thread).
    expect(found.get('012345_BLK')).toEqual({
      style: '012345',
      color: 'BLK',
      productType: 'Footwear',
      name: 'Trail Runner',
      division: 'Active',
      cost: 45.5,
      suggestedRetail: 99.99,
      locations: [{ code: 'US', lineStatus: 'A' }],
    });
    // Documents get the whole product.
    const full = await lookup.products(['99999_ZZZ', '012345_BLK']);
    expect(full).toHaveLength(1);
    expect(full[0]).toMatchObject({
      id: '012345_BLK',
      locations: [{ code: 'US', wholesalePrice: 45.5, suggestedRetail: 99.99 }],
    });
  });

  it('feeds the shared validation: not found, not in location, duplicate as a download warning', async () => {
    const rows: ImportSheetRow[] = [
      { rowNumber: 2, values: { style: '012345', color: 'BLK', cost: 45.5 } },
      { rowNumber: 3, values: { style: '012345', color: 'blk', cost: null } },
      { rowNumber: 4, values: { style: '99999', color: 'ZZZ' } },
      { rowNumber: 5, values: { style: '012345', color: 'NVY' } },
    ];
    const keys = ['012345_BLK', '99999_ZZZ', '012345_NVY'];
    const products = await new CatalogueProductLookup(db).findByStyleColors(keys);
    const result = validateAssortmentRows(rows, products, { mode: 'download', locationCode: 'US' });
    const messages = result.map((r) => r.errors.map((e) => `${e.errorSeverity}:${e.message}`));
    expect(messages).toEqual([
      ['warning:Duplicate Style/Color'],
      ['warning:Duplicate Style/Color'],
      ['critical:Style/Color Not Found'],
      ['critical:This product is not available in your location'],
    ]);
  });
});

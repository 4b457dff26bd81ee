// The import's pure rules: this assortment's validation context, the rows a passed validation
// adds (labels as validation left them), and an imported row as the assortment stores it.
import { testProduct } from '../../../products/testing/catalogue.ts';
import { describe, expect, it } from 'vitest';
import type { ImportGridRow } from '../../excel-import/import-rows.ts';
import {
  assortmentImportContext,
  importedEntries,
  importedItem,
  labelColorOf,
} from './import-to-assortment.ts';

const LABELS = [
  { color: '#c00', name: 'Hero' },
  { color: '#0a0', name: 'Sale' },
];
const row = (n: number, values: Record<string, unknown>): ImportGridRow => ({
  ...values,
  id: `row-${n}`,
  rowNumber: n,
  issues: [],
});
// Cost $50.00 and suggested retail $100.00 at US, in minor units.
const PRODUCT = testProduct({
  style: 'C300',
  color: 'GRN',
  locations: [{ code: 'US', lineStatus: 'A', wholesalePrice: 5000, suggestedRetail: 10000 }],
});
const AT = { locationCode: 'US', decimals: 2, labels: LABELS };

describe('[000 §5 excel import] import to assortment rules', () => {
  it('[000 §5 already] the context holds this assortment’s keys, its labels, type and location', () => {
    const context = assortmentImportContext(
      { productType: 'Footwear', status: 'A', labels: LABELS },
      [{ style: 'a100', color: 'blk' }],
      'EU',
    );
    expect(context).toMatchObject({ productType: 'Footwear', status: 'A', locationCode: 'EU' });
    expect([...(context.assortmentStyleColors ?? [])]).toEqual(['A100_BLK']);
    expect(context.labels).toEqual(LABELS);
    // 'All' checks no product type; an assortment without labels clears every label (000 §5).
    const all = assortmentImportContext({ productType: 'All', labels: [] }, [], 'US');
    expect(all).not.toHaveProperty('productType');
    expect(all.labels).toEqual([]);
  });

  it('[000 §5 excel import] entries: visible rows once each, with the values validation changed', () => {
    const rows = [
      row(2, { style: 'c300', color: 'grn', label: 'Nope' }),
      row(3, { style: '', color: '' }),
      row(4, { style: 'C300', color: 'GRN', label: 'Hero' }),
      row(5, { style: 'B200', color: 'RED', label: 'sale' }),
    ];
    const validated = [
      { rowNumber: 2, values: { label: null }, errors: [], changed: ['label'] },
      { rowNumber: 5, values: { label: 'Sale' }, errors: [], changed: ['label'] },
    ];
    expect(importedEntries(rows, validated).map((e) => [e.key, e.values['label']])).toEqual([
      ['C300_GRN', null],
      ['B200_RED', 'Sale'],
    ]);
  });

  it('[000 §3 assortment grid row] a label is stored as its colour; unknown text is none', () => {
    expect(labelColorOf('hero', LABELS)).toBe('#c00');
    expect(labelColorOf('#0A0', LABELS)).toBe('#0a0');
    expect(labelColorOf('Clearance', LABELS)).toBeUndefined();
    expect(labelColorOf(null, LABELS)).toBeUndefined();
  });

  it('[000 §4 discount and net cost] a discount sets its dependents; a percentage wins over an amount', () => {
    const { item } = importedItem(
      { label: 'Sale', pillar: ' Running ', discountPercent: 10, discountAmount: 20 },
      PRODUCT,
      AT,
    );
    expect(item).toEqual({
      style: 'C300',
      color: 'GRN',
      label: '#0a0',
      pillar: 'Running',
      discountPercent: 10,
      discountAmount: 500,
      netCost: 4500,
    });
    // A net cost in major units, typed as text in the import grid.
    expect(importedItem({ netCost: '40' }, PRODUCT, AT).item).toMatchObject({
      discountPercent: 20,
      discountAmount: 1000,
      netCost: 4000,
    });
  });

  it('[000 §5 discount percentage] a discount above the cost is refused: no discount stored', () => {
    const outcome = importedItem({ discountAmount: 80 }, PRODUCT, AT);
    expect(outcome.pricingRefused).toBe(true);
    expect(outcome.item).toEqual({ style: 'C300', color: 'GRN' });
  });
});

// Spec 000 §3 Definitions and the key initiative label, table-tested.
import { describe, expect, it } from 'vitest';
import { keyInitiativeLabel, productFigures } from './figures.ts';
import { product, row } from './testing/product.ts';

describe('[000 §3 definitions] computed figures', () => {
  const p = product({
    style: '1',
    color: 'A',
    cost: 3000,
    discountAmount: 300,
    discountPercent: 10,
    suggestedRetail: 9000,
    quantity: 150,
    quantityOnHand: 50,
    styleQuantity: 600,
    locations: [
      row('EU', 'A', { wholesalePrice: 2000, suggestedRetail: 5000 }),
      row('CA', 'A', { suggestedRetail: 5000 }),
    ],
  });

  it('color percent is color quantity over style quantity', () => {
    expect(productFigures(p).colorPercent).toBe(25);
  });
  it('net cost is cost minus discount amount', () => {
    expect(productFigures(p).netCost).toBe(2700);
  });
  it('sell-through is quantity over quantity plus on hand', () => {
    expect(productFigures(p).sellThru).toBe(75);
  });
  it('initial markup is (suggested retail − net cost) over suggested retail', () => {
    expect(productFigures(p).initialMarkup).toBe(70);
  });
  it("per location: the row's wholesale price less the discount percentage, its retail", () => {
    const eu = productFigures(p, 'EU');
    expect(eu.netCost).toBe(1800);
    expect(eu.initialMarkup).toBe(64);
    expect(eu.colorPercent).toBe(25);
  });
  it('a location without a wholesale price, or without a row, has no price figures', () => {
    expect(productFigures(p, 'CA')).toMatchObject({ netCost: undefined, initialMarkup: undefined });
    expect(productFigures(p, 'MX').netCost).toBeUndefined();
  });
  it.each([
    ['style quantity 0', { styleQuantity: 0 }, 'colorPercent'],
    ['no quantity', { quantity: undefined }, 'sellThru'],
    ['quantity and on hand both 0', { quantity: 0, quantityOnHand: 0 }, 'sellThru'],
    ['suggested retail 0', { suggestedRetail: 0 }, 'initialMarkup'],
    ['no cost', { cost: undefined }, 'netCost'],
  ] as const)('undefined where a divisor is 0 or a value missing: %s', (_case, change, figure) => {
    const q = product({
      style: '1',
      color: 'A',
      cost: 3000,
      suggestedRetail: 9000,
      quantity: 1,
      quantityOnHand: 1,
      styleQuantity: 2,
      ...change,
    });
    expect(productFigures(q)[figure]).toBeUndefined();
  });
  it('a missing discount counts as none', () => {
    expect(productFigures(product({ style: '1', color: 'A', cost: 3000 })).netCost).toBe(3000);
  });
});

describe('[000 §3 key initiative] the label drops the first part', () => {
  it.each([
    ['Wholesale_Spring_2026_Domestic_Footwear', 'Spring 2026 Domestic Footwear'],
    ['Retail_Fall_2025_International_POP', 'Fall 2025 International POP'],
    ['Plain', 'Plain'],
  ])('%s → %s', (value, label) => {
    expect(keyInitiativeLabel(value)).toBe(label);
  });
});

import { describe, expect, it } from 'vitest';
import {
  applyPricingEdit,
  createLoopGuard,
  type PriceFields,
  type PricingField,
} from './pricing.ts';
import { styleWideTargets } from './style-copy.ts';

// Money in minor units: cost 100.00 is 10000.
const ROW: PriceFields = { cost: 10_000, suggestedRetail: 20_000 };

describe('[000 §4 discount and net cost] one edit recalculates the other two', () => {
  const cases: [string, PricingField, number | null, PriceFields, object][] = [
    [
      '25 % of 100.00',
      'discountPercent',
      25,
      ROW,
      { discountPercent: 25, discountAmount: 2500, netCost: 7500 },
    ],
    [
      'percentage rounded to 2 decimals',
      'discountPercent',
      12.3456,
      ROW,
      { discountPercent: 12.35, discountAmount: 1235, netCost: 8765 },
    ],
    [
      'amount 15.00 of 100.00',
      'discountAmount',
      1500,
      ROW,
      { discountAmount: 1500, discountPercent: 15, netCost: 8500 },
    ],
    [
      'net cost 80.00 of 100.00',
      'netCost',
      8000,
      ROW,
      { netCost: 8000, discountAmount: 2000, discountPercent: 20 },
    ],
    [
      'net cost equal to cost: no discount',
      'netCost',
      10_000,
      ROW,
      { netCost: 10_000, discountAmount: 0, discountPercent: 0 },
    ],
    [
      'clearing the percentage clears the amount, net cost back to cost',
      'discountPercent',
      null,
      ROW,
      { discountPercent: null, discountAmount: null, netCost: 10_000 },
    ],
    [
      'no cost: only the edited field',
      'discountPercent',
      10,
      { suggestedRetail: 5000 },
      { discountPercent: 10 },
    ],
    ['a cost of 0 counts as none', 'netCost', 300, { cost: 0 }, { netCost: 300 }],
  ];
  it.each(cases)('%s', (_name, field, value, row, changes) => {
    expect(applyPricingEdit(row, field, value)).toEqual({ ok: true, changes });
  });
});

describe('[000 §5 discount percentage] 0–100, else the cell is cleared with the message', () => {
  it.each([
    ['above 100', 'discountPercent', 100.01],
    ['negative', 'discountPercent', -1],
    ['an amount above the cost', 'discountAmount', 10_001],
    ['a net cost above the cost', 'netCost', 12_000],
    ['a negative net cost', 'netCost', -1],
  ] as const)('%s', (_name, field, value) => {
    expect(applyPricingEdit(ROW, field, value)).toEqual({
      ok: false,
      reason: 'discountPercentRange',
      changes: { discountPercent: null },
    });
  });
  it('the bounds themselves are allowed', () => {
    expect(applyPricingEdit(ROW, 'discountPercent', 0).ok).toBe(true);
    expect(applyPricingEdit(ROW, 'discountPercent', 100)).toEqual({
      ok: true,
      changes: { discountPercent: 100, discountAmount: 10_000, netCost: 0 },
    });
  });
});

describe('[000 §4 markup] net cost = suggested retail × (1 − markup), needs a suggested retail', () => {
  it('40 % markup on a retail of 200.00 gives a net cost of 120.00, the discount follows', () => {
    expect(
      applyPricingEdit({ cost: 15_000, suggestedRetail: 20_000 }, 'initialMarkup', 40),
    ).toEqual({
      ok: true,
      changes: { netCost: 12_000, discountAmount: 3000, discountPercent: 20 },
    });
  });
  it('without a suggested retail the markup edit is refused and nothing changes', () => {
    expect(applyPricingEdit({ cost: 10_000 }, 'initialMarkup', 40)).toEqual({
      ok: false,
      reason: 'markupNeedsRetail',
      changes: {},
    });
    expect(applyPricingEdit({ cost: 10_000, suggestedRetail: 0 }, 'initialMarkup', 40).ok).toBe(
      false,
    );
  });
  it('a markup leaving a net cost above the cost is a discount out of range', () => {
    expect(applyPricingEdit(ROW, 'initialMarkup', 10)).toEqual({
      ok: false,
      reason: 'discountPercentRange',
      changes: {},
    });
  });
  it('without a cost only the net cost is set', () => {
    expect(applyPricingEdit({ suggestedRetail: 20_000 }, 'initialMarkup', 25)).toEqual({
      ok: true,
      changes: { netCost: 15_000 },
    });
  });
});

describe('[000 §4 discount and net cost] guarded against loops for 300 ms', () => {
  it('a written field is an echo inside the window, a user edit after it', () => {
    let t = 1000;
    const guard = createLoopGuard(300, () => t);
    guard.wrote('r1', ['discountAmount', 'netCost']);
    expect(guard.isEcho('r1', 'netCost')).toBe(true);
    expect(guard.isEcho('r1', 'discountPercent')).toBe(false);
    expect(guard.isEcho('r2', 'netCost')).toBe(false);
    t += 300;
    expect(guard.isEcho('r1', 'discountAmount')).toBe(true);
    t += 1;
    expect(guard.isEcho('r1', 'discountAmount')).toBe(false);
  });
});

describe('[000 §4 style-wide notes] a style note, collection style note or pillar goes to every colour', () => {
  const rows = [
    { id: 'A-1', style: 'A' },
    { id: 'A-2', style: 'A' },
    { id: 'B-1', style: 'B' },
    { id: 'A-3', style: 'A' },
  ];
  it.each(['styleNote', 'collectionStyleNote', 'pillar'])('%s', (field) => {
    expect(styleWideTargets(rows, rows[0]!, field)).toEqual(['A-2', 'A-3']);
  });
  it.each(['colorNote', 'label', 'discountPercent'])('%s stays on its row', (field) => {
    expect(styleWideTargets(rows, rows[0]!, field)).toEqual([]);
  });
});

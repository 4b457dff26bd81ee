// The grid's writes onto the assortment's products (spec 000 §4, §5), without the screen.
import type { AssortmentProduct } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import type { AssortmentGridRow } from './rows.ts';
import { applyGridWrite } from './writes.ts';

const products = [
  { style: 'A1', color: 'BLK', sort: 0 },
  { style: 'A1', color: 'WHT', sort: 1 },
  { style: 'B2', color: 'RED', sort: 2 },
] as AssortmentProduct[];
const prices = new Map([
  ['A1_BLK', { cost: 5000, suggestedRetail: 10000 }],
  ['A1_WHT', { cost: 8000 }],
  ['B2_RED', {}],
]);
const none = { updates: [], adds: [], deletes: [] };
const find = (list: readonly AssortmentProduct[], id: string) =>
  list.find((p) => `${p.style}_${p.color}` === id);

describe('[000 §4 discount and net cost] applyGridWrite', () => {
  it('[000 §4 edit cells] a multi-row paste becomes one products array with every dependent field', () => {
    const out = applyGridWrite(
      products,
      prices,
      {
        ...none,
        updates: [
          { rowId: 'A1_BLK', columnId: 'discountPercent', value: 10 },
          { rowId: 'A1_WHT', columnId: 'netCost', value: 60 },
        ],
      },
      2,
    );
    expect(find(out.products, 'A1_BLK')).toMatchObject({ discountAmount: 500, netCost: 4500 });
    expect(find(out.products, 'A1_WHT')).toMatchObject({
      discountPercent: 25,
      discountAmount: 2000,
    });
    expect(out.refused).toEqual([]);
  });

  it('[000 §5 markup] a markup without suggested retail is refused and changes nothing', () => {
    const out = applyGridWrite(
      products,
      prices,
      { ...none, updates: [{ rowId: 'A1_WHT', columnId: 'initialMarkup', value: 40 }] },
      2,
    );
    expect(out.refused).toEqual(['markupNeedsRetail']);
    expect(find(out.products, 'A1_WHT')).toEqual(products[1]);
  });

  it('[000 §4 style-wide notes] a cleared pillar clears it on every colour of the style', () => {
    const withPillar = products.map((p) => ({ ...p, pillar: 'Run' })) as AssortmentProduct[];
    const out = applyGridWrite(
      withPillar,
      prices,
      { ...none, updates: [{ rowId: 'A1_WHT', columnId: 'pillar', value: null }] },
      2,
    );
    expect(out.products.map((p) => p.pillar)).toEqual([undefined, undefined, 'Run']);
  });

  it('[000 §4 undo] a delete and the add that undoes it keep the row’s own values', () => {
    const gone = applyGridWrite(products, prices, { ...none, deletes: ['B2_RED'] }, 2);
    expect(gone.products.map((p) => p.style)).toEqual(['A1', 'A1']);
    const row: AssortmentGridRow = {
      id: 'B2_RED',
      style: 'B2',
      color: 'RED',
      label: 'green',
      discountPercent: 5,
      discountAmount: 1.5,
      known: true,
    };
    const back = applyGridWrite(
      gone.products,
      prices,
      { ...none, adds: [{ id: 'B2_RED', row }] },
      2,
    );
    expect(find(back.products, 'B2_RED')).toEqual({
      style: 'B2',
      color: 'RED',
      label: 'green',
      discountPercent: 5,
      discountAmount: 150,
      sort: 2,
    });
    expect(back.added).toBe(1);
  });
});

describe('[000 §7 renames] a style/colour renamed', () => {
  const discounted = [
    { style: 'A1', color: 'BLK', sort: 0, label: '#f00', styleNote: 'Hero' },
    {
      style: 'A1',
      color: 'WHT',
      sort: 1,
      discountPercent: 10,
      discountAmount: 800,
      netCost: 7200,
    },
    { style: 'B2', color: 'RED', sort: 2 },
  ] as AssortmentProduct[];
  const targets = new Map([
    ['C3_NVY', { style: 'C3', color: 'NVY', prices: { cost: 6000, suggestedRetail: 12000 } }],
    ['D4_GRN', { style: 'D4', color: 'GRN' }],
  ]);
  const rename = (from: string, to: string) =>
    applyGridWrite(discounted, prices, { ...none, renames: [{ from, to }] }, 2, targets);

  it.each<[string, string, string, Record<string, unknown> | undefined, string[]]>([
    [
      'keeps its own values and its place',
      'A1_BLK',
      'C3_NVY',
      { style: 'C3', color: 'NVY', sort: 0, label: '#f00', styleNote: 'Hero' },
      ['C3_NVY', 'A1_WHT', 'B2_RED'],
    ],
    [
      'its discount percentage applies to the new cost',
      'A1_WHT',
      'C3_NVY',
      { style: 'C3', discountPercent: 10, discountAmount: 600, netCost: 5400 },
      ['A1_BLK', 'C3_NVY', 'B2_RED'],
    ],
    [
      'without the new prices its amount and net cost are dropped',
      'A1_WHT',
      'D4_GRN',
      { style: 'D4', color: 'GRN', sort: 1, discountPercent: 10 },
      ['A1_BLK', 'D4_GRN', 'B2_RED'],
    ],
    [
      'to an id the screen did not check: skipped',
      'A1_BLK',
      'Z9_ZZZ',
      undefined,
      ['A1_BLK', 'A1_WHT', 'B2_RED'],
    ],
    [
      'onto a product already there: skipped',
      'A1_BLK',
      'B2_RED',
      undefined,
      ['A1_BLK', 'A1_WHT', 'B2_RED'],
    ],
  ])('%s', (_rule, from, to, expected, order) => {
    const out = rename(from, to);
    expect(out.products.map((p) => `${p.style}_${p.color}`)).toEqual(order);
    if (expected) {
      const item = find(out.products, to);
      expect(item).toMatchObject(expected);
      if (!('discountAmount' in expected)) expect(item).not.toHaveProperty('discountAmount');
    }
  });
});

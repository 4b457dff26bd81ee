import { describe, expect, it } from 'vitest';
import { editCells, normaliseText, textPatches, type CellsRow } from './edit-cells.ts';

// Money in minor units: cost 50.00 is 5000, suggested retail 100.00 is 10000.
const ROWS: CellsRow[] = [
  { id: 'A100_BLK', style: 'A100', cost: 5000, suggestedRetail: 10_000, styleNote: 'Old' },
  { id: 'A100_WHT', style: 'A100', cost: 5000, suggestedRetail: 10_000, styleNote: 'Old' },
  { id: 'B200_RED', style: 'B200', cost: 5000, suggestedRetail: 10_000, label: 'red' },
  { id: 'C300_GRN', style: 'C300', cost: 5000 },
];

describe('[000 §2 edit cells] one value into one column of many rows', () => {
  it.each([
    [
      'a label on three rows',
      ['A100_BLK', 'B200_RED', 'C300_GRN'],
      'label',
      'blue',
      [
        { rowId: 'A100_BLK', field: 'label', value: 'blue' },
        { rowId: 'B200_RED', field: 'label', value: 'blue' },
        { rowId: 'C300_GRN', field: 'label', value: 'blue' },
      ],
    ],
    [
      'a row already holding the value is left alone',
      ['B200_RED', 'C300_GRN'],
      'label',
      'red',
      [{ rowId: 'C300_GRN', field: 'label', value: 'red' }],
    ],
    [
      'blank text clears, trimmed text is stored',
      ['A100_BLK', 'B200_RED'],
      'label',
      '  ',
      [{ rowId: 'B200_RED', field: 'label', value: null }],
    ],
    [
      'only the selected rows, in row order',
      ['C300_GRN', 'A100_WHT'],
      'pillar',
      ' Run ',
      [
        { rowId: 'A100_BLK', field: 'pillar', value: 'Run' },
        { rowId: 'A100_WHT', field: 'pillar', value: 'Run' },
        { rowId: 'C300_GRN', field: 'pillar', value: 'Run' },
      ],
    ],
  ] as const)('%s', (_name, selected, field, value, patches) => {
    expect(editCells(ROWS, selected, field, value)).toEqual({ patches, refused: [] });
  });
});

describe('[000 §4 style-wide notes] a style note goes to every colour of the style', () => {
  it('one selected colour: the other colour of its style takes the note, no other style', () => {
    expect(editCells(ROWS, ['A100_WHT'], 'styleNote', 'Hero').patches).toEqual([
      { rowId: 'A100_BLK', field: 'styleNote', value: 'Hero' },
      { rowId: 'A100_WHT', field: 'styleNote', value: 'Hero' },
    ]);
  });
  it('the label is not style-wide', () => {
    expect(editCells(ROWS, ['A100_WHT'], 'label', 'blue').patches).toEqual([
      { rowId: 'A100_WHT', field: 'label', value: 'blue' },
    ]);
  });
  it('several values for one style: the first one given wins for all its colours', () => {
    expect(
      textPatches(
        ROWS,
        [
          { rowId: 'A100_WHT', value: 'First' },
          { rowId: 'A100_BLK', value: 'Second' },
        ],
        'collectionStyleNote',
      ),
    ).toEqual([
      { rowId: 'A100_BLK', field: 'collectionStyleNote', value: 'First' },
      { rowId: 'A100_WHT', field: 'collectionStyleNote', value: 'First' },
    ]);
  });
});

describe('[000 §4 discount and net cost] pricing through the shared pricing rule', () => {
  it('a discount percentage writes the amount and net cost of each row', () => {
    expect(editCells(ROWS, ['A100_BLK', 'C300_GRN'], 'discountPercent', 10)).toEqual({
      patches: [
        {
          rowId: 'A100_BLK',
          field: 'discountPercent',
          value: 10,
          changes: { discountPercent: 10, discountAmount: 500, netCost: 4500 },
        },
        {
          rowId: 'C300_GRN',
          field: 'discountPercent',
          value: 10,
          changes: { discountPercent: 10, discountAmount: 500, netCost: 4500 },
        },
      ],
      refused: [],
    });
  });
  it('a net cost writes the discount; a percentage is rounded to 2 decimals', () => {
    expect(editCells(ROWS, ['B200_RED'], 'netCost', 4000).patches).toEqual([
      {
        rowId: 'B200_RED',
        field: 'netCost',
        value: 4000,
        changes: { netCost: 4000, discountAmount: 1000, discountPercent: 20 },
      },
    ]);
    expect(editCells(ROWS, ['B200_RED'], 'discountPercent', 12.345).patches[0]?.value).toBe(12.35);
  });
  it('clearing the discount amount sets net cost back to cost', () => {
    expect(editCells(ROWS, ['A100_BLK'], 'discountAmount', null).patches).toEqual([
      {
        rowId: 'A100_BLK',
        field: 'discountAmount',
        value: null,
        changes: { discountAmount: null, discountPercent: null, netCost: 5000 },
      },
    ]);
  });
});

describe('[000 §5 discount percentage] a refused row is skipped, the others written', () => {
  it.each([
    ['a percentage above 100 skips every row', 'discountPercent', 120, [], 4],
    ['a negative percentage skips every row', 'discountPercent', -5, [], 4],
    ['an amount above the cost', 'discountAmount', 6000, [], 4],
  ] as const)('%s', (_name, field, value, patched, skipped) => {
    const outcome = editCells(ROWS, ['A100_BLK', 'A100_WHT', 'B200_RED', 'C300_GRN'], field, value);
    expect(outcome.patches.map((p) => p.rowId)).toEqual(patched);
    expect(outcome.refused).toHaveLength(skipped);
    expect(new Set(outcome.refused.map((r) => r.reason))).toEqual(
      new Set(['discountPercentRange']),
    );
  });
  it('[000 §5 markup] a markup skips the rows without a suggested retail', () => {
    const outcome = editCells(ROWS, ['B200_RED', 'C300_GRN'], 'initialMarkup', 60);
    expect(outcome.patches).toEqual([
      {
        rowId: 'B200_RED',
        field: 'initialMarkup',
        value: 60,
        changes: { netCost: 4000, discountAmount: 1000, discountPercent: 20 },
      },
    ]);
    expect(outcome.refused).toEqual([{ rowId: 'C300_GRN', reason: 'markupNeedsRetail' }]);
  });
});

describe('normaliseText', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['  a b ', 'a b'],
  ] as const)('%s → %s', (given, expected) => expect(normaliseText(given)).toBe(expected));
});

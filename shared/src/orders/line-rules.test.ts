import { describe, expect, it } from 'vitest';
import { lineRuleProblems, type LineRuleContext, type RuleLine } from './line-rules.ts';

const TODAY = '2026-03-10';
const sample: LineRuleContext = { kind: 'sample', today: TODAY };
const promo: LineRuleContext = { kind: 'promo', today: TODAY };
const wholesale: LineRuleContext = {
  kind: 'wholesale',
  today: TODAY,
  packCodes: ['S06', 'M12', 'B12'],
};
const inStock = [{ size: '9', date: '2026-03-12' }];

describe('lineRuleProblems (spec 001 §3, §5 order line rules; decision 0073)', () => {
  it.each<[string, LineRuleContext, RuleLine | undefined, RuleLine, string[]]>([
    ['[001 §3 quantity] a new sample line of 1 is fine', sample, undefined, { quantity: 1 }, []],
    ['[001 §3 quantity] 9 is the most', promo, undefined, { quantity: 9 }, []],
    ['[001 §3 quantity] 0 is refused', sample, undefined, { quantity: 0 }, ['quantity']],
    ['[001 §3 quantity] 10 is refused', promo, { quantity: 2 }, { quantity: 10 }, ['quantity']],
    ['[001 §3 quantity] 2.5 is refused', sample, undefined, { quantity: 2.5 }, ['quantity']],
    [
      '[001 §3 quantity] an unchanged stored quantity is not judged again',
      sample,
      { quantity: 12, size: '8' },
      { quantity: 12, size: '9' },
      [],
    ],
    [
      '[001 §5 source.inventory] Inventory with availability for the size',
      promo,
      undefined,
      { source: 'Inventory', size: '9', availability: inStock },
      [],
    ],
    [
      '[001 §5 source.inventory] Inventory without availability for the size is refused',
      promo,
      undefined,
      { source: 'Inventory', size: '10', availability: inStock },
      ['inventorySource'],
    ],
    [
      '[001 §5 source.inventory] a size change away from the availability is refused',
      promo,
      { source: 'Inventory', size: '9', availability: inStock },
      { source: 'Inventory', size: '11', availability: inStock },
      ['inventorySource'],
    ],
    [
      '[001 §5 source.inventory] Sample Library needs none',
      sample,
      undefined,
      { source: 'Sample Library', size: '10' },
      [],
    ],
    [
      '[001 §5 dates] wholesale dates in range',
      wholesale,
      undefined,
      { startDate: '2026-03-20', endDate: '2026-04-20' },
      [],
    ],
    [
      '[001 §5 dates.pastWeek] a start more than a week back is refused',
      wholesale,
      undefined,
      { startDate: '2026-03-01', endDate: '2026-04-01' },
      ['dates'],
    ],
    [
      '[001 §5 dates.endBeforeStart] end before start is refused',
      wholesale,
      undefined,
      { startDate: '2026-03-20', endDate: '2026-03-19' },
      ['dates'],
    ],
    [
      '[001 §5 dates.future] more than a year ahead is refused',
      wholesale,
      undefined,
      { startDate: '2027-03-11' },
      ['dates'],
    ],
    [
      '[001 §5 dates] a line without dates yet is fine',
      wholesale,
      undefined,
      { sizes: { '9': 12 } },
      [],
    ],
    [
      '[001 §5 dates] an old start is not judged when only the end changes',
      wholesale,
      { startDate: '2026-01-01', endDate: '2026-03-20' },
      { startDate: '2026-01-01', endDate: '2026-03-25' },
      [],
    ],
    ['[001 §5 discount] 100 is fine', wholesale, undefined, { discount: 100 }, []],
    ['[001 §5 discount] 101 is refused', wholesale, undefined, { discount: 101 }, ['discount']],
    ['[001 §5 discount] -1 is refused', wholesale, { discount: 5 }, { discount: -1 }, ['discount']],
    ['[001 §5 packCode] an S–Z code of the order', wholesale, undefined, { packCode: 'S06' }, []],
    [
      '[001 §5 packCode.quantity] an M–R code with a quantity warning is kept (the user fixes it)',
      wholesale,
      undefined,
      { packCode: 'M12', sizes: { '9': 5 } },
      [],
    ],
    [
      '[001 §5 packCode.invalid] a code the order does not offer is refused',
      wholesale,
      undefined,
      { packCode: 'T99' },
      ['packCode'],
    ],
    [
      '[001 §5 packCode.unknown] on an order naming no codes the server judges the letters only: S–Z kept',
      { kind: 'wholesale', today: TODAY },
      undefined,
      { packCode: 'T99' },
      [],
    ],
    [
      '[001 §5 packCode.letterAtoL] on an order naming no codes an A–L code is still refused',
      { kind: 'wholesale', today: TODAY, packCodes: [] },
      undefined,
      { packCode: 'C12' },
      ['packCode'],
    ],
    [
      '[001 §5 packCode.letterAtoL] an A–L code is refused',
      wholesale,
      undefined,
      { packCode: 'B12' },
      ['packCode'],
    ],
    [
      '[001 §3 quantity] wholesale quantities are the size run’s, not 1–9',
      wholesale,
      undefined,
      { quantity: 120 },
      [],
    ],
  ])('%s', (_title, ctx, before, line, rules) => {
    expect(lineRuleProblems(before, line, ctx).map((p) => p.rule)).toEqual(rules);
  });

  it('[001 §5 discount] the refusal reads as the spec words it', () => {
    expect(lineRuleProblems(undefined, { discount: 150 }, wholesale)[0]?.message).toBe(
      'Discount Percentage must be between 0-100',
    );
  });
});

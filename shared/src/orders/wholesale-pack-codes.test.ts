import { describe, expect, it } from 'vitest';
import {
  PACK_CODE_WARNINGS,
  checkPackCode,
  packQuantitiesFit,
  type PackDefinition,
  type PackCodeResult,
  type SizeQuantities,
} from './wholesale-pack-codes.ts';
import { orderPacks } from './wholesale-options.ts';

// The order's pack codes (001 §3 Order.packCodes) with their composition.
const M12: PackDefinition = {
  code: 'M12',
  unitCount: 12,
  perPackShare: { '7': 4, '8': 4, '9': 4 },
};
const R06: PackDefinition = { code: 'R06', unitCount: 6, perPackShare: 2 };
const packs: readonly PackDefinition[] = [
  M12,
  R06,
  { code: 'N24' }, // an M-R pack whose composition is not known
  { code: 'S06' },
  { code: 'z12' },
  { code: 'A10' },
  { code: 'L01' },
  { code: '9XY' },
  { code: '-P1' },
];

const outcome = (r: PackCodeResult) => (r.outcome === 'accepted' ? 'accepted' : r.warning);

describe('checkPackCode (spec 001 §5 Pack code (wholesale))', () => {
  it.each<[string, string | null | undefined, SizeQuantities | undefined, string, string]>([
    ['[001 §5 packCode.empty] empty is allowed', '', undefined, 'accepted', ''],
    ['[001 §5 packCode.empty] spaces only count as empty', '   ', undefined, 'accepted', ''],
    ['[001 §5 packCode.empty] null is empty', null, undefined, 'accepted', ''],
    ['[001 §5 packCode.upper] the code is uppercased', 's06', undefined, 'accepted', 'S06'],
    ['[001 §5 packCode.unknown] an unknown code gives a warning', 'Q99', {}, 'invalid', ''],
    ['[001 §5 packCode.letterAtoL] A is not allowed', 'a10', undefined, 'letterAtoL', ''],
    ['[001 §5 packCode.letterAtoL] L is not allowed', 'L01', undefined, 'letterAtoL', ''],
    ['[001 §5 packCode.letterStoZ] S is accepted unchecked', 'S06', { '7': 5 }, 'accepted', 'S06'],
    ['[001 §5 packCode.letterStoZ] Z (known lower-case) is accepted', 'Z12', {}, 'accepted', 'Z12'],
    ['[001 §5 packCode.notALetter] a digit first', '9xy', undefined, 'notALetter', ''],
    ['[001 §5 packCode.notALetter] a sign first', '-p1', undefined, 'notALetter', ''],
    [
      '[001 §5 packCode.quantityRequired] M without quantities',
      'M12',
      undefined,
      'quantityRequired',
      'M12',
    ],
    [
      '[001 §5 packCode.quantityRequired] M with only zeros',
      'm12',
      { '7': 0 },
      'quantityRequired',
      'M12',
    ],
    [
      '[001 §5 packCode.letterMtoR] M: whole packs of 12, multiples of 4',
      'M12',
      { '7': 8, '8': 4, '9': 0, '10': 0 },
      'accepted',
      'M12',
    ],
    [
      '[001 §5 packCode.incorrectQuantities] total not a multiple of 12',
      'M12',
      { '7': 4, '8': 4 },
      'incorrectQuantities',
      'M12',
    ],
    [
      '[001 §5 packCode.incorrectQuantities] a size not a multiple of its share',
      'M12',
      { '7': 6, '8': 6 },
      'incorrectQuantities',
      'M12',
    ],
    [
      '[001 §5 packCode.incorrectQuantities] a size outside the pack',
      'M12',
      { '7': 4, '8': 4, '10': 4 },
      'incorrectQuantities',
      'M12',
    ],
    [
      '[001 §5 packCode.letterMtoR] R: one share for every size',
      'R06',
      { S: 2, M: 2, L: 2 },
      'accepted',
      'R06',
    ],
    [
      '[001 §5 packCode.incorrectQuantities] R: share 2, a size of 3',
      'R06',
      { S: 3, M: 3 },
      'incorrectQuantities',
      'R06',
    ],
    [
      '[001 §5 packCode.incorrectQuantities] M-R pack with no composition',
      'N24',
      { '7': 24 },
      'incorrectQuantities',
      'N24',
    ],
  ])('%s', (_title, typed, quantities, expected, stored) => {
    const result = checkPackCode(typed, quantities, packs);
    expect(outcome(result)).toBe(expected);
    expect(result.code).toBe(stored);
  });

  it('[001 §5 packCode.onWarning] unusable codes are cleared, M-R quantity warnings keep the code', () => {
    expect(checkPackCode('Q99', {}, packs).outcome).toBe('cleared');
    expect(checkPackCode('A10', {}, packs).outcome).toBe('cleared');
    expect(checkPackCode('9XY', {}, packs).outcome).toBe('cleared');
    expect(checkPackCode('M12', {}, packs).outcome).toBe('warning');
    expect(checkPackCode('M12', { '7': 1 }, packs).outcome).toBe('warning');
  });

  it('[001 §5 packCode.titles] each of the five warnings carries its translated title and message', () => {
    const results = [
      checkPackCode('Q99', {}, packs),
      checkPackCode('A10', {}, packs),
      checkPackCode('M12', { '7': 1 }, packs),
      checkPackCode('M12', {}, packs),
      checkPackCode('9XY', {}, packs),
    ];
    const warnings = results.map((r) => (r.outcome === 'accepted' ? null : r));
    expect(warnings.map((w) => w?.warning)).toEqual([...PACK_CODE_WARNINGS]);
    expect(warnings.map((w) => w?.title.text)).toEqual([
      'Invalid Pack Code',
      'A-L Codes',
      'Incorrect Quantities',
      'Quantity Required',
      'Not a Letter',
    ]);
    expect(warnings[2]?.message.text).toBe(
      'Pack M12: the total must divide evenly by 12 and each size must be a multiple of its share of the pack.',
    );
    expect(warnings[2]?.message.id).toBe('msgCodes.orders.packCode.incorrectQuantities');
    expect(warnings[0]?.message.values).toEqual({ code: 'Q99' });
  });
});

describe('packQuantitiesFit (spec 001 §5 M to R)', () => {
  it.each<[string, SizeQuantities, boolean]>([
    ['[001 §5 packCode.letterMtoR] two whole packs', { '7': 8, '8': 8, '9': 8 }, true],
    ['[001 §5 packCode.incorrectQuantities] a negative size', { '7': -4, '8': 16 }, false],
    ['[001 §5 packCode.incorrectQuantities] a fractional size', { '7': 4.5, '8': 7.5 }, false],
    ['[001 §5 packCode.incorrectQuantities] shares fit, total does not', { '7': 8, '8': 8 }, false],
  ])('%s', (_title, quantities, fits) => {
    expect(packQuantitiesFit(M12, quantities)).toBe(fits);
  });
});

describe('checkPackCode with the pack table (spec 001 §5 M to R; decision 0075)', () => {
  // The order offers codes only (001 §3 Order.packCodes); their composition comes from the
  // `orders.packs` option through orderPacks.
  const table = [
    { code: 'M12', unitCount: 12, perPackShare: 6 },
    { code: 'r24', unitCount: 24, perPackShare: { S: 6, M: 6, L: 6, XL: 6 } },
  ];
  const offered = orderPacks(['M12', 'R24', 'N24', 'S06'], table);

  it.each<[string, string, SizeQuantities | undefined, string]>([
    [
      '[001 §5 packCode.letterMtoR] "With quantities, the total must divide evenly by the pack\'s unit count, and each non-zero size must be a multiple of the per-pack share": 24 units in sixes of M12 are accepted',
      'm12',
      { '7': 6, '8': 12, '9': 6, '10': 0 },
      'accepted',
    ],
    [
      '[001 §5 packCode.letterMtoR] a per-size share: R24 with six of each of S, M, L, XL is accepted',
      'R24',
      { S: 6, M: 6, L: 6, XL: 6 },
      'accepted',
    ],
    [
      '[001 §5 packCode.incorrectQuantities] "else an \'incorrect quantities\' warning": 18 units do not divide evenly by 12',
      'M12',
      { '7': 6, '8': 12 },
      'incorrectQuantities',
    ],
    [
      '[001 §5 packCode.incorrectQuantities] "each non-zero size must be a multiple of the per-pack share": a size of 9 with a share of 6',
      'M12',
      { '7': 9, '8': 15 },
      'incorrectQuantities',
    ],
    [
      '[001 §5 packCode.incorrectQuantities] a size the pack has no share for (XXL in R24)',
      'R24',
      { S: 6, M: 6, L: 6, XXL: 6 },
      'incorrectQuantities',
    ],
    [
      '[001 §5 packCode.quantityRequired] "quantities are required, else a warning says a quantity is required"',
      'M12',
      {},
      'quantityRequired',
    ],
    [
      '[001 §5 packCode.incorrectQuantities] an offered M-R code the table does not know',
      'N24',
      { '7': 24 },
      'incorrectQuantities',
    ],
  ])('%s', (_title, typed, quantities, expected) => {
    expect(outcome(checkPackCode(typed, quantities, offered))).toBe(expected);
  });

  it('[001 §5 packCode.unknown] a code in the table that the order does not offer stays unknown', () => {
    expect(outcome(checkPackCode('M12', { '7': 12 }, orderPacks(['S06'], table)))).toBe('invalid');
  });
});

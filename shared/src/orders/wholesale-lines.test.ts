import { describe, expect, it } from 'vitest';
import {
  checkDiscount,
  inventorySourceAllowed,
  lineSubtotal,
  lineUnits,
  normalizePromoCode,
  submitErrorText,
  unavailableLines,
  type AvailabilityLine,
  type SubtotalInput,
} from './wholesale-lines.ts';

describe('normalizePromoCode (spec 001 §5 Order lines)', () => {
  it.each<[string, string | null, string | null, string | null]>([
    ['[001 §5 promoCode.upper] letters and digits, uppercased', 'ab1', 'AB1', null],
    ['[001 §5 promoCode.upper] surrounding spaces are trimmed', ' x9 ', 'X9', null],
    ['[001 §5 promoCode.empty] empty means no promo code', '', '', null],
    ['[001 §5 promoCode.empty] null means no promo code', null, '', null],
    ['[001 §5 promoCode.max3] three characters is the most', '1234', null, 'length'],
    ['[001 §5 promoCode.alnum] a dash is refused', 'A-1', null, 'characters'],
    ['[001 §5 promoCode.alnum] an inner space is refused', 'A 1', null, 'characters'],
    ['[001 §5 promoCode.alnum] an accented letter is refused', 'É1', null, 'characters'],
  ])('%s', (_title, typed, value, rule) => {
    const result = normalizePromoCode(typed);
    expect(result.ok ? result.value : null).toBe(value);
    expect(result.ok ? null : result.rule).toBe(rule);
  });

  it('[001 §5 promoCode.max3] the refusal carries its message', () => {
    const result = normalizePromoCode('abcd');
    expect(result.ok ? null : result.message).toEqual({
      id: 'msgCodes.orders.promoCode.length',
      text: 'Promo code can be at most 3 characters.',
    });
  });
});

describe('checkDiscount (spec 001 §5 Order lines)', () => {
  it.each<[string, number | null | undefined, boolean, number | null]>([
    ['[001 §5 discount.range] 0 is allowed', 0, true, 0],
    ['[001 §5 discount.range] 100 is allowed', 100, true, 100],
    ['[001 §5 discount.round2] rounded to 2 decimals', 12.345, true, 12.35],
    ['[001 §5 discount.round2] 2 decimals kept', 7.25, true, 7.25],
    ['[001 §5 discount.empty] empty is no discount', undefined, true, null],
    ['[001 §5 discount.range] below 0 is cleared', -0.01, false, null],
    ['[001 §5 discount.range] above 100 is cleared', 100.001, false, null],
    ['[001 §5 discount.range] not a number is cleared', Number.NaN, false, null],
  ])('%s', (_title, value, ok, stored) => {
    const result = checkDiscount(value);
    expect(result.ok).toBe(ok);
    expect(result.value).toBe(stored);
  });

  it('[001 §5 discount.range] the toast says the spec message', () => {
    const result = checkDiscount(150);
    expect(result.ok ? null : result.message.text).toBe(
      'Discount Percentage must be between 0-100',
    );
    expect(result.ok ? null : result.message.id).toBe('msgCodes.grid.discountRange');
  });
});

describe('lineSubtotal (spec 001 §5 Order lines)', () => {
  it.each<[string, SubtotalInput, number | null]>([
    ['[001 §5 subtotal] units times unit price', { units: 24, unitPrice: 3250 }, 78_000],
    [
      '[001 §5 subtotal] minus the discount percentage',
      { units: 24, unitPrice: 3250, discount: 5 },
      74_100,
    ],
    [
      '[001 §5 subtotal.roundHalfUp] half a minor unit rounds the discount up',
      { units: 3, unitPrice: 333, discount: 50 },
      499,
    ],
    [
      '[001 §5 subtotal.roundHalfUp] below half rounds down',
      { units: 1, unitPrice: 999, discount: 0.05 },
      999,
    ],
    [
      '[001 §5 subtotal.roundHalfUp] two-decimal discounts stay exact',
      { units: 7, unitPrice: 1999, discount: 12.35 },
      12_265,
    ],
    ['[001 §5 subtotal] 100 % leaves nothing', { units: 5, unitPrice: 1000, discount: 100 }, 0],
    [
      '[001 §5 subtotal] no units, no subtotal amount',
      { units: 0, unitPrice: 1000, discount: 10 },
      0,
    ],
    ['[001 §5 subtotal] no unit price: nothing to show', { units: 5, unitPrice: undefined }, null],
    ['[001 §5 subtotal] negative units: nothing to show', { units: -1, unitPrice: 100 }, null],
    ['[001 §5 subtotal] fractional price: nothing to show', { units: 1, unitPrice: 10.5 }, null],
    [
      '[001 §5 discount.range] discount out of range: nothing to show',
      { units: 1, unitPrice: 100, discount: 101 },
      null,
    ],
  ])('%s', (_title, input, expected) => {
    expect(lineSubtotal(input)).toBe(expected);
  });

  it('[001 §5 subtotal] large totals stay exact in minor units', () => {
    expect(lineSubtotal({ units: 999_999, unitPrice: 99_999_999, discount: 33.33 })).toBe(
      66_669_932_663_301,
    );
  });

  it('[001 §3 sizes] the units of a wholesale line are the sum of its sizes', () => {
    expect(lineUnits({ '7': 12, '8': 12, '9': 0 })).toBe(24);
    expect(lineUnits(undefined)).toBe(0);
  });
});

describe('inventorySourceAllowed (spec 001 §5 Order lines)', () => {
  const availability = [{ size: '7', date: '2025-03-01' }, { size: 'M' }];
  it.each<[string, string | undefined, boolean]>([
    ['[001 §5 inventorySource] allowed with availability for the size', '7', true],
    ['[001 §5 inventorySource] sizes compare case-blind', ' m ', true],
    ['[001 §5 inventorySource] disabled without availability for the size', '8', false],
    ['[001 §5 inventorySource] disabled with no size chosen', undefined, false],
  ])('%s', (_title, size, allowed) => {
    expect(inventorySourceAllowed(availability, size)).toBe(allowed);
  });

  it('[001 §5 inventorySource] disabled without any availability', () => {
    expect(inventorySourceAllowed([], '7')).toBe(false);
    expect(inventorySourceAllowed(undefined, '7')).toBe(false);
  });
});

describe('unavailableLines (spec 001 §5 Customer, style and submit)', () => {
  const availability = {
    '12345_BLK': [{ size: '7' }, { size: '8' }],
    '12345_WHT': [{ size: '9' }],
  };
  const lines: AvailabilityLine[] = [
    { id: 'w1', style: '12345', color: 'BLK', sizes: { '7': 12, '8': 12 } },
    { id: 'w2', style: '12345', color: 'BLK', sizes: { '7': 6, '9': 6, '10': 6, '11': 0 } },
    { id: 'w3', style: '99999', color: 'RED', sizes: { '7': 6 } },
    { id: 's1', style: '12345', color: 'WHT', source: 'Inventory', size: '8' },
    { id: 's2', style: '12345', color: 'WHT', source: 'Sample Library', size: '8' },
    { id: 's3', style: '12345', color: 'WHT', source: 'Inventory', size: '9' },
    { id: 'd1', style: '12345', color: 'WHT', source: 'Inventory', size: '8', status: 'Deleted' },
  ];

  it('[001 §5 unavailableOnSubmit] lines asking for sizes without availability are rejected', () => {
    const found = unavailableLines(lines, availability);
    expect(found.map((l) => [l.lineId, l.sizes])).toEqual([
      ['w2', ['9', '10']],
      ['w3', ['7']],
      ['s1', ['8']],
    ]);
  });

  it("[001 §5 unavailableOnSubmit] each is listed as 'style/color: message'", () => {
    expect(unavailableLines(lines, availability).map((l) => l.text)).toEqual([
      '12345/BLK: No availability for size 9, 10',
      '99999/RED: No availability for this style and color',
      '12345/WHT: No availability for size 8',
    ]);
  });

  it('[001 §5 unavailableOnSubmit] an order with everything available has none', () => {
    expect(unavailableLines([lines[0]!, lines[4]!, lines[5]!], availability)).toEqual([]);
  });

  it("[001 §5 submitErrors] 'style/color: message' or just the message", () => {
    expect(submitErrorText({ style: '1', color: 'BLK', message: 'Sold out' })).toBe(
      '1/BLK: Sold out',
    );
    expect(submitErrorText({ message: 'Order closed' })).toBe('Order closed');
  });
});

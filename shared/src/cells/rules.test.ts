import { describe, expect, it } from 'vitest';
import { CURRENCY_DEFAULTS } from '../constants.ts';
import { CELL_DEFAULT_CURRENCY } from './format.ts';
import {
  alphanumericRule,
  currencyRule,
  dateRule,
  discountPercentRule,
  labelRule,
  listRule,
  multiSelectRule,
  noSpaceRule,
  numberRule,
  percentRule,
  thumbnailRule,
} from './rules.ts';

const en = { locale: 'en-US' };

describe('[spec 000 §5] alphanumeric and no-blank setters', () => {
  it('strips everything but letters and digits', () => {
    expect(alphanumericRule().parse(' AB-12/c ')).toEqual({ ok: true, value: 'AB12c' });
    expect(alphanumericRule().parse('Zürich 9')).toEqual({ ok: true, value: 'Zürich9' });
  });
  it('clears when nothing is left, unless the no-blank variant', () => {
    expect(alphanumericRule().parse('--')).toEqual({ ok: true, value: null });
    expect(alphanumericRule({ noBlank: true }).parse('--')).toEqual({
      ok: false,
      reason: { code: 'blank' },
    });
  });
});

describe('[spec 000 §5] no-space cells', () => {
  it('refuses spaces and empty values', () => {
    expect(noSpaceRule().parse('AB 12')).toEqual({ ok: false, reason: { code: 'hasSpace' } });
    expect(noSpaceRule().parse('  ')).toEqual({ ok: false, reason: { code: 'blank' } });
    expect(noSpaceRule().parse(' AB12 ')).toEqual({ ok: true, value: 'AB12' });
  });
  it('blocks the space bar while typing', () => {
    expect(noSpaceRule().keyAllowed({ key: ' ' })).toBe(false);
    expect(noSpaceRule().keyAllowed({ key: 'a' })).toBe(true);
  });
});

describe('[spec 000 §5] list cells', () => {
  const gender = listRule(['Mens', 'Womens', 'Kids']);
  it('matches an option case-insensitively and stores its spelling', () => {
    expect(gender.parse(' mENS ')).toEqual({ ok: true, value: 'Mens' });
  });
  it('refuses a value that is not an option', () => {
    expect(gender.parse('Unisex')).toEqual({
      ok: false,
      reason: { code: 'notInList', value: 'Unisex' },
    });
  });
  it('clears on empty text', () => {
    expect(gender.parse('')).toEqual({ ok: true, value: null });
  });
});

describe('[spec 000 §5] multi-select cells', () => {
  const features = multiSelectRule(['Waterproof', 'Vegan', 'Lighted']);
  it('splits on commas, matches each option and drops repeats', () => {
    expect(features.parse('vegan, WATERPROOF,,vegan')).toEqual({
      ok: true,
      value: ['Vegan', 'Waterproof'],
    });
  });
  it('refuses the whole value when one part is not an option, naming it', () => {
    expect(features.parse('Vegan, Glow')).toEqual({
      ok: false,
      reason: { code: 'notInList', value: 'Glow' },
    });
  });
  it('formats as comma separated text that parses back', () => {
    const text = features.format(['Vegan', 'Lighted']);
    expect(text).toBe('Vegan, Lighted');
    expect(features.parse(text)).toEqual({ ok: true, value: ['Vegan', 'Lighted'] });
  });
});

describe('[spec 000 §9] currency with the location symbol and decimals', () => {
  it('defaults to the spec constants', () => {
    expect(CELL_DEFAULT_CURRENCY).toEqual({
      symbol: CURRENCY_DEFAULTS.currencySymbol,
      decimals: CURRENCY_DEFAULTS.decimalPlaces,
    });
  });
  it('defaults to $ and 2 decimals', () => {
    const cost = currencyRule(en);
    expect(cost.format(1234.5)).toBe('$1,234.50');
    expect(cost.parse('$1,234.567')).toEqual({ ok: true, value: 1234.57 });
  });
  it("uses the location's symbol and decimals", () => {
    const yen = currencyRule({ locale: 'ja-JP', currency: { symbol: '¥', decimals: 0 } });
    expect(yen.format(1234)).toBe('¥1,234');
    const euro = currencyRule({
      locale: 'de-DE',
      decimal: ',',
      currency: { symbol: '€', decimals: 2 },
    });
    expect(euro.format(1234.5)).toBe('€1.234,50');
    expect(euro.parse('1.234,5')).toEqual({ ok: true, value: 1234.5 });
  });
  it('formatted text pastes back to the same number', () => {
    const cost = currencyRule(en);
    expect(cost.parse(cost.format(98765.43))).toEqual({ ok: true, value: 98765.43 });
  });
  it('rejects negatives like every number setter', () => {
    expect(currencyRule(en).parse('-$4')).toEqual({ ok: false, reason: { code: 'negative' } });
  });
});

describe('[spec 000 §9] percent with 2 decimals', () => {
  it('shows and rounds to 2 decimals', () => {
    const percent = percentRule(en);
    expect(percent.format(12.5)).toBe('12.50%');
    expect(percent.parse('12.345%')).toEqual({ ok: true, value: 12.35 });
  });
  it('[spec 000 §5] discount percentage must be 0-100; out of range clears the cell', () => {
    const discount = discountPercentRule(en);
    expect(discount.parse('100')).toEqual({ ok: true, value: 100 });
    expect(discount.parse('100.01')).toEqual({
      ok: false,
      reason: { code: 'outOfRange', min: 0, max: 100, clears: true },
    });
  });
});

describe('number, date, label and thumbnail rules', () => {
  it('plain numbers keep their decimals', () => {
    expect(numberRule(en).format(3.25)).toBe('3.25');
    expect(numberRule({ ...en, decimals: 0 }).parse('3.6')).toEqual({ ok: true, value: 4 });
  });
  it('dates normalise to YYYY-MM-DD and block letters', () => {
    expect(dateRule().parse('2024/02/29')).toEqual({ ok: true, value: '2024-02-29' });
    expect(dateRule().keyAllowed({ key: 'x' })).toBe(false);
    expect(dateRule().keyAllowed({ key: '/' })).toBe(true);
  });
  it('labels match by name or colour and show the name', () => {
    const label = labelRule([
      { color: '#d32f2f', name: 'Hot' },
      { color: '#1976d2', name: 'Core' },
    ]);
    expect(label.parse('core')).toEqual({ ok: true, value: '#1976d2' });
    expect(label.parse('#D32F2F')).toEqual({ ok: true, value: '#d32f2f' });
    expect(label.parse('Cold')).toEqual({
      ok: false,
      reason: { code: 'notInList', value: 'Cold' },
    });
    expect(label.format('#1976d2')).toBe('Core');
  });
  it('thumbnails keep the address', () => {
    expect(thumbnailRule().parse(' /img/a.jpg ')).toEqual({ ok: true, value: '/img/a.jpg' });
  });
});

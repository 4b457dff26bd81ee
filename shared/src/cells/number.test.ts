import { describe, expect, it } from 'vitest';
import { isNumberKeyAllowed, parseNumber, roundDecimals } from './number.ts';

describe('[spec 000 §5] number setter', () => {
  it.each([
    ['12', 12],
    ['12.5', 12.5],
    ['$1,234.50', 1234.5],
    ['  7 pairs ', 7],
    ['45%', 45],
    ['0', 0],
  ])('strips non-numeric characters from %j', (text, value) => {
    expect(parseNumber(text)).toEqual({ ok: true, value });
  });

  it.each(['-5', '−5', '(12.00)', '3-'])('rejects the negative %j', (text) => {
    expect(parseNumber(text)).toEqual({ ok: false, reason: { code: 'negative' } });
  });

  it.each(['abc', '.', '1.2.3', 'n/a'])('refuses %j, which holds no number', (text) => {
    expect(parseNumber(text)).toEqual({ ok: false, reason: { code: 'notANumber' } });
  });

  it('clears the cell on empty text', () => {
    expect(parseNumber('   ')).toEqual({ ok: true, value: null });
  });

  it('reads a comma as the decimal mark where the locale says so', () => {
    expect(parseNumber('1.234,5', { decimal: ',' })).toEqual({ ok: true, value: 1234.5 });
    expect(parseNumber('1,5', { decimal: '.' })).toEqual({ ok: true, value: 15 });
  });

  it('rounds to the requested decimals', () => {
    expect(parseNumber('12.345', { decimals: 2 })).toEqual({ ok: true, value: 12.35 });
    expect(roundDecimals(1.005, 2)).toBe(1.01);
  });
});

describe('[spec 000 §5] number typing', () => {
  it.each(['0', '9', '.', ','])('lets %j through', (key) => {
    expect(isNumberKeyAllowed({ key })).toBe(true);
  });
  it.each(['a', '-', ' ', '$', 'e'])('blocks %j', (key) => {
    expect(isNumberKeyAllowed({ key })).toBe(false);
  });
  it.each(['Backspace', 'Delete', 'ArrowLeft', 'Tab', 'Enter', 'Escape', 'Home'])(
    'lets the control key %s through',
    (key) => {
      expect(isNumberKeyAllowed({ key })).toBe(true);
    },
  );
  it('lets shortcuts through (Ctrl+V, Cmd+Z)', () => {
    expect(isNumberKeyAllowed({ key: 'v', ctrlKey: true })).toBe(true);
    expect(isNumberKeyAllowed({ key: 'z', metaKey: true })).toBe(true);
  });
});

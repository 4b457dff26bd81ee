import { describe, expect, it } from 'vitest';
import { currencyFormatOf, moneyFromMajor, moneyToMajor } from './money.ts';

describe('[000 §9 currency] the location’s symbol and decimals, default 2 and $', () => {
  it('defaults to 2 decimals and $ without a location', () => {
    expect(currencyFormatOf()).toEqual({ symbol: '$', decimals: 2 });
    expect(currencyFormatOf(null)).toEqual({ symbol: '$', decimals: 2 });
    expect(currencyFormatOf({})).toEqual({ symbol: '$', decimals: 2 });
  });

  it('takes the symbol and decimals of a location or currency entry', () => {
    expect(currencyFormatOf({ currencySymbol: '¥', decimalPlaces: 0 })).toEqual({
      symbol: '¥',
      decimals: 0,
    });
    expect(currencyFormatOf({ currencySymbol: '€' })).toEqual({ symbol: '€', decimals: 2 });
  });

  it.each([
    [1999, 2, 19.99],
    [5, 2, 0.05],
    [1500, 0, 1500],
    [12345, 3, 12.345],
  ])('%i minor units at %i decimals is %d', (minor, decimals, major) => {
    expect(moneyToMajor(minor, decimals)).toBe(major);
  });

  it.each([
    [19.99, 2, 1999],
    [0.1 + 0.2, 2, 30],
    [19.999, 2, 2000],
    [1.005, 2, 101],
    [1500.4, 0, 1500],
    [0, 2, 0],
  ])('%d at %i decimals is stored as %i minor units', (major, decimals, minor) => {
    expect(moneyFromMajor(major, decimals)).toBe(minor);
  });

  it('refuses negative amounts and amounts beyond the bound', () => {
    expect(moneyFromMajor(-0.01, 2)).toBeNull();
    expect(moneyFromMajor(1e13, 2)).toBeNull();
    expect(moneyFromMajor(Number.NaN, 2)).toBeNull();
  });
});

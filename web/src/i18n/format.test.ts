import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { formatCount, formatMoney, formatPercent } from './format.ts';

const intl = (locale: string) =>
  createIntl({ locale, messages: {}, timeZone: 'America/Los_Angeles' });
// Intl puts narrow no-break spaces in some locales; compare on plain spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('locale formatting (spec 000 §9)', () => {
  it('formats money with the default $ and 2 decimals in the locale pattern', () => {
    expect(formatMoney(intl('en-US'), 1234.5)).toBe('$1,234.50');
    expect(plain(formatMoney(intl('de-DE'), 1234.5))).toBe('1.234,50 $');
    expect(plain(formatMoney(intl('fr-FR'), -3))).toBe('-3,00 $');
  });

  it("uses the location's symbol and decimals", () => {
    expect(formatMoney(intl('en-US'), 1000, { currencySymbol: '¥', decimalPlaces: 0 })).toBe(
      '¥1,000',
    );
    expect(
      plain(formatMoney(intl('pl-PL'), 19.999, { currencySymbol: 'zł', decimalPlaces: 2 })),
    ).toBe('20,00 zł');
  });

  it('formats percent with 2 decimals and counts without decimals', () => {
    expect(formatPercent(intl('en-US'), 12.5)).toBe('12.50%');
    expect(plain(formatPercent(intl('de-DE'), 12.5))).toBe('12,50 %');
    expect(formatCount(intl('ja-JP'), 12345.6)).toBe('12,346');
  });
});

import { CURRENCY_DEFAULTS, PERCENT_DECIMALS } from '../constants.ts';

// spec 000 §9: percent shows 2 decimals; currency uses the location's symbol and decimals
// (default 2 and '$').

export interface CurrencyFormat {
  symbol: string;
  decimals: number;
}

export const CELL_DEFAULT_CURRENCY: CurrencyFormat = {
  symbol: CURRENCY_DEFAULTS.currencySymbol,
  decimals: CURRENCY_DEFAULTS.decimalPlaces,
};

const formatters = new Map<string, Intl.NumberFormat>();

/** A cached formatter: a grid formats hundreds of cells a frame, Intl objects are costly. */
export function numberFormatter(locale: string, decimals?: number): Intl.NumberFormat {
  const key = `${locale}|${decimals ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(
      locale,
      decimals === undefined
        ? { maximumFractionDigits: 20 }
        : { minimumFractionDigits: decimals, maximumFractionDigits: decimals },
    );
    formatters.set(key, formatter);
  }
  return formatter;
}

const fixed = (locale: string, decimals: number): Intl.NumberFormat =>
  numberFormatter(locale, decimals);

export function formatCellNumber(
  value: number | null | undefined,
  locale: string,
  decimals?: number,
): string {
  if (value === null || value === undefined) return '';
  return numberFormatter(locale, decimals).format(value);
}

export function formatCellCurrency(
  value: number | null | undefined,
  locale: string,
  currency: CurrencyFormat = CELL_DEFAULT_CURRENCY,
): string {
  if (value === null || value === undefined) return '';
  return `${currency.symbol}${fixed(locale, currency.decimals).format(value)}`;
}

export function formatCellPercent(value: number | null | undefined, locale: string): string {
  if (value === null || value === undefined) return '';
  return `${fixed(locale, PERCENT_DECIMALS).format(value)}%`;
}

/** The decimal mark of a locale, so "1,5" means 1.5 in de-DE and 15 in en-US. */
export function decimalSeparatorOfLocale(locale: string): '.' | ',' {
  const part = new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal');
  return part?.value === ',' ? ',' : '.';
}

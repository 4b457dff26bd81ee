// Money in forms (spec 000 §9, 001 §3/§9): "currency uses the location's symbol and decimals
// (default 2 and '$')". Entities store money as integer minor units (`Money`, STYLE.md §6); a
// field shows and reads the major amount with the currency's decimals.
import type { CurrencyFormat } from '../cells/format.ts';
import { roundDecimals } from '../cells/number.ts';
import { CURRENCY_DEFAULTS } from '../constants.ts';
import { moneySchema, type Money } from '../entities/common.ts';

/** A location or currency entry, or anything carrying their two fields. */
export interface CurrencySource {
  readonly currencySymbol?: string | undefined;
  readonly decimalPlaces?: number | undefined;
}

/** The symbol and decimals of a location or currency entry, defaults 2 and '$'. */
export function currencyFormatOf(source?: CurrencySource | null): CurrencyFormat {
  return {
    symbol: source?.currencySymbol || CURRENCY_DEFAULTS.currencySymbol,
    decimals: source?.decimalPlaces ?? CURRENCY_DEFAULTS.decimalPlaces,
  };
}

/** 1999 minor units at 2 decimals → 19.99. */
export function moneyToMajor(minor: number, decimals: number): number {
  return roundDecimals(minor / 10 ** decimals, decimals);
}

/**
 * 19.99 at 2 decimals → 1999 minor units, rounded to the currency's decimals. Null when the
 * amount is negative or beyond the schema's bound: money cannot be negative (000 §5).
 *
 * @example moneyFromMajor(19.999, 2) // 2000
 */
export function moneyFromMajor(major: number, decimals: number): Money | null {
  const minor = Math.round(roundDecimals(major, decimals) * 10 ** decimals);
  const parsed = moneySchema.safeParse(minor);
  return parsed.success ? parsed.data : null;
}

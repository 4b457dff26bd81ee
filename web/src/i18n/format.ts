// Numbers, money and percentages in the user's language (spec 000 §9, 001 §9): percent with 2
// decimals; currency with the location's (or customer's) symbol and decimals, default 2 and
// '$'. The symbol is the spec's own (a location carries it), so it is placed by the locale's
// currency pattern rather than looked up from an ISO code.
import { CURRENCY_DEFAULTS, PERCENT_DECIMALS } from '@portal/shared/constants.ts';
import type { IntlShape } from 'react-intl';

export interface CurrencyStyle {
  readonly currencySymbol?: string;
  readonly decimalPlaces?: number;
}

export function formatMoney(intl: IntlShape, value: number, style: CurrencyStyle = {}): string {
  const decimals = style.decimalPlaces ?? CURRENCY_DEFAULTS.decimalPlaces;
  const symbol = style.currencySymbol ?? CURRENCY_DEFAULTS.currencySymbol;
  // Format with a placeholder currency to get the locale's pattern (symbol before or after,
  // spacing, sign), then put the location's symbol in its place.
  const parts = new Intl.NumberFormat(intl.locale, {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).formatToParts(value);
  return parts.map((part) => (part.type === 'currency' ? symbol : part.value)).join('');
}

/** 12.5 → "12.50%" (en-US), "12,50 %" (de-DE). The value is in percent, not a fraction. */
export function formatPercent(intl: IntlShape, value: number): string {
  return intl.formatNumber(value / 100, {
    style: 'percent',
    minimumFractionDigits: PERCENT_DECIMALS,
    maximumFractionDigits: PERCENT_DECIMALS,
  });
}

export function formatCount(intl: IntlShape, value: number): string {
  return intl.formatNumber(value, { maximumFractionDigits: 0 });
}

// A detail value as the user reads it (spec 000 §9): money from minor units with the location's
// symbol and decimals (default '$' and 2), percent with 2 decimals, dates in the user's locale.
import { CURRENCY_DEFAULTS, formatDisplayDate, moneyToMajor } from '@portal/shared';
import type { IntlShape } from 'react-intl';
import { formatCount, formatMoney, formatPercent } from '../../../i18n/format.ts';
import type { DetailKind } from './detail-fields.ts';

/** A location's currency entry (spec 000 §3 Location: currencySymbol, decimalPlaces). */
export interface DetailCurrency {
  readonly currencySymbol?: string | null;
  readonly decimalPlaces?: number | null;
}

/** Money in minor units of the currency, formatted with its symbol and decimals. */
export function formatMinorMoney(
  intl: IntlShape,
  minor: number,
  currency: DetailCurrency | undefined,
): string {
  const decimals = currency?.decimalPlaces ?? CURRENCY_DEFAULTS.decimalPlaces;
  return formatMoney(intl, moneyToMajor(minor, decimals), {
    currencySymbol: currency?.currencySymbol ?? CURRENCY_DEFAULTS.currencySymbol,
    decimalPlaces: decimals,
  });
}

export function formatDetailValue(
  intl: IntlShape,
  kind: DetailKind,
  value: unknown,
  currency: DetailCurrency | undefined,
): string {
  switch (kind) {
    case 'money':
      return typeof value === 'number' ? formatMinorMoney(intl, value, currency) : String(value);
    case 'percent':
      return typeof value === 'number' ? formatPercent(intl, value) : String(value);
    case 'count':
      return typeof value === 'number' ? formatCount(intl, value) : String(value);
    case 'number':
      return typeof value === 'number' ? intl.formatNumber(value) : String(value);
    case 'date':
      return typeof value === 'string' ? formatDisplayDate(value, intl.locale) || value : '';
    case 'dateTime':
      return typeof value === 'string'
        ? intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short' })
        : '';
    case 'yesNo':
      return intl.formatMessage({ id: value ? 'products.detail.yes' : 'products.detail.no' });
    case 'list':
      return Array.isArray(value)
        ? intl.formatList(value.map(String), { type: 'unit' })
        : String(value);
    case 'text':
    case 'longText':
      return String(value);
  }
}

// The stored values of sample and promo line fields that have words in them (spec 001 §3 Order
// line `side`, `source`, `shipper`, `returnType`; §9 defaults Any Side / Pair, Inventory /
// Sample Library, Pending, Keep). The stored value stays the spec's English word; the grid and
// the print view show it in the user's language. A value not listed here (a carrier such as
// UPS, or one another system wrote) shows as stored.
import { SIDES } from '@portal/shared';
import type { IntlShape } from 'react-intl';
import { enumKey } from '../labels.ts';

export type TranslatedLineField = 'side' | 'source' | 'shipper' | 'returnType';

/** The values each field translates (decision 0072: the §9 defaults and the demo's others). */
export const TRANSLATED_LINE_VALUES: Readonly<Record<TranslatedLineField, readonly string[]>> = {
  side: SIDES,
  source: ['Inventory', 'Sample Library'],
  shipper: ['Pending', 'Will Call'],
  returnType: ['Keep', 'Return'],
};

/** The message id of a field's value, or undefined when the value is shown as stored. */
export function lineValueId(field: TranslatedLineField, value: unknown): string | undefined {
  if (typeof value !== 'string' || !TRANSLATED_LINE_VALUES[field].includes(value)) return undefined;
  return `labels.orderDetail.${field}.${enumKey(value)}`;
}

/** The value as the user reads it. */
export function lineValueName(
  intl: IntlShape,
  field: TranslatedLineField,
  value: string | null | undefined,
): string {
  const id = lineValueId(field, value);
  return id ? intl.formatMessage({ id }) : (value ?? '');
}

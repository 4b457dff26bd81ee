// The order header fields the detail screen edits (spec 001 §3 Order: purpose, reason,
// instructions, po, requestedDeliveryDate, promoCode) and the rule each typed value goes through
// before it is patched onto the device document (§5 promo code: letters and digits, uppercased,
// at most 3). Pure; the screen shows a refusal's message and writes nothing.
import { normalizePromoCode, type Order, type OrderKind } from '@portal/shared';
import { mergeTerms } from '@portal/shared/orders/order-form.ts';
import type { UiText } from '../../../ui/text.ts';

export const HEADER_TEXT_FIELDS = ['purpose', 'reason', 'po', 'instructions', 'promoCode'] as const;
export type HeaderTextField = (typeof HEADER_TEXT_FIELDS)[number];
export type HeaderField = HeaderTextField | 'requestedDeliveryDate';

/** The text fields each order kind shows (wholesale orders carry a PO; promo a promo code). */
export function headerTextFields(kind: OrderKind): readonly HeaderTextField[] {
  if (kind === 'wholesale') return ['po', 'instructions', 'promoCode'];
  if (kind === 'promo') return ['purpose', 'reason', 'instructions', 'promoCode'];
  return ['purpose', 'reason', 'instructions'];
}

/** 001 §3 field limits the shared schema holds (po 64 characters). */
const MAX_LENGTH: Partial<Record<HeaderTextField, number>> = { po: 64 };

export type HeaderEdit =
  | { readonly ok: true; readonly changes: Partial<Pick<Order, HeaderField>> | null }
  | { readonly ok: false; readonly message: UiText };

/**
 * A typed header value as a patch: trimmed; empty clears the field; the promo code through the
 * shared rule. `changes` is null when the stored value stays the same.
 */
export function headerEdit(
  order: Pick<Order, HeaderField>,
  field: HeaderField,
  typed: string | undefined,
): HeaderEdit {
  let value = (typed ?? '').trim();
  if (field === 'promoCode') {
    const code = normalizePromoCode(value);
    if (!code.ok) return { ok: false, message: { id: code.message.id } };
    value = code.value;
  }
  const max = field === 'requestedDeliveryDate' ? undefined : MAX_LENGTH[field];
  if (max !== undefined && value.length > max) {
    return { ok: false, message: { id: 'inputs.maxLength', values: { count: max } } };
  }
  const next = value === '' ? undefined : value;
  if ((order[field] ?? undefined) === next) return { ok: true, changes: null };
  return { ok: true, changes: { [field]: next } };
}

/**
 * spec 001 §3 Order: the further header facts (reps, terms, availability, currency, warehouse,
 * stores, delivery and shipping, origin, region, contact, hard copy, partial shipments), shown
 * read-only only when the order has a value (a `false` flag is a value: "No").
 */
export const HEADER_MORE_FIELDS = [
  'repNumber',
  'repNumber2',
  'additionalTerm',
  'availabilityDate',
  'currency',
  'warehouse',
  'stores',
  'deliveryMethod',
  'shippingMethod',
  'origin',
  'region',
  'emailCC',
  'phone',
  'hardCopy',
  'partialShipments',
] as const;
export type HeaderMoreField = (typeof HEADER_MORE_FIELDS)[number];

export type HeaderFact =
  | { readonly field: HeaderMoreField; readonly kind: 'text'; readonly text: string }
  /** A calendar day (YYYY-MM-DD), formatted without a time zone shift. */
  | { readonly field: HeaderMoreField; readonly kind: 'date'; readonly day: string }
  | { readonly field: HeaderMoreField; readonly kind: 'flag'; readonly value: boolean };

/** The term's description where the customer's or the country's terms name it: 'Net 60 (N60)'. */
function termText(order: Pick<Order, 'additionalTerm' | 'customer' | 'termsByCountry'>): string {
  const code = order.additionalTerm ?? '';
  const term = mergeTerms(order.customer?.termsInfo, order.termsByCountry).find(
    (t) => t.code.toUpperCase() === code.toUpperCase(),
  );
  return term?.description ? `${term.description} (${code})` : code;
}

/** The further facts the order has, in the order of `HEADER_MORE_FIELDS`. */
export function headerMoreFacts(order: Order): HeaderFact[] {
  const facts: HeaderFact[] = [];
  for (const field of HEADER_MORE_FIELDS) {
    const value = order[field];
    if (value === undefined || value === null) continue;
    if (typeof value === 'boolean') {
      facts.push({ field, kind: 'flag', value });
    } else if (field === 'currency' && typeof value === 'object') {
      // 'EUR (€)': the code, and its symbol when it differs.
      const { currencyCode: code, currencySymbol: symbol } = value as NonNullable<
        Order['currency']
      >;
      facts.push({
        field,
        kind: 'text',
        text: symbol && symbol !== code ? `${code} (${symbol})` : code,
      });
    } else if (Array.isArray(value)) {
      const text = value.filter((v) => v.trim() !== '').join(', ');
      if (text !== '') facts.push({ field, kind: 'text', text });
    } else if (typeof value !== 'string' || value.trim() === '') {
      continue;
    } else if (field === 'availabilityDate') {
      facts.push({ field, kind: 'date', day: value });
    } else {
      facts.push({
        field,
        kind: 'text',
        text: field === 'additionalTerm' ? termText(order) : value,
      });
    }
  }
  return facts;
}

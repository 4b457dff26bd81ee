// The order header fields the detail screen edits (spec 001 §3 Order: purpose, reason,
// instructions, po, requestedDeliveryDate, promoCode) and the rule each typed value goes through
// before it is patched onto the device document (§5 promo code: letters and digits, uppercased,
// at most 3). Pure; the screen shows a refusal's message and writes nothing.
import { normalizePromoCode, type Order, type OrderKind } from '@portal/shared';
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

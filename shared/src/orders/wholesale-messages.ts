// The English texts of the wholesale order rules (spec 001 §5 "Pack code (wholesale)",
// "Wholesale dates", "Order lines"; §8 Orders), keyed by their message id. The screens
// translate the id (shared/src/orders/i18n/<locale>.json, read by the app's catalogue); the
// server answers with id and English. Where the spec quotes a message it is used word for
// word (dates, discount, 'Order Rejected'); where it only names a warning (pack-code titles)
// or a rule (promo code, unavailable items) the wording is ours.

export const WHOLESALE_MESSAGES = {
  // 001 §5 Pack code: "Warning titles are translated: invalid, A-L codes, incorrect
  // quantities, quantity required, not a letter."
  'msgCodes.orders.packCode.invalid.title': 'Invalid Pack Code',
  'msgCodes.orders.packCode.invalid':
    'Pack code {code} is not one of the pack codes of this order.',
  'msgCodes.orders.packCode.letterAtoL.title': 'A-L Codes',
  'msgCodes.orders.packCode.letterAtoL': 'Pack codes starting with A to L are not allowed.',
  'msgCodes.orders.packCode.incorrectQuantities.title': 'Incorrect Quantities',
  'msgCodes.orders.packCode.incorrectQuantities':
    'Pack {code}: the total must divide evenly by {unitCount} and each size must be a multiple of its share of the pack.',
  'msgCodes.orders.packCode.quantityRequired.title': 'Quantity Required',
  'msgCodes.orders.packCode.quantityRequired': 'Pack code {code} requires a quantity.',
  'msgCodes.orders.packCode.notALetter.title': 'Not a Letter',
  'msgCodes.orders.packCode.notALetter': 'A pack code must start with a letter.',
  // 001 §5 Wholesale dates: the spec's words.
  'msgCodes.orders.dates.invalidStart': 'Invalid Start Date',
  'msgCodes.orders.dates.invalidEnd': 'Invalid End Date',
  'msgCodes.orders.dates.endBeforeStart': 'End date cannot be before start date',
  'msgCodes.orders.dates.startPast': 'Start date cannot be more than 1 week in the past',
  'msgCodes.orders.dates.endPast': 'End date cannot be more than 1 week in the past',
  'msgCodes.orders.dates.startFuture': 'Start date cannot be more than 1 year in future',
  'msgCodes.orders.dates.endFuture': 'End date cannot be more than 1 year in future',
  // 001 §5 Order lines: "Promo code: letters and digits only, uppercased, at most 3".
  'msgCodes.orders.promoCode.characters': 'Promo code may contain only letters and digits.',
  'msgCodes.orders.promoCode.length': 'Promo code can be at most 3 characters.',
  // 001 §5 "Unavailable items are rejected on submit"; §8 'Order Rejected'.
  'msgCodes.orders.unavailable': 'No availability for size {sizes}',
  'msgCodes.orders.unavailableProduct': 'No availability for this style and color',
  'msgCodes.orders.orderRejected': 'Order Rejected',
} as const;

export type WholesaleMessageId = keyof typeof WHOLESALE_MESSAGES;

/** 001 §5: the discount toast, the grid's message id (web/src/grid/i18n) and its English. */
export const DISCOUNT_RANGE_MESSAGE = {
  id: 'msgCodes.grid.discountRange',
  text: 'Discount Percentage must be between 0-100',
} as const;

/** A message as the rules hand it out: the id to translate, its values and the English. */
export interface WholesaleMessage {
  readonly id: WholesaleMessageId;
  readonly values?: Readonly<Record<string, string | number>>;
  /** The English text with its values filled in (server answers, logs). */
  readonly text: string;
}

/** Builds a message, filling `{name}` placeholders of the English with `values`. */
export function wholesaleMessage(
  id: WholesaleMessageId,
  values?: Readonly<Record<string, string | number>>,
): WholesaleMessage {
  const text = WHOLESALE_MESSAGES[id].replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values?.[name];
    return value === undefined ? whole : String(value);
  });
  return values ? { id, values, text } : { id, text };
}

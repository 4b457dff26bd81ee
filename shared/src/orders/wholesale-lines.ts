// spec 001 §5 "Order lines" and "Customer, style and submit": promo code, discount
// percentage, line subtotal, the 'Inventory' source and unavailable items on submit. Money is
// in minor units (integers, entities `Money`), percentages 0–100 with 2 decimals.
import { DISCOUNT_PERCENT, PERCENT_DECIMALS, PROMO_CODE_MAX_LENGTH } from '../constants.ts';
import {
  DISCOUNT_RANGE_MESSAGE,
  wholesaleMessage,
  type WholesaleMessage,
} from './wholesale-messages.ts';

// ---- Promo code ----

export type PromoCodeResult =
  | { readonly ok: true; readonly value: string }
  | {
      readonly ok: false;
      readonly rule: 'characters' | 'length';
      readonly message: WholesaleMessage;
    };

/**
 * 001 §5: "letters and digits only, uppercased, at most 3 characters". Surrounding spaces are
 * trimmed; any other character is refused rather than stripped (ours: a typed '-' or inner
 * space would silently turn 'A-1' into another code). Empty is allowed (no promo code).
 *
 * @example normalizePromoCode(' ab1 ') // { ok: true, value: 'AB1' }
 */
export function normalizePromoCode(typed: string | null | undefined): PromoCodeResult {
  const value = (typed ?? '').trim().toUpperCase();
  if (!/^[A-Z0-9]*$/.test(value)) {
    return {
      ok: false,
      rule: 'characters',
      message: wholesaleMessage('msgCodes.orders.promoCode.characters'),
    };
  }
  if (value.length > PROMO_CODE_MAX_LENGTH) {
    return {
      ok: false,
      rule: 'length',
      message: wholesaleMessage('msgCodes.orders.promoCode.length'),
    };
  }
  return { ok: true, value };
}

// ---- Discount ----

export type DiscountResult =
  | { readonly ok: true; readonly value: number | null }
  | {
      readonly ok: false;
      /** The spec clears the cell: the value to store is null. */
      readonly value: null;
      readonly message: typeof DISCOUNT_RANGE_MESSAGE;
    };

/**
 * 001 §5: "Discount percentage is 0 to 100, rounded to 2 decimals. Otherwise the cell is
 * cleared and an error toast says 'Discount Percentage must be between 0-100'." The range is
 * judged on the value as typed (as assortments/pricing.ts does), then rounded. null/undefined
 * is an empty cell: allowed, no discount.
 */
export function checkDiscount(value: number | null | undefined): DiscountResult {
  if (value === null || value === undefined) return { ok: true, value: null };
  if (!Number.isFinite(value) || value < DISCOUNT_PERCENT.min || value > DISCOUNT_PERCENT.max) {
    return { ok: false, value: null, message: DISCOUNT_RANGE_MESSAGE };
  }
  const f = 10 ** PERCENT_DECIMALS;
  return { ok: true, value: Math.round(value * f) / f };
}

// ---- Subtotal ----

/** Units of a wholesale line: the sum of its sizes' units (001 §3 `sizes`). */
export function lineUnits(sizes: Readonly<Record<string, number>> | null | undefined): number {
  return Object.values(sizes ?? {}).reduce((sum, n) => sum + n, 0);
}

export interface SubtotalInput {
  readonly units: number;
  /** Minor units of the order's currency. */
  readonly unitPrice: number | null | undefined;
  /** Percentage 0–100; absent is no discount. */
  readonly discount?: number | null;
}

const isMinorAmount = (n: number) => Number.isSafeInteger(n) && n >= 0;

/**
 * 001 §5: "Subtotal is units times unit price minus the discount percentage." The discount is
 * taken on the line total (not per unit) and rounded half up to the minor unit (ours; the
 * spec is silent): 3 × 333 at 50 % is 999 − 500 (499.5 rounds up) = 499. Integer arithmetic
 * (BigInt) keeps 0.5 exact. null when the line has no unit price or a value is out of range
 * (negative or fractional units or price, discount outside 0–100): nothing to show.
 *
 * @example lineSubtotal({ units: 24, unitPrice: 3250, discount: 5 }) // 74100
 */
export function lineSubtotal({ units, unitPrice, discount }: SubtotalInput): number | null {
  if (unitPrice === null || unitPrice === undefined) return null;
  if (!isMinorAmount(units) || !isMinorAmount(unitPrice)) return null;
  const pct = checkDiscount(discount);
  if (!pct.ok) return null;
  const gross = BigInt(units) * BigInt(unitPrice);
  // Hundredths of a percent: 5.25 % → 525 of 10,000.
  const basisPoints = BigInt(Math.round((pct.value ?? 0) * 100));
  const discountAmount = (gross * basisPoints + 5_000n) / 10_000n;
  return Number(gross - discountAmount);
}

// ---- Inventory source and availability ----

/** An availability entry of a line (001 §3 Order line `availability (size, date)`). */
export interface SizeAvailability {
  readonly size: string;
  readonly date?: string | null;
}

const sameSize = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/**
 * 001 §5: "Order source 'Inventory' is disabled when there is no availability for the size."
 * Sizes compare trimmed and case-blind ('m' is 'M'). No size chosen yet: disabled (there is
 * no size to have availability for).
 */
export function inventorySourceAllowed(
  availability: readonly SizeAvailability[] | null | undefined,
  size: string | null | undefined,
): boolean {
  if (!size || size.trim() === '') return false;
  return (availability ?? []).some((entry) => sameSize(entry.size, size));
}

/** The part of an order line the submit check reads. */
export interface AvailabilityLine {
  readonly id: string;
  readonly style: string;
  readonly color: string;
  readonly status?: string;
  readonly source?: string;
  readonly size?: string;
  readonly sizes?: Readonly<Record<string, number>>;
}

/** Availability per product, keyed by `${style}_${color}` (entities `styleColorId`). */
export type AvailabilityByProduct = Readonly<Record<string, readonly SizeAvailability[]>>;

export interface UnavailableLine {
  readonly lineId: string;
  readonly style: string;
  readonly color: string;
  /** The asked sizes without availability (all of them when the product has none at all). */
  readonly sizes: readonly string[];
  readonly message: WholesaleMessage;
  /** 001 §5/§8: 'style/color: message', as the 'Order Rejected' toast lists it. */
  readonly text: string;
}

/** 001 §5 "Submit errors are listed as 'style/color: message' or just the message." */
export function submitErrorText(error: {
  readonly style?: string;
  readonly color?: string;
  readonly message: string;
}): string {
  return error.style && error.color
    ? `${error.style}/${error.color}: ${error.message}`
    : error.message;
}

/** The sizes a line asks for: a wholesale line's sizes with units, else an Inventory line's size. */
function requestedSizes(line: AvailabilityLine): string[] {
  if (line.sizes) return Object.keys(line.sizes).filter((size) => (line.sizes?.[size] ?? 0) > 0);
  return line.source === 'Inventory' && line.size ? [line.size] : [];
}

/**
 * 001 §5: "Unavailable items are rejected on submit." A line is unavailable when a size it
 * asks for (a wholesale line's sizes with units; a sample or promo line's size when its source
 * is 'Inventory') has no availability entry for its product. Deleted lines are skipped. The
 * answer lists them in line order, each with the 'style/color: message' text.
 */
export function unavailableLines(
  lines: readonly AvailabilityLine[],
  availability: AvailabilityByProduct,
): UnavailableLine[] {
  const out: UnavailableLine[] = [];
  for (const line of lines) {
    if (line.status === 'Deleted') continue;
    const asked = requestedSizes(line);
    if (asked.length === 0) continue;
    const known = availability[`${line.style}_${line.color}`];
    const missing = known ? asked.filter((size) => !inventorySourceAllowed(known, size)) : asked;
    if (known && missing.length === 0) continue;
    const message = known
      ? wholesaleMessage('msgCodes.orders.unavailable', { sizes: missing.join(', ') })
      : wholesaleMessage('msgCodes.orders.unavailableProduct');
    out.push({
      lineId: line.id,
      style: line.style,
      color: line.color,
      sizes: missing,
      message,
      text: submitErrorText({ style: line.style, color: line.color, message: message.text }),
    });
  }
  return out;
}

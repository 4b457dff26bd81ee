// spec 001 §4 "Order line status" and "Order actions" (adding a product already in the order
// becomes an update; deleting sends the status Deleted), §9 default order values: a product
// added to an order on the device. The server applies the same defaults to REST adds
// (sync-server routes/orders-lines.ts) and checks a new line's status (policies/orders.ts).
import { ORDER_LINE_DEFAULTS, ORDER_QUANTITY_CHOICES, defaultSampleSize } from '../constants.ts';
import type { PermissionUser } from '../permissions/types.ts';
import { newLineStatus, type EditabilityOrder } from './editability.ts';
import type { OrderKind } from './enums.ts';
import {
  orderLocationCode,
  productAvailability,
  type AvailabilityLocation,
  type LocatedOrder,
} from './line-availability.ts';
import { inventorySourceAllowed, type SizeAvailability } from './wholesale-lines.ts';

/** The fields of a new line the order's kind and product type decide (001 §9). */
export interface LineDefaults {
  readonly quantity?: number;
  readonly side?: string;
  readonly source?: string;
  readonly sizePreference?: string;
  readonly shipper?: string;
  readonly returnType?: string;
  readonly size?: string;
}

/**
 * 001 §9: quantity 1; side Pair for promo and apparel, otherwise Any Side; source Inventory for
 * promo, Sample Library otherwise; sizePreference Preferred for samples; shipper Pending;
 * returnType Keep; the default sample size by product type and gender (footwear 7 infant, 13
 * children, 6 women, 9 otherwise; apparel L men, unisex and none, M otherwise; POP none). Wholesale
 * lines have none of these (their sizes carry the units).
 */
export function lineDefaults(
  kind: OrderKind,
  productType: string | null | undefined,
  gender?: string | null,
): LineDefaults {
  if (kind === 'wholesale') return {};
  const d = ORDER_LINE_DEFAULTS;
  const apparel = productType === 'Apparel';
  const size = defaultSampleSize(productType, gender);
  return {
    quantity: d.quantity,
    side: kind === 'promo' || apparel ? d.side.promoOrApparel : d.side.otherwise,
    source: kind === 'promo' ? d.source.promo : d.source.otherwise,
    ...(kind === 'sample' ? { sizePreference: d.sizePreference.sample } : {}),
    shipper: d.shipper,
    returnType: d.returnType,
    ...(size ? { size } : {}),
  };
}

/**
 * The defaults of a new sample or promo line of this product (decision 0073): `lineDefaults`
 * with the product's gender, then its availability at the order's location within the 001 §9
 * window (`productAvailability`). A product with no default size (POP) that is available in one
 * size only takes that size. 001 §5 disables 'Inventory' without availability for the size, so
 * a promo line whose size has none starts from the other source (Sample Library) rather than
 * from a choice it may not have. Without `today` nothing is known of availability: none.
 */
export function newLineFields(
  kind: OrderKind,
  productType: string | null | undefined,
  product: Pick<AddedProduct, 'gender' | 'locations' | 'style' | 'color'>,
  at: LineAddContext | undefined,
): LineDefaults & { readonly availability?: SizeAvailability[] } {
  const defaults = lineDefaults(kind, productType, product.gender);
  if (kind === 'wholesale') return defaults;
  const availability = at
    ? productAvailability(product, at.locationCode ?? orderLocationCode(at.order ?? {}), at.today)
    : [];
  const only = availability.length === 1 ? availability[0]?.size : undefined;
  const size = defaults.size ?? only;
  const source =
    defaults.source === ORDER_LINE_DEFAULTS.source.promo &&
    !inventorySourceAllowed(availability, size)
      ? ORDER_LINE_DEFAULTS.source.otherwise
      : defaults.source;
  return {
    ...defaults,
    ...(size ? { size } : {}),
    ...(source ? { source } : {}),
    ...(at ? { availability } : {}),
  };
}

/** 001 §3 "Order quantity choices: 1 to 9". */
export function isOrderQuantity(value: number | null | undefined): boolean {
  return (ORDER_QUANTITY_CHOICES as readonly number[]).includes(value ?? NaN);
}

/** The part of a line the add reads and writes. */
export interface AddableLine {
  readonly id: string;
  readonly style: string;
  readonly color: string;
  readonly status?: string;
  readonly [field: string]: unknown;
}

/** The product being added: its style, colour and what the catalogue says of it. */
export interface AddedProduct {
  readonly style: string;
  readonly color: string;
  readonly productType?: string | undefined;
  readonly division?: string | undefined;
  /** For the default sample size (001 §9). */
  readonly gender?: string | undefined;
  /** The catalogue's location rows: the line's availability (001 §3, §9). */
  readonly locations?: readonly AvailabilityLocation[] | undefined;
}

/** When and where the line is added: today (ISO day) and the order's location (001 §9). */
export interface LineAddContext {
  readonly today: string;
  /** US or EU; else read from `order` (`orderLocationCode`). */
  readonly locationCode?: string | undefined;
  readonly order?: LocatedOrder | undefined;
}

export type LineAddOutcome = 'added' | 'present';

export interface LineAdd<L extends AddableLine> {
  readonly lines: L[];
  readonly outcome: LineAddOutcome;
  /** The line the product is on now. */
  readonly lineId: string;
}

const sameProduct = (line: AddableLine, p: AddedProduct) =>
  line.style.toUpperCase() === p.style.toUpperCase() &&
  line.color.toUpperCase() === p.color.toUpperCase();

/**
 * Adds a product to an order's lines. "Adding a product already in the order's collection
 * becomes an update" (001 §4): a live line of the product stays as it is ('present');
 * otherwise a new line with the §9 defaults (`newLineFields`: the default size by gender and,
 * given `at`, the availability at the order's location within the 45-day window) and the
 * new-line status ('added', PENDING, or APPROVED on the current user's own promo order). A
 * Deleted line of the product stays Deleted beside the new one, and the REST add makes a new
 * line the same way (routes/orders-lines.ts).
 *
 * @example addProductLine(order, [], { style: 'A100', color: 'BLK' }, user, 'l1').outcome // 'added'
 */
export function addProductLine<L extends AddableLine>(
  order: Pick<EditabilityOrder, 'type' | 'requesterCode'> & {
    readonly productType?: string;
  } & LocatedOrder,
  lines: readonly L[],
  product: AddedProduct,
  user: PermissionUser | null | undefined,
  newId: string,
  at?: Omit<LineAddContext, 'order'>,
): LineAdd<L> {
  const status = newLineStatus(order, user);
  const live = lines.find((line) => sameProduct(line, product) && line.status !== 'Deleted');
  if (live) return { lines: [...lines], outcome: 'present', lineId: live.id };
  const productType = product.productType ?? order.productType;
  const line = {
    id: newId,
    style: product.style,
    color: product.color,
    status,
    ...newLineFields(order.type, productType, product, at ? { ...at, order } : undefined),
    ...(productType ? { productType } : {}),
    ...(product.division ? { division: product.division } : {}),
  } as unknown as L;
  return { lines: [...lines, line], outcome: 'added', lineId: newId };
}

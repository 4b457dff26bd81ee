// spec 001 §4 "Order line status" and "Order actions" (adding a product already in the order
// becomes an update; deleting sends the status Deleted), §9 default order values: a product
// added to an order on the device. The server applies the same defaults to REST adds
// (sync-server routes/orders-lines.ts) and checks a new line's status (policies/orders.ts).
import { ORDER_LINE_DEFAULTS, ORDER_QUANTITY_CHOICES } from '../constants.ts';
import type { PermissionUser } from '../permissions/types.ts';
import { newLineStatus, type EditabilityOrder } from './editability.ts';
import type { OrderKind } from './enums.ts';

/** The fields of a new line the order's kind and product type decide (001 §9). */
export interface LineDefaults {
  readonly quantity?: number;
  readonly side?: string;
  readonly source?: string;
  readonly sizePreference?: string;
  readonly shipper?: string;
  readonly returnType?: string;
}

/**
 * 001 §9: quantity 1; side Pair for promo and apparel, otherwise Any Side; source Inventory for
 * promo, Sample Library otherwise; sizePreference Preferred for samples; shipper Pending;
 * returnType Keep. Wholesale lines have none of these (their sizes carry the units).
 */
export function lineDefaults(
  kind: OrderKind,
  productType: string | null | undefined,
): LineDefaults {
  if (kind === 'wholesale') return {};
  const d = ORDER_LINE_DEFAULTS;
  const apparel = productType === 'Apparel';
  return {
    quantity: d.quantity,
    side: kind === 'promo' || apparel ? d.side.promoOrApparel : d.side.otherwise,
    source: kind === 'promo' ? d.source.promo : d.source.otherwise,
    ...(kind === 'sample' ? { sizePreference: d.sizePreference.sample } : {}),
    shipper: d.shipper,
    returnType: d.returnType,
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
 * otherwise a new line with the §9 defaults and the new-line status ('added', PENDING, or
 * APPROVED on the current user's own promo order). A Deleted line of the product stays Deleted
 * beside the new one: the server accepts no move out of Deleted (policies/orders.ts), and the
 * REST add makes a new line the same way (routes/orders-lines.ts).
 *
 * @example addProductLine(order, [], { style: 'A100', color: 'BLK' }, user, 'l1').outcome // 'added'
 */
export function addProductLine<L extends AddableLine>(
  order: Pick<EditabilityOrder, 'type' | 'requesterCode'> & { readonly productType?: string },
  lines: readonly L[],
  product: AddedProduct,
  user: PermissionUser | null | undefined,
  newId: string,
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
    ...lineDefaults(order.type, productType),
    ...(productType ? { productType } : {}),
    ...(product.division ? { division: product.division } : {}),
  } as unknown as L;
  return { lines: [...lines, line], outcome: 'added', lineId: newId };
}

// spec 000 §2 assortment child screen create-order ("create orders from them", 000 §1), 001 §4
// order actions, §9 default order values: an assortment's products become the lines of a new
// DRAFT. The lines are the ones Add line makes (`addProductLine`: defaults, status, a product
// listed twice is one line), in the assortment's sort order. Decision 0064 records the choices
// the spec leaves open: an order naming a product type takes only the products of that type,
// and a wholesale line carries the assortment's discount percentage.
import type { AssortmentProduct } from '../entities/assortment.ts';
import type { OrderInput } from '../entities/order.ts';
import type { PermissionUser } from '../permissions/types.ts';
import type { OrderKind } from './enums.ts';
import { newOrderDocument, type NewOrderContext, type OrderFormValues } from './order-form.ts';
import { addProductLine, type AddableLine, type AddedProduct } from './order-line-add.ts';

/** An assortment product and what the device catalogue says of it (absent when unknown). */
export interface AssortmentOrderProduct extends Pick<
  AssortmentProduct,
  'style' | 'color' | 'sort' | 'discountPercent'
> {
  readonly productType?: string | undefined;
  readonly division?: string | undefined;
  /** The default sample size reads it (001 §9). */
  readonly gender?: string | undefined;
  /** The catalogue's location rows: the line's availability (001 §9; decision 0073). */
  readonly locations?: AddedProduct['locations'];
}

export interface AssortmentOrder {
  readonly order: OrderInput;
  /** Lines made. */
  readonly added: number;
  /** Products left out: of another product type than the order's. */
  readonly otherType: number;
  /** Products listed more than once (one line each). */
  readonly repeated: number;
}

/** The assortment's order (000 §3 sort), the original index breaking ties. */
function inSortOrder(products: readonly AssortmentOrderProduct[]) {
  return products
    .map((product, index) => ({ product, index }))
    .sort(
      (a, b) =>
        (a.product.sort ?? Number.MAX_SAFE_INTEGER) - (b.product.sort ?? Number.MAX_SAFE_INTEGER) ||
        a.index - b.index,
    )
    .map(({ product }) => product);
}

/**
 * The new DRAFT of the kind with one line per product of the assortment.
 *
 * @example orderFromAssortment('sample', {}, ctx, user, [{ style: 'A1', color: 'BLK' }], id).added // 1
 */
export function orderFromAssortment(
  kind: OrderKind,
  form: OrderFormValues,
  ctx: NewOrderContext,
  user: PermissionUser | null | undefined,
  products: readonly AssortmentOrderProduct[],
  lineId: () => string,
): AssortmentOrder {
  const draft = newOrderDocument(kind, form, ctx);
  const wanted = draft.productType;
  let lines: AddableLine[] = [];
  let added = 0;
  let otherType = 0;
  let repeated = 0;
  for (const product of inSortOrder(products)) {
    if (wanted && product.productType && product.productType !== wanted) {
      otherType += 1;
      continue;
    }
    const add = addProductLine(
      {
        type: kind,
        requesterCode: ctx.requesterCode,
        warehouse: draft.warehouse,
        ...(wanted ? { productType: wanted } : {}),
      },
      lines,
      product,
      user,
      lineId(),
      // Decision 0073: the line's availability as of the day the order is made.
      { today: ctx.now.slice(0, 10) },
    );
    if (add.outcome === 'present') {
      repeated += 1;
      continue;
    }
    added += 1;
    lines = add.lines;
    if (kind === 'wholesale' && product.discountPercent !== undefined) {
      lines = lines.map((line) =>
        line.id === add.lineId ? { ...line, discount: product.discountPercent } : line,
      );
    }
  }
  return { order: { ...draft, lines } as OrderInput, added, otherType, repeated };
}

// The computed figures of spec 000 §3 Definitions, one implementation for every screen (grid,
// detail, tear sheet, export): color percent = color quantity / style quantity; net cost = cost
// − discount amount; sell-through = quantity / (quantity + on hand); initial markup =
// (suggested retail − net cost) / suggested retail. Percentages are 0–100 like the stored
// fields (shown with 2 decimals, §9); money stays in minor units. A figure is undefined where
// a value it needs is missing or its divisor is 0.
import type { Product } from '../entities/product.ts';

export interface ProductFigures {
  readonly colorPercent?: number;
  readonly netCost?: number;
  readonly sellThru?: number;
  readonly initialMarkup?: number;
}

const ratio = (part: number | undefined, whole: number | undefined) =>
  part === undefined || whole === undefined || whole === 0 ? undefined : (part / whole) * 100;

/**
 * The figures of a product; with a location code, the price figures use that location's row
 * (prices are per location, §3 locations[]): cost is its wholesale price, the discount the
 * product's discount percentage of it (the product's discount amount is in the product's own
 * currency), suggested retail its own. No row for the code: no price figures. A missing
 * discount counts as none.
 */
export function productFigures(p: Product, locationCode?: string): ProductFigures {
  let cost: number | undefined = p.cost;
  let discount: number | undefined = p.discountAmount ?? 0;
  let retail: number | undefined = p.suggestedRetail;
  if (locationCode !== undefined) {
    const row = (p.locations ?? []).find((l) => l.code === locationCode);
    cost = row?.wholesalePrice;
    retail = row?.suggestedRetail;
    discount = cost === undefined ? undefined : Math.round((cost * (p.discountPercent ?? 0)) / 100);
  }
  const netCost = cost === undefined || discount === undefined ? undefined : cost - discount;
  const onHandTotal =
    p.quantity === undefined || p.quantityOnHand === undefined
      ? undefined
      : p.quantity + p.quantityOnHand;
  return {
    colorPercent: ratio(p.quantity, p.styleQuantity),
    netCost,
    sellThru: ratio(p.quantity, onHandTotal),
    initialMarkup:
      netCost === undefined || retail === undefined ? undefined : ratio(retail - netCost, retail),
  };
}

/**
 * Spec 000 §3: a key initiative value is channel, season, year, region and product type joined
 * with underscores; its label drops the first part (the channel). The rest reads with spaces:
 * `Wholesale_Spring_2026_Domestic_Footwear` → `Spring 2026 Domestic Footwear`.
 */
export function keyInitiativeLabel(value: string): string {
  const parts = value.split('_');
  return parts.length > 1 ? parts.slice(1).join(' ') : value;
}

// The assortment grid's rows (spec 000 §3 "Assortment grid row"): the assortment's own values
// of each product (label, notes, pillar, discount fields: stored on the assortment document)
// joined with what the device catalogue says of the product (name, cost, suggested retail,
// product type, gender, thumbnail). Money is stored in minor units (001 §9) and shown in the
// location's major units, so the rows hold major units and the writes convert back.
import {
  productPricesAt,
  type AssortmentProduct,
  type Product,
  type ProductPrices,
} from '@portal/shared';
import { productImageSrc } from '../../products/images.ts';

export interface AssortmentGridRow {
  /** style and colour joined by an underscore (spec 000 §3 Product id). */
  readonly id: string;
  readonly style: string;
  readonly color: string;
  readonly name?: string;
  readonly label?: string;
  readonly styleNote?: string;
  readonly collectionStyleNote?: string;
  readonly pillar?: string;
  readonly cost?: number;
  readonly discountPercent?: number;
  readonly discountAmount?: number;
  readonly netCost?: number;
  readonly suggestedRetail?: number;
  /** (suggested retail − net cost) / suggested retail, 0–100 (spec 000 §3 Definitions). */
  readonly initialMarkup?: number;
  readonly productType?: string;
  readonly gender?: string;
  readonly thumbnail?: string;
  /** False when the device catalogue does not hold the product (yet). */
  readonly known: boolean;
}

/** The product's prices at the assortment's location, in minor units. */
export type { ProductPrices };

export const productIdOf = (p: { readonly style: string; readonly color: string }) =>
  `${p.style}_${p.color}`;

/**
 * Cost and suggested retail of a product at a location (spec 000 §3 locations[]), else the
 * product's own: shared productPricesAt, which the assortment documents price by too.
 */
export const pricesOf = productPricesAt;

const major = (minor: number | undefined, decimals: number) =>
  minor === undefined ? undefined : minor / 10 ** decimals;

/** One grid row of an assortment product, with its catalogue product when the device has it. */
export function toGridRow(
  item: AssortmentProduct,
  product: Product | undefined,
  locationCode: string,
  decimals: number,
): AssortmentGridRow {
  const prices = pricesOf(product, locationCode);
  // An assortment without its own net cost sells at cost (no discount, 000 §3 Definitions).
  const netCost = item.netCost ?? prices.cost;
  const retail = prices.suggestedRetail;
  const image = product?.thumbnail ?? product?.image;
  return {
    id: productIdOf(item),
    style: item.style,
    color: item.color,
    name: product?.name,
    label: item.label,
    styleNote: item.styleNote,
    collectionStyleNote: item.collectionStyleNote,
    pillar: item.pillar,
    cost: major(prices.cost, decimals),
    discountPercent: item.discountPercent,
    discountAmount: major(item.discountAmount, decimals),
    netCost: major(netCost, decimals),
    suggestedRetail: major(retail, decimals),
    initialMarkup:
      retail !== undefined && retail > 0 && netCost !== undefined
        ? Math.round(((retail - netCost) / retail) * 10_000) / 100
        : undefined,
    productType: product?.productType,
    gender: product?.gender,
    thumbnail: image ? productImageSrc(image) : undefined,
    known: product !== undefined,
  };
}

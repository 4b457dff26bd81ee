// What an assortment's grid and documents read of its products (spec 000 §3 "Assortment
// document", "Assortment grid row", Definitions; §9 default location US, Europe maps to EU):
// the price location, a product's prices there, a document's rows in the assortment's order and
// the assortment's grouping. One definition for the device (the export screen, offline) and the
// server (POST /assortment-documents/{xlsx|pdf}), so both documents come out the same.
import { regionToLocationCode } from '../constants.ts';
import type { Assortment } from '../entities/assortment.ts';
import type { Product } from '../entities/product.ts';
import type { ExportProduct } from '../export/export-columns.ts';
import {
  DEFAULT_GROUP_BY,
  GROUP_BY_OPTIONS,
  type GroupBy,
  type GroupingKind,
} from './display-groups.ts';

/** spec 000 §9: the assortment's own location, else Europe gives EU and every other region US. */
export function assortmentLocationCode(assortment: Pick<Assortment, 'locationId' | 'region'>) {
  return assortment.locationId ?? regionToLocationCode(assortment.region);
}

/** Cost and suggested retail of a product at a location, in minor units. */
export interface ProductPrices {
  readonly cost?: number;
  readonly suggestedRetail?: number;
}

/**
 * Cost and suggested retail of a product at a location (spec 000 §3 locations[]: prices are per
 * location; the location's wholesale price is the cost), else the product's own.
 */
export function productPricesAt(
  product: Pick<Product, 'locations' | 'cost' | 'suggestedRetail'> | undefined,
  locationCode: string,
): ProductPrices {
  if (!product) return {};
  const at = product.locations.find((l) => l.code === locationCode);
  const cost = at?.wholesalePrice ?? product.cost;
  const suggestedRetail = at?.suggestedRetail ?? product.suggestedRetail;
  return {
    ...(cost === undefined ? {} : { cost }),
    ...(suggestedRetail === undefined ? {} : { suggestedRetail }),
  };
}

const idOf = (p: { readonly style: string; readonly color: string }) => `${p.style}_${p.color}`;

/**
 * One assortment product as documents read it: the catalogue's record (when the reader has it)
 * under the assortment's own values; money in minor units, cost and suggested retail at the
 * assortment's location, net cost = cost without a discount (000 §3 Definitions). `catalogue`
 * is keyed by product id (style_color).
 */
export function assortmentExportProducts(
  assortment: Pick<Assortment, 'products'>,
  catalogue: ReadonlyMap<string, Product>,
  locationCode: string,
): ExportProduct[] {
  return assortment.products
    .map((item, index) => ({ item, index }))
    .sort((a, b) => (a.item.sort ?? a.index) - (b.item.sort ?? b.index) || a.index - b.index)
    .map(({ item }) => {
      const product = catalogue.get(idOf(item));
      const base = product as unknown as ExportProduct | undefined;
      const { cost, suggestedRetail } = productPricesAt(product, locationCode);
      const netCost = item.netCost ?? cost;
      return {
        ...base,
        style: item.style,
        color: item.color,
        label: item.label,
        styleNote: item.styleNote,
        collectionStyleNote: item.collectionStyleNote,
        pillar: item.pillar ?? base?.['pillar'],
        discountPercent: item.discountPercent,
        discountAmount: item.discountAmount,
        cost,
        suggestedRetail,
        netCost,
        initialMarkup:
          suggestedRetail !== undefined && suggestedRetail > 0 && netCost !== undefined
            ? Math.round(((suggestedRetail - netCost) / suggestedRetail) * 10_000) / 100
            : undefined,
      };
    });
}

/** How the assortment groups (000 §3 Group-by options; a POP assortment is regular + POP). */
export function assortmentGrouping(
  assortment: Pick<Assortment, 'orgType' | 'productType' | 'uiSettings'>,
): GroupBy {
  const kind: GroupingKind =
    assortment.orgType === 'internal'
      ? 'internal'
      : assortment.productType === 'POP'
        ? 'pop'
        : 'regular';
  const saved = assortment.uiSettings?.groupSettings?.groupBy;
  const options: readonly string[] = GROUP_BY_OPTIONS[kind];
  return saved !== undefined && options.includes(saved)
    ? (saved as GroupBy)
    : DEFAULT_GROUP_BY[kind];
}

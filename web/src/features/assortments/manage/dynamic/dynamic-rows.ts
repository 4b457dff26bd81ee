// A dynamic assortment's rows (spec 000 §3 `query`, §7 options, §9 "Product search limit 1000
// sorted by style"): the catalogue products its query finds, read the product library's way
// (ProductIndexSource: the index worker's ids with the total, the records from the Dexie
// catalogue; while the index is built, a first page from the catalogue's own index), joined
// with the assortment's own values of each product where `products` holds an entry for it.
import {
  DYNAMIC_QUERY_OPTIONS,
  hasDynamicFilters,
  type AssortmentProduct,
  type FilterState,
  type Product,
  type ProductQueryContext,
} from '@portal/shared';
import type { GridDataSource } from '../../../../grid/index.ts';
import type { ProductQuery } from '../../../products/source.ts';
import {
  pricesOf,
  productIdOf,
  toGridRow,
  type AssortmentGridRow,
  type ProductPrices,
} from '../rows.ts';

export interface DynamicResult {
  /** The products found, by style (at most the §9 limit). */
  readonly products: readonly Product[];
  /** Every product the query finds; unknown while the index is being built. */
  readonly total: number | undefined;
}

/** The product library's query of a dynamic assortment's filters (sort and limit of §7/§9). */
export function dynamicProductQuery(state: FilterState, ctx: ProductQueryContext): ProductQuery {
  return { state, sort: DYNAMIC_QUERY_OPTIONS.sort, ctx };
}

/**
 * The products of a query (§8: with no filter set, none). `source` is the product library's
 * ProductIndexSource; one window of the §9 limit.
 */
export async function dynamicProducts(
  source: Pick<GridDataSource<Product, ProductQuery>, 'getWindow'>,
  query: ProductQuery,
): Promise<DynamicResult> {
  if (!hasDynamicFilters(query.state)) return { products: [], total: 0 };
  const window = await source.getWindow(0, DYNAMIC_QUERY_OPTIONS.limit, [], query);
  return { products: window.rows, total: window.total };
}

/** Grid rows of the found products, each with the assortment's own values where it has them. */
export function joinDynamicRows(
  products: readonly Product[],
  own: readonly AssortmentProduct[],
  locationCode: string,
  decimals: number,
): { rows: AssortmentGridRow[]; prices: Map<string, ProductPrices> } {
  const entries = new Map(own.map((item) => [productIdOf(item), item]));
  const rows: AssortmentGridRow[] = [];
  const prices = new Map<string, ProductPrices>();
  for (const product of products) {
    const id = productIdOf(product);
    const item = entries.get(id) ?? ({ style: product.style, color: product.color } as const);
    rows.push(toGridRow(item as AssortmentProduct, product, locationCode, decimals));
    prices.set(id, pricesOf(product, locationCode));
  }
  return { rows, prices };
}

// The product sorts (spec 000 §2 "Sort options on product lists: Newest, Name, Style"; default
// -createdDate, §2 Library screens): one sort key per product, compared the same way by the
// reference (compareProducts) and the index's precomputed orders. Ties go to the id, so every
// order is total and a page is the same on the device and the server.
import type { Product } from '../entities/product.ts';
import type { ProductSort } from './filter-bar.ts';
import { foldText } from './keyword.ts';

export interface ProductSortKey {
  /** Newest: createdDate in ms (-Infinity when missing, so last); Name: folded name; Style. */
  readonly primary: number | string;
  readonly id: string;
}

/** The value a product is sorted on (see ProductSortKey.primary). */
export function productSortValue(p: Product, sort: ProductSort): number | string {
  switch (sort) {
    case 'newest': {
      const ms = p.createdDate === undefined ? Number.NaN : Date.parse(p.createdDate);
      return Number.isNaN(ms) ? Number.NEGATIVE_INFINITY : ms;
    }
    case 'name':
      return foldText(p.name);
    case 'style':
      return p.style;
  }
}

export function productSortKey(p: Product, sort: ProductSort): ProductSortKey {
  return { primary: productSortValue(p, sort), id: p.id };
}

const order = (a: number | string, b: number | string) => (a < b ? -1 : a > b ? 1 : 0);

/** Newest: createdDate descending; Name and Style ascending (code-unit order); then id. */
export function compareSortValues(
  sort: ProductSort,
  a: number | string,
  aId: string,
  b: number | string,
  bId: string,
): number {
  const primary = sort === 'newest' ? order(b, a) : order(a, b);
  return primary !== 0 ? primary : order(aId, bId);
}

export function compareBySortKey(sort: ProductSort, a: ProductSortKey, b: ProductSortKey): number {
  return compareSortValues(sort, a.primary, a.id, b.primary, b.id);
}

// The reference semantics of the product library's filters (spec 000 §2, §3, §9), written
// plainly, one small function per filter. The index (./index-engine.ts) is the fast path and is
// property-tested to agree with this file; when they differ, this file is right.
import type { Product, ProductLocation } from '../entities/product.ts';
import type { DayRange } from '../filters/presets.ts';
import type { ProductQueryContext } from './context.ts';
import { PRODUCT_SELECT_FIELDS, keywordFieldText } from './fields.ts';
import type { FilterState } from '../filters/definition.ts';
import { idEntryMatches } from './ids.ts';
import { keywordMatches } from './keyword.ts';
import { priceBoundsMinor } from './price.ts';
import { readProductQuery, type ProductQuery, type RowFilters, type RowScope } from './query.ts';
import { compareBySortKey, productSortKey } from './sorts.ts';
import type { ProductSort } from './filter-bar.ts';

const within = (day: string | undefined, range: DayRange) =>
  day !== undefined && day >= range.from && day <= range.to;

/** Location and Status: the row is at a code in scope with an accepted line status. */
function rowInScope(row: ProductLocation, scope: RowScope): boolean {
  if (!scope.codes.includes(row.code)) return false;
  if (scope.lineStatuses === undefined) return true;
  return row.lineStatus !== undefined && scope.lineStatuses.includes(row.lineStatus);
}

/** First availability preset: the row's firstAvailDate in the window. */
function firstAvailMatches(row: ProductLocation, range: DayRange | undefined): boolean {
  return range === undefined || within(row.firstAvailDate, range);
}

/** Last produced preset: the row's lastProdDate in the window. */
function lastProducedMatches(row: ProductLocation, range: DayRange | undefined): boolean {
  return range === undefined || within(row.lastProdDate, range);
}

/** Size: an availability entry of that size with inventory at this location. */
function sizeMatches(row: ProductLocation, size: string | undefined): boolean {
  if (size === undefined) return true;
  // `?? []`: documents read as stored JSON (the device catalogue) may lack the schema default.
  return (row.availability ?? []).some((a) => a.inventory > 0 && a.size.toUpperCase() === size);
}

/** Price From/To on the row's wholesale price or suggested retail, in its currency's minor units. */
function priceMatches(row: ProductLocation, price: RowFilters['price'], ctx: ProductQueryContext) {
  if (price === undefined) return true;
  const amount = price.basis === 'retail' ? row.suggestedRetail : row.wholesalePrice;
  if (amount === undefined) return false;
  const { from, to } = priceBoundsMinor(price.range, ctx, row.code);
  return amount >= from && amount <= to;
}

function rowMatches(row: ProductLocation, query: ProductQuery, ctx: ProductQueryContext): boolean {
  const f = query.rowFilters;
  return (
    rowInScope(row, query.rows) &&
    firstAvailMatches(row, f.firstAvail) &&
    lastProducedMatches(row, f.lastProduced) &&
    sizeMatches(row, f.size) &&
    priceMatches(row, f.price, ctx)
  );
}

/** Style/Color IDs: any entry names the product. */
function idsMatch(p: Product, ids: ProductQuery['ids']): boolean {
  return ids === undefined || ids.entries.some((e) => idEntryMatches(e, p, ids.suffixOnly));
}

/** Keyword: every typed word inside a word of the searched fields. */
function keywordMatch(p: Product, keyword: ProductQuery['keyword']): boolean {
  if (keyword === undefined) return true;
  return keywordMatches(
    keyword.tokens,
    keyword.fields.map((f) => keywordFieldText(p, f)),
  );
}

/** Each select: one of the product's values is chosen. */
function selectsMatch(p: Product, selects: ProductQuery['selects']): boolean {
  for (const [key, wanted] of selects) {
    const read = PRODUCT_SELECT_FIELDS[key];
    if (!read || !read(p).some((v) => wanted.includes(v))) return false;
  }
  return true;
}

/** Due date preset: the product's dueDate in the window. */
function dueDateMatches(p: Product, range: DayRange | undefined): boolean {
  return range === undefined || within(p.dueDate, range);
}

/** A read query against one product (the index's tests and the server's fallback use it). */
export function productMatchesQuery(
  p: Product,
  query: ProductQuery,
  ctx: ProductQueryContext,
): boolean {
  return (
    !p._deleted &&
    query.productType !== undefined &&
    p.productType === query.productType &&
    idsMatch(p, query.ids) &&
    keywordMatch(p, query.keyword) &&
    selectsMatch(p, query.selects) &&
    dueDateMatches(p, query.dueDate) &&
    (p.locations ?? []).some((row) => rowMatches(row, query, ctx))
  );
}

/**
 * Whether a product is in the library's result for this bar state (spec 000 §2): its type is
 * the module, one of its location rows is in scope (Location ALL = a permitted code with line
 * status A, R or O) and passes the location filters together, and every other filter holds.
 */
export function productMatches(p: Product, state: FilterState, ctx: ProductQueryContext): boolean {
  return productMatchesQuery(p, readProductQuery(state, ctx), ctx);
}

/** The order of a sort (spec 000 §2 Newest, Name, Style), ties broken by id. */
export function compareProducts(sort: ProductSort): (a: Product, b: Product) => number {
  return (a, b) => compareBySortKey(sort, productSortKey(a, sort), productSortKey(b, sort));
}

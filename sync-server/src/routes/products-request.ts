// The spec's product request shapes read into what the shared engine evaluates (decision
// 0037): the filter object (the product filter bar's parameters by URL name), productType as
// the module, `locations.code` / `locations.lineStatus` as the bar's Location and Status, and
// the caller's query context (their day, the locations the catalogue policy lets them see).
// A key or value the bar would not take is a 400 naming it, never silently dropped.
import {
  ALL_LOCATIONS_LINE_STATUSES,
  DEFAULT_TIMEZONE,
  PRODUCT_FETCH_SORTS,
  addParameter,
  findFilter,
  normalizeFilterValue,
  productFilterBarFor,
  type FilterState,
  type Product,
  type ProductFilterObject,
  type ProductQueryContext,
  type ProductSort,
  type ProductType,
} from '@portal/shared';
import { ApiError, type ErrorIssue } from '../http/errors.ts';
import type { Doc } from '../db/mapping/index.ts';
import { restDocument } from '../rest/resource.ts';
import { productsPolicy, visibleLocationCodes } from '../sync/policies/catalogue.ts';
import type { SyncUser } from '../sync/policy.ts';
import type { CatalogueView } from './products-catalogue.ts';

/** The Location and Status parts of a request, as the spec names them (000 §7). */
export interface LocationParts {
  readonly 'locations.code'?: string | undefined;
  readonly 'locations.lineStatus'?: string | readonly string[] | undefined;
}

const DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: DEFAULT_TIMEZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day presets count from: the caller's, else today in the spec's default time
 * zone (000 §9 America/Los_Angeles). */
export function requestDay(now: Date, given?: string): string {
  return given ?? DAY.format(now);
}

/** Whether the user may see the catalogue at all (the policy's area; the pull agrees). */
export function seesCatalogue(user: SyncUser): boolean {
  return productsPolicy.area(user) !== 'none';
}

export function queryContext(
  user: SyncUser,
  catalogue: CatalogueView,
  today: string,
): ProductQueryContext {
  const visible = visibleLocationCodes(user);
  return {
    today,
    locations: visible ? [...visible].sort() : catalogue.locationCodes,
    currencyDecimals: catalogue.currencyDecimals,
  };
}

const ALL_STATUSES = new Set<string>(ALL_LOCATIONS_LINE_STATUSES);

/** `locations.lineStatus` as the Status filter: one status, or A, R and O (= Location ALL). */
function statusOf(parts: LocationParts, issues: ErrorIssue[]): string | undefined {
  const raw = parts['locations.lineStatus'];
  if (raw === undefined) return undefined;
  const list = typeof raw === 'string' ? [raw] : [...new Set(raw)];
  if (list.length === 1) return list[0]!.toUpperCase();
  const isAll = list.length === ALL_STATUSES.size && list.every((s) => ALL_STATUSES.has(s));
  if (!isAll)
    issues.push({
      path: 'locations.lineStatus',
      message: 'must be one line status, or A, R and O together (what Location ALL means)',
    });
  else if (parts['locations.code'] !== undefined && parts['locations.code'] !== 'ALL')
    issues.push({
      path: 'locations.lineStatus',
      message: 'A, R and O together go with Location ALL; name one status for a location',
    });
  return undefined;
}

/**
 * The bar state of a request: the module is the product type, the filter object's entries are
 * added as the bar adds them, then `locations.code` (Location) and `locations.lineStatus`
 * (Status) replace any Location or Status of the filter object. Throws a 400 naming every key
 * the bar for this product type does not show and every value its filter cannot take.
 */
export function readFilterState(
  productType: ProductType,
  filter: ProductFilterObject | undefined,
  parts: LocationParts,
): FilterState {
  const bar = productFilterBarFor(productType);
  const issues: ErrorIssue[] = [];
  let state: FilterState = { module: productType, parameters: [] };
  const add = (path: string, key: string, raw: string) => {
    const found = findFilter(bar, state, key);
    if (!found) {
      issues.push({ path, message: `no filter ${key} for ${productType} products` });
      return;
    }
    const value = normalizeFilterValue(found.filter, raw);
    if (value === null) {
      issues.push({ path, message: `${key} cannot take the value '${raw.slice(0, 80)}'` });
      return;
    }
    state = addParameter(bar, state, key, value).state;
  };
  for (const [key, given] of Object.entries(filter ?? {})) {
    const values = typeof given === 'string' ? [given] : given;
    const found = findFilter(bar, state, key);
    if (found && !found.filter.allowMultiple && values.length > 1) {
      issues.push({ path: `filter.${key}`, message: `${key} takes one value` });
      continue;
    }
    for (const value of values) add(`filter.${key}`, key, value);
  }
  // Codes are upper case, ALL included (PRODUCT_LOCATION_ALL). POP has no Location (spec 000
  // §2 "not offered for POP"): a code sent with it is left out.
  const code = parts['locations.code'];
  if (code !== undefined && productType !== 'POP')
    add('locations.code', 'location', code.toUpperCase());
  const status = statusOf(parts, issues);
  if (status !== undefined) add('locations.lineStatus', 'status', status);
  if (issues.length > 0)
    throw new ApiError(400, 'invalid_request', `Invalid filter: ${issues[0]!.message}`, issues);
  return state;
}

/** `_options.sort` → the engine's sort (default Newest, spec 000 §2). */
export function sortOf(sort: Readonly<Record<string, number>> | undefined): ProductSort {
  if (!sort) return 'newest';
  const named = (Object.keys(PRODUCT_FETCH_SORTS) as ProductSort[]).find((name) => {
    const [field, direction] = Object.entries(PRODUCT_FETCH_SORTS[name])[0]!;
    return sort[field] === direction;
  });
  return named ?? 'newest';
}

/** The product as this user's pull holds it: the catalogue policy's projection (it only
 * drops location rows, so the result is still a Product). */
export function projectedProduct(product: Product, user: SyncUser): Product {
  const doc: Doc = { ...product };
  return productsPolicy.project(doc, user) as Product;
}

/** The product as this user's pull holds it, as the REST calls answer it (`_id`, no `_deleted`). */
export function answerProduct(product: Product, user: SyncUser): Doc {
  const doc: Doc = { ...product };
  return restDocument(productsPolicy.project(doc, user));
}

/** Products by id in the given order (ids the index gave: always present). */
export function productsOf(catalogue: CatalogueView, ids: readonly string[]): Product[] {
  const out: Product[] = [];
  for (const id of ids) {
    const product = catalogue.byId.get(id);
    if (product) out.push(product);
  }
  return out;
}

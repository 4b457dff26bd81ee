// Dynamic assortments (spec 000 §3 Assortment `method` dynamic, `query` "dynamic search
// conditions"; §4 "Dynamic assortments take no fixed row sorts … Searching in a dynamic
// assortment updates its filters"; §7 "Dynamic assortment queries use options limit, sort,
// project"; §8 '1 Filter added and assortment updated' / '1 Filter removed …'; §9 "Product
// search limit 1000 sorted by style"). The query is the product filter bar's state, stored on
// the assortment document; its products are the catalogue's matches, computed where the
// catalogue is (the device). Decision 0067.
import { PRODUCT_SEARCH } from '../constants.ts';
import { PRODUCT_TYPES, type ProductType } from '../entities/common.ts';
import type { AssortmentProduct } from '../entities/assortment.ts';
import type { FilterBarDefinition, FilterState } from '../filters/definition.ts';
import { filterStateFromSearch, filterStateToSearch, type SearchEntry } from '../filters/url.ts';
import {
  PRODUCT_FILTER_BAR,
  PRODUCT_SCOPE_MODULE,
  productFilterBarFor,
  type ProductSort,
} from '../products/filter-bar.ts';
import { isStyleWideField } from './style-copy.ts';

/** §7 options of a dynamic assortment's query (§9: 1000 products sorted by style). */
export const DYNAMIC_QUERY_OPTIONS: { readonly limit: number; readonly sort: ProductSort } = {
  limit: PRODUCT_SEARCH.limit,
  sort: PRODUCT_SEARCH.sort,
};

/**
 * The stored form of `Assortment.query`: the bar's module and its parameters as the URL
 * spells them (`[key, value]` pairs in bar order), with the §7 options it runs with. Plain
 * JSON, so it fits the entity's bounded JSON object and reads back through the bar's rules.
 */
export type DynamicQueryDocument = {
  module: string;
  filters: [string, string][];
  options: { limit: number; sort: ProductSort };
};

/** The product bar as a dynamic assortment of `productType` shows it. */
const RESTRICTED_BARS = new Map<string, FilterBarDefinition>(
  PRODUCT_TYPES.map((type) => {
    const bar = productFilterBarFor(type);
    return [
      type,
      {
        ...bar,
        defaultModule: type,
        modules: bar.modules.filter((m) => m.id === PRODUCT_SCOPE_MODULE || m.id === type),
      },
    ];
  }),
);

const fixedTypeOf = (productType: string | undefined): ProductType | undefined =>
  PRODUCT_TYPES.find((t) => t === productType);

/**
 * The bar of a dynamic assortment: the product library's bar, with its one product type
 * when the assortment has one (no module switch: its products are of that type), else the
 * library's bar for the chosen module ('All'). Stable objects (safe as React dependencies).
 */
export function dynamicFilterBar(
  productType: string | undefined,
  module: string,
): FilterBarDefinition {
  const fixed = fixedTypeOf(productType);
  return (fixed && RESTRICTED_BARS.get(fixed)) || productFilterBarFor(module);
}

const isPair = (value: unknown): value is [string, string] =>
  Array.isArray(value) &&
  value.length === 2 &&
  typeof value[0] === 'string' &&
  typeof value[1] === 'string';

/**
 * Keys of a spec-style filter object (000 §7 product fetch: "filter object plus productType,
 * locations.code, locations.lineStatus") and the bar's keys they stand for; any other key that
 * is a bar key is itself.
 */
const FILTER_OBJECT_KEYS: Readonly<Record<string, string>> = {
  'locations.code': 'location',
  'locations.lineStatus': 'status',
};

const textValues = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.filter((v): v is string => typeof v === 'string')
      : [];

/** The search entries of a stored query: ours (module + pairs), or a spec-style filter object. */
function entriesOf(stored: Record<string, unknown>): { module?: string; pairs: SearchEntry[] } {
  if (Array.isArray(stored.filters) || typeof stored.module === 'string')
    return {
      ...(typeof stored.module === 'string' ? { module: stored.module } : {}),
      pairs: Array.isArray(stored.filters) ? stored.filters.filter(isPair) : [],
    };
  const pairs: SearchEntry[] = [];
  for (const [name, value] of Object.entries(stored)) {
    if (name === 'productType' || name.startsWith('_')) continue;
    const key = FILTER_OBJECT_KEYS[name] ?? name;
    for (const text of textValues(value)) pairs.push([key, text]);
  }
  const type = typeof stored.productType === 'string' ? stored.productType : undefined;
  return { ...(type ? { module: type } : {}), pairs };
}

/**
 * The bar's state of a stored query: ours, or a filter object in the spec's product fetch
 * shape (`{ productType, division: [...], gender, 'locations.code', 'locations.lineStatus' }`,
 * as older or imported documents hold). Read through the bar's own rules (as a link is), so
 * what the bar would not accept is dropped; a fixed product type wins over a stored module.
 */
export function dynamicFilterState(query: unknown, productType: string | undefined): FilterState {
  const stored =
    query !== null && typeof query === 'object' && !Array.isArray(query)
      ? (query as Record<string, unknown>)
      : {};
  const { module, pairs } = entriesOf(stored);
  const chosen = fixedTypeOf(productType) ?? module;
  const entries: SearchEntry[] = chosen === undefined ? [] : [['module', chosen]];
  entries.push(...pairs);
  // PRODUCT_FILTER_BAR has every key of the per-module bars (same keys and order).
  return filterStateFromSearch(PRODUCT_FILTER_BAR, entries);
}

/** The query to store for a bar state (with the §7 options it is run with). */
export function dynamicQueryOf(state: FilterState): DynamicQueryDocument {
  const filters = filterStateToSearch(PRODUCT_FILTER_BAR, state)
    .filter(([name]) => name !== 'module')
    .map(([key, value]): [string, string] => [key, value]);
  return { module: state.module, filters, options: { ...DYNAMIC_QUERY_OPTIONS } };
}

/** §8 "with no filter set the grid loads empty": a query without any parameter finds nothing. */
export function hasDynamicFilters(state: FilterState): boolean {
  return state.parameters.length > 0;
}

const parameterKey = (p: { readonly key: string; readonly value: string }) =>
  `${p.key}\u0000${p.value}`;

/** How many parameters `after` has that `before` lacks, and the other way round. */
export function filterChangeCounts(
  before: FilterState,
  after: FilterState,
): { readonly added: number; readonly removed: number } {
  const was = new Set(before.parameters.map(parameterKey));
  const now = new Set(after.parameters.map(parameterKey));
  let added = 0;
  let removed = 0;
  for (const key of now) if (!was.has(key)) added += 1;
  for (const key of was) if (!now.has(key)) removed += 1;
  return { added, removed };
}

/**
 * The §8 message of a filter change: 'n Filter added …' when the change added a parameter
 * (a replaced value is an added filter), else 'n Filter removed …'; none when no parameter
 * changed (a module switch alone).
 */
export function filterChangeMessage(
  before: FilterState,
  after: FilterState,
): { readonly kind: 'added' | 'removed'; readonly count: number } | null {
  const { added, removed } = filterChangeCounts(before, after);
  if (added > 0) return { kind: 'added', count: added };
  if (removed > 0) return { kind: 'removed', count: removed };
  return null;
}

/** A shown row of a dynamic assortment: its id (style_color), style and colour. */
export interface DynamicRowRef {
  readonly id: string;
  readonly style: string;
  readonly color: string;
}

/**
 * The assortment's products with an entry for every shown row an edit writes to: a dynamic
 * assortment's rows come from its query, and a row's own values (label, notes, pillar,
 * pricing) live in `products`, so the first edit of a row creates its entry (style and colour,
 * no `sort`: §4 no fixed row sorts). A style-wide field (§4) creates the entries of every
 * shown colour of the style. Entries already there are kept as they are, in their order.
 */
export function withEntriesForEdits(
  products: readonly AssortmentProduct[],
  rows: readonly DynamicRowRef[],
  edits: readonly { readonly rowId: string; readonly columnId: string }[],
): AssortmentProduct[] {
  const present = new Set(products.map((p) => `${p.style}_${p.color}`));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const wanted = new Set<string>();
  for (const { rowId, columnId } of edits) {
    const row = byId.get(rowId);
    if (!row) continue;
    wanted.add(row.id);
    if (isStyleWideField(columnId))
      for (const other of rows) if (other.style === row.style) wanted.add(other.id);
  }
  const added: AssortmentProduct[] = [];
  for (const row of rows)
    if (wanted.has(row.id) && !present.has(row.id))
      added.push({ style: row.style, color: row.color } as AssortmentProduct);
  return added.length === 0 ? [...products] : [...products, ...added];
}

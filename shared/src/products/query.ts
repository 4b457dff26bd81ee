// A product bar state read once into what the predicate and the index both evaluate. Only the
// filters enabled for the state's module count (the scope module and the chosen product type,
// spec 000 §2 "one active module at a time"); a value a filter cannot take is ignored, as the
// URL reader ignores it (decision 0029), so a hand-made state cannot widen or break a query;
// the others are normalized as the bar stores them (ids split, size uppercased).
import { ALL_LOCATIONS_LINE_STATUSES } from '../constants.ts';
import { PRODUCT_TYPES, type ProductType } from '../entities/common.ts';
import { enabledFilters } from '../filters/definition.ts';
import type { DatePresetName, FilterState } from '../filters/definition.ts';
import { datePresetRange, type DayRange } from '../filters/presets.ts';
import { normalizeFilterValue, parseNumberRange, type NumberRange } from '../filters/values.ts';
import type { ProductQueryContext } from './context.ts';
import { PRODUCT_SELECT_FIELDS, type KeywordField } from './fields.ts';
import {
  POP_CATEGORY_ALL,
  PRODUCT_FILTER_BAR,
  PRODUCT_LOCATION_ALL,
  PRODUCT_STATUS_ALL,
  type PriceBasis,
} from './filter-bar.ts';
import { readIdEntries, type IdEntry } from './ids.ts';
import { keywordTokens } from './keyword.ts';

/** Which location rows a product is judged on (spec 000 §2 Location and Status). */
export interface RowScope {
  /** Location codes looked at: the chosen one (if permitted) or every permitted code. */
  readonly codes: readonly string[];
  /** Line statuses accepted; undefined = any (a chosen location with Status All). */
  readonly lineStatuses?: readonly string[];
}

/** Filters on one location row: a product matches when one row in scope passes them all. */
export interface RowFilters {
  readonly firstAvail?: DayRange;
  readonly lastProduced?: DayRange;
  /** Upper-cased size with inventory at the location. */
  readonly size?: string;
  readonly price?: { readonly basis: PriceBasis; readonly range: NumberRange };
}

export interface ProductQuery {
  /** The module's product type; undefined (an unknown module) matches nothing. */
  readonly productType?: ProductType;
  readonly rows: RowScope;
  readonly rowFilters: RowFilters;
  readonly ids?: { readonly entries: readonly IdEntry[]; readonly suffixOnly: boolean };
  readonly keyword?: {
    readonly tokens: readonly string[];
    readonly fields: readonly KeywordField[];
  };
  /** Product-level selects: key → chosen values (OR'ed). */
  readonly selects: ReadonlyMap<string, readonly string[]>;
  readonly dueDate?: DayRange;
}

/** The values of each enabled filter of the state, normalized, by key, in the order added. */
export function productFilterValues(state: FilterState): Map<string, string[]> {
  const filters = new Map(
    enabledFilters(PRODUCT_FILTER_BAR, state).map((l) => [l.filter.key, l.filter] as const),
  );
  const values = new Map<string, string[]>();
  for (const { key, value: raw } of state.parameters) {
    const filter = filters.get(key);
    const value = filter ? normalizeFilterValue(filter, raw) : null;
    if (!filter || value === null) continue;
    const list = values.get(key) ?? [];
    if (!list.includes(value)) list.push(value);
    // A single-valued filter keeps its last value, as adding one replaces the other (0029).
    values.set(key, filter.allowMultiple ? list : [value]);
  }
  return values;
}

/**
 * Preset windows by preset, choice and day: a query is read for every option count, and the
 * calendar arithmetic would otherwise repeat for each (a pure memo, bounded).
 */
const windows = new Map<string, DayRange | undefined>();
function presetWindow(name: DatePresetName, value: string, today: string): DayRange | undefined {
  const key = `${name}:${value}:${today}`;
  if (windows.has(key)) return windows.get(key);
  if (windows.size >= 256) windows.clear();
  const range = datePresetRange(name, value, today) ?? undefined;
  windows.set(key, range);
  return range;
}

function productTypeOf(module: string): ProductType | undefined {
  return PRODUCT_TYPES.find((t) => t === module);
}

export function readProductQuery(state: FilterState, ctx: ProductQueryContext): ProductQuery {
  const values = productFilterValues(state);
  const first = (key: string) => values.get(key)?.[0];
  const productType = productTypeOf(state.module);

  // Location ALL (or POP, where Location is not offered): every permitted code, line statuses
  // A, R, O; a chosen location: that code if permitted, any line status. Status narrows both.
  const location = productType === 'POP' ? undefined : first('location');
  const status = first('status');
  const all = location === undefined || location === PRODUCT_LOCATION_ALL;
  const codes = all
    ? [...new Set(ctx.locations)]
    : ctx.locations.includes(location)
      ? [location]
      : [];
  const lineStatuses =
    status !== undefined && status !== PRODUCT_STATUS_ALL
      ? [status]
      : all
        ? [...ALL_LOCATIONS_LINE_STATUSES]
        : undefined;

  const preset = (key: string, name: DatePresetName) => {
    const value = first(key);
    return value === undefined ? undefined : presetWindow(name, value, ctx.today);
  };
  const range = first('price') === undefined ? null : parseNumberRange(first('price') ?? '');
  const basis: PriceBasis = first('priceBasis') === 'retail' ? 'retail' : 'wholesale';
  const size = first('size');
  const rowFilters: RowFilters = {
    firstAvail: preset('firstAvail', 'firstAvailability'),
    lastProduced: preset('lastProduced', 'lastProduced'),
    size: size?.toUpperCase(),
    price: range ? { basis, range } : undefined,
  };

  const idsValue = first('ids');
  const entries = idsValue === undefined ? [] : readIdEntries(idsValue);
  const keyword = first('keyword') ?? first('name');
  const tokens = keyword === undefined ? [] : keywordTokens(keyword);
  const fields: KeywordField[] =
    first('name') !== undefined
      ? ['name']
      : [
          'name',
          'description',
          ...(first('keywordOutsole') ? (['outsole'] as const) : []),
          ...(first('keywordUpper') ? (['upper'] as const) : []),
        ];

  const selects = new Map<string, readonly string[]>();
  for (const [key, chosen] of values) {
    if (!Object.hasOwn(PRODUCT_SELECT_FIELDS, key)) continue;
    const wanted = key === 'popCategory' ? chosen.filter((v) => v !== POP_CATEGORY_ALL) : chosen;
    if (wanted.length > 0) selects.set(key, wanted);
  }

  return {
    productType,
    rows: { codes, lineStatuses },
    rowFilters,
    ids:
      entries.length > 0 ? { entries, suffixOnly: first('styleSuffixOnly') === 'true' } : undefined,
    keyword: tokens.length > 0 ? { tokens, fields } : undefined,
    selects,
    dueDate: preset('dueDate', 'dueDate'),
  };
}

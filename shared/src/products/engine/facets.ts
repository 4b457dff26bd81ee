// Option counts of the bar (issue 15 "options with counts", faceted search): for each option
// of a filter, how many products the current result would have with that option chosen and
// the filter's own other parameters left out. Which options are listed (the same rule the
// property test's predicate count follows):
// - a select with a default (Location ALL, Status All, POP Category ALL) lists it first;
// - Location lists every permitted code (not offered for POP: no options);
// - Price On and the date presets list all their choices;
// - other selects list the values present with a count above 0, and the chosen ones always;
// - other kinds (text, toggles, id lists, size, price span) have no options.
import { DATE_PRESET_OPTIONS } from '../../filters/presets.ts';
import { enabledFilters } from '../../filters/definition.ts';
import type { FilterDefinition, FilterParameter, FilterState } from '../../filters/definition.ts';
import type { ProductQueryContext } from '../context.ts';
import { PRODUCT_SELECT_FIELDS } from '../fields.ts';
import { PRICE_BASES, PRODUCT_FILTER_BAR } from '../filter-bar.ts';
import { productFilterValues, readProductQuery } from '../query.ts';
import type { Evaluator } from './evaluate.ts';
import type { ProductStore } from './store.ts';

export interface ProductFacetOption {
  readonly value: string;
  readonly count: number;
}

const byValue = (a: ProductFacetOption, b: ProductFacetOption) =>
  a.value < b.value ? -1 : a.value > b.value ? 1 : 0;

/** The state with `key` set to `value` alone (its default: no parameter). */
export function withOnlyValue(
  state: FilterState,
  filter: FilterDefinition,
  parameter: Omit<FilterParameter, 'key' | 'value'>,
  value: string | undefined,
): FilterState {
  const kept = state.parameters.filter((p) => p.key !== filter.key);
  const isDefault = filter.kind === 'select' && value === filter.defaultValue;
  if (value === undefined || isDefault) return { ...state, parameters: kept };
  return { ...state, parameters: [...kept, { ...parameter, key: filter.key, value }] };
}

/** The values a select lists before counting (see the file comment). */
function candidateValues(
  store: ProductStore,
  key: string,
  ctx: ProductQueryContext,
): { listed: readonly string[]; always: boolean } {
  if (key === 'location') return { listed: [...new Set(ctx.locations)], always: true };
  if (key === 'priceBasis') return { listed: PRICE_BASES, always: true };
  if (key === 'status') {
    const statuses = new Set<string>();
    for (const code of ctx.locations)
      for (const status of store.locations.get(code)?.lineStatus.sets.keys() ?? [])
        statuses.add(status);
    return { listed: [...statuses].sort(), always: false };
  }
  return { listed: [...(store.selects.get(key)?.sets.keys() ?? [])].sort(), always: false };
}

export function computeFacets(
  store: ProductStore,
  evaluator: Evaluator,
  state: FilterState,
  keys: readonly string[],
  ctx: ProductQueryContext,
): Record<string, readonly ProductFacetOption[]> {
  const out: Record<string, readonly ProductFacetOption[]> = {};
  const enabled = enabledFilters(PRODUCT_FILTER_BAR, state);
  const chosen = productFilterValues(state);
  for (const key of keys) {
    const location = enabled.find((l) => l.filter.key === key);
    const filter = location?.filter;
    out[key] = [];
    if (!location || !filter || (key === 'location' && state.module === 'POP')) continue;
    const parameter = { module: location.module.id, group: location.group.id };
    const countWith = (value: string | undefined) =>
      evaluator
        .result(readProductQuery(withOnlyValue(state, filter, parameter, value), ctx), ctx)
        .count();

    if (filter.kind === 'datePreset') {
      out[key] = DATE_PRESET_OPTIONS[filter.preset].map((o) => ({
        value: o.value,
        count: countWith(o.value),
      }));
      continue;
    }
    if (filter.kind !== 'select') continue;
    const selected = chosen.get(key) ?? [];
    const head: ProductFacetOption[] =
      filter.defaultValue !== undefined && key !== 'priceBasis'
        ? [{ value: filter.defaultValue, count: countWith(undefined) }]
        : [];
    const { listed, always } = candidateValues(store, key, ctx);
    let options: ProductFacetOption[];
    if (Object.hasOwn(PRODUCT_SELECT_FIELDS, key)) {
      // A product-level select: one base without the filter, then one AND-count per value.
      const query = readProductQuery(withOnlyValue(state, filter, parameter, undefined), ctx);
      const base = evaluator.result(query, ctx);
      const sets = store.selects.get(key);
      options = listed.map((value) => {
        const set = sets?.sets.get(value);
        return { value, count: set ? base.countAnd(set) : 0 };
      });
    } else options = listed.map((value) => ({ value, count: countWith(value) }));
    const kept = options.filter((o) => always || o.count > 0 || selected.includes(o.value));
    for (const value of selected)
      if (!kept.some((o) => o.value === value) && value !== filter.defaultValue)
        kept.push({ value, count: 0 });
    out[key] = [...head, ...(key === 'location' ? kept : kept.sort(byValue))];
  }
  return out;
}

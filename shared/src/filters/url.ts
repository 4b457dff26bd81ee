// Filter state ↔ URL search parameters, so a copied link opens the same view and back/forward
// re-runs the query (spec 000 §2). Readable: `?module=apparel&division=01&division=04&price=10..50`
// — the module (omitted when it is the default), then one `key=value` per parameter in definition
// order. Reading goes through the same mechanics as a user would (addParameter), so a link can
// only express a state the bar allows: unknown names, values a filter cannot take, and anything
// past the bounds are ignored. Entries, not URLSearchParams: shared has no DOM.
import {
  FILTER_MODULE_PARAM,
  defaultModuleId,
  switchableModules,
  type FilterBarDefinition,
  type FilterState,
} from './definition.ts';
import { addParameter } from './mechanics.ts';
import { FILTER_LIMITS } from './values.ts';

export type SearchEntry = readonly [name: string, value: string];

/** The search entries of a state (module first unless default, then each parameter). */
export function filterStateToSearch(
  definition: FilterBarDefinition,
  state: FilterState,
): SearchEntry[] {
  const entries: SearchEntry[] = [];
  if (state.module !== defaultModuleId(definition))
    entries.push([FILTER_MODULE_PARAM, state.module]);
  for (const p of state.parameters) entries.push([p.key, p.value]);
  return entries;
}

/** Reads a state back from search entries; what the bar would not accept is ignored. */
export function filterStateFromSearch(
  definition: FilterBarDefinition,
  search: Iterable<SearchEntry>,
): FilterState {
  const entries: SearchEntry[] = [];
  for (const entry of search) {
    if (entries.length >= FILTER_LIMITS.maxSearchEntries) break;
    entries.push(entry);
  }
  const named = entries.find(([name]) => name === FILTER_MODULE_PARAM)?.[1];
  const module =
    named !== undefined && switchableModules(definition).some((m) => m.id === named)
      ? named
      : defaultModuleId(definition);
  let state: FilterState = { module, parameters: [] };
  for (const [name, value] of entries)
    if (name !== FILTER_MODULE_PARAM) state = addParameter(definition, state, name, value).state;
  return state;
}

/**
 * True for the search names a bar owns (the module and every filter key of any module), so a
 * screen's other parameters (sort, view) survive a filter change.
 */
export function isFilterSearchName(definition: FilterBarDefinition, name: string): boolean {
  if (name === FILTER_MODULE_PARAM) return true;
  return definition.modules.some((m) =>
    m.groups.some((g) => g.filters.some((f) => f.key === name)),
  );
}

/** Writes a state over existing search entries, keeping the names the bar does not own. */
export function mergeFilterSearch(
  definition: FilterBarDefinition,
  current: Iterable<SearchEntry>,
  state: FilterState,
): SearchEntry[] {
  const kept = [...current].filter(([name]) => !isFilterSearchName(definition, name));
  return [...kept, ...filterStateToSearch(definition, state)];
}

/** Two states say the same (same module, same parameters in the same order). */
export function sameFilterState(a: FilterState, b: FilterState): boolean {
  return (
    a.module === b.module &&
    a.parameters.length === b.parameters.length &&
    a.parameters.every((p, i) => {
      const q = b.parameters[i];
      return q !== undefined && p.key === q.key && p.value === q.value && p.module === q.module;
    })
  );
}

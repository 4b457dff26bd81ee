// Spec 000 §2 "Filter bar mechanics", one function per user action. Each returns the next
// state and what the bar must do: "adding a parameter closes panels and refreshes options".
// Parameters stay in definition order (module, group, filter; the values of one filter in the
// order they were added), so a state has one URL and reads back equal (./url.ts).
import {
  enabledFilters,
  findFilter,
  switchableModules,
  type FilterBarDefinition,
  type FilterParameter,
  type FilterState,
} from './definition.ts';
import { FILTER_LIMITS, normalizeFilterValue } from './values.ts';

export interface FilterChange {
  readonly state: FilterState;
  /** False when the action was ignored (duplicate, unknown filter, value it cannot take). */
  readonly changed: boolean;
  /** The bar closes its open panels. */
  readonly closePanels: boolean;
  /** Option lists (and their counts) are stale: look them up again. */
  readonly refreshOptions: boolean;
}

function unchanged(state: FilterState): FilterChange {
  return { state, changed: false, closePanels: false, refreshOptions: false };
}

function changedTo(state: FilterState, closePanels: boolean): FilterChange {
  return { state, changed: true, closePanels, refreshOptions: true };
}

/** Definition order of each enabled filter key. */
function orderOf(definition: FilterBarDefinition, state: FilterState): Map<string, number> {
  return new Map(enabledFilters(definition, state).map((l) => [l.filter.key, l.order]));
}

/**
 * Adds a value to a filter (spec 000 §2): where the filter, its group or its module does not
 * allow multiples, the other parameters at that level are cleared first; a duplicate key and
 * value is ignored; a value the filter cannot take (000 §5 rules, bounds) is ignored. The
 * value is normalized first (size uppercased to 5 characters, blank select → `null`).
 */
export function addParameter(
  definition: FilterBarDefinition,
  state: FilterState,
  key: string,
  rawValue: string,
): FilterChange {
  const location = findFilter(definition, state, key);
  if (!location) return unchanged(state);
  const value = normalizeFilterValue(location.filter, rawValue);
  if (value === null) return unchanged(state);
  if (state.parameters.some((p) => p.key === key && p.value === value)) return unchanged(state);
  const { module, group, filter } = location;
  const kept = state.parameters.filter((p) => {
    if (!filter.allowMultiple && p.key === key) return false;
    if (!group.allowMultiple && p.module === module.id && p.group === group.id) return false;
    if (!module.allowMultiple && p.module === module.id) return false;
    return true;
  });
  if (kept.length >= FILTER_LIMITS.maxParameters) return unchanged(state);
  const added: FilterParameter = { module: module.id, group: group.id, key, value };
  const order = orderOf(definition, state);
  const rank = order.get(key) ?? 0;
  // After every parameter of an earlier or the same filter: definition order, values in turn.
  const at = kept.findIndex((p) => (order.get(p.key) ?? 0) > rank);
  const parameters = at < 0 ? [...kept, added] : [...kept.slice(0, at), added, ...kept.slice(at)];
  return changedTo({ ...state, parameters }, true);
}

/** Sets a filter to one value, replacing its others (a text field, a toggle switched on). */
export function setParameter(
  definition: FilterBarDefinition,
  state: FilterState,
  key: string,
  rawValue: string,
): FilterChange {
  const location = findFilter(definition, state, key);
  const value = location ? normalizeFilterValue(location.filter, rawValue) : null;
  if (value === null) return unchanged(state);
  const current = filterValues(state, key);
  if (current.length === 1 && current[0] === value) return unchanged(state);
  return addParameter(definition, removeFilter(definition, state, key).state, key, value);
}

/** Removes one value (a chip's remove button). */
export function removeParameter(
  _definition: FilterBarDefinition,
  state: FilterState,
  key: string,
  value: string,
): FilterChange {
  const parameters = state.parameters.filter((p) => !(p.key === key && p.value === value));
  if (parameters.length === state.parameters.length) return unchanged(state);
  return changedTo({ ...state, parameters }, false);
}

/** Removes every value of a filter (a field cleared, a toggle switched off). */
export function removeFilter(
  _definition: FilterBarDefinition,
  state: FilterState,
  key: string,
): FilterChange {
  const parameters = state.parameters.filter((p) => p.key !== key);
  if (parameters.length === state.parameters.length) return unchanged(state);
  return changedTo({ ...state, parameters }, false);
}

/** Clear all: every parameter goes, the active module stays. */
export function clearParameters(state: FilterState): FilterChange {
  if (state.parameters.length === 0) return unchanged(state);
  return changedTo({ ...state, parameters: [] }, true);
}

/**
 * Spec 000 §2: one active module at a time, and "disabling or enabling modules clears the
 * disabled modules' parameters": switching enables the new module, disables the one before and
 * drops its parameters. The always-on modules keep theirs.
 */
export function switchModule(
  definition: FilterBarDefinition,
  state: FilterState,
  moduleId: string,
): FilterChange {
  if (moduleId === state.module) return unchanged(state);
  if (!switchableModules(definition).some((m) => m.id === moduleId)) return unchanged(state);
  const alwaysOn = new Set(definition.modules.filter((m) => m.alwaysOn).map((m) => m.id));
  const parameters = state.parameters.filter((p) => alwaysOn.has(p.module));
  return changedTo({ module: moduleId, parameters }, true);
}

/** The values of a filter, in the order added. */
export function filterValues(state: FilterState, key: string): string[] {
  return state.parameters.filter((p) => p.key === key).map((p) => p.value);
}

/**
 * The query values of an option lookup: the typed text (for a `typed` lookup) and the first
 * value of each filter the lookup names. Null means "skip the lookup": spec 000 §2 / 001 §5,
 * "option lookups are skipped when any query value is empty".
 */
export function optionLookupQuery(
  definition: FilterBarDefinition,
  state: FilterState,
  key: string,
  typed = '',
): Readonly<Record<string, string>> | null {
  const location = findFilter(definition, state, key);
  if (!location || location.filter.kind !== 'select') return null;
  const source = location.filter.options;
  if (source.from !== 'lookup') return null;
  const values: Record<string, string> = {};
  if (source.typed) values.text = typed.trim();
  for (const name of source.query ?? []) values[name] = filterValues(state, name)[0] ?? '';
  return isLookupSkipped(values) ? null : values;
}

/** Spec 000 §2: a lookup with any empty query value is skipped. */
export function isLookupSkipped(values: Readonly<Record<string, string>>): boolean {
  return Object.values(values).some((v) => v.trim() === '');
}

// Spec 000 §2 "Library screens and filter bars": a filter bar is modules → groups → filters,
// and "a filter, its group and its module each carry an allow-multiple flag". A screen declares
// its bar once with these types; the state and every operation on it are engine-agnostic (the
// device collections map it to a Mango selector, the product library to its own catalogue).
// Decision: docs/decisions/0029-filter-bar.md.

/** Named date windows of spec 000 §2 "Filter presets" (day counts in ./presets.ts). */
export const DATE_PRESET_NAMES = ['dueDate', 'firstAvailability', 'lastProduced'] as const;
export type DatePresetName = (typeof DATE_PRESET_NAMES)[number];

/** One choice of a select. Static options name a message id; looked-up options carry data text. */
export interface FilterOption {
  readonly value: string;
  /** Message id of a translated label (static options). */
  readonly labelId?: string;
  /** Verbatim label (looked-up data: division names, seasons…); the value is shown if neither. */
  readonly label?: string;
  /** How many records of the current result the option would give (faceted search). */
  readonly count?: number;
}

/**
 * Where a select's options come from: listed in the definition, or looked up through the
 * function the screen passes. A lookup's query values are the user's typed text (`typed`) and
 * the current values of the filters named in `query`; spec 000 §2 / 001 §5: the lookup is
 * skipped when any of them is empty.
 */
export type FilterOptionsSource =
  | { readonly from: 'static'; readonly options: readonly FilterOption[] }
  | { readonly from: 'lookup'; readonly typed?: boolean; readonly query?: readonly string[] };

interface FilterBase {
  /** Unique among the filters a user can see at once; also the URL parameter name. */
  readonly key: string;
  readonly labelId: string;
  readonly allowMultiple: boolean;
  /** Message id of a placeholder text. */
  readonly placeholderId?: string;
}

/** A free-text filter (keyword, name), matched as "contains", case-insensitive. */
export interface TextFilter extends FilterBase {
  readonly kind: 'text';
  /** Spec 000 §2 File Name: "full or partial names, comma separated" — each part may match. */
  readonly commaSeparated?: boolean;
  /** Shown in the bar itself and applied as the user types (library name filter, 800 ms). */
  readonly live?: boolean;
}
export interface SelectFilter extends FilterBase {
  readonly kind: 'select';
  readonly options: FilterOptionsSource;
  /** Offers a blank choice, sent as the text `null` (spec 000 §5). */
  readonly blankOption?: boolean;
  /** The value assumed while no parameter is set (Location ALL, Status All); shown, not stored. */
  readonly defaultValue?: string;
}
export interface ToggleFilter extends FilterBase {
  readonly kind: 'toggle';
}
/** A single day (YYYY-MM-DD). */
export interface DateFilter extends FilterBase {
  readonly kind: 'date';
}
/** Modified since a day, from 08:00 UTC of that day (spec 000 §9 time offset). */
export interface ModifiedSinceFilter extends FilterBase {
  readonly kind: 'modifiedSince';
}
export interface DatePresetFilter extends FilterBase {
  readonly kind: 'datePreset';
  readonly preset: DatePresetName;
}
/** From/To (Price span); either bound may be left open. */
export interface NumberRangeFilter extends FilterBase {
  readonly kind: 'numberRange';
}
/** A pasted list of ids (Style/Color IDs): hundreds at once, separated by commas or lines. */
export interface IdListFilter extends FilterBase {
  readonly kind: 'idList';
}
/** Spec 000 §5: up to 5 characters, uppercased; placeholder 9H footwear, M apparel (§9). */
export interface SizeFilter extends FilterBase {
  readonly kind: 'size';
  readonly placeholder?: string;
}

export type FilterDefinition =
  | TextFilter
  | SelectFilter
  | ToggleFilter
  | DateFilter
  | ModifiedSinceFilter
  | DatePresetFilter
  | NumberRangeFilter
  | IdListFilter
  | SizeFilter;
export type FilterKind = FilterDefinition['kind'];

export interface FilterGroup {
  readonly id: string;
  readonly labelId: string;
  readonly allowMultiple: boolean;
  readonly filters: readonly FilterDefinition[];
}

export interface FilterModule {
  readonly id: string;
  readonly labelId: string;
  readonly allowMultiple: boolean;
  /**
   * Shown whatever module is active and never disabled (the product bar's Location and Status).
   * The other modules are switched: one active at a time (spec 000 §2).
   */
  readonly alwaysOn?: boolean;
  readonly groups: readonly FilterGroup[];
}

export interface FilterBarDefinition {
  /** Names the bar (remembered settings, tests). */
  readonly id: string;
  /** Message id of the module switcher's label (Product Type). */
  readonly moduleLabelId?: string;
  readonly modules: readonly FilterModule[];
  /** The active module when the URL names none (Footwear); the first switchable otherwise. */
  readonly defaultModule?: string;
}

/** One active filter value: `{ module, group, key, value }`. Values are always text. */
export interface FilterParameter {
  readonly module: string;
  readonly group: string;
  readonly key: string;
  readonly value: string;
}

/** The active module and the parameters, kept in definition order (see canonical order). */
export interface FilterState {
  readonly module: string;
  readonly parameters: readonly FilterParameter[];
}

/** Where a filter sits, with its place in definition order (used to keep parameters sorted). */
export interface FilterLocation {
  readonly module: FilterModule;
  readonly group: FilterGroup;
  readonly filter: FilterDefinition;
  readonly order: number;
}

/** The reserved URL parameter naming the active module. */
export const FILTER_MODULE_PARAM = 'module';

export function switchableModules(definition: FilterBarDefinition): readonly FilterModule[] {
  return definition.modules.filter((m) => !m.alwaysOn);
}

export function defaultModuleId(definition: FilterBarDefinition): string {
  const wanted = definition.defaultModule;
  const switchable = switchableModules(definition);
  if (wanted !== undefined && switchable.some((m) => m.id === wanted)) return wanted;
  return switchable[0]?.id ?? '';
}

export function initialFilterState(definition: FilterBarDefinition): FilterState {
  return { module: defaultModuleId(definition), parameters: [] };
}

/** Spec 000 §2: the active module and the always-on ones are enabled; the others are not. */
export function enabledModules(
  definition: FilterBarDefinition,
  state: Pick<FilterState, 'module'>,
): readonly FilterModule[] {
  return definition.modules.filter((m) => m.alwaysOn || m.id === state.module);
}

/** Every filter of the enabled modules, in definition order. */
export function enabledFilters(
  definition: FilterBarDefinition,
  state: Pick<FilterState, 'module'>,
): readonly FilterLocation[] {
  const found: FilterLocation[] = [];
  let order = 0;
  for (const module of definition.modules) {
    const enabled = module.alwaysOn || module.id === state.module;
    for (const group of module.groups)
      for (const filter of group.filters) {
        if (enabled) found.push({ module, group, filter, order });
        order += 1;
      }
  }
  return found;
}

/** The enabled filter with this key, if any. */
export function findFilter(
  definition: FilterBarDefinition,
  state: Pick<FilterState, 'module'>,
  key: string,
): FilterLocation | undefined {
  return enabledFilters(definition, state).find((l) => l.filter.key === key);
}

/**
 * Problems of a definition, empty when it is sound: ids unique at each level, filter keys
 * unique among what a user sees at once (they name URL parameters), the module parameter name
 * reserved, the default module switchable, lookup query keys naming filters. A screen's test
 * asserts `[]`.
 */
export function checkFilterBarDefinition(definition: FilterBarDefinition): string[] {
  const problems: string[] = [];
  const duplicates = (ids: readonly string[]) => ids.filter((id, i) => ids.indexOf(id) !== i);
  for (const id of duplicates(definition.modules.map((m) => m.id)))
    problems.push(`module ${id} appears twice`);
  const switchable = switchableModules(definition);
  if (
    definition.defaultModule !== undefined &&
    !switchable.some((m) => m.id === definition.defaultModule)
  )
    problems.push(`default module ${definition.defaultModule} is not a switchable module`);
  for (const module of definition.modules)
    for (const id of duplicates(module.groups.map((g) => g.id)))
      problems.push(`group ${module.id}/${id} appears twice`);
  const views = switchable.length > 0 ? switchable.map((m) => m.id) : [''];
  for (const view of views) {
    const filters = enabledFilters(definition, { module: view }).map((l) => l.filter);
    const keys = filters.map((f) => f.key);
    for (const key of new Set(duplicates(keys))) problems.push(`filter key ${key} appears twice`);
    if (keys.includes(FILTER_MODULE_PARAM))
      problems.push(`filter key ${FILTER_MODULE_PARAM} is reserved for the module`);
    for (const filter of filters)
      if (filter.kind === 'select' && filter.options.from === 'lookup')
        for (const key of filter.options.query ?? [])
          if (!keys.includes(key))
            problems.push(`filter ${filter.key} looks up with unknown filter ${key}`);
  }
  return [...new Set(problems)];
}

// The filter bar (spec 000 §2): see CONTEXT.md for the recipe.
export { FilterBar, type FilterBarProps } from './FilterBar.tsx';
export {
  useFilterState,
  type SetFilterState,
  type SetFilterStateOptions,
} from './useFilterState.ts';
export { useFilterOptions, type FilterOptions, type OptionLookup } from './useFilterOptions.ts';
export {
  localToday,
  toMangoQuerySelector,
  useFilterSelector,
  useSettledValue,
} from './useFilterSelector.ts';
export { chipText, optionText, presetLabelId, valueText } from './labels.ts';

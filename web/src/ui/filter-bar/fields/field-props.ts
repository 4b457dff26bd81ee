// What every filter field receives: its filter, its current values, and the bar's actions.
import type {
  FilterBarDefinition,
  FilterDefinition,
  FilterOption,
  FilterState,
} from '@portal/shared';
import type { OptionLookup } from '../useFilterOptions.ts';

/** The bar's actions, each one a shared mechanic (spec 000 §2) applied to the state. */
export interface FilterBarActions {
  readonly definition: FilterBarDefinition;
  readonly state: FilterState;
  readonly lookup: OptionLookup | undefined;
  /** The data the lookup reads changed (FilterBar `optionsVersion`): open lists ask again. */
  readonly optionsVersion: string | number | undefined;
  /** Adds a value (closes the panels, as the spec says). */
  readonly add: (key: string, value: string) => void;
  /** Sets the one value of a filter, replacing the others. */
  readonly set: (key: string, value: string) => void;
  readonly remove: (key: string, value: string) => void;
  /** Removes every value of a filter. */
  readonly clear: (key: string) => void;
  /** Keeps a looked-up option's label for the chips. */
  readonly remember: (key: string, option: FilterOption) => void;
  /** Unique per bar, for element ids. */
  readonly idPrefix: string;
}

export interface FieldProps<F extends FilterDefinition> {
  readonly filter: F;
  readonly values: readonly string[];
  readonly context: FilterBarActions;
}

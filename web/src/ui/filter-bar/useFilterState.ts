// The filter state of a screen lives in the URL (spec 000 §2: a copied link opens the same view;
// back/forward on the library paths re-runs the query). The URL is the one source: the state is
// read from the search parameters on every location change, and a change is a navigation, so
// the browser's history holds each filter step. The screen derives its query from this state.
import {
  filterStateFromSearch,
  isFilterSearchName,
  mergeFilterSearch,
  sameFilterState,
  type FilterBarDefinition,
  type FilterState,
  type SearchEntry,
} from '@portal/shared';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

function toSearchParams(entries: readonly SearchEntry[]): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of entries) params.append(name, value);
  return params;
}

export interface SetFilterStateOptions {
  /** Replace the current history entry instead of adding one. */
  readonly replace?: boolean;
}

export type SetFilterState = (next: FilterState, options?: SetFilterStateOptions) => void;

/**
 * `[state, setState]` for a filter bar, kept in the URL's search parameters. Parameters the bar
 * does not own (sort, view type) are kept. `definition` must be stable (a module constant).
 */
export function useFilterState(
  definition: FilterBarDefinition,
): readonly [FilterState, SetFilterState] {
  const [search, setSearch] = useSearchParams();
  // The bar's own part of the address, as text: a change of sort or view leaves it equal, so
  // the state keeps its identity and the screen's query does not run again.
  const own = useMemo(
    () =>
      new URLSearchParams(
        [...search].filter(([name]) => isFilterSearchName(definition, name)),
      ).toString(),
    [definition, search],
  );
  const state = useMemo(
    () => filterStateFromSearch(definition, new URLSearchParams(own)),
    [definition, own],
  );
  const setState = useCallback<SetFilterState>(
    (next, options) => {
      if (sameFilterState(next, state)) return;
      setSearch((current) => toSearchParams(mergeFilterSearch(definition, current, next)), {
        replace: options?.replace ?? false,
      });
    },
    [definition, setSearch, state],
  );
  return [state, setState] as const;
}

// The options of a select filter: listed in the definition, or looked up through the screen's
// function. A lookup waits 250 ms of quiet (spec 000 §9 filter options), is skipped when any
// query value is empty (000 §2), runs again when the filter state changes (adding a parameter
// refreshes options), and an answer that arrives after a newer question is dropped.
import { DEBOUNCE_MS } from '@portal/shared/constants.ts';
import {
  filterStateToSearch,
  optionLookupQuery,
  type FilterBarDefinition,
  type FilterOption,
  type FilterState,
  type SelectFilter,
} from '@portal/shared';
import { useEffect, useMemo, useRef, useState } from 'react';

/**
 * The screen's option lookup: the filter, the current state and the query values (the typed
 * text as `text`, and the values of the filters the lookup names). Reads the device database
 * (or the REST options call); counts per option are welcome (faceted search).
 */
export type OptionLookup = (
  filter: SelectFilter,
  state: FilterState,
  query: Readonly<Record<string, string>>,
) => Promise<readonly FilterOption[]>;

export interface FilterOptions {
  readonly options: readonly FilterOption[];
  readonly loading: boolean;
  /** The lookup was skipped: a query value is empty (the user has not typed yet). */
  readonly skipped: boolean;
  /** The last lookup failed. */
  readonly failed: boolean;
}

interface Answer {
  readonly question: string;
  readonly options: readonly FilterOption[];
  readonly failed: boolean;
}

const NONE: readonly FilterOption[] = [];

export function useFilterOptions(args: {
  readonly definition: FilterBarDefinition;
  readonly state: FilterState;
  readonly filter: SelectFilter;
  readonly lookup: OptionLookup | undefined;
  /** The version of the data the lookup reads: a new one is a new question. */
  readonly version?: string | number | undefined;
  /** The user's typed text (typed lookups). */
  readonly typed?: string;
  /** Look up only while the panel shows the filter. */
  readonly active: boolean;
  readonly delayMs?: number;
}): FilterOptions {
  const { definition, state, filter, lookup, version, typed = '', active } = args;
  const delayMs = args.delayMs ?? DEBOUNCE_MS.filterOptions;
  const query = useMemo(
    () => optionLookupQuery(definition, state, filter.key, typed),
    [definition, state, filter.key, typed],
  );
  // One text per question: the query values and the state the counts are for.
  const question = useMemo(
    () =>
      query === null
        ? ''
        : JSON.stringify([query, filterStateToSearch(definition, state), state.module, version]),
    [definition, query, state, version],
  );
  const [answer, setAnswer] = useState<Answer | null>(null);
  const run = active && lookup !== undefined && query !== null;
  // The newest lookup function and inputs, read when the quiet time is over (a screen may pass
  // a new function on every render; that alone is no new question).
  const latest = useRef({ lookup, filter, state, query });
  useEffect(() => {
    latest.current = { lookup, filter, state, query };
  });

  useEffect(() => {
    if (!run) return;
    let current = true;
    const timer = setTimeout(() => {
      const { lookup: ask, filter: asked, state: at, query: values } = latest.current;
      if (!ask || values === null) return;
      ask(asked, at, values).then(
        (options) => current && setAnswer({ question, options, failed: false }),
        () => current && setAnswer({ question, options: NONE, failed: true }),
      );
    }, delayMs);
    // A newer question (or closing the panel) makes this one stale: its answer is dropped.
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [run, question, delayMs]);

  if (filter.options.from === 'static')
    return { options: filter.options.options, loading: false, skipped: false, failed: false };
  if (query === null) return { options: NONE, loading: false, skipped: true, failed: false };
  const fresh = answer !== null && answer.question === question;
  return {
    options: fresh ? answer.options : (answer?.options ?? NONE),
    loading: run && !fresh,
    skipped: false,
    failed: fresh && answer.failed,
  };
}

// The filter bar of every library and list screen (spec 000 §2 "Library screens and filter
// bars"): the module switcher, a panel per group of the enabled modules, live text filters,
// the chips of the active parameters with Clear all, and a slot for the screen's actions
// (share, download). Every action is a shared mechanic (@portal/shared filters); the state is
// the screen's (useFilterState keeps it in the URL).
import {
  addParameter,
  clearParameters,
  enabledModules,
  removeFilter,
  removeParameter,
  setParameter,
  switchModule,
  type FilterBarDefinition,
  type FilterChange,
  type FilterOption,
  type FilterState,
  type TextFilter,
} from '@portal/shared';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { I18nProvider as AriaI18nProvider } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { FilterBarActions } from './fields/field-props.ts';
import { FilterChips } from './FilterChips.tsx';
import { GroupPanel } from './GroupPanel.tsx';
import { LiveTextFilter } from './LiveTextFilter.tsx';
import { ModuleSwitcher } from './ModuleSwitcher.tsx';
import type { OptionLookup } from './useFilterOptions.ts';
import type { SetFilterState } from './useFilterState.ts';
import './filter-bar.css';

export interface FilterBarProps {
  readonly definition: FilterBarDefinition;
  readonly state: FilterState;
  readonly onChange: SetFilterState;
  /** Options of `lookup` selects: `(filter, state, query) => Promise<FilterOption[]>`. */
  readonly lookupOptions?: OptionLookup;
  /**
   * Changes when the data `lookupOptions` reads has changed (a device index built or
   * refreshed): an open option list asks again, so one opened before the data was there does
   * not stay empty.
   */
  readonly optionsVersion?: string | number;
  /** Message id of the bar's accessible name; 'Filters' when absent. */
  readonly labelId?: string;
  /** The screen's actions at the end of the bar (share, download). */
  readonly actions?: ReactNode;
}

export function FilterBar(props: FilterBarProps) {
  const { definition, state, onChange, lookupOptions, optionsVersion } = props;
  const intl = useIntl();
  const idPrefix = useId();
  const [openPanel, setOpenPanel] = useState<string | null>(null);
  // Labels of looked-up options seen so far, per filter key, for the chips.
  const [known, setKnown] = useState<ReadonlyMap<string, ReadonlyMap<string, FilterOption>>>(
    () => new Map(),
  );

  const actions = useMemo<FilterBarActions>(() => {
    const apply = (change: FilterChange, options?: { replace?: boolean }) => {
      if (change.closePanels) setOpenPanel(null);
      if (change.changed) onChange(change.state, options);
    };
    return {
      definition,
      state,
      lookup: lookupOptions,
      optionsVersion,
      idPrefix,
      add: (key, value) => apply(addParameter(definition, state, key, value)),
      set: (key, value) => apply(setParameter(definition, state, key, value)),
      remove: (key, value) => apply(removeParameter(definition, state, key, value)),
      clear: (key) => apply(removeFilter(definition, state, key)),
      remember: (key, option) =>
        setKnown((before) => {
          if (before.get(key)?.get(option.value)?.label === option.label) return before;
          const next = new Map(before);
          next.set(key, new Map(before.get(key)).set(option.value, option));
          return next;
        }),
    };
  }, [definition, state, lookupOptions, optionsVersion, idPrefix, onChange]);

  const modules = enabledModules(definition, state);
  const live = modules.flatMap((m) =>
    m.groups.flatMap((g) =>
      g.filters.filter((f): f is TextFilter => f.kind === 'text' && f.live === true),
    ),
  );
  const commitLive = (key: string, text: string) => {
    const change =
      text.trim() === ''
        ? removeFilter(definition, state, key)
        : setParameter(definition, state, key, text);
    // Refining a text already applied replaces its history entry: back leaves the typing.
    const refining = text.trim() !== '' && state.parameters.some((p) => p.key === key);
    if (change.changed) onChange(change.state, { replace: refining });
  };

  return (
    <AriaI18nProvider locale={intl.locale}>
      <section
        className="filter-bar"
        aria-label={intl.formatMessage({ id: props.labelId ?? 'common.filterBar.region' })}
      >
        <div className="filter-bar-row">
          <ModuleSwitcher
            definition={definition}
            module={state.module}
            onSwitch={(module) => {
              const change = switchModule(definition, state, module);
              if (change.closePanels) setOpenPanel(null);
              if (change.changed) onChange(change.state);
            }}
          />
          {live.map((filter) => (
            <LiveTextFilter
              key={filter.key}
              filter={filter}
              value={state.parameters.find((p) => p.key === filter.key)?.value ?? ''}
              onCommit={(text) => commitLive(filter.key, text)}
            />
          ))}
          <div className="filter-groups">
            {modules.flatMap((module) =>
              module.groups.map((group) => {
                const id = `${module.id}/${group.id}`;
                return (
                  <GroupPanel
                    key={id}
                    module={module.id}
                    group={group}
                    context={actions}
                    isOpen={openPanel === id}
                    onOpenChange={(open) =>
                      setOpenPanel((current) => (open ? id : current === id ? null : current))
                    }
                  />
                );
              }),
            )}
          </div>
          {props.actions && <div className="filter-bar-actions">{props.actions}</div>}
        </div>
        <FilterChips
          definition={definition}
          state={state}
          known={known}
          onRemove={actions.remove}
          onClearAll={() => {
            const change = clearParameters(state);
            if (change.closePanels) setOpenPanel(null);
            if (change.changed) onChange(change.state);
          }}
        />
      </section>
    </AriaI18nProvider>
  );
}

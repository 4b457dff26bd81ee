// A list screen as the filter bar's tests see it: a real memory router, the app's catalogue,
// the bar with its state in the URL, and the derived selector shown as text. StrictMode, as in
// development: effects run twice and must still look up once.
import '@testing-library/jest-dom/vitest';
import type { FilterBarDefinition, FilterQueryMapping } from '@portal/shared';
import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { fallbackMessages } from '../../../i18n/catalog.ts';
import { FilterBar } from '../FilterBar.tsx';
import type { OptionLookup } from '../useFilterOptions.ts';
import { useFilterSelector } from '../useFilterSelector.ts';
import { useFilterState } from '../useFilterState.ts';

export const TODAY = '2025-03-01';
export const PATH = '/orders/coordinator-assignments';

function Screen(props: {
  definition: FilterBarDefinition;
  mapping: FilterQueryMapping;
  lookup?: OptionLookup;
}) {
  const [state, setState] = useFilterState(props.definition);
  const selector = useFilterSelector(props.definition, state, props.mapping, {
    delayMs: 0,
    today: TODAY,
  });
  const location = useLocation();
  return (
    <>
      <FilterBar
        definition={props.definition}
        state={state}
        onChange={setState}
        {...(props.lookup ? { lookupOptions: props.lookup } : {})}
      />
      <output data-testid="search">{decodeURIComponent(location.search)}</output>
      <output data-testid="selector">{JSON.stringify(selector)}</output>
    </>
  );
}

export function renderFilterScreen(options: {
  definition: FilterBarDefinition;
  mapping: FilterQueryMapping;
  lookup?: OptionLookup;
  search?: string;
  /** Extra texts for a test definition's labels. */
  messages?: Record<string, string>;
}) {
  const router = createMemoryRouter(
    [
      {
        path: PATH,
        element: (
          <Screen
            definition={options.definition}
            mapping={options.mapping}
            {...(options.lookup ? { lookup: options.lookup } : {})}
          />
        ),
      },
    ],
    { initialEntries: [`${PATH}${options.search ?? ''}`] },
  );
  const view = render(
    <StrictMode>
      <IntlProvider locale="en-US" messages={{ ...fallbackMessages, ...options.messages }}>
        <RouterProvider router={router} />
      </IntlProvider>
    </StrictMode>,
  );
  return { router, view };
}

// Spec 000 §2: the filter state lives in the URL (a copied link opens the same view,
// back/forward re-runs the query): readable, round-trips, hostile input bounded.
import { describe, expect, it } from 'vitest';
import { initialFilterState, type FilterState } from './definition.ts';
import { addParameter, switchModule } from './mechanics.ts';
import { productBar } from './test-fixtures.ts';
import {
  filterStateFromSearch,
  filterStateToSearch,
  mergeFilterSearch,
  sameFilterState,
  type SearchEntry,
} from './url.ts';
import { FILTER_LIMITS } from './values.ts';

function build(module: string, steps: [string, string][]): FilterState {
  let state = switchModule(productBar, initialFilterState(productBar), module).state;
  if (module === 'footwear') state = initialFilterState(productBar);
  for (const [key, value] of steps) state = addParameter(productBar, state, key, value).state;
  return state;
}
// shared has no DOM types: a query string by hand (the web uses URLSearchParams).
const query = (entries: readonly SearchEntry[]) =>
  entries.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
const parse = (search: string): SearchEntry[] =>
  search === ''
    ? []
    : search.split('&').map((pair) => {
        const [k = '', v = ''] = pair.split('=');
        return [decodeURIComponent(k), decodeURIComponent(v)] as const;
      });

describe('[000 §2 filter bar] state in the URL', () => {
  it.each<[string, FilterState, string]>([
    ['the default state is an empty query', initialFilterState(productBar), ''],
    [
      'the default module is left out; parameters read key=value in definition order',
      build('footwear', [
        ['gender', 'Womens'],
        ['division', '01'],
        ['division', '04'],
        ['price', '10..50'],
      ]),
      'division=01&division=04&gender=Womens&price=10..50',
    ],
    [
      'another module is named first',
      build('apparel', [
        ['location', 'EU'],
        ['apparelType', 'Tops'],
      ]),
      'module=apparel&location=EU&apparelType=Tops',
    ],
    [
      'a blank select reads null; a size is uppercased; texts are encoded',
      build('footwear', [
        ['gender', ''],
        ['size', '10h'],
        ['name', 'air & max'],
      ]),
      'name=air%20%26%20max&gender=null&size=10H',
    ],
  ])('%s', (_rule, state, expected) => {
    const entries = filterStateToSearch(productBar, state);
    expect(query(entries)).toBe(expected);
    expect(filterStateFromSearch(productBar, parse(expected))).toEqual(state);
  });

  it('round-trips a paste of 500 ids and every kind of value', () => {
    const ids = Array.from({ length: 500 }, (_, i) => `S${i}_BLK`).join(',');
    const state = build('footwear', [
      ['ids', ids],
      ['styleSuffixOnly', 'true'],
      ['firstAvailability', 'next6Months'],
      ['priceBasis', 'retail'],
      ['price', '..80'],
      ['status', 'Dropped'],
    ]);
    const url = query(filterStateToSearch(productBar, state));
    const back = filterStateFromSearch(productBar, parse(url));
    expect(back).toEqual(state);
    expect(sameFilterState(back, state)).toBe(true);
  });

  it.each<[string, string, string]>([
    ['unknown parameters are ignored', 'sort=-createdDate&view=tiles&gender=Mens', 'gender=Mens'],
    ['an unknown module falls back to the default', 'module=robots&gender=Mens', 'gender=Mens'],
    ['an always-on module cannot be the active one', 'module=product&location=US', 'location=US'],
    [
      'a filter of another module is ignored',
      'module=pop&gender=Mens&category=ALL',
      'module=pop&category=ALL',
    ],
    [
      'values a filter cannot take are ignored',
      'gender=Robots&price=abc&dueDate=x&firstAvailability=atOnce',
      'firstAvailability=atOnce',
    ],
    ['a duplicate is read once', 'division=01&division=01', 'division=01'],
    [
      'several values of a one-value filter keep the last',
      'gender=Mens&gender=Kids',
      'gender=Kids',
    ],
    [
      'an oversize text is ignored',
      `name=${'x'.repeat(FILTER_LIMITS.textMaxLength + 1)}&gender=Mens`,
      'gender=Mens',
    ],
    [
      'entries after the read limit are ignored',
      `${'sort=x&'.repeat(FILTER_LIMITS.maxSearchEntries)}gender=Mens`,
      '',
    ],
  ])('%s', (_rule, search, expected) => {
    const state = filterStateFromSearch(productBar, parse(search));
    expect(query(filterStateToSearch(productBar, state))).toBe(expected);
  });

  it('a state holds at most the parameter limit, however long the link', () => {
    const many = Array.from({ length: 150 }, (_, i) => `division=D${i}`).join('&');
    const state = filterStateFromSearch(productBar, parse(many));
    expect(state.parameters).toHaveLength(FILTER_LIMITS.maxParameters);
  });

  it('writing a state keeps the screen’s own parameters (sort, view)', () => {
    const current = parse('sort=-createdDate&gender=Mens&module=apparel&view=tiles');
    const state = build('footwear', [['division', '01']]);
    expect(query(mergeFilterSearch(productBar, current, state))).toBe(
      'sort=-createdDate&view=tiles&division=01',
    );
  });
});

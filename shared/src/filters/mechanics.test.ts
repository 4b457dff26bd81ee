// Spec 000 §2 "Filter bar mechanics", §5 library filters, table-tested with the spec's words.
import { describe, expect, it } from 'vitest';
import {
  checkFilterBarDefinition,
  initialFilterState,
  type FilterBarDefinition,
  type FilterState,
} from './definition.ts';
import {
  addParameter,
  clearParameters,
  filterValues,
  isLookupSkipped,
  optionLookupQuery,
  removeFilter,
  removeParameter,
  setParameter,
  switchModule,
} from './mechanics.ts';
import { logoBar, productBar } from './test-fixtures.ts';

type Step = readonly [key: string, value: string];

/** Adds each step in turn, as a user would. */
function afterAdding(definition: FilterBarDefinition, steps: readonly Step[], from?: FilterState) {
  let state = from ?? initialFilterState(definition);
  for (const [key, value] of steps) state = addParameter(definition, state, key, value).state;
  return state;
}
const pairs = (state: FilterState) => state.parameters.map((p) => `${p.key}=${p.value}`);

describe('[000 §2 filter bar] allow-multiple levels', () => {
  it.each<[string, FilterBarDefinition, Step[], string[]]>([
    [
      'a filter without allow-multiple keeps one value (the newest)',
      productBar,
      [
        ['gender', 'Mens'],
        ['gender', 'Womens'],
      ],
      ['gender=Womens'],
    ],
    [
      'a filter with allow-multiple keeps every value, in the order added',
      productBar,
      [
        ['division', '04'],
        ['division', '01'],
      ],
      ['division=04', 'division=01'],
    ],
    [
      'a group without allow-multiple keeps one parameter: Name then Description keeps Description',
      productBar,
      [
        ['name', 'runner'],
        ['description', 'leather'],
      ],
      ['description=leather'],
    ],
    [
      'a group with allow-multiple keeps its filters side by side (price basis and span)',
      productBar,
      [
        ['priceBasis', 'retail'],
        ['price', '10..50'],
      ],
      ['priceBasis=retail', 'price=10..50'],
    ],
    [
      'a module without allow-multiple keeps one parameter across its groups',
      logoBar,
      [
        ['name', 'swoosh'],
        ['category', 'Brand'],
      ],
      ['category=Brand'],
    ],
    [
      'a module with allow-multiple keeps parameters of several groups, in definition order',
      productBar,
      [
        ['gender', 'Kids'],
        ['division', '01'],
        ['location', 'EU'],
      ],
      ['location=EU', 'division=01', 'gender=Kids'],
    ],
  ])('%s', (_rule, definition, steps, expected) => {
    expect(pairs(afterAdding(definition, steps))).toEqual(expected);
  });

  it('adding a parameter closes panels and refreshes options', () => {
    const change = addParameter(productBar, initialFilterState(productBar), 'gender', 'Mens');
    expect(change).toMatchObject({ changed: true, closePanels: true, refreshOptions: true });
    expect(change.state.parameters).toEqual([
      { module: 'footwear', group: 'gender', key: 'gender', value: 'Mens' },
    ]);
  });

  it('a duplicate key and value is ignored (nothing changes, no panel closes)', () => {
    const state = afterAdding(productBar, [['division', '01']]);
    const change = addParameter(productBar, state, 'division', '01');
    expect(change).toEqual({ state, changed: false, closePanels: false, refreshOptions: false });
  });

  it.each<[string, string, string]>([
    ['an unknown filter', 'nope', 'x'],
    ['a filter of a disabled module', 'apparelType', 'Tops'],
    ['a static select value that is not an option', 'gender', 'Robots'],
    ['an empty text', 'name', '   '],
    ['a range with From above To', 'price', '50..10'],
    ['a preset choice that does not exist', 'dueDate', 'next7'],
    ['a toggle value other than true', 'styleSuffixOnly', 'yes'],
  ])('ignores %s', (_what, key, value) => {
    const state = initialFilterState(productBar);
    expect(addParameter(productBar, state, key, value).changed).toBe(false);
  });
});

describe('[000 §5 library filters] values', () => {
  it.each<[string, string, string, string]>([
    ['blank select values are sent as the text null', 'gender', '', 'null'],
    ['blank select values are sent as the text null (spaces)', 'gender', '  ', 'null'],
    ['size field: uppercased', 'size', '9h', '9H'],
    ['size field: up to 5 characters', 'size', 'xxxl-tall', 'XXXL-'],
    ['a range keeps an open end', 'price', '..80', '..80'],
    [
      'pasted ids: split on commas and lines, duplicates dropped',
      'ids',
      'A1_B, A2_C\nA1_B',
      'A1_B,A2_C',
    ],
  ])('%s', (_rule, key, raw, stored) => {
    const state = afterAdding(productBar, [[key, raw]]);
    expect(filterValues(state, key)).toEqual([stored]);
  });

  it('a blank value is refused where the select offers no blank choice', () => {
    expect(addParameter(productBar, initialFilterState(productBar), 'priceBasis', '').changed).toBe(
      false,
    );
  });

  it('a paste of hundreds of style/colour ids is one parameter', () => {
    const ids = Array.from({ length: 500 }, (_, i) => `S${1000 + i}_C${i % 7}`);
    const state = afterAdding(productBar, [['ids', ids.join(', ')]]);
    expect(filterValues(state, 'ids')[0]?.split(',')).toEqual(ids);
  });
});

describe('[000 §2 filter bar] modules', () => {
  const footwear = afterAdding(productBar, [
    ['location', 'US'],
    ['division', '01'],
    ['gender', 'Mens'],
  ]);

  it('one active module at a time: footwear by default', () => {
    expect(initialFilterState(productBar)).toEqual({ module: 'footwear', parameters: [] });
  });

  it('disabling a module clears its parameters; the always-on module keeps its own', () => {
    const change = switchModule(productBar, footwear, 'apparel');
    expect(change).toMatchObject({ changed: true, refreshOptions: true });
    expect(change.state.module).toBe('apparel');
    expect(pairs(change.state)).toEqual(['location=US']);
  });

  it('the enabled module accepts its own filters only', () => {
    const apparel = switchModule(productBar, footwear, 'apparel').state;
    expect(addParameter(productBar, apparel, 'apparelType', 'Tops').changed).toBe(true);
    expect(addParameter(productBar, apparel, 'gender', 'Mens').changed).toBe(false);
  });

  it('switching to the active module, an unknown or an always-on module changes nothing', () => {
    for (const id of ['footwear', 'nope', 'product'])
      expect(switchModule(productBar, footwear, id).changed).toBe(false);
  });
});

describe('[000 §2 filter bar] removing and clearing', () => {
  const state = afterAdding(productBar, [
    ['division', '01'],
    ['division', '04'],
    ['gender', 'Mens'],
  ]);

  it('removing a chip removes that value only', () => {
    const change = removeParameter(productBar, state, 'division', '01');
    expect(pairs(change.state)).toEqual(['division=04', 'gender=Mens']);
    expect(change).toMatchObject({ changed: true, refreshOptions: true });
  });

  it('removing a filter removes every value of it', () => {
    expect(pairs(removeFilter(productBar, state, 'division').state)).toEqual(['gender=Mens']);
  });

  it('clear all keeps the active module', () => {
    const apparel = afterAdding(productBar, [['division', '01']], {
      module: 'apparel',
      parameters: [],
    });
    expect(clearParameters(apparel).state).toEqual({ module: 'apparel', parameters: [] });
    expect(clearParameters(clearParameters(apparel).state).changed).toBe(false);
  });

  it('setting a value replaces the filter’s others, and setting the same value changes nothing', () => {
    const set = setParameter(productBar, state, 'division', '07');
    expect(pairs(set.state)).toEqual(['division=07', 'gender=Mens']);
    expect(setParameter(productBar, set.state, 'division', '07').changed).toBe(false);
  });
});

describe('[000 §2 filter bar] option lookups are skipped when any query value is empty', () => {
  it.each<[string, Step[], string, Record<string, string> | null]>([
    ['no typed text', [['division', '01']], '', null],
    ['typed text but the division it depends on is empty', [], 'bla', null],
    ['every query value present', [['division', '01']], ' bla ', { text: 'bla', division: '01' }],
  ])('%s', (_case, steps, typed, expected) => {
    const state = afterAdding(productBar, steps);
    expect(optionLookupQuery(productBar, state, 'primaryColor', typed)).toEqual(expected);
  });

  it('a lookup without query values runs', () => {
    expect(optionLookupQuery(productBar, initialFilterState(productBar), 'division')).toEqual({});
  });

  it('static options are never looked up', () => {
    expect(optionLookupQuery(productBar, initialFilterState(productBar), 'gender')).toBeNull();
  });

  it.each<[Record<string, string>, boolean]>([
    [{}, false],
    [{ text: 'a', season: 'Spring' }, false],
    [{ text: 'a', season: '' }, true],
    [{ text: ' ' }, true],
  ])('isLookupSkipped(%j) is %s', (values, skipped) => {
    expect(isLookupSkipped(values)).toBe(skipped);
  });
});

describe('[000 §2 filter bar] definitions', () => {
  it('the test bars are sound', () => {
    expect(checkFilterBarDefinition(productBar)).toEqual([]);
    expect(checkFilterBarDefinition(logoBar)).toEqual([]);
  });

  it('names each problem of an unsound bar', () => {
    const text = (key: string) =>
      ({ key, labelId: 'labels.x', kind: 'text', allowMultiple: false }) as const;
    const bad: FilterBarDefinition = {
      id: 'bad',
      defaultModule: 'common',
      modules: [
        {
          id: 'common',
          labelId: 'labels.x',
          allowMultiple: true,
          alwaysOn: true,
          groups: [{ id: 'g', labelId: 'labels.x', allowMultiple: true, filters: [text('name')] }],
        },
        {
          id: 'a',
          labelId: 'labels.x',
          allowMultiple: true,
          groups: [
            { id: 'g', labelId: 'labels.x', allowMultiple: true, filters: [text('name')] },
            { id: 'g', labelId: 'labels.x', allowMultiple: true, filters: [text('module')] },
            {
              id: 'h',
              labelId: 'labels.x',
              allowMultiple: true,
              filters: [
                {
                  key: 'colour',
                  labelId: 'labels.x',
                  kind: 'select',
                  allowMultiple: false,
                  options: { from: 'lookup', query: ['season'] },
                },
              ],
            },
          ],
        },
      ],
    };
    expect(checkFilterBarDefinition(bad)).toEqual([
      'default module common is not a switchable module',
      'group a/g appears twice',
      'filter key name appears twice',
      'filter key module is reserved for the module',
      'filter colour looks up with unknown filter season',
    ]);
  });
});

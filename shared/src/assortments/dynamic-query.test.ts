import { describe, expect, it } from 'vitest';
import type { AssortmentProduct } from '../entities/assortment.ts';
import type { FilterState } from '../filters/definition.ts';
import { switchableModules } from '../filters/definition.ts';
import { PRODUCT_FILTER_BAR, productFilterBarFor } from '../products/filter-bar.ts';
import {
  DYNAMIC_QUERY_OPTIONS,
  dynamicFilterBar,
  dynamicFilterState,
  dynamicQueryOf,
  filterChangeCounts,
  filterChangeMessage,
  hasDynamicFilters,
  withEntriesForEdits,
} from './dynamic-query.ts';

const p = (module: string, group: string, key: string, value: string) => ({
  module,
  group,
  key,
  value,
});
const FOOTWEAR: FilterState = { module: 'Footwear', parameters: [] };
const WOMENS: FilterState = {
  module: 'Footwear',
  parameters: [p('Footwear', 'gender', 'gender', 'Womens')],
};
const WOMENS_RUN: FilterState = {
  module: 'Footwear',
  parameters: [
    p('Footwear', 'division', 'division', 'RUN'),
    p('Footwear', 'gender', 'gender', 'Womens'),
  ],
};
const MENS: FilterState = {
  module: 'Footwear',
  parameters: [p('Footwear', 'gender', 'gender', 'Mens')],
};
const APPAREL_EU: FilterState = {
  module: 'Apparel',
  parameters: [p('scope', 'location', 'location', 'EU')],
};

describe('[000 §7 dynamic assortment queries] options', () => {
  it('[000 §9 product search limit] 1000 products sorted by style', () => {
    expect(DYNAMIC_QUERY_OPTIONS).toEqual({ limit: 1000, sort: 'style' });
  });
});

describe('[000 §3 dynamic assortment] the stored query', () => {
  it.each<[string, FilterState]>([
    ['no filters', FOOTWEAR],
    ['one filter', WOMENS],
    ['two filters of two groups', WOMENS_RUN],
    ['another module with a location', APPAREL_EU],
  ])('%s reads back as the same state', (_name, state) => {
    const stored = JSON.parse(JSON.stringify(dynamicQueryOf(state))) as unknown;
    expect(dynamicFilterState(stored, 'All')).toEqual(state);
  });

  it('stores the module, the filters as the URL spells them and the §7 options', () => {
    expect(dynamicQueryOf(WOMENS_RUN)).toEqual({
      module: 'Footwear',
      filters: [
        ['division', 'RUN'],
        ['gender', 'Womens'],
      ],
      options: { limit: 1000, sort: 'style' },
    });
  });

  it.each<[string, unknown, string | undefined, FilterState]>([
    ['nothing stored', undefined, 'Footwear', FOOTWEAR],
    ['not an object', 'gender=Womens', 'Footwear', FOOTWEAR],
    ['nothing stored, no product type: the bar default', undefined, undefined, FOOTWEAR],
    [
      'malformed pairs are dropped',
      { module: 'Footwear', filters: [['gender', 'Womens'], ['gender'], [1, 2], 'x'] },
      'Footwear',
      WOMENS,
    ],
    [
      'a key the bar does not know is dropped',
      {
        module: 'Footwear',
        filters: [
          ['colour', 'Red'],
          ['gender', 'Womens'],
        ],
      },
      'Footwear',
      WOMENS,
    ],
    [
      'the fixed product type wins over the stored module',
      { module: 'Apparel', filters: [['gender', 'Womens']] },
      'Footwear',
      WOMENS,
    ],
    [
      "'All' keeps the stored module",
      { module: 'Apparel', filters: [['location', 'EU']] },
      'All',
      APPAREL_EU,
    ],
    [
      'a spec-style filter object (000 §7 product fetch shape)',
      {
        productType: 'Footwear',
        division: ['RUN', 'WALK'],
        gender: 'Womens',
        'locations.code': 'US',
        'locations.lineStatus': ['A'],
      },
      'Footwear',
      {
        module: 'Footwear',
        parameters: [
          p('scope', 'location', 'location', 'US'),
          p('scope', 'status', 'status', 'A'),
          p('Footwear', 'division', 'division', 'RUN'),
          p('Footwear', 'division', 'division', 'WALK'),
          p('Footwear', 'gender', 'gender', 'Womens'),
        ],
      },
    ],
    [
      'a filter object: its productType is the module, unknown keys and options dropped',
      { productType: 'Apparel', gender: ['Womens'], colour: 'Red', _options: { limit: 5 } },
      'All',
      { module: 'Apparel', parameters: [p('Apparel', 'gender', 'gender', 'Womens')] },
    ],
    [
      'a filter of another module is dropped',
      { module: 'POP', filters: [['gender', 'Womens']] },
      'POP',
      { module: 'POP', parameters: [] },
    ],
  ])('%s', (_name, query, productType, expected) => {
    expect(dynamicFilterState(query, productType)).toEqual(expected);
  });
});

describe('[000 §3 dynamic assortment] the bar shown', () => {
  it.each([
    ['Footwear', 'Footwear'],
    ['Apparel', 'Apparel'],
    ['POP', 'POP'],
  ])('%s: only that product type, no module switch', (productType, module) => {
    const bar = dynamicFilterBar(productType, module);
    expect(switchableModules(bar).map((m) => m.id)).toEqual([productType]);
    expect(bar.defaultModule).toBe(productType);
    expect(dynamicFilterBar(productType, module)).toBe(bar); // stable
  });

  it('POP has no Location (as in the product library)', () => {
    const scope = dynamicFilterBar('POP', 'POP').modules.find((m) => m.id === 'scope');
    expect(scope?.groups.map((g) => g.id)).toEqual(['status']);
  });

  it.each([
    ['All', 'Footwear'],
    ['All', 'POP'],
    [undefined, 'Apparel'],
  ])("%s: the library's bar for the module %s", (productType, module) => {
    expect(dynamicFilterBar(productType, module)).toBe(productFilterBarFor(module));
    expect(switchableModules(dynamicFilterBar(productType, module))).toHaveLength(
      switchableModules(PRODUCT_FILTER_BAR).length,
    );
  });
});

describe('[000 §8 empty grid] with no filter set the grid loads empty', () => {
  it.each<[string, FilterState, boolean]>([
    ['the module alone', FOOTWEAR, false],
    ['one filter', WOMENS, true],
    ['a location', APPAREL_EU, true],
  ])('%s', (_name, state, expected) => {
    expect(hasDynamicFilters(state)).toBe(expected);
  });
});

describe("[000 §8 '1 Filter added and assortment updated'] the message of a change", () => {
  it.each<[string, FilterState, FilterState, { added: number; removed: number }, unknown]>([
    ['one filter added', FOOTWEAR, WOMENS, { added: 1, removed: 0 }, { kind: 'added', count: 1 }],
    [
      'a second filter added',
      WOMENS,
      WOMENS_RUN,
      { added: 1, removed: 0 },
      { kind: 'added', count: 1 },
    ],
    [
      'one filter removed',
      WOMENS_RUN,
      WOMENS,
      { added: 0, removed: 1 },
      { kind: 'removed', count: 1 },
    ],
    [
      'clear all: every filter removed',
      WOMENS_RUN,
      FOOTWEAR,
      { added: 0, removed: 2 },
      { kind: 'removed', count: 2 },
    ],
    [
      'a value replaced is a filter added',
      WOMENS,
      MENS,
      { added: 1, removed: 1 },
      { kind: 'added', count: 1 },
    ],
    ['nothing changed', WOMENS, WOMENS, { added: 0, removed: 0 }, null],
    [
      'a module switch without parameters',
      FOOTWEAR,
      { module: 'Apparel', parameters: [] },
      { added: 0, removed: 0 },
      null,
    ],
  ])('%s', (_name, before, after, counts, message) => {
    expect(filterChangeCounts(before, after)).toEqual(counts);
    expect(filterChangeMessage(before, after)).toEqual(message);
  });
});

describe('[000 §3 dynamic assortment] an edited row gets its own entry', () => {
  const ROWS = [
    { id: 'A100_BLK', style: 'A100', color: 'BLK' },
    { id: 'A100_WHT', style: 'A100', color: 'WHT' },
    { id: 'B200_RED', style: 'B200', color: 'RED' },
  ];
  const OWN = [{ style: 'B200', color: 'RED', label: '#f00' }] as AssortmentProduct[];
  const ids = (list: readonly AssortmentProduct[]) => list.map((i) => `${i.style}_${i.color}`);

  it.each<[string, { rowId: string; columnId: string }[], string[]]>([
    ['no edit: nothing added', [], ['B200_RED']],
    ['a row with an entry: kept', [{ rowId: 'B200_RED', columnId: 'netCost' }], ['B200_RED']],
    [
      'a row without an entry: created, without a sort',
      [{ rowId: 'A100_BLK', columnId: 'discountPercent' }],
      ['B200_RED', 'A100_BLK'],
    ],
    [
      'a style-wide field: every shown colour of the style',
      [{ rowId: 'A100_WHT', columnId: 'styleNote' }],
      ['B200_RED', 'A100_BLK', 'A100_WHT'],
    ],
    ['a row not shown: nothing', [{ rowId: 'Z900_BLK', columnId: 'label' }], ['B200_RED']],
  ])('%s', (_name, edits, expected) => {
    const out = withEntriesForEdits(OWN, ROWS, edits);
    expect(ids(out)).toEqual(expected);
    expect(out[0]).toEqual(OWN[0]);
    for (const item of out.slice(1)) expect(item).not.toHaveProperty('sort');
  });
});

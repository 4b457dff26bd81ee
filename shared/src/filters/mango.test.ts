// A filter state as a Mango selector for list screens over device collections: per-filter field
// mappings, values of one filter OR'ed, filters AND'ed, user text escaped.
import { describe, expect, it } from 'vitest';
import { initialFilterState, type FilterBarDefinition, type FilterState } from './definition.ts';
import {
  escapeRegExp,
  filterStateToMango,
  modifiedSinceInstant,
  unmappedFilterKeys,
  type FilterQueryMapping,
  type MangoSelector,
} from './mango.ts';
import { addParameter } from './mechanics.ts';
import { logoBar, productBar } from './test-fixtures.ts';

const context = { today: '2025-03-01' };
const mapping: FilterQueryMapping = {
  location: { field: 'locationCode' },
  status: { field: 'status' },
  ids: { field: 'id' },
  styleSuffixOnly: { field: 'suffixOnly' },
  name: { field: 'name' },
  division: { field: 'division' },
  gender: { field: 'gender' },
  firstAvailability: { field: 'availableDate' },
  lastProduced: { field: 'producedDate' },
  price: { field: 'price' },
  size: { field: 'sizes' },
  apparelType: { field: 'apparelType' },
};

function selector(definition: FilterBarDefinition, steps: [string, string][]): MangoSelector {
  let state: FilterState = initialFilterState(definition);
  for (const [key, value] of steps) state = addParameter(definition, state, key, value).state;
  return filterStateToMango(definition, state, mapping, context);
}

describe('[000 §2 filter bar] to a Mango selector', () => {
  it.each<[string, [string, string][], MangoSelector]>([
    ['no parameter selects everything', [], {}],
    ['a select is equality', [['gender', 'Mens']], { gender: 'Mens' }],
    ['the text null matches a blank field', [['gender', '']], { gender: null }],
    [
      'values of one filter are alternatives ($in)',
      [
        ['division', '01'],
        ['division', '04'],
      ],
      { division: { $in: ['01', '04'] } },
    ],
    [
      'different filters all apply ($and, in definition order)',
      [
        ['gender', 'Kids'],
        ['location', 'EU'],
      ],
      { $and: [{ locationCode: 'EU' }, { gender: 'Kids' }] },
    ],
    [
      'a text is a case-insensitive contains with the user’s text escaped',
      [['name', 'a.b*(c)']],
      { name: { $regex: 'a\\.b\\*\\(c\\)', $options: 'i' } },
    ],
    ['a toggle is true', [['styleSuffixOnly', 'true']], { suffixOnly: true }],
    ['pasted ids are $in', [['ids', 'A_1, B_2']], { id: { $in: ['A_1', 'B_2'] } }],
    ['a range includes both ends', [['price', '10..50']], { price: { $gte: 10, $lte: 50 } }],
    ['an open range has one bound', [['price', '..50']], { price: { $lte: 50 } }],
    ['a size is equality, uppercased', [['size', '9h']], { sizes: '9H' }],
    [
      'a preset is its window of days, both ends included',
      [['firstAvailability', 'atOnce']],
      { availableDate: { $gte: '2025-02-26', $lt: '2025-03-31' } },
    ],
    [
      'last produced ends today',
      [['lastProduced', 'last30']],
      { producedDate: { $gte: '2025-01-30', $lt: '2025-03-02' } },
    ],
    ['an unmapped filter is left to the screen', [['priceBasis', 'retail']], {}],
  ])('%s', (_rule, steps, expected) => {
    expect(selector(productBar, steps)).toEqual(expected);
  });

  it('filters of a disabled module are not applied', () => {
    const footwear: FilterState = {
      module: 'footwear',
      parameters: [{ module: 'apparel', group: 'apparelType', key: 'apparelType', value: 'Tops' }],
    };
    expect(filterStateToMango(productBar, footwear, mapping, context)).toEqual({});
  });

  it('comma-separated partial names (File Name) match any part', () => {
    const state = addParameter(logoBar, initialFilterState(logoBar), 'name', 'run, Walk ,').state;
    expect(filterStateToMango(logoBar, state, { name: { field: 'filename' } }, context)).toEqual({
      $or: [
        { filename: { $regex: 'run', $options: 'i' } },
        { filename: { $regex: 'Walk', $options: 'i' } },
      ],
    });
  });

  it('modified since starts at 08:00 UTC of the day (000 §9 time offset)', () => {
    const state = addParameter(
      logoBar,
      initialFilterState(logoBar),
      'modified',
      '2025-02-10',
    ).state;
    expect(
      filterStateToMango(logoBar, state, { modified: { field: 'modifiedDate' } }, context),
    ).toEqual({ modifiedDate: { $gte: '2025-02-10T08:00:00.000Z' } });
    expect(modifiedSinceInstant('2024-02-29')).toBe('2024-02-29T08:00:00.000Z');
  });

  it('a screen’s own clause gets the values and today', () => {
    const state = addParameter(
      productBar,
      initialFilterState(productBar),
      'priceBasis',
      'retail',
    ).state;
    const own: FilterQueryMapping = {
      priceBasis: (values, { today }) => ({ basis: values[0] ?? null, asOf: today }),
    };
    expect(filterStateToMango(productBar, state, own, context)).toEqual({
      basis: 'retail',
      asOf: '2025-03-01',
    });
  });

  it('a number field compares numbers', () => {
    const state = addParameter(productBar, initialFilterState(productBar), 'division', '7').state;
    expect(
      filterStateToMango(productBar, state, { division: { field: 'n', type: 'number' } }, context),
    ).toEqual({ n: 7 });
  });

  it('lists the filters a mapping leaves out', () => {
    expect(unmappedFilterKeys(productBar, mapping)).toEqual([
      'description',
      'primaryColor',
      'dueDate',
      'priceBasis',
      'category',
    ]);
  });

  it.each([
    ['a+b', 'a\\+b'],
    ['[x]', '\\[x\\]'],
    ['^$|?', '\\^\\$\\|\\?'],
    ['back\\slash', 'back\\\\slash'],
  ])('escapeRegExp(%s) matches the text literally', (text, escaped) => {
    expect(escapeRegExp(text)).toBe(escaped);
    expect(new RegExp(escapeRegExp(text)).test(`x${text}y`)).toBe(true);
  });
});

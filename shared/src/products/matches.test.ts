// The reference semantics of the product library's filters, from the spec's own words
// (000 §2 filter bar and presets, §3 Product, §5 size, §9 windows).
import { describe, expect, it } from 'vitest';
import type { Product } from '../entities/product.ts';
import { addDays } from '../filters/presets.ts';
import type { FilterState } from '../filters/definition.ts';
import type { ProductQueryContext } from './context.ts';
import { compareProducts, productMatches } from './matches.ts';
import { product, row } from './testing/product.ts';

const today = '2025-06-15';
const day = (offset: number) => addDays(today, offset);
const ctx: ProductQueryContext = {
  today,
  locations: ['US', 'EU', 'JP'],
  currencyDecimals: { JP: 0 },
};

/** A state of the given module with these parameters (group names do not matter here). */
function state(module: string, ...params: [string, string][]): FilterState {
  return {
    module,
    parameters: params.map(([key, value]) => ({ module, group: key, key, value })),
  };
}
const fw = (...params: [string, string][]) => state('Footwear', ...params);
const matches = (p: Product, s: FilterState, c: ProductQueryContext = ctx) =>
  productMatches(p, s, c);

describe('[000 §2 filter-bar] Product Type, Location and Status', () => {
  const shoe = (...rows: ReturnType<typeof row>[]) =>
    product({ style: '100001', color: 'BLK', locations: rows });

  it('the product type is the module', () => {
    const p = shoe(row('US', 'A'));
    expect(matches(p, fw())).toBe(true);
    expect(matches(p, state('Apparel'))).toBe(false);
    expect(matches(p, state('Other'))).toBe(false);
  });

  it.each([
    ['A', true],
    ['R', true],
    ['O', true],
    ['D', false],
  ])('Location ALL keeps line statuses A, R, O only: %s → %s', (status, expected) => {
    expect(matches(shoe(row('US', status)), fw())).toBe(expected);
    expect(matches(shoe(row('US', status)), fw(['location', 'ALL']))).toBe(expected);
  });

  it('Location ALL reads only the permitted locations', () => {
    const p = shoe(row('CA', 'A'));
    expect(matches(p, fw())).toBe(false);
    expect(matches(p, fw(), { ...ctx, locations: ['CA'] })).toBe(true);
  });

  it('a product without a row in scope is not in the library', () => {
    expect(matches(shoe(), fw())).toBe(false);
  });

  it('a chosen location keeps its row whatever the line status', () => {
    const p = shoe(row('US', 'D'), row('EU', 'A'));
    expect(matches(p, fw(['location', 'US']))).toBe(true);
    expect(matches(shoe(row('EU', 'A')), fw(['location', 'US']))).toBe(false);
  });

  it('a chosen location outside the permitted ones gives nothing', () => {
    expect(matches(shoe(row('CA', 'A')), fw(['location', 'CA']))).toBe(false);
  });

  it('Status narrows the line status, for ALL and for a chosen location', () => {
    const p = shoe(row('US', 'D'), row('EU', 'R'));
    expect(matches(p, fw(['status', 'D']))).toBe(true);
    expect(matches(p, fw(['status', 'A']))).toBe(false);
    expect(matches(p, fw(['location', 'EU'], ['status', 'D']))).toBe(false);
    expect(matches(p, fw(['location', 'EU'], ['status', 'R']))).toBe(true);
    expect(matches(p, fw(['status', 'All']))).toBe(true);
  });

  it('POP is not offered Location: a location parameter reads as ALL', () => {
    const sign = product({
      style: 'P100',
      color: 'AST',
      productType: 'POP',
      locations: [row('EU', 'A')],
    });
    expect(matches(sign, state('POP', ['location', 'US']))).toBe(true);
    expect(matches(sign, state('POP', ['status', 'R']))).toBe(false);
  });

  it('the location filters hold on one row together', () => {
    const p = shoe(
      row('US', 'A', { wholesalePrice: 5000, firstAvailDate: day(100) }),
      row('EU', 'A', { wholesalePrice: 20000, firstAvailDate: day(0) }),
    );
    const s = fw(['firstAvail', 'atOnce'], ['price', '40..60']);
    expect(matches(p, s)).toBe(false);
    expect(matches(p, fw(['firstAvail', 'atOnce']))).toBe(true);
    expect(matches(p, fw(['price', '40..60']))).toBe(true);
    const q = shoe(row('US', 'A', { wholesalePrice: 5000, firstAvailDate: day(0) }));
    expect(matches(q, s)).toBe(true);
  });

  it('a deleted product never matches', () => {
    const p = product({ style: '1', color: 'A', _deleted: true, locations: [row('US', 'A')] });
    expect(matches(p, fw())).toBe(false);
  });
});

describe('[000 §9 presets] windows counted from today', () => {
  const at = (fields: { dueDate?: string; firstAvailDate?: string; lastProdDate?: string }) =>
    product({
      style: '1',
      color: 'A',
      dueDate: fields.dueDate,
      locations: [row('US', 'A', fields)],
    });
  it.each([
    ['At Once is 29 days from 3 days back', 'firstAvail', 'atOnce', -3, 29],
    ['First availability Next 60 Days from 3 days back', 'firstAvail', 'next60', -3, 60],
    ['First availability Next 90 Days', 'firstAvail', 'next90', -3, 90],
    ['Next 6 Months is 181 days', 'firstAvail', 'next6Months', -3, 181],
    ['Due date Next 15 days from 2 days back', 'dueDate', 'next15', -2, 15],
    ['Due date Next 30 days', 'dueDate', 'next30', -2, 30],
    ['Due date Next 60 days', 'dueDate', 'next60', -2, 60],
    ['Due date Next 90 days', 'dueDate', 'next90', -2, 90],
    ['Last produced Last 30 Days', 'lastProduced', 'last30', -30, 0],
    ['Last produced Last 90 Days', 'lastProduced', 'last90', -90, 0],
    ['Last 6 Months is 182 days', 'lastProduced', 'last6Months', -182, 0],
    ['Last Year is 366 days', 'lastProduced', 'lastYear', -366, 0],
  ])('%s', (_rule, key, value, start, end) => {
    const field = {
      dueDate: 'dueDate',
      firstAvail: 'firstAvailDate',
      lastProduced: 'lastProdDate',
    }[key];
    const on = (offset: number) => matches(at({ [field ?? '']: day(offset) }), fw([key, value]));
    expect([on(start - 1), on(start), on(end), on(end + 1)]).toEqual([false, true, true, false]);
    expect(matches(at({}), fw([key, value]))).toBe(false);
  });

  it('a preset name the bar does not know is ignored', () => {
    expect(matches(at({}), fw(['firstAvail', 'someday']))).toBe(true);
  });
});

describe('[000 §5 size] Size: a size with inventory at the location', () => {
  const p = product({
    style: '1',
    color: 'A',
    locations: [
      row('US', 'A', {
        availability: [
          { size: '9H', inventory: 3 },
          { size: '10', inventory: 0 },
        ],
      }),
    ],
  });
  it.each([
    ['9H', true],
    ['9h', true],
    ['10', false],
    ['11', false],
  ])('%s → %s', (size, expected) => {
    expect(matches(p, fw(['size', size]))).toBe(expected);
  });
});

describe('[000 §2 presets] Price From/To on cost (wholesale) or suggested retail, per location', () => {
  const p = product({
    style: '1',
    color: 'A',
    locations: [
      row('US', 'A', { wholesalePrice: 1999, suggestedRetail: 4999 }),
      row('JP', 'A', { wholesalePrice: 3000, suggestedRetail: 9000 }),
    ],
  });
  it.each([
    ['wholesale, 19.99 included at both ends', 'wholesale', '19.99..19.99', true],
    ['wholesale, From only', 'wholesale', '20..', true], // JP 3000 yen
    ['wholesale, To only', 'wholesale', '..19.98', false],
    ['retail reads suggested retail', 'retail', '49..50', true],
    ['retail, JP has no decimals', 'retail', '8999..9001', true],
    ['retail out of both', 'retail', '100..8000', false],
  ])('%s', (_rule, basis, range, expected) => {
    expect(matches(p, fw(['priceBasis', basis], ['price', range]))).toBe(expected);
  });
  it('a location without the price does not match', () => {
    const bare = product({ style: '1', color: 'B', locations: [row('US', 'A')] });
    expect(matches(bare, fw(['price', '0..']))).toBe(false);
  });
});

describe('[000 §2 filter-bar] Style/Color IDs', () => {
  const a = product({ style: '102001', color: 'BLK', locations: [row('US', 'A')] });
  const b = product({ style: '102001', color: 'WHT', locations: [row('US', 'A')] });
  const c = product({ style: '232001', color: 'BLK', locations: [row('US', 'A')] });
  const found = (...params: [string, string][]) =>
    [a, b, c].filter((p) => matches(p, fw(...params))).map((p) => p.id);
  it.each<[string, [string, string][], string[]]>([
    ['a style-colour id names one product', [['ids', '102001_BLK']], ['102001_BLK']],
    ['a bare style names every colour', [['ids', '102001']], ['102001_BLK', '102001_WHT']],
    ['ids compare without case', [['ids', '102001_blk, 232001_blk']], ['102001_BLK', '232001_BLK']],
    ['a style suffix alone is no style', [['ids', '2001']], []],
    [
      'Style Suffix Only matches the end of the style',
      [
        ['ids', '2001'],
        ['styleSuffixOnly', 'true'],
      ],
      ['102001_BLK', '102001_WHT', '232001_BLK'],
    ],
    [
      'a colour with a suffix must match',
      [
        ['ids', '2001_WHT'],
        ['styleSuffixOnly', 'true'],
      ],
      ['102001_WHT'],
    ],
  ])('%s', (_rule, params, expected) => {
    expect(found(...params)).toEqual(expected);
  });
});

describe('[000 §2 filter-bar] Keyword over Name and Description, Outsole/Upper toggles', () => {
  const p = product({
    style: '1',
    color: 'A',
    name: 'Café Trail Runner',
    description: 'Cushioned footbed for long days.',
    outsole: 'Vibram',
    upper: 'Engineered Knit',
    locations: [row('US', 'A')],
  });
  it.each<[string, [string, string][], boolean]>([
    ['case- and accent-insensitive', [['keyword', 'cafe']], true],
    ['part of a word', [['keyword', 'RUNN']], true],
    ['every word is needed', [['keyword', 'trail boot']], false],
    ['words may come from Name and Description', [['keyword', 'trail cushioned']], true],
    ['outsole is not searched by default', [['keyword', 'vibram']], false],
    [
      'the Outsole toggle adds the outsole',
      [
        ['keyword', 'vibram'],
        ['keywordOutsole', 'true'],
      ],
      true,
    ],
    [
      'the Upper toggle adds the upper',
      [
        ['keyword', 'knit'],
        ['keywordUpper', 'true'],
      ],
      true,
    ],
    ['punctuation alone filters nothing', [['keyword', '--']], true],
  ])('%s', (_rule, params, expected) => {
    expect(matches(p, fw(...params))).toBe(expected);
  });

  it('POP Name searches the name only', () => {
    const sign = product({
      style: 'P1',
      color: 'AST',
      productType: 'POP',
      name: 'Window Cling Set',
      description: 'For the spring window.',
      locations: [row('US', 'A')],
    });
    expect(matches(sign, state('POP', ['name', 'cling']))).toBe(true);
    expect(matches(sign, state('POP', ['name', 'spring']))).toBe(false);
  });
});

describe('[000 §2 filter-bar] selects', () => {
  const p = product({
    style: '1',
    color: 'A',
    division: 'ACT',
    gender: 'Mens',
    keyInitiative: 'Wholesale_Spring_2026_Domestic_Footwear',
    features: ['Lightweight', 'Arch Support'],
    components: { color1: 'Black', material1: 'Mesh' },
    categories: { type: 'Sneaker', vegan: 'Yes' },
    width: 'W',
    locations: [row('US', 'A')],
  });
  it.each<[string, [string, string][], boolean]>([
    [
      'Division (multi) matches any chosen value',
      [
        ['division', 'SPT'],
        ['division', 'ACT'],
      ],
      true,
    ],
    ['Division other', [['division', 'SPT']], false],
    ['Features matches a product having any chosen feature', [['features', 'Arch Support']], true],
    ['Primary colour', [['color1', 'Black']], true],
    ['Secondary colour is another field', [['color2', 'Black']], false],
    [
      'Categories type and vegan',
      [
        ['type', 'Sneaker'],
        ['vegan', 'Yes'],
      ],
      true,
    ],
    ['Width', [['width', 'W']], true],
    ['Key Initiative Season', [['keyInitiative', 'Wholesale_Spring_2026_Domestic_Footwear']], true],
    ['Gender is exact', [['gender', 'mens']], false],
    [
      'filters are AND-ed',
      [
        ['division', 'ACT'],
        ['gender', 'Womens'],
      ],
      false,
    ],
  ])('%s', (_rule, params, expected) => {
    expect(matches(p, fw(...params))).toBe(expected);
  });

  it('POP Category ALL is every category; Material reads the materials', () => {
    const sign = product({
      style: 'P1',
      color: 'AST',
      productType: 'POP',
      popCategory: 'Signage',
      materials: ['PVC', 'Steel'],
      locations: [row('US', 'A')],
    });
    expect(matches(sign, state('POP', ['popCategory', 'ALL']))).toBe(true);
    expect(matches(sign, state('POP', ['popCategory', 'Floor Display']))).toBe(false);
    expect(matches(sign, state('POP', ['popMaterial', 'Steel']))).toBe(true);
  });

  it("a filter of another module is ignored (Apparel's sub-type on Footwear)", () => {
    expect(matches(p, fw(['apparelSubType', 'Tee']))).toBe(true);
  });
});

describe('[000 §2 sorts] Newest, Name, Style', () => {
  const p = (style: string, color: string, name: string, createdDate?: string) =>
    product({ style, color, name, createdDate });
  const list = [
    p('200', 'B', 'élan', '2025-01-01T10:00:00+02:00'),
    p('100', 'A', 'Zephyr', '2025-01-01T09:00:00Z'),
    p('300', 'C', 'alpine'),
    p('100', 'B', 'Elan', '2025-01-01T09:00:00Z'),
  ];
  const sorted = (sort: 'newest' | 'name' | 'style') =>
    [...list].sort(compareProducts(sort)).map((x) => x.id);
  it('Newest is createdDate descending by instant, ties by id, undated last', () => {
    // 10:00+02:00 is 08:00Z, older than 09:00Z.
    expect(sorted('newest')).toEqual(['100_A', '100_B', '200_B', '300_C']);
  });
  it('Name ignores case and accents, ties by id', () => {
    expect(sorted('name')).toEqual(['300_C', '100_B', '200_B', '100_A']);
  });
  it('Style ascending, then colour', () => {
    expect(sorted('style')).toEqual(['100_A', '100_B', '200_B', '300_C']);
  });
});

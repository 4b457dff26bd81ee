// The product bar of spec 000 §2 as the filter model holds it (decision 0029).
import { describe, expect, it } from 'vitest';
import en from './i18n/en-US.json' with { type: 'json' };
import {
  addParameter,
  checkFilterBarDefinition,
  enabledFilters,
  initialFilterState,
  switchModule,
  type FilterBarDefinition,
  type FilterDefinition,
  type FilterState,
} from '../filters/index.ts';
import { PRODUCT_FILTER_BAR, productFilterBarFor } from './filter-bar.ts';
import { PRODUCT_SELECT_FIELDS } from './fields.ts';

const keysOf = (module: string, bar: FilterBarDefinition = PRODUCT_FILTER_BAR) =>
  enabledFilters(bar, { module }).map((l) => l.filter.key);
const filterOf = (module: string, key: string): FilterDefinition | undefined =>
  enabledFilters(PRODUCT_FILTER_BAR, { module }).find((l) => l.filter.key === key)?.filter;
const add = (state: FilterState, key: string, value: string) =>
  addParameter(PRODUCT_FILTER_BAR, state, key, value).state;

describe('[000 §2 filter-bar] the product library bar', () => {
  it('is a sound definition for every product type', () => {
    expect(checkFilterBarDefinition(PRODUCT_FILTER_BAR)).toEqual([]);
    expect(checkFilterBarDefinition(productFilterBarFor('POP'))).toEqual([]);
  });

  it('opens on Footwear with Location ALL and Status All assumed', () => {
    expect(initialFilterState(PRODUCT_FILTER_BAR)).toEqual({ module: 'Footwear', parameters: [] });
    expect(filterOf('Footwear', 'location')).toMatchObject({ defaultValue: 'ALL' });
    expect(filterOf('Footwear', 'status')).toMatchObject({ defaultValue: 'All' });
  });

  it.each([
    [
      'Footwear',
      [
        'location',
        'status',
        'ids',
        'styleSuffixOnly',
        'keyword',
        'keywordOutsole',
        'keywordUpper',
        'keyInitiative',
        'division',
        'gender',
        'color1',
        'material1',
        'color2',
        'material2',
        'color3',
        'material3',
        'features',
        'type',
        'shape',
        'height',
        'closure',
        'sport',
        'lighted',
        'vegan',
        'width',
        'dueDate',
        'firstAvail',
        'lastProduced',
        'size',
        'priceBasis',
        'price',
      ],
    ],
    [
      'Apparel',
      [
        'location',
        'status',
        'ids',
        'styleSuffixOnly',
        'keyword',
        'keyInitiative',
        'division',
        'gender',
        'color1',
        'material1',
        'color2',
        'material2',
        'color3',
        'material3',
        'features',
        'apparelType',
        'apparelSubType',
        'dueDate',
        'firstAvail',
        'lastProduced',
        'size',
        'priceBasis',
        'price',
      ],
    ],
    [
      'POP',
      [
        'location',
        'status',
        'ids',
        'styleSuffixOnly',
        'name',
        'keyInitiative',
        'popType',
        'popMaterial',
        'popCategory',
        'popGender',
        'usage',
        'dueDate',
        'firstAvail',
        'lastProduced',
        'priceBasis',
        'price',
      ],
    ],
  ])('%s shows the filters the spec lists, in its order', (module, keys) => {
    expect(keysOf(module)).toEqual(keys);
  });

  it('Apparel has no shape, height or other footwear categories', () => {
    for (const key of ['type', 'shape', 'height', 'closure', 'sport', 'lighted', 'vegan', 'width'])
      expect(keysOf('Apparel')).not.toContain(key);
  });

  it('Location is not offered for POP', () => {
    expect(keysOf('POP', productFilterBarFor('POP'))).not.toContain('location');
    expect(productFilterBarFor('Footwear')).toBe(PRODUCT_FILTER_BAR);
    expect(productFilterBarFor('POP')).toBe(productFilterBarFor('POP'));
  });

  it.each([
    ['division', true],
    ['features', true],
    ['apparelSubType', true],
    ['gender', false],
    ['keyInitiative', false],
    ['color1', false],
  ])('%s allows several values: %s', (key, multi) => {
    const module = key === 'apparelSubType' ? 'Apparel' : 'Footwear';
    expect(filterOf(module, key)?.allowMultiple).toBe(multi);
  });

  it('a multi filter keeps both values; a single one keeps the last', () => {
    let state = initialFilterState(PRODUCT_FILTER_BAR);
    state = add(add(state, 'division', 'ACT'), 'division', 'SPT');
    state = add(add(state, 'gender', 'Mens'), 'gender', 'Womens');
    expect(state.parameters.map((p) => `${p.key}=${p.value}`)).toEqual([
      'division=ACT',
      'division=SPT',
      'gender=Womens',
    ]);
  });

  it('[000 §2 filter-bar] primary colour and material are kept together in their group', () => {
    let state = initialFilterState(PRODUCT_FILTER_BAR);
    state = add(add(state, 'color1', 'Black'), 'material1', 'Mesh');
    expect(state.parameters.map((p) => p.key)).toEqual(['color1', 'material1']);
  });

  it('[000 §5 size] the size field takes 5 characters, uppercased, placeholder 9H / M', () => {
    const state = add(initialFilterState(PRODUCT_FILTER_BAR), 'size', ' 10.5wide ');
    expect(state.parameters[0]?.value).toBe('10.5W');
    expect(filterOf('Footwear', 'size')).toMatchObject({ placeholder: '9H' });
    expect(filterOf('Apparel', 'size')).toMatchObject({ placeholder: 'M' });
  });

  it('[000 §2 filter-bar] switching product type clears the other type, keeps Location and Status', () => {
    let state = initialFilterState(PRODUCT_FILTER_BAR);
    state = add(add(add(state, 'location', 'US'), 'status', 'A'), 'division', 'ACT');
    const next = switchModule(PRODUCT_FILTER_BAR, state, 'Apparel').state;
    expect(next.module).toBe('Apparel');
    expect(next.parameters.map((p) => p.key)).toEqual(['location', 'status']);
  });

  it('a 500-id paste is one parameter', () => {
    const ids = Array.from({ length: 500 }, (_, i) => `${String(i).padStart(6, '0')}_BLK`);
    const state = add(initialFilterState(PRODUCT_FILTER_BAR), 'ids', ids.join(', '));
    expect(state.parameters).toHaveLength(1);
    expect(state.parameters[0]?.value.split(',')).toHaveLength(500);
  });

  it('every product-level select reads a product field', () => {
    for (const module of ['Footwear', 'Apparel', 'POP'])
      for (const { filter, module: m } of enabledFilters(PRODUCT_FILTER_BAR, { module }))
        if (filter.kind === 'select' && !m.alwaysOn && filter.key !== 'priceBasis')
          expect(Object.keys(PRODUCT_SELECT_FIELDS), filter.key).toContain(filter.key);
  });

  it('every label, module and option has an en-US text', () => {
    const ids = new Set<string>([PRODUCT_FILTER_BAR.moduleLabelId ?? '']);
    for (const module of PRODUCT_FILTER_BAR.modules) {
      ids.add(module.labelId);
      for (const group of module.groups) {
        ids.add(group.labelId);
        for (const filter of group.filters) {
          ids.add(filter.labelId);
          if (filter.kind === 'select' && filter.options.from === 'static')
            for (const o of filter.options.options) if (o.labelId) ids.add(o.labelId);
        }
      }
    }
    expect([...ids].filter((id) => !(id in en))).toEqual([]);
  });
});

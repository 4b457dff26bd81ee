// The asset libraries' bars as spec 000 §2 lists their modules (decision 0038).
import { describe, expect, it } from 'vitest';
import {
  addParameter,
  checkFilterBarDefinition,
  enabledFilters,
  initialFilterState,
  type FilterBarDefinition,
  type FilterState,
} from '../filters/index.ts';
import { LIBRARY_FILTER_BARS, libraryFilterBar } from './filter-bars.ts';
import { LIBRARY_ITEM_TYPES, type LibraryItemType } from './kinds.ts';
import { CATALOGS } from './test-fixtures.ts';

const LOCALES = Object.keys(CATALOGS);
const catalog = (locale: string) => CATALOGS[locale] ?? {};

const filtersOf = (type: LibraryItemType) => {
  const bar = libraryFilterBar(type);
  return enabledFilters(bar, initialFilterState(bar));
};
const keysOf = (type: LibraryItemType) => filtersOf(type).map((l) => l.filter.key);
const groupsOf = (type: LibraryItemType) =>
  libraryFilterBar(type).modules.flatMap((m) => m.groups.map((g) => g.id));
const filterOf = (type: LibraryItemType, key: string) =>
  filtersOf(type).find((l) => l.filter.key === key);
const add = (bar: FilterBarDefinition, state: FilterState, key: string, value: string) =>
  addParameter(bar, state, key, value).state;

describe('[000 §2 filter-bar] the asset library bars', () => {
  it.each(LIBRARY_ITEM_TYPES)('%s is a sound definition', (type) => {
    expect(checkFilterBarDefinition(libraryFilterBar(type))).toEqual([]);
    expect(LIBRARY_FILTER_BARS[type].modules).toHaveLength(1);
  });

  it.each([
    // File Name, Type, Category, Gender, Tag (multi), Season plus Year, Modified.
    [
      'AdvertisingAsset',
      ['fileName', 'assetType', 'category', 'gender', 'tag', 'season', 'modified'],
      ['fileName', 'assetType', 'category', 'gender', 'tag', 'season', 'year', 'modified'],
    ],
    // Name, Category, Gender, Modified.
    [
      'AdvertisingLogo',
      ['name', 'category', 'gender', 'modified'],
      ['name', 'category', 'gender', 'modified'],
    ],
    // Keyword, Document Type, Division (multi), Gender, Region, Modified.
    [
      'ProductDocument',
      ['keyword', 'docType', 'division', 'gender', 'region', 'modified'],
      ['keyword', 'docType', 'division', 'gender', 'region', 'modified'],
    ],
    // Type, Keyword, Season plus Year, Language, Product category plus gender, Initiative,
    // Size/Element, Partner Type (entity plus store type), Modified.
    [
      'GlobalRetailAsset',
      [
        'assetType',
        'keyword',
        'season',
        'lang',
        'product',
        'initiative',
        'element',
        'partnerType',
        'modified',
      ],
      [
        'assetType',
        'keyword',
        'season',
        'year',
        'lang',
        'category',
        'gender',
        'initiative',
        'element',
        'entity',
        'storeType',
        'modified',
      ],
    ],
    // Type, Sub-type (multi), Keyword, Season plus Year, Language, Product, Initiative,
    // Partner Type, Modified.
    [
      'GlobalRetailResource',
      [
        'assetType',
        'assetSubType',
        'keyword',
        'season',
        'lang',
        'product',
        'initiative',
        'partnerType',
        'modified',
      ],
      [
        'assetType',
        'assetSubType',
        'keyword',
        'season',
        'year',
        'lang',
        'category',
        'initiative',
        'entity',
        'storeType',
        'modified',
      ],
    ],
    // Not listed by the spec: decision 0038.
    [
      'StepAsset',
      ['fileName', 'assetType', 'lang', 'gender', 'modified'],
      ['fileName', 'assetType', 'lang', 'gender', 'modified'],
    ],
  ] as const)('%s has the spec modules in its order', (type, groups, keys) => {
    expect(groupsOf(type)).toEqual(groups);
    expect(keysOf(type)).toEqual(keys);
  });

  it.each([
    ['AdvertisingAsset', 'tag', true],
    ['ProductDocument', 'division', true],
    ['GlobalRetailResource', 'assetSubType', true],
    ['AdvertisingAsset', 'category', false],
    ['AdvertisingAsset', 'gender', false],
    ['GlobalRetailAsset', 'lang', false],
    ['ProductDocument', 'docType', false],
  ] as const)('%s %s allows several values: %s', (type, key, multi) => {
    expect(filterOf(type, key)?.filter.allowMultiple).toBe(multi);
  });

  it('File Name takes full or partial names, comma separated, applied as typed', () => {
    for (const type of ['AdvertisingAsset', 'StepAsset'] as const)
      expect(filterOf(type, 'fileName')?.filter).toMatchObject({
        kind: 'text',
        commaSeparated: true,
        live: true,
        placeholderId: 'labels.libraries.filterBar.fileNamePlaceholder',
      });
    expect(filterOf('AdvertisingLogo', 'name')?.filter).toMatchObject({ kind: 'text', live: true });
  });

  it.each(LIBRARY_ITEM_TYPES)('%s: Modified is a modified-since day (08:00 offset)', (type) => {
    expect(filterOf(type, 'modified')?.filter.kind).toBe('modifiedSince');
  });

  it('a multi filter keeps both tags; a single one keeps the last category', () => {
    const bar = libraryFilterBar('AdvertisingAsset');
    let state = initialFilterState(bar);
    state = add(bar, add(bar, state, 'tag', 'Hero'), 'tag', 'Spring');
    state = add(bar, add(bar, state, 'category', 'Print'), 'category', 'Digital');
    expect(state.parameters.map((p) => `${p.key}=${p.value}`)).toEqual([
      'category=Digital',
      'tag=Hero',
      'tag=Spring',
    ]);
  });

  it('Season plus Year, and Partner Type entity plus store type, are kept together', () => {
    const bar = libraryFilterBar('GlobalRetailAsset');
    let state = initialFilterState(bar);
    state = add(bar, add(bar, state, 'year', '2025'), 'season', 'Spring');
    state = add(bar, add(bar, state, 'entity', 'Franchise'), 'storeType', 'Outlet');
    expect(state.parameters.map((p) => `${p.group}/${p.key}`)).toEqual([
      'season/season',
      'season/year',
      'partnerType/entity',
      'partnerType/storeType',
    ]);
  });

  it('every label, group, module and placeholder has a text in all eight locales', () => {
    const ids = new Set<string>();
    for (const bar of Object.values(LIBRARY_FILTER_BARS))
      for (const module of bar.modules) {
        ids.add(module.labelId);
        for (const group of module.groups) {
          ids.add(group.labelId);
          for (const filter of group.filters) {
            ids.add(filter.labelId);
            if (filter.placeholderId) ids.add(filter.placeholderId);
          }
        }
      }
    const english = Object.keys(catalog('en-US')).sort();
    for (const locale of LOCALES) {
      const messages = catalog(locale);
      expect(
        [...ids].filter((id) => !messages[id]),
        locale,
      ).toEqual([]);
      expect(Object.keys(messages).sort(), locale).toEqual(english);
    }
  });
});

// Each library's filter state read over items (spec 000 §2 filter modules, §9 modified-since
// 08:00), the default sorts (§2, §7) and the view toggles (§3, §4).
import { describe, expect, it } from 'vitest';
import {
  addParameter,
  initialFilterState,
  unmappedFilterKeys,
  type FilterState,
} from '../filters/index.ts';
import type { LibraryItem } from '../entities/library-item.ts';
import { libraryFilterBar } from './filter-bars.ts';
import { LIBRARY_ITEM_TYPES, type LibraryItemType } from './kinds.ts';
import {
  LIBRARY_FILTER_MAPPINGS,
  isNewToUser,
  libraryItemMatches,
  libraryItemSelector,
  passesViewToggles,
  shownFiles,
  viewTogglesSelector,
} from './query.ts';
import { LIBRARY_DEFAULT_SORT, compareLibraryItems, librarySortFields } from './sorts.ts';
import { file, item } from './test-fixtures.ts';

const context = { today: '2025-02-20' };

function stateOf(type: LibraryItemType, ...pairs: (readonly [string, string])[]): FilterState {
  const bar = libraryFilterBar(type);
  return pairs.reduce((s, [k, v]) => addParameter(bar, s, k, v).state, initialFilterState(bar));
}
const names = (
  type: LibraryItemType,
  items: readonly LibraryItem[],
  ...pairs: (readonly [string, string])[]
) => {
  const state = stateOf(type, ...pairs);
  return items.filter((i) => libraryItemMatches(type, state, i, context)).map((i) => i.name);
};

const ads = [
  item({
    name: 'Red Runner',
    assetType: 'Marketing Image',
    category: 'Print',
    gender: 'Mens',
    tag: ['Hero', 'Spring'],
    season: 'SP',
    year: 2025,
    modifiedDate: '2025-02-10T08:00:00.000Z',
    files: [file({ filename: 'RR_001.jpg' })],
  }),
  item({
    name: 'Blue Trail',
    assetType: 'Video',
    category: 'Digital',
    gender: 'Womens',
    tag: ['Fall'],
    season: 'SP',
    year: 2024,
    modifiedDate: '2025-02-10T07:59:59.000Z',
    files: [file({ filename: 'bt_hero.mov' })],
  }),
  item({ name: 'Green (Kids)+', category: 'Print', files: [] }),
];

describe('[000 §2 filter-bar] every filter of every bar reads an item field', () => {
  it.each(LIBRARY_ITEM_TYPES)('%s maps all its filters', (type) => {
    expect(unmappedFilterKeys(libraryFilterBar(type), LIBRARY_FILTER_MAPPINGS[type])).toEqual([]);
  });
  it.each(LIBRARY_ITEM_TYPES)('%s: no filter set selects everything', (type) => {
    expect(libraryItemSelector(type, stateOf(type), context)).toEqual({});
  });
});

describe('[000 §2 filter-bar] advertising assets', () => {
  it.each([
    ['red', ['Red Runner']],
    ['red, trail', ['Red Runner', 'Blue Trail']],
    [' RUNNER ,, kids) ', ['Red Runner', 'Green (Kids)+']],
    ['bt_hero', ['Blue Trail']],
    ['(kids)+', ['Green (Kids)+']],
    ['.*', []],
  ])('File Name %j: partial, comma separated, in the name or a file name', (value, expected) => {
    expect(names('AdvertisingAsset', ads, ['fileName', value])).toEqual(expected);
  });

  it('Tag takes several values, any of them; Category and Gender are exact', () => {
    expect(names('AdvertisingAsset', ads, ['tag', 'Fall'], ['tag', 'Spring'])).toEqual([
      'Red Runner',
      'Blue Trail',
    ]);
    expect(names('AdvertisingAsset', ads, ['category', 'Print'])).toEqual([
      'Red Runner',
      'Green (Kids)+',
    ]);
    expect(names('AdvertisingAsset', ads, ['category', 'Print'], ['gender', 'Mens'])).toEqual([
      'Red Runner',
    ]);
  });

  it('Season plus Year both apply (the year is a number)', () => {
    expect(names('AdvertisingAsset', ads, ['season', 'SP'])).toEqual(['Red Runner', 'Blue Trail']);
    expect(names('AdvertisingAsset', ads, ['season', 'SP'], ['year', '2024'])).toEqual([
      'Blue Trail',
    ]);
    expect(
      libraryItemSelector(
        'AdvertisingAsset',
        stateOf('AdvertisingAsset', ['year', '2024']),
        context,
      ),
    ).toEqual({ year: 2024 });
  });

  it('[000 §9 modified-since] Modified since a day starts at 08:00 UTC of that day', () => {
    expect(names('AdvertisingAsset', ads, ['modified', '2025-02-10'])).toEqual(['Red Runner']);
    expect(names('AdvertisingAsset', ads, ['modified', '2025-02-09'])).toEqual([
      'Red Runner',
      'Blue Trail',
    ]);
  });
});

describe('[000 §2 filter-bar] advertising logos', () => {
  const logos = [
    item({ libraryType: 'AdvertisingLogo', name: 'Brand Mark Black', category: 'Primary' }),
    item({ libraryType: 'AdvertisingLogo', name: 'Brand, Mark White', category: 'Secondary' }),
  ];
  it('Name is one text (no comma splitting), case-insensitive', () => {
    expect(names('AdvertisingLogo', logos, ['name', 'brand, mark'])).toEqual(['Brand, Mark White']);
    expect(names('AdvertisingLogo', logos, ['name', 'BLACK'])).toEqual(['Brand Mark Black']);
    expect(names('AdvertisingLogo', logos, ['category', 'Secondary'])).toEqual([
      'Brand, Mark White',
    ]);
  });
});

describe('[000 §2 filter-bar] product documents', () => {
  const docs = [
    item({
      libraryType: 'ProductDocument',
      name: 'Spring line',
      docType: 'Line List',
      divisionId: 'ACT',
      region: 'EU',
      files: [file({ filename: 'SP25_linelist.pdf', modifiedDate: '2025-02-12T09:00:00.000Z' })],
    }),
    item({
      libraryType: 'ProductDocument',
      name: 'linelist summary',
      docType: 'Spec Sheet',
      divisionId: 'SPT',
      region: 'US',
      modifiedDate: '2025-02-15T09:00:00.000Z',
      files: [file({ filename: 'summary.pdf', modifiedDate: '2025-01-01T09:00:00.000Z' })],
    }),
  ];
  it('Keyword searches the filename, not the name', () => {
    expect(names('ProductDocument', docs, ['keyword', 'LINELIST'])).toEqual(['Spring line']);
  });
  it('Division takes several values; Document Type and Region are exact', () => {
    expect(names('ProductDocument', docs, ['division', 'ACT'], ['division', 'SPT'])).toHaveLength(
      2,
    );
    expect(names('ProductDocument', docs, ['docType', 'Spec Sheet'])).toEqual(['linelist summary']);
    expect(names('ProductDocument', docs, ['region', 'EU'])).toEqual(['Spring line']);
  });
  it('Modified reads the files’ dates (documents sort by them too)', () => {
    expect(names('ProductDocument', docs, ['modified', '2025-02-01'])).toEqual(['Spring line']);
  });
});

describe('[000 §2 filter-bar] global retail', () => {
  const retail = [
    item({
      libraryType: 'GlobalRetailAsset',
      name: 'Window kit',
      lang: 'fr',
      category: 'Footwear',
      gender: 'Womens',
      element: '48x72',
      entity: ['Franchise', 'Joint Venture'],
      storeType: 'Outlet',
      initiative: 'Back to School',
    }),
    item({
      libraryType: 'GlobalRetailAsset',
      name: 'Floor stand',
      lang: 'en',
      category: 'Footwear',
      gender: 'Mens',
      entity: ['Domestic'],
      storeType: 'Mall',
      files: [file({ filename: 'window-floor.pdf' })],
    }),
  ];
  it('Product category plus gender, Language, Size/Element, Initiative', () => {
    expect(
      names('GlobalRetailAsset', retail, ['category', 'Footwear'], ['gender', 'Mens']),
    ).toEqual(['Floor stand']);
    expect(names('GlobalRetailAsset', retail, ['lang', 'fr'])).toEqual(['Window kit']);
    expect(names('GlobalRetailAsset', retail, ['element', '48x72'])).toEqual(['Window kit']);
    expect(names('GlobalRetailAsset', retail, ['initiative', 'Back to School'])).toEqual([
      'Window kit',
    ]);
  });
  it('Partner Type: the entity (one of the item’s) plus the store type', () => {
    expect(names('GlobalRetailAsset', retail, ['entity', 'Joint Venture'])).toEqual(['Window kit']);
    expect(
      names('GlobalRetailAsset', retail, ['entity', 'Franchise'], ['storeType', 'Mall']),
    ).toEqual([]);
  });
  it('Keyword reads the name or a file name', () => {
    expect(names('GlobalRetailAsset', retail, ['keyword', 'window'])).toEqual([
      'Window kit',
      'Floor stand',
    ]);
  });
  it('resources: Sub-type takes several values', () => {
    const resources = ['Guide', 'Planogram', 'Memo'].map((assetSubType) =>
      item({ libraryType: 'GlobalRetailResource', name: assetSubType, assetSubType }),
    );
    expect(
      names('GlobalRetailResource', resources, ['assetSubType', 'Guide'], ['assetSubType', 'Memo']),
    ).toEqual(['Guide', 'Memo']);
  });
});

describe('[000 §2 sorts] default sorts of the libraries', () => {
  it.each([
    ['AdvertisingAsset', '-modifiedDate'],
    ['GlobalRetailAsset', '-modifiedDate'],
    ['StepAsset', '-modifiedDate'],
    ['ProductDocument', '-files.modifiedDate'],
    ['AdvertisingLogo', 'name'],
    ['GlobalRetailResource', 'name'],
  ] as const)('%s sorts by %s', (type, sort) => {
    expect(LIBRARY_DEFAULT_SORT[type]).toBe(sort);
  });

  it('assets: newest modified first, undated last, then by name', () => {
    const list = [
      item({ name: 'b', modifiedDate: '2025-01-01T00:00:00.000Z' }),
      item({ name: 'undated' }),
      item({ name: 'a', modifiedDate: '2025-01-01T00:00:00.000Z' }),
      item({ name: 'newest', modifiedDate: '2025-03-01T00:00:00.000Z' }),
    ];
    expect(list.sort(compareLibraryItems('-modifiedDate')).map((i) => i.name)).toEqual([
      'newest',
      'a',
      'b',
      'undated',
    ]);
  });

  it('documents: by their latest file date, descending', () => {
    const list = [
      item({ name: 'old', files: [file({ modifiedDate: '2024-01-01T00:00:00.000Z' })] }),
      item({
        name: 'recent file',
        files: [
          file({ modifiedDate: '2023-01-01T00:00:00.000Z' }),
          file({ modifiedDate: '2025-01-01T00:00:00.000Z' }),
        ],
      }),
    ];
    expect(list.sort(compareLibraryItems('-files.modifiedDate')).map((i) => i.name)).toEqual([
      'recent file',
      'old',
    ]);
  });

  it('otherwise name ascending, case- and number-aware', () => {
    const list = ['logo 10', 'Logo 2', 'alpha'].map((name) => item({ name }));
    expect(list.sort(compareLibraryItems('name')).map((i) => i.name)).toEqual([
      'alpha',
      'Logo 2',
      'logo 10',
    ]);
    expect(librarySortFields('-files.modifiedDate')).toEqual({
      field: 'files.modifiedDate',
      direction: 'desc',
    });
    expect(librarySortFields('name')).toEqual({ field: 'name', direction: 'asc' });
  });
});

describe('[000 §4 library toggles] includeWorkingFiles, showWorkingFilesOnly, showNewStylesOnly', () => {
  const off = { includeWorkingFiles: false, showWorkingFilesOnly: false, showNewStylesOnly: false };
  const primary = file({ usageType: 'Primary' });
  const working = file({ usageType: 'Working File' });
  const withWorking = item({ name: 'with working', files: [primary, working] });
  const seen = item({ name: 'seen', userFlag: 'Seen', files: [file()] });
  const fresh = item({ name: 'fresh', files: [file()] });

  it('working files show only when included; only them when showWorkingFilesOnly', () => {
    expect(shownFiles(withWorking, off).map((f) => f.usageType)).toEqual(['Primary']);
    expect(shownFiles(withWorking, { ...off, includeWorkingFiles: true })).toHaveLength(2);
    expect(
      shownFiles(withWorking, { ...off, showWorkingFilesOnly: true }).map((f) => f.usageType),
    ).toEqual(['Working File']);
  });

  it('showWorkingFilesOnly keeps items with a working file', () => {
    const toggles = { ...off, showWorkingFilesOnly: true };
    expect([withWorking, seen].filter((i) => passesViewToggles(i, toggles))).toEqual([withWorking]);
  });

  it('showNewStylesOnly keeps the items the user has not seen', () => {
    const toggles = { ...off, showNewStylesOnly: true };
    expect([seen, fresh].filter((i) => passesViewToggles(i, toggles))).toEqual([fresh]);
    expect(isNewToUser(fresh)).toBe(true);
    expect(isNewToUser(seen)).toBe(false);
    expect(viewTogglesSelector(off)).toEqual({});
  });
});

// The rights selector is the shared visibleToViewers rule (issue scope 8) as Mango: checked
// against it over the edge days, in memory with the shared matcher (tested against mingo).
import {
  addParameter,
  initialFilterState,
  libraryFilterBar,
  libraryItemSelector,
  matchesSelector,
  visibleToViewers,
  type RightsDates,
} from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { collectionSpec, toDevice } from '../../db/collections.ts';
import { migrationStrategiesOf } from '../../db/migrations.ts';
import { indexedEqualities, isNewItem, libraryViewSelector, rightsSelector } from './selector.ts';

const TODAY = '2025-06-10';
const DAYS = [undefined, '2025-06-09', '2025-06-10', '2025-06-11'];

describe('[issue scope 8 rights dates] the view selector', () => {
  it('[000 §3 rights dates] hides exactly what visibleToViewers hides, on every edge day', () => {
    let checked = 0;
    for (const startDate of DAYS)
      for (const endDate of DAYS)
        for (const beginDate of DAYS)
          for (const expireDate of DAYS) {
            const item: RightsDates = { startDate, endDate, beginDate, expireDate };
            const plain = Object.fromEntries(
              Object.entries(item).filter(([, v]) => v !== undefined),
            );
            expect(matchesSelector(plain, rightsSelector(TODAY))).toBe(
              visibleToViewers(item, TODAY),
            );
            checked += 1;
          }
    expect(checked).toBe(256);
  });

  it('[000 §3 user flag Seen] an item is new until flagged on it or on this device', () => {
    expect(isNewItem({ id: 'a' }, new Set())).toBe(true);
    expect(isNewItem({ id: 'a', userFlag: 'Seen' }, new Set())).toBe(false);
    expect(isNewItem({ id: 'a' }, new Set(['a']))).toBe(false);
  });
});

describe('[decision 0047 bar index keys] the view selector asks the device indexes', () => {
  const bar = libraryFilterBar('AdvertisingAsset');
  const filterOf = (pairs: (readonly [string, string])[]) =>
    libraryItemSelector(
      'AdvertisingAsset',
      pairs.reduce((s, [k, v]) => addParameter(bar, s, k, v).state, initialFilterState(bar)),
      { today: TODAY },
    );

  it('[000 §2 library filter bars] one value of an indexed field becomes its index key; lists and text stay in the filter', () => {
    expect(indexedEqualities({ category: 'Work' })).toEqual({ idxCategory: 'Work' });
    expect(
      indexedEqualities({ $and: [{ category: 'Work' }, { gender: 'Mens' }, { season: 'Fall' }] }),
    ).toEqual({ idxCategory: 'Work', idxGender: 'Mens', idxSeason: 'Fall' });
    expect(indexedEqualities({ category: { $in: ['Work', 'Play'] } })).toEqual({});
    expect(indexedEqualities({ name: { $regex: 'run', $options: 'i' } })).toEqual({});
    expect(indexedEqualities({ category: 'x'.repeat(64) })).toEqual({});
  });

  it('[000 §2 library filter bars] the same items match with the index keys as without (device documents)', () => {
    const spec = collectionSpec('libraryItems');
    const items = ['Work', 'Play', undefined].flatMap((category, i) =>
      ['Mens', 'Womens'].map((gender, j) =>
        toDevice(spec, {
          id: `a${i}${j}`,
          name: `Asset ${i}${j}`,
          libraryType: 'AdvertisingAsset',
          status: 'Published',
          files: [],
          ...(category ? { category } : {}),
          gender,
          modifiedDate: '2025-06-01T10:00:00.000Z',
        }),
      ),
    );
    const filter = filterOf([
      ['category', 'Work'],
      ['gender', 'Womens'],
    ]);
    const selector = libraryViewSelector({
      type: 'AdvertisingAsset',
      filter,
      toggles: {
        includeWorkingFiles: false,
        showWorkingFilesOnly: false,
        showNewStylesOnly: false,
      },
      today: TODAY,
      seenIds: [],
    });
    expect(selector).toMatchObject({ idxCategory: 'Work', idxGender: 'Womens' });
    const found = items.filter((d) => matchesSelector(d, selector as never)).map((d) => d.id);
    expect(found).toEqual(['a01']);
  });

  it('[decision 0047 bar index keys] the version 2 migration adds the keys to a stored item', () => {
    const migrate = migrationStrategiesOf('libraryItems')[2]!;
    const migrated = (migrate as (doc: unknown) => unknown)({
      id: 'a',
      libraryType: 'AdvertisingAsset',
      status: 'Published',
      category: 'Work',
      idxModified: 1,
    }) as Record<string, unknown>;
    expect(migrated).toMatchObject({
      id: 'a',
      category: 'Work',
      idxCategory: 'Work',
      idxGender: '',
    });
  });
});

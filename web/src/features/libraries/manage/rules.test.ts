// The manage screens' pure rules: options from the device's items, the grid's payload rule and
// the publish refusal text (spec 000 §5 grid cells and publish requirements).
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { fallbackMessages } from '../../../i18n/catalog.ts';
import { fieldOptions, type ManageRow } from './columns.ts';
import { MANAGE_LIBRARIES } from './config.ts';
import { lookupFromItems } from './lookups.ts';
import { LibraryWriteRefused, prepareLibraryItem } from './prepare.ts';
import { publishRefusals, refusalText } from './status.ts';

const intl = createIntl({ locale: 'en-US', messages: fallbackMessages });
const NOW = '2025-06-01T12:00:00.000Z';
const row = (extra: Partial<ManageRow> = {}) =>
  ({
    id: 'a1',
    name: 'Hero',
    libraryType: 'AdvertisingAsset',
    status: 'Pending',
    files: [],
    assetType: 'Print Ad',
    category: 'Womens',
    gender: 'Womens',
    _deleted: false,
    ...extra,
  }) as ManageRow;

describe('[000 §5 list cell] options from the library on the device', () => {
  it('[000 §5 list cell] each list and multi-select field lists its distinct values, sorted', () => {
    const items = [
      { assetType: 'Web Banner', tag: ['web', 'hero'] },
      { assetType: 'Print Ad', tag: ['hero'] },
      { assetType: ' ' },
    ];
    const options = fieldOptions(MANAGE_LIBRARIES.advertisingAsset.fields, items);
    expect(options.assetType).toEqual(['Print Ad', 'Web Banner']);
    expect(options.tag).toEqual(['hero', 'web']);
    expect(options.name).toBeUndefined();
  });

  it('[000 §2 filter bar] a look-up counts the items of each value; typed filters have none', () => {
    const items = [{ year: 2025 }, { year: 2025 }, { year: 2024 }];
    expect(lookupFromItems('AdvertisingAsset', 'year', items)).toEqual([
      { value: '2024', label: '2024', count: 1 },
      { value: '2025', label: '2025', count: 2 },
    ]);
    expect(lookupFromItems('AdvertisingAsset', 'fileName', items)).toEqual([]);
  });
});

describe('[000 §3 library item] the grid payload rule', () => {
  it('[000 §3 library item] stamps the change, drops cleared optional fields, keeps an emptied name', () => {
    const next = prepareLibraryItem(
      row({ category: null, tag: [], name: null } as unknown as Partial<ManageRow>),
      NOW,
    );
    expect(next.modifiedDate).toBe(NOW);
    expect('category' in next).toBe(false);
    expect('tag' in next).toBe(false);
    expect(next.name).toBe('');
  });

  it('[000 §3 library item] a value the entity refuses is not stored', () => {
    expect(() => prepareLibraryItem(row({ year: 12 }), NOW)).toThrow(LibraryWriteRefused);
  });
});

describe('[000 §5 publish requirements] the refusal', () => {
  it('[000 §5 publish requirements] names each missing field of each item, counted', () => {
    const refusals = publishRefusals('AdvertisingAsset', [
      row(),
      row({ id: 'a2', name: 'Banner', gender: undefined, category: ' ' }),
      row({
        id: 'a3',
        name: 'Image',
        assetType: 'Marketing Image',
        beginDate: '2025-02-30',
      } as Partial<ManageRow>),
    ]);
    expect(refusals.map((r) => r.item.id)).toEqual(['a2', 'a3']);
    expect(refusalText(intl, refusals).split('\n')).toEqual([
      'Cannot publish: 4 required fields are missing or invalid.',
      'Banner: Category is required to publish.',
      'Banner: Gender is required to publish.',
      'Image: Begin Date must be a valid date to publish.',
      'Image: Expire Date is required to publish.',
    ]);
  });
});

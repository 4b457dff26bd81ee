// Spec 000 §5 "Library publish requirements", and "these required columns cannot be cleared"
// except in the pending view (§5 "Grid cells").
import { describe, expect, it } from 'vitest';
import { canClear, guardClear } from '../cells/editable.ts';
import { cellValue } from '../cells/types.ts';
import type { LibraryItem, LibraryItemInput } from '../entities/library-item.ts';
import type { LibraryItemType } from './kinds.ts';
import {
  MARKETING_IMAGE,
  libraryColumn,
  publishFieldLabelId,
  publishProblemMessageId,
  publishProblems,
  requiredPublishFields,
  type PublishField,
  type PublishProblem,
} from './publish.ts';
import { CATALOGS, file, item } from './test-fixtures.ts';

const missing = (...fields: PublishField[]): PublishProblem[] =>
  fields.map((field) => ({ field, reason: 'missing' }));

/** An item with no optional field set, and a blank name (a fresh upload before editing). */
const bare = (extra: Partial<LibraryItem> = {}): LibraryItem => ({
  ...item({ name: ' ', files: [] }),
  ...extra,
});

describe('[000 §5 publish] the required fields of each library', () => {
  it.each([
    ['StepAsset', missing('name', 'assetType', 'lang', 'gender')],
    ['GlobalRetailAsset', missing('name', 'assetType', 'primaryFile')],
    ['ProductDocument', missing('name', 'docType', 'groups')],
    ['AdvertisingLogo', missing('name', 'category')],
    ['AdvertisingAsset', missing('name', 'assetType', 'category', 'gender')],
    ['GlobalRetailResource', []],
  ] as const)('%s: an empty item lacks %j', (type, problems) => {
    expect(publishProblems(type, bare())).toEqual(problems);
  });

  it.each([
    ['StepAsset', { name: 'Fit guide', assetType: 'Video', lang: 'en', gender: 'Mens' }],
    ['GlobalRetailAsset', { name: 'Kit', assetType: 'Window', files: [file()] }],
    [
      'ProductDocument',
      { name: 'Line list', docType: 'Line List', files: [file({ groups: ['Wholesale'] })] },
    ],
    ['AdvertisingLogo', { name: 'Mark', category: 'Primary' }],
    ['AdvertisingAsset', { name: 'Ad', assetType: 'Video', category: 'Print', gender: 'Mens' }],
  ] satisfies [LibraryItemType, Partial<LibraryItemInput>][])(
    '%s: a complete item may be published',
    (type, fields) => {
      expect(publishProblems(type, item(fields))).toEqual([]);
    },
  );

  it('global retail: only a Primary file counts (a working file is not one)', () => {
    const working = item({
      name: 'Kit',
      assetType: 'Window',
      files: [file({ usageType: 'Working File' })],
    });
    expect(publishProblems('GlobalRetailAsset', working)).toEqual(missing('primaryFile'));
  });

  it('product document: at least one group on its files (a blank group is none)', () => {
    const blankGroup = item({ name: 'Doc', docType: 'Memo', files: [file({ groups: [' '] })] });
    expect(publishProblems('ProductDocument', blankGroup)).toEqual(missing('groups'));
  });
});

describe('[000 §5 publish] Marketing Image needs valid beginDate and expireDate', () => {
  const ad = (extra: Partial<LibraryItem>): LibraryItem => ({
    ...item({ name: 'Ad', assetType: MARKETING_IMAGE, category: 'Print', gender: 'Mens' }),
    ...extra,
  });

  it.each([
    [{}, missing('beginDate', 'expireDate')],
    [{ beginDate: '2025-03-01' }, missing('expireDate')],
    [{ beginDate: '2025-03-01', expireDate: '2025-06-30' }, []],
    // Spec 000 §5 date strings: YYYY-MM-DD or YYYY/MM/DD, leap years honoured.
    [{ beginDate: '2024/02/29', expireDate: '2025-06-30' }, []],
    [
      { beginDate: '2025-02-29', expireDate: 'soon' },
      [
        { field: 'beginDate', reason: 'invalidDate' },
        { field: 'expireDate', reason: 'invalidDate' },
      ],
    ],
  ] as const)('%j → %j', (dates, problems) => {
    expect(publishProblems('AdvertisingAsset', ad(dates as Partial<LibraryItem>))).toEqual(
      problems,
    );
  });

  it('other asset types and other libraries do not need them', () => {
    expect(publishProblems('AdvertisingAsset', ad({ assetType: 'Video' }))).toEqual([]);
    expect(requiredPublishFields('StepAsset', { assetType: MARKETING_IMAGE })).not.toContain(
      'beginDate',
    );
  });

  it('the type is matched as a list cell is, case-insensitively', () => {
    expect(publishProblems('AdvertisingAsset', ad({ assetType: 'marketing image' }))).toEqual(
      missing('beginDate', 'expireDate'),
    );
  });
});

describe('[000 §5 grid-cells] required library columns are cleared only in the pending view', () => {
  it.each([
    ['AdvertisingAsset', 'category', true],
    ['AdvertisingAsset', 'tag', false],
    ['AdvertisingLogo', 'gender', false],
    ['StepAsset', 'lang', true],
    ['ProductDocument', 'docType', true],
  ] as const)('%s %s is required: %s', (type: LibraryItemType, field, required) => {
    const column = libraryColumn(type, field);
    expect(canClear(column)).toBe(!required);
    expect(canClear(column, { pendingView: true })).toBe(true);
    expect(guardClear(cellValue<string>(null), column).ok).toBe(!required);
  });

  it('a Marketing Image row cannot clear its dates; another row can', () => {
    const marketing = libraryColumn('AdvertisingAsset', 'expireDate', {
      assetType: MARKETING_IMAGE,
    });
    expect(guardClear(cellValue<string>(null), marketing)).toEqual({
      ok: false,
      reason: { code: 'notClearable' },
    });
    expect(canClear(libraryColumn('AdvertisingAsset', 'expireDate', { assetType: 'Video' }))).toBe(
      true,
    );
  });
});

describe('[000 §5 publish] the refusal reads in every locale', () => {
  const fields: PublishField[] = [
    'name',
    'assetType',
    'category',
    'gender',
    'lang',
    'docType',
    'beginDate',
    'expireDate',
    'primaryFile',
    'groups',
  ];
  it('every field label and reason has a message', () => {
    const ids = [
      ...fields.map(publishFieldLabelId),
      publishProblemMessageId({ field: 'name', reason: 'missing' }),
      publishProblemMessageId({ field: 'beginDate', reason: 'invalidDate' }),
      'msgCodes.libraries.publish.refused',
    ];
    for (const [locale, messages] of Object.entries(CATALOGS)) {
      expect(
        ids.filter((id) => !messages[id]),
        locale,
      ).toEqual([]);
    }
  });
});

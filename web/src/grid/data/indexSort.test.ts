import { describe, expect, it } from 'vitest';
import type { SortSpec } from '../types.ts';
import { indexSort, type SortFields } from './indexSort.ts';

const FIELDS: SortFields = {
  orderNumber: { field: 'idxNumber', inverted: true },
  modifiedDate: { field: 'idxModified', inverted: true },
  name: 'nameKey',
};

const cases: [string, SortSpec[], SortSpec[] | undefined, Record<string, string>[]][] = [
  ['an inverted key reads ascending for a descending sort', [{ id: 'orderNumber', desc: true }], undefined, [{ idxNumber: 'asc' }]],
  ['and descending for an ascending one', [{ id: 'orderNumber', desc: false }], undefined, [{ idxNumber: 'desc' }]],
  ['a normalised key keeps the direction', [{ id: 'name', desc: true }], undefined, [{ nameKey: 'desc' }]],
  ['a column not named sorts by its own id', [{ id: 'status', desc: false }], undefined, [{ status: 'asc' }]],
  [
    'several keys in order',
    [{ id: 'status', desc: false }, { id: 'modifiedDate', desc: true }],
    undefined,
    [{ status: 'asc' }, { idxModified: 'asc' }],
  ],
  ['no sort: the default, mapped the same way', [], [{ id: 'modifiedDate', desc: true }], [{ idxModified: 'asc' }]],
  ['no sort and no default: none', [], undefined, []],
  ["the user's sort wins over the default", [{ id: 'name', desc: false }], [{ id: 'orderNumber', desc: true }], [{ nameKey: 'asc' }]],
];

describe('[STACK-NOTES §5 descending sorts] the grid sort as device index fields', () => {
  it.each(cases)('%s', (_name, sort, defaultSort, expected) => {
    expect(indexSort(sort, { sortFields: FIELDS, defaultSort })).toEqual(expected);
  });
});

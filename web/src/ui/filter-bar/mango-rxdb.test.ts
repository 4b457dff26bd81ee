// The shared filter → Mango selector run by a real RxDB collection (memory storage, dev-mode,
// the device's coordinator assignments schema): what the selector means is what RxDB finds.
import {
  addParameter,
  filterStateToMango,
  initialFilterState,
  type FilterBarDefinition,
  type FilterState,
} from '@portal/shared';
import { addRxPlugin, createRxDatabase, type RxCollection, type RxDatabase } from 'rxdb';
import { RxDBDevModePlugin } from 'rxdb/plugins/dev-mode';
import { getRxStorageMemory } from 'rxdb/plugins/storage-memory';
import { wrappedValidateAjvStorage } from 'rxdb/plugins/validate-ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionSpec, rxSchemaOf, toDevice, type DeviceDoc } from '../../db/collections.ts';
import {
  coordinatorAssignmentsFilterBar as bar,
  coordinatorAssignmentsFilterMapping as mapping,
} from '../../features/coordinator-assignments/filter.ts';
import { toMangoQuerySelector } from './useFilterSelector.ts';

addRxPlugin(RxDBDevModePlugin);

const spec = collectionSpec('coordinatorAssignments');
const assignment = (
  id: string,
  coordinatorCode: string,
  requesterCode: string,
  requesterName: string,
  extra: Record<string, unknown> = {},
): DeviceDoc =>
  toDevice(spec, {
    id,
    coordinatorCode,
    requesterCode,
    requesterName,
    status: 'Active',
    _deleted: false,
    ...extra,
  });

const DOCS = [
  assignment('a1', 'C100', 'R1', 'Ann Lee', {
    orderSubtype: 'sample',
    modifiedDate: '2025-02-10T07:59:59.000Z',
    createdDate: '2025-01-31T23:00:00.000Z',
  }),
  assignment('a2', 'C100', 'R2', 'Bo (Ann) Diaz', {
    orderSubtype: 'promo',
    status: 'Inactive',
    modifiedDate: '2025-02-10T08:00:00.000Z',
    createdDate: '2025-02-01T00:00:00.000Z',
  }),
  assignment('a3', 'C200', 'R3', 'Cy A.nn', { modifiedDate: '2025-02-11T00:00:00.000Z' }),
  assignment('a4', 'C300', 'R4', 'Dee Ann+', { orderSubtype: 'sample' }),
];

/** More of the assignment's fields, to try every kind of clause. */
const wideBar: FilterBarDefinition = {
  id: 'assignments-wide',
  modules: [
    {
      id: 'm',
      labelId: 'common.filterBar.example.assignments',
      allowMultiple: true,
      groups: [
        {
          id: 'g',
          labelId: 'common.filterBar.example.assignments',
          allowMultiple: true,
          filters: [
            {
              key: 'name',
              labelId: 'common.filterBar.example.requester',
              kind: 'text',
              allowMultiple: true,
            },
            {
              key: 'modified',
              labelId: 'common.filterBar.example.status',
              kind: 'modifiedSince',
              allowMultiple: false,
            },
            {
              key: 'created',
              labelId: 'common.filterBar.example.status',
              kind: 'date',
              allowMultiple: false,
            },
          ],
        },
      ],
    },
  ],
};

let db: RxDatabase;
let collection: RxCollection<DeviceDoc>;

beforeAll(async () => {
  db = await createRxDatabase({
    name: `filter-bar-${process.pid}`,
    storage: wrappedValidateAjvStorage({ storage: getRxStorageMemory() }),
    multiInstance: false,
  });
  const added = await db.addCollections({ assignments: { schema: rxSchemaOf(spec) } });
  collection = added.assignments as RxCollection<DeviceDoc>;
  await collection.bulkInsert(DOCS);
});
afterAll(async () => {
  await db.remove();
});

async function found(
  definition: FilterBarDefinition,
  steps: [string, string][],
): Promise<string[]> {
  let state: FilterState = initialFilterState(definition);
  for (const [key, value] of steps) state = addParameter(definition, state, key, value).state;
  const selector = filterStateToMango(definition, state, mapping, { today: '2025-03-01' });
  const docs = await collection
    .find({ selector: toMangoQuerySelector<DeviceDoc>(selector), sort: [{ id: 'asc' }] })
    .exec();
  return docs.map((d) => d.id);
}

const wideMapping = {
  name: { field: 'requesterName' },
  modified: { field: 'modifiedDate' },
  created: { field: 'createdDate' },
} as const;

async function foundWide(steps: [string, string][]): Promise<string[]> {
  let state: FilterState = initialFilterState(wideBar);
  for (const [key, value] of steps) state = addParameter(wideBar, state, key, value).state;
  const selector = filterStateToMango(wideBar, state, wideMapping, { today: '2025-03-01' });
  const docs = await collection
    .find({ selector: toMangoQuerySelector<DeviceDoc>(selector), sort: [{ id: 'asc' }] })
    .exec();
  return docs.map((d) => d.id);
}

describe('[000 §2 filter bar] selectors on a device collection (RxDB)', () => {
  it.each<[string, [string, string][], string[]]>([
    ['no filter finds every assignment', [], ['a1', 'a2', 'a3', 'a4']],
    ['one coordinator', [['coordinator', 'C100']], ['a1', 'a2']],
    [
      'several coordinators are alternatives',
      [
        ['coordinator', 'C200'],
        ['coordinator', 'C300'],
      ],
      ['a3', 'a4'],
    ],
    [
      'filters all apply',
      [
        ['coordinator', 'C100'],
        ['status', 'Active'],
      ],
      ['a1'],
    ],
    [
      'the blank order type (text null) finds the assignments without one',
      [['orderSubtype', '']],
      ['a3'],
    ],
    [
      'blank or promo',
      [
        ['orderSubtype', ''],
        ['orderSubtype', 'promo'],
      ],
      ['a2', 'a3'],
    ],
  ])('%s', async (_rule, steps, ids) => {
    expect(await found(bar, steps)).toEqual(ids);
  });

  it.each<[string, [string, string][], string[]]>([
    ['text contains, case-insensitive', [['name', 'ann']], ['a1', 'a2', 'a4']],
    ['the user’s text is literal: a dot is a dot', [['name', 'A.nn']], ['a3']],
    ['the user’s text is literal: brackets', [['name', '(ann)']], ['a2']],
    ['the user’s text is literal: a plus sign', [['name', 'Ann+']], ['a4']],
    ['modified since a day starts at 08:00 UTC', [['modified', '2025-02-10']], ['a2', 'a3']],
    ['a day holds the whole day', [['created', '2025-02-01']], ['a2']],
  ])('%s', async (_rule, steps, ids) => {
    expect(await foundWide(steps)).toEqual(ids);
  });
});

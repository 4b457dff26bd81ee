// The sample grid's query (query.ts): the library and the bar's selective equalities at the
// selector's top level, where RxDB's planner reads them as index keys (bench:samples); the
// answer must stay the filter's own, checked in memory with the shared matcher over device
// documents (derived keys as the device stores them).
import {
  SAMPLE_FILTER_BARS,
  SAMPLE_FILTER_MAPPINGS,
  addParameter,
  filterStateToMango,
  matchesSelector,
  type FilterState,
  type SampleLibrary,
} from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { collectionSpec, toDevice, type DeviceDoc } from '../../db/collections.ts';
import { migrationStrategiesOf } from '../../db/migrations.ts';
import { sampleGridFilter, sampleIndexedEqualities } from './query.ts';

function selectorOf(library: SampleLibrary, pairs: readonly [string, string][]) {
  const bar = SAMPLE_FILTER_BARS[library];
  let state: FilterState = { module: 'samples', parameters: [] };
  for (const [key, value] of pairs) state = addParameter(bar, state, key, value).state;
  return filterStateToMango(bar, state, SAMPLE_FILTER_MAPPINGS[library], { today: '2026-01-15' });
}

const spec = collectionSpec('sampleInventory');
const doc = (fields: Record<string, unknown>): DeviceDoc =>
  toDevice(spec, { id: String(fields.id), style: '100001', color: 'BLK', ...fields } as DeviceDoc);

const SAMPLES: DeviceDoc[] = [
  doc({ id: 'p1', library: 'Production', status: 'Available', division: 'ACT', bin: 'B-1' }),
  doc({ id: 'p2', library: 'Production', status: 'Damaged', division: 'ACT', bin: 'B-1' }),
  doc({ id: 'p3', library: 'Production', status: 'Available', division: 'OUT', bin: 'B-2' }),
  doc({ id: 'p4', library: 'Production', division: 'ACT' }),
  doc({ id: 's1', library: 'Sales', status: 'Available', division: 'ACT', aisle: '7' }),
  doc({ id: 's2', library: 'Sales', status: 'Available', division: 'ACT', aisle: '8' }),
];

const found = (library: SampleLibrary, pairs: [string, string][]) =>
  SAMPLES.filter((d) =>
    matchesSelector(d, sampleGridFilter(library, selectorOf(library, pairs)) as never),
  ).map((d) => d.id);

describe('[001 §2 sample inventory] the grid query', () => {
  it('[001 §2 sample inventory] the library and one value of status, division or the location become top-level index keys', () => {
    expect(sampleGridFilter('Production', {})).toEqual({ library: 'Production' });
    const selector = selectorOf('Production', [
      ['status', 'Available'],
      ['division', 'ACT'],
      ['bin', 'B-1'],
    ]);
    expect(sampleGridFilter('Production', selector)).toEqual({
      library: 'Production',
      idxStatus: 'Available',
      idxDivision: 'ACT',
      idxLocation: 'B-1',
      $and: [selector],
    });
    // Sales' location key is the aisle; Production's bin is no Sales field.
    expect(sampleIndexedEqualities('Sales', selectorOf('Sales', [['aisle', '7']]))).toEqual({
      idxLocation: '7',
    });
  });

  it('[001 §2 sample inventory] lists of values and typed text stay in the filter alone', () => {
    const two = selectorOf('Production', [
      ['status', 'Available'],
      ['status', 'Damaged'],
      ['style', '1000'],
    ]);
    expect(sampleIndexedEqualities('Production', two)).toEqual({});
  });

  it('[001 §2 sample inventory] the same samples match with the index keys as with the filter alone', () => {
    expect(found('Production', [])).toEqual(['p1', 'p2', 'p3', 'p4']);
    expect(found('Production', [['status', 'Available']])).toEqual(['p1', 'p3']);
    expect(
      found('Production', [
        ['division', 'ACT'],
        ['bin', 'B-1'],
      ]),
    ).toEqual(['p1', 'p2']);
    expect(
      found('Production', [
        ['status', 'Available'],
        ['status', 'Damaged'],
      ]),
    ).toEqual(['p1', 'p2', 'p3']);
    expect(found('Sales', [['aisle', '7']])).toEqual(['s1']);
    expect(found('Sales', [['status', 'Damaged']])).toEqual([]);
  });

  it('[001 §2 sample inventory] the version 2 migration adds the index keys to a stored sample', () => {
    const migrate = migrationStrategiesOf('sampleInventory')[2] as (d: unknown) => unknown;
    expect(
      migrate({
        id: 'a',
        library: 'Sales',
        style: 'S1',
        color: 'C',
        status: 'Reserved',
        aisle: '3',
        idxModified: 1,
      }),
    ).toMatchObject({ id: 'a', idxStatus: 'Reserved', idxDivision: '', idxLocation: '3' });
    expect(
      migrate({
        id: 'b',
        library: 'Production',
        style: 'S1',
        color: 'C',
        bin: 'B-9',
        idxModified: 1,
      }),
    ).toMatchObject({ idxStatus: '', idxLocation: 'B-9' });
  });
});

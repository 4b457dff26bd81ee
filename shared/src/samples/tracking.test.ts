// Spec 001 §3 tracking records: which changes of a sample leave a record, with which action,
// field and values (decision 0050), table-tested; the history's cap and order.
import { describe, expect, it } from 'vitest';
import { ENTITY_LIMITS, type IsoDateTime } from '../entities/common.ts';
import { sampleInventoryItemSchema } from '../entities/sample-inventory.ts';
import {
  TRACKING_ACTIONS,
  appendTracking,
  newestFirst,
  sampleTrackingRecords,
  trackedSampleFields,
  trackingWriteProblem,
  withTracking,
} from './tracking.ts';

const NOW = '2026-01-02T03:04:05.000Z';
const context = () => {
  let n = 0;
  return { userCode: 'U1', now: NOW, newId: () => `t${++n}` };
};
const production = {
  id: 'p1',
  library: 'Production',
  style: 'A100',
  color: '001',
  status: 'Available',
  totalQty: 3,
  onHandQty: 3,
  quantity: 1,
  bin: 'A-01',
  region: 'US',
  tracking: [],
};
const sales = {
  id: 's1',
  library: 'Sales',
  style: 'C100',
  color: '100',
  status: 'Available',
  totalQty: 2,
  region: 'US',
  aisle: '4',
  direction: 'N',
  level: '2',
  shelf: 'S1',
  tracking: [],
};

describe('[001 §3 sample tracking] a change of a tracked field leaves one record', () => {
  it.each([
    [
      'Production bin',
      production,
      { bin: 'B-02' },
      TRACKING_ACTIONS.moved,
      'bin',
      'A-01',
      'B-02',
      3,
    ],
    [
      'Production bin cleared',
      production,
      { bin: ' ' },
      TRACKING_ACTIONS.moved,
      'bin',
      'A-01',
      undefined,
      3,
    ],
    [
      'on hand count',
      production,
      { onHandQty: 2 },
      TRACKING_ACTIONS.quantityChanged,
      'onHandQty',
      '3',
      '2',
      2,
    ],
    [
      'total count',
      production,
      { totalQty: 5 },
      TRACKING_ACTIONS.quantityChanged,
      'totalQty',
      '3',
      '5',
      5,
    ],
    [
      'Production quantity',
      production,
      { quantity: 0 },
      TRACKING_ACTIONS.quantityChanged,
      'quantity',
      '1',
      '0',
      0,
    ],
    [
      'status',
      production,
      { status: 'Checked Out' },
      TRACKING_ACTIONS.statusChanged,
      'status',
      'Available',
      'Checked Out',
      undefined,
    ],
    ['Sales region', sales, { region: 'EU' }, TRACKING_ACTIONS.moved, 'region', 'US', 'EU', 2],
    ['Sales aisle', sales, { aisle: '5' }, TRACKING_ACTIONS.moved, 'aisle', '4', '5', 2],
    [
      'Sales direction',
      sales,
      { direction: 'S' },
      TRACKING_ACTIONS.moved,
      'direction',
      'N',
      'S',
      2,
    ],
    ['Sales level', sales, { level: '3' }, TRACKING_ACTIONS.moved, 'level', '2', '3', 2],
    ['Sales shelf', sales, { shelf: 'S2' }, TRACKING_ACTIONS.moved, 'shelf', 'S1', 'S2', 2],
    [
      'Sales new bin set',
      sales,
      { newBin: 'NB-1' },
      TRACKING_ACTIONS.moved,
      'newBin',
      undefined,
      'NB-1',
      2,
    ],
  ] as const)('%s', (_name, before, change, action, field, from, to, quantity) => {
    const records = sampleTrackingRecords(before, { ...before, ...change }, context());
    expect(records).toEqual([
      {
        id: 't1',
        action,
        field,
        ...(from === undefined ? {} : { from }),
        ...(to === undefined ? {} : { to }),
        ...(quantity === undefined ? {} : { quantity }),
        userCode: 'U1',
        createdDate: NOW,
      },
    ]);
  });
});

describe('[001 §3 sample tracking] changes that leave no record', () => {
  it.each([
    ['a new sample', null, production],
    [
      'an untracked field (size, division, mould)',
      production,
      { ...production, size: '10', division: 'AP', moldNum: 'M2' },
    ],
    [
      'the same value as text and number',
      production,
      { ...production, totalQty: 3, bin: ' A-01 ' },
    ],
    [
      'region of a Production sample (not its location)',
      production,
      { ...production, region: 'EU' },
    ],
    ['quantity of a Sales sample (not its field)', sales, { ...sales, quantity: 4 }],
  ] as const)('%s', (_name, before, after) => {
    expect(sampleTrackingRecords(before, after, context())).toEqual([]);
  });
});

describe('[001 §3 sample tracking] the tracked fields and the history', () => {
  it('tracks the library location fields, the quantities and status', () => {
    expect([...trackedSampleFields('Production').keys()]).toEqual([
      'bin',
      'totalQty',
      'onHandQty',
      'quantity',
      'status',
    ]);
    expect([...trackedSampleFields('Sales').keys()]).toEqual([
      'region',
      'aisle',
      'direction',
      'level',
      'shelf',
      'newBin',
      'totalQty',
      'onHandQty',
      'status',
    ]);
  });

  it('records each changed field of one edit, without a user when none is known', () => {
    const after = { ...production, bin: 'B-02', status: 'Checked Out', onHandQty: 2 };
    const records = sampleTrackingRecords(production, after, { now: NOW, newId: () => 'x' });
    expect(records.map((r) => [r.field, r.from, r.to, r.userCode])).toEqual([
      ['bin', 'A-01', 'B-02', undefined],
      ['onHandQty', '3', '2', undefined],
      ['status', 'Available', 'Checked Out', undefined],
    ]);
  });

  it('appends the records to the stored history; the entity schema takes the result', () => {
    const old = { id: 'old', action: 'Checked out', createdDate: '2025-01-01T00:00:00.000Z' };
    const before = { ...production, tracking: [old] };
    const after = withTracking(before, { ...before, bin: 'B-02' }, context());
    expect(after.tracking.map((r) => r.id)).toEqual(['old', 't1']);
    expect(sampleInventoryItemSchema.safeParse({ ...after, _deleted: false }).success).toBe(true);
    const same = { ...before, size: '10' };
    expect(withTracking(before, same, context())).toBe(same);
  });

  it('keeps the newest records when the history is full', () => {
    const full = Array.from({ length: ENTITY_LIMITS.tracking }, (_, i) => i);
    const next = appendTracking(full, [-1, -2]);
    expect(next).toHaveLength(ENTITY_LIMITS.tracking);
    expect(next.slice(0, 1)).toEqual([2]);
    expect(next.slice(-2)).toEqual([-1, -2]);
  });

  it('lists newest first, the later of equal times first, undated last', () => {
    const list = [
      { id: 'a', createdDate: '2025-01-01T00:00:00.000Z' },
      { id: 'b' },
      { id: 'c', createdDate: '2025-03-01T00:00:00.000Z' },
      { id: 'd', createdDate: '2025-01-01T00:00:00.000Z' },
    ];
    expect(newestFirst(list).map((r) => r.id)).toEqual(['c', 'd', 'a', 'b']);
  });
});

describe('[001 §3 sample tracking] a history only grows, and new records name their writer', () => {
  const rec = (id: string, userCode = 'U1') => ({
    id,
    action: 'Moved',
    userCode,
    createdDate: '2026-01-01T00:00:00.000Z' as IsoDateTime,
  });
  it.each([
    ['an appended record by the writer', [rec('a')], [rec('a'), rec('b')], null],
    [
      'an appended record without a user',
      [rec('a')],
      [rec('a'), { id: 'b', action: 'Moved' }],
      null,
    ],
    ['no change', [rec('a')], [rec('a')], null],
    ['a changed record', [rec('a')], [{ ...rec('a'), action: 'Returned' }], 'cannot be changed'],
    ['a removed record', [rec('a'), rec('b')], [rec('b')], 'cannot be removed'],
    ['a new record naming another user', [rec('a')], [rec('a'), rec('b', 'U2')], 'name its writer'],
  ] as const)('%s', (_name, current, next, problem) => {
    const answer = trackingWriteProblem(current, next, 'U1');
    if (problem === null) expect(answer).toBeNull();
    else expect(answer).toContain(problem);
  });
  it('the oldest records may give way when the history is full', () => {
    const full = Array.from({ length: ENTITY_LIMITS.tracking }, (_, i) => rec(`r${i}`));
    const next = appendTracking(full, [rec('new')]);
    expect(trackingWriteProblem(full, next, 'U1')).toBeNull();
    expect(trackingWriteProblem(full, [...full.slice(0, -1), rec('new')], 'U1')).toContain(
      'cannot be removed',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { jsonEqual, mergePush, threeWayMerge } from './merge.ts';

describe('threeWayMerge', () => {
  const base = { id: 'o1', status: 'DRAFT', po: 'A', notes: 'x', seq: 4 };

  it('[sync conflicts] keeps a field only the device changed', () => {
    const r = threeWayMerge(base, { ...base, po: 'B' }, { ...base, seq: 5 }, ['seq']);
    expect(r.merged).toEqual({ ...base, po: 'B', seq: 5 });
    expect(r.losing).toEqual([]);
    expect(r.tookLocal).toBe(true);
  });

  it('[sync conflicts] takes a field only the server changed', () => {
    const r = threeWayMerge(base, { ...base, po: 'B' }, { ...base, notes: 'server', seq: 6 }, [
      'seq',
    ]);
    expect(r.merged).toEqual({ ...base, po: 'B', notes: 'server', seq: 6 });
    expect(r.losing).toEqual([]);
  });

  it('[sync conflicts] server wins a field both changed, and reports the losing value', () => {
    const r = threeWayMerge(base, { ...base, po: 'device' }, { ...base, po: 'server' });
    expect(r.merged.po).toBe('server');
    expect(r.losing).toEqual([{ field: 'po', localValue: 'device', serverValue: 'server' }]);
    expect(r.tookLocal).toBe(false);
  });

  it('[sync conflicts] both making the same change is no conflict', () => {
    const r = threeWayMerge(base, { ...base, po: 'same' }, { ...base, po: 'same' });
    expect(r.losing).toEqual([]);
    expect(r.merged.po).toBe('same');
  });

  it('[sync conflicts] a field the device removed is removed when the server kept it unchanged', () => {
    const { notes: _n, ...withoutNotes } = base;
    const r = threeWayMerge(base, withoutNotes, base);
    expect('notes' in r.merged).toBe(false);
  });

  it('[sync conflicts] embedded lists merge as one value', () => {
    const b = { id: 'o', lines: [{ style: '1', qty: 1 }] };
    const r = threeWayMerge(
      b,
      { ...b, lines: [{ style: '1', qty: 2 }] },
      { ...b, lines: [{ style: '1', qty: 3 }] },
    );
    expect(r.merged.lines).toEqual([{ style: '1', qty: 3 }]);
    expect(r.losing).toHaveLength(1);
    expect(r.losing[0]!.field).toBe('lines');
  });

  it('[sync conflicts] with no base every differing field is a conflict the server wins', () => {
    const r = threeWayMerge(null, { id: 'n', a: 1, b: 2 }, { id: 'n', a: 1, b: 3 });
    expect(r.merged).toEqual({ id: 'n', a: 1, b: 3 });
    expect(r.losing).toEqual([{ field: 'b', localValue: 2, serverValue: 3 }]);
  });

  it('[sync conflicts] server-owned fields always come from the server', () => {
    const r = threeWayMerge(base, { ...base, seq: 99 }, { ...base, seq: 7 }, ['seq']);
    expect(r.merged.seq).toBe(7);
    expect(r.losing).toEqual([]);
  });
});

describe('jsonEqual', () => {
  it.each([
    [{ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 }, true],
    [{ a: 1 }, { a: 1, b: null }, false],
    [[1, 2], [2, 1], false],
    [null, null, true],
    ['1', 1, false],
    [{ a: [] }, { a: {} }, false],
  ] as const)('%j vs %j → %s', (a, b, expected) => {
    expect(jsonEqual(a, b)).toBe(expected);
  });
});

describe('mergePush', () => {
  const base = { id: 'a1', _deleted: false, name: 'old', category: 'x', seq: '3' };

  it('[sync conflicts] keeps the tombstone and reports every field the device edited', () => {
    const server = { ...base, _deleted: true, seq: '9' };
    const r = mergePush(base, { ...base, name: 'device' }, server, ['seq']);
    expect(r.merged).toEqual(server);
    expect(r.losing).toEqual([{ field: 'name', localValue: 'device', serverValue: 'old' }]);
  });

  it('[sync conflicts] a device delete against a server edit deletes, keeping the server edit', () => {
    const r = mergePush(base, { ...base, _deleted: true }, { ...base, category: 'y', seq: '4' }, [
      'seq',
    ]);
    expect(r.merged).toEqual({ ...base, _deleted: true, category: 'y', seq: '4' });
    expect(r.losing).toEqual([]);
  });

  it('[sync conflicts] otherwise merges field by field', () => {
    const r = mergePush(base, { ...base, name: 'device' }, { ...base, name: 'server' }, ['seq']);
    expect(r.merged.name).toBe('server');
    expect(r.losing).toEqual([{ field: 'name', localValue: 'device', serverValue: 'server' }]);
  });
});

import { describe, expect, it } from 'vitest';
import { cellCollators, compareCellValues, sortRowsByKeys, type CellSortKey } from './sort.ts';

type Row = { style: string; name: string; cost: number | null; pillar: string | null; i: number };
const rows: Row[] = [
  { style: '10234', name: 'écru runner', cost: 20, pillar: 'Core', i: 0 },
  { style: '9876', name: 'Zebra slide', cost: null, pillar: 'Core', i: 1 },
  { style: '10234', name: 'Eagle boot', cost: 5, pillar: null, i: 2 },
  { style: '200', name: 'apple flat', cost: 20, pillar: 'Fashion', i: 3 },
];
const collators = cellCollators('en-US');
const order = (keys: CellSortKey<Row>[]) => sortRowsByKeys(rows, keys, collators).map((r) => r.i);

describe('[spec 000 §4] auto-sort', () => {
  it('compares text by locale, not by code point', () => {
    expect(order([{ value: (r) => r.name }])).toEqual([3, 2, 0, 1]);
  });
  it('orders styles numerically for styleNumeric', () => {
    expect(order([{ value: (r) => r.style, kind: 'styleNumeric' }])).toEqual([3, 1, 0, 2]);
    expect(order([{ value: (r) => r.style }])).toEqual([0, 2, 3, 1]);
  });
  it('sorts by several keys and breaks ties by original index', () => {
    expect(order([{ value: (r) => r.cost, desc: true }, { value: (r) => r.name }])).toEqual([
      3, 0, 2, 1,
    ]);
    expect(order([{ value: (r) => r.pillar }])).toEqual([0, 1, 3, 2]);
  });
  it('keeps empty values last in both directions', () => {
    expect(order([{ value: (r) => r.cost }])).toEqual([2, 0, 3, 1]);
    expect(order([{ value: (r) => r.cost, desc: true }])).toEqual([0, 3, 2, 1]);
  });
  it('compares numbers and lists', () => {
    expect(compareCellValues(2, 10, collators)).toBeLessThan(0);
    expect(compareCellValues(['a', 'b'], ['a', 'c'], collators)).toBeLessThan(0);
  });
});

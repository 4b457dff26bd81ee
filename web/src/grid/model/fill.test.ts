import { describe, expect, it } from 'vitest';
import { fillArea, fillDirection, fillDownLimit, fillSeries, planFill } from './fill.ts';

describe('fill series', () => {
  it('copies a single value, numbers included', () => {
    expect(fillSeries([5], 3)).toEqual([5, 5, 5]);
    expect(fillSeries(['Mens'], 2)).toEqual(['Mens', 'Mens']);
  });
  it('continues a numeric series with a constant step', () => {
    expect(fillSeries([1, 2], 3)).toEqual([3, 4, 5]);
    expect(fillSeries([10, 7.5], 2)).toEqual([5, 2.5]);
    expect(fillSeries([0.1, 0.2], 2)).toEqual([0.3, 0.4]);
  });
  it('repeats values that are not a series', () => {
    expect(fillSeries([1, 5, 6], 4)).toEqual([1, 5, 6, 1]);
    expect(fillSeries(['a', 'b'], 3)).toEqual(['a', 'b', 'a']);
    expect(fillSeries([1, null], 2)).toEqual([1, null]);
  });
});

describe('fill plan', () => {
  const values: Record<string, unknown> = { '0,0': 1, '1,0': 2, '0,1': 'x', '1,1': 'y' };
  const valueAt = (r: number, c: number) => values[`${r},${c}`] ?? null;
  const selection = { top: 0, left: 0, bottom: 1, right: 1 };

  it('finds the direction of the drag', () => {
    expect(fillDirection(selection, 5, 1)).toBe('down');
    expect(fillDirection(selection, 1, 4)).toBe('right');
    expect(fillDirection(selection, 1, 1)).toBeNull();
    expect(fillArea(selection, 'down', 3, 0)).toEqual({ top: 0, left: 0, bottom: 3, right: 1 });
  });

  it('fills down each column with its own series', () => {
    const cells = planFill(selection, 'down', fillArea(selection, 'down', 3, 0), valueAt);
    expect(cells).toEqual([
      { row: 2, col: 0, value: 3, fromCol: 0 },
      { row: 3, col: 0, value: 4, fromCol: 0 },
      { row: 2, col: 1, value: 'x', fromCol: 1 },
      { row: 3, col: 1, value: 'y', fromCol: 1 },
    ]);
  });

  it('fills across, remembering the source column for formatting', () => {
    const cells = planFill(
      { top: 0, left: 0, bottom: 0, right: 0 },
      'right',
      { top: 0, left: 0, bottom: 0, right: 2 },
      valueAt,
    );
    expect(cells).toEqual([
      { row: 0, col: 1, value: 1, fromCol: 0 },
      { row: 0, col: 2, value: 1, fromCol: 0 },
    ]);
  });

  it('fills up with the series running backwards', () => {
    const sel = { top: 2, left: 0, bottom: 3, right: 0 };
    const v = (r: number) => (r === 2 ? 10 : r === 3 ? 20 : null);
    expect(planFill(sel, 'up', { ...sel, top: 0 }, v).map((c) => [c.row, c.value])).toEqual([
      [1, 0],
      [0, -10],
    ]);
  });

  it('double-click fills down to the end of the neighbouring column', () => {
    const neighbour = (r: number, c: number) => (c === 0 && r < 7 ? 'v' : null);
    expect(fillDownLimit({ top: 0, left: 1, bottom: 0, right: 1 }, 3, 100, neighbour)).toBe(6);
    // No neighbour values below: nothing to fill.
    expect(fillDownLimit({ top: 8, left: 1, bottom: 8, right: 1 }, 3, 100, neighbour)).toBe(8);
    // The right-hand neighbour counts when the left one is empty.
    const right = (r: number, c: number) => (c === 2 && r < 4 ? 1 : null);
    expect(fillDownLimit({ top: 0, left: 1, bottom: 0, right: 1 }, 3, 100, right)).toBe(3);
  });
});

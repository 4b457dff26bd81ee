import { describe, expect, it } from 'vitest';
import * as s from './selection.ts';

const bounds = { rows: 10, cols: 5 };
const at = (row: number, col: number) => s.cursorAt({ row, col });

describe('selection model', () => {
  it('arrows move the cursor and stop at the edges', () => {
    expect(s.move(at(0, 0), -1, 0, bounds)).toEqual(at(0, 0));
    expect(s.move(at(0, 0), 1, 1, bounds)).toEqual(at(1, 1));
    expect(s.move(at(9, 4), 1, 1, bounds)).toEqual(at(9, 4));
  });

  it('shift-arrows grow the range from the cursor and keep the cursor', () => {
    const grown = s.extend(s.extend(at(2, 2), 1, 0, bounds), 0, -2, bounds);
    expect(grown.active).toEqual({ row: 2, col: 2 });
    expect(s.rectOf(grown)).toEqual({ top: 2, left: 0, bottom: 3, right: 2 });
  });

  it('shift-click selects from the cursor to the clicked cell', () => {
    const range = s.click(at(5, 3), { row: 1, col: 1 }, true);
    expect(s.rectOf(range)).toEqual({ top: 1, left: 1, bottom: 5, right: 3 });
    expect(range.active).toEqual({ row: 5, col: 3 });
  });

  it('a drag spans from the pressed cell to the cell under the pointer', () => {
    const start = s.click(null, { row: 4, col: 1 }, false);
    expect(s.rectOf(s.dragTo(start, { row: 6, col: 3 }))).toEqual({
      top: 4,
      left: 1,
      bottom: 6,
      right: 3,
    });
  });

  it('Tab wraps to the next row and Shift+Tab back', () => {
    expect(s.tab(at(0, 4), 1, bounds)).toEqual(at(1, 0));
    expect(s.tab(at(1, 0), -1, bounds)).toEqual(at(0, 4));
    expect(s.tab(at(9, 4), 1, bounds)).toEqual(at(9, 0));
  });

  it('select all keeps the cursor; deselect collapses onto it', () => {
    const all = s.selectAll(at(3, 2), bounds);
    expect(s.rectOf(all)).toEqual({ top: 0, left: 0, bottom: 9, right: 4 });
    expect(all.active).toEqual({ row: 3, col: 2 });
    expect(s.deselect(all)).toEqual(at(3, 2));
    expect(s.isSingleCell(s.deselect(all))).toBe(true);
  });

  it('fits a selection into fewer rows or columns', () => {
    expect(s.clampToBounds(s.selectAll(at(9, 4), bounds), { rows: 3, cols: 2 })).toEqual({
      active: { row: 2, col: 1 },
      anchor: { row: 0, col: 0 },
      focus: { row: 2, col: 1 },
    });
    expect(s.clampToBounds(at(1, 1), { rows: 0, cols: 5 })).toBeNull();
  });

  it('describes what one row must paint, so unchanged rows can skip rendering', () => {
    const range = s.click(at(2, 1), { row: 4, col: 3 }, true);
    const rect = s.rectOf(range);
    expect(s.rowSlice(range, rect, 2)).toBe('1:3:1:t');
    expect(s.rowSlice(range, rect, 3)).toBe('1:3:-1:');
    expect(s.rowSlice(range, rect, 4)).toBe('1:3:-1:b');
    expect(s.rowSlice(range, rect, 5)).toBe('');
  });
});

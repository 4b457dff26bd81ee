import type { Rect } from './selection.ts';

// Fill: the fill handle dragged down or across copies the selected values; numbers with a
// constant step continue as a series (1, 2 → 3, 4), as a spreadsheet does.

/** The next `count` values after `source`. */
export function fillSeries(source: readonly unknown[], count: number): unknown[] {
  if (source.length === 0 || count <= 0) return [];
  const numbers = source.every((value) => typeof value === 'number' && Number.isFinite(value));
  if (numbers && source.length >= 2) {
    const values = source as readonly number[];
    const first = values[0] as number;
    const last = values[values.length - 1] as number;
    const step = (last - first) / (values.length - 1);
    const constant = values.every((value, i) => Math.abs(value - (first + step * i)) < 1e-9);
    if (constant) {
      const decimals = Math.max(...values.map(decimalsOf));
      const factor = 10 ** decimals;
      return Array.from(
        { length: count },
        (_, i) => Math.round((last + step * (i + 1)) * factor) / factor,
      );
    }
  }
  return Array.from({ length: count }, (_, i) => source[i % source.length]);
}

function decimalsOf(value: number): number {
  const text = String(value);
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
}

export type FillDirection = 'down' | 'up' | 'right' | 'left';

/** Which way the handle went, from the selection to where it was released; null when inside. */
export function fillDirection(selection: Rect, row: number, col: number): FillDirection | null {
  if (row > selection.bottom) return 'down';
  if (row < selection.top) return 'up';
  if (col > selection.right) return 'right';
  if (col < selection.left) return 'left';
  return null;
}

/** The whole area after the fill: the selection grown to the released cell along one axis. */
export function fillArea(
  selection: Rect,
  direction: FillDirection,
  row: number,
  col: number,
): Rect {
  switch (direction) {
    case 'down':
      return { ...selection, bottom: row };
    case 'up':
      return { ...selection, top: row };
    case 'right':
      return { ...selection, right: col };
    case 'left':
      return { ...selection, left: col };
  }
}

export interface FilledCell {
  row: number;
  col: number;
  value: unknown;
  /** The cell the value came from (its column's rule formats it when columns differ). */
  fromCol: number;
}

/**
 * The new cells of a fill, from the source values (read with `valueAt`).
 * Each line along the fill direction continues its own series.
 */
export function planFill(
  selection: Rect,
  direction: FillDirection,
  area: Rect,
  valueAt: (row: number, col: number) => unknown,
): FilledCell[] {
  const cells: FilledCell[] = [];
  const vertical = direction === 'down' || direction === 'up';
  const reverse = direction === 'up' || direction === 'left';
  if (vertical) {
    const count = reverse ? selection.top - area.top : area.bottom - selection.bottom;
    for (let col = selection.left; col <= selection.right; col++) {
      const source: unknown[] = [];
      for (let row = selection.top; row <= selection.bottom; row++) source.push(valueAt(row, col));
      const values = fillSeries(reverse ? source.reverse() : source, count);
      values.forEach((value, i) => {
        cells.push({
          row: reverse ? selection.top - 1 - i : selection.bottom + 1 + i,
          col,
          value,
          fromCol: col,
        });
      });
    }
  } else {
    const count = reverse ? selection.left - area.left : area.right - selection.right;
    for (let row = selection.top; row <= selection.bottom; row++) {
      const source: unknown[] = [];
      for (let col = selection.left; col <= selection.right; col++) source.push(valueAt(row, col));
      const ordered = reverse ? source.reverse() : source;
      const values = fillSeries(ordered, count);
      values.forEach((value, i) => {
        const sourceCol = reverse
          ? selection.right - (i % ordered.length)
          : selection.left + (i % ordered.length);
        cells.push({
          row,
          col: reverse ? selection.left - 1 - i : selection.right + 1 + i,
          value,
          fromCol: sourceCol,
        });
      });
    }
  }
  return cells;
}

const isBlank = (value: unknown): boolean =>
  value === null ||
  value === undefined ||
  value === '' ||
  (Array.isArray(value) && value.length === 0);

/**
 * Double-click on the fill handle: fill down as far as the neighbouring column (left, else
 * right) has values, counted from the row after the selection. Returns the last row to fill.
 */
export function fillDownLimit(
  selection: Rect,
  colCount: number,
  rowCount: number,
  valueAt: (row: number, col: number) => unknown,
): number {
  const neighbours = [selection.left - 1, selection.right + 1].filter(
    (col) => col >= 0 && col < colCount,
  );
  for (const col of neighbours) {
    if (isBlank(valueAt(selection.bottom + 1, col))) continue;
    let row = selection.bottom + 1;
    while (row + 1 < rowCount && !isBlank(valueAt(row + 1, col))) row++;
    return row;
  }
  return selection.bottom;
}

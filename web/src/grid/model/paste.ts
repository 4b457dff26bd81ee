import type { Block } from './clipboard.ts';
import type { Bounds, Rect } from './selection.ts';

// Where a pasted block lands. Like a spreadsheet: a block pasted into a larger selection is
// repeated when the selection is a whole multiple of it in both directions; otherwise it is
// pasted once from the selection's top-left cell, clipped to the grid.

export interface PastePlan {
  target: Rect;
  /** The text for a cell of the target, by its position. */
  textAt: (row: number, col: number) => string;
}

export function planPaste(block: Block, selection: Rect, bounds: Bounds): PastePlan | null {
  const height = block.length;
  const width = Math.max(0, ...block.map((row) => row.length));
  if (height === 0 || width === 0 || bounds.rows === 0 || bounds.cols === 0) return null;
  const selRows = selection.bottom - selection.top + 1;
  const selCols = selection.right - selection.left + 1;
  const repeats =
    (selRows > height || selCols > width) && selRows % height === 0 && selCols % width === 0;
  const rows = repeats ? selRows : height;
  const cols = repeats ? selCols : width;
  const target: Rect = {
    top: selection.top,
    left: selection.left,
    bottom: Math.min(bounds.rows - 1, selection.top + rows - 1),
    right: Math.min(bounds.cols - 1, selection.left + cols - 1),
  };
  return {
    target,
    textAt: (row, col) =>
      block[(row - selection.top) % height]?.[(col - selection.left) % width] ?? '',
  };
}

// The cell cursor and the selected range, by display position. Positional on purpose: a
// select-all over 100,000 windowed rows must not need the ids of rows not yet loaded.
// The history, not the selection, is keyed by row id (see history.ts).

export interface CellPos {
  row: number;
  col: number;
}

export interface Selection {
  /** The cursor: where typing goes, what Ctrl+Enter copies. Always inside the range. */
  active: CellPos;
  /** The range's fixed corner and its moving corner (Shift+arrow, drag). */
  anchor: CellPos;
  focus: CellPos;
}

export interface Bounds {
  rows: number;
  cols: number;
}

export interface Rect {
  top: number;
  left: number;
  bottom: number;
  right: number;
}

const clamp = (value: number, max: number): number => Math.max(0, Math.min(max - 1, value));

export function clampPos(pos: CellPos, bounds: Bounds): CellPos {
  return { row: clamp(pos.row, bounds.rows), col: clamp(pos.col, bounds.cols) };
}

export function cursorAt(pos: CellPos): Selection {
  return { active: pos, anchor: pos, focus: pos };
}

export function rectOf(selection: Selection): Rect {
  const { anchor, focus } = selection;
  return {
    top: Math.min(anchor.row, focus.row),
    left: Math.min(anchor.col, focus.col),
    bottom: Math.max(anchor.row, focus.row),
    right: Math.max(anchor.col, focus.col),
  };
}

export function rectSize(rect: Rect): { rows: number; cols: number; cells: number } {
  const rows = rect.bottom - rect.top + 1;
  const cols = rect.right - rect.left + 1;
  return { rows, cols, cells: rows * cols };
}

export function isSingleCell(selection: Selection): boolean {
  return (
    selection.anchor.row === selection.focus.row && selection.anchor.col === selection.focus.col
  );
}

export function contains(rect: Rect, row: number, col: number): boolean {
  return row >= rect.top && row <= rect.bottom && col >= rect.left && col <= rect.right;
}

/** Arrow keys: the cursor moves and the range collapses onto it. */
export function move(selection: Selection, dRow: number, dCol: number, bounds: Bounds): Selection {
  return cursorAt(
    clampPos({ row: selection.active.row + dRow, col: selection.active.col + dCol }, bounds),
  );
}

/** Shift+arrows: the moving corner travels, the cursor stays. */
export function extend(
  selection: Selection,
  dRow: number,
  dCol: number,
  bounds: Bounds,
): Selection {
  const focus = clampPos(
    { row: selection.focus.row + dRow, col: selection.focus.col + dCol },
    bounds,
  );
  return { ...selection, focus };
}

export function moveTo(
  selection: Selection,
  pos: CellPos,
  bounds: Bounds,
  extendRange: boolean,
): Selection {
  const target = clampPos(pos, bounds);
  return extendRange ? { ...selection, focus: target } : cursorAt(target);
}

/** Tab / Shift+Tab: across the row, wrapping onto the next or previous row. */
export function tab(selection: Selection, direction: 1 | -1, bounds: Bounds): Selection {
  let { row, col } = selection.active;
  col += direction;
  if (col >= bounds.cols) {
    col = 0;
    row = Math.min(bounds.rows - 1, row + 1);
  } else if (col < 0) {
    col = bounds.cols - 1;
    row = Math.max(0, row - 1);
  }
  return cursorAt({ row, col });
}

/** Mouse down (or a tap): a new cursor, or with Shift the range from the cursor to here. */
export function click(selection: Selection | null, pos: CellPos, shift: boolean): Selection {
  if (shift && selection) return { ...selection, anchor: selection.active, focus: pos };
  return cursorAt(pos);
}

/** Drag: the range runs from where the drag started to the cell under the pointer. */
export function dragTo(selection: Selection, pos: CellPos): Selection {
  return { ...selection, focus: pos };
}

/** Ctrl/Cmd+A: everything, keeping the cursor where it is. */
export function selectAll(selection: Selection | null, bounds: Bounds): Selection {
  const active = selection?.active ?? { row: 0, col: 0 };
  return {
    active,
    anchor: { row: 0, col: 0 },
    focus: { row: bounds.rows - 1, col: bounds.cols - 1 },
  };
}

/** Ctrl/Cmd+D: drop the range, keep the cursor. */
export function deselect(selection: Selection): Selection {
  return cursorAt(selection.active);
}

/** Keeps a selection valid after the row or column count changed (rows deleted, columns hidden). */
export function clampToBounds(selection: Selection | null, bounds: Bounds): Selection | null {
  if (!selection || bounds.rows === 0 || bounds.cols === 0) return null;
  return {
    active: clampPos(selection.active, bounds),
    anchor: clampPos(selection.anchor, bounds),
    focus: clampPos(selection.focus, bounds),
  };
}

/** The columns of `row` inside the selection, and the cursor column: what a row needs to paint. */
export function rowSlice(selection: Selection | null, rect: Rect | null, row: number): string {
  if (!selection || !rect) return '';
  const inRange = row >= rect.top && row <= rect.bottom;
  const cursor = selection.active.row === row ? selection.active.col : -1;
  if (!inRange && cursor < 0) return '';
  const edges = `${row === rect.top ? 't' : ''}${row === rect.bottom ? 'b' : ''}`;
  return inRange ? `${rect.left}:${rect.right}:${cursor}:${edges}` : `::${cursor}:`;
}

import type { CSSProperties } from 'react';

// Horizontal geometry shared by the header and every row: columns in render order (start
// pinned, centre, end pinned), their offsets, and which centre columns are in view.

export interface ColumnGeometry {
  /** Position among visible columns: the selection's column index. */
  index: number;
  id: string;
  width: number;
  /** Offset from the grid's left edge. */
  left: number;
  pinned: false | 'start' | 'end';
  /** Sticky inset for pinned columns. */
  inset: number;
  /** Last of the start-pinned or first of the end-pinned columns (draws the pin shadow). */
  edge: boolean;
}

export interface RowLayout {
  start: ColumnGeometry[];
  center: ColumnGeometry[];
  end: ColumnGeometry[];
  /** Blank space before the first and after the last rendered centre column. */
  lead: number;
  trail: number;
  width: number;
}

export function layoutRow(geometry: ColumnGeometry[], from: number, to: number): RowLayout {
  const start = geometry.filter((g) => g.pinned === 'start');
  const end = geometry.filter((g) => g.pinned === 'end');
  const centerAll = geometry.filter((g) => g.pinned === false);
  const center = centerAll.filter((g) => g.index >= from && g.index <= to);
  const width = geometry.reduce((sum, g) => sum + g.width, 0);
  const startWidth = start.reduce((sum, g) => sum + g.width, 0);
  const endWidth = end.reduce((sum, g) => sum + g.width, 0);
  const first = center[0];
  const last = center[center.length - 1];
  const centerStart = startWidth;
  const centerEnd = width - endWidth;
  return {
    start,
    center,
    end,
    lead: first ? first.left - centerStart : centerEnd - centerStart,
    trail: last ? centerEnd - (last.left + last.width) : 0,
    width,
  };
}

export function cellStyle(g: ColumnGeometry): CSSProperties {
  if (g.pinned === 'start') return { width: g.width, insetInlineStart: g.inset };
  if (g.pinned === 'end') return { width: g.width, insetInlineEnd: g.inset };
  return { width: g.width };
}

export function cellClass(g: ColumnGeometry): string {
  if (!g.pinned) return '';
  return g.edge
    ? ` pg-pinned pg-pinned-${g.pinned} pg-pin-edge`
    : ` pg-pinned pg-pinned-${g.pinned}`;
}

// Find & Replace's walk through the matches (issue 17 "find and replace over all the
// assortment's rows"): the shared `findMatches` says which cells match over every row; here
// they are put in the grid's order (its sort, its visible columns) and next / previous go
// from the active cell, wrapping, as in a spreadsheet.
import type { CellMatch } from '@portal/shared';

export interface CellPos {
  readonly row: number;
  readonly col: number;
}

export interface LocatedMatch extends CellPos {
  readonly match: CellMatch;
}

/**
 * The matches the grid shows, in its order. A match on a hidden column or a row out of
 * view (a collapsed group) is counted by the caller but not visited.
 */
export function locateMatches(
  matches: readonly CellMatch[],
  rowOf: ReadonlyMap<string, number>,
  colOf: ReadonlyMap<string, number>,
): LocatedMatch[] {
  const located: LocatedMatch[] = [];
  for (const match of matches) {
    const row = rowOf.get(match.rowId);
    const col = colOf.get(match.field);
    if (row !== undefined && col !== undefined) located.push({ match, row, col });
  }
  return located.sort((a, b) => a.row - b.row || a.col - b.col);
}

const before = (a: CellPos, b: CellPos) => a.row < b.row || (a.row === b.row && a.col < b.col);

/** The index of the match at a cell, or -1. */
export function matchAt(located: readonly LocatedMatch[], at: CellPos | undefined): number {
  if (!at) return -1;
  return located.findIndex((m) => m.row === at.row && m.col === at.col);
}

/** The next (1) or previous (-1) match from a cell, wrapping around; -1 when there is none. */
export function stepFrom(
  located: readonly LocatedMatch[],
  at: CellPos | undefined,
  direction: 1 | -1,
): number {
  if (located.length === 0) return -1;
  if (!at) return direction === 1 ? 0 : located.length - 1;
  if (direction === 1) {
    const next = located.findIndex((m) => before(at, m));
    return next === -1 ? 0 : next;
  }
  for (let i = located.length - 1; i >= 0; i--) {
    const m = located[i];
    if (m && before(m, at)) return i;
  }
  return located.length - 1;
}

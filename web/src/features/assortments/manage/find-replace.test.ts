import type { CellMatch } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { locateMatches, matchAt, stepFrom } from './find-replace.ts';

const match = (rowId: string, field: CellMatch['field']): CellMatch => ({
  rowId,
  field,
  text: 'x',
});
// The grid sorted b, a, c; columns styleNote (2), pillar (4); collectionStyleNote hidden.
const ROW_OF = new Map([
  ['b', 0],
  ['a', 1],
  ['c', 2],
]);
const COL_OF = new Map([
  ['styleNote', 2],
  ['pillar', 4],
]);
const LOCATED = locateMatches(
  [
    match('a', 'styleNote'),
    match('a', 'pillar'),
    match('b', 'pillar'),
    match('c', 'collectionStyleNote'),
    match('gone', 'styleNote'),
    match('c', 'styleNote'),
  ],
  ROW_OF,
  COL_OF,
);

describe('[000 §2 find and replace] walking the matches in the grid’s order', () => {
  it('orders by shown row then column; hidden columns and absent rows are not visited', () => {
    expect(LOCATED.map((m) => [m.row, m.col])).toEqual([
      [0, 4],
      [1, 2],
      [1, 4],
      [2, 2],
    ]);
  });

  it.each<[string, { row: number; col: number } | undefined, 1 | -1, number]>([
    ['no active cell: next is the first', undefined, 1, 0],
    ['no active cell: previous is the last', undefined, -1, 3],
    ['next after the active cell', { row: 1, col: 2 }, 1, 2],
    ['next from a cell between matches', { row: 1, col: 3 }, 1, 2],
    ['next wraps to the first', { row: 2, col: 2 }, 1, 0],
    ['previous before the active cell', { row: 1, col: 4 }, -1, 1],
    ['previous wraps to the last', { row: 0, col: 0 }, -1, 3],
  ])('%s', (_name, at, direction, expected) => {
    expect(stepFrom(LOCATED, at, direction)).toBe(expected);
  });

  it('no matches: nowhere to go', () => {
    expect(stepFrom([], { row: 0, col: 0 }, 1)).toBe(-1);
  });

  it('the match at a cell', () => {
    expect(matchAt(LOCATED, { row: 1, col: 4 })).toBe(2);
    expect(matchAt(LOCATED, { row: 1, col: 3 })).toBe(-1);
    expect(matchAt(LOCATED, undefined)).toBe(-1);
  });
});

import { describe, expect, it } from 'vitest';
import type { AssortmentTextField, CellsRow } from './edit-cells.ts';
import {
  cellMatches,
  findMatches,
  replaceInText,
  replaceMatches,
  type FindOptions,
} from './find-replace.ts';

const ROWS: CellsRow[] = [
  { id: 'A100_BLK', style: 'A100', styleNote: 'Hero style', pillar: 'Run' },
  { id: 'A100_WHT', style: 'A100', styleNote: 'Hero style', pillar: 'Run' },
  { id: 'B200_RED', style: 'B200', styleNote: 'Not a hero', label: '#f00' },
  { id: 'C300_GRN', style: 'C300', collectionStyleNote: 'HERO', label: '#0f0' },
];
const FIELDS: AssortmentTextField[] = ['label', 'styleNote', 'collectionStyleNote', 'pillar'];
// The grid shows a label by its name.
const LABELS: Record<string, string> = { '#f00': 'Red', '#0f0': 'Green' };
const textOf = (row: CellsRow, field: AssortmentTextField) =>
  field === 'label' ? (LABELS[row.label ?? ''] ?? '') : (row[field] ?? '');

describe('[000 §2 find and replace] matching a cell', () => {
  it.each<[string, string, string, FindOptions, boolean]>([
    ['case-insensitive by default', 'Hero style', 'hero', {}, true],
    ['match case', 'Hero style', 'hero', { matchCase: true }, false],
    ['match case, same case', 'Hero style', 'Hero', { matchCase: true }, true],
    ['whole cell: part of the text is no match', 'Hero style', 'hero', { wholeCell: true }, false],
    ['whole cell: spaces around are ignored', ' HERO ', 'hero', { wholeCell: true }, true],
    ['special characters are literal', 'a.b (c)', '(c)', {}, true],
    ['a dot is not a wildcard', 'axb', 'a.b', {}, false],
    ['empty text finds nothing', 'Hero', '', {}, false],
    ['an empty cell matches nothing', '', 'x', {}, false],
  ])('%s', (_name, text, find, options, expected) => {
    expect(cellMatches(text, find, options)).toBe(expected);
  });
});

describe('[000 §2 find and replace] the new text of a cell', () => {
  it.each<[string, string, string, string, FindOptions, string]>([
    ['every occurrence, any case', 'hero HERO Hero', 'hero', 'star', {}, 'star star star'],
    [
      'match case replaces only that case',
      'hero HERO',
      'hero',
      'star',
      { matchCase: true },
      'star HERO',
    ],
    ['whole cell replaces the cell', ' Hero ', 'hero', 'Star', { wholeCell: true }, 'Star'],
    ['the replacement is literal', 'Hero', 'hero', '$& $1', {}, '$& $1'],
    ['no match leaves the text', 'Run', 'walk', 'x', {}, 'Run'],
  ])('%s', (_name, text, find, replacement, options, expected) => {
    expect(replaceInText(text, find, replacement, options)).toBe(expected);
  });
});

describe('[000 §2 find and replace] over all rows', () => {
  it('finds row by row, then column by column, labels by their names', () => {
    expect(findMatches(ROWS, FIELDS, textOf, 'hero').map((m) => [m.rowId, m.field])).toEqual([
      ['A100_BLK', 'styleNote'],
      ['A100_WHT', 'styleNote'],
      ['B200_RED', 'styleNote'],
      ['C300_GRN', 'collectionStyleNote'],
    ]);
    expect(findMatches(ROWS, FIELDS, textOf, 'green')).toEqual([
      { rowId: 'C300_GRN', field: 'label', text: 'Green' },
    ]);
    expect(findMatches(ROWS, ['pillar'], textOf, 'hero')).toEqual([]);
  });

  it('replace all: every matching cell, as new texts', () => {
    expect(replaceMatches(ROWS, FIELDS, textOf, 'hero', 'Star')).toEqual([
      { rowId: 'A100_BLK', field: 'styleNote', value: 'Star style' },
      { rowId: 'A100_WHT', field: 'styleNote', value: 'Star style' },
      { rowId: 'B200_RED', field: 'styleNote', value: 'Not a Star' },
      { rowId: 'C300_GRN', field: 'collectionStyleNote', value: 'Star' },
    ]);
  });

  it('a label is replaced by name (the screen parses the name back to the label)', () => {
    expect(replaceMatches(ROWS, FIELDS, textOf, 'red', 'Green')).toEqual([
      { rowId: 'B200_RED', field: 'label', value: 'Green' },
    ]);
  });

  it('[000 §4 style-wide notes] replacing one colour’s style note changes every colour', () => {
    expect(
      replaceMatches(
        ROWS,
        FIELDS,
        textOf,
        'hero',
        'Star',
        {},
        {
          rowId: 'A100_WHT',
          field: 'styleNote',
        },
      ),
    ).toEqual([
      { rowId: 'A100_BLK', field: 'styleNote', value: 'Star style' },
      { rowId: 'A100_WHT', field: 'styleNote', value: 'Star style' },
    ]);
  });

  it('replacing with nothing clears a cell that was only the match', () => {
    expect(replaceMatches(ROWS, ['collectionStyleNote'], textOf, 'hero', '')).toEqual([
      { rowId: 'C300_GRN', field: 'collectionStyleNote', value: null },
    ]);
  });

  it('whole cell: only cells that are exactly the text', () => {
    expect(
      replaceMatches(ROWS, FIELDS, textOf, 'hero', 'Star', { wholeCell: true }).map((p) => p.rowId),
    ).toEqual(['C300_GRN']);
  });
});

import { describe, expect, it } from 'vitest';
import { UNCATEGORIZED_GROUP_TITLE as UNCATEGORIZED } from '../entities/display-group.ts';
import { displayGroups } from './display-groups.ts';
import {
  applyMove,
  applyMoves,
  layoutOf,
  layoutWrite,
  withSavedPlacement,
  type LayoutGroup,
} from './group-moves.ts';

const rows = [
  { style: 'A1', color: 'BLK', gender: 'Women' },
  { style: 'A1', color: 'RED', gender: 'Women' },
  { style: 'B2', color: 'WHT', gender: 'Men' },
  { style: 'C3', color: 'BLU', gender: 'Women' },
  { style: 'D4', color: 'GRN', gender: '' },
];
const layout = () => layoutOf(displayGroups(rows, 'gender'));
const titles = (l: readonly LayoutGroup[]) => l.map((g) => g.title);
const styles = (l: readonly LayoutGroup[], title: string) =>
  l.find((g) => g.title === title)?.styles.map((s) => s.style);

describe('[000 §4 group sort] moveDisplayGroup', () => {
  it.each([
    ['Men', 'Women', ['Men', 'Women', UNCATEGORIZED]],
    ['Women', null, ['Men', 'Women', UNCATEGORIZED]],
    ['Women', UNCATEGORIZED, ['Men', 'Women', UNCATEGORIZED]],
    [UNCATEGORIZED, 'Women', ['Women', 'Men', UNCATEGORIZED]],
    ['Nobody', 'Women', ['Women', 'Men', UNCATEGORIZED]],
  ] as const)(
    "[000 §3 display group] %s before %s keeps 'Uncategorized' last",
    (item, beforeItem, expected) => {
      expect(titles(applyMove(layout(), { type: 'moveDisplayGroup', item, beforeItem }))).toEqual(
        expected,
      );
    },
  );
});

describe('[000 §4 group sort] moveStyle', () => {
  it('[000 §4 moveStyle] within a group: before another style, or to the end', () => {
    const l = layout();
    const up = { type: 'moveStyle', fromGroup: 'Women', displayGroup: 'Women' } as const;
    expect(styles(applyMove(l, { ...up, item: 'C3', beforeItem: 'A1' }), 'Women')).toEqual([
      'C3',
      'A1',
    ]);
    expect(styles(applyMove(l, { ...up, item: 'A1', beforeItem: null }), 'Women')).toEqual([
      'C3',
      'A1',
    ]);
  });
  it('[000 §4 moveStyle] between groups: the style leaves one and joins the other with its colours', () => {
    const moved = applyMove(layout(), {
      type: 'moveStyle',
      item: 'A1',
      beforeItem: 'B2',
      fromGroup: 'Women',
      displayGroup: 'Men',
    });
    expect(styles(moved, 'Women')).toEqual(['C3']);
    expect(moved.find((g) => g.title === 'Men')?.styles).toEqual([
      { style: 'A1', origIndex: 0, colors: ['BLK', 'RED'] },
      { style: 'B2', origIndex: 2, colors: ['WHT'] },
    ]);
  });
  it('[000 §4 moveStyle] an unknown style or group changes nothing', () => {
    const l = layout();
    const base = { type: 'moveStyle', beforeItem: null } as const;
    expect(applyMove(l, { ...base, item: 'ZZ', fromGroup: 'Women', displayGroup: 'Men' })).toEqual(
      l,
    );
    expect(applyMove(l, { ...base, item: 'A1', fromGroup: 'Women', displayGroup: 'Kids' })).toEqual(
      l,
    );
  });
});

describe('[000 §4 group sort] moveColor', () => {
  it('[000 §4 moveColor] reorders the colours of one style only', () => {
    const moved = applyMove(layout(), {
      type: 'moveColor',
      style: 'A1',
      item: 'RED',
      beforeItem: 'BLK',
    });
    expect(moved[0]?.styles[0]?.colors).toEqual(['RED', 'BLK']);
    expect(moved[0]?.styles[1]?.colors).toEqual(['BLU']);
  });
});

describe('[000 §4 group sort] a batch written once', () => {
  it('[000 §4 group sort] sort follows groups, styles, colours; display groups carry index and ids', () => {
    const l = applyMoves(layout(), [
      { type: 'moveDisplayGroup', item: 'Men', beforeItem: 'Women' },
      { type: 'moveColor', style: 'A1', item: 'RED', beforeItem: 'BLK' },
    ]);
    const products = rows.map(({ style, color }, sort) => ({ style, color, sort }));
    const out = layoutWrite(l, products, new Map([['Women', 'g-women']]), (n) => `dg-${n}`);
    expect(out.products.map((p) => `${p.style}_${p.color}:${p.sort}`)).toEqual([
      'B2_WHT:0',
      'A1_RED:1',
      'A1_BLK:2',
      'C3_BLU:3',
      'D4_GRN:4',
    ]);
    expect(out.displayGroups.map((g) => [g.id, g.index, g.title, g.locked])).toEqual([
      ['dg-0', 0, 'Men', false],
      ['g-women', 1, 'Women', false],
      ['dg-1', 2, UNCATEGORIZED, true],
    ]);
  });
  it('[000 §4 moveStyle] a move between groups lasts: the saved groups place the style again', () => {
    const saved = [{ title: 'Men', styles: [{ style: 'B2' }, { style: 'A1' }] }];
    expect(styles(withSavedPlacement(layout(), saved), 'Men')).toEqual(['B2', 'A1']);
    expect(styles(withSavedPlacement(layout(), saved), 'Women')).toEqual(['C3']);
  });
  it('[000 §4 moveStyle] only the colours saved in the other group move with it', () => {
    const saved = [{ title: 'Men', styles: [{ style: 'A1', colors: ['RED'] }] }];
    const placed = withSavedPlacement(layout(), saved);
    expect(placed.find((g) => g.title === 'Women')?.styles[0]).toEqual({
      style: 'A1',
      origIndex: 0,
      colors: ['BLK'],
    });
    expect(placed.find((g) => g.title === 'Men')?.styles.map((s) => [s.style, s.colors])).toEqual([
      ['B2', ['WHT']],
      ['A1', ['RED']],
    ]);
  });
});

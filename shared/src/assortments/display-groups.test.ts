import { describe, expect, it } from 'vitest';
import { DEFAULT_GROUP_BY, GROUP_BY_OPTIONS, autosort, displayGroups } from './display-groups.ts';
import { UNCATEGORIZED_GROUP_TITLE as UNCATEGORIZED } from '../entities/display-group.ts';

const rows = [
  { style: '2001', color: 'BLK', gender: 'Women', pillar: 'Run' },
  { style: '1500', color: 'WHT', gender: 'Men', pillar: '' },
  { style: '2001', color: 'RED', gender: 'Women', pillar: 'Run' },
  { style: '30', color: 'BLU', gender: '', pillar: 'Trail' },
  { style: '1500', color: 'GRY', gender: 'Men', pillar: '' },
];

describe('[000 §3 group-by] options and defaults', () => {
  it('regular, POP and internal options as the spec lists them', () => {
    expect(GROUP_BY_OPTIONS.regular).toEqual([
      'gender',
      'division',
      'divisionGroup',
      'pillar',
      'none',
    ]);
    expect(GROUP_BY_OPTIONS.pop).toEqual(['popGender', 'popCategory', 'pillar', 'none']);
    expect(GROUP_BY_OPTIONS.internal).toEqual(['pillar', 'none']);
  });
  it('Pillar for internal, None for regular', () => {
    expect(DEFAULT_GROUP_BY).toEqual({ regular: 'none', pop: 'none', internal: 'pillar' });
  });
});

describe('[000 §3 display group] grouping with the Uncategorized fallback', () => {
  it('groups by gender in first appearance; blanks in Uncategorized, locked, always open, last', () => {
    const groups = displayGroups(rows, 'gender');
    expect(groups.map((g) => g.title)).toEqual(['Women', 'Men', UNCATEGORIZED]);
    expect(groups.map((g) => [g.locked, g.alwaysOpen])).toEqual([
      [false, false],
      [false, false],
      [true, true],
    ]);
    expect(groups[0]!.styles).toEqual([
      { displayGroup: 'Women', style: '2001', origIndex: 0, colors: ['BLK', 'RED'] },
    ]);
    expect(groups[1]!.styles[0]).toMatchObject({
      style: '1500',
      origIndex: 1,
      colors: ['WHT', 'GRY'],
    });
  });
  it('follows the saved group order; Uncategorized stays last even when saved first', () => {
    const groups = displayGroups(rows, 'pillar', [UNCATEGORIZED, 'Trail', 'Run']);
    expect(groups.map((g) => g.title)).toEqual(['Trail', 'Run', UNCATEGORIZED]);
    expect(groups.map((g) => g.index)).toEqual([0, 1, 2]);
  });
  it("'none' keeps every style in one open group", () => {
    const groups = displayGroups(rows, 'none');
    expect(groups).toHaveLength(1);
    expect(groups[0]!.locked).toBe(false);
    expect(groups[0]!.styles.map((s) => s.style)).toEqual(['2001', '1500', '30']);
  });
});

describe('[000 §4 auto-sort] up to three keys, locale compare, numeric styles, ties by original index', () => {
  it('styleNumeric orders 30 < 1500 < 2001 (not as text)', () => {
    expect(autosort(rows, ['styleNumeric'], 'en-US').map((r) => `${r.style}-${r.color}`)).toEqual([
      '30-BLU',
      '1500-WHT',
      '1500-GRY',
      '2001-BLK',
      '2001-RED',
    ]);
  });
  it('gender then styleNumeric; blanks after filled values; ties keep their order', () => {
    expect(autosort(rows, ['gender', 'styleNumeric'], 'en-US').map((r) => r.color)).toEqual([
      'WHT',
      'GRY',
      'BLK',
      'RED',
      'BLU',
    ]);
  });
  it('compares with the locale (German ä beside a, not after z)', () => {
    const de = [
      { style: '1', color: 'a', pillar: 'Zelt' },
      { style: '2', color: 'b', pillar: 'Äpfel' },
    ];
    expect(autosort(de, ['pillar'], 'de-DE').map((r) => r.pillar)).toEqual(['Äpfel', 'Zelt']);
  });
  it('only the first three keys count', () => {
    const r = [
      { style: '2', color: 'x', gender: 'M', pillar: 'P', division: 'D', upper: 'b' },
      { style: '1', color: 'y', gender: 'M', pillar: 'P', division: 'D', upper: 'a' },
    ];
    expect(
      autosort(r, ['gender', 'pillar', 'division', 'upper'], 'en-US').map((x) => x.style),
    ).toEqual(['2', '1']);
    expect(autosort(r, ['gender', 'pillar', 'upper'], 'en-US').map((x) => x.style)).toEqual([
      '1',
      '2',
    ]);
  });
});

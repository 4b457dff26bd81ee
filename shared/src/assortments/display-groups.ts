// Display groups and auto-sort of an assortment's sort screen (spec 000 §3 "Group-by options",
// "Display group"; §4 "Group sort"). Rows are grouped by one field; a blank value falls into
// the fallback group 'Uncategorized', which is locked, always open and last. Inside a group the
// colours of a style stay together under the style, in the assortment's order. Auto-sort orders
// styles by up to three keys with locale comparison (numeric for styleNumeric), ties by the
// original index, so sorting twice gives the same order.
import { UNCATEGORIZED_GROUP_TITLE as UNCATEGORIZED } from '../entities/display-group.ts';
/** How an assortment groups (a POP assortment is regular with POP fields). */
export type GroupingKind = 'regular' | 'pop' | 'internal';

export const GROUP_BY_OPTIONS = {
  regular: ['gender', 'division', 'divisionGroup', 'pillar', 'none'],
  pop: ['popGender', 'popCategory', 'pillar', 'none'],
  internal: ['pillar', 'none'],
} as const satisfies Record<GroupingKind, readonly string[]>;
export type GroupBy = (typeof GROUP_BY_OPTIONS)[GroupingKind][number];

/** 000 §3: "Defaults: Pillar for internal, None for regular" (a POP assortment is regular). */
export const DEFAULT_GROUP_BY: Readonly<Record<GroupingKind, GroupBy>> = {
  regular: 'none',
  pop: 'none',
  internal: 'pillar',
};

export const AUTOSORT_KEYS = {
  regular: ['gender', 'divisionGroup', 'division', 'pillar', 'outsole', 'upper', 'styleNumeric'],
  pop: ['genderPop', 'pillar', 'styleNumeric'],
} as const;
export type AutosortKey =
  (typeof AUTOSORT_KEYS.regular)[number] | (typeof AUTOSORT_KEYS.pop)[number];
export const AUTOSORT_MAX_KEYS = 3;

export interface SortableRow {
  readonly style: string;
  readonly color: string;
  readonly [field: string]: unknown;
}

export interface DisplayStyle {
  readonly displayGroup: string;
  readonly style: string;
  /** The style's first position in the assortment (000 §3 origIndex). */
  readonly origIndex: number;
  readonly colors: readonly string[];
}

export interface GroupedDisplayGroup {
  readonly index: number;
  readonly title: string;
  readonly locked: boolean;
  readonly alwaysOpen: boolean;
  readonly styles: readonly DisplayStyle[];
}

/** The field a group-by or auto-sort key reads (genderPop is the POP gender, 000 §3). */
const FIELD_OF: Readonly<Record<string, string>> = { genderPop: 'popGender' };
const fieldOf = (key: string) => FIELD_OF[key] ?? key;
const textOf = (v: unknown) => (v === undefined || v === null ? '' : String(v).trim());

/**
 * The display groups of `rows` (in the assortment's order) grouped by `groupBy`. Groups follow
 * `savedOrder` (titles the user arranged), then new titles by first appearance; 'Uncategorized'
 * is always last. With 'none' every row is in one unlocked group titled ''.
 */
export function displayGroups(
  rows: readonly SortableRow[],
  groupBy: GroupBy,
  savedOrder: readonly string[] = [],
): GroupedDisplayGroup[] {
  const byTitle = new Map<string, Map<string, { origIndex: number; colors: string[] }>>();
  rows.forEach((row, i) => {
    const title = groupBy === 'none' ? '' : textOf(row[fieldOf(groupBy)]) || UNCATEGORIZED;
    const styles = byTitle.get(title) ?? new Map<string, { origIndex: number; colors: string[] }>();
    byTitle.set(title, styles);
    const style = styles.get(row.style) ?? { origIndex: i, colors: [] };
    styles.set(row.style, style);
    style.colors.push(row.color);
  });
  const rank = new Map(savedOrder.map((t, i) => [t, i]));
  const titles = [...byTitle.keys()]
    .map((title, firstSeen) => ({ title, firstSeen }))
    .sort((a, b) => {
      const ua = a.title === UNCATEGORIZED ? 1 : 0;
      const ub = b.title === UNCATEGORIZED ? 1 : 0;
      if (ua !== ub) return ua - ub;
      const ra = rank.get(a.title) ?? Number.MAX_SAFE_INTEGER;
      const rb = rank.get(b.title) ?? Number.MAX_SAFE_INTEGER;
      return ra !== rb ? ra - rb : a.firstSeen - b.firstSeen;
    });
  return titles.map(({ title }, index) => {
    const fallback = title === UNCATEGORIZED;
    return {
      index,
      title,
      locked: fallback,
      alwaysOpen: fallback,
      styles: [...byTitle.get(title)!].map(([style, s]) => ({
        displayGroup: title,
        style,
        origIndex: s.origIndex,
        colors: s.colors,
      })),
    };
  });
}

/** styleNumeric: the style's digits as a number (styles without digits sort last). */
function styleNumber(row: SortableRow): number {
  const digits = textOf(row.style).replace(/\D+/g, '');
  return digits === '' ? Number.POSITIVE_INFINITY : Number(digits);
}

/**
 * Rows ordered by up to three auto-sort keys (000 §4): each key compared with the locale's
 * collation, styleNumeric by number; equal rows keep their original order. Blank values sort
 * after filled ones.
 */
export function autosort<R extends SortableRow>(
  rows: readonly R[],
  keys: readonly AutosortKey[],
  locale: string,
): R[] {
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
  const used = keys.slice(0, AUTOSORT_MAX_KEYS);
  return rows
    .map((row, origIndex) => ({ row, origIndex }))
    .sort((a, b) => {
      for (const key of used) {
        const c =
          key === 'styleNumeric'
            ? styleNumber(a.row) - styleNumber(b.row) || 0
            : compareText(collator, textOf(a.row[fieldOf(key)]), textOf(b.row[fieldOf(key)]));
        if (c !== 0 && !Number.isNaN(c)) return c;
      }
      return a.origIndex - b.origIndex;
    })
    .map((x) => x.row);
}

function compareText(collator: Intl.Collator, a: string, b: string): number {
  if (a === '' || b === '') return a === b ? 0 : a === '' ? 1 : -1;
  return collator.compare(a, b);
}

// Moves of the sort screen (spec 000 §4 "Group sort"): a display group, a style or a colour is
// moved before another item (or to the end), queued as moveDisplayGroup / moveStyle / moveColor
// and applied in one batch. The result is written as the assortment's display groups (index)
// and its products' `sort` (groups, then styles, then colours, in the order shown).
import { UNCATEGORIZED_GROUP_TITLE as UNCATEGORIZED } from '../entities/display-group.ts';
import type { GroupedDisplayGroup } from './display-groups.ts';

/** A move as 000 §4 names it: `item` goes before `beforeItem` (null: to the end). */
export type SortMove =
  | { readonly type: 'moveDisplayGroup'; readonly item: string; readonly beforeItem: string | null }
  | {
      readonly type: 'moveStyle';
      readonly item: string;
      readonly beforeItem: string | null;
      /** The group the style leaves and the group it joins (the same for a move within). */
      readonly fromGroup: string;
      readonly displayGroup: string;
    }
  | {
      readonly type: 'moveColor';
      readonly style: string;
      readonly item: string;
      readonly beforeItem: string | null;
    };

export interface LayoutStyle {
  readonly style: string;
  readonly origIndex: number;
  readonly colors: readonly string[];
}
export interface LayoutGroup {
  readonly title: string;
  readonly locked: boolean;
  readonly alwaysOpen: boolean;
  readonly styles: readonly LayoutStyle[];
}

export const layoutOf = (groups: readonly GroupedDisplayGroup[]): LayoutGroup[] =>
  groups.map((g) => ({
    title: g.title,
    locked: g.locked,
    alwaysOpen: g.alwaysOpen,
    styles: g.styles.map((s) => ({ style: s.style, origIndex: s.origIndex, colors: s.colors })),
  }));

/** `list` with `item` taken out and put before `beforeItem` (or at the end). */
function placed<T>(list: readonly T[], item: T, beforeItem: T | null, same = Object.is): T[] {
  const rest = list.filter((x) => !same(x, item));
  const at = beforeItem === null ? -1 : rest.findIndex((x) => same(x, beforeItem));
  return at < 0 ? [...rest, item] : [...rest.slice(0, at), item, ...rest.slice(at)];
}

/**
 * One move applied. Unknown items change nothing. 'Uncategorized' is locked (000 §3): it does
 * not move and nothing is placed after it, so it stays last.
 */
export function applyMove(layout: readonly LayoutGroup[], move: SortMove): LayoutGroup[] {
  if (move.type === 'moveDisplayGroup') {
    const group = layout.find((g) => g.title === move.item);
    if (!group || group.locked || move.item === move.beforeItem) return [...layout];
    const fallback = layout.find((g) => g.title === UNCATEGORIZED);
    const before = move.beforeItem === null && fallback ? UNCATEGORIZED : move.beforeItem;
    const titles = placed(
      layout.map((g) => g.title),
      group.title,
      before,
    );
    return titles.map((t) => layout.find((g) => g.title === t)!);
  }
  if (move.type === 'moveStyle') {
    const from = layout.find((g) => g.title === move.fromGroup);
    const moved = from?.styles.find((s) => s.style === move.item);
    if (!from || !moved || !layout.some((g) => g.title === move.displayGroup)) return [...layout];
    return layout.map((g) => {
      let styles =
        g.title === from.title ? g.styles.filter((s) => s.style !== moved.style) : g.styles;
      if (g.title !== move.displayGroup) return { ...g, styles };
      // A style already in the target group (some of its colours) takes the moved colours.
      const present = styles.find((s) => s.style === moved.style);
      const joined = present ? { ...present, colors: [...present.colors, ...moved.colors] } : moved;
      styles = placed(
        styles,
        joined,
        styles.find((s) => s.style === move.beforeItem) ?? null,
        (a, b) => a.style === b.style,
      );
      return { ...g, styles };
    });
  }
  return layout.map((g) => ({
    ...g,
    styles: g.styles.map((s) =>
      s.style === move.style && s.colors.includes(move.item)
        ? { ...s, colors: placed(s.colors, move.item, move.beforeItem) }
        : s,
    ),
  }));
}

/** A batch of moves, in the order they were made. */
export const applyMoves = (layout: readonly LayoutGroup[], moves: readonly SortMove[]) =>
  moves.reduce<LayoutGroup[]>((l, m) => applyMove(l, m), [...layout]);

/**
 * Styles the user placed in another group earlier (the stored display groups): their colours
 * move to that group when it exists in the current grouping, so a move between groups lasts.
 */
export function withSavedPlacement(
  layout: readonly LayoutGroup[],
  saved: readonly {
    readonly title: string;
    readonly styles: readonly { style: string; colors?: readonly string[] }[];
  }[],
): LayoutGroup[] {
  let result = [...layout];
  for (const group of saved) {
    if (!result.some((g) => g.title === group.title)) continue;
    for (const s of group.styles) {
      // Only the colours saved in that group (a style may be split over groups by colour).
      const savedColors = new Set(s.colors ?? []);
      const moves = (c: string) => savedColors.size === 0 || savedColors.has(c);
      for (const from of [...result]) {
        const style = from.styles.find((x) => x.style === s.style);
        const moved = style?.colors.filter(moves) ?? [];
        if (from.title === group.title || !style || moved.length === 0) continue;
        const kept = style.colors.filter((c) => !moves(c));
        result = result.map((g) => {
          if (g.title === from.title)
            return {
              ...g,
              styles:
                kept.length === 0
                  ? g.styles.filter((x) => x !== style)
                  : g.styles.map((x) => (x === style ? { ...x, colors: kept } : x)),
            };
          if (g.title !== group.title) return g;
          const present = g.styles.find((x) => x.style === s.style);
          return {
            ...g,
            styles: present
              ? g.styles.map((x) => (x === present ? { ...x, colors: [...x.colors, ...moved] } : x))
              : [...g.styles, { ...style, colors: moved }],
          };
        });
      }
    }
  }
  return result;
}

export interface SortedProduct {
  readonly style: string;
  readonly color: string;
  readonly sort?: number;
}

/**
 * The layout as stored: each product's `sort` is its position shown (groups, styles, colours),
 * products the layout lacks keep their order after them; display groups carry their index and
 * keep the id they had (by title), new ones take `newId(n)`.
 */
export function layoutWrite<P extends SortedProduct>(
  layout: readonly LayoutGroup[],
  products: readonly P[],
  savedIds: ReadonlyMap<string, string>,
  newId: (n: number) => string,
) {
  const position = new Map<string, number>();
  for (const g of layout)
    for (const s of g.styles)
      for (const c of s.colors) position.set(`${s.style}_${c}`, position.size);
  const order = products
    .map((p, i) => ({ p, at: position.get(`${p.style}_${p.color}`) ?? position.size + i }))
    .sort((a, b) => a.at - b.at);
  const used = new Set(savedIds.values());
  let n = 0;
  const idFor = (title: string) => {
    const known = savedIds.get(title);
    if (known) return known;
    while (used.has(newId(n))) n += 1;
    used.add(newId(n));
    return newId(n);
  };
  return {
    products: order.map(({ p }, sort) => ({ ...p, sort })),
    displayGroups: layout.map((g, index) => ({
      id: idFor(g.title),
      index,
      title: g.title,
      openState: g.alwaysOpen,
      alwaysOpen: g.alwaysOpen,
      locked: g.locked,
      styles: g.styles.map((s) => ({
        displayGroup: g.title,
        style: s.style,
        origIndex: s.origIndex,
        colors: [...s.colors],
      })),
    })),
  };
}

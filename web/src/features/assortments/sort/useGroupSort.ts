// The sort screen's moves (spec 000 §4 "Group sort"): each drag queues a moveDisplayGroup,
// moveStyle or moveColor; the screen shows them at once and writes the burst as ONE patch of
// the assortment document after the group sort debounce (000 §9: 500 ms) — its display groups
// (index) and its products' `sort`. The device database holds the write, the sync pushes it, so
// sorting works offline. Auto-sort (000 §4) is written the same way, at once. A dynamic
// assortment takes no fixed row sorts (decision 0067): its writes are the display groups only.
import {
  applyMoves,
  autosort,
  displayGroups,
  layoutOf,
  layoutWrite,
  withSavedPlacement,
  type Assortment,
  type AssortmentProduct,
  type AutosortKey,
  type GroupBy,
  type LayoutGroup,
  type Product,
  type SortMove,
} from '@portal/shared';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { patchDocuments } from '../../../db/actions.ts';
import { groupByOf, sortRowsOf, type SortRow } from './useSortRows.ts';

/** 000 §9 "group sort 500 ms". */
export const GROUP_SORT_DEBOUNCE_MS = 500;

const newGroupId = (n: number) => `dg-${n}`;

/**
 * The groups as stored: computed from the rows, in the saved order and placement. A dynamic
 * assortment's products hold no `sort` (decision 0067), so inside each group its saved styles
 * and colours come first in their saved order (`withSavedOrder`).
 */
export function baseLayout(
  rows: readonly SortRow[],
  groupBy: GroupBy,
  saved: Assortment['displayGroups'],
  dynamic = false,
): LayoutGroup[] {
  const stored = [...saved].sort((a, b) => a.index - b.index);
  const groups = displayGroups(
    rows,
    groupBy,
    stored.map((g) => g.title),
  );
  const placed = withSavedPlacement(layoutOf(groups), stored);
  return dynamic ? withSavedOrder(placed, stored) : placed;
}

const LAST = Number.MAX_SAFE_INTEGER;
const byRank = <T>(items: readonly T[], key: (item: T) => string, order: readonly string[]) => {
  const rank = new Map(order.map((k, i) => [k, i]));
  return items
    .map((item, i) => ({ item, i }))
    .sort((a, b) => (rank.get(key(a.item)) ?? LAST) - (rank.get(key(b.item)) ?? LAST) || a.i - b.i)
    .map(({ item }) => item);
};

/**
 * Inside each group, the styles its stored group of the same title lists come first in that
 * order, each with its stored colours first; the others follow in the rows' order.
 */
export function withSavedOrder(
  layout: readonly LayoutGroup[],
  stored: Assortment['displayGroups'],
): LayoutGroup[] {
  const byTitle = new Map(stored.map((g) => [g.title, g.styles]));
  return layout.map((g) => {
    const saved = byTitle.get(g.title);
    if (!saved || saved.length === 0) return g;
    const colorsOf = new Map(saved.map((s) => [s.style, s.colors ?? []]));
    const styles = byRank(
      g.styles,
      (s) => s.style,
      saved.map((s) => s.style),
    ).map((s) => ({ ...s, colors: byRank(s.colors, String, colorsOf.get(s.style) ?? []) }));
    return { ...g, styles };
  });
}

/**
 * Products numbered (`sort`) in the order the sort screen shows them: the documents of a
 * dynamic assortment, whose products hold no sort, follow its groups, styles and colours.
 */
export function inLayoutOrder(
  assortment: Assortment,
  products: readonly AssortmentProduct[],
  catalogue: ReadonlyMap<string, Product>,
): AssortmentProduct[] {
  const layout = baseLayout(
    sortRowsOf(products, catalogue),
    groupByOf(assortment),
    assortment.displayGroups,
    assortment.method === 'dynamic',
  );
  const position = new Map<string, number>();
  for (const g of layout)
    for (const s of g.styles)
      for (const c of s.colors) position.set(`${s.style}_${c}`, position.size);
  return products.map((p, i) => ({
    ...p,
    sort: position.get(`${p.style}_${p.color}`) ?? position.size + i,
  }));
}

/** The layout's groups with their styles in the order of `rows` (auto-sorted). */
function restyled(layout: readonly LayoutGroup[], rows: readonly SortRow[]): LayoutGroup[] {
  const first = new Map<string, number>();
  rows.forEach((r, i) => first.has(r.style) || first.set(r.style, i));
  const at = (style: string) => first.get(style) ?? Number.MAX_SAFE_INTEGER;
  return layout.map((g) => ({
    ...g,
    styles: [...g.styles].sort((a, b) => at(a.style) - at(b.style)),
  }));
}

export function useGroupSort(
  assortment: Assortment | null,
  rows: readonly SortRow[],
  groupBy: GroupBy,
  editedBy: string | undefined,
  onError: () => void,
  debounceMs = GROUP_SORT_DEBOUNCE_MS,
) {
  const saved = assortment?.displayGroups;
  const dynamic = assortment?.method === 'dynamic';
  const base = useMemo(
    () => baseLayout(rows, groupBy, saved ?? [], dynamic),
    [rows, groupBy, saved, dynamic],
  );
  const [pending, setPending] = useState<readonly SortMove[]>([]);
  const layout = useMemo(() => applyMoves(base, pending), [base, pending]);

  const latest = useRef({ assortment, base, pending, editedBy });
  useLayoutEffect(() => {
    latest.current = { assortment, base, pending, editedBy };
  }, [assortment, base, pending, editedBy]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const write = useCallback(async (next: readonly LayoutGroup[]) => {
    const { assortment: a, editedBy: by } = latest.current;
    if (!a) return;
    const ids = new Map(a.displayGroups.map((g) => [g.title, g.id]));
    const out = layoutWrite(next, a.products, ids, newGroupId);
    await patchDocuments('assortments', a.id, {
      // A dynamic assortment's order lives in its display groups only (no fixed row sorts).
      ...(a.method === 'dynamic' ? {} : { products: out.products }),
      displayGroups: out.displayGroups,
      modifiedDate: new Date().toISOString(),
      ...(by ? { lastEditedByUser: by } : {}),
    });
  }, []);

  /** Writes the queued moves now (one patch), e.g. before a group-by change or on leaving. */
  const flush = useCallback(async () => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const moves = latest.current.pending;
    if (moves.length === 0) return;
    await write(applyMoves(latest.current.base, moves));
    setPending((p) => p.slice(moves.length));
  }, [write]);

  const queue = useCallback(
    (move: SortMove) => {
      setPending((p) => [...p, move]);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush().catch(onError), debounceMs);
    },
    [flush, onError, debounceMs],
  );

  // Leaving the screen writes what is still queued.
  useEffect(() => () => void flush().catch(onError), [flush, onError]);

  /** 000 §4 auto-sort: styles ordered by up to three keys in every group; one write. */
  const applyAutosort = useCallback(
    async (keys: readonly AutosortKey[], locale: string) => {
      await flush();
      const shown = applyMoves(latest.current.base, latest.current.pending);
      await write(restyled(shown, autosort(rows, keys, locale)));
    },
    [flush, write, rows],
  );

  return { layout, queue, flush, applyAutosort };
}

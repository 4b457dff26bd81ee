// The sort screen's moves (spec 000 §4 "Group sort"): each drag queues a moveDisplayGroup,
// moveStyle or moveColor; the screen shows them at once and writes the burst as ONE patch of
// the assortment document after the group sort debounce (000 §9: 500 ms) — its display groups
// (index) and its products' `sort`. The device database holds the write, the sync pushes it, so
// sorting works offline. Auto-sort (000 §4) is written the same way, at once.
import {
  applyMoves,
  autosort,
  displayGroups,
  layoutOf,
  layoutWrite,
  withSavedPlacement,
  type Assortment,
  type AutosortKey,
  type GroupBy,
  type LayoutGroup,
  type SortMove,
} from '@portal/shared';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { patchDocuments } from '../../../db/actions.ts';
import type { SortRow } from './useSortRows.ts';

/** 000 §9 "group sort 500 ms". */
export const GROUP_SORT_DEBOUNCE_MS = 500;

const newGroupId = (n: number) => `dg-${n}`;

/** The groups as stored: computed from the rows, in the saved order and placement. */
export function baseLayout(
  rows: readonly SortRow[],
  groupBy: GroupBy,
  saved: Assortment['displayGroups'],
): LayoutGroup[] {
  const stored = [...saved].sort((a, b) => a.index - b.index);
  const groups = displayGroups(
    rows,
    groupBy,
    stored.map((g) => g.title),
  );
  return withSavedPlacement(layoutOf(groups), stored);
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
  const base = useMemo(() => baseLayout(rows, groupBy, saved ?? []), [rows, groupBy, saved]);
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
      products: out.products,
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

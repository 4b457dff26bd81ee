import {
  columnGroupingFeature,
  columnOrderingFeature,
  columnPinningFeature,
  columnResizingFeature,
  columnSizingFeature,
  columnVisibilityFeature,
  createColumnHelper,
  createExpandedRowModel,
  createGroupedRowModel,
  createSortedRowModel,
  functionalUpdate,
  rowExpandingFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnPinningState,
  type ColumnSizingState,
  type ColumnVisibilityState,
  type ExpandedState,
  type RowData,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { GRID, cellCollators, compareCellValues } from '@portal/shared';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { GridController } from '../controller/GridController.ts';
import { sameValue } from '../model/replay.ts';
import type { ColumnLayout, GridColumn, GridSettings, RowId } from '../types.ts';

// TanStack Table owns the column model (order, sizes, pinning, visibility), sorting, grouping
// and the expanded tree; the grid keeps that state in React so every user change can be an
// undo step (spec 000 §4: column and setting changes are undoable) and a write.

export const gridFeatures = tableFeatures({
  columnSizingFeature,
  columnResizingFeature,
  columnOrderingFeature,
  columnPinningFeature,
  columnVisibilityFeature,
  columnGroupingFeature,
  groupedRowModel: createGroupedRowModel(),
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  rowExpandingFeature,
  expandedRowModel: createExpandedRowModel(),
});

const EMPTY: never[] = [];

const isBlank = (value: unknown): boolean =>
  value === null ||
  value === undefined ||
  value === '' ||
  (Array.isArray(value) && value.length === 0);

/**
 * The narrowest a column starts so that the longest word of its header fits on a line: the
 * header wraps at spaces onto two lines, and a word cut in the middle ('Stückpr eis') reads
 * badly (the browser has no German hyphenation here). Estimated at the header's 14 px semibold
 * (about 8.5 px a character) plus its padding, menu button and sort mark; CJK text may break
 * between any two characters and is left out. A width the user drags stays as dragged.
 */
export function headerWordWidth(header: string): number {
  const longest = Math.max(
    0,
    ...header
      .split(/[\s/-]+/)
      .filter((word) => !/[\u3000-\u9fff\uac00-\ud7af\uff00-\uffef]/.test(word))
      .map((word) => word.length),
  );
  return longest === 0 ? 0 : Math.ceil(longest * 8.5 + 56);
}

export function defaultWidth<Row>(column: GridColumn<Row>): number {
  if (column.rule.kind === 'thumbnail') return GRID.thumbnailColumnWidthPx;
  if (column.rule.numeric) return 110;
  if (column.rule.kind === 'date') return 120;
  return 150;
}

export function initialLayout<Row>(
  columns: GridColumn<Row>[],
  initial?: Partial<ColumnLayout>,
): ColumnLayout {
  return {
    order: initial?.order ?? columns.map((c) => c.id),
    sizes: initial?.sizes ?? {},
    hidden: initial?.hidden ?? [],
    pinned: initial?.pinned ?? { start: [], end: [] },
  };
}

export interface GridStateOptions<Row> {
  columns: GridColumn<Row>[];
  controller: GridController<Row>;
  initialColumns?: Partial<ColumnLayout> | undefined;
  initialSettings?: Partial<GridSettings> | undefined;
  /** Remember the grouping for this screen (spec 000 §4: saved for non-internal screens). */
  rememberKey?: string | undefined;
}

function rememberedGrouping(key: string | undefined): string[] | undefined {
  if (!key || typeof localStorage === 'undefined') return undefined;
  try {
    const value: unknown = JSON.parse(localStorage.getItem(`grid:${key}:grouping`) ?? 'null');
    return Array.isArray(value) && value.every((v) => typeof v === 'string') ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Column layout and settings, each user change recorded as an undo step and a write. */
export function useGridState<Row>(options: GridStateOptions<Row>) {
  const { controller, rememberKey } = options;
  const [layout, setLayout] = useState<ColumnLayout>(() =>
    initialLayout(options.columns, options.initialColumns),
  );
  const [settings, setSettings] = useState<GridSettings>(() => ({
    sorting: options.initialSettings?.sorting ?? [],
    grouping: rememberedGrouping(rememberKey) ?? options.initialSettings?.grouping ?? [],
  }));
  const layoutRef = useRef(layout);
  const settingsRef = useRef(settings);

  // Undo and redo set the layout and settings through this binding, without recording.
  useEffect(() => {
    controller.bindLayout({
      columns: () => layoutRef.current,
      setColumns: (next) => {
        layoutRef.current = next;
        setLayout(next);
      },
      settings: () => settingsRef.current,
      setSetting: (key, value) => {
        const next = { ...settingsRef.current, [key]: value };
        settingsRef.current = next;
        setSettings(next);
      },
    });
    return () => controller.bindLayout(null);
  }, [controller]);

  useEffect(() => {
    if (rememberKey && typeof localStorage !== 'undefined') {
      localStorage.setItem(`grid:${rememberKey}:grouping`, JSON.stringify(settings.grouping));
    }
  }, [rememberKey, settings.grouping]);

  const changeLayout = useCallback(
    (change: (layout: ColumnLayout) => ColumnLayout) => {
      const before = layoutRef.current;
      const after = change(before);
      if (sameValue(before, after)) return;
      layoutRef.current = after;
      setLayout(after);
      controller.recordColumns(before, after);
    },
    [controller],
  );

  const changeSetting = useCallback(
    <K extends keyof GridSettings>(key: K, value: GridSettings[K]) => {
      const before = settingsRef.current;
      if (sameValue(before[key], value)) return;
      const after = { ...before, [key]: value };
      settingsRef.current = after;
      setSettings(after);
      controller.recordSetting(key, before[key], value, after);
    },
    [controller],
  );

  return { layout, settings, changeLayout, changeSetting };
}

export type GridState = ReturnType<typeof useGridState>;

export interface GridTableOptions<Row extends RowData> {
  columns: GridColumn<Row>[];
  state: GridState;
  locale: string;
  getId: (row: Row) => RowId;
  /** Rows for TanStack to shape (complete mode), or null (windowed mode: the source sorts). */
  data: readonly Row[] | null;
  getSubRows?: ((row: Row) => readonly Row[] | undefined) | undefined;
}

export function useGridTable<Row extends RowData>(options: GridTableOptions<Row>) {
  const { columns, state, locale, getId, data, getSubRows } = options;
  const { layout, settings, changeLayout, changeSetting } = state;
  const [expanded, setExpanded] = useState<ExpandedState>(true);

  const collators = useMemo(() => cellCollators(locale), [locale]);
  const columnDefs = useMemo(() => {
    const helper = createColumnHelper<typeof gridFeatures, Row>();
    return columns.map((column) =>
      helper.accessor(
        (row: Row) => {
          const value = column.get ? column.get(row) : (row as Record<string, unknown>)[column.id];
          return isBlank(value) ? undefined : value;
        },
        {
          id: column.id,
          header: column.header,
          size: Math.max(column.width ?? defaultWidth(column), headerWordWidth(column.header)),
          minSize: column.minWidth ?? 48,
          maxSize: 800,
          enableSorting: column.sortable !== false && column.rule.kind !== 'thumbnail',
          enableHiding: column.hideable !== false,
          sortUndefined: 'last',
          sortFn: (a, b, id) =>
            compareCellValues(a.getValue(id), b.getValue(id), collators, column.rule.sortKind),
        },
      ),
    );
  }, [columns, collators]);

  const columnVisibility = useMemo<ColumnVisibilityState>(
    () => Object.fromEntries(layout.hidden.map((id) => [id, false])),
    [layout.hidden],
  );

  const table = useTable({
    features: gridFeatures,
    columns: columnDefs,
    data: data ?? EMPTY,
    getRowId: (row: Row) => getId(row),
    ...(getSubRows ? { getSubRows: (row: Row) => getSubRows(row) } : {}),
    state: {
      sorting: settings.sorting,
      grouping: data ? settings.grouping : [],
      expanded,
      columnOrder: layout.order,
      columnSizing: layout.sizes,
      columnVisibility,
      columnPinning: layout.pinned,
    },
    onSortingChange: (updater: Updater<SortingState>) =>
      changeSetting('sorting', functionalUpdate(updater, settings.sorting)),
    onExpandedChange: setExpanded,
    onColumnOrderChange: (updater: Updater<string[]>) =>
      changeLayout((l) => ({ ...l, order: functionalUpdate(updater, l.order) })),
    onColumnSizingChange: (updater: Updater<ColumnSizingState>) =>
      changeLayout((l) => ({ ...l, sizes: functionalUpdate(updater, l.sizes) })),
    onColumnVisibilityChange: (updater: Updater<ColumnVisibilityState>) =>
      changeLayout((l) => {
        const current = Object.fromEntries(l.hidden.map((id) => [id, false]));
        const next = functionalUpdate(updater, current);
        return { ...l, hidden: Object.keys(next).filter((id) => next[id] === false) };
      }),
    onColumnPinningChange: (updater: Updater<ColumnPinningState>) =>
      changeLayout((l) => ({ ...l, pinned: functionalUpdate(updater, l.pinned) })),
    manualSorting: data === null,
    enableMultiSort: true,
    // A→Z first, as a spreadsheet sorts (TanStack would guess from the first loaded value).
    sortDescFirst: false,
    maxMultiSortColCount: 3,
    columnResizeMode: 'onEnd',
    enableColumnResizing: true,
    groupedColumnMode: false,
    autoResetExpanded: false,
  });

  return { table, setExpanded };
}

export type GridTable<Row extends RowData> = ReturnType<typeof useGridTable<Row>>['table'];

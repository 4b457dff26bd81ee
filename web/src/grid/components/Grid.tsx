import type { RowData } from '@tanstack/react-table';
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type ReactNode,
  type CSSProperties,
} from 'react';
import { useIntl } from 'react-intl';
import { ArrayModel, WindowedModel } from '../controller/displayModel.ts';
import type { GridController } from '../controller/GridController.ts';
import * as sel from '../model/selection.ts';
import { buildTree, pathForNew } from '../model/tree.ts';
import type {
  ColumnLayout,
  GridColumn,
  GridDataSource,
  GridSettings,
  TreeOptions,
} from '../types.ts';
import { toDisplayRows } from './displayRows.ts';
import { ColumnMenu } from './ColumnMenu.tsx';
import { GridContextMenu, type ContextMenuState } from './GridContextMenu.tsx';
import type { RowContext } from './GridRow.tsx';
import { GridStatusBar } from './GridStatusBar.tsx';
import { GridToolbar, type GroupingOption } from './GridToolbar.tsx';
import { GridViewport } from './GridViewport.tsx';
import { ElementChannel } from './elementChannel.ts';
import { useClipboard } from './useClipboard.ts';
import { useColumnGeometry } from './useColumnGeometry.ts';
import { useGridController, type ControllerProps } from './useGridController.ts';
import { useGridKeyboard } from './useGridKeyboard.ts';
import { useGridRows } from './useGridRows.ts';
import { useGridState, useGridTable } from './useGridTable.ts';
import { usePointer } from './usePointer.ts';
import '../grid.css';
import { useSiteUpdating } from '../../pwa/useSiteUpdating.ts';

// The spreadsheet grid every library, assortment, order and sample screen uses.
// See ../CONTEXT.md for the map of its parts.

export type EmptyMessage =
  'noResultsLocation' | 'noProductsFilters' | 'noProductsAdd' | 'noAssortments' | 'noAssets';

export interface GridProps<Row extends RowData, Filter = unknown> extends ControllerProps<Row> {
  /** The grid's accessible name. */
  label: string;
  columns: GridColumn<Row>[];
  source: GridDataSource<Row, Filter>;
  filter?: Filter;
  tree?: TreeOptions<Row>;
  groupings?: GroupingOption[];
  initialColumns?: Partial<ColumnLayout>;
  initialSettings?: Partial<GridSettings>;
  rememberKey?: string;
  pendingView?: boolean;
  siteUpdating?: boolean;
  emptyMessage?: EmptyMessage;
  /** A screen's own empty message, translated (spec 000 §8 wording per list); wins over `emptyMessage`. */
  emptyText?: string;
  /** New Folder in the context menu: the screen makes the row, the grid adds it (undoable). */
  onNewFolder?: (path: string[]) => Row | null;
  /** Delete in the context menu, offered when this says the rows may go (spec 000 §6). */
  canDelete?: (rows: Row[]) => boolean;
  /** A screen that confirms first calls `remove` after the user agreed. */
  onDeleteRows?: (rows: Row[], remove: () => void) => void;
  rowHeight?: number;
  /** Viewport size before the grid has been measured (server rendering, tests). */
  defaultViewport?: { width: number; height: number };
  controllerRef?: (controller: GridController<Row>) => void;
  toolbar?: ReactNode;
  /** False for a read-only list: no Undo and Redo in the toolbar. */
  history?: boolean;
  /** The screen's data is not there yet (the device database is opening): shows loading. */
  loading?: boolean;
}

const EMPTY_FILTER = undefined;
const NO_ROWS: never[] = [];

function defaultRowHeight(): number {
  // Tablet-first: 44 px rows under a finger, 36 px with a mouse.
  return typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches ? 44 : 36;
}

export function Grid<Row extends RowData, Filter = unknown>(props: GridProps<Row, Filter>) {
  const { columns, source, tree, pendingView = false } = props;
  // Every editable grid blocks row changes while a new version installs (spec 001 §4).
  const updating = useSiteUpdating();
  const siteUpdating = props.siteUpdating ?? updating;
  const filter = (props.filter ?? EMPTY_FILTER) as Filter;
  const intl = useIntl();
  const gridId = useId().replace(/:/g, '');
  const controller = useGridController<Row>(props);
  useSyncExternalStore(controller.subscribe, controller.getVersion, controller.getVersion);
  const [rowHeight] = useState(() => props.rowHeight ?? defaultRowHeight());
  const headerHeight = Math.max(44, rowHeight + 4);

  useLayoutEffect(
    () => controller.setView({ pendingView, siteUpdating }),
    [controller, pendingView, siteUpdating],
  );
  const { controllerRef } = props;
  useEffect(() => {
    controllerRef?.(controller);
  }, [controller, controllerRef]);

  const state = useGridState({
    columns,
    controller,
    initialColumns: props.initialColumns,
    initialSettings: props.initialSettings,
    rememberKey: props.rememberKey,
  });
  const complete = tree !== undefined || state.settings.grouping.length > 0;
  const {
    rows: allRows,
    windowed,
    cache,
  } = useGridRows({
    controller,
    source,
    filter,
    sorting: state.settings.sorting,
    complete,
    getId: props.getId,
  });
  const shaped = useMemo(
    () => (tree && allRows ? buildTree(allRows, tree) : null),
    [tree, allRows],
  );
  const getSubRows = useMemo(
    () => (shaped ? (row: Row) => shaped.children.get(row) : undefined),
    [shaped],
  );
  const { table, setExpanded } = useGridTable<Row>({
    columns,
    state,
    locale: intl.locale,
    getId: props.getId,
    data: complete ? (shaped?.roots ?? allRows ?? NO_ROWS) : null,
    getSubRows,
  });

  // Complete mode: TanStack's rows (sorted, grouped, expanded) are the model.
  const rowModel = complete ? table.getRowModel() : null;
  const isFolder = tree?.isFolder;
  const model = useMemo(
    () =>
      rowModel
        ? new ArrayModel(toDisplayRows(rowModel.rows, controller.options.getId, isFolder))
        : (windowed ?? controller.model),
    [rowModel, windowed, controller, isFolder],
  );
  useLayoutEffect(() => controller.adoptModel(model), [controller, model]);

  const { byId, visible, geometry, visibleKey } = useColumnGeometry(table, columns);
  useLayoutEffect(() => controller.setColumns(visible, columns), [controller, visible, columns]);

  // The scroll container, read in event handlers; the viewport sizes itself from it.
  const [scrollerRef] = useState(() => new ElementChannel<HTMLDivElement>());
  const count = model.count;

  const focusGrid = useCallback(
    () => scrollerRef.current?.focus({ preventScroll: true }),
    [scrollerRef],
  );

  const { changeLayout } = state;
  const toolbarColumns = useMemo(
    () =>
      columns
        .filter((c) => c.hideable !== false)
        .map((c) => ({ id: c.id, header: c.header, visible: !state.layout.hidden.includes(c.id) })),
    [columns, state.layout.hidden],
  );
  const onVisibleColumns = useCallback(
    (show: Set<string>) =>
      changeLayout((l) => ({
        ...l,
        hidden: columns.filter((c) => c.hideable !== false && !show.has(c.id)).map((c) => c.id),
      })),
    [changeLayout, columns],
  );
  const onUndo = useCallback(() => void controller.undo(), [controller]);
  const onRedo = useCallback(() => void controller.redo(), [controller]);
  const { changeSetting } = state;
  const onGrouping = useCallback(
    (next: string[]) => changeSetting('grouping', next),
    [changeSetting],
  );
  const sortKey = JSON.stringify(state.settings.sorting);
  const flatHeaders = table.getFlatHeaders();
  const headers = useMemo(
    () => new Map(flatHeaders.map((h) => [h.column.id, h])),
    // Headers change with the columns' layout and the sort, both in these keys.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [visibleKey, sortKey],
  );
  const [columnMenu, setColumnMenu] = useState<{ id: string; anchor: HTMLElement } | null>(null);
  const openColumnMenu = useCallback(
    (id: string, anchor: HTMLElement) => setColumnMenu({ id, anchor }),
    [],
  );
  const menuColumn = columnMenu ? headers.get(columnMenu.id)?.column : undefined;
  const [menu, setMenu] = useState<ContextMenuState | null>(null);
  const pointer = usePointer(controller, scrollerRef, focusGrid, (x, y) => setMenu({ x, y }));
  const clipboard = useClipboard(controller, () =>
    controller.notify({ kind: 'error', id: 'common.grid.clipboardError' }),
  );

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget && !controller.selection && count > 0)
      controller.select(sel.cursorAt({ row: 0, col: 0 }));
  };

  const onKeyDown = useGridKeyboard({
    controller,
    scrollerRef,
    geometry,
    gridId,
    rowHeight,
    headerHeight,
    defaultHeight: props.defaultViewport?.height ?? 600,
    openMenu: (x, y) => setMenu({ x, y }),
  });

  // Context menu actions.
  const selectedRows = (): Row[] => {
    if (!controller.selection) return [];
    const rect = sel.rectOf(controller.selection);
    const rows: Row[] = [];
    for (let r = rect.top; r <= rect.bottom; r++) {
      const entry = controller.model.rowAt(r);
      if (entry?.kind === 'row') rows.push(entry.row);
    }
    return rows;
  };
  const { onNewFolder, canDelete, onDeleteRows } = props;
  const activeEntry = controller.selection
    ? controller.model.rowAt(controller.selection.active.row)
    : undefined;
  const menuRows = menu ? selectedRows() : [];
  const deletable = menuRows.length > 0 && (canDelete ? canDelete(menuRows) : false);

  const selection = controller.selection;
  const rect = selection ? sel.rectOf(selection) : null;
  const editing = controller.editing;
  const context = useMemo<RowContext<Row>>(
    () => ({
      controller,
      gridId,
      columns: visible,
      rowHeight,
      treeColumn: tree ? 0 : -1,
      loadingLabel: intl.formatMessage({ id: 'common.grid.loading' }),
    }),
    [controller, gridId, visible, rowHeight, tree, intl],
  );
  // Loading, not "no rows", until the source has answered for this sort and filter.
  const loading =
    props.loading === true || (count === 0 && (complete ? allRows === null : !cache.answered));
  const activeId =
    selection && !editing ? `${gridId}-${selection.active.row}-${selection.active.col}` : undefined;

  return (
    <div className="pg-grid" style={{ '--pg-row-h': `${rowHeight}px` } as CSSProperties}>
      <GridToolbar
        columns={toolbarColumns}
        onVisibleColumns={onVisibleColumns}
        history={props.history ?? true}
        canUndo={controller.history.canUndo()}
        canRedo={controller.history.canRedo()}
        onUndo={onUndo}
        onRedo={onRedo}
        {...(props.groupings ? { groupings: props.groupings } : {})}
        grouping={state.settings.grouping}
        onGrouping={onGrouping}
        status={controller.status}
      >
        {props.toolbar}
      </GridToolbar>
      {siteUpdating ? (
        <div className="pg-banner" role="alert">
          {intl.formatMessage({ id: 'msgCodes.grid.siteUpdating' })}
        </div>
      ) : null}
      <GridViewport<Row>
        container={{
          className: 'pg-scroll',
          role: tree ? 'treegrid' : 'grid',
          'aria-label': props.label,
          'aria-rowcount': count + 1,
          'aria-colcount': visible.length,
          'aria-multiselectable': true,
          'aria-activedescendant': activeId,
          tabIndex: 0,
          onKeyDown,
          onCopy: clipboard.onCopy,
          onCut: clipboard.onCut,
          onPaste: clipboard.onPaste,
          onFocus,
          style: { scrollPaddingTop: headerHeight },
        }}
        scrollerRef={scrollerRef}
        controller={controller}
        version={controller.getVersion()}
        model={model}
        geometry={geometry}
        columns={visible}
        headers={headers}
        sorting={state.settings.sorting}
        changeLayout={state.changeLayout}
        onOpenMenu={openColumnMenu}
        rowHeight={rowHeight}
        headerHeight={headerHeight}
        context={context}
        pointer={pointer}
        fillEnabled={!siteUpdating}
        defaultViewport={props.defaultViewport}
        emptyMessage={
          props.emptyText ??
          (props.emptyMessage
            ? intl.formatMessage({ id: `common.grid.empty.${props.emptyMessage}` })
            : undefined)
        }
        loading={loading}
      />
      <GridStatusBar
        count={model instanceof WindowedModel ? model.lowerBound : count}
        countKnown={!(model instanceof WindowedModel) || model.totalKnown}
        size={rect ? sel.rectSize(rect) : null}
        notice={controller.lastNotice}
      />
      {columnMenu && menuColumn ? (
        <ColumnMenu
          column={menuColumn}
          header={byId.get(columnMenu.id)?.header ?? columnMenu.id}
          anchor={columnMenu.anchor}
          onClose={() => setColumnMenu(null)}
          changeLayout={state.changeLayout}
        />
      ) : null}
      <GridContextMenu
        at={menu}
        onClose={() => {
          setMenu(null);
          focusGrid();
        }}
        onNewFolder={
          onNewFolder && tree
            ? () => {
                const row = onNewFolder(
                  pathForNew(activeEntry?.kind === 'row' ? activeEntry.row : undefined, tree),
                );
                if (row) controller.addRows([row]);
              }
            : undefined
        }
        onDelete={
          deletable
            ? () => {
                const remove = () => controller.deleteRows(menuRows);
                if (onDeleteRows) onDeleteRows(menuRows, remove);
                else remove();
              }
            : undefined
        }
        onExpandAll={complete ? () => setExpanded(true) : undefined}
        onCollapseAll={complete ? () => setExpanded({}) : undefined}
      />
    </div>
  );
}

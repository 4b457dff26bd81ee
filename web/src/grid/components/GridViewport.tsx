import type { Header, RowData } from '@tanstack/react-table';
import { memo, useCallback, useEffect, useMemo, useState, type HTMLAttributes } from 'react';
import { useIntl } from 'react-intl';
import { useVirtualizer } from 'react-window';
import type { DisplayModel } from '../controller/displayModel.ts';
import type { GridController } from '../controller/GridController.ts';
import * as sel from '../model/selection.ts';
import type { ColumnLayout, GridColumn, SortSpec } from '../types.ts';
import { editorErrorId } from './CellEditor.tsx';
import { GridHeader } from './GridHeader.tsx';
import { GridRow, type RowContext } from './GridRow.tsx';
import { layoutRow, type ColumnGeometry } from './layout.ts';
import { refusalMessage } from './messages.ts';
import type { ElementChannel } from './elementChannel.ts';
import type { PointerHandlers } from './usePointer.ts';
import type { gridFeatures } from './useGridTable.ts';

// What scrolls: the header and the virtualised rows (react-window's useVirtualizer for rows
// and for the centre columns). Its own component, so a scroll repaints this and the rows it
// touches, not the toolbar, the table model or the rest of the grid.

export interface GridViewportProps<Row extends RowData> {
  /** The grid element's attributes and handlers: the viewport renders it (it scrolls). */
  container: HTMLAttributes<HTMLDivElement> & { role: string };
  /** Tells the grid which element scrolls (for its handlers). */
  scrollerRef: ElementChannel<HTMLDivElement>;
  controller: GridController<Row>;
  /** The controller's version: selection, editing and data changes repaint the viewport. */
  version: number;
  model: DisplayModel<Row>;
  geometry: ColumnGeometry[];
  columns: GridColumn<Row>[];
  headers: Map<string, Header<typeof gridFeatures, Row, unknown>>;
  sorting: readonly SortSpec[];
  changeLayout: (change: (layout: ColumnLayout) => ColumnLayout) => void;
  onOpenMenu: (columnId: string, anchor: HTMLElement) => void;
  rowHeight: number;
  headerHeight: number;
  context: RowContext<Row>;
  pointer: PointerHandlers;
  fillEnabled: boolean;
  /** The size assumed where the container cannot be measured (jsdom). */
  defaultViewport: { width: number; height: number } | undefined;
  /** What an empty grid says, translated. */
  emptyMessage: string | undefined;
  loading: boolean;
}

interface BodyProps<Row extends RowData> extends GridViewportProps<Row> {
  scroller: HTMLDivElement;
  viewport: { width: number; height: number };
}

/**
 * Renders the scroll container and, once it exists, the body sized from it, so the
 * virtualisers' first render already shows the rows they keep (no second pass after they
 * measure) and the rest of the grid does not render twice.
 */
function GridViewportInner<Row extends RowData>(props: GridViewportProps<Row>) {
  const { scrollerRef, defaultViewport, container } = props;
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  // Set during the commit that creates the element: the body mounts before the first paint.
  const attach = useCallback(
    (element: HTMLDivElement | null) => {
      setScroller(element);
      scrollerRef.set(element);
    },
    [scrollerRef],
  );
  const viewport = scroller
    ? {
        width: scroller.clientWidth || (defaultViewport?.width ?? 1280),
        height: scroller.clientHeight || (defaultViewport?.height ?? 720),
      }
    : null;
  return (
    <div ref={attach} {...container}>
      {scroller && viewport ? (
        <ViewportBody<Row> {...props} scroller={scroller} viewport={viewport} />
      ) : null}
    </div>
  );
}

function ViewportBody<Row extends RowData>(props: BodyProps<Row>) {
  const { scroller, controller, model, geometry, rowHeight, context, pointer } = props;
  const intl = useIntl();
  const count = model.count;
  const rowsV = useVirtualizer({
    count,
    element: scroller,
    itemSize: rowHeight,
    overscanCount: 2,
    defaultSize: props.viewport.height,
  });
  const widthOf = useCallback((index: number) => geometry[index]?.width ?? 0, [geometry]);
  const colsV = useVirtualizer({
    direction: 'horizontal',
    count: geometry.length,
    element: scroller,
    itemSize: widthOf,
    overscanCount: 1,
    defaultSize: props.viewport.width,
  });
  const firstCol = colsV.items[0]?.index ?? 0;
  const lastCol = colsV.items[colsV.items.length - 1]?.index ?? geometry.length - 1;
  const rowLayout = useMemo(
    () => layoutRow(geometry, firstCol, lastCol),
    [geometry, firstCol, lastCol],
  );
  const firstRow = rowsV.items[0]?.index ?? 0;
  const lastRow = rowsV.items[rowsV.items.length - 1]?.index ?? -1;
  useEffect(() => {
    if (lastRow >= firstRow) void model.ensure(firstRow, lastRow);
  }, [model, firstRow, lastRow, count]);

  const selection = controller.selection;
  const rect = selection ? sel.rectOf(selection) : null;
  const editing = controller.editing;
  // Row keys by position modulo a capacity equal to the number of rows rendered: any window
  // of rows then maps onto the same keys, so a scroll updates the rows React already has
  // instead of mounting new ones. The capacity only grows (rows near the ends are fewer).
  const [capacity, setCapacity] = useState(rowsV.items.length);
  const keys = Math.max(capacity, rowsV.items.length);
  if (keys > capacity) setCapacity(keys);
  const editedCell = editing ? geometry[editing.col] : undefined;
  const preview = pointer.fillPreview;

  return (
    <>
      <GridHeader
        layout={rowLayout}
        headers={props.headers}
        columns={props.columns}
        height={props.headerHeight}
        changeLayout={props.changeLayout}
        sorting={props.sorting}
        onOpenMenu={props.onOpenMenu}
      />
      <div
        className="pg-body"
        role="rowgroup"
        style={{ height: count * rowHeight, width: rowLayout.width }}
        onPointerDown={pointer.onPointerDown}
        onPointerOver={pointer.onPointerOver}
        onDoubleClick={pointer.onDoubleClick}
        onContextMenu={pointer.onContextMenu}
      >
        {/* In key order, not index order: the DOM keeps its order as rows are reused, and
            aria-rowindex tells assistive technology where each row is. */}
        {[...rowsV.items]
          .sort((a, b) => (a.index % keys) - (b.index % keys))
          .map((item) => {
            const editingHere = editing && editing.row === item.index ? editing : null;
            return (
              <GridRow<Row>
                key={item.index % keys}
                index={item.index}
                top={item.offset}
                entry={model.rowAt(item.index)}
                slice={sel.rowSlice(selection, rect, item.index)}
                editingCol={editingHere ? editingHere.col : -1}
                editError={editingHere ? editingHere.error : null}
                fillCorner={!editing && props.fillEnabled}
                dataVersion={controller.dataVersion}
                layout={rowLayout}
                context={context}
              />
            );
          })}
        {editing?.error && editedCell ? (
          // Below the edited cell, outside the row (rows clip what overflows them).
          <div
            id={editorErrorId(context.gridId)}
            role="alert"
            className="pg-editor-error"
            style={{ top: (editing.row + 1) * rowHeight, left: editedCell.left }}
          >
            {refusalMessage(intl, editing.error)}
          </div>
        ) : null}
        {preview ? (
          <div
            className="pg-fill-preview"
            style={{
              top: preview.top * rowHeight,
              height: (preview.bottom - preview.top + 1) * rowHeight,
              left: geometry[preview.left]?.left ?? 0,
              width:
                (geometry[preview.right]?.left ?? 0) +
                (geometry[preview.right]?.width ?? 0) -
                (geometry[preview.left]?.left ?? 0),
            }}
          />
        ) : null}
      </div>
      {count === 0 && !props.loading && props.emptyMessage ? (
        <div className="pg-empty" role="note">
          {props.emptyMessage}
        </div>
      ) : null}
      {props.loading ? <div className="pg-empty">{context.loadingLabel}</div> : null}
    </>
  );
}

export const GridViewport = memo(GridViewportInner) as typeof GridViewportInner;

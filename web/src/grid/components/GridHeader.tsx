import type { Header, RowData } from '@tanstack/react-table';
import { memo, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import type { ColumnLayout, GridColumn, SortSpec } from '../types.ts';
import { cellClass, cellStyle, type ColumnGeometry, type RowLayout } from './layout.ts';
import type { gridFeatures } from './useGridTable.ts';

// The header row: click a name to sort (Shift+click adds a sort key, up to three), drag or
// arrow the edge to resize, ⋮ for order, pinning and hiding.

export interface GridHeaderProps<Row extends RowData> {
  layout: RowLayout;
  headers: Map<string, Header<typeof gridFeatures, Row, unknown>>;
  columns: GridColumn<Row>[];
  height: number;
  changeLayout: (change: (layout: ColumnLayout) => ColumnLayout) => void;
  sorting: readonly SortSpec[];
  onOpenMenu: (columnId: string, anchor: HTMLElement) => void;
}

const DRAG_TYPE = 'application/x-portal-grid-column';

/** The order with `moved` placed where `target` is (before it when coming from the right). */
export function moveBefore(order: readonly string[], moved: string, target: string): string[] {
  const from = order.indexOf(moved);
  const to = order.indexOf(target);
  if (from < 0 || to < 0) return [...order];
  const next = order.filter((id) => id !== moved);
  next.splice(to, 0, moved);
  return next;
}

function GridHeaderInner<Row extends RowData>({
  layout,
  headers,
  columns,
  height,
  changeLayout,
  sorting,
  onOpenMenu,
}: GridHeaderProps<Row>) {
  const intl = useIntl();

  const renderHeader = (g: ColumnGeometry) => {
    const column = columns[g.index];
    const header = headers.get(g.id);
    if (!column || !header) return null;
    const tc = header.column;
    // From the settings, not the column: TanStack publishes controlled state after render.
    const sortIndex = sorting.findIndex((s) => s.id === g.id);
    const sort = sorting[sortIndex];
    const sorted = sort ? (sort.desc ? 'desc' : 'asc') : false;
    const resize = header.getResizeHandler();
    const onResizeKey = (event: KeyboardEvent) => {
      const delta = event.key === 'ArrowRight' ? 10 : event.key === 'ArrowLeft' ? -10 : 0;
      if (!delta) return;
      event.preventDefault();
      const size = Math.max(48, Math.min(800, tc.getSize() + delta));
      changeLayout((l) => ({ ...l, sizes: { ...l.sizes, [g.id]: size } }));
    };
    return (
      <div
        key={g.id}
        role="columnheader"
        aria-colindex={g.index + 1}
        aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
        className={`pg-hcell${cellClass(g)}${column.rule.numeric ? ' pg-num' : ''}${g.width < 90 ? ' pg-hcell-narrow' : ''}`}
        style={{ ...cellStyle(g), height }}
        title={typeof column.header === 'string' ? column.header : undefined}
        // Drag a header onto another to move the column there (the ⋮ menu does it by keyboard).
        draggable
        onDragStart={(event) => {
          event.dataTransfer.setData(DRAG_TYPE, g.id);
          event.dataTransfer.effectAllowed = 'move';
        }}
        onDragOver={(event) => {
          if (event.dataTransfer.types.includes(DRAG_TYPE)) event.preventDefault();
        }}
        onDrop={(event) => {
          const moved = event.dataTransfer.getData(DRAG_TYPE);
          if (!moved || moved === g.id) return;
          event.preventDefault();
          changeLayout((l) => ({ ...l, order: moveBefore(l.order, moved, g.id) }));
        }}
      >
        {tc.getCanSort() ? (
          <button type="button" className="pg-hlabel" onClick={tc.getToggleSortingHandler()}>
            <span className="pg-hlabel-text">{column.header}</span>
            {sorted ? (
              <span className="pg-sort" aria-hidden="true">
                {sorted === 'asc' ? '▲' : '▼'}
                {sorting.length > 1 ? <sub>{sortIndex + 1}</sub> : null}
              </span>
            ) : null}
          </button>
        ) : (
          <span className="pg-hlabel pg-hlabel-static">
            <span className="pg-hlabel-text">{column.header}</span>
          </span>
        )}
        <button
          type="button"
          className="pg-hmenu"
          aria-haspopup="menu"
          aria-label={intl.formatMessage(
            { id: 'common.grid.columnMenu' },
            { column: column.header },
          )}
          onClick={(event) => onOpenMenu(g.id, event.currentTarget)}
        >
          ⋮
        </button>
        <div
          className="pg-resize"
          role="separator"
          aria-orientation="vertical"
          aria-label={intl.formatMessage(
            { id: 'common.grid.resizeColumn' },
            { column: column.header },
          )}
          aria-valuenow={tc.getSize()}
          aria-valuemin={48}
          aria-valuemax={800}
          tabIndex={0}
          onMouseDown={resize}
          onTouchStart={resize}
          onKeyDown={onResizeKey}
        />
      </div>
    );
  };

  return (
    <div className="pg-header" role="rowgroup">
      <div role="row" aria-rowindex={1} className="pg-hrow" style={{ width: layout.width, height }}>
        {layout.start.map(renderHeader)}
        {layout.lead > 0 ? <div className="pg-gap" style={{ width: layout.lead }} /> : null}
        {layout.center.map(renderHeader)}
        {layout.trail > 0 ? <div className="pg-gap" style={{ width: layout.trail }} /> : null}
        {layout.end.map(renderHeader)}
      </div>
    </div>
  );
}

export const GridHeader = memo(GridHeaderInner) as typeof GridHeaderInner;

import { memo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Refusal } from '../controller/cellWrites.ts';
import type { DisplayRow } from '../controller/displayModel.ts';
import type { GridController } from '../controller/GridController.ts';
import type { GridColumn } from '../types.ts';
import { CellEditor } from './CellEditor.tsx';
import { cellClass, cellStyle, type ColumnGeometry, type RowLayout } from './layout.ts';
import { refusalMessage } from './messages.ts';

// One row of the grid. Memoised: a row re-renders only when its data, its part of the
// selection (`slice`), its editing cell or the column layout changed, so a selection drag
// or a scroll repaints only the rows it touches.

export interface RowContext<Row> {
  controller: GridController<Row>;
  gridId: string;
  columns: GridColumn<Row>[];
  rowHeight: number;
  /** The column that carries the tree's indentation and toggles; -1 without a tree. */
  treeColumn: number;
  /** 'Loading…', translated once for every placeholder row. */
  loadingLabel: string;
}

export interface GridRowProps<Row> {
  index: number;
  top: number;
  entry: DisplayRow<Row> | undefined;
  /** See selection.rowSlice: the range's columns on this row, the cursor, the edges. */
  slice: string;
  editingCol: number;
  /** Changes when the editor's value was refused, so the row shows the reason. */
  editError: Refusal | null;
  fillCorner: boolean;
  dataVersion: number;
  layout: RowLayout;
  context: RowContext<Row>;
}

interface Slice {
  left: number;
  right: number;
  cursor: number;
  top: boolean;
  bottom: boolean;
}

function parseSlice(slice: string): Slice | null {
  if (!slice) return null;
  const [left, right, cursor, edges] = slice.split(':');
  return {
    left: left === '' ? -1 : Number(left),
    right: right === '' ? -2 : Number(right),
    cursor: Number(cursor),
    top: edges?.includes('t') ?? false,
    bottom: edges?.includes('b') ?? false,
  };
}

const EDGE = '#1a73e8';

function selectionShadow(s: Slice, col: number): string | undefined {
  const shadows: string[] = [];
  const inRange = col >= s.left && col <= s.right;
  if (inRange) {
    if (s.top) shadows.push(`inset 0 2px 0 ${EDGE}`);
    if (s.bottom) shadows.push(`inset 0 -2px 0 ${EDGE}`);
    if (col === s.left) shadows.push(`inset 2px 0 0 ${EDGE}`);
    if (col === s.right) shadows.push(`inset -2px 0 0 ${EDGE}`);
  }
  return shadows.length > 0 ? shadows.join(',') : undefined;
}

/** What a cell shows: a plain function, not a component, to keep one fibre per cell. */
function content<Row>(column: GridColumn<Row>, value: unknown): ReactNode {
  const { rule } = column;
  // '' rather than null keeps the cell's text node, so reusing the cell only changes its text.
  if (value === null || value === undefined || value === '') return '';
  if (rule.kind === 'thumbnail') {
    return <img className="pg-thumb" src={String(value)} alt="" loading="lazy" decoding="async" />;
  }
  if (rule.kind === 'label') {
    const label = rule.labels?.find((l) => l.color === value);
    return (
      <span className="pg-label">
        <span className="pg-label-dot" style={{ background: String(value) }} aria-hidden="true" />
        {label?.name ?? String(value)}
      </span>
    );
  }
  return rule.format(value);
}

/** A cell's text as a link to a web address (a screen's `link`); other schemes stay text. */
function linked(href: string | undefined, shown: ReactNode): ReactNode {
  if (!href || shown === '' || !/^https?:\/\//i.test(href)) return shown;
  return (
    <a className="pg-link" href={href} target="_blank" rel="noopener noreferrer">
      {shown}
    </a>
  );
}

function GridRowInner<Row>(props: GridRowProps<Row>) {
  const { index, top, entry, layout, context, editingCol, fillCorner } = props;
  const intl = useIntl();
  const { controller, gridId, columns, rowHeight } = context;
  const slice = parseSlice(props.slice);
  const rowStyle = { transform: `translateY(${top}px)`, height: rowHeight, width: layout.width };

  if (entry === undefined) {
    return (
      <div role="row" aria-rowindex={index + 2} className="pg-row pg-row-loading" style={rowStyle}>
        <div
          role="gridcell"
          className="pg-cell pg-skeleton"
          style={{ width: layout.width }}
          aria-busy="true"
        >
          <span className="pg-visually-hidden">
            {intl.formatMessage({ id: 'common.grid.loading' })}
          </span>
        </div>
      </div>
    );
  }

  if (entry.kind === 'group') {
    const column = columns.find((c) => c.id === entry.columnId);
    const value = column ? column.rule.format(entry.value) : String(entry.value ?? '');
    const label = intl.formatMessage(
      { id: 'common.grid.groupRow' },
      {
        column: column?.header ?? entry.columnId,
        value: value || intl.formatMessage({ id: 'common.grid.blankValue' }),
        count: entry.count,
      },
    );
    const active = slice !== null && slice.cursor >= 0;
    return (
      <div
        role="row"
        aria-rowindex={index + 2}
        data-r={index}
        aria-expanded={entry.expanded}
        className="pg-row pg-row-group"
        style={rowStyle}
      >
        <div
          role="gridcell"
          id={active ? `${gridId}-${index}-0` : undefined}
          aria-colindex={1}
          aria-colspan={columns.length}
          aria-selected={active || undefined}
          data-c={0}
          className={`pg-cell pg-group-cell${active ? ' pg-cursor' : ''}`}
          style={{ width: layout.width, paddingInlineStart: 8 + entry.depth * 20 }}
        >
          <button
            type="button"
            className="pg-toggle"
            aria-expanded={entry.expanded}
            tabIndex={-1}
            aria-label={intl.formatMessage({
              id: entry.expanded ? 'common.grid.collapse' : 'common.grid.expand',
            })}
            onClick={entry.toggle}
          ></button>
          <span className="pg-group-label">{label}</span>
        </div>
      </div>
    );
  }

  const renderCell = (g: ColumnGeometry) => {
    const column = columns[g.index];
    if (!column) return null;
    const value = controller.valueOf(entry, column);
    const error: Refusal | undefined = controller.errorOf(entry.id, column.id);
    const inRange = slice !== null && g.index >= slice.left && g.index <= slice.right;
    const isCursor = slice !== null && slice.cursor === g.index;
    const editing = editingCol === g.index;
    let className = `pg-cell${cellClass(g)}`;
    if (column.rule.numeric) className += ' pg-num';
    if (inRange) className += ' pg-sel';
    if (isCursor) className += ' pg-cursor';
    // A refusal of the last edit wins over the screen's own note (import issues).
    const note = error ? undefined : column.note?.(entry.row);
    if (error || note?.tone === 'error') className += ' pg-error';
    else if (note) className += ' pg-warning';
    if (editing) className += ' pg-editing';
    const style = cellStyle(g);
    const shadow = slice ? selectionShadow(slice, g.index) : undefined;
    const tree =
      g.index === context.treeColumn && (entry.depth > 0 || entry.canExpand || entry.isFolder);
    const reason = error ? refusalMessage(intl, error) : note?.text;
    // Few attributes per cell: a fast scroll rewrites them on hundreds of cells a frame.
    return (
      <div
        key={column.id}
        role="gridcell"
        id={isCursor ? `${gridId}-${index}-${g.index}` : undefined}
        aria-colindex={g.index + 1}
        aria-selected={inRange || isCursor || undefined}
        aria-readonly={column.readOnly || entry.isFolder || undefined}
        aria-invalid={error || note?.tone === 'error' ? true : undefined}
        aria-description={reason}
        title={reason}
        data-c={g.index}
        className={className}
        style={shadow ? { ...style, boxShadow: shadow } : style}
      >
        {tree ? (
          <span className="pg-tree" style={{ paddingInlineStart: entry.depth * 20 }}>
            {entry.canExpand ? (
              <button
                type="button"
                className="pg-toggle"
                aria-expanded={entry.expanded}
                tabIndex={-1}
                aria-label={intl.formatMessage({
                  id: entry.expanded ? 'common.grid.collapse' : 'common.grid.expand',
                })}
                onClick={entry.toggle}
              ></button>
            ) : (
              <span className="pg-toggle-space" />
            )}
            {entry.isFolder ? <span className="pg-folder" aria-hidden="true" /> : null}
          </span>
        ) : null}
        {editing ? (
          <CellEditor
            key={entry.id}
            controller={controller}
            gridId={gridId}
            column={column}
            row={index}
            rowData={entry.row}
          />
        ) : (
          linked(column.link?.(entry.row), content(column, value))
        )}
        {fillCorner && isCursorCorner(slice, g.index) ? (
          <span
            className="pg-fill"
            data-fill="true"
            role="presentation"
            title={intl.formatMessage({ id: 'common.grid.fillHandle' })}
          />
        ) : null}
      </div>
    );
  };

  const rowSelected =
    slice !== null &&
    slice.left <= slice.right &&
    slice.left === 0 &&
    slice.right === columns.length - 1;
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      data-r={index}
      aria-selected={rowSelected || undefined}
      aria-expanded={entry.canExpand ? entry.expanded : undefined}
      aria-level={context.treeColumn >= 0 ? entry.depth + 1 : undefined}
      className={`pg-row${entry.isFolder ? ' pg-row-folder' : ''}`}
      style={rowStyle}
    >
      {layout.start.map(renderCell)}
      {layout.lead > 0 ? <div className="pg-gap" style={{ width: layout.lead }} /> : null}
      {layout.center.map(renderCell)}
      {layout.trail > 0 ? <div className="pg-gap" style={{ width: layout.trail }} /> : null}
      {layout.end.map(renderCell)}
    </div>
  );
}

function isCursorCorner(slice: Slice | null, col: number): boolean {
  return slice !== null && slice.bottom && col === slice.right;
}

export const GridRow = memo(GridRowInner) as typeof GridRowInner;

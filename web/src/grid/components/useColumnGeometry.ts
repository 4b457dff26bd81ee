import type { RowData } from '@tanstack/react-table';
import { useMemo } from 'react';
import type { GridColumn } from '../types.ts';
import type { ColumnGeometry } from './layout.ts';
import type { GridTable } from './useGridTable.ts';

/**
 * The visible columns in render order (start pinned, centre, end pinned) and where each one
 * is: the selection's column indexes, the widths and the sticky insets of pinned columns.
 */
export function useColumnGeometry<Row extends RowData>(
  table: GridTable<Row>,
  columns: GridColumn<Row>[],
) {
  const byId = useMemo(() => new Map(columns.map((c) => [c.id, c])), [columns]);
  const leafColumns = [
    ...table.getStartVisibleLeafColumns(),
    ...table.getCenterVisibleLeafColumns(),
    ...table.getEndVisibleLeafColumns(),
  ];
  const visibleKey = leafColumns
    .map((c) => `${c.id}:${c.getSize()}:${c.getIsPinned() || ''}`)
    .join('|');
  const { visible, geometry } = useMemo(() => {
    const list: GridColumn<Row>[] = [];
    const geo: ColumnGeometry[] = [];
    let left = 0;
    leafColumns.forEach((column, index) => {
      const pinned = column.getIsPinned();
      list.push(byId.get(column.id) as GridColumn<Row>);
      geo.push({
        index,
        id: column.id,
        width: column.getSize(),
        left,
        pinned,
        inset:
          pinned === 'start'
            ? column.getStart('start')
            : pinned === 'end'
              ? column.getAfter('end')
              : 0,
        edge:
          (pinned === 'start' && leafColumns[index + 1]?.getIsPinned() !== 'start') ||
          (pinned === 'end' && leafColumns[index - 1]?.getIsPinned() !== 'end'),
      });
      left += column.getSize();
    });
    return { visible: list, geometry: geo };
    // The key captures every input the geometry reads from the columns.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [visibleKey, byId]);
  return { byId, visible, geometry, visibleKey };
}

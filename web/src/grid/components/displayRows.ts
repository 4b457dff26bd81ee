import type { Row as TableRow, RowData, TableFeatures } from '@tanstack/react-table';
import type { DisplayRow } from '../controller/displayModel.ts';
import type { RowId } from '../types.ts';

// TanStack's rendered rows (grouped, sorted, expanded) as the grid's display rows.

export function toDisplayRows<Row extends RowData, F extends TableFeatures>(
  rows: readonly TableRow<F, Row>[],
  getId: (row: Row) => RowId,
  isFolder?: (row: Row) => boolean,
): DisplayRow<Row>[] {
  return rows.map((row) => {
    const r = row as TableRow<F, Row> & {
      getIsGrouped?: () => boolean;
      groupingColumnId?: string;
      groupingValue?: unknown;
      getIsExpanded?: () => boolean;
      getCanExpand?: () => boolean;
      toggleExpanded?: (value?: boolean) => void;
    };
    const expanded = r.getIsExpanded?.() ?? false;
    const toggle = () => r.toggleExpanded?.();
    if (r.getIsGrouped?.()) {
      return {
        kind: 'group',
        key: row.id,
        columnId: r.groupingColumnId ?? '',
        value: r.groupingValue,
        depth: row.depth,
        count: row.getLeafRows().length,
        expanded,
        toggle,
      };
    }
    const id = getId(row.original);
    return {
      kind: 'row',
      key: id,
      id,
      row: row.original,
      depth: row.depth,
      isFolder: isFolder?.(row.original) ?? false,
      canExpand: r.getCanExpand?.() ?? row.subRows.length > 0,
      expanded,
      toggle,
    };
  });
}

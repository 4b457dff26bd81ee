import type { Column, RowData } from '@tanstack/react-table';
import { Menu, MenuItem, Popover, Separator } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { ColumnLayout } from '../types.ts';
import type { gridFeatures } from './useGridTable.ts';

// Per-column options: sort, reorder, pin and hide, reachable by keyboard (the header's ⋮).
// One menu for the whole grid, opened beside the ⋮ that was pressed: thirty menu triggers in
// the header would cost the first render more than the rows do.

export interface ColumnMenuProps<Row extends RowData> {
  column: Column<typeof gridFeatures, Row, unknown>;
  header: string;
  anchor: HTMLElement;
  onClose: () => void;
  changeLayout: (change: (layout: ColumnLayout) => ColumnLayout) => void;
}

function move(order: string[], id: string, delta: number): string[] {
  const next = [...order];
  const from = next.indexOf(id);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= next.length) return order;
  next.splice(from, 1);
  next.splice(to, 0, id);
  return next;
}

export function ColumnMenu<Row extends RowData>(props: ColumnMenuProps<Row>) {
  const { column, header, anchor, onClose, changeLayout } = props;
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `common.grid.${id}` });
  const pinned = column.getIsPinned();
  const close = () => {
    onClose();
    anchor.focus();
  };
  const onAction = (key: string | number) => {
    switch (key) {
      case 'asc':
      case 'desc':
        column.toggleSorting(key === 'desc', false);
        break;
      case 'addSort':
        column.toggleSorting(undefined, true);
        break;
      case 'clearSort':
        column.clearSorting();
        break;
      case 'left':
      case 'right':
        changeLayout((l) => ({ ...l, order: move(l.order, column.id, key === 'left' ? -1 : 1) }));
        break;
      case 'pinStart':
        column.pin('start');
        break;
      case 'pinEnd':
        column.pin('end');
        break;
      case 'unpin':
        column.pin(false);
        break;
      case 'hide':
        column.toggleVisibility(false);
        break;
    }
  };
  const items: { id: string; show: boolean; separator?: boolean }[] = [
    { id: 'asc', show: column.getCanSort() },
    { id: 'desc', show: column.getCanSort() },
    { id: 'addSort', show: column.getCanSort() && column.getCanMultiSort() },
    { id: 'clearSort', show: column.getIsSorted() !== false },
    { id: 'left', show: true, separator: column.getCanSort() },
    { id: 'right', show: true },
    { id: 'pinStart', show: pinned !== 'start', separator: true },
    { id: 'pinEnd', show: pinned !== 'end' },
    { id: 'unpin', show: pinned !== false },
    { id: 'hide', show: column.getCanHide() },
  ];
  const labels: Record<string, string> = {
    asc: 'sortAscending',
    desc: 'sortDescending',
    addSort: 'addToSort',
    clearSort: 'clearSort',
    left: 'moveLeft',
    right: 'moveRight',
    pinStart: 'pinStart',
    pinEnd: 'pinEnd',
    unpin: 'unpin',
    hide: 'hideColumn',
  };
  return (
    <Popover
      className="pg-popover"
      placement="bottom end"
      triggerRef={{ current: anchor }}
      aria-label={intl.formatMessage({ id: 'common.grid.columnMenu' }, { column: header })}
      isOpen
      onOpenChange={(open) => (open ? undefined : close())}
    >
      <Menu
        className="pg-menu"
        aria-label={intl.formatMessage({ id: 'common.grid.columnMenu' }, { column: header })}
        autoFocus="first"
        onAction={onAction}
        onClose={close}
      >
        {items
          .filter((item) => item.show)
          .flatMap((item) => [
            ...(item.separator
              ? [<Separator key={`${item.id}-sep`} className="pg-menu-sep" />]
              : []),
            <MenuItem key={item.id} id={item.id} className="pg-menu-item">
              {t(labels[item.id] ?? item.id)}
            </MenuItem>,
          ])}
      </Menu>
    </Popover>
  );
}

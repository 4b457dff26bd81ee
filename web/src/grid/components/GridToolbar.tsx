import { memo, useState, type ReactNode } from 'react';
import { Menu, MenuItem, Popover, type Selection } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { SaveStatus } from '../types.ts';

// Undo, redo, grouping and column visibility, plus the saving indicator (spec 000 §4:
// 'Saving...', then 'All changes saved.' or 'An error has occurred while saving.').
// Plain buttons; a menu's popover mounts only while it is open (first render stays light).

export interface GroupingOption {
  id: string;
  label: string;
  columns: string[];
}

export interface ToolbarColumn {
  id: string;
  header: string;
  visible: boolean;
}

export interface GridToolbarProps {
  /** Columns the user may hide or show. */
  columns: ToolbarColumn[];
  onVisibleColumns: (visible: Set<string>) => void;
  /** Undo and redo are offered (a read-only list has nothing to undo). */
  history?: boolean;
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  groupings?: GroupingOption[];
  grouping: string[];
  onGrouping: (columns: string[]) => void;
  status: SaveStatus;
  children?: ReactNode;
}

export function SavingIndicator({ status }: { status: SaveStatus }) {
  const intl = useIntl();
  const id =
    status === 'saving'
      ? 'common.grid.saving'
      : status === 'saved'
        ? 'common.grid.allChangesSaved'
        : status === 'error'
          ? 'common.grid.saveError'
          : null;
  return (
    <span role="status" aria-live="polite" className={`pg-saving pg-saving-${status}`}>
      {id ? intl.formatMessage({ id }) : ''}
    </span>
  );
}

function GridToolbarInner(props: GridToolbarProps) {
  const { columns, groupings, grouping } = props;
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `common.grid.${id}` });
  const [open, setOpen] = useState<{ menu: 'grouping' | 'columns'; anchor: HTMLElement } | null>(
    null,
  );
  const visible: Selection = new Set(columns.filter((c) => c.visible).map((c) => c.id));
  const activeGrouping =
    groupings?.find((g) => g.columns.join('|') === grouping.join('|'))?.id ?? 'none';
  const close = () => {
    open?.anchor.focus();
    setOpen(null);
  };
  const popover = (label: string, menu: ReactNode) =>
    open ? (
      <Popover
        className="pg-popover"
        triggerRef={{ current: open.anchor }}
        aria-label={label}
        isOpen
        onOpenChange={(isOpen) => (isOpen ? undefined : close())}
        placement="bottom start"
      >
        {menu}
      </Popover>
    ) : null;
  return (
    <div className="pg-toolbar" role="toolbar" aria-label={t('toolbar')}>
      {props.history !== false && (
        <>
          <button
            type="button"
            className="pg-button"
            disabled={!props.canUndo}
            onClick={props.onUndo}
          >
            ↶ {t('undo')}
          </button>
          <button
            type="button"
            className="pg-button"
            disabled={!props.canRedo}
            onClick={props.onRedo}
          >
            ↷ {t('redo')}
          </button>
        </>
      )}
      {groupings && groupings.length > 0 ? (
        <button
          type="button"
          className="pg-button"
          aria-haspopup="menu"
          aria-expanded={open?.menu === 'grouping'}
          onClick={(event) => setOpen({ menu: 'grouping', anchor: event.currentTarget })}
        >
          {t('grouping')}:{' '}
          {groupings.find((g) => g.id === activeGrouping)?.label ?? t('noGrouping')} ▾
        </button>
      ) : null}
      <button
        type="button"
        className="pg-button"
        aria-haspopup="menu"
        aria-expanded={open?.menu === 'columns'}
        onClick={(event) => setOpen({ menu: 'columns', anchor: event.currentTarget })}
      >
        {t('columns')} ▾
      </button>
      {open?.menu === 'grouping' && groupings
        ? popover(
            t('grouping'),
            <Menu
              className="pg-menu"
              aria-label={t('grouping')}
              autoFocus="first"
              selectionMode="single"
              selectedKeys={[activeGrouping]}
              onAction={(key) =>
                props.onGrouping(groupings.find((g) => g.id === key)?.columns ?? [])
              }
              onClose={close}
            >
              <MenuItem className="pg-menu-item" id="none">
                {t('noGrouping')}
              </MenuItem>
              {groupings.map((option) => (
                <MenuItem className="pg-menu-item" key={option.id} id={option.id}>
                  {option.label}
                </MenuItem>
              ))}
            </Menu>,
          )
        : null}
      {open?.menu === 'columns'
        ? popover(
            t('columns'),
            <Menu
              className="pg-menu"
              aria-label={t('columns')}
              autoFocus="first"
              selectionMode="multiple"
              selectedKeys={visible}
              onSelectionChange={(keys) =>
                props.onVisibleColumns(
                  new Set(keys === 'all' ? columns.map((c) => c.id) : [...keys].map(String)),
                )
              }
            >
              {columns.map((column) => (
                <MenuItem className="pg-menu-item" key={column.id} id={column.id}>
                  {column.header}
                </MenuItem>
              ))}
            </Menu>,
          )
        : null}
      {props.children}
      <span className="pg-toolbar-fill" />
      <SavingIndicator status={props.status} />
    </div>
  );
}

export const GridToolbar = memo(GridToolbarInner);

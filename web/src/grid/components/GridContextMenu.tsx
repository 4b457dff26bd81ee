import { useRef } from 'react';
import { Menu, MenuItem, Popover } from 'react-aria-components';
import { useIntl } from 'react-intl';

// The grid's context menu (spec 000 §2: New Folder, Delete, expand all, collapse all), opened
// by a right click, a long press, the Menu key or Shift+F10 at the cursor.

export interface ContextMenuState {
  x: number;
  y: number;
}

export interface GridContextMenuProps {
  at: ContextMenuState | null;
  onClose: () => void;
  onNewFolder?: (() => void) | undefined;
  onDelete?: (() => void) | undefined;
  onExpandAll?: (() => void) | undefined;
  onCollapseAll?: (() => void) | undefined;
}

export function GridContextMenu({ at, onClose, ...actions }: GridContextMenuProps) {
  const intl = useIntl();
  const anchor = useRef<HTMLDivElement>(null);
  const t = (id: string) => intl.formatMessage({ id: `common.grid.${id}` });
  const items = [
    { id: 'newFolder', run: actions.onNewFolder },
    { id: 'delete', run: actions.onDelete },
    { id: 'expandAll', run: actions.onExpandAll },
    { id: 'collapseAll', run: actions.onCollapseAll },
  ].filter((item): item is { id: string; run: () => void } => item.run !== undefined);
  return (
    <>
      <div
        ref={anchor}
        className="pg-context-anchor"
        style={{ left: at?.x ?? 0, top: at?.y ?? 0 }}
      />
      <Popover
        className="pg-popover"
        triggerRef={anchor}
        aria-label={t('rowActions')}
        isOpen={at !== null && items.length > 0}
        onOpenChange={(open) => (open ? undefined : onClose())}
        placement="bottom start"
        offset={2}
      >
        <Menu
          className="pg-menu"
          aria-label={t('rowActions')}
          autoFocus="first"
          onAction={(key) => items.find((item) => item.id === key)?.run()}
          onClose={onClose}
        >
          {items.map((item) => (
            <MenuItem className="pg-menu-item" key={item.id} id={item.id}>
              {t(item.id)}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </>
  );
}

import type { KeyboardEvent } from 'react';
import type { GridController } from '../controller/GridController.ts';
import { commandForKey } from '../model/keymap.ts';
import * as sel from '../model/selection.ts';
import type { ColumnGeometry } from './layout.ts';

// The grid element's keydown: the keyboard map (model/keymap.ts) run by the controller, the
// cursor kept in view, and the context menu on the Menu key or Shift+F10.

/** Element.scrollTo where the platform has it (jsdom has none). */
export function scrollTo(element: HTMLElement, options: ScrollToOptions): void {
  if (typeof element.scrollTo === 'function') element.scrollTo(options);
}

export interface GridKeyboardOptions<Row> {
  controller: GridController<Row>;
  scrollerRef: { readonly current: HTMLElement | null };
  geometry: ColumnGeometry[];
  gridId: string;
  rowHeight: number;
  headerHeight: number;
  /** Page height assumed where the grid cannot be measured (jsdom). */
  defaultHeight: number;
  openMenu: (x: number, y: number) => void;
}

/** Scrolls just enough for a cell to be in view below the sticky header and beside pinned columns. */
function ensureVisible<Row>(options: GridKeyboardOptions<Row>, pos: sel.CellPos): void {
  const { scrollerRef, rowHeight, headerHeight, geometry } = options;
  const scroller = scrollerRef.current;
  if (!scroller) return;
  const top = pos.row * rowHeight;
  const viewport = scroller.clientHeight - headerHeight;
  if (top < scroller.scrollTop) scrollTo(scroller, { top });
  else if (top + rowHeight > scroller.scrollTop + viewport)
    scrollTo(scroller, { top: top + rowHeight - viewport });
  const g = geometry[pos.col];
  if (!g || g.pinned) return;
  const width = (side: 'start' | 'end') =>
    geometry.filter((x) => x.pinned === side).reduce((s, x) => s + x.width, 0);
  const startWidth = width('start');
  const endWidth = width('end');
  if (g.left - startWidth < scroller.scrollLeft) scrollTo(scroller, { left: g.left - startWidth });
  else if (g.left + g.width > scroller.scrollLeft + scroller.clientWidth - endWidth) {
    scrollTo(scroller, { left: g.left + g.width - scroller.clientWidth + endWidth });
  }
}

export function useGridKeyboard<Row>(options: GridKeyboardOptions<Row>) {
  const { controller, gridId, rowHeight, headerHeight, defaultHeight, openMenu } = options;
  return (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10')) {
      event.preventDefault();
      const active = controller.selection?.active;
      const cell = active ? document.getElementById(`${gridId}-${active.row}-${active.col}`) : null;
      const box = (cell ?? event.currentTarget).getBoundingClientRect();
      openMenu(box.left + 8, box.bottom);
      return;
    }
    const command = commandForKey(event.nativeEvent);
    if (!command) return;
    if (!controller.selection && command.type !== 'undo' && command.type !== 'redo') {
      controller.select(sel.cursorAt({ row: 0, col: 0 }));
      event.preventDefault();
      return;
    }
    const height = event.currentTarget.clientHeight || defaultHeight;
    const pageRows = Math.max(1, Math.floor((height - headerHeight) / rowHeight));
    if (!controller.command(command, pageRows)) return;
    event.preventDefault();
    const target = controller.selection;
    if (target && command.type !== 'selectAll') {
      ensureVisible(
        options,
        command.type === 'move' && command.extend ? target.focus : target.active,
      );
    }
    // Home and End take the view to the row's start or end, pinned columns or not.
    if (command.type === 'jump') {
      const toStart = command.to === 'rowStart' || command.to === 'first';
      scrollTo(event.currentTarget, { left: toStart ? 0 : event.currentTarget.scrollWidth });
    }
  };
}

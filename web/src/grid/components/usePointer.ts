import { useEffect, useRef, useState, type MouseEvent, type PointerEvent } from 'react';
import type { GridController } from '../controller/GridController.ts';
import { fillArea, fillDirection } from '../model/fill.ts';
import * as sel from '../model/selection.ts';

// Mouse, pen and touch on the grid body, by event delegation (rows carry data-r, cells data-c):
// press selects, Shift+press extends, drag selects a range, the fill handle fills, double
// click edits (or, on the handle, fills down to the neighbouring column's length).

function cellOf(target: EventTarget | null): sel.CellPos | null {
  const cell = (target as Element | null)?.closest?.('[data-c]');
  const row = cell?.closest('[data-r]');
  if (!cell || !row) return null;
  return { row: Number(row.getAttribute('data-r')), col: Number(cell.getAttribute('data-c')) };
}

export interface PointerHandlers {
  onPointerDown: (event: PointerEvent<HTMLDivElement>) => void;
  onPointerOver: (event: PointerEvent<HTMLDivElement>) => void;
  onDoubleClick: (event: MouseEvent<HTMLDivElement>) => void;
  onContextMenu: (event: MouseEvent<HTMLDivElement>) => void;
  fillPreview: sel.Rect | null;
}

const EDGE_PX = 32;
const STEP_PX = 24;

export function usePointer<Row>(
  controller: GridController<Row>,
  scrollerRef: { readonly current: HTMLElement | null },
  focusGrid: () => void,
  openMenu: (x: number, y: number) => void,
): PointerHandlers {
  const mode = useRef<'none' | 'select' | 'fill'>('none');
  const [fillPreview, setFillPreview] = useState<sel.Rect | null>(null);
  const fillTarget = useRef<sel.CellPos | null>(null);

  useEffect(() => {
    const end = () => {
      if (mode.current === 'fill' && fillTarget.current) {
        const { row, col } = fillTarget.current;
        void controller.fillTo(row, col);
      }
      mode.current = 'none';
      fillTarget.current = null;
      setFillPreview(null);
    };
    // Dragging past an edge scrolls the grid, as a spreadsheet does.
    const move = (event: globalThis.PointerEvent) => {
      const scroller = scrollerRef.current;
      if (mode.current === 'none' || !scroller) return;
      const box = scroller.getBoundingClientRect();
      const dy =
        event.clientY > box.bottom - EDGE_PX
          ? STEP_PX
          : event.clientY < box.top + EDGE_PX
            ? -STEP_PX
            : 0;
      const dx =
        event.clientX > box.right - EDGE_PX
          ? STEP_PX
          : event.clientX < box.left + EDGE_PX
            ? -STEP_PX
            : 0;
      if ((dx || dy) && typeof scroller.scrollBy === 'function') scroller.scrollBy(dx, dy);
    };
    window.addEventListener('pointerup', end);
    window.addEventListener('pointercancel', end);
    window.addEventListener('pointermove', move);
    return () => {
      window.removeEventListener('pointerup', end);
      window.removeEventListener('pointercancel', end);
      window.removeEventListener('pointermove', move);
    };
  }, [controller, scrollerRef]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    const target = event.target as Element;
    if (target.closest('button, input, .pg-editor')) return;
    const cell = cellOf(target);
    if (!cell) return;
    controller.finishEdit();
    if (target.closest('[data-fill]')) {
      event.preventDefault();
      mode.current = 'fill';
      return;
    }
    // Touch scrolls the grid; a tap selects on release (see onPointerOver's guard).
    if (event.pointerType !== 'touch') {
      event.preventDefault();
      mode.current = 'select';
    }
    controller.select(sel.click(controller.selection, cell, event.shiftKey));
    focusGrid();
  };

  const onPointerOver = (event: PointerEvent<HTMLDivElement>) => {
    if (mode.current === 'none' || !controller.selection) return;
    const cell = cellOf(event.target);
    if (!cell) return;
    if (mode.current === 'select') {
      const { focus } = controller.selection;
      if (focus.row !== cell.row || focus.col !== cell.col)
        controller.select(sel.dragTo(controller.selection, cell));
      return;
    }
    const rect = sel.rectOf(controller.selection);
    const direction = fillDirection(rect, cell.row, cell.col);
    fillTarget.current = direction ? cell : null;
    setFillPreview(direction ? fillArea(rect, direction, cell.row, cell.col) : null);
  };

  const onDoubleClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as Element;
    if (target.closest('button, input')) return;
    if (target.closest('[data-fill]')) {
      mode.current = 'none';
      void controller.fillDownToNeighbour();
      return;
    }
    if (cellOf(target)) controller.startEdit();
  };

  const onContextMenu = (event: MouseEvent<HTMLDivElement>) => {
    const cell = cellOf(event.target);
    if (!cell) return;
    event.preventDefault();
    const current = controller.selection;
    if (!current || !sel.contains(sel.rectOf(current), cell.row, cell.col))
      controller.select(sel.cursorAt(cell));
    openMenu(event.clientX, event.clientY);
  };

  return { onPointerDown, onPointerOver, onDoubleClick, onContextMenu, fillPreview };
}

import * as sel from '../model/selection.ts';
import type { GridCommand } from '../model/keymap.ts';
import type { CommandHost } from './host.ts';

// The keyboard map's commands, run against a controller (selection moves, edit, clear,
// undo/redo, fill). Returns false when the key is not the grid's (the browser keeps it).

export function runCommand(c: CommandHost, command: GridCommand, pageRows: number): boolean {
  const bounds = c.bounds();
  if (bounds.rows === 0 || bounds.cols === 0) return false;
  const current = c.selection ?? sel.cursorAt({ row: 0, col: 0 });
  const set = (next: sel.Selection): true => {
    c.select(next);
    return true;
  };
  switch (command.type) {
    case 'move':
      return set(
        (command.extend ? sel.extend : sel.move)(current, command.dRow, command.dCol, bounds),
      );
    case 'jump': {
      const anchor = command.extend ? current.focus : current.active;
      const target =
        command.to === 'rowStart'
          ? { row: anchor.row, col: 0 }
          : command.to === 'rowEnd'
            ? { row: anchor.row, col: bounds.cols - 1 }
            : command.to === 'first'
              ? { row: 0, col: 0 }
              : { row: bounds.rows - 1, col: bounds.cols - 1 };
      return set(sel.moveTo(current, target, bounds, command.extend));
    }
    case 'page': {
      const delta = command.direction * Math.max(1, pageRows - 1);
      return set((command.extend ? sel.extend : sel.move)(current, delta, 0, bounds));
    }
    case 'tab': {
      // Tab moves across the row as in a spreadsheet; from the row's last cell (first, with
      // Shift) it leaves the grid, so keyboard users can reach the controls around it.
      const edge = command.direction === 1 ? bounds.cols - 1 : 0;
      if (current.active.col === edge) return false;
      return set(sel.tab(current, command.direction, bounds));
    }
    case 'enter':
      return set(sel.move(current, command.direction, 0, bounds));
    case 'selectAll':
      return set(sel.selectAll(c.selection, bounds));
    case 'deselect':
      return set(sel.deselect(current));
    case 'edit':
      c.startEdit();
      return true;
    case 'type':
      c.startEdit(command.text);
      return true;
    case 'escape':
      if (c.errors.size === 0) return false;
      c.errors.clear();
      c.dataChanged();
      return true;
    case 'clear':
      void c.clearSelection();
      return true;
    case 'undo':
      void c.undo();
      return true;
    case 'redo':
      void c.redo();
      return true;
    case 'fillSelection':
      void c.fillSelectionWithActive();
      return true;
  }
}

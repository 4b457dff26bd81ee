// The grid's keyboard map (spec 000 §4: Backspace/Delete clears the range, Ctrl/Cmd+Z undo,
// Alt+Z redo, Ctrl/Cmd+A select all, Ctrl/Cmd+D deselect), pure so it is tested without a DOM.
// Copy and paste are not here: they arrive as the browser's copy/paste events.

export interface KeyInput {
  key: string;
  /** Physical key, so Alt+Z still reads as Z on a Mac (where Alt+Z types 'Ω'). */
  code?: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  shiftKey?: boolean;
  altKey?: boolean;
}

export type GridCommand =
  | { type: 'move'; dRow: number; dCol: number; extend: boolean }
  | { type: 'jump'; to: 'rowStart' | 'rowEnd' | 'first' | 'last'; extend: boolean }
  | { type: 'page'; direction: 1 | -1; extend: boolean }
  | { type: 'tab'; direction: 1 | -1 }
  | { type: 'enter'; direction: 1 | -1 }
  | { type: 'edit' }
  | { type: 'type'; text: string }
  | { type: 'clear' }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'selectAll' }
  | { type: 'deselect' }
  | { type: 'fillSelection' }
  | { type: 'escape' };

const ARROWS: Record<string, [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

function letter(input: KeyInput): string {
  if (input.code?.startsWith('Key')) return input.code.slice(3).toLowerCase();
  return input.key.length === 1 ? input.key.toLowerCase() : input.key;
}

/** The command for a key pressed while the grid (not a cell editor) has focus. */
export function commandForKey(input: KeyInput): GridCommand | null {
  const mod = input.ctrlKey === true || input.metaKey === true;
  const shift = input.shiftKey === true;
  const arrow = ARROWS[input.key];
  if (arrow) {
    // Ctrl+arrow jumps to the edge, as in a spreadsheet.
    if (mod) {
      if (arrow[0] !== 0)
        return { type: 'move', dRow: arrow[0] * Number.MAX_SAFE_INTEGER, dCol: 0, extend: shift };
      return { type: 'jump', to: arrow[1] < 0 ? 'rowStart' : 'rowEnd', extend: shift };
    }
    return { type: 'move', dRow: arrow[0], dCol: arrow[1], extend: shift };
  }
  const key = letter(input);
  if (mod && !input.altKey) {
    if (key === 'z') return shift ? { type: 'redo' } : { type: 'undo' };
    if (key === 'y') return { type: 'redo' };
    if (key === 'a') return { type: 'selectAll' };
    // spec 000 §4 makes Ctrl/Cmd+D deselect (Excel's fill down is the fill handle here).
    if (key === 'd') return shift ? null : { type: 'deselect' };
    if (input.key === 'Enter') return { type: 'fillSelection' };
    if (input.key === 'Home') return { type: 'jump', to: 'first', extend: shift };
    if (input.key === 'End') return { type: 'jump', to: 'last', extend: shift };
    return null;
  }
  if (input.altKey && key === 'z') return { type: 'redo' };
  switch (input.key) {
    case 'Tab':
      return { type: 'tab', direction: shift ? -1 : 1 };
    case 'Enter':
      return { type: 'enter', direction: shift ? -1 : 1 };
    case 'F2':
      return { type: 'edit' };
    case 'Escape':
      return { type: 'escape' };
    case 'Home':
      return { type: 'jump', to: 'rowStart', extend: shift };
    case 'End':
      return { type: 'jump', to: 'rowEnd', extend: shift };
    case 'PageUp':
      return { type: 'page', direction: -1, extend: shift };
    case 'PageDown':
      return { type: 'page', direction: 1, extend: shift };
    case 'Backspace':
    case 'Delete':
      return { type: 'clear' };
  }
  if (!input.altKey && input.key.length === 1) return { type: 'type', text: input.key };
  return null;
}

export type EditorKeyResult =
  | { type: 'commit'; then: 'down' | 'up' | 'right' | 'left' | 'stay' }
  | { type: 'commitFill' }
  | { type: 'cancel' }
  | null;

/** Keys that end an edit in a cell editor; everything else is typing. */
export function editorKey(input: KeyInput): EditorKeyResult {
  const mod = input.ctrlKey === true || input.metaKey === true;
  if (input.key === 'Escape') return { type: 'cancel' };
  if (input.key === 'Enter' && input.altKey) return null; // a line break inside the cell
  if (input.key === 'Enter' && mod) return { type: 'commitFill' };
  if (input.key === 'Enter') return { type: 'commit', then: input.shiftKey ? 'up' : 'down' };
  if (input.key === 'Tab') return { type: 'commit', then: input.shiftKey ? 'left' : 'right' };
  return null;
}

import { describe, expect, it } from 'vitest';
import { commandForKey, editorKey } from './keymap.ts';

describe('[spec 000 §4] keyboard map', () => {
  it.each([
    [{ key: 'ArrowDown' }, { type: 'move', dRow: 1, dCol: 0, extend: false }],
    [
      { key: 'ArrowLeft', shiftKey: true },
      { type: 'move', dRow: 0, dCol: -1, extend: true },
    ],
    [{ key: 'Tab' }, { type: 'tab', direction: 1 }],
    [
      { key: 'Tab', shiftKey: true },
      { type: 'tab', direction: -1 },
    ],
    [{ key: 'Enter' }, { type: 'enter', direction: 1 }],
    [
      { key: 'Enter', shiftKey: true },
      { type: 'enter', direction: -1 },
    ],
    [{ key: 'F2' }, { type: 'edit' }],
    [{ key: 'Escape' }, { type: 'escape' }],
    [{ key: 'Home' }, { type: 'jump', to: 'rowStart', extend: false }],
    [
      { key: 'End', shiftKey: true },
      { type: 'jump', to: 'rowEnd', extend: true },
    ],
    [
      { key: 'Home', ctrlKey: true },
      { type: 'jump', to: 'first', extend: false },
    ],
    [{ key: 'PageDown' }, { type: 'page', direction: 1, extend: false }],
    [
      { key: 'PageUp', shiftKey: true },
      { type: 'page', direction: -1, extend: true },
    ],
    [{ key: 'Backspace' }, { type: 'clear' }],
    [{ key: 'Delete' }, { type: 'clear' }],
    [{ key: 'z', ctrlKey: true }, { type: 'undo' }],
    [{ key: 'z', metaKey: true }, { type: 'undo' }],
    [{ key: 'Ω', code: 'KeyZ', altKey: true }, { type: 'redo' }],
    [{ key: 'z', altKey: true }, { type: 'redo' }],
    [{ key: 'Z', ctrlKey: true, shiftKey: true }, { type: 'redo' }],
    [{ key: 'y', ctrlKey: true }, { type: 'redo' }],
    [{ key: 'a', ctrlKey: true }, { type: 'selectAll' }],
    [{ key: 'A', metaKey: true, code: 'KeyA' }, { type: 'selectAll' }],
    [{ key: 'd', ctrlKey: true }, { type: 'deselect' }],
    [{ key: 'd', metaKey: true }, { type: 'deselect' }],
    [{ key: 'Enter', ctrlKey: true }, { type: 'fillSelection' }],
    [{ key: '7' }, { type: 'type', text: '7' }],
    [{ key: 'x' }, { type: 'type', text: 'x' }],
  ])('%j → %j', (input, command) => {
    expect(commandForKey(input)).toEqual(command);
  });

  it('Ctrl+arrows jump to the edges', () => {
    expect(commandForKey({ key: 'ArrowDown', ctrlKey: true })).toMatchObject({
      type: 'move',
      dRow: Number.MAX_SAFE_INTEGER,
    });
    expect(commandForKey({ key: 'ArrowRight', metaKey: true })).toEqual({
      type: 'jump',
      to: 'rowEnd',
      extend: false,
    });
  });

  it('leaves copy, paste, cut and browser shortcuts to the browser', () => {
    for (const key of ['c', 'v', 'x', 'r', 'f', 'p'])
      expect(commandForKey({ key, ctrlKey: true })).toBeNull();
    expect(commandForKey({ key: 'Shift' })).toBeNull();
    expect(commandForKey({ key: 'F5' })).toBeNull();
  });
});

describe('cell editor keys', () => {
  it('commits with Enter (down), Shift+Enter (up), Tab (right), Shift+Tab (left)', () => {
    expect(editorKey({ key: 'Enter' })).toEqual({ type: 'commit', then: 'down' });
    expect(editorKey({ key: 'Enter', shiftKey: true })).toEqual({ type: 'commit', then: 'up' });
    expect(editorKey({ key: 'Tab' })).toEqual({ type: 'commit', then: 'right' });
    expect(editorKey({ key: 'Tab', shiftKey: true })).toEqual({ type: 'commit', then: 'left' });
  });
  it('Ctrl+Enter fills the selection, Escape cancels, Alt+Enter is a line break', () => {
    expect(editorKey({ key: 'Enter', ctrlKey: true })).toEqual({ type: 'commitFill' });
    expect(editorKey({ key: 'Escape' })).toEqual({ type: 'cancel' });
    expect(editorKey({ key: 'Enter', altKey: true })).toBeNull();
    expect(editorKey({ key: 'a' })).toBeNull();
  });
});

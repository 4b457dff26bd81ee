import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import type { GridController } from '../controller/GridController.ts';
import { editorKey } from '../model/keymap.ts';
import type { GridColumn } from '../types.ts';

// The in-cell editor: a text field over the cell (with the column's options, or its free
// suggestions, offered as a datalist),
// keys filtered by the column's rule (number cells take digits, dot, comma and control keys).

const SUGGESTIONS_SHOWN = 50;

/** The element, drawn by the grid below the cell, that says why a value was refused. */
export const editorErrorId = (gridId: string): string => `${gridId}-editor-error`;

export interface CellEditorProps<Row> {
  controller: GridController<Row>;
  gridId: string;
  column: GridColumn<Row>;
  row: number;
  /** The edited row (for the column's `optionsFor`). */
  rowData?: Row | undefined;
}

export function CellEditor<Row>({
  controller,
  gridId,
  column,
  row,
  rowData,
}: CellEditorProps<Row>) {
  const intl = useIntl();
  const editing = controller.editing;
  const [text, setText] = useState(editing?.text ?? '');
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const done = useRef(false);

  useEffect(() => {
    const element = input.current;
    if (!element) return;
    element.focus({ preventScroll: true });
    element.setSelectionRange(element.value.length, element.value.length);
  }, []);

  const returnFocus = () => {
    const grid = input.current?.closest<HTMLElement>('[role="grid"]');
    grid?.focus({ preventScroll: true });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const action = editorKey(event);
    if (action) {
      event.preventDefault();
      event.stopPropagation();
      if (action.type === 'cancel') {
        done.current = true;
        controller.cancelEdit();
        returnFocus();
      } else if (action.type === 'commitFill') {
        done.current = true;
        void controller.commitEditToSelection(text);
        returnFocus();
      } else if (controller.commitEdit(text, action.then)) {
        done.current = true;
        returnFocus();
      }
      return;
    }
    // Undo inside the editor is the field's own undo; keep it from reaching the grid.
    event.stopPropagation();
    if (!column.rule.keyAllowed(event)) event.preventDefault();
  };

  // Leaving the cell (a click elsewhere) keeps a valid value; an invalid one is marked.
  const onBlur = () => {
    if (!done.current) controller.finishEdit();
  };

  const error = editing?.error ?? null;
  // A list cell offers all its options; free suggestions, like the REST autocomplete (001 §7),
  // the first 50 that start with the typed text, so a library of thousands stays light.
  const typed = text.trim().toLowerCase();
  const options =
    (rowData !== undefined ? column.optionsFor?.(rowData) : undefined) ??
    column.rule.options ??
    column.suggestions
      ?.filter((s) => s.toLowerCase().startsWith(typed))
      .slice(0, SUGGESTIONS_SHOWN);
  return (
    <>
      <input
        ref={input}
        className="pg-editor"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          controller.updateEditText(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
        onCopy={(event) => event.stopPropagation()}
        onPaste={(event) => event.stopPropagation()}
        onCut={(event) => event.stopPropagation()}
        aria-label={intl.formatMessage(
          { id: 'common.grid.editCell' },
          { column: column.header, row: row + 1 },
        )}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? editorErrorId(gridId) : undefined}
        list={options ? listId : undefined}
        inputMode={column.rule.numeric ? 'decimal' : undefined}
        autoComplete="off"
        spellCheck={false}
      />
      {options ? (
        <datalist id={listId}>
          {options.map((option) => (
            <option key={option} value={option} />
          ))}
        </datalist>
      ) : null}
    </>
  );
}

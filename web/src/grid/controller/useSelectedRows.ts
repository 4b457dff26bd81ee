// The rows under the grid's selection (the rows of its cell range), live from the controller,
// for a screen's row actions: Edit or Details take the row of the active cell; status, delete
// and export take every selected row.
import { useMemo, useSyncExternalStore } from 'react';
import type { GridController } from './GridController.ts';

const IDLE = { subscribe: () => () => undefined, get: () => 0 };

export interface SelectedRows<Row> {
  /** Every loaded row the selection covers, top to bottom. */
  readonly rows: readonly Row[];
  /** The row of the active cell. */
  readonly active: Row | undefined;
}

function rowsOf<Row>(controller: GridController<Row> | null): SelectedRows<Row> {
  const selection = controller?.selection;
  if (!controller || !selection) return { rows: [], active: undefined };
  const top = Math.min(selection.anchor.row, selection.focus.row);
  const bottom = Math.max(selection.anchor.row, selection.focus.row);
  const rows: Row[] = [];
  for (let r = top; r <= bottom; r++) {
    const entry = controller.model.rowAt(r);
    if (entry?.kind === 'row') rows.push(entry.row);
  }
  const at = controller.model.rowAt(selection.active.row);
  return { rows, active: at?.kind === 'row' ? at.row : undefined };
}

export function useSelectedRows<Row>(controller: GridController<Row> | null): SelectedRows<Row> {
  const store = useMemo(
    () => (controller ? { subscribe: controller.subscribe, get: controller.getVersion } : IDLE),
    [controller],
  );
  const version = useSyncExternalStore(store.subscribe, store.get, store.get);
  // Read again whenever the grid changed (selection, rows, values).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => rowsOf(controller), [controller, version]);
}

import type { Step } from '../model/history.ts';
import { replay, rowsOfStep, type Replay } from '../model/replay.ts';
import type { ColumnLayout, GridSettings } from '../types.ts';
import type { ReplayHost } from './host.ts';

// Applies an undo or redo against the data as it is now. Rows are read from the source by
// id (not from the screen), so steps on rows scrolled away, filtered out or re-sorted still
// replay; cells with unsaved edits are read from the edit overlay.

export async function runReplay<Row>(
  controller: ReplayHost<Row>,
  step: Step<Row>,
  direction: 'undo' | 'redo',
): Promise<Replay<Row>> {
  const { options, queue, allColumns, layout } = controller;
  const rows = await options.source.getByIds(rowsOfStep(step));
  const byId = new Map(rows.map((row) => [options.getId(row), row]));
  const sortOrderOf =
    options.sortOrderOf ??
    ((row: Row) =>
      ((row as Record<string, unknown>).sortOrder as number | null | undefined) ?? null);
  const result = replay(step, direction, {
    hasRow: (id) => byId.has(id),
    cell: (rowId, columnId) => {
      const pending = queue.overlayValue(rowId, columnId);
      if (pending) return pending.value;
      const row = byId.get(rowId);
      if (row === undefined) return undefined;
      const column = allColumns.get(columnId);
      return column?.get ? column.get(row) : (row as Record<string, unknown>)[columnId];
    },
    sortOrder: (rowId) => {
      const row = byId.get(rowId);
      return row === undefined ? null : sortOrderOf(row);
    },
    columns: () => layout?.columns(),
    setting: (key) => layout?.settings()[key as keyof GridSettings],
  });
  const { effects } = result;
  if (effects.cells.length > 0) queue.setCells(effects.cells);
  if (effects.deletes.length > 0) queue.deleteRows(effects.deletes);
  if (effects.adds.length > 0) queue.addRows(effects.adds);
  if (effects.renames.length > 0) queue.renameRows(effects.renames);
  if (effects.sorts.length > 0) queue.setSortOrders(effects.sorts);
  if (effects.columns && layout) {
    const value = effects.columns.value as ColumnLayout;
    layout.setColumns(value);
    queue.setColumns(value);
  }
  if (effects.settings.length > 0 && layout) {
    let settings = layout.settings();
    for (const { key, value } of effects.settings) {
      layout.setSetting(key as keyof GridSettings, value);
      settings = { ...settings, [key]: value };
    }
    queue.setSettings(settings);
  }
  return result;
}

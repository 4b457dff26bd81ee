import type { CellEdit, Operation, Rename, RowId, RowSnapshot, SortMove, Step } from './history.ts';

// Turns a history step into what to write for an undo or a redo, against the data as it is
// now. A value someone else has changed since (sync) is left as it is and reported, where
// the common grids would overwrite it or drop the whole history.

export interface CurrentState<Row> {
  /** Whether a row exists now; undefined when unknown (not loaded), treated as "exists". */
  hasRow: (id: RowId) => boolean;
  cell: (rowId: RowId, columnId: string) => unknown;
  sortOrder: (rowId: RowId) => number | null;
  columns: () => unknown;
  setting: (key: string) => unknown;
  rowData?: (id: RowId) => Row | undefined;
}

export interface ReplayEffects<Row> {
  cells: { rowId: RowId; columnId: string; value: unknown }[];
  adds: RowSnapshot<Row>[];
  deletes: RowId[];
  renames: Rename[];
  sorts: { rowId: RowId; sortOrder: number | null }[];
  columns?: { value: unknown };
  settings: { key: string; value: unknown }[];
}

export type Conflict =
  | { kind: 'cell'; rowId: RowId; columnId: string; theirs: unknown }
  | { kind: 'row'; rowId: RowId }
  | { kind: 'sort'; rowId: RowId }
  | { kind: 'column' }
  | { kind: 'setting'; key: string };

export interface Replay<Row> {
  effects: ReplayEffects<Row>;
  conflicts: Conflict[];
}

/** Structural equality for cell values (numbers, strings, lists, plain objects). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if ((a === null || a === undefined || a === '') && (b === null || b === undefined || b === ''))
    return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) =>
    sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
  );
}

function emptyEffects<Row>(): ReplayEffects<Row> {
  return { cells: [], adds: [], deletes: [], renames: [], sorts: [], settings: [] };
}

/** The rows a step touches: the caller loads them before replaying. */
export function rowsOfStep<Row>(step: Step<Row>): RowId[] {
  const ids = new Set<RowId>();
  for (const op of step.operations) {
    if (op.kind === 'cells') for (const edit of op.edits) ids.add(edit.rowId);
    if (op.kind === 'add' || op.kind === 'delete') for (const row of op.rows) ids.add(row.id);
    if (op.kind === 'rename') for (const r of op.renames) ids.add(r.from).add(r.to);
    if (op.kind === 'sort') for (const m of op.moves) ids.add(m.rowId);
  }
  return [...ids];
}

/**
 * Undo (direction 'undo') writes each change's "before" where the data still shows its
 * "after"; redo writes "after" where it still shows "before". Operations replay in reverse
 * order for an undo.
 */
export function replay<Row>(
  step: Step<Row>,
  direction: 'undo' | 'redo',
  now: CurrentState<Row>,
): Replay<Row> {
  const effects = emptyEffects<Row>();
  const conflicts: Conflict[] = [];
  const undo = direction === 'undo';
  const ops = undo ? [...step.operations].reverse() : step.operations;
  for (const op of ops) {
    switch (op.kind) {
      case 'cells':
        replayCells(op.edits, undo, now, effects, conflicts);
        break;
      case 'add':
      case 'delete': {
        // Undoing an add deletes the rows; undoing a delete re-adds them.
        const removes = (op.kind === 'add') === undo;
        for (const snapshot of op.rows) {
          if (removes) {
            if (now.hasRow(snapshot.id)) effects.deletes.push(snapshot.id);
          } else if (!now.hasRow(snapshot.id)) {
            effects.adds.push(snapshot);
          } else {
            conflicts.push({ kind: 'row', rowId: snapshot.id });
          }
        }
        break;
      }
      case 'rename':
        for (const rename of op.renames) {
          const from = undo ? rename.to : rename.from;
          const to = undo ? rename.from : rename.to;
          if (now.hasRow(from) && !now.hasRow(to)) effects.renames.push({ from, to });
          else conflicts.push({ kind: 'row', rowId: from });
        }
        break;
      case 'sort':
        replaySorts(op.moves, undo, now, effects, conflicts);
        break;
      case 'column':
        if (sameValue(now.columns(), undo ? op.after : op.before))
          effects.columns = { value: undo ? op.before : op.after };
        else conflicts.push({ kind: 'column' });
        break;
      case 'setting':
        if (sameValue(now.setting(op.key), undo ? op.after : op.before)) {
          effects.settings.push({ key: op.key, value: undo ? op.before : op.after });
        } else conflicts.push({ kind: 'setting', key: op.key });
        break;
    }
  }
  return { effects, conflicts };
}

function replayCells<Row>(
  edits: CellEdit[],
  undo: boolean,
  now: CurrentState<Row>,
  effects: ReplayEffects<Row>,
  conflicts: Conflict[],
): void {
  for (let i = undo ? edits.length - 1 : 0; undo ? i >= 0 : i < edits.length; i += undo ? -1 : 1) {
    const edit = edits[i] as CellEdit;
    if (!now.hasRow(edit.rowId)) {
      conflicts.push({ kind: 'row', rowId: edit.rowId });
      continue;
    }
    const current = now.cell(edit.rowId, edit.columnId);
    const expected = undo ? edit.after : edit.before;
    if (sameValue(current, expected)) {
      effects.cells.push({
        rowId: edit.rowId,
        columnId: edit.columnId,
        value: undo ? edit.before : edit.after,
      });
    } else {
      conflicts.push({ kind: 'cell', rowId: edit.rowId, columnId: edit.columnId, theirs: current });
    }
  }
}

function replaySorts<Row>(
  moves: SortMove[],
  undo: boolean,
  now: CurrentState<Row>,
  effects: ReplayEffects<Row>,
  conflicts: Conflict[],
): void {
  for (const move of moves) {
    if (sameValue(now.sortOrder(move.rowId), undo ? move.after : move.before)) {
      effects.sorts.push({ rowId: move.rowId, sortOrder: undo ? move.before : move.after });
    } else {
      conflicts.push({ kind: 'sort', rowId: move.rowId });
    }
  }
}

export type { Operation };

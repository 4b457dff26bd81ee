// Undo and redo (spec 000 §4): row updates, adds, deletes, renames, sorts, column and
// setting changes; changes within 100 ms are batched into one step; a paste, a fill or an
// import is one step. Steps are keyed by row id and column id, never by position, so the
// history survives sorting, filtering and data arriving from sync.

export type RowId = string;

export interface CellEdit {
  rowId: RowId;
  columnId: string;
  before: unknown;
  after: unknown;
}

export interface RowSnapshot<Row> {
  id: RowId;
  row: Row;
}

export interface Rename {
  from: RowId;
  to: RowId;
}

export interface SortMove {
  rowId: RowId;
  before: number | null;
  after: number | null;
}

export type Operation<Row> =
  | { kind: 'cells'; edits: CellEdit[] }
  | { kind: 'add'; rows: RowSnapshot<Row>[] }
  | { kind: 'delete'; rows: RowSnapshot<Row>[] }
  | { kind: 'rename'; renames: Rename[] }
  | { kind: 'sort'; moves: SortMove[] }
  | { kind: 'column'; before: unknown; after: unknown }
  | { kind: 'setting'; key: string; before: unknown; after: unknown };

export interface Step<Row> {
  operations: Operation<Row>[];
  /** When the step last grew; later changes within the batch window join it. */
  at: number;
  /** A paste, fill or import: one step on its own, never joined by later changes. */
  sealed: boolean;
}

export interface HistoryOptions {
  clock: () => number;
  batchMs: number;
  limit?: number;
}

export class History<Row> {
  private readonly undoStack: Step<Row>[] = [];
  private redoStack: Step<Row>[] = [];
  private readonly options: HistoryOptions;

  constructor(options: HistoryOptions) {
    this.options = options;
  }

  /** Records a change; it joins the previous step when that step is open and recent. */
  record(operation: Operation<Row>): void {
    const now = this.options.clock();
    const top = this.undoStack[this.undoStack.length - 1];
    if (top && !top.sealed && now - top.at <= this.options.batchMs) {
      mergeInto(top.operations, operation);
      top.at = now;
    } else {
      this.push({ operations: [operation], at: now, sealed: false });
    }
    this.redoStack = [];
  }

  /** Records several operations as one step of their own (paste, fill, import). */
  transaction(operations: Operation<Row>[]): void {
    if (operations.length === 0) return;
    const merged: Operation<Row>[] = [];
    for (const operation of operations) mergeInto(merged, operation);
    this.push({ operations: merged, at: this.options.clock(), sealed: true });
    this.redoStack = [];
  }

  canUndo(): boolean {
    return this.undoStack.length > 0;
  }

  canRedo(): boolean {
    return this.redoStack.length > 0;
  }

  /** Takes the step to undo; the caller applies it and hands it to `pushRedo`. */
  takeUndo(): Step<Row> | undefined {
    return this.undoStack.pop();
  }

  takeRedo(): Step<Row> | undefined {
    return this.redoStack.pop();
  }

  pushRedo(step: Step<Row>): void {
    this.redoStack.push({ ...step, sealed: true });
  }

  /** After a redo the step goes back on the undo stack, closed to batching. */
  pushUndo(step: Step<Row>): void {
    this.undoStack.push({ ...step, sealed: true });
  }

  get size(): { undo: number; redo: number } {
    return { undo: this.undoStack.length, redo: this.redoStack.length };
  }

  private push(step: Step<Row>): void {
    this.undoStack.push(step);
    const limit = this.options.limit ?? 200;
    if (this.undoStack.length > limit) this.undoStack.splice(0, this.undoStack.length - limit);
  }
}

const cellKey = (rowId: RowId, columnId: string): string => `${rowId}\u0000${columnId}`;

/** Adds an operation to a step; cell edits of the same cell keep the first before, the last after. */
function mergeInto<Row>(operations: Operation<Row>[], operation: Operation<Row>): void {
  const last = operations[operations.length - 1];
  if (last?.kind === 'cells' && operation.kind === 'cells') {
    const index = new Map(last.edits.map((edit, i) => [cellKey(edit.rowId, edit.columnId), i]));
    for (const edit of operation.edits) {
      const at = index.get(cellKey(edit.rowId, edit.columnId));
      if (at === undefined) {
        index.set(cellKey(edit.rowId, edit.columnId), last.edits.length);
        last.edits.push(edit);
      } else {
        const previous = last.edits[at] as CellEdit;
        last.edits[at] = { ...previous, after: edit.after };
      }
    }
    return;
  }
  if (last?.kind === 'column' && operation.kind === 'column') {
    operations[operations.length - 1] = { ...last, after: operation.after };
    return;
  }
  if (last?.kind === 'setting' && operation.kind === 'setting' && last.key === operation.key) {
    operations[operations.length - 1] = { ...last, after: operation.after };
    return;
  }
  operations.push(
    operation.kind === 'cells' ? { kind: 'cells', edits: [...operation.edits] } : operation,
  );
}

import type { EditView } from '@portal/shared';
import type { Block } from '../model/clipboard.ts';
import { History, type Operation, type RowSnapshot } from '../model/history.ts';
import type { GridCommand } from '../model/keymap.ts';
import * as sel from '../model/selection.ts';
import type {
  ColumnLayout,
  GridColumn,
  GridDataSource,
  GridSettings,
  GridWrite,
  RowId,
  SaveStatus,
} from '../types.ts';
import * as bulk from './bulk.ts';
import { blockOf, planWrites, type Refusal, type WritePlan } from './cellWrites.ts';
import { runCommand } from './commands.ts';
import type { DisplayModel, DisplayRow } from './displayModel.ts';
import { SaveQueue, type Scheduler } from './saveQueue.ts';
import type { BulkHost, CommandHost, LayoutBinding, ReplayHost } from './host.ts';
import { MAX_CELLS_PER_CHANGE } from './limits.ts';
import { runReplay } from './undoRedo.ts';

// The grid's behaviour without React: selection, editing, clipboard, fill, undo and saving.
// React components render its state and forward events to it (see CONTEXT.md).

export interface GridNotice {
  kind: 'info' | 'success' | 'warning' | 'error';
  /** A message id of web/src/grid/i18n. */
  id: string;
  values?: Record<string, string | number>;
}

export interface GridControllerOptions<Row> {
  getId: (row: Row) => RowId;
  source: Pick<GridDataSource<Row, unknown>, 'getByIds'>;
  write: (write: GridWrite<Row>) => Promise<void> | void;
  debounceMs: number;
  batchMs: number;
  clock: () => number;
  scheduler: Scheduler;
  /** The locale's decimal mark, for the text a number cell shows while edited. */
  decimal: '.' | ',';
  createdDate?: (row: Row) => string | null | undefined;
  sortOrderOf?: (row: Row) => number | null;
  onNotice: (notice: GridNotice) => void;
  onError: (error: unknown) => void;
  /** The data changed under the grid's writes; the model should be read again. */
  onSaved?: () => void;
}

export interface Editing {
  row: number;
  col: number;
  text: string;
  error: Refusal | null;
}

const errorKey = (rowId: string, columnId: string): string => `${rowId}\u0000${columnId}`;
type ItemRow<Row> = DisplayRow<Row> & { kind: 'row' };

export class GridController<Row> implements BulkHost<Row>, CommandHost, ReplayHost<Row> {
  model: DisplayModel<Row> = {
    count: 0,
    rowAt: () => undefined,
    ensure: () => Promise.resolve(),
    loaded: () => [],
  };
  columns: GridColumn<Row>[] = [];
  allColumns = new Map<string, GridColumn<Row>>();
  selection: sel.Selection | null = null;
  editing: Editing | null = null;
  status: SaveStatus = 'idle';
  view: EditView = {};
  lastNotice: GridNotice | null = null;
  readonly history: History<Row>;
  readonly queue: SaveQueue<Row>;
  readonly errors = new Map<string, Refusal>();
  layout: LayoutBinding | null = null;
  private version = 0;
  private dataVer = 0;
  /** Inside a commit: notices and status changes wait for its single re-render. */
  private batching = false;
  private readonly listeners = new Set<() => void>();
  readonly options: GridControllerOptions<Row>;

  constructor(options: GridControllerOptions<Row>) {
    this.options = options;
    this.history = new History<Row>({ clock: options.clock, batchMs: options.batchMs });
    this.queue = new SaveQueue<Row>({
      write: (write) => this.options.write(write),
      debounceMs: options.debounceMs,
      scheduler: options.scheduler,
      onStatus: (status) => {
        this.status = status;
        if (status === 'error') this.announce({ kind: 'error', id: 'common.grid.saveError' });
        // A failed write dropped its values from the overlay: the cells show the data again.
        if (status === 'error') this.dataVer++;
        if (!this.batching) this.changed();
      },
      onError: (error) => this.options.onError(error),
      onSaved: () => this.options.onSaved?.(),
    });
  }

  // ---- subscription (useSyncExternalStore) ----
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  getVersion = (): number => this.version;
  /** Bumps when what cells show changed (values, errors, rows), not on selection moves. */
  get dataVersion(): number {
    return this.dataVer;
  }
  dataChanged(): void {
    this.dataVer++;
    this.changed();
  }
  changed(): void {
    this.version++;
    for (const listener of [...this.listeners]) listener();
  }

  /**
   * Takes the model React already renders from (the grid made it during render): no
   * notification and no repaint, just the controller catching up.
   */
  adoptModel(model: DisplayModel<Row>): void {
    if (model === this.model) return;
    this.model = model;
    this.selection = sel.clampToBounds(this.selection, this.bounds());
  }

  setModel(model: DisplayModel<Row>): void {
    this.model = model;
    this.selection = sel.clampToBounds(this.selection, this.bounds());
    this.dataChanged();
  }

  setColumns(visible: GridColumn<Row>[], all: GridColumn<Row>[]): void {
    this.columns = visible;
    this.allColumns = new Map(all.map((column) => [column.id, column]));
    this.selection = sel.clampToBounds(this.selection, this.bounds());
  }

  /** Callbacks that change with the screen's props (the grid passes its latest ones). */
  setCallbacks(callbacks: Partial<GridControllerOptions<Row>>): void {
    Object.assign(this.options, callbacks);
  }

  /** How undo and redo reach the column layout and settings React keeps. */
  bindLayout(binding: LayoutBinding | null): void {
    this.layout = binding;
  }

  setView(view: EditView): void {
    this.view = view;
  }

  bounds(): sel.Bounds {
    return { rows: this.model.count, cols: this.columns.length };
  }

  // ---- reading cells ----
  valueOf = (entry: ItemRow<Row>, column: GridColumn<Row>): unknown => {
    const pending = this.queue.overlayValue(entry.id, column.id);
    if (pending) return pending.value;
    return column.get ? column.get(entry.row) : (entry.row as Record<string, unknown>)[column.id];
  };

  valueAt(row: number, col: number): unknown {
    const entry = this.model.rowAt(row);
    const column = this.columns[col];
    if (!entry || entry.kind !== 'row' || !column) return undefined;
    return this.valueOf(entry, column);
  }

  textAt(row: number, col: number): string {
    const column = this.columns[col];
    return column ? column.rule.format(this.valueAt(row, col) as never) : '';
  }

  errorOf(rowId: string, columnId: string): Refusal | undefined {
    return this.errors.size === 0 ? undefined : this.errors.get(errorKey(rowId, columnId));
  }

  // ---- selection and keyboard ----
  select(selection: sel.Selection | null): void {
    this.selection = selection ? sel.clampToBounds(selection, this.bounds()) : null;
    this.changed();
  }

  /** Runs a keyboard command; returns false when the key is not the grid's. */
  command(command: GridCommand, pageRows: number): boolean {
    return runCommand(this, command, pageRows);
  }

  // ---- bulk changes (bulk.ts) ----
  paste(block: Block): Promise<void> {
    return bulk.paste(this, block);
  }

  clearSelection(): Promise<void> {
    return bulk.clearSelection(this);
  }

  fillSelectionWithActive(): Promise<void> {
    return bulk.fillSelectionWithActive(this);
  }

  /** The fill handle was released over (row, col). */
  fillTo(row: number, col: number): Promise<void> {
    return bulk.fillTo(this, row, col);
  }

  /** Double-click on the fill handle: down as far as the neighbouring column goes. */
  fillDownToNeighbour(): Promise<void> {
    return bulk.fillDownToNeighbour(this);
  }

  // ---- editing ----
  /** F2 / Enter edit the cell's text; a typed character replaces it. */
  startEdit(typed?: string): boolean {
    if (!this.selection) return false;
    const { row, col } = this.selection.active;
    const column = this.columns[col];
    if (!column || !this.guardSiteUpdating()) return false;
    const block = blockOf(
      this.model.rowAt(row),
      column,
      this.view,
      this.writeContext().createdDate,
    );
    if (block) {
      this.notify({ kind: 'info', id: `common.grid.refused.${block}` });
      return false;
    }
    if (typed !== undefined && !column.rule.keyAllowed({ key: typed })) return false;
    this.editing = { row, col, text: typed ?? this.editText(row, col), error: null };
    this.changed();
    return true;
  }

  /** What an editor shows: numbers without symbol or grouping, in the locale's decimal mark. */
  editText(row: number, col: number): string {
    const column = this.columns[col];
    const value = this.valueAt(row, col);
    if (!column || value === null || value === undefined) return '';
    if (column.rule.numeric && typeof value === 'number')
      return String(value).replace('.', this.options.decimal);
    return column.rule.format(value as never);
  }

  cancelEdit(): void {
    this.editing = null;
    this.changed();
  }

  /** The editor's text as typed (kept here so a click elsewhere can still commit it). */
  updateEditText(text: string): void {
    if (this.editing) this.editing.text = text;
  }

  /** Ends an edit because the user went elsewhere: a valid value is kept, an invalid one marked. */
  finishEdit(): void {
    const editing = this.editing;
    if (!editing) return;
    if (this.commitEdit(editing.text, 'stay')) return;
    const entry = this.model.rowAt(editing.row);
    const column = this.columns[editing.col];
    const error = this.editing?.error;
    if (entry?.kind === 'row' && column && error)
      this.errors.set(errorKey(entry.id, column.id), error);
    this.editing = null;
    this.dataChanged();
  }

  /** Enter/Tab in the editor. Returns false (editor stays open, with the reason) when refused. */
  commitEdit(text: string, then: 'down' | 'up' | 'right' | 'left' | 'stay'): boolean {
    const editing = this.editing;
    if (!editing) return true;
    const plan = planWrites([{ row: editing.row, col: editing.col, text }], this.writeContext());
    const refused = plan.refused[0];
    if (refused) {
      this.editing = { ...editing, text, error: refused.reason };
      this.changed();
      return false;
    }
    this.editing = null;
    this.commit(plan, false);
    const bounds = this.bounds();
    const base = sel.cursorAt({ row: editing.row, col: editing.col });
    const moves = {
      down: [1, 0],
      up: [-1, 0],
      right: [0, 1],
      left: [0, -1],
      stay: [0, 0],
    } as const;
    const [dRow, dCol] = moves[then];
    this.select(
      then === 'right' || then === 'left'
        ? sel.tab(base, dCol === 1 ? 1 : -1, bounds)
        : sel.move(base, dRow, dCol, bounds),
    );
    return true;
  }

  /** Ctrl+Enter in the editor: the typed text into every selected cell. */
  async commitEditToSelection(text: string): Promise<void> {
    this.editing = null;
    await bulk.writeRect(this, (row, col) => ({ row, col, text }), true);
  }

  // ---- rows, columns, settings ----
  addRows(rows: Row[]): void {
    if (!this.guardSiteUpdating()) return;
    const snapshots = rows.map((row) => ({ id: this.options.getId(row), row }));
    this.history.record({ kind: 'add', rows: snapshots });
    this.queue.addRows(snapshots);
  }

  /** An Excel import's rows: added as one undo step of their own (spec 000 §4). */
  importRows(rows: Row[]): void {
    if (!this.guardSiteUpdating() || rows.length === 0) return;
    const snapshots = rows.map((row) => ({ id: this.options.getId(row), row }));
    this.history.transaction([{ kind: 'add', rows: snapshots }]);
    this.queue.addRows(snapshots);
  }

  deleteRows(rows: Row[]): void {
    if (!this.guardSiteUpdating() || rows.length === 0) return;
    const snapshots: RowSnapshot<Row>[] = rows.map((row) => ({ id: this.options.getId(row), row }));
    this.history.record({ kind: 'delete', rows: snapshots });
    this.queue.deleteRows(snapshots.map((s) => s.id));
  }

  renameRow(from: RowId, to: RowId): void {
    if (!this.guardSiteUpdating()) return;
    this.history.record({ kind: 'rename', renames: [{ from, to }] });
    this.queue.renameRows([{ from, to }]);
  }

  setSortOrders(moves: { row: Row; sortOrder: number | null }[]): void {
    if (!this.guardSiteUpdating()) return;
    const sortOrderOf =
      this.options.sortOrderOf ??
      ((row: Row) => ((row as Record<string, unknown>).sortOrder as number | null) ?? null);
    const entries = moves.map((m) => ({
      rowId: this.options.getId(m.row),
      before: sortOrderOf(m.row),
      after: m.sortOrder,
    }));
    this.history.record({ kind: 'sort', moves: entries });
    this.queue.setSortOrders(entries.map((e) => ({ rowId: e.rowId, sortOrder: e.after })));
  }

  /** A column was resized, moved, pinned or hidden by the user. */
  recordColumns(before: ColumnLayout, after: ColumnLayout): void {
    this.history.record({ kind: 'column', before, after });
    this.queue.setColumns(after);
  }

  /** A grid setting (sorting, grouping) changed by the user. */
  recordSetting(key: keyof GridSettings, before: unknown, after: unknown, all: GridSettings): void {
    this.history.record({ kind: 'setting', key, before, after });
    this.queue.setSettings(all);
  }

  // ---- undo / redo ----
  async undo(): Promise<void> {
    await this.replay('undo');
  }

  async redo(): Promise<void> {
    await this.replay('redo');
  }

  private async replay(direction: 'undo' | 'redo'): Promise<void> {
    if (!this.guardSiteUpdating()) return;
    const step = direction === 'undo' ? this.history.takeUndo() : this.history.takeRedo();
    if (!step) return;
    await this.queue.settled();
    const result = await runReplay(this, step, direction);
    if (direction === 'undo') this.history.pushRedo(step);
    else this.history.pushUndo(step);
    for (const cell of result.effects.cells)
      this.errors.delete(errorKey(cell.rowId, cell.columnId));
    if (result.conflicts.length > 0) {
      this.notify({
        kind: 'warning',
        id: 'common.grid.undoConflict',
        values: { count: result.conflicts.length },
      });
    }
    this.dataChanged();
  }

  // ---- internals ----
  writeContext() {
    return {
      rowAt: (index: number) => this.model.rowAt(index),
      columnAt: (index: number) => this.columns[index],
      valueOf: this.valueOf,
      view: this.view,
      createdDate:
        this.options.createdDate ??
        ((row: Row) => (row as Record<string, unknown>).createdDate as string | null | undefined),
    };
  }

  /** One history step, one queued write, one re-render, for however many cells. */
  commit(plan: WritePlan, sealed: boolean): void {
    this.batching = true;
    try {
      this.record(plan, sealed);
    } finally {
      this.batching = false;
    }
    this.dataChanged();
  }

  private record(plan: WritePlan, sealed: boolean): void {
    if (plan.edits.length > 0) {
      const operation: Operation<Row> = { kind: 'cells', edits: plan.edits };
      if (sealed) this.history.transaction([operation]);
      else this.history.record(operation);
      for (const edit of plan.edits) this.errors.delete(errorKey(edit.rowId, edit.columnId));
      this.queue.setCells(
        plan.edits.map((edit) => ({
          rowId: edit.rowId,
          columnId: edit.columnId,
          value: edit.after,
        })),
      );
    }
    for (const refused of plan.refused)
      if (refused.rowId !== null)
        this.errors.set(errorKey(refused.rowId, refused.columnId), refused.reason);
    if (plan.clearedOutOfRange > 0)
      this.announce({ kind: 'error', id: 'msgCodes.grid.discountRange' });
    if (plan.refused.length > 0) {
      const first = plan.refused[0];
      this.announce({
        kind: 'warning',
        id: 'common.grid.cellsRefused',
        values: {
          count: plan.refused.length,
          applied: plan.edits.length,
          reason: first ? first.reason.code : '',
        },
      });
    }
  }

  /** spec 000 §4: while the site is updating, row add, delete and update are blocked. */
  guardSiteUpdating(): boolean {
    if (!this.view.siteUpdating) return true;
    this.notify({ kind: 'info', id: 'msgCodes.grid.siteUpdating' });
    return false;
  }

  tooMany(): void {
    this.notify({
      kind: 'warning',
      id: 'common.grid.tooManyCells',
      values: { max: MAX_CELLS_PER_CHANGE },
    });
  }

  notify(notice: GridNotice): void {
    this.announce(notice);
    this.changed();
  }

  /** Tells the screen without a re-render of its own (the caller re-renders once). */
  private announce(notice: GridNotice): void {
    this.lastNotice = notice;
    this.options.onNotice(notice);
  }
}

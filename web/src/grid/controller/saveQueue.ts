import type { ColumnLayout, GridSettings, GridWrite, RowId, SaveStatus } from '../types.ts';
import type { RowSnapshot } from '../model/history.ts';

// Edits show at once (an overlay over the loaded rows) and are written back through the
// screen's callback, debounced (spec 000 §9: product updates 1000 ms, library updates
// 1500 ms...). All cells of one flush go in one call: a 10,000-cell paste is one write.
// Structural changes (add, delete, rename, sort, columns, settings) flush at once.

export interface Scheduler {
  set: (fn: () => void, ms: number) => unknown;
  clear: (handle: unknown) => void;
}

export const browserScheduler: Scheduler = {
  set: (fn, ms) => setTimeout(fn, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

interface OverlayEntry {
  value: unknown;
  /** The write that carried this value has finished at this mark (see `mark`). */
  savedAt: number | null;
}

export interface SaveQueueOptions<Row> {
  write: (write: GridWrite<Row>) => Promise<void> | void;
  debounceMs: number;
  scheduler: Scheduler;
  onStatus: (status: SaveStatus) => void;
  onError: (error: unknown) => void;
  /** A write landed: the data source should be read again. */
  onSaved: () => void;
}

const key = (rowId: RowId, columnId: string): string => `${rowId}\u0000${columnId}`;

export class SaveQueue<Row> {
  private readonly overlay = new Map<RowId, Map<string, OverlayEntry>>();
  private updates = new Map<string, { rowId: RowId; columnId: string; value: unknown }>();
  private adds: RowSnapshot<Row>[] = [];
  private deletes: RowId[] = [];
  private renames: { from: RowId; to: RowId }[] = [];
  private sorts: { rowId: RowId; sortOrder: number | null }[] = [];
  private columns: ColumnLayout | undefined;
  private settings: GridSettings | undefined;
  private timer: unknown = null;
  private chain: Promise<void> = Promise.resolve();
  private inFlight = 0;
  private marks = 0;
  private failed = false;
  private readonly options: SaveQueueOptions<Row>;

  constructor(options: SaveQueueOptions<Row>) {
    this.options = options;
  }

  /** The value shown for a cell while its edit is unsaved or not yet read back. */
  overlayValue(rowId: RowId, columnId: string): { value: unknown } | undefined {
    if (this.overlay.size === 0) return undefined;
    const entry = this.overlay.get(rowId)?.get(columnId);
    return entry ? { value: entry.value } : undefined;
  }

  hasOverlay(rowId: RowId): boolean {
    return this.overlay.has(rowId);
  }

  get pending(): boolean {
    return this.timer !== null || this.inFlight > 0;
  }

  setCells(cells: readonly { rowId: RowId; columnId: string; value: unknown }[]): void {
    for (const cell of cells) {
      let row = this.overlay.get(cell.rowId);
      if (!row) this.overlay.set(cell.rowId, (row = new Map()));
      row.set(cell.columnId, { value: cell.value, savedAt: null });
      this.updates.set(key(cell.rowId, cell.columnId), cell);
    }
    this.schedule();
  }

  addRows(rows: RowSnapshot<Row>[]): void {
    this.adds.push(...rows);
    this.flushSoon();
  }

  deleteRows(ids: RowId[]): void {
    this.deletes.push(...ids);
    for (const id of ids) this.overlay.delete(id);
    this.flushSoon();
  }

  renameRows(renames: { from: RowId; to: RowId }[]): void {
    this.renames.push(...renames);
    this.flushSoon();
  }

  setSortOrders(sorts: { rowId: RowId; sortOrder: number | null }[]): void {
    this.sorts.push(...sorts);
    this.flushSoon();
  }

  setColumns(layout: ColumnLayout): void {
    this.columns = layout;
    this.flushSoon();
  }

  setSettings(settings: GridSettings): void {
    this.settings = settings;
    this.flushSoon();
  }

  /** Marks the start of a read of the source; entries saved before it may then be dropped. */
  mark(): number {
    return ++this.marks;
  }

  /** A read started at `mark` finished: saved values are in the data now. */
  settle(mark: number): void {
    for (const [rowId, row] of this.overlay) {
      for (const [columnId, entry] of row)
        if (entry.savedAt !== null && entry.savedAt < mark) row.delete(columnId);
      if (row.size === 0) this.overlay.delete(rowId);
    }
  }

  /** Writes everything queued now, in order after any write in flight. */
  flush(): Promise<void> {
    if (this.timer !== null) {
      this.options.scheduler.clear(this.timer);
      this.timer = null;
    }
    const write = this.take();
    if (!write) return this.chain;
    this.inFlight++;
    this.options.onStatus('saving');
    this.chain = this.chain.then(async () => {
      try {
        await this.options.write(write);
        this.markSaved(write);
        this.failed = false;
      } catch (error) {
        this.failed = true;
        this.dropFailed(write);
        this.options.onError(error);
      } finally {
        this.inFlight--;
        if (this.inFlight === 0 && this.timer === null)
          this.options.onStatus(this.failed ? 'error' : 'saved');
        this.options.onSaved();
      }
    });
    return this.chain;
  }

  /** Resolves when every write handed over so far has finished. */
  settled(): Promise<void> {
    return this.chain;
  }

  dispose(): void {
    if (this.timer !== null) this.options.scheduler.clear(this.timer);
    this.timer = null;
  }

  private schedule(): void {
    if (this.timer !== null) this.options.scheduler.clear(this.timer);
    this.options.onStatus('saving');
    this.timer = this.options.scheduler.set(() => {
      this.timer = null;
      void this.flush();
    }, this.options.debounceMs);
  }

  private flushSoon(): void {
    void this.flush();
  }

  private take(): GridWrite<Row> | null {
    const write: GridWrite<Row> = {
      updates: [...this.updates.values()],
      adds: this.adds,
      deletes: this.deletes,
      renames: this.renames,
      sorts: this.sorts,
    };
    if (this.columns) write.columns = this.columns;
    if (this.settings) write.settings = this.settings;
    const empty =
      write.updates.length +
        write.adds.length +
        write.deletes.length +
        write.renames.length +
        write.sorts.length ===
        0 &&
      !write.columns &&
      !write.settings;
    this.updates = new Map();
    this.adds = [];
    this.deletes = [];
    this.renames = [];
    this.sorts = [];
    this.columns = undefined;
    this.settings = undefined;
    return empty ? null : write;
  }

  private markSaved(write: GridWrite<Row>): void {
    const at = this.marks;
    for (const update of write.updates) {
      const entry = this.overlay.get(update.rowId)?.get(update.columnId);
      // A newer edit of the same cell is still unsaved: keep it.
      if (entry && entry.savedAt === null && Object.is(entry.value, update.value))
        entry.savedAt = at;
    }
  }

  private dropFailed(write: GridWrite<Row>): void {
    for (const update of write.updates) {
      const row = this.overlay.get(update.rowId);
      const entry = row?.get(update.columnId);
      if (row && entry && Object.is(entry.value, update.value) && entry.savedAt === null)
        row.delete(update.columnId);
      if (row?.size === 0) this.overlay.delete(update.rowId);
    }
  }
}

import { cellCollators, sortRowsByKeys, type CellSortKind } from '@portal/shared';
import type { GridDataSource, GridWindow, GridWrite, RowId, SortSpec } from '../types.ts';

// An in-memory GridDataSource: the import grid (which never calls the server, spec 000 §4),
// screens fed by a server page that is already in memory, tests and the benchmark.
// It is also a tiny database: `apply` takes the grid's writes.

export interface MemorySourceOptions<Row, Filter> {
  rows: readonly Row[];
  getId: (row: Row) => RowId;
  locale?: string;
  /** Reads a column's value for sorting; defaults to `row[columnId]`. */
  valueFor?: (row: Row, columnId: string) => unknown;
  sortKinds?: Record<string, CellSortKind>;
  matches?: (row: Row, filter: Filter) => boolean;
  /** Writes a value into a row; defaults to a shallow copy with `row[columnId] = value`. */
  setValue?: (row: Row, columnId: string, value: unknown) => Row;
  /** Gives a row another id (a rename); defaults to setting the `id` field. */
  setId?: (row: Row, id: RowId) => Row;
  sortOrderField?: string;
}

const defaultValue = (row: unknown, columnId: string): unknown => (row as Record<string, unknown>)[columnId];

export class MemorySource<Row, Filter = unknown> implements GridDataSource<Row, Filter> {
  private rows: Row[];
  private index = new Map<RowId, number>();
  private readonly listeners = new Set<() => void>();
  private view: { key: string; filter: Filter | undefined; rows: readonly Row[] } | null = null;
  private readonly options: MemorySourceOptions<Row, Filter>;

  constructor(options: MemorySourceOptions<Row, Filter>) {
    this.options = options;
    this.rows = [...options.rows];
    this.reindex();
  }

  getWindow(offset: number, limit: number, sort: readonly SortSpec[], filter: Filter): Promise<GridWindow<Row>> {
    return Promise.resolve(this.peekWindow(offset, limit, sort, filter));
  }

  peekWindow(offset: number, limit: number, sort: readonly SortSpec[], filter: Filter): GridWindow<Row> {
    const rows = this.viewOf(sort, filter);
    return { rows: rows.slice(offset, offset + limit), total: rows.length };
  }

  getByIds(ids: readonly RowId[]): Promise<Row[]> {
    const found: Row[] = [];
    for (const id of ids) {
      const at = this.index.get(id);
      if (at !== undefined) found.push(this.rows[at] as Row);
    }
    return Promise.resolve(found);
  }

  count(filter: Filter): Promise<number> {
    return Promise.resolve(this.viewOf([], filter).length);
  }

  subscribe(onChange: () => void): () => void {
    this.listeners.add(onChange);
    return () => this.listeners.delete(onChange);
  }

  /** All rows, in insertion order. */
  all(): readonly Row[] {
    return this.rows;
  }

  get(id: RowId): Row | undefined {
    const at = this.index.get(id);
    return at === undefined ? undefined : this.rows[at];
  }

  /** Applies a grid write, as a database would, and tells subscribers. */
  apply(write: GridWrite<Row>): void {
    const { getId } = this.options;
    const setValue = this.options.setValue ?? ((row, columnId, value) => ({ ...row, [columnId]: value }) as Row);
    const setId = this.options.setId ?? ((row, id) => ({ ...row, id }) as Row);
    for (const update of write.updates) {
      const at = this.index.get(update.rowId);
      if (at !== undefined) this.rows[at] = setValue(this.rows[at] as Row, update.columnId, update.value);
    }
    for (const sort of write.sorts) {
      const at = this.index.get(sort.rowId);
      const field = this.options.sortOrderField ?? 'sortOrder';
      if (at !== undefined) this.rows[at] = setValue(this.rows[at] as Row, field, sort.sortOrder);
    }
    let reindex = false;
    for (const rename of write.renames) {
      const at = this.index.get(rename.from);
      if (at !== undefined && !this.index.has(rename.to)) {
        this.rows[at] = setId(this.rows[at] as Row, rename.to);
        reindex = true;
      }
    }
    if (write.deletes.length > 0) {
      const gone = new Set(write.deletes);
      this.rows = this.rows.filter((row) => !gone.has(getId(row)));
      reindex = true;
    }
    for (const added of write.adds) {
      if (!this.index.has(added.id)) {
        this.rows.push(added.row);
        this.index.set(added.id, this.rows.length - 1);
      }
    }
    if (reindex) this.reindex();
    this.view = null;
    for (const listener of [...this.listeners]) listener();
  }

  private reindex(): void {
    this.index = new Map(this.rows.map((row, i) => [this.options.getId(row), i]));
  }

  private viewOf(sort: readonly SortSpec[], filter: Filter): readonly Row[] {
    const key = JSON.stringify(sort);
    if (this.view && this.view.key === key && this.view.filter === filter) return this.view.rows;
    const { matches } = this.options;
    let rows: readonly Row[] = matches && filter !== undefined ? this.rows.filter((row) => matches(row, filter)) : this.rows;
    if (sort.length > 0) {
      const valueOf = this.options.valueFor ?? defaultValue;
      const keys = sort.map((s) => ({
        value: (row: Row) => valueOf(row, s.id),
        desc: s.desc,
        kind: this.options.sortKinds?.[s.id] ?? 'text',
      }));
      rows = sortRowsByKeys(rows, keys, cellCollators(this.options.locale ?? 'en-US'));
    }
    this.view = { key, filter, rows };
    return rows;
  }
}

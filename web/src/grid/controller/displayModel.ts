import type { WindowCache } from '../data/windowCache.ts';
import type { RowId } from '../types.ts';

// What the grid shows, row by row: data rows, folder rows of a tree, and group header rows.
// Two kinds of model: windows of a large source (flat, loaded as they scroll into view), or
// a complete set of rows shaped by TanStack Table (tree, grouping, client sort).

export type DisplayRow<Row> =
  | {
      kind: 'row';
      key: string;
      id: RowId;
      row: Row;
      depth: number;
      isFolder: boolean;
      canExpand: boolean;
      expanded: boolean;
      toggle?: () => void;
    }
  | {
      kind: 'group';
      key: string;
      columnId: string;
      value: unknown;
      depth: number;
      count: number;
      expanded: boolean;
      toggle: () => void;
    };

export interface DisplayModel<Row> {
  readonly count: number;
  /** Undefined while the row's window is loading. */
  rowAt: (index: number) => DisplayRow<Row> | undefined;
  ensure: (start: number, end: number) => Promise<void>;
  /** Every row the model holds now (for undo checks without a fetch). */
  loaded: () => Iterable<Row>;
}

export class WindowedModel<Row, Filter> implements DisplayModel<Row> {
  private readonly wrappers = new WeakMap<object, DisplayRow<Row>>();
  private readonly cache: WindowCache<Row, Filter>;
  private readonly getId: (row: Row) => RowId;

  constructor(cache: WindowCache<Row, Filter>, getId: (row: Row) => RowId) {
    this.cache = cache;
    this.getId = getId;
  }

  get count(): number {
    return this.cache.count;
  }

  get totalKnown(): boolean {
    return this.cache.totalKnown;
  }

  /** While the total is unknown: the rows known to exist (the count adds one page ahead). */
  get lowerBound(): number {
    return this.cache.totalKnown ? this.cache.count : this.cache.loadedCount;
  }

  rowAt(index: number): DisplayRow<Row> | undefined {
    const row = this.cache.get(index);
    if (row === undefined) return undefined;
    // One wrapper per row object, so unchanged rows keep their identity and skip re-render.
    const existing = this.wrappers.get(row as object);
    if (existing) return existing;
    const id = this.getId(row);
    const wrapper: DisplayRow<Row> = {
      kind: 'row',
      key: id,
      id,
      row,
      depth: 0,
      isFolder: false,
      canExpand: false,
      expanded: false,
    };
    this.wrappers.set(row as object, wrapper);
    return wrapper;
  }

  ensure(start: number, end: number): Promise<void> {
    return this.cache.ensure(start, end);
  }

  loaded(): Iterable<Row> {
    return this.cache.loadedRows();
  }
}

/** A model over rows already in memory and already in display order. */
export class ArrayModel<Row> implements DisplayModel<Row> {
  private readonly rows: readonly DisplayRow<Row>[];

  constructor(rows: readonly DisplayRow<Row>[]) {
    this.rows = rows;
  }

  get count(): number {
    return this.rows.length;
  }

  rowAt(index: number): DisplayRow<Row> | undefined {
    return this.rows[index];
  }

  ensure(): Promise<void> {
    return Promise.resolve();
  }

  *loaded(): Iterable<Row> {
    for (const entry of this.rows) if (entry.kind === 'row') yield entry.row;
  }
}

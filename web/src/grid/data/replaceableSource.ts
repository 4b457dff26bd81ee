// A grid source over rows a screen holds in memory and replaces as a whole whenever its
// document changes (an assortment's products, an order's lines: a few thousand at most, so
// memory is enough; a local write or a pull from another device replaces them). Each
// replacement is a fresh MemorySource; the grid reloads its windows on the change signal.
import type { CellSortKind } from '@portal/shared';
import type { GridDataSource, GridWindow, RowId, SortSpec } from '../types.ts';
import { MemorySource } from './memorySource.ts';

export interface ReplaceableSourceOptions<Row> {
  readonly getId: (row: Row) => RowId;
  readonly locale: string;
  readonly sortKinds?: Record<string, CellSortKind>;
}

export class ReplaceableSource<Row> implements GridDataSource<Row> {
  private memory: MemorySource<Row>;
  private readonly listeners = new Set<() => void>();
  private readonly options: ReplaceableSourceOptions<Row>;

  constructor(options: ReplaceableSourceOptions<Row>) {
    this.options = options;
    this.memory = this.make([]);
  }

  private make(rows: readonly Row[]) {
    return new MemorySource<Row>({ rows, ...this.options });
  }

  /** The rows as they now are; the grid reloads its windows. */
  replace(rows: readonly Row[]): void {
    this.memory = this.make(rows);
    for (const listener of [...this.listeners]) listener();
  }

  getWindow(
    offset: number,
    limit: number,
    sort: readonly SortSpec[],
    filter: unknown,
  ): Promise<GridWindow<Row>> {
    return this.memory.getWindow(offset, limit, sort, filter);
  }

  peekWindow(
    offset: number,
    limit: number,
    sort: readonly SortSpec[],
    filter: unknown,
  ): GridWindow<Row> {
    return this.memory.peekWindow(offset, limit, sort, filter);
  }

  getByIds(ids: readonly string[]): Promise<Row[]> {
    return this.memory.getByIds(ids);
  }

  count(filter: unknown): Promise<number> {
    return this.memory.count(filter);
  }

  subscribe(onChange: () => void): () => void {
    this.listeners.add(onChange);
    return () => this.listeners.delete(onChange);
  }
}

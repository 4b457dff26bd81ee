import type { GridDataSource, GridWindow, RowId, SortSpec } from '../types.ts';

// A GridDataSource over a server's paged calls (spec 000 §7: filter object, _options {limit,
// skip, sort, totalCount}), for screens not yet on the device database. The same interface
// as the RxDB source, so the grid does not care where the rows come from.

export interface ServerPage<Row> {
  rows: Row[];
  /** data[0].totalCount, when the call was asked for it. */
  total?: number;
}

export interface ServerPageSourceOptions<Row, Filter> {
  fetchPage: (request: { skip: number; limit: number; sort: readonly SortSpec[]; filter: Filter }) => Promise<ServerPage<Row>>;
  fetchByIds: (ids: readonly RowId[]) => Promise<Row[]>;
  fetchCount?: (filter: Filter) => Promise<number>;
}

export class ServerPageSource<Row, Filter = unknown> implements GridDataSource<Row, Filter> {
  private readonly listeners = new Set<() => void>();
  private readonly options: ServerPageSourceOptions<Row, Filter>;
  count?: (filter: Filter) => Promise<number>;

  constructor(options: ServerPageSourceOptions<Row, Filter>) {
    this.options = options;
    if (options.fetchCount) this.count = options.fetchCount;
  }

  async getWindow(offset: number, limit: number, sort: readonly SortSpec[], filter: Filter): Promise<GridWindow<Row>> {
    const page = await this.options.fetchPage({ skip: offset, limit, sort, filter });
    return page.total === undefined ? { rows: page.rows } : { rows: page.rows, total: page.total };
  }

  getByIds(ids: readonly RowId[]): Promise<Row[]> {
    return this.options.fetchByIds(ids);
  }

  subscribe(onChange: () => void): () => void {
    this.listeners.add(onChange);
    return () => this.listeners.delete(onChange);
  }

  /** The screen saved something or heard of a change: the grid reads its windows again. */
  changed(): void {
    for (const listener of [...this.listeners]) listener();
  }
}

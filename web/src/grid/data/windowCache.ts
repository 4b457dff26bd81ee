import type { GridDataSource, RowId, SortSpec } from '../types.ts';

// Rows of a windowed source by display position, fetched a page at a time (spec 000 §9 grid
// page size 100) as they scroll into view. Loaded rows stay visible while a refresh (a write,
// a sync) is under way, so the grid never blinks empty.

export interface WindowCacheOptions<Row, Filter> {
  source: GridDataSource<Row, Filter>;
  getId: (row: Row) => RowId;
  pageSize: number;
  /** Most pages kept in memory; the least recently used go first. */
  maxPages?: number;
  onChange: () => void;
  onError: (error: unknown) => void;
}

interface Page<Row> {
  rows: Row[];
  generation: number;
}

export class WindowCache<Row, Filter = unknown> {
  private pages = new Map<number, Page<Row>>();
  private loading = new Map<number, Promise<void>>();
  private generation = 0;
  private sort: readonly SortSpec[] = [];
  private filter: Filter | undefined;
  private knownTotal: number | undefined;
  private countingGeneration = -1;
  private readonly options: WindowCacheOptions<Row, Filter>;

  constructor(options: WindowCacheOptions<Row, Filter>) {
    this.options = options;
  }

  /** A new sort or filter: positions mean other rows now. */
  setQuery(sort: readonly SortSpec[], filter: Filter): void {
    this.sort = sort;
    this.filter = filter;
    this.pages.clear();
    this.loading.clear();
    this.knownTotal = undefined;
    this.generation++;
  }

  /**
   * The data changed: reload what is loaded, keeping it on screen until the new rows arrive,
   * and what is still loading (its answer may predate the change).
   */
  refresh(): Promise<void> {
    this.generation++;
    this.knownTotal = undefined;
    const pages = new Set([...this.pages.keys(), ...this.loading.keys()]);
    this.loading.clear();
    return Promise.all([...pages].map((page) => this.load(page))).then(() =>
      this.options.onChange(),
    );
  }

  get(index: number): Row | undefined {
    const { pageSize, source } = this.options;
    const page = Math.floor(index / pageSize);
    let data = this.pages.get(page);
    if (!data && source.peekWindow && !this.loading.has(page)) {
      // An in-memory source answers at once: fill the page now rather than paint a placeholder.
      const window = source.peekWindow(page * pageSize, pageSize, this.sort, this.filter as Filter);
      if (window) {
        data = { rows: window.rows, generation: this.generation };
        this.touch(page, data);
        if (window.total !== undefined) this.knownTotal = window.total;
        this.evict(page);
      }
    }
    return data?.rows[index % pageSize];
  }

  /**
   * Row count for the scroll area: the known total, else what is loaded plus one more page
   * while the last loaded page was full (the total is counted in the background).
   */
  get count(): number {
    // An in-memory source can tell at once: prime the first page so the first paint has rows.
    if (this.pages.size === 0 && this.options.source.peekWindow) this.get(0);
    if (this.knownTotal !== undefined) return this.knownTotal;
    let last = -1;
    for (const page of this.pages.keys()) last = Math.max(last, page);
    if (last < 0) return 0;
    const rows = this.pages.get(last)?.rows.length ?? 0;
    const { pageSize } = this.options;
    return last * pageSize + rows + (rows === pageSize ? pageSize : 0);
  }

  /** Rows up to the end of the last loaded page: what is known to exist. */
  get loadedCount(): number {
    let last = -1;
    for (const page of this.pages.keys()) last = Math.max(last, page);
    return last < 0 ? 0 : last * this.options.pageSize + (this.pages.get(last)?.rows.length ?? 0);
  }

  /** Whether the source has answered for the current sort and filter (a page or the total). */
  get answered(): boolean {
    return this.knownTotal !== undefined || this.pages.size > 0;
  }

  get totalKnown(): boolean {
    return this.knownTotal !== undefined;
  }

  /** Loads the pages covering [start, end] (inclusive). */
  ensure(start: number, end: number): Promise<void> {
    const { pageSize } = this.options;
    const first = Math.max(0, Math.floor(start / pageSize));
    const last = Math.max(first, Math.floor(Math.max(start, end) / pageSize));
    const waits: Promise<void>[] = [];
    for (let page = first; page <= last; page++) {
      // An in-memory source fills the page at once (no promise, no extra repaint).
      if (!this.pages.has(page) && this.options.source.peekWindow) this.get(page * pageSize);
      const loaded = this.pages.get(page);
      if (loaded && loaded.generation === this.generation) {
        this.touch(page, loaded);
        continue;
      }
      waits.push(this.current(page, this.loading.get(page) ?? this.load(page)));
    }
    // One change notice for the whole range, however many pages it took.
    return waits.length === 0 ? Promise.resolve() : Promise.all(waits).then(() => this.options.onChange());
  }

  /** Rows [start, end] once loaded; rows past the end are left out. */
  async range(start: number, end: number): Promise<Row[]> {
    await this.ensure(start, end);
    const rows: Row[] = [];
    for (let i = start; i <= end; i++) {
      const row = this.get(i);
      if (row === undefined) break;
      rows.push(row);
    }
    return rows;
  }

  /** Every loaded row (for conflict checks and undo of visible cells). */
  loadedRows(): Row[] {
    return [...this.pages.values()].flatMap((page) => page.rows);
  }

  private load(page: number): Promise<void> {
    const generation = this.generation;
    const { source, pageSize } = this.options;
    const promise = source
      .getWindow(page * pageSize, pageSize, this.sort, this.filter as Filter)
      .then((window) => {
        if (generation !== this.generation) return;
        this.touch(page, { rows: window.rows, generation });
        if (window.total !== undefined) this.knownTotal = window.total;
        else if (window.rows.length < pageSize) this.knownTotal = page * pageSize + window.rows.length;
        else this.countInBackground(generation);
        this.evict(page);
      })
      .catch((error: unknown) => {
        if (generation === this.generation) this.options.onError(error);
      })
      .finally(() => {
        if (this.loading.get(page) === promise) this.loading.delete(page);
      });
    this.loading.set(page, promise);
    return promise;
  }

  /** A page's load, followed by its reload when a refresh outdated it meanwhile. */
  private current(page: number, loading: Promise<void>): Promise<void> {
    return loading.then(() => {
      const next = this.loading.get(page);
      return next && next !== loading ? this.current(page, next) : undefined;
    });
  }

  private countInBackground(generation: number): void {
    const { source } = this.options;
    if (!source.count || this.countingGeneration === generation) return;
    this.countingGeneration = generation;
    source
      .count(this.filter as Filter)
      .then((total) => {
        if (generation === this.generation) {
          this.knownTotal = total;
          this.options.onChange();
        }
      })
      .catch(this.options.onError);
  }

  private touch(page: number, data: Page<Row>): void {
    this.pages.delete(page);
    this.pages.set(page, data);
  }

  private evict(keep: number): void {
    const max = this.options.maxPages ?? 400;
    for (const page of this.pages.keys()) {
      if (this.pages.size <= max) break;
      if (page !== keep) this.pages.delete(page);
    }
  }
}

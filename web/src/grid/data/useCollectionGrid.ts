import { useLayoutEffect, useMemo, useState } from 'react';
import type { MangoQuerySelector, RxCollection } from 'rxdb';
import type { ColumnLayout, GridDataSource, GridSettings, GridWrite, SortSpec } from '../types.ts';
import { indexSort, type SortFields } from './indexSort.ts';
import { RxdbSource, writeToCollection, type CollectionWriteOptions } from './rxdbSource.ts';

// A list screen over a device collection in one call: the grid's source (windows of 100 from
// the collection, spec 000 §9), the screen's filter as a Mango selector, the grid's sort as
// index fields, and its writes back to the collection. What is left to the screen is its
// columns, its filter and its actions:
//
//   const grid = useCollectionGrid({ collection: db?.collections.orders, filter, toSelector,
//     sortFields: { orderNumber: { field: 'idxNumber', inverted: true } },
//     defaultSort: [{ id: 'orderNumber', desc: true }] });
//   <Grid label={…} columns={columns} getId={(o) => o.id} {...grid} />

export interface CollectionWriteRules<Doc> extends CollectionWriteOptions<Doc> {
  /** Where the user's column layout and settings go (spec 000 §7: full arrays), if kept. */
  layout?: (change: { columns?: ColumnLayout; settings?: GridSettings }) => Promise<void> | void;
}

export interface CollectionGridOptions<Doc, Filter> {
  /** The device collection; null or undefined while the database opens (the grid shows loading). */
  collection: RxCollection<Doc> | null | undefined;
  /** The screen's filter (keep it referentially stable: a new one re-queries). */
  filter: Filter;
  /** The filter as a Mango selector (the filter bar's helper, or the screen's own). */
  toSelector: (filter: Filter) => MangoQuerySelector<Doc>;
  /** Columns sorted by a device index field (an inverted `idx*` key for descending sorts). */
  sortFields?: SortFields;
  /** The order before the user sorts. */
  defaultSort?: readonly SortSpec[];
  writeRules?: CollectionWriteRules<Doc>;
}

/** Exactly the props the grid takes for its data, so a screen spreads them. */
export interface CollectionGrid<Doc, Filter> {
  source: GridDataSource<Doc, Filter>;
  filter: Filter;
  onWrite: (write: GridWrite<Doc>) => Promise<void>;
  /** True while the collection is not there yet. */
  loading: boolean;
}

/** Answers nothing until the database is open: the grid shows loading, not an error. */
function waitingSource<Doc, Filter>(): GridDataSource<Doc, Filter> {
  return {
    getWindow: () => Promise.resolve({ rows: [], total: 0 }),
    getByIds: () => Promise.resolve([]),
    subscribe: () => () => undefined,
  };
}

/**
 * The screen's latest options, read by the source when it queries: inline lambdas and a new
 * filter never rebuild the source, only another collection does.
 */
class LatestOptions<Doc, Filter> {
  private options: CollectionGridOptions<Doc, Filter>;

  constructor(options: CollectionGridOptions<Doc, Filter>) {
    this.options = options;
  }

  set(options: CollectionGridOptions<Doc, Filter>): void {
    this.options = options;
  }

  get(): CollectionGridOptions<Doc, Filter> {
    return this.options;
  }

  readonly query = (filter: Filter) => ({ selector: this.options.toSelector(filter) });

  readonly sort = (sort: readonly SortSpec[]) =>
    indexSort<Doc>(sort, {
      sortFields: this.options.sortFields,
      defaultSort: this.options.defaultSort,
    });

  readonly write = async (write: GridWrite<Doc>): Promise<void> => {
    const { collection, writeRules = {} } = this.options;
    if (!collection) throw new Error('The device database is not open yet.');
    await writeToCollection(collection, write, writeRules);
    if ((write.columns || write.settings) && writeRules.layout)
      await writeRules.layout({
        ...(write.columns ? { columns: write.columns } : {}),
        ...(write.settings ? { settings: write.settings } : {}),
      });
  };
}

export function useCollectionGrid<Doc, Filter>(
  options: CollectionGridOptions<Doc, Filter>,
): CollectionGrid<Doc, Filter> {
  const [latest] = useState(() => new LatestOptions(options));
  useLayoutEffect(() => latest.set(options));
  const { collection, filter } = options;
  const source = useMemo<GridDataSource<Doc, Filter>>(
    () =>
      collection
        ? new RxdbSource<Doc, Filter>({ collection, query: latest.query, sort: latest.sort })
        : waitingSource<Doc, Filter>(),
    [collection, latest],
  );
  return { source, filter, onWrite: latest.write, loading: !collection };
}

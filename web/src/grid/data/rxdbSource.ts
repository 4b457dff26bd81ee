import type { MangoQuery, MangoQuerySortPart, RxCollection } from 'rxdb';
import type { GridDataSource, GridWindow, GridWrite, RowId, SortSpec } from '../types.ts';
import { indexSort } from './indexSort.ts';

// A GridDataSource over an RxDB collection: each window is one query (skip/limit, page size
// 100) on the device's database. The screen supplies the query builder (its filter bar's
// selector); the grid adds the sort and the window.
//
// Note: RxDB's Dexie storage serves skip by walking the index from the start, so a window
// deep in a very large collection costs in proportion to its offset. Index the sort fields
// the screens use (STACK-NOTES §5); the grid only asks for the windows on screen.

export interface RxdbSourceOptions<Doc, Filter> {
  collection: RxCollection<Doc>;
  /** The filter bar's selector for a filter (sort and window are added by the source). */
  query: (filter: Filter) => MangoQuery<Doc>;
  /**
   * The grid's sort as the query's: columns sorted by another field, an inverted or normalised
   * index key (`indexSort`). By default each column sorts by its own id. An empty answer keeps
   * the query's own sort.
   */
  sort?: (sort: readonly SortSpec[]) => MangoQuerySortPart<Doc>[];
}

export class RxdbSource<Doc, Filter = unknown> implements GridDataSource<Doc, Filter> {
  private readonly options: RxdbSourceOptions<Doc, Filter>;

  constructor(options: RxdbSourceOptions<Doc, Filter>) {
    this.options = options;
  }

  async getWindow(offset: number, limit: number, sort: readonly SortSpec[], filter: Filter): Promise<GridWindow<Doc>> {
    const base = this.options.query(filter);
    const sortParts = this.options.sort ? this.options.sort(sort) : indexSort<Doc>(sort, {});
    const query: MangoQuery<Doc> = { ...base, skip: offset, limit };
    if (sortParts.length > 0) query.sort = sortParts;
    const docs = await this.options.collection.find(query).exec();
    return { rows: docs.map((doc) => doc.toMutableJSON() as Doc) };
  }

  async getByIds(ids: readonly RowId[]): Promise<Doc[]> {
    const found = await this.options.collection.findByIds([...ids]).exec();
    return [...found.values()].map((doc) => doc.toMutableJSON() as Doc);
  }

  async count(filter: Filter): Promise<number> {
    const { selector } = this.options.query(filter);
    const query = selector ? { selector } : {};
    try {
      return await this.options.collection.count(query).exec();
    } catch (error) {
      // QU14: RxDB refuses a count its indexes cannot answer unless the database allows slow
      // counts. The total is only for the scroll bar, so count the matching documents instead.
      if ((error as { code?: string }).code !== 'QU14') throw error;
      return (await this.options.collection.find(query).exec()).length;
    }
  }

  subscribe(onChange: () => void): () => void {
    // One notification per burst of change events (a bulk write emits its events over more
    // than one tick), so a 10,000-cell paste reloads the windows once.
    let timer: ReturnType<typeof setTimeout> | null = null;
    const subscription = this.options.collection.$.subscribe(() => {
      timer ??= setTimeout(() => {
        timer = null;
        onChange();
      }, 0);
    });
    return () => {
      if (timer !== null) clearTimeout(timer);
      subscription.unsubscribe();
    };
  }
}

/** What a write does to one document, for a screen's own payload rules. */
export interface DocumentChange<Doc> {
  kind: 'update' | 'add' | 'rename';
  /** The document as stored before this write; null for an added row. */
  before: Doc | null;
}

export interface CollectionWriteOptions<Doc> {
  /** The field a row move writes (default `sortOrder`). */
  sortOrderField?: string;
  /**
   * The screen's payload rules, applied to every document the write stores (updated, added or
   * renamed), e.g. `modifiedDate`. Returns the document to store.
   */
  prepare?: (doc: Doc, change: DocumentChange<Doc>) => Doc;
}

/**
 * Writes a grid batch into a collection: one bulk write per kind, so a 10,000-cell paste is
 * a single upsert. A screen adds its own payload rules with `prepare`.
 */
export async function writeToCollection<Doc>(
  collection: RxCollection<Doc>,
  write: GridWrite<Doc>,
  options: CollectionWriteOptions<Doc> = {},
): Promise<void> {
  const primary = collection.schema.primaryPath as string;
  const prepare = options.prepare ?? ((doc: Doc) => doc);
  const patches = new Map<RowId, Record<string, unknown>>();
  const patch = (id: RowId): Record<string, unknown> => {
    let entry = patches.get(id);
    if (!entry) patches.set(id, (entry = {}));
    return entry;
  };
  for (const update of write.updates) patch(update.rowId)[update.columnId] = update.value ?? null;
  for (const sort of write.sorts)
    patch(sort.rowId)[options.sortOrderField ?? 'sortOrder'] = sort.sortOrder;
  if (patches.size > 0) {
    const current = await collection.findByIds([...patches.keys()]).exec();
    const docs = [...current.entries()].map(([id, doc]) => {
      const before = doc.toMutableJSON() as Doc;
      return prepare({ ...before, ...patches.get(id) }, { kind: 'update', before });
    });
    if (docs.length > 0) await collection.bulkUpsert(docs);
  }
  for (const rename of write.renames) {
    const doc = await collection.findOne(rename.from).exec();
    if (!doc) continue;
    const before = doc.toMutableJSON() as Doc;
    await collection.insert(prepare({ ...before, [primary]: rename.to }, { kind: 'rename', before }));
    await doc.remove();
  }
  if (write.deletes.length > 0) await collection.bulkRemove([...write.deletes]);
  if (write.adds.length > 0)
    await collection.bulkUpsert(
      write.adds.map((added) => prepare(added.row, { kind: 'add', before: null })),
    );
}

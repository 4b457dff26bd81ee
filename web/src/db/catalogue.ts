// The product catalogue on the device: Dexie directly, not RxDB. The catalogue is read-only
// on devices and the largest data set (100,000 products); RxDB's write path costs 1.7–1.9×
// a raw IndexedDB put, Dexie's about 1.1× (bench:sync), and RxDB's free tier leaves no 14th
// collection (docs/decisions/0011-sync-catalogue-in-dexie.md). Filled by sync/catalogue-sync.ts
// from the same pull endpoint; the checkpoint is written in the same transaction as the page.
import { Dexie, type Table } from 'dexie';
import type { Checkpoint } from '@portal/shared';

/** A product as stored: the server document plus keys for the screens' indexes. */
export type CatalogueProduct = Record<string, unknown> & {
  id: string;
  productType: string;
  style: string;
  name: string;
  /** createdDate or '' (an index skips records without the key). */
  createdKey: string;
  division: string;
  gender: string;
};

export interface CatalogueMeta {
  readonly key: string;
  readonly value: unknown;
}

/**
 * Indexes for the product library's filters and sorts (spec 000 §2 filter bar: product type,
 * division, gender; sort options Newest, Name, Style). Descending sorts read an index
 * backwards (Dexie `reverse()`), which IndexedDB serves natively.
 */
export const CATALOGUE_INDEXES =
  'id, [productType+style], [productType+name], [productType+createdKey], [productType+division+style], [productType+gender+style]';

export class CatalogueDatabase extends Dexie {
  products!: Table<CatalogueProduct, string>;
  meta!: Table<CatalogueMeta, string>;

  constructor(name: string, deps?: { indexedDB: IDBFactory; IDBKeyRange: typeof IDBKeyRange }) {
    super(name, deps ? { indexedDB: deps.indexedDB, IDBKeyRange: deps.IDBKeyRange } : undefined);
    this.version(1).stores({ products: CATALOGUE_INDEXES, meta: 'key' });
  }

  async checkpoint(): Promise<Checkpoint | undefined> {
    return (await this.meta.get('checkpoint'))?.value as Checkpoint | undefined;
  }
}

export function catalogueName(userId: string, prefix = 'portal'): string {
  return `${prefix}-catalogue-${userId.toLowerCase().replace(/[^a-z0-9_-]/g, '_')}`;
}

/**
 * A server product document turned into its stored record in place: for documents fresh from
 * a pull, which nothing else holds (no copy of 100,000 objects for the garbage collector).
 */
export function asCatalogueRecord(doc: Record<string, unknown>): CatalogueProduct {
  doc.createdKey = typeof doc.createdDate === 'string' ? doc.createdDate : '';
  if (typeof doc.division !== 'string') doc.division = '';
  if (typeof doc.gender !== 'string') doc.gender = '';
  return doc as CatalogueProduct;
}

/** The stored record of a server product document (a copy). */
export function toCatalogueRecord(doc: Record<string, unknown>): CatalogueProduct {
  return {
    ...(doc as CatalogueProduct),
    createdKey: typeof doc.createdDate === 'string' ? doc.createdDate : '',
    division: typeof doc.division === 'string' ? doc.division : '',
    gender: typeof doc.gender === 'string' ? doc.gender : '',
  };
}

/**
 * A first page of a filtered, sorted product list straight from an index, never waiting for a
 * total count (a count over 100,000 records takes over a second).
 */
export function productPage(
  db: CatalogueDatabase,
  query: {
    productType: string;
    sort: 'style' | 'name' | 'newest';
    division?: string;
    gender?: string;
    limit?: number;
    offset?: number;
  },
): Promise<CatalogueProduct[]> {
  const { productType, sort, division, gender } = query;
  const limit = query.limit ?? 100;
  let collection;
  if (division !== undefined && sort === 'style') {
    collection = db.products
      .where('[productType+division+style]')
      .between([productType, division, Dexie.minKey], [productType, division, Dexie.maxKey]);
  } else if (gender !== undefined && sort === 'style') {
    collection = db.products
      .where('[productType+gender+style]')
      .between([productType, gender, Dexie.minKey], [productType, gender, Dexie.maxKey]);
  } else {
    const index = sort === 'name' ? 'name' : sort === 'newest' ? 'createdKey' : 'style';
    collection = db.products
      .where(`[productType+${index}]`)
      .between([productType, Dexie.minKey], [productType, Dexie.maxKey]);
    if (sort === 'newest') collection = collection.reverse();
    if (division !== undefined) collection = collection.filter((p) => p.division === division);
    if (gender !== undefined) collection = collection.filter((p) => p.gender === gender);
  }
  return collection
    .offset(query.offset ?? 0)
    .limit(limit)
    .toArray();
}

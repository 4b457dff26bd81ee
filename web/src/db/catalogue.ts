// The product catalogue on the device: Dexie directly, not RxDB. The catalogue is read-only
// on devices and the largest data set (100,000 products); RxDB's write path costs 1.7–1.9×
// a raw IndexedDB put, and RxDB's free tier leaves no 14th collection
// (docs/decisions/0011-sync-catalogue-in-dexie.md). A product is stored as the JSON text the
// pull delivered, beside the keys of the screens' indexes, and parsed when read: the sync then
// neither parses 100,000 documents nor makes IndexedDB clone their object graphs
// (docs/decisions/0025-catalogue-stored-as-text.md). Filled by sync/catalogue-sync.ts; the
// checkpoint is written in the same transaction as the page.
import { Dexie, type Table } from 'dexie';
import type { Checkpoint, PulledLine } from '@portal/shared';

/** A product as stored: the keys of the screens' indexes, and the server document as text. */
export interface CatalogueRecord {
  readonly id: string;
  readonly productType: string;
  readonly style: string;
  readonly name: string;
  /** createdDate or '' (an index skips records without the key, so none is left out). */
  readonly createdKey: string;
  readonly division: string;
  readonly gender: string;
  /** The server document's JSON text, as the pull delivered it. */
  readonly json: string;
}

/** A product as the screens read it: the server document. */
export type CatalogueProduct = Record<string, unknown> & { id: string };

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
  products!: Table<CatalogueRecord, string>;
  meta!: Table<CatalogueMeta, string>;

  constructor(name: string, deps?: { indexedDB: IDBFactory; IDBKeyRange: typeof IDBKeyRange }) {
    super(name, deps ? { indexedDB: deps.indexedDB, IDBKeyRange: deps.IDBKeyRange } : undefined);
    this.version(1).stores({ products: CATALOGUE_INDEXES, meta: 'key' });
    // Version 1 stored the documents themselves: the catalogue is pulled again as text.
    this.version(2)
      .stores({ products: CATALOGUE_INDEXES, meta: 'key' })
      .upgrade(async (tx) => {
        await tx.table('products').clear();
        await tx.table('meta').delete('checkpoint');
      });
  }

  async checkpoint(): Promise<Checkpoint | undefined> {
    return (await this.meta.get('checkpoint'))?.value as Checkpoint | undefined;
  }

  /** The stored product with this id. */
  async product(id: string): Promise<CatalogueProduct | undefined> {
    const record = await this.products.get(id);
    return record && productOf(record);
  }

  /** Stored products by id, in the order asked (undefined where none is stored). */
  async productsById(ids: readonly string[]): Promise<(CatalogueProduct | undefined)[]> {
    return (await this.products.bulkGet([...ids])).map((r) => r && productOf(r));
  }
}

export function catalogueName(userId: string, prefix = 'portal'): string {
  return `${prefix}-catalogue-${userId.toLowerCase().replace(/[^a-z0-9_-]/g, '_')}`;
}

/** The product a stored record holds. */
export function productOf(record: CatalogueRecord): CatalogueProduct {
  return JSON.parse(record.json) as CatalogueProduct;
}

const key = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The stored record of a product document (a document fetched by id). */
export function toCatalogueRecord(doc: Readonly<Record<string, unknown>>): CatalogueRecord {
  return {
    id: String(doc.id),
    productType: key(doc.productType),
    style: key(doc.style),
    name: key(doc.name),
    createdKey: key(doc.createdDate),
    division: key(doc.division),
    gender: key(doc.gender),
    json: JSON.stringify(doc),
  };
}

/** The stored record of a pulled line: its text kept as it came, never parsed here. */
export function lineRecord(line: PulledLine): CatalogueRecord {
  const k = line.keys;
  return {
    id: line.id,
    productType: k.productType ?? '',
    style: k.style ?? '',
    name: k.name ?? '',
    createdKey: k.createdDate ?? '',
    division: k.division ?? '',
    gender: k.gender ?? '',
    json: line.json,
  };
}

/**
 * A first page of a filtered, sorted product list straight from an index, never waiting for a
 * total count (a count over 100,000 records takes over a second).
 */
export async function productPage(
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
  const records = await collection
    .offset(query.offset ?? 0)
    .limit(limit)
    .toArray();
  return records.map(productOf);
}

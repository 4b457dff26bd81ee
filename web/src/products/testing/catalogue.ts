// Test helpers (not used by the app): products through the shared schema, a Dexie catalogue on
// fake-indexeddb, and writes made the way the sync makes them (sync/catalogue-sync.ts: a page's
// records and its checkpoint in one transaction; tombstones delete).
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { productSchema, type Product, type ProductInput } from '@portal/shared';
import { CatalogueDatabase, toCatalogueRecord } from '../../db/catalogue.ts';

type LocationInput = NonNullable<ProductInput['locations']>[number];

export interface ProductFixture extends Partial<Omit<ProductInput, 'id' | 'locations'>> {
  readonly style: string;
  readonly color: string;
  readonly locations?: readonly LocationInput[];
}

/** A valid product (Footwear named "Test" unless told), every schema default applied. */
export function testProduct(fixture: ProductFixture): Product {
  return productSchema.parse({
    _deleted: false,
    productType: 'Footwear',
    name: 'Test',
    ...fixture,
    id: `${fixture.style}_${fixture.color}`,
    locations: fixture.locations ?? [{ code: 'US', lineStatus: 'A' }],
  });
}

let opened = 0;

/** A fresh catalogue in its own fake IndexedDB. */
export function testCatalogue(name = `catalogue-test-${++opened}`): CatalogueDatabase {
  return new CatalogueDatabase(name, { indexedDB: new IDBFactory(), IDBKeyRange });
}

/** A pulled page as the sync stores it: products put, tombstones deleted, one transaction. */
export async function storePage(
  db: CatalogueDatabase,
  page: { readonly put?: readonly Product[]; readonly deleted?: readonly string[] },
): Promise<void> {
  await db.transaction('rw', db.products, db.meta, async () => {
    if (page.put?.length) await db.products.bulkPut(page.put.map(toCatalogueRecord));
    if (page.deleted?.length) await db.products.bulkDelete([...page.deleted]);
    await db.meta.put({ key: 'checkpoint', value: { txid: '1', seq: '1', scope: 's' } });
  });
}

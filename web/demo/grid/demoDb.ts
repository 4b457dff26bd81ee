import { addRxPlugin, createRxDatabase, type RxCollection, type RxJsonSchema } from 'rxdb';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { demoProduct, type DemoProduct } from './demoData.ts';

// The demo's device database: RxDB over IndexedDB (Dexie), one collection of products.
// Created once at module level (STACK-NOTES §6: StrictMode runs effects twice).

const text = (maxLength = 200) => ({ type: ['string', 'null'], maxLength });
const number = { type: ['number', 'null'] };

const schema: RxJsonSchema<DemoProduct> = {
  title: 'grid demo products',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 60 },
    thumbnail: { type: 'string' },
    style: { type: 'string', maxLength: 20 },
    color: text(20),
    name: text(),
    gender: text(),
    division: text(),
    pillar: text(),
    cost: number,
    suggestedRetail: number,
    discountPercent: number,
    netCost: number,
    dueDate: text(10),
    firstAvailDate: text(10),
    label: text(20),
    features: { type: ['array', 'null'], items: { type: 'string' } },
    sku: text(),
    colorDescription: text(),
    outsole: text(),
    upper: text(),
    lifeCycle: text(),
    seasonCodes: text(),
    boxCategory: text(),
    dutyCode: text(),
    units: number,
    quantity: number,
    sellThru: number,
    styleNote: text(2000),
    carryover: text(),
    createdDate: text(10),
    sortOrder: { type: 'number', minimum: 0, maximum: 100_000_000, multipleOf: 1 },
  },
  required: ['id', 'style', 'sortOrder'],
  indexes: ['style', 'sortOrder'],
} as RxJsonSchema<DemoProduct>;

export type DemoCollection = RxCollection<DemoProduct>;

let opened: Promise<DemoCollection> | null = null;

export function openDemoDatabase(name = 'portal-grid-demo'): Promise<DemoCollection> {
  opened ??= (async () => {
    let storage = getRxStorageDexie();
    if (import.meta.env.DEV) {
      // Dev-mode needs a validating storage (STACK-NOTES §4, error DVM1).
      const [{ RxDBDevModePlugin }, { wrappedValidateAjvStorage }] = await Promise.all([
        import('rxdb/plugins/dev-mode'),
        import('rxdb/plugins/validate-ajv'),
      ]);
      addRxPlugin(RxDBDevModePlugin);
      storage = wrappedValidateAjvStorage({ storage }) as typeof storage;
    }
    const db = await createRxDatabase({ name, storage, multiInstance: false });
    const collections = await db.addCollections({ products: { schema } });
    return collections.products as DemoCollection;
  })();
  return opened;
}

/** Fills an empty collection with `count` generated products, a chunk at a time. */
export async function seedDemo(
  collection: DemoCollection,
  count: number,
  onProgress?: (done: number) => void,
): Promise<void> {
  const existing = await collection.count().exec();
  if (existing >= count) return;
  const chunk = 2000;
  for (let start = existing; start < count; start += chunk) {
    const rows = [];
    for (let i = start; i < Math.min(count, start + chunk); i++) rows.push(demoProduct(i));
    await collection.bulkInsert(rows);
    onProgress?.(Math.min(count, start + chunk));
  }
}

import {
  addRxPlugin,
  createRxDatabase,
  type RxCollection,
  type RxDatabase,
  type RxJsonSchema,
} from 'rxdb';
import { RxDBDevModePlugin } from 'rxdb/plugins/dev-mode';
import { getRxStorageMemory } from 'rxdb/plugins/storage-memory';
import { wrappedValidateAjvStorage } from 'rxdb/plugins/validate-ajv';
import type { TestProduct } from './fixtures.ts';

// A real RxDB database for tests: memory storage, dev-mode on (it needs the validating
// storage, STACK-NOTES §4), the test products' schema with indexed fields required and bounded.

addRxPlugin(RxDBDevModePlugin);

const nullable = (type: string, extra: Record<string, unknown> = {}) => ({
  type: [type, 'null'],
  ...extra,
});

export const testProductSchema: RxJsonSchema<TestProduct> = {
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 40 },
    style: { type: 'string', maxLength: 20 },
    color: { type: 'string', maxLength: 20 },
    name: nullable('string'),
    gender: nullable('string'),
    features: { type: ['array', 'null'], items: { type: 'string' } },
    cost: nullable('number'),
    discountPercent: nullable('number'),
    dueDate: nullable('string'),
    label: nullable('string'),
    thumbnail: nullable('string'),
    sku: nullable('string'),
    createdDate: nullable('string'),
    sortOrder: { type: 'number', minimum: 0, maximum: 1_000_000_000, multipleOf: 1 },
  },
  required: ['id', 'style', 'color', 'sortOrder'],
  indexes: ['style', 'sortOrder'],
} as RxJsonSchema<TestProduct>;

let counter = 0;

/** A fresh memory database holding one collection of the given schema. */
export async function testCollection<Doc>(
  schema: RxJsonSchema<Doc>,
): Promise<{ db: RxDatabase; collection: RxCollection<Doc> }> {
  const db = await createRxDatabase({
    name: `grid-test-${process.pid}-${++counter}`,
    storage: wrappedValidateAjvStorage({ storage: getRxStorageMemory() }),
    multiInstance: false,
  });
  const collections = await db.addCollections({ items: { schema } });
  return { db, collection: collections.items as RxCollection<Doc> };
}

export async function testDatabase(): Promise<{
  db: RxDatabase;
  products: RxCollection<TestProduct>;
}> {
  const { db, collection } = await testCollection(testProductSchema);
  return { db, products: collection };
}

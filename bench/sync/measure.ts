// bench:sync measurements that run the same in Node (Dexie over fake-indexeddb) and in headless
// Chromium (real IndexedDB): the catalogue's initial sync and, on the same documents, a raw
// IndexedDB put with the same indexes (the baseline: the documents as objects, as
// version 1 of the catalogue stored them; the catalogue now stores them as text, decision
// 0025), Dexie's bulkPut, RxDB's bulkInsert; the first page of a
// filtered, sorted product list; the time from login to the first usable screen.
import { productSchema } from '@portal/shared';
import { Dexie } from 'dexie';
import { createRxDatabase, type RxStorage } from 'rxdb';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { CATALOGUE_INDEXES, CatalogueDatabase, productPage } from '../../web/src/db/catalogue.ts';
import { rxSchemaOf, type DeviceCollectionSpec } from '../../web/src/db/collections.ts';
import { openDeviceDatabase } from '../../web/src/db/database.ts';
import { CatalogueSync } from '../../web/src/sync/catalogue-sync.ts';
import { SyncEngine } from '../../web/src/sync/engine.ts';
import { pullPath, type Doc } from '../../web/src/sync/pull-pass.ts';
import { request, type SyncTransport } from '../../web/src/sync/transport.ts';
import { INITIAL_CHECKPOINT, type Checkpoint, type PullResponse } from '@portal/shared';

export interface Env {
  readonly indexedDB: IDBFactory;
  readonly IDBKeyRange: typeof IDBKeyRange;
  readonly transport: SyncTransport;
  readonly prefix: string;
}

const BATCH = 1_000;
const now = () => performance.now();

/** Initial sync of the whole catalogue into a fresh Dexie catalogue. */
export async function catalogueSync(env: Env): Promise<{ ms: number; docs: number }> {
  const db = new CatalogueDatabase(`${env.prefix}-catalogue`, env);
  const sync = new CatalogueSync(db, env.transport);
  const t = now();
  await sync.run();
  const ms = now() - t;
  const docs = await db.products.count();
  db.close();
  return { ms, docs };
}

/** The same documents, fetched once (not timed), for the write-path comparisons. */
export async function fetchAll(env: Env): Promise<Doc[]> {
  const out: Doc[] = [];
  let cp: Checkpoint = INITIAL_CHECKPOINT;
  for (;;) {
    const page = await request<PullResponse<Doc>>(
      env.transport,
      'GET',
      pullPath('products', cp, BATCH, true),
    );
    out.push(...page.documents);
    cp = page.checkpoint;
    if (!page.more) return out;
  }
}

/** A document as the baseline stores it: the document itself plus the index keys the
 * catalogue's indexes read (what the catalogue stored before decision 0025). */
function documentRecord(doc: Doc): Doc {
  return {
    ...doc,
    createdKey: typeof doc.createdDate === 'string' ? doc.createdDate : '',
    division: typeof doc.division === 'string' ? doc.division : '',
    gender: typeof doc.gender === 'string' ? doc.gender : '',
  };
}

/** Key paths of the catalogue's indexes, from the Dexie schema string. */
function indexKeyPaths(): string[][] {
  return CATALOGUE_INDEXES.split(',')
    .map((s) => s.trim())
    .filter((s) => s.startsWith('['))
    .map((s) => s.slice(1, -1).split('+'));
}

/** Raw IndexedDB: one object store with the same indexes, puts in transactions of 1,000. */
export async function rawPut(env: Env, docs: readonly Doc[]): Promise<number> {
  const records = docs.map(documentRecord);
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const req = env.indexedDB.open(`${env.prefix}-raw`, 1);
    req.onupgradeneeded = () => {
      const store = req.result.createObjectStore('products', { keyPath: 'id' });
      for (const path of indexKeyPaths()) store.createIndex(path.join('+'), path);
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
  const t = now();
  for (let i = 0; i < records.length; i += BATCH) {
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction('products', 'readwrite');
      const store = tx.objectStore('products');
      for (const r of records.slice(i, i + BATCH)) store.put(r);
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
  }
  const ms = now() - t;
  db.close();
  return ms;
}

/** Dexie's bulkPut of the same document records, the same indexes. */
export async function dexiePut(env: Env, docs: readonly Doc[]): Promise<number> {
  const db = new Dexie(`${env.prefix}-dexie`, env);
  db.version(1).stores({ products: CATALOGUE_INDEXES });
  const records = docs.map(documentRecord);
  const t = now();
  for (let i = 0; i < records.length; i += BATCH)
    await db.table('products').bulkPut(records.slice(i, i + BATCH));
  const ms = now() - t;
  db.close();
  return ms;
}

/** RxDB's write path for the same documents and indexes (what the catalogue does not use). */
export async function rxdbInsert(env: Env, docs: readonly Doc[]): Promise<number> {
  const spec = {
    name: 'products',
    server: 'products',
    source: productSchema,
    version: 0,
    derived: {
      createdKey: { type: 'string', maxLength: 40 },
      divisionKey: { type: 'string', maxLength: 64 },
      genderKey: { type: 'string', maxLength: 64 },
    },
    derive: (d: Doc) => ({
      createdKey: String(d.createdDate ?? ''),
      divisionKey: String(d.division ?? ''),
      genderKey: String(d.gender ?? ''),
    }),
    indexes: [
      ['productType', 'style'],
      ['productType', 'name'],
      ['productType', 'createdKey'],
      ['productType', 'divisionKey', 'style'],
      ['productType', 'genderKey', 'style'],
    ],
  } as unknown as DeviceCollectionSpec;
  const db = await createRxDatabase({
    name: `${env.prefix}-rxdb`,
    storage: getRxStorageDexie({
      indexedDB: env.indexedDB,
      IDBKeyRange: env.IDBKeyRange,
    }) as RxStorage<unknown, unknown>,
    multiInstance: false,
  });
  await db.addCollections({ products: { schema: rxSchemaOf(spec) } });
  const rows = docs.map((d) => ({ ...d, ...spec.derive(d as never) }));
  const t = now();
  for (let i = 0; i < rows.length; i += BATCH)
    await db.collections.products!.bulkInsert(rows.slice(i, i + BATCH) as never);
  const ms = now() - t;
  await db.remove();
  return ms;
}

/** First page of "Footwear sorted by style", and of two more filters, median of 5 runs each. */
export async function firstPage(env: Env): Promise<{
  styleMs: number;
  divisionMs: number;
  newestMs: number;
  countMs: number;
  rows: number;
}> {
  const db = new CatalogueDatabase(`${env.prefix}-catalogue`, env);
  const median = async (run: () => Promise<unknown>) => {
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const t = now();
      await run();
      times.push(now() - t);
    }
    return times.sort((a, b) => a - b)[2]!;
  };
  const rows = (await productPage(db, { productType: 'Footwear', sort: 'style' })).length;
  const styleMs = await median(() => productPage(db, { productType: 'Footwear', sort: 'style' }));
  const divisionMs = await median(() =>
    productPage(db, { productType: 'Footwear', sort: 'style', division: 'RUN' }),
  );
  const newestMs = await median(() => productPage(db, { productType: 'Apparel', sort: 'newest' }));
  const countMs = await median(() =>
    db.products
      .where('[productType+style]')
      .between(['Footwear', ''], ['Footwear', '\uffff'])
      .count(),
  );
  db.close();
  return { styleMs, divisionMs, newestMs, countMs, rows };
}

/** Login done → the user's orders, assortments and their products on the device; then the
 * whole catalogue in the background. */
export async function firstScreen(
  env: Env,
  userId: string,
): Promise<{ firstScreenMs: number; catalogueMs: number; referenced: number }> {
  const t = now();
  const db = await openDeviceDatabase({
    userId,
    storage: getRxStorageDexie({
      indexedDB: env.indexedDB,
      IDBKeyRange: env.IDBKeyRange,
    }) as RxStorage<unknown, unknown>,
    multiInstance: false,
    prefix: `${env.prefix}-screen`,
  });
  const catalogue = new CatalogueDatabase(`${env.prefix}-screen-catalogue`, env);
  const engine = new SyncEngine({ db, catalogue, transport: env.transport, stream: false });
  await engine.start();
  await engine.firstScreenReady();
  const firstScreenMs = now() - t;
  const referenced = await catalogue.products.count();
  await new Promise<void>((resolve) => {
    const sub = engine.status.$.subscribe((s) => {
      if (s.catalogue.done) {
        resolve();
        queueMicrotask(() => sub.unsubscribe());
      }
    });
  });
  const catalogueMs = now() - t;
  await engine.stop();
  await db.remove();
  catalogue.close();
  return { firstScreenMs, catalogueMs, referenced };
}

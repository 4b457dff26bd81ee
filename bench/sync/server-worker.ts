// bench:sync's server: the harness's real app and database in a worker thread (so the device
// side measured in the main thread does not share a core with it), seeded through the document
// store, with a raw SQL read of the same rows as the baseline for the pull's throughput.
import { parentPort, workerData } from 'node:worker_threads';
import { productSchema } from '@portal/shared';
import { sql } from 'drizzle-orm';
import { createUser } from '../../sync-server/src/auth/users.ts';
import * as mappings from '../../sync-server/src/db/mapping/index.ts';
import {
  saveDocuments,
  selectRows,
  type Doc,
  type Mapping,
} from '../../sync-server/src/db/mapping/index.ts';
import { startTestServer, type DatabaseKind } from '../../sync-server/src/test/harness.ts';
import { benchProduct } from './products.ts';

const server = await startTestServer(workerData.kind as DatabaseKind);
const db = server.handle.db;
const mapping = (name: string) => (mappings as unknown as Record<string, Mapping<Doc>>)[name]!;

const ops: Record<string, (...args: never[]) => Promise<unknown>> = {
  async seedProducts(count: number) {
    const started = performance.now();
    for (let i = 0; i < count; i += 500) {
      const docs = Array.from({ length: Math.min(500, count - i) }, (_, k) =>
        productSchema.parse(benchProduct(i + k)),
      );
      await saveDocuments(db, mappings.productMapping, docs);
    }
    // As after any bulk load (seed/index.ts): the planner's statistics for the new rows.
    await db.execute(sql`analyze`);
    return performance.now() - started;
  },
  /** The same rows as the pull serves (products with their locations), read with plain SQL. */
  async rawRead() {
    const started = performance.now();
    const products = await selectRows(
      db,
      sql`select * from products where deleted = false order by seq`,
    );
    const locations = await selectRows(db, sql`select * from product_locations`);
    return { ms: performance.now() - started, rows: products.length, children: locations.length };
  },
  async exec(text: string) {
    await db.execute(sql.raw(text));
    return true;
  },
  async createUser(input: object) {
    const row = await createUser(db, input as never);
    return { id: row.id, userCode: row.userCode };
  },
  async save(name: string, docs: Doc[]) {
    await saveDocuments(db, mapping(name), docs);
    return true;
  },
  async close() {
    await server.close();
    return true;
  },
};

parentPort!.on('message', async ({ id, op, args }: { id: number; op: string; args: never[] }) => {
  try {
    parentPort!.postMessage({ id, result: await ops[op]!(...args) });
  } catch (error) {
    parentPort!.postMessage({
      id,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
  }
});
parentPort!.postMessage({ ready: server.url });

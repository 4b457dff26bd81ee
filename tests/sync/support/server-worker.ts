// A test server (the harness's real app and database) in its own worker thread, so a test
// that drives several devices does not share one CPU core with the server. Answers a few
// requests from the test over postMessage: SQL, users, documents.
import { parentPort, workerData } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import { createUser } from '../../../sync-server/src/auth/users.ts';
import { MemoryBlobStore } from '../../../sync-server/src/blobs/memory-store.ts';
import * as mappings from '../../../sync-server/src/db/mapping/index.ts';
import {
  loadDocuments,
  saveDocuments,
  selectRows,
  type Doc,
  type Mapping,
} from '../../../sync-server/src/db/mapping/index.ts';
import { startTestServer, type DatabaseKind } from '../../../sync-server/src/test/harness.ts';
import { PASSWORD } from './users.ts';

// `blobs: 'memory'`: a memory blob store, for files (uploads, GET /api/files).
const server = await startTestServer(
  workerData.kind as DatabaseKind,
  {},
  workerData.blobs === 'memory' ? { blobs: new MemoryBlobStore() } : {},
);
const mapping = (name: string) => (mappings as unknown as Record<string, Mapping<Doc>>)[name]!;

type Request = { id: number; op: string; args: unknown[] };

parentPort!.on('message', async ({ id, op, args }: Request) => {
  try {
    let result: unknown;
    if (op === 'sql') result = await selectRows(server.handle.db, sql.raw(String(args[0])));
    else if (op === 'exec')
      result = void (await server.handle.db.execute(sql.raw(String(args[0]))));
    else if (op === 'createUser') {
      const row = await createUser(server.handle.db, {
        ...(args[0] as object),
        password: PASSWORD,
      } as never);
      result = { id: row.id, email: row.email, userCode: row.userCode };
    } else if (op === 'save')
      result = void (await saveDocuments(
        server.handle.db,
        mapping(String(args[0])),
        args[1] as Doc[],
      ));
    else if (op === 'load')
      result = await loadDocuments(server.handle.db, mapping(String(args[0])));
    else if (op === 'close') {
      await server.close();
      result = true;
    } else throw new Error(`unknown op ${op}`);
    parentPort!.postMessage({ id, result });
  } catch (error) {
    parentPort!.postMessage({
      id,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
  }
});
parentPort!.postMessage({ ready: server.url });

// One Node device of bench:sync in a worker thread of its own, so that every measured client
// starts as a fresh one (the "initial sync into a fresh client"): in one process the
// garbage and the resident data of earlier runs (100,000 products each) land on the next run's
// collector, which moved single runs by 30 % and more. The worker signs in, then either syncs
// the catalogue (and times the first pages on it) or, with the documents fetched untimed, puts
// them into a raw IndexedDB (fake-indexeddb, the same indexes) as the baseline.
import { Worker, parentPort, workerData } from 'node:worker_threads';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { DeviceSession } from '../../tests/sync/support/session.ts';
import { catalogueSync, fetchAll, firstPage, rawPut, type Env } from './measure.ts';

export interface NodeClientJob {
  readonly op: 'sync' | 'raw';
  readonly baseUrl: string;
  readonly email: string;
  readonly password: string;
}

export type NodeClientResult =
  | { op: 'sync'; ms: number; docs: number; page: Awaited<ReturnType<typeof firstPage>> }
  | { op: 'raw'; ms: number; docs: number };

/** Runs one job in a fresh worker thread and ends it. */
export function runNodeClient(job: NodeClientJob): Promise<NodeClientResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: job });
    worker.once('message', (result: NodeClientResult) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

async function run(job: NodeClientJob): Promise<NodeClientResult> {
  const session = new DeviceSession(job.baseUrl);
  await session.login(job.email, job.password);
  const env: Env = { indexedDB: new IDBFactory(), IDBKeyRange, transport: session, prefix: 'node' };
  if (job.op === 'sync') {
    const { ms, docs } = await catalogueSync(env);
    return { op: 'sync', ms, docs, page: await firstPage(env) };
  }
  const docs = await fetchAll(env);
  return { op: 'raw', ms: await rawPut(env, docs), docs: docs.length };
}

if (parentPort && (workerData as NodeClientJob | undefined)?.op) {
  parentPort.postMessage(await run(workerData as NodeClientJob));
}

// The main-thread side of server-worker.ts.
import { startWorkerRpc, type WorkerRpc } from '../../tests/sync/support/worker-rpc.ts';

export type BenchServer = WorkerRpc;

export function startBenchServer(kind: 'pglite' | 'postgres'): Promise<BenchServer> {
  return startWorkerRpc(new URL('./server-worker.ts', import.meta.url), { kind });
}

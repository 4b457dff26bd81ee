// A server running in a worker thread, called by message: the tests' heavy scenarios and the
// sync benchmark run the server off the main thread, so its work does not delay the devices'.
import { Worker } from 'node:worker_threads';

export interface WorkerRpc {
  /** The server's URL, sent by the worker once it listens. */
  readonly url: string;
  call<T>(op: string, ...args: unknown[]): Promise<T>;
  /** Asks the worker to close its server, then ends the thread. */
  close(): Promise<void>;
}

export async function startWorkerRpc(script: URL, workerData: unknown): Promise<WorkerRpc> {
  const worker = new Worker(script, { workerData });
  const pending = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();
  let next = 0;
  const url = await new Promise<string>((resolve, reject) => {
    worker.once('error', reject);
    worker.on(
      'message',
      (msg: { ready?: string; id?: number; result?: unknown; error?: string }) => {
        if (msg.ready) return resolve(msg.ready);
        const p = pending.get(msg.id!);
        pending.delete(msg.id!);
        if (msg.error) p?.reject(new Error(msg.error));
        else p?.resolve(msg.result);
      },
    );
  });
  const call = <T>(op: string, ...args: unknown[]) =>
    new Promise<T>((resolve, reject) => {
      const id = ++next;
      pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      worker.postMessage({ id, op, args });
    });
  return {
    url,
    call,
    async close() {
      await call('close');
      await worker.terminate();
    },
  };
}

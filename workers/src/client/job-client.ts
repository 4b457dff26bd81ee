// Main-thread side of the job protocol: starts a job in a worker (or, where workers are
// missing, in this thread), forwards progress, and cancels by job id.
import * as Comlink from 'comlink';
import type { JobProgress } from '@portal/shared';
import type { JobHandlers, JobHost, JobOutcome } from '../jobs/job-host.ts';

export interface JobHandle<T> {
  readonly id: string;
  readonly outcome: Promise<JobOutcome<T>>;
  /** Aborts the job; its outcome becomes { ok: false, kind: 'cancelled' }. */
  cancel(): void;
}

export interface JobClient<H extends JobHandlers> {
  start<K extends keyof H & string>(
    name: K,
    input: Parameters<H[K]>[0],
    options?: { onProgress?: (progress: JobProgress) => void; service?: Parameters<H[K]>[2] },
  ): JobHandle<Awaited<ReturnType<H[K]>>>;
  /** Ends the worker; later jobs start a new one. */
  terminate(): void;
}

type HostLike<H extends JobHandlers> = Pick<JobHost<H>, 'run' | 'cancel'>;

let counter = 0;

/**
 * `createWorker` builds the module worker (null when the platform has none); `loadInThread`
 * imports the same jobs for the main thread (Excalidraw's fallback pattern).
 */
export function createJobClient<H extends JobHandlers>(
  createWorker: () => Worker | null,
  loadInThread: () => Promise<JobHost<H>>,
): JobClient<H> {
  let worker: Worker | null = null;
  let host: Promise<HostLike<H>> | null = null;
  const getHost = (): Promise<HostLike<H>> => {
    if (host !== null) return host;
    try {
      worker = createWorker();
    } catch {
      worker = null;
    }
    host =
      worker !== null
        ? Promise.resolve(Comlink.wrap<JobHost<H>>(worker) as unknown as HostLike<H>)
        : loadInThread();
    return host;
  };
  return {
    start(name, input, options = {}) {
      counter += 1;
      const id = `job-${counter}`;
      const hostPromise = getHost();
      // Callbacks cross a worker boundary as Comlink proxies; in-thread they are passed as is.
      const inWorker = worker !== null;
      const onProgress =
        options.onProgress && (inWorker ? Comlink.proxy(options.onProgress) : options.onProgress);
      const service =
        options.service !== undefined && inWorker
          ? Comlink.proxy(options.service as object)
          : options.service;
      const outcome = hostPromise.then((h) =>
        h.run(id, name, input, onProgress, service as Parameters<H[typeof name]>[2]),
      );
      return {
        id,
        outcome: outcome as Promise<JobOutcome<Awaited<ReturnType<H[typeof name]>>>>,
        cancel: () => void hostPromise.then((h) => h.cancel(id)),
      };
    },
    terminate() {
      worker?.terminate();
      worker = null;
      host = null;
    },
  };
}

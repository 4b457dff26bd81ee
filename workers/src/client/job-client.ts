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

type HostLike<H extends JobHandlers> = Pick<
  JobHost<H>,
  'run' | 'cancel' | 'stage' | 'take' | 'release'
>;

let counter = 0;

/** Top-level arrays longer than this cross to the worker in slices of this many items. */
export const STAGE_SLICE = 500;

/**
 * Sends the big array fields of `input` ahead of the job, a slice per task, and returns the
 * input without them (the host puts them back). Structured-cloning 10,000 products at once
 * held the main thread for over 100 ms on a throttled CPU (bench:workers, issue 6).
 */
async function stageBigArrays(
  host: HostLike<JobHandlers>,
  jobId: string,
  input: unknown,
): Promise<unknown> {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return input;
  const rest: Record<string, unknown> = { ...(input as Record<string, unknown>) };
  for (const [field, value] of Object.entries(rest)) {
    if (!Array.isArray(value) || value.length <= STAGE_SLICE) continue;
    delete rest[field];
    for (let i = 0; i < value.length; i += STAGE_SLICE) {
      await host.stage(jobId, field, value.slice(i, i + STAGE_SLICE));
      // Let the page breathe between slices (input events, rendering).
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  }
  return rest;
}

/**
 * `createWorker` builds the module worker (null when the platform has none); `loadInThread`
 * imports the same jobs for the main thread (Excalidraw's fallback pattern).
 */
/** Reads back, a slice per task, the result arrays the host kept, and puts them in place. */
async function takeHeldArrays<T extends { ok: boolean; held?: Readonly<Record<string, number>> }>(
  host: HostLike<JobHandlers>,
  jobId: string,
  outcome: T,
): Promise<T> {
  const { held, ...plain } = outcome;
  if (!held || !outcome.ok) return outcome;
  const value = { ...(plain as unknown as { value: Record<string, unknown> }).value };
  try {
    for (const [field, length] of Object.entries(held)) {
      const list: unknown[] = [];
      for (let start = 0; start < length; start += STAGE_SLICE) {
        for (const item of await host.take(jobId, field, start, STAGE_SLICE)) list.push(item);
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
      value[field] = list;
    }
  } finally {
    void host.release(jobId);
  }
  return { ...plain, value } as unknown as T;
}

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
      const outcome = hostPromise.then(async (h) => {
        // In-thread there is no boundary to cross: input and result go as they are.
        if (!inWorker)
          return h.run(id, name, input, onProgress, service as Parameters<H[typeof name]>[2]);
        const generic = h as HostLike<JobHandlers>;
        const sent = await stageBigArrays(generic, id, input);
        const result = await h.run(
          id,
          name,
          sent as typeof input,
          onProgress,
          service as Parameters<H[typeof name]>[2],
          STAGE_SLICE,
        );
        return takeHeldArrays(generic, id, result);
      });
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

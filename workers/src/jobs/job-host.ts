// The worker side of the job protocol: runs named jobs with an AbortController per job id,
// reports progress through the caller's (proxied) callback and turns every failure into a
// plain outcome with a message id, because Comlink only carries an error's message.
import type { ImportFileMessageId, JobMessageId, JobProgress } from '@portal/shared';
import { ImportFileError } from '../import/import-file-error.ts';
import { JobCancelledError, type JobOptions } from './job.ts';

export type JobOutcome<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly kind: 'cancelled' }
  | {
      readonly ok: false;
      readonly kind: 'failed';
      readonly messageId: ImportFileMessageId | JobMessageId;
      readonly values: Readonly<Record<string, string | number>>;
      readonly detail: string;
    };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a handler map of any inputs
export type JobHandler = (input: any, options: JobOptions, service?: any) => Promise<unknown>;
export type JobHandlers = Record<string, JobHandler>;

export interface JobHost<H extends JobHandlers> {
  run<K extends keyof H & string>(
    jobId: string,
    name: K,
    input: Parameters<H[K]>[0],
    onProgress?: (progress: JobProgress) => void,
    service?: Parameters<H[K]>[2],
    /** Keep result arrays longer than this in the host, to be read with `take` (see stage). */
    holdArraysOver?: number,
  ): Promise<JobOutcome<Awaited<ReturnType<H[K]>>> & HeldFields>;
  cancel(jobId: string): void;
  /**
   * Appends items to an array field of a job's input before `run`: a big input crosses the
   * worker boundary in slices, so no single structured clone blocks the main thread.
   */
  stage(jobId: string, field: string, items: readonly unknown[]): void;
  /** A slice of a result array the host kept (`held` in the outcome). */
  take(jobId: string, field: string, start: number, count: number): unknown[];
  /** Forgets what the host kept for a job. */
  release(jobId: string): void;
}

/** Result fields the host kept back, with their lengths. */
export interface HeldFields {
  readonly held?: Readonly<Record<string, number>>;
}

export function createJobHost<H extends JobHandlers>(
  handlers: H,
  /** Marks buffers to move rather than copy across the worker boundary. */
  transfer: <T>(value: T) => T = (v) => v,
): JobHost<H> {
  const running = new Map<string, AbortController>();
  const staged = new Map<string, Map<string, unknown[]>>();
  const kept = new Map<string, Map<string, unknown[]>>();
  return {
    async run(jobId, name, input, onProgress, service, holdArraysOver) {
      const controller = new AbortController();
      running.set(jobId, controller);
      const fields = staged.get(jobId);
      staged.delete(jobId);
      const whole = fields ? { ...input, ...Object.fromEntries(fields) } : input;
      try {
        const value = await handlers[name]!(
          whole,
          { signal: controller.signal, onProgress },
          service,
        );
        const { rest, arrays } = holdBigArrays(value, holdArraysOver);
        if (arrays.size === 0)
          return transfer({ ok: true, value } as JobOutcome<Awaited<ReturnType<H[typeof name]>>>);
        kept.set(jobId, arrays);
        const held = Object.fromEntries([...arrays].map(([field, list]) => [field, list.length]));
        return transfer({ ok: true, value: rest, held } as JobOutcome<
          Awaited<ReturnType<H[typeof name]>>
        > &
          HeldFields);
      } catch (error) {
        return failure(error);
      } finally {
        running.delete(jobId);
      }
    },
    cancel(jobId) {
      running.get(jobId)?.abort();
      staged.delete(jobId);
    },
    take(jobId, field, start, count) {
      return (
        kept
          .get(jobId)
          ?.get(field)
          ?.slice(start, start + count) ?? []
      );
    },
    release(jobId) {
      kept.delete(jobId);
    },
    stage(jobId, field, items) {
      let fields = staged.get(jobId);
      if (!fields) staged.set(jobId, (fields = new Map()));
      const list = fields.get(field);
      if (list) for (const item of items) list.push(item);
      else fields.set(field, [...items]);
    },
  };
}

function holdBigArrays(
  value: unknown,
  over: number | undefined,
): { rest: unknown; arrays: Map<string, unknown[]> } {
  const arrays = new Map<string, unknown[]>();
  if (over === undefined || value === null || typeof value !== 'object' || Array.isArray(value))
    return { rest: value, arrays };
  const rest: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const [field, list] of Object.entries(rest)) {
    if (!Array.isArray(list) || list.length <= over) continue;
    arrays.set(field, list);
    delete rest[field];
  }
  return { rest, arrays };
}

function failure(
  error: unknown,
): { ok: false; kind: 'cancelled' } | Extract<JobOutcome<never>, { kind: 'failed' }> {
  if (error instanceof JobCancelledError) return { ok: false, kind: 'cancelled' };
  if (error instanceof ImportFileError) {
    return {
      ok: false,
      kind: 'failed',
      messageId: error.messageId,
      values: error.values,
      detail: error.message,
    };
  }
  return {
    ok: false,
    kind: 'failed',
    messageId: 'msgCodes.jobFailed',
    values: {},
    detail: error instanceof Error ? error.message : String(error),
  };
}

/** Buffers inside a result (Uint8Array bytes), for Comlink.transfer. */
export function buffersOf(value: unknown, found: ArrayBuffer[] = [], depth = 0): ArrayBuffer[] {
  if (depth > 4 || value === null || typeof value !== 'object') return found;
  if (value instanceof Uint8Array) {
    if (
      value.buffer instanceof ArrayBuffer &&
      value.byteOffset === 0 &&
      value.byteLength === value.buffer.byteLength
    ) {
      found.push(value.buffer);
    }
    return found;
  }
  for (const v of Object.values(value)) buffersOf(v, found, depth + 1);
  return found;
}

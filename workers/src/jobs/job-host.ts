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
  ): Promise<JobOutcome<Awaited<ReturnType<H[K]>>>>;
  cancel(jobId: string): void;
}

export function createJobHost<H extends JobHandlers>(
  handlers: H,
  /** Marks buffers to move rather than copy across the worker boundary. */
  transfer: <T>(value: T) => T = (v) => v,
): JobHost<H> {
  const running = new Map<string, AbortController>();
  return {
    async run(jobId, name, input, onProgress, service) {
      const controller = new AbortController();
      running.set(jobId, controller);
      try {
        const value = await handlers[name]!(
          input,
          { signal: controller.signal, onProgress },
          service,
        );
        return transfer({ ok: true, value } as JobOutcome<Awaited<ReturnType<H[typeof name]>>>);
      } catch (error) {
        return failure(error);
      } finally {
        running.delete(jobId);
      }
    },
    cancel(jobId) {
      running.get(jobId)?.abort();
    },
  };
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

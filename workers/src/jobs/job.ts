// The job protocol every heavy job follows: progress through a callback (a Comlink.proxy
// across the worker boundary), cancellation through an AbortSignal.
import type { JobMessageId, JobProgress } from '@portal/shared';

export interface JobOptions {
  readonly signal?: AbortSignal;
  readonly onProgress?: (progress: JobProgress) => void;
}

/** Thrown when a job's signal aborts; the caller shows the spec's cancel message. */
export class JobCancelledError extends Error {
  override readonly name = 'JobCancelledError';
  constructor() {
    super('job cancelled');
  }
}

export function throwIfCancelled(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new JobCancelledError();
}

/**
 * Progress reporting limited to one call per `everyMs` (and always the last), so a 100,000-row
 * job does not flood the main thread with messages.
 */
export function progressReporter(
  phase: JobMessageId,
  options: JobOptions,
  everyMs = 100,
): (done: number, total: number) => void {
  let last = 0;
  return (done, total) => {
    const now = performance.now();
    if (done < total && now - last < everyMs) return;
    last = now;
    options.onProgress?.({ phase, done, total });
  };
}

/** Gives the event loop a turn so an abort message (and other work) can get through. */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

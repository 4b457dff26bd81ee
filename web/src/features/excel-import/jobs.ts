// The workers this screen uses, created on first use and kept for the page's life (one
// import worker, one export worker; workers/src/client). Results come back as outcomes with
// message ids, never thrown errors.
import type { JobProgress } from '@portal/shared';
import {
  createExportClient,
  createImportClient,
  type ExportJobs,
  type ImportJobs,
  type JobClient,
  type JobHandle,
  type JobOutcome,
} from '@portal/workers';
import type { DownloadFile } from '../downloads/download-store.ts';

let importClient: JobClient<ImportJobs> | undefined;
let exportClient: JobClient<ExportJobs> | undefined;

export function importJobs(): JobClient<ImportJobs> {
  return (importClient ??= createImportClient());
}

export function exportJobs(): JobClient<ExportJobs> {
  return (exportClient ??= createExportClient());
}

export type FailedOutcome = Extract<JobOutcome<unknown>, { kind: 'failed' }>;

export const PDF_TYPE = 'application/pdf';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A job's handle whose value becomes a file for the download queue. */
export function asDownload<T>(
  handle: JobHandle<T>,
  toFile: (value: T) => DownloadFile,
): JobHandle<DownloadFile> {
  return {
    id: handle.id,
    cancel: handle.cancel,
    outcome: handle.outcome.then((outcome) =>
      outcome.ok ? { ok: true as const, value: toFile(outcome.value) } : outcome,
    ),
  };
}

/** A running job as the screen shows it: progress, and how to cancel. */
export interface JobView {
  readonly progress: JobProgress | null;
  readonly cancel: () => void;
}

/** Starts a job, shows it through `setJob` while it runs, and answers its outcome. */
export async function runJob<T>(
  start: (onProgress: (progress: JobProgress) => void) => JobHandle<T>,
  setJob: (job: JobView | null) => void,
): Promise<JobOutcome<T>> {
  let cancel = (): void => undefined;
  const handle = start((progress) => setJob({ progress, cancel }));
  cancel = handle.cancel;
  setJob({ progress: null, cancel });
  try {
    return await handle.outcome;
  } finally {
    setJob(null);
  }
}

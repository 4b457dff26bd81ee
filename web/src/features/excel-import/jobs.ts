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

let importClient: JobClient<ImportJobs> | undefined;
let exportClient: JobClient<ExportJobs> | undefined;

export function importJobs(): JobClient<ImportJobs> {
  return (importClient ??= createImportClient());
}

export function exportJobs(): JobClient<ExportJobs> {
  return (exportClient ??= createExportClient());
}

export type FailedOutcome = Extract<JobOutcome<unknown>, { kind: 'failed' }>;

/** Hands bytes to the browser as a download under `fileName`. */
export function saveFile(bytes: Uint8Array, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export const PDF_TYPE = 'application/pdf';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

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

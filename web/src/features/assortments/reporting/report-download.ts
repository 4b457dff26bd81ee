// Download XLSX of the reporting screen (spec 000 §7 POST /assortments/admin/report/{reportRoute}
// (binary); 001 §4 Downloads and exports; §8 'Document Exported'): the server writes the
// workbook from its statistics, in the app's language (Accept-Language); the app's download
// queue fetches it (progress in the downloads panel, Cancel) and saves it under the server's
// file name. A plain fetch: the REST client reads JSON only.
import { reportFileName, type AssortmentReportRoute, type ReportPeriod } from '@portal/shared';
import type { JobHandle, JobOutcome } from '@portal/workers';
import {
  downloads,
  type DownloadFile,
  type DownloadStore,
} from '../../downloads/download-store.ts';
import { XLSX_TYPE } from '../../excel-import/jobs.ts';

export interface ReportDownloadDeps {
  readonly queue?: Pick<DownloadStore, 'enqueue'>;
  readonly fetch?: typeof fetch;
}

export interface ReportDownloadRequest {
  readonly route: AssortmentReportRoute;
  readonly period: ReportPeriod;
  /** The app's language: the workbook's headers and action names. */
  readonly locale: string;
  /** The downloads panel's name of the item. */
  readonly displayName: string;
}

/** The file name of a Content-Disposition header (`attachment; filename="x.xlsx"`), if any. */
export function attachmentName(header: string | null): string | null {
  const match = header ? /filename="([^"]+)"/.exec(header) : null;
  return match?.[1] ?? null;
}

let counter = 0;

/** Fetches the workbook; cancel aborts the request. */
function fetchWorkbook(
  request: ReportDownloadRequest,
  fetchImpl: typeof fetch,
): JobHandle<DownloadFile> {
  const controller = new AbortController();
  const failed = (detail: string): JobOutcome<DownloadFile> => ({
    ok: false,
    kind: 'failed',
    messageId: 'msgCodes.jobFailed',
    values: {},
    detail,
  });
  const outcome = (async (): Promise<JobOutcome<DownloadFile>> => {
    try {
      const response = await fetchImpl(`/api/assortments/admin/report/${request.route}`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: {
          accept: XLSX_TYPE,
          'accept-language': request.locale,
          'content-type': 'application/json',
        },
        body: JSON.stringify(request.period),
        signal: controller.signal,
      });
      if (!response.ok) return failed(`HTTP ${response.status}`);
      const bytes = new Uint8Array(await response.arrayBuffer());
      const fileName =
        attachmentName(response.headers.get('content-disposition')) ??
        reportFileName({ reportRoute: request.route, period: request.period });
      return { ok: true, value: { bytes, fileName, type: XLSX_TYPE } };
    } catch (error) {
      if (controller.signal.aborted) return { ok: false, kind: 'cancelled' };
      return failed(String(error));
    }
  })();
  counter += 1;
  return { id: `assortment-report-${counter}`, cancel: () => controller.abort(), outcome };
}

/** Queues the report's workbook; a newer one of the same report replaces it. */
export function queueReportDownload(
  request: ReportDownloadRequest,
  deps: ReportDownloadDeps = {},
): string {
  const fetchImpl = deps.fetch ?? ((input, init) => globalThis.fetch(input, init));
  return (deps.queue ?? downloads).enqueue({
    family: `assortment-report:${request.route}`,
    kind: 'xlsx',
    displayName: request.displayName,
    start: () => fetchWorkbook(request, fetchImpl),
  });
}

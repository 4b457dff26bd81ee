// A library's downloads (spec 000 §2 library screens' download action; 001 §4 Downloads and
// exports: the one queue, at most 3 at once, one request per family, progress, Cancel with
// 'Your ZIP download has been cancelled'): an item's primary or working file, a ZIP of the
// selected items' files and the XLSX asset report of the view, both made on the device by the
// export worker, so they work offline from the service worker's cache. Each records its
// statistic (001 §7 POST /stats) through the outbox. Decision 0046.
import {
  safeFileBase,
  type DownloadKind,
  type LibraryFile,
  type LibraryItem,
  type LibraryItemType,
  type LibraryViewToggles,
} from '@portal/shared';
import type { ExportJobs, FileFetcher, JobClient, JobHandle, ZipFileEntry } from '@portal/workers';
import {
  downloads,
  type DownloadFile,
  type DownloadStore,
} from '../../downloads/download-store.ts';
import { XLSX_TYPE, asDownload, exportJobs } from '../../excel-import/jobs.ts';
import { fileSrc } from '../files.ts';
import { downloadAddress, type LibraryDownloadItem } from './library-files.ts';
import { libraryReportInput } from './library-report.ts';
import { recordStat, type StatRecord } from './stats-outbox.ts';

export const ZIP_TYPE = 'application/zip';

/** What the downloads run on; each part replaceable (tests run the jobs in Node). */
export interface LibraryDownloadDeps {
  readonly queue?: Pick<DownloadStore, 'enqueue'>;
  readonly jobs?: JobClient<ExportJobs>;
  readonly fetcher?: FileFetcher;
  readonly record?: (event: StatRecord) => void;
  /** Hands a file's address to the browser (an <a download> click by default). */
  readonly open?: (href: string, filename: string) => void;
}

/** Documents are the one library whose downloads are 'document download' (spec 000 §7). */
function fileAction(type: LibraryItemType, file: LibraryFile): StatRecord['action'] {
  if (type === 'ProductDocument') return 'documentDownload';
  return file.usageType === 'Working File' ? 'assetWorkingFileDownload' : 'assetPrimaryDownload';
}

function clickDownload(href: string, filename: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * A plain download of one file of an item (its source through GET /api/files/{key}; the
 * service worker answers it from its cache offline). Answers false when the file has no source.
 */
export function downloadLibraryFile(
  item: Pick<LibraryItem, 'id' | 'libraryType'>,
  file: LibraryFile,
  deps: LibraryDownloadDeps = {},
): boolean {
  const href = downloadAddress(file);
  if (!href) return false;
  (deps.open ?? clickDownload)(href, file.filename);
  (deps.record ?? recordStat)({
    action: fileAction(item.libraryType as LibraryItemType, file),
    modelType: item.libraryType,
    modelId: item.id,
    data: { fileId: file.id, filename: file.filename },
  });
  return true;
}

/** Reads a ZIP file's bytes on the page: /api/files/{key}, the SW cache offline; null if neither. */
export function fileFetcher(fetchImpl: typeof fetch = fetch, timeoutMs = 30_000): FileFetcher {
  return {
    async fetch(entry) {
      const url = fileSrc(entry.key);
      if (!url) return null;
      try {
        const response = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs) });
        return response.ok ? new Uint8Array(await response.arrayBuffer()) : null;
      } catch {
        return null;
      }
    },
  };
}

function enqueue(
  deps: LibraryDownloadDeps,
  family: string,
  kind: DownloadKind,
  displayName: string,
  start: (
    onProgress: Parameters<Parameters<DownloadStore['enqueue']>[0]['start']>[0],
  ) => JobHandle<DownloadFile>,
): string {
  return (deps.queue ?? downloads).enqueue({ family, kind, displayName, start });
}

export interface LibraryZipRequest {
  readonly type: LibraryItemType;
  /** The file's name without extension. */
  readonly title: string;
  readonly displayName: string;
}

/**
 * A ZIP of the chosen files (`libraryZipEntries`), one family per library: a newer ZIP of the
 * same library replaces a running one. The caller refuses over 20 GiB first (`zipTooLarge`);
 * the job checks again and fails with msgCodes.collectionTooLarge.
 */
export function exportLibraryZip(
  entries: readonly ZipFileEntry[],
  request: LibraryZipRequest,
  deps: LibraryDownloadDeps = {},
): string {
  const fileName = `${safeFileBase(request.title)}.zip`;
  (deps.record ?? recordStat)({
    action: 'downloadZipImages',
    modelType: request.type,
    data: { fileCount: entries.length },
  });
  return enqueue(deps, `library:${request.type}:zip`, 'zip', request.displayName, (onProgress) => {
    const handle = (deps.jobs ?? exportJobs()).start(
      'zipFiles',
      { entries },
      { service: deps.fetcher ?? fileFetcher(), onProgress },
    );
    return {
      id: handle.id,
      cancel: handle.cancel,
      outcome: handle.outcome.then((outcome) => {
        if (!outcome.ok) return outcome;
        if (outcome.value.kind === 'tooLarge')
          return {
            ok: false as const,
            kind: 'failed' as const,
            messageId: 'msgCodes.collectionTooLarge' as const,
            values: {},
            detail: 'over 20 GiB',
          };
        return {
          ok: true as const,
          value: { bytes: outcome.value.bytes, fileName, type: ZIP_TYPE },
        };
      }),
    };
  });
}

export interface LibraryReportRequest {
  readonly type: LibraryItemType;
  readonly toggles: LibraryViewToggles;
  readonly sheetName: string;
  readonly title: string;
  readonly displayName: string;
  readonly header: (labelId: string) => string;
}

/** The XLSX asset report of the items (the view, in its order); one family per library. */
export function exportLibraryReport(
  items: readonly LibraryDownloadItem[],
  request: LibraryReportRequest,
  deps: LibraryDownloadDeps = {},
): string {
  const input = libraryReportInput(request.type, items, request);
  const fileName = `${safeFileBase(request.title)}.xlsx`;
  return enqueue(
    deps,
    `library:${request.type}:report`,
    'xlsx',
    request.displayName,
    (onProgress) =>
      asDownload((deps.jobs ?? exportJobs()).start('gridXlsx', input, { onProgress }), (bytes) => ({
        bytes,
        fileName,
        type: XLSX_TYPE,
      })),
  );
}

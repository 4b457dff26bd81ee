// Queues an assortment document on the app's download queue (spec 001 §4 Downloads and
// exports: at most 3 at once, progress, Cancel with 'Your document has been canceled' / 'Your
// ZIP download has been cancelled'; 'Document Exported' when saved, spec 000 §8). The export
// worker makes the file from what the device holds, so it works offline; an image the device
// cannot read is left out (blank thumbnail, 'Image coming soon', missing from the ZIP).
import {
  assortmentDocumentFileName,
  pdfReadsImages,
  STAT_ASSORTMENT_KEY,
  STAT_ASSORTMENT_MODEL,
  type Assortment,
  type AssortmentExportOptions,
  type DownloadKind,
  type ExportProduct,
  type Product,
} from '@portal/shared';
import {
  assortmentPdfInput,
  assortmentXlsxInput,
  type ExportImageService,
  type ExportJobs,
  type ImageFetcher,
  type JobClient,
  type JobHandle,
  type PdfContext,
  type SpreadsheetContext,
} from '@portal/workers';
import {
  downloads,
  type DownloadFile,
  type DownloadRequest,
  type DownloadStore,
} from '../../downloads/download-store.ts';
import { fileImageService } from '../../excel-import/documents.ts';
import { recordStat, type StatRecord } from '../../libraries/downloads/stats-outbox.ts';
import { PDF_TYPE, XLSX_TYPE, asDownload, exportJobs } from '../../excel-import/jobs.ts';
import { ZIP_TYPE } from '../../products/export/product-documents.ts';
import { fileImageFetcher, productZipEntries } from '../../products/export/product-zip.ts';

type OnProgress = Parameters<DownloadRequest['start']>[0];

/** What the export runs on; each part replaceable (tests run the jobs in Node). */
export interface AssortmentExportDeps {
  readonly queue?: Pick<DownloadStore, 'enqueue' | 'cancel' | 'items' | 'subscribe'>;
  readonly jobs?: JobClient<ExportJobs>;
  readonly images?: ExportImageService;
  readonly fetcher?: (keys: Parameters<typeof fileImageFetcher>[0]) => ImageFetcher;
  /** Where the export's statistic event goes (the persisted stats outbox by default). */
  readonly record?: (event: StatRecord) => void;
}

/** spec 000 §7 Statistics: the action each export records (the managers' export report). */
const STAT_OF_KIND = { xlsx: 'excel', pdf: 'documentDownload', zip: 'downloadZipImages' } as const;

export interface ExportRequest {
  readonly assortment: Assortment;
  /** shared assortmentExportProducts: the rows in the assortment's order. */
  readonly products: readonly ExportProduct[];
  /** The catalogue's records of the products the device holds (the ZIP's images). */
  readonly catalogueProducts: readonly Product[];
  readonly options: AssortmentExportOptions;
  readonly spreadsheet: SpreadsheetContext;
  readonly pdf: PdfContext;
  /** The downloads panel's name of the item. */
  readonly displayName: string;
}

/** The download kind of a choice: the queue's family and its cancel message follow it. */
export function downloadKindOf(
  options: Pick<AssortmentExportOptions, 'documentType'>,
): DownloadKind {
  return options.documentType === 'Spreadsheet'
    ? 'xlsx'
    : options.documentType === 'PDF'
      ? 'pdf'
      : 'zip';
}

/** Queues the chosen document; answers the queue item's hashId. */
export function queueAssortmentExport(
  request: ExportRequest,
  deps: AssortmentExportDeps = {},
): string {
  const kind = downloadKindOf(request.options);
  const { assortment, options } = request;
  const jobs = () => deps.jobs ?? exportJobs();
  const images = () => deps.images ?? fileImageService();
  const start = (onProgress: OnProgress): JobHandle<DownloadFile> => {
    if (kind === 'xlsx') {
      const input = assortmentXlsxInput(request.products, options, request.spreadsheet);
      const fileName = assortmentDocumentFileName(assortment.title, 'xlsx');
      return asDownload(
        jobs().start('gridXlsx', input, { service: images(), onProgress }),
        (bytes) => ({ bytes, fileName, type: XLSX_TYPE }),
      );
    }
    if (kind === 'pdf') {
      const input = assortmentPdfInput(assortment, request.products, options, request.pdf);
      // spec 000 §3 includeImages off and no logo on a cover: no image service, no image read.
      const service = pdfReadsImages(options.page, assortment) ? images() : undefined;
      return asDownload(jobs().start('assortmentPdf', input, { service, onProgress }), (pdf) => ({
        bytes: pdf.bytes,
        fileName: pdf.fileName,
        type: PDF_TYPE,
      }));
    }
    return zipHandle(request, deps, onProgress);
  };
  // One family per assortment and kind: a newer request of the same document replaces it.
  const queued = (deps.queue ?? downloads).enqueue({
    family: `assortment:${assortment.id}:${kind}`,
    kind,
    displayName: request.displayName,
    start,
  });
  // Recorded when asked for (offline too: the outbox sends it later); decision 0066.
  (deps.record ?? recordStat)({
    action: STAT_OF_KIND[kind],
    modelType: STAT_ASSORTMENT_MODEL,
    modelId: assortment.id,
    data: { [STAT_ASSORTMENT_KEY]: assortment.id },
  });
  return queued;
}

function zipHandle(
  request: ExportRequest,
  deps: AssortmentExportDeps,
  onProgress: OnProgress,
): JobHandle<DownloadFile> {
  const entries = productZipEntries(request.catalogueProducts);
  const fileName = assortmentDocumentFileName(request.assortment.title, 'zip');
  const handle = (deps.jobs ?? exportJobs()).start(
    'zipImages',
    {
      products: entries.products,
      options: { ...request.options.zip, includeWorkingFiles: false },
    },
    { service: (deps.fetcher ?? fileImageFetcher)(entries.keys), onProgress },
  );
  return {
    id: handle.id,
    cancel: handle.cancel,
    outcome: handle.outcome.then((outcome) => {
      if (!outcome.ok) return outcome;
      // spec 000 §9: a collection over 20 GiB is refused, nothing fetched.
      if (outcome.value.kind === 'tooLarge')
        return {
          ok: false as const,
          kind: 'failed' as const,
          messageId: 'msgCodes.collectionTooLarge' as const,
          values: {},
          detail: 'over 20 GiB',
        };
      return { ok: true as const, value: { bytes: outcome.value.bytes, fileName, type: ZIP_TYPE } };
    }),
  };
}

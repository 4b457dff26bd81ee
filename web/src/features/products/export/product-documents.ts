// The product library's documents, made on the device by the export worker and handed to the
// app's download queue (spec 001 §4 Downloads and exports: at most 3 at once, one request per
// family, progress, Cancel with 'Your document has been canceled' / 'Your ZIP download has
// been cancelled'): a product's tear sheet (PDF), the XLSX of a selection, a ZIP of the
// selection's images. Everything reads the device, so it all works offline.
import {
  CURRENCY_DEFAULTS,
  assortmentDocumentFileName,
  safeFileBase,
  type DownloadKind,
  type Product,
} from '@portal/shared';
import {
  productTearSheetFileName,
  productTearSheetInput,
  type ExportImageService,
  type ExportJobs,
  type ImageFetcher,
  type JobClient,
  type JobHandle,
  type PdfLabels,
  type TearSheetSubType,
} from '@portal/workers';
import {
  downloads,
  type DownloadFile,
  type DownloadStore,
} from '../../downloads/download-store.ts';
import { fileImageService } from '../../excel-import/documents.ts';
import { PDF_TYPE, XLSX_TYPE, asDownload, exportJobs } from '../../excel-import/jobs.ts';
import { productsXlsxInput, type ProductXlsxContext } from './product-xlsx.ts';
import { fileImageFetcher, productZipEntries } from './product-zip.ts';

export const ZIP_TYPE = 'application/zip';

/** What the documents run on; each part replaceable (tests run the jobs in Node). */
export interface ProductDocumentDeps {
  readonly queue?: Pick<DownloadStore, 'enqueue'>;
  readonly jobs?: JobClient<ExportJobs>;
  /** Product images for the PDF and the XLSX thumbnails. */
  readonly images?: ExportImageService;
  /** The ZIP's file reader; by default GET /api/files/{key} through the service worker. */
  readonly fetcher?: (keys: Parameters<typeof fileImageFetcher>[0]) => ImageFetcher;
}

export interface CurrencyEntry {
  readonly currencySymbol?: string | null;
  readonly decimalPlaces?: number | null;
}

export interface TearSheetRequest {
  readonly subType: TearSheetSubType;
  readonly locationCode: string;
  readonly currency: CurrencyEntry | undefined;
  readonly locale: string;
  /** The PDF's labels in the user's language (pdfLabelsOf). */
  readonly labels: Partial<PdfLabels>;
  readonly author?: string;
  /** YYYY-MM-DD (the footer's date). */
  readonly date: string;
  /** The downloads panel's name of the item. */
  readonly displayName: string;
}

const currencyFormat = (entry: CurrencyEntry | undefined) => ({
  symbol: entry?.currencySymbol ?? CURRENCY_DEFAULTS.currencySymbol,
  decimals: entry?.decimalPlaces ?? CURRENCY_DEFAULTS.decimalPlaces,
});

function enqueue(
  deps: ProductDocumentDeps,
  family: string,
  kind: DownloadKind,
  displayName: string,
  start: (
    onProgress: Parameters<Parameters<DownloadStore['enqueue']>[0]['start']>[0],
  ) => JobHandle<DownloadFile>,
): string {
  return (deps.queue ?? downloads).enqueue({ family, kind, displayName, start });
}

/**
 * The product's tear sheet (spec 000 §3: With Hero Image or Thumbnails Only), from the same
 * builder the server's GET /products/tearsheet uses, so both give the same document. A second
 * request for the product replaces the first (one family per product).
 */
export function downloadTearSheet(
  product: Product,
  request: TearSheetRequest,
  deps: ProductDocumentDeps = {},
): string {
  const input = productTearSheetInput(product, {
    subType: request.subType,
    locationCode: request.locationCode,
    locale: request.locale,
    currency: currencyFormat(request.currency),
    labels: request.labels,
    author: request.author,
    date: request.date,
  });
  const fileName = productTearSheetFileName(product.style, product.color);
  return enqueue(
    deps,
    `products:tearsheet:${product.id}`,
    'pdf',
    request.displayName,
    (onProgress) =>
      asDownload(
        (deps.jobs ?? exportJobs()).start('assortmentPdf', input, {
          service: deps.images ?? fileImageService(),
          onProgress,
        }),
        (pdf) => ({ bytes: pdf.bytes, fileName, type: PDF_TYPE }),
      ),
  );
}

export interface SelectionXlsxRequest extends Omit<ProductXlsxContext, 'header'> {
  readonly header: (labelId: string) => string;
  /** The file's name without extension (e.g. 'Products 2026-03-02'). */
  readonly title: string;
  readonly displayName: string;
}

/** The XLSX of the selected products (spec 000 §9), in the order given. */
export function exportProductsXlsx(
  products: readonly Product[],
  request: SelectionXlsxRequest,
  deps: ProductDocumentDeps = {},
): string {
  const input = productsXlsxInput(products, request);
  const fileName = `${safeFileBase(request.title)}.xlsx`;
  return enqueue(deps, 'products:selection:xlsx', 'xlsx', request.displayName, (onProgress) =>
    asDownload(
      (deps.jobs ?? exportJobs()).start('gridXlsx', input, {
        service: deps.images ?? fileImageService(),
        onProgress,
      }),
      (bytes) => ({ bytes, fileName, type: XLSX_TYPE }),
    ),
  );
}

export interface SelectionZipRequest {
  /** spec 001 §9 zip settings: small images, or only each product's hero. */
  readonly small: boolean;
  readonly heroOnly: boolean;
  readonly title: string;
  readonly displayName: string;
}

/**
 * A ZIP of the selected products' images. Over 20 GiB (spec 000 §9) nothing is fetched and the
 * item fails with msgCodes.collectionTooLarge.
 */
export function exportProductsZip(
  products: readonly Product[],
  request: SelectionZipRequest,
  deps: ProductDocumentDeps = {},
): string {
  const entries = productZipEntries(products);
  const fileName = assortmentDocumentFileName(request.title, 'zip');
  return enqueue(deps, 'products:selection:zip', 'zip', request.displayName, (onProgress) => {
    const handle = (deps.jobs ?? exportJobs()).start(
      'zipImages',
      {
        products: entries.products,
        options: { small: request.small, heroOnly: request.heroOnly, includeWorkingFiles: false },
      },
      { service: (deps.fetcher ?? fileImageFetcher)(entries.keys), onProgress },
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

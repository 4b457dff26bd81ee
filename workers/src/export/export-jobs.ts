// The export jobs as a handler map (XLSX, PDF, ZIP). Images come from the caller through a
// service (a Comlink proxy across the worker boundary): the service worker cache in the app.
import type {
  ExportProduct,
  ExportValueFormat,
  ZipImageOptions,
  CurrencyFormat,
} from '@portal/shared';
import { exportAssortmentXlsx, type AssortmentXlsxInput } from './assortment-xlsx.ts';
import type { Thumbnailer } from './thumbnailer.ts';
import { exportXlsx, type XlsxExportOptions } from './xlsx-export.ts';
import type { XlsxSink } from './xlsx-sink.ts';
import { renderAssortmentPdf } from '../pdf/render-pdf.ts';
import type { PdfDocumentInput, PdfImageSource } from '../pdf/pdf-types.ts';
import { zipImages, type ImageFetcher, type ZipProductImages } from '../zip/zip-images.ts';
import { zipFiles, type FileFetcher, type ZipFileEntry } from '../zip/zip-files.ts';
import type { JobOptions } from '../jobs/job.ts';

/** A grid column that crosses a worker boundary: a field name instead of a function. */
export interface GridColumn {
  readonly header: string;
  readonly field: string;
  readonly format: ExportValueFormat;
  readonly width?: number;
}

export interface GridXlsxInput {
  readonly sheetName: string;
  readonly columns: readonly GridColumn[];
  readonly rows: readonly Readonly<Record<string, unknown>>[];
  readonly currency?: CurrencyFormat;
  /**
   * A first column of 40x40 JPEG thumbnails (spec 000 §9), read through the job's image
   * service for each row's `style`, `color` and `image` fields (a product grid's rows).
   */
  readonly thumbnails?: { readonly header: string };
}

/** The product a grid row stands for, as the image service reads it. */
function rowProduct(row: Readonly<Record<string, unknown>>): ExportProduct {
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return { style: text(row['style']), color: text(row['color']), image: row['image'] };
}

/** Images for exports: the product's image bytes, or null. */
export interface ExportImageService {
  image(product: ExportProduct, size: 'small' | 'full', view?: number): Promise<Uint8Array | null>;
}

export function exportJobs(platform: { thumbnailer: Thumbnailer; createSink?: () => XlsxSink }) {
  const sinkOptions = (options: JobOptions): XlsxExportOptions => ({
    ...options,
    createSink: platform.createSink,
  });
  return {
    gridXlsx: (input: GridXlsxInput, options: JobOptions, images?: ExportImageService) =>
      exportXlsx(
        {
          sheetName: input.sheetName,
          currency: input.currency,
          rows: input.rows,
          columns: input.columns.map((c) => ({
            header: c.header,
            format: c.format,
            width: c.width,
            value: (row: Readonly<Record<string, unknown>>) => row[c.field],
          })),
          thumbnails:
            input.thumbnails && images
              ? {
                  header: input.thumbnails.header,
                  image: (row) => images.image(rowProduct(row), 'small'),
                  thumbnailer: platform.thumbnailer,
                }
              : undefined,
        },
        sinkOptions(options),
      ),
    assortmentXlsx: (
      input: Omit<AssortmentXlsxInput, 'images'> & { withImages: boolean },
      options: JobOptions,
      images?: ExportImageService,
    ) =>
      exportAssortmentXlsx(
        {
          ...input,
          images:
            input.withImages && images !== undefined
              ? { image: (p) => images.image(p, 'small'), thumbnailer: platform.thumbnailer }
              : undefined,
        },
        sinkOptions(options),
      ),
    assortmentPdf: (
      input: Omit<PdfDocumentInput, 'images'>,
      options: JobOptions,
      images?: ExportImageService,
    ) => {
      const source: PdfImageSource | undefined = images && {
        image: (p, r) => images.image(p, r.size, r.view),
      };
      return renderAssortmentPdf({ ...input, images: source }, options);
    },
    zipImages: (
      input: { products: readonly ZipProductImages[]; options: ZipImageOptions },
      options: JobOptions,
      fetcher?: ImageFetcher,
    ) => {
      if (fetcher === undefined) throw new Error('zipImages needs an ImageFetcher');
      return zipImages(input.products, fetcher, input.options, options);
    },
    /** Named files (a library selection's files: decision 0046). */
    zipFiles: (
      input: { entries: readonly ZipFileEntry[] },
      options: JobOptions,
      fetcher?: FileFetcher,
    ) => {
      if (fetcher === undefined) throw new Error('zipFiles needs a FileFetcher');
      return zipFiles(input.entries, fetcher, options);
    },
  };
}

export type ExportJobs = ReturnType<typeof exportJobs>;

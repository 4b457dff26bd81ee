// Node entry for the server (shared and scheduled documents, server-side import checks):
// every job function, plus the job maps wired with Node's streaming exceljs reader and
// writer and sharp thumbnails.
import { exportJobs } from './export/export-jobs.ts';
import { sharpThumbnailer } from './export/thumbnailer-sharp.node.ts';
import { createStreamingSink } from './export/xlsx-sink-stream.node.ts';
import { importJobs } from './import/import-jobs.ts';
import { readXlsxRowsSax } from './import/read-xlsx-sax.ts';

export const nodeImportJobs = importJobs(readXlsxRowsSax);
export const nodeExportJobs = exportJobs({
  thumbnailer: sharpThumbnailer,
  createSink: createStreamingSink,
});

export { readXlsxRowsSax, sharpThumbnailer, createStreamingSink, importJobs, exportJobs };
export * from './jobs/job.ts';
export * from './jobs/job-host.ts';
export * from './import/import-file-error.ts';
export * from './import/sheet-source.ts';
export * from './import/read-import-sheet.ts';
export * from './import/read-xlsx-sax.ts';
export * from './import/map-import-rows.ts';
export * from './import/parse-import.ts';
export * from './import/product-lookup.ts';
export * from './import/validate-import.ts';
export * from './export/thumbnailer.ts';
export * from './export/xlsx-sink.ts';
export * from './export/xlsx-export.ts';
export type { ExportImageService, ExportJobs, GridXlsxInput } from './export/export-jobs.ts';
export * from './export/assortment-xlsx.ts';
export * from './pdf/pdf-types.ts';
export * from './pdf/render-pdf.ts';
export * from './pdf/product-tear-sheet.ts';
export * from './export/assortment-documents.ts';
export * from './pdf/pdf-labels.ts';
export * from './zip/zip-images.ts';

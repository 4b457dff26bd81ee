// The web app's entry: the main-thread clients of the import and export workers, the job
// protocol, and the types of the jobs. Kept light on purpose: the heavy modules (exceljs,
// jspdf, jszip) load inside the workers only. The server imports `./node.ts` instead, which
// also has the functions themselves. See ../CONTEXT.md.
export * from './client/job-client.ts';
export * from './client/workers-client.ts';
export * from './jobs/job.ts';
export type { JobOutcome, JobHost, JobHandlers } from './jobs/job-host.ts';
export * from './import/product-lookup.ts';
export type { ImportJobs, ParseImportInput } from './import/import-jobs.ts';
export type { ParsedImport } from './import/parse-import.ts';
export type { MappedImport, InvalidCell } from './import/map-import-rows.ts';
export type { AssortmentValidation, SampleValidation } from './import/validate-import.ts';
export type { ImportFile } from './import/read-import-sheet.ts';
export type {
  ExportJobs,
  GridColumn,
  GridXlsxInput,
  ExportImageService,
} from './export/export-jobs.ts';
export type { ExportAssortment, AssortmentXlsxInput } from './export/assortment-xlsx.ts';
export type {
  PdfDocumentInput,
  PdfProduct,
  PdfDisplayGroup,
  PdfAssortment,
  PdfLabels,
  PdfLabelId,
} from './pdf/pdf-types.ts';
export type { RenderedPdf } from './pdf/render-pdf.ts';
// Pure and light (shared only): the device builds a product's tear sheet input as the server does.
export * from './pdf/product-tear-sheet.ts';
// The same for an assortment's spreadsheet and PDF inputs (the server's document routes too).
export * from './export/assortment-documents.ts';
export type {
  ZipImagesResult,
  ZipProductImages,
  ZipImageFile,
  ImageFetcher,
} from './zip/zip-images.ts';
export type { ZipFilesResult, ZipFileEntry, FileFetcher } from './zip/zip-files.ts';

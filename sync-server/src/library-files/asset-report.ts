// The library XLSX asset report (spec 000 §7 "Library XLSX asset report", 001 §7 POST
// /assets/{libraryType}/report/xlsx): one row per item of the view, written by the export
// worker's streaming exceljs writer (@portal/workers/node.ts). The spec names no columns; we
// write what the library grids show (decision 0045), headers in the caller's locale: name,
// library, type, category, status, the rights dates, the file names and sizes, the last change. Dates are YYYY-MM-DD (001 §9
// "exported dates are trimmed"), sizes at base 1024 (001 §9). Every value is a string cell,
// never a formula (shared export/cell-escape.ts: XLSX string cells cannot run as formulas).
import {
  DEFAULT_LOCALE,
  formatFileSize,
  trimExportDate,
  type LibraryFile,
  type LibraryItem,
  type Locale,
} from '@portal/shared';
import { createStreamingSink, type XlsxSinkColumn } from '@portal/workers/node.ts';
import { REPORT_LABELS } from './report-labels.ts';

/** Column widths, in the order of the report's columns (report-labels.ts ReportLabels). */
const WIDTHS = [40, 22, 22, 22, 14, 12, 12, 12, 12, 50, 30, 12] as const;

/** The report's columns with their headers in `locale`. */
export function assetReportColumns(locale: Locale): XlsxSinkColumn[] {
  return REPORT_LABELS[locale].map((header, i) => ({ header, width: WIDTHS[i]! }));
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** A file as the report lists it: its name, and its usage when it is a working file. */
const fileLabel = (file: LibraryFile) =>
  file.usageType === 'Working File' ? `${file.filename} (Working File)` : file.filename;

/** The report's row of one item, in the order of the columns. */
export function assetReportRow(item: LibraryItem): string[] {
  const files = item.files ?? [];
  return [
    text(item.name),
    text(item.libraryType),
    text(item.assetType ?? item.docType),
    text(item.category),
    text(item.status),
    trimExportDate(item.startDate),
    trimExportDate(item.endDate),
    trimExportDate(item.beginDate),
    trimExportDate(item.expireDate),
    files.map(fileLabel).join('\n'),
    files.map((f) => formatFileSize(f.fileSize ?? 0)).join('\n'),
    trimExportDate(item.modifiedDate),
  ];
}

/** The workbook of the items, one sheet named after the library. */
export async function assetReportXlsx(
  sheetName: string,
  items: readonly LibraryItem[],
  locale: Locale = DEFAULT_LOCALE,
): Promise<Uint8Array> {
  const sink = createStreamingSink();
  sink.start(sheetName.slice(0, 31), assetReportColumns(locale));
  for (const item of items) await sink.addRow(assetReportRow(item));
  return sink.finish();
}

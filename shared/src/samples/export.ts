// The sample inventory export (spec 001 §2 "a sample inventory grid with … an export", §7 POST
// /sampleInventory/export/xlsx/{library}, §9 "Export files are .xlsx; exported dates are
// trimmed to YYYY-MM-DD"; spec 000 §9 file names). One definition for the device (export
// worker) and the server (the same worker job in Node), so both write the same workbook.
// Decision 0051.
import type { SampleLibrary } from '../entities/values.ts';
import type { ExportValueFormat } from '../export/export-columns.ts';
import { trimExportDate } from '../export/formatting.ts';
import { SAMPLE_LOCATION_FIELDS } from './filter-bar.ts';

/** One column of the export: the sample field, its header's message id, its cell format. */
export interface SampleExportColumn {
  readonly field: string;
  /** Message id of the header (shared/src/samples/i18n, on the device and the server). */
  readonly labelId: string;
  readonly format: ExportValueFormat;
  /** Excel column width in characters. */
  readonly width: number;
}

/** Message id of an export column's header. */
export const sampleExportLabelId = (field: string): string => `labels.samples.export.${field}`;

const column = (field: string, format: ExportValueFormat, width = 12): SampleExportColumn => ({
  field,
  labelId: sampleExportLabelId(field),
  format,
  width,
});

/** The grid's shared columns (web features/samples/columns.ts), in its order. */
const SHARED: readonly SampleExportColumn[] = [
  column('division', 'text'),
  column('style', 'text'),
  column('color', 'text'),
  column('side', 'text'),
  column('size', 'text', 8),
  column('status', 'text', 14),
  column('gender', 'text'),
  column('subtype', 'text'),
  column('region', 'text'),
  column('origin', 'text'),
  column('totalQty', 'number'),
];

/** The library's own columns (spec 001 §3); region is a shared field, shown once. */
const OWN: Readonly<Record<SampleLibrary, readonly SampleExportColumn[]>> = {
  Production: [
    column('bin', 'text'),
    column('moldNum', 'text'),
    // 'date' would drop a mold date the file holds in another spelling: written as stored.
    column('moldDate', 'text'),
    column('quantity', 'number'),
  ],
  Sales: SAMPLE_LOCATION_FIELDS.Sales.filter((f) => f !== 'region').map((f) => column(f, 'text')),
};

/** The sample's dates, trimmed to the day (001 §9). */
const DATES: readonly SampleExportColumn[] = [
  column('createdDate', 'date'),
  column('modifiedDate', 'date'),
];

/** The export's columns of a library: the grid's shared fields, the library's, then dates. */
export function sampleExportColumns(library: SampleLibrary): readonly SampleExportColumn[] {
  return [...SHARED, ...OWN[library], ...DATES];
}

/** A sample as either side holds it (device document or server document). */
export type SampleExportSource = Readonly<Record<string, unknown>>;

/** A cell value: numbers stay numbers, text as text, dates YYYY-MM-DD, nothing else. */
function cellValue(value: unknown, format: ExportValueFormat): string | number | null {
  if (value === null || value === undefined) return null;
  if (format === 'number' && typeof value === 'number' && Number.isFinite(value)) return value;
  if (format === 'date') {
    const day = trimExportDate(value);
    return day === '' ? null : day;
  }
  if (typeof value === 'string') return value === '' ? null : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return null; // an object never reaches a cell (an {formula} object would become a formula)
}

/**
 * The export's rows, in the order given (the caller's view order): one plain record per
 * sample with exactly the columns' fields. Text stays text (the XLSX writer writes strings as
 * strings, never formulas: shared export/cell-escape.ts), dates trimmed to the day.
 */
export function sampleExportRows(
  samples: readonly SampleExportSource[],
  library: SampleLibrary,
): Record<string, string | number | null>[] {
  const columns = sampleExportColumns(library);
  return samples.map((sample) =>
    Object.fromEntries(columns.map((c) => [c.field, cellValue(sample[c.field], c.format)])),
  );
}

/**
 * The export file's name (spec 000 §9: list exports are named after the list in lower case
 * with hyphens, e.g. 'starred-assortments.xlsx'): 'production-sample-inventory.xlsx'.
 */
export function sampleExportFileName(library: SampleLibrary): string {
  return `${library.toLowerCase()}-sample-inventory.xlsx`;
}

/** The XLSX input of the export worker's `gridXlsx` job (workers export-jobs.ts GridXlsxInput). */
export interface SampleExportTable {
  readonly sheetName: string;
  readonly columns: readonly {
    readonly header: string;
    readonly field: string;
    readonly format: ExportValueFormat;
    readonly width: number;
  }[];
  readonly rows: readonly Record<string, string | number | null>[];
}

/** The whole export: the sheet (named after the library), translated headers, the rows. */
export function sampleExportTable(
  samples: readonly SampleExportSource[],
  library: SampleLibrary,
  header: (labelId: string) => string,
): SampleExportTable {
  return {
    sheetName: library,
    columns: sampleExportColumns(library).map((c) => ({
      header: header(c.labelId),
      field: c.field,
      format: c.format,
      width: c.width,
    })),
    rows: sampleExportRows(samples, library),
  };
}

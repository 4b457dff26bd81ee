// The library XLSX asset report of the current view (spec 000 §7 "Library XLSX asset report",
// 001 §7 POST /assets/{libraryType}/report/xlsx), made on the device so it works offline: one
// row per item in the view's order, the columns the list shows (name, the library's fields),
// status, rights dates, the files' names and total size (spec 000 §9 kB/MB/GB), modified day
// (YYYY-MM-DD). Text is written as text, never a formula (the export worker's rule). Pure.
import {
  formatFileSize,
  shownFiles,
  type LibraryItemType,
  type LibraryViewToggles,
} from '@portal/shared';
import type { ExportValueFormat } from '@portal/shared';
import type { GridColumn, GridXlsxInput } from '@portal/workers';
import { FIELDS } from '../columns.ts';
import type { LibraryDownloadItem as Item } from './library-files.ts';

interface ReportColumn {
  readonly field: string;
  readonly labelId: string;
  readonly format: ExportValueFormat;
  readonly width: number;
  readonly value: (item: Item, toggles: LibraryViewToggles) => unknown;
}

const view = (name: string) => `labels.libraryView.column.${name}`;
const own = (name: string) => `labels.libraryDownloads.column.${name}`;

/** The report's columns for a library: the list's fields between the name and the files. */
export function reportColumns(type: LibraryItemType): readonly ReportColumn[] {
  return [
    { field: 'name', labelId: view('name'), format: 'text', width: 36, value: (i) => i.name },
    ...FIELDS[type].map((field): ReportColumn => ({
      field,
      labelId: view(field),
      format: field === 'year' ? 'number' : 'text',
      width: 14,
      value: (i) => i[field],
    })),
    { field: 'status', labelId: own('status'), format: 'text', width: 12, value: (i) => i.status },
    {
      field: 'startDate',
      labelId: own('startDate'),
      format: 'date',
      width: 12,
      value: (i) => i.startDate ?? i.beginDate,
    },
    {
      field: 'endDate',
      labelId: own('endDate'),
      format: 'date',
      width: 12,
      value: (i) => i.endDate ?? i.expireDate,
    },
    {
      field: 'fileNames',
      labelId: own('fileNames'),
      format: 'list',
      width: 40,
      value: (i, t) => shownFiles(i, t).map((f) => f.filename),
    },
    {
      field: 'fileSize',
      labelId: view('fileSize'),
      format: 'text',
      width: 12,
      value: (i, t) => formatFileSize(shownFiles(i, t).reduce((n, f) => n + (f.fileSize ?? 0), 0)),
    },
    {
      field: 'modifiedDate',
      labelId: view('modifiedDate'),
      format: 'date',
      width: 12,
      value: (i) => i.modifiedDate,
    },
  ];
}

/** The export worker's input (`gridXlsx`): one row per item, in the order given. */
export function libraryReportInput(
  type: LibraryItemType,
  items: readonly Item[],
  context: {
    readonly sheetName: string;
    readonly toggles: LibraryViewToggles;
    readonly header: (labelId: string) => string;
  },
): GridXlsxInput {
  const columns = reportColumns(type);
  return {
    sheetName: context.sheetName,
    columns: columns.map((c): GridColumn => ({
      header: context.header(c.labelId),
      field: c.field,
      format: c.format,
      width: c.width,
    })),
    rows: items.map((item) =>
      Object.fromEntries(columns.map((c) => [c.field, c.value(item, context.toggles)])),
    ),
  };
}

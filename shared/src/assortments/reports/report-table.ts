// A manager's report as a workbook (spec 000 §7 POST /assortments/admin/report/{reportRoute}
// (binary); §9 export files .xlsx, dates trimmed to YYYY-MM-DD): the rows the screen shows, with
// the same columns and headers (shared i18n beside this file, on the device and the server),
// as the input of the export worker's `gridXlsx` job.
import type { ExportValueFormat } from '../../export/export-columns.ts';
import type { AssortmentReport } from '../../api/assortment-reports.ts';
import { dayIn } from './period.ts';
import { EXPORT_STAT_ACTIONS, type AssortmentReportRoute } from './reports.ts';

/** A column of a report: the row's field, its header's message id, its cell format. */
export interface ReportColumn {
  readonly field: string;
  readonly labelId: string;
  readonly format: ExportValueFormat;
  /** Excel column width in characters. */
  readonly width: number;
}

/** Message id of a report column's header. */
export const reportColumnLabelId = (field: string): string =>
  `labels.assortmentReports.column.${field}`;
/** Message id of a statistic action's name. */
export const statActionLabelId = (action: string): string => `enums.statActions.${action}`;
/** Message id of a report's name (the sheet, the screen's switch). */
export const reportNameLabelId = (route: AssortmentReportRoute): string =>
  `labels.assortmentReports.report.${route}`;

const column = (field: string, format: ExportValueFormat, width = 14): ReportColumn => ({
  field,
  labelId: reportColumnLabelId(field),
  format,
  width,
});

const COLUMNS: Readonly<Record<AssortmentReportRoute, readonly ReportColumn[]>> = {
  'assortment-export': [
    column('title', 'text', 32),
    column('assortmentId', 'text', 24),
    ...EXPORT_STAT_ACTIONS.map((action) => column(action, 'number')),
    column('total', 'number', 10),
    column('users', 'number', 10),
    column('lastExport', 'date', 14),
  ],
  'user-activity': [
    column('day', 'date', 12),
    column('userCode', 'text', 14),
    column('userName', 'text', 24),
    column('action', 'text', 28),
    column('count', 'number', 10),
  ],
};

/** A report's columns, in the screen's and the workbook's order. */
export function reportColumns(route: AssortmentReportRoute): readonly ReportColumn[] {
  return COLUMNS[route];
}

/** The XLSX input of the export worker's `gridXlsx` job (workers export-jobs.ts GridXlsxInput). */
export interface ReportTable {
  readonly sheetName: string;
  readonly columns: readonly {
    readonly header: string;
    readonly field: string;
    readonly format: ExportValueFormat;
    readonly width: number;
  }[];
  readonly rows: readonly Record<string, string | number | null>[];
}

/**
 * The workbook of a report: headers and action names through `t` (message id → text in the
 * reader's language), the last export as its day in the report's time zone, text as text.
 */
export function reportTable(report: AssortmentReport, t: (id: string) => string): ReportTable {
  const route = report.reportRoute;
  const rows: Record<string, string | number | null>[] =
    report.reportRoute === 'assortment-export'
      ? report.rows.map((row) => ({
          ...Object.fromEntries(EXPORT_STAT_ACTIONS.map((a) => [a, row[a]])),
          title: row.title,
          assortmentId: row.assortmentId,
          total: row.total,
          users: row.users,
          lastExport: dayIn(row.lastExport, report.timeZone),
        }))
      : report.rows.map((row) => ({
          day: row.day,
          userCode: row.userCode === '' ? null : row.userCode,
          userName: row.userName,
          action: t(statActionLabelId(row.action)),
          count: row.count,
        }));
  return {
    sheetName: t(reportNameLabelId(route)),
    columns: reportColumns(route).map((c) => ({
      header: t(c.labelId),
      field: c.field,
      format: c.format,
      width: c.width,
    })),
    rows,
  };
}

/** The workbook's name: `assortment-export-2025-03-01-2025-03-30.xlsx`. */
export function reportFileName(report: Pick<AssortmentReport, 'reportRoute' | 'period'>): string {
  return `${report.reportRoute}-${report.period.dateStart}-${report.period.dateEnd}.xlsx`;
}

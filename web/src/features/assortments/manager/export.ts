// Export of a manager list to Excel (spec 000 §2 lists, §9 "export files named from the
// assortment title or archived-assortments, recent-assortments, starred-assortments,
// all-assortments (with quick-access variants), .xlsx; export dates trimmed to YYYY-MM-DD").
// The rows are the grid's view (its source, filter and sort); the workbook is the export
// worker's `gridXlsx` job, saved through the download queue (as the samples export). Offline too.
import type { ExportJobs, JobClient } from '@portal/workers';
import type { IntlShape } from 'react-intl';
import type { GridController, GridDataSource } from '../../../grid/index.ts';
import { downloads, type DownloadStore } from '../../downloads/download-store.ts';
import { XLSX_TYPE, asDownload, exportJobs } from '../../excel-import/jobs.ts';
import { exportFileName, type ListFilter } from './lists.ts';
import type { AssortmentRow } from './rows.ts';

export interface AssortmentExportDeps {
  readonly queue?: Pick<DownloadStore, 'enqueue'>;
  readonly jobs?: JobClient<ExportJobs>;
}

export interface AssortmentExportView {
  readonly source: GridDataSource<AssortmentRow, ListFilter>;
  readonly filter: ListFilter;
  readonly controller: GridController<AssortmentRow> | null;
  readonly quickAccess: boolean;
}

const FIELDS = [
  ['title', 'text', 40],
  ['subTitle', 'text', 30],
  ['hierarchy', 'text', 30],
  ['method', 'text', 12],
  ['state', 'text', 14],
  ['starred', 'text', 10],
  ['modifiedDate', 'date', 14],
  ['lastEditedByUser', 'text', 18],
] as const;

/** One row of the sheet: the values as the grid shows them, in the user's language. */
export function exportRow(intl: IntlShape, row: AssortmentRow): Record<string, unknown> {
  const t = (id: string) => intl.formatMessage({ id });
  return {
    title: row.title,
    subTitle: row.subTitle ?? null,
    hierarchy: (row.hierarchy ?? []).join(' / '),
    method: t(`enums.assortments.method.${row.method}`),
    state: t(`enums.assortments.state.${row.state}`),
    starred: t(row.starred ? 'labels.assortments.yes' : 'labels.assortments.no'),
    // spec 000 §9: export dates trimmed to YYYY-MM-DD.
    modifiedDate: row.modifiedDate ? row.modifiedDate.slice(0, 10) : null,
    lastEditedByUser: row.lastEditedByUser ?? null,
  };
}

/** Reads the view and queues its workbook; answers the queue item's id. */
export async function exportAssortments(
  intl: IntlShape,
  view: AssortmentExportView,
  deps: AssortmentExportDeps = {},
): Promise<string> {
  const { source, filter, controller } = view;
  const sort = controller?.layout?.settings().sorting ?? [];
  const total = source.count ? await source.count(filter) : Number.MAX_SAFE_INTEGER;
  const rows = total === 0 ? [] : (await source.getWindow(0, total, sort, filter)).rows;
  const fileName = exportFileName(filter.list, view.quickAccess);
  const sheetName = intl.formatMessage({ id: `labels.assortments.list.${filter.list}` });
  const input = {
    sheetName,
    columns: FIELDS.map(([field, format, width]) => ({
      field,
      format,
      width,
      header: intl.formatMessage({ id: `labels.assortments.${field}` }),
    })),
    rows: rows.map((row) => exportRow(intl, row)),
  };
  return (deps.queue ?? downloads).enqueue({
    // A newer export of the same list replaces an earlier one still waiting.
    family: `assortments:${filter.list}:xlsx`,
    kind: 'xlsx',
    displayName: fileName,
    start: (onProgress) =>
      asDownload((deps.jobs ?? exportJobs()).start('gridXlsx', input, { onProgress }), (bytes) => ({
        bytes,
        fileName,
        type: XLSX_TYPE,
      })),
  });
}

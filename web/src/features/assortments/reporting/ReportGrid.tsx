// The report's rows in the project's grid, read-only (spec 000 §2 reporting): the same columns
// and headers as the workbook (shared report-table.ts and its i18n), the rows held in memory and
// replaced whole when another report arrives; sorting, column sizes and copy work as on every
// grid.
import {
  EXPORT_STAT_ACTIONS,
  STAT_ACTIONS,
  reportColumnLabelId,
  reportNameLabelId,
  statActionLabelId,
  type AssortmentExportRow,
  type AssortmentReport,
  type AssortmentReportRoute,
  type UserActivityRow,
} from '@portal/shared';
import { useEffect, useMemo, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { columnKit, Grid, ReplaceableSource, type GridColumn } from '../../../grid/index.ts';

type ReportRow = AssortmentExportRow | UserActivityRow;

const NO_WRITE = () => undefined;
const idOf = (row: ReportRow) => ('id' in row ? row.id : row.assortmentId);

function columnsOf(intl: IntlShape, route: AssortmentReportRoute): GridColumn<ReportRow>[] {
  const t = (id: string) => intl.formatMessage({ id });
  if (route === 'assortment-export') {
    const col = columnKit<AssortmentExportRow>(intl, {
      header: (id) => t(reportColumnLabelId(id)),
    });
    const noTitle = t('labels.assortmentReporting.noTitle');
    return [
      col.text('title', { readOnly: true, width: 250, get: (r) => r.title ?? noTitle }),
      col.text('assortmentId', { readOnly: true, width: 150 }),
      ...EXPORT_STAT_ACTIONS.map((action) =>
        col.number(action, { readOnly: true, decimals: 0, width: 150 }),
      ),
      col.number('total', { readOnly: true, decimals: 0, width: 110 }),
      col.number('users', { readOnly: true, decimals: 0, width: 120 }),
      col.dateTime('lastExport', { width: 160 }),
    ] as GridColumn<ReportRow>[];
  }
  const col = columnKit<UserActivityRow>(intl, { header: (id) => t(reportColumnLabelId(id)) });
  return [
    col.date('day', { readOnly: true, width: 130 }),
    col.text('userCode', { readOnly: true, width: 200 }),
    col.text('userName', { readOnly: true, width: 220 }),
    col.choice(
      'action',
      STAT_ACTIONS.map((value) => ({ value, name: t(statActionLabelId(value)) })),
      { readOnly: true, width: 260 },
    ),
    col.number('count', { readOnly: true, decimals: 0, width: 130 }),
  ] as GridColumn<ReportRow>[];
}

export function ReportGrid({
  route,
  report,
  loading,
}: {
  readonly route: AssortmentReportRoute;
  readonly report: AssortmentReport | null;
  readonly loading: boolean;
}) {
  const intl = useIntl();
  const columns = useMemo(() => columnsOf(intl, route), [intl, route]);
  // One source per report kind (its columns differ); its rows replaced on each new report.
  const [sources] = useState(
    () =>
      new Map(
        (['assortment-export', 'user-activity'] as const).map((r) => [
          r,
          new ReplaceableSource<ReportRow>({ getId: idOf, locale: intl.locale }),
        ]),
      ),
  );
  const source = sources.get(route)!;
  const rows = report?.reportRoute === route ? (report.rows as readonly ReportRow[]) : null;
  useEffect(() => {
    source.replace(rows ?? []);
  }, [source, rows]);

  return (
    <Grid<ReportRow>
      key={route}
      label={intl.formatMessage({ id: reportNameLabelId(route) })}
      columns={columns}
      source={source}
      getId={idOf}
      onWrite={NO_WRITE}
      loading={loading && rows === null}
      emptyText={intl.formatMessage({ id: `labels.assortmentReporting.empty.${route}` })}
      rememberKey={`assortment-report-${route}`}
      // The id is in the workbook; on a tablet's width the title says which assortment.
      initialColumns={route === 'assortment-export' ? { hidden: ['assortmentId'] } : undefined}
    />
  );
}

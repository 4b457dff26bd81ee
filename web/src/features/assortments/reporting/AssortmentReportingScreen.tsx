// /product/assortments/reporting (route assortment-manager--reporting; spec 000 §2 "Reporting for
// managers: assortment export and user activity", §6 manager with productAssortments; §7 POST
// /assortments/admin/report/{reportRoute} (binary)): the manager picks a report and a period of
// days (default the last 30, at most a year), and sees the activity per day as a chart and the
// rows in the grid, read from the server's statistics (GET on the same path); Download XLSX
// queues the server's workbook. The statistics live on the server: offline the screen says so
// and keeps the last report loaded. The report and the period are in the address (a link opens
// the same report). Decision 0066.
import {
  ASSORTMENT_REPORT_ROUTES,
  DEFAULT_TIMEZONE,
  dayIn,
  isoDateSchema,
  reportNameLabelId,
  reportPeriodOf,
  reportPeriodProblem,
  type AssortmentReportRoute,
  type IsoDate,
  type ReportPeriod,
} from '@portal/shared';
import type { SessionUser } from '@portal/shared/api/users.ts';
import { lazy, Suspense, useMemo } from 'react';
import { Button, Label, Radio, RadioGroup } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import type { ScreenProps } from '../../../app/screen-props.ts';
import { DateField } from '../../../ui/forms/DateField.tsx';
import { useOnline } from '../../../ui/useOnline.ts';
import { LOCAL_KEYS, readLocalNow } from '../../session/offline-store.ts';
import '../manage/manage.css';
import { ChartBoundary } from './ChartBoundary.tsx';
import { queueReportDownload, type ReportDownloadDeps } from './report-download.ts';
import { ReportGrid } from './ReportGrid.tsx';
import { useAssortmentReport } from './useAssortmentReport.ts';
import './reporting.css';

// Chart.js comes with this chunk only, after the screen itself (the table first).
const ActivityChart = lazy(() => import('./ActivityChart.tsx'));

const isRoute = (value: string | null): value is AssortmentReportRoute =>
  (ASSORTMENT_REPORT_ROUTES as readonly (string | null)[]).includes(value);
const dayParam = (value: string | null): IsoDate | undefined => {
  const parsed = isoDateSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
};

const APP_DEPS: ReportDownloadDeps = {};

export default function AssortmentReportingScreen({
  route: screenRoute,
  deps = APP_DEPS,
}: ScreenProps & { readonly deps?: ReportDownloadDeps }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const online = useOnline();
  const [search, setSearch] = useSearchParams();
  const route = isRoute(search.get('report'))
    ? (search.get('report') as AssortmentReportRoute)
    : 'assortment-export';
  const today = dayIn(new Date(), DEFAULT_TIMEZONE);
  const dateStart = dayParam(search.get('dateStart'));
  const dateEnd = dayParam(search.get('dateEnd'));
  const period: ReportPeriod = useMemo(
    () => reportPeriodOf({ dateStart, dateEnd }, today),
    [dateStart, dateEnd, today],
  );
  const problem = reportPeriodProblem(period);
  const userId = readLocalNow<SessionUser>(LOCAL_KEYS.user)?.id ?? 'device';
  const { report, loading, failure, reload } = useAssortmentReport(
    userId,
    route,
    period,
    online && problem === null,
  );

  const update = (changes: Record<string, string | undefined>) =>
    setSearch(
      (before) => {
        const next = new URLSearchParams(before);
        for (const [key, value] of Object.entries(changes))
          if (value === undefined) next.delete(key);
          else next.set(key, value);
        return next;
      },
      { replace: true },
    );
  const day = (iso: string) =>
    intl.formatDate(`${iso}T12:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });
  const reportName = t(reportNameLabelId(route));

  const download = () =>
    queueReportDownload(
      {
        route,
        period,
        locale: intl.locale,
        displayName: t('labels.assortmentReporting.downloadName', {
          report: reportName,
          dateStart: day(period.dateStart),
          dateEnd: day(period.dateEnd),
        }),
      },
      deps,
    );

  // While another period loads (or offline) the last report stays: the summary names its period.
  const shown = report;
  const events = shown ? shown.days.reduce((sum, d) => sum + d.total, 0) : 0;

  return (
    <section className="am-screen rp-screen" aria-labelledby="rp-title">
      <header className="am-header">
        <h1 id="rp-title" className="am-title">
          {t(screenRoute.meta.title)}
        </h1>
      </header>
      <div className="rp-controls">
        <RadioGroup
          className="rp-switch"
          value={route}
          onChange={(value) => update({ report: value })}
          orientation="horizontal"
        >
          <Label className="rp-legend">
            <FormattedMessage id="labels.assortmentReporting.report" />
          </Label>
          <div className="rp-segments">
            {ASSORTMENT_REPORT_ROUTES.map((r) => (
              <Radio key={r} value={r} className="rp-segment">
                <FormattedMessage id={reportNameLabelId(r)} />
              </Radio>
            ))}
          </div>
        </RadioGroup>
        <div className="rp-period">
          <DateField
            label={t('labels.assortmentReporting.dateStart')}
            value={period.dateStart}
            onChange={(value) => update({ dateStart: value })}
          />
          <DateField
            label={t('labels.assortmentReporting.dateEnd')}
            value={period.dateEnd}
            onChange={(value) => update({ dateEnd: value })}
            problem={problem ? { code: 'invalid' } : undefined}
          />
        </div>
        <div className="rp-actions">
          <Button
            className="btn btn-secondary"
            isDisabled={!online || problem !== null || loading}
            onPress={reload}
          >
            <FormattedMessage id="buttons.assortmentReporting.refresh" />
          </Button>
          <Button
            className="btn btn-primary"
            isDisabled={!online || problem !== null}
            onPress={download}
            data-testid="report-download-xlsx"
          >
            <FormattedMessage id="buttons.assortmentReporting.download" />
          </Button>
        </div>
      </div>
      {!online && (
        <p className="rp-note rp-offline" role="note" data-testid="report-offline">
          {report
            ? t('labels.assortmentReporting.offlineKept', {
                dateStart: day(report.period.dateStart),
                dateEnd: day(report.period.dateEnd),
              })
            : t('labels.assortmentReporting.offline')}
        </p>
      )}
      {problem && (
        <p className="rp-note rp-problem" role="alert">
          {t(`labels.assortmentReporting.${problem}`)}
        </p>
      )}
      {online && failure !== null && (
        <p className="rp-note rp-problem" role="alert">
          {t('labels.assortmentReporting.loadFailed', { message: failure })}
        </p>
      )}
      <p className="rp-summary" role="status" data-testid="report-summary">
        {loading
          ? t('labels.assortmentReporting.loading')
          : shown
            ? t('labels.assortmentReporting.summary', {
                events,
                dateStart: day(shown.period.dateStart),
                dateEnd: day(shown.period.dateEnd),
              })
            : ''}
      </p>
      <div className="rp-body">
        <figure className="rp-chart">
          <figcaption className="rp-chart-title">
            <FormattedMessage id="labels.assortmentReporting.chart" />
          </figcaption>
          {shown ? (
            <ChartBoundary
              fallback={<p className="rp-note">{t('labels.assortmentReporting.chartFailed')}</p>}
            >
              <Suspense
                fallback={<p className="rp-note">{t('labels.assortmentReporting.chartLoading')}</p>}
              >
                <ActivityChart report={shown} />
              </Suspense>
            </ChartBoundary>
          ) : (
            <p className="rp-note">{t('labels.assortmentReporting.noReport')}</p>
          )}
        </figure>
        <div className="am-grid rp-grid">
          <ReportGrid route={route} report={shown} loading={loading} />
        </div>
      </div>
    </section>
  );
}

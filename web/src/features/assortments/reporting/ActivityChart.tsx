// Activity over time on the reporting screen (spec 000 §2 "Reporting for managers"): one bar
// per day of the period, stacked by statistic action, drawn by Chart.js (react-chartjs-2) on a
// canvas. Loaded as its own chunk by the screen (React.lazy), so Chart.js reaches only this
// screen, after its table. Only the parts used are registered (tree-shaken: bar chart, category
// and linear scales, tooltip, legend). The canvas carries a text summary for screen readers;
// the grid beside it holds the numbers. Decision 0066.
import {
  chartActions,
  statActionLabelId,
  type AssortmentReport,
  type StatAction,
} from '@portal/shared';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LinearScale,
  Tooltip,
  type ChartData,
  type ChartOptions,
} from 'chart.js';
import { useMemo } from 'react';
import { Bar } from 'react-chartjs-2';
import { useIntl } from 'react-intl';

ChartJS.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

/**
 * One colour per action, the same in both reports: Okabe–Ito first (told apart with
 * colour-vision deficiencies) for the export actions and the commonest others, then Tol's.
 */
const ACTION_COLOURS: Readonly<Record<StatAction, string>> = {
  documentDownload: '#0072B2',
  documentPreview: '#E69F00',
  excel: '#009E73',
  downloadZipImages: '#CC79A7',
  search: '#56B4E9',
  addStyle: '#D55E00',
  helpAssortments: '#4d4d4d',
  helpKiCenter: '#999999',
  openDigitalShowroom: '#DDCC77',
  clearAlerts: '#332288',
  removeAlerts: '#882255',
  imageUploadStyle: '#117733',
  imageUploadLogo: '#44AA99',
  assetPrimaryDownload: '#AA4499',
  assetWorkingFileDownload: '#661100',
};

const reducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

export default function ActivityChart({ report }: { readonly report: AssortmentReport }) {
  const intl = useIntl();
  const actions = useMemo(() => chartActions(report.reportRoute, report.days), [report]);
  const data = useMemo<ChartData<'bar', number[], string>>(
    () => ({
      // Days of the period as the reader writes them (the day itself, no zone shift).
      labels: report.days.map((d) =>
        intl.formatDate(`${d.day}T12:00:00Z`, { month: 'short', day: 'numeric', timeZone: 'UTC' }),
      ),
      datasets: actions.map((action) => ({
        label: intl.formatMessage({ id: statActionLabelId(action) }),
        data: report.days.map((d) => d.counts[action] ?? 0),
        backgroundColor: ACTION_COLOURS[action],
        stack: 'events',
      })),
    }),
    [actions, intl, report],
  );
  const options = useMemo<ChartOptions<'bar'>>(
    () => ({
      // Resizing follows the box through ResizeObserver; without one the chart keeps its size.
      responsive: typeof ResizeObserver !== 'undefined',
      maintainAspectRatio: false,
      animation: reducedMotion() ? false : { duration: 250 },
      locale: intl.locale,
      plugins: { legend: { position: 'bottom', labels: { boxWidth: 12 } } },
      scales: {
        x: { stacked: true, grid: { display: false } },
        y: {
          stacked: true,
          beginAtZero: true,
          ticks: { precision: 0 },
          title: {
            display: true,
            text: intl.formatMessage({ id: 'labels.assortmentReports.column.count' }),
          },
        },
      },
    }),
    [intl],
  );
  const total = report.days.reduce((sum, d) => sum + d.total, 0);
  const busiest = report.days.reduce((a, b) => (b.total > a.total ? b : a), report.days[0]!);
  const summary = intl.formatMessage(
    { id: 'labels.assortmentReporting.chartSummary' },
    {
      events: total,
      days: report.days.length,
      busiest: intl.formatDate(`${busiest.day}T12:00:00Z`, {
        dateStyle: 'medium',
        timeZone: 'UTC',
      }),
      busiestEvents: busiest.total,
    },
  );
  return (
    <div className="rp-chart-canvas" data-testid="activity-chart">
      <Bar data={data} options={options} role="img" aria-label={summary}>
        {summary}
      </Bar>
    </div>
  );
}

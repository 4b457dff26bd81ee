// The reporting screen in jsdom against the real server (the harness's app on PGlite in a worker
// thread, as orders/dialogs/OrderDialogs.test.tsx): statistic events stored on the server, the
// page's REST calls reach it. The assortment export report and user activity in the grid with
// the chart's summary, the period from the address and typed in the From field, Download XLSX
// through the app's download queue (the server's workbook and file name), and offline: the last
// report kept with a note, or a note that reporting needs a connection.
import '@testing-library/jest-dom/vitest';
import type { RouteName } from '@portal/shared';
import { webRouteByName } from '@portal/shared/routes/table.ts';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { randomUUID } from 'node:crypto';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fallbackMessages } from '../../../i18n/catalog.ts';
import { clearAllToasts } from '../../../ui/toasts/queue.ts';
import { createDownloadStore, type DownloadFile } from '../../downloads/download-store.ts';
import AssortmentReportingScreen from './AssortmentReportingScreen.tsx';
import { forgetReports } from './useAssortmentReport.ts';

const REPORTING: RouteName = 'assortment-manager--reporting';
const PERIOD = '?dateStart=2024-03-08&dateEnd=2024-03-12';

/** The harness server in a worker thread (tests/sync/support/server-worker.ts). */
interface ServerRpc {
  readonly url: string;
  call<T>(op: string, ...args: unknown[]): Promise<T>;
  close(): Promise<void>;
}

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

const run = randomUUID().slice(0, 6).toUpperCase();
const [ada, ben] = [`ADA${run}`, `BEN${run}`];
const event = (action: string, createdDate: string, more: Record<string, unknown>) => ({
  id: randomUUID(),
  _deleted: false,
  action,
  modelType: 'Assortment',
  data: {},
  createdDate,
  ...more,
});
const assortment = (id: string, title: string) => ({
  id,
  _deleted: false,
  title,
  type: 'item',
  orgType: 'regular',
  method: 'static',
  state: 'published',
  hierarchy: [],
  productType: 'Footwear',
  ownerCode: 'SOMEONE',
  products: [],
  labels: [],
  alerts: [],
  displayGroups: [],
  customContent: [],
});

let saved: DownloadFile[] = [];
const queue = createDownloadStore({
  save: (file) => saved.push(file),
  now: () => Date.now(),
  setTimer: () => undefined,
});

function renderScreen(search = PERIOD) {
  const route = webRouteByName(REPORTING);
  const router = createMemoryRouter(
    [
      {
        path: route.path,
        element: <AssortmentReportingScreen route={route} params={{}} deps={{ queue }} />,
      },
    ],
    { initialEntries: [`${route.path}${search}`] },
  );
  render(
    <IntlProvider locale="en-US" messages={fallbackMessages} timeZone="UTC">
      <RouterProvider router={router} />
    </IntlProvider>,
  );
  return router;
}

const grid = () => screen.getByRole('grid');
const headers = () =>
  within(grid())
    .getAllByRole('columnheader')
    .map((h) => h.textContent?.replace('⋮', '') ?? '');
const rows = () =>
  [...grid().querySelectorAll('[data-r]')].map((row) =>
    [...row.querySelectorAll('[data-c]')].map((cell) => cell.textContent ?? ''),
  );
const column = (header: string) => rows().map((r) => r[headers().indexOf(header)]);

describe('[000 §2 reporting] the reporting screen over the real server', () => {
  const realFetch = globalThis.fetch;
  let server: ServerRpc;
  let cookie: string | undefined;
  /** The page's fetch: same-origin calls go to the server with the session cookie. */
  const pageFetch: typeof fetch = async (input, init) => {
    const raw = input instanceof Request ? input.url : String(input);
    if (!navigator.onLine) throw new TypeError('Failed to fetch');
    const headers = new Headers(init?.headers);
    headers.set('origin', server.url);
    if (cookie) headers.set('cookie', cookie);
    const { credentials: _same, ...rest } = init ?? {};
    const res = await realFetch(raw.startsWith('/') ? `${server.url}${raw}` : raw, {
      ...rest,
      headers,
    });
    for (const set of res.headers.getSetCookie()) cookie = set.split(';')[0];
    return res;
  };

  beforeAll(async () => {
    const { URL: NodeURL, fileURLToPath } = await import('node:url');
    const support = (file: string) =>
      new NodeURL(`../../../../../tests/sync/support/${file}`, import.meta.url);
    const { startWorkerRpc } = (await import(
      /* @vite-ignore */ fileURLToPath(support('worker-rpc.ts'))
    )) as { startWorkerRpc(script: unknown, data: unknown): Promise<ServerRpc> };
    server = await startWorkerRpc(support('server-worker.ts'), { kind: 'pglite' });
    const email = `reporting.${run.toLowerCase()}@example.com`;
    await server.call('createUser', {
      email,
      name: 'Mia',
      lastName: 'Manager',
      permissions: [{ permission: 'productAssortments', role: 'manager' }],
    });
    for (const [userCode, name, lastName] of [
      [ada, 'Ada', 'Moss'],
      [ben, 'Ben', 'Ortiz'],
    ] as const)
      await server.call('createUser', {
        email: `${userCode.toLowerCase()}@example.com`,
        userCode,
        name,
        lastName,
      });
    await server.call('save', 'assortmentMapping', [
      assortment(`a1-${run}`, 'Spring Trail'),
      assortment(`a2-${run}`, 'Court Classics'),
    ]);
    await server.call('save', 'statEventMapping', [
      event('excel', '2024-03-09T18:00:00Z', { modelId: `a1-${run}`, userCode: ada }),
      event('excel', '2024-03-09T19:00:00Z', { modelId: `a1-${run}`, userCode: ada }),
      event('documentDownload', '2024-03-10T06:30:00Z', {
        modelType: 'AssortmentDocument',
        data: { assortmentId: `a1-${run}` },
        userCode: ben,
      }),
      event('downloadZipImages', '2024-03-11T17:00:00Z', { modelId: `a2-${run}`, userCode: ben }),
      event('search', '2024-03-11T18:00:00Z', { modelType: 'Product', userCode: ada }),
    ]);
    vi.stubGlobal('fetch', pageFetch);
    const login = await fetch('/api/users/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'sync test password' }), // tests/sync/support/users.ts
    });
    expect(login.status).toBe(200);
  }, 120_000);

  afterEach(() => {
    cleanup();
    act(() => clearAllToasts());
    setOnline(true);
  });

  afterAll(async () => {
    vi.unstubAllGlobals();
    await server?.close();
  });

  it('[000 §2 reporting] assortment exports: the rows per assortment, the summary and the chart; then user activity', async () => {
    forgetReports();
    const u = userEvent.setup();
    const router = renderScreen();
    expect(screen.getByRole('heading', { name: 'Reporting' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Assortment exports' })).toBeChecked();
    await waitFor(() => expect(column('Assortment')).toEqual(['Spring Trail', 'Court Classics']));
    // The id is hidden at first (in the workbook, and under Columns).
    expect(headers()).toEqual([
      'Assortment',
      'Document downloads',
      'Document previews',
      'Excel exports',
      'ZIP image downloads',
      'Total',
      'Users',
      'Last export',
    ]);
    expect(column('Excel exports')).toEqual(['2', '0']);
    expect(column('Total')).toEqual(['3', '1']);
    expect(column('Users')).toEqual(['2', '1']);
    expect(screen.getByTestId('report-summary')).toHaveTextContent(
      '4 events from Mar 8, 2024 to Mar 12, 2024',
    );
    // The chart (its own chunk) names what it draws for screen readers.
    const chart = await screen.findByRole('img', { name: /^Events per day: 4 events in 5 days/ });
    expect(chart).toHaveAccessibleName(
      'Events per day: 4 events in 5 days; the busiest day was Mar 9, 2024 with 3.',
    );

    await u.click(screen.getByRole('radio', { name: 'User activity' }));
    expect(router.state.location.search).toContain('report=user-activity');
    await waitFor(() =>
      expect(column('Action')).toEqual([
        'Search',
        'ZIP image download',
        'Excel export',
        'Document download',
      ]),
    );
    expect(headers()).toEqual(['Day', 'User code', 'Name', 'Action', 'Events']);
    expect(column('Name')).toEqual(['Ada Moss', 'Ben Ortiz', 'Ada Moss', 'Ben Ortiz']);
    expect(column('Events')).toEqual(['1', '1', '2', '1']);
    expect(screen.getByTestId('report-summary')).toHaveTextContent('5 events from Mar 8, 2024');
  });

  it('[000 §2 reporting] the period typed in From reloads the report; a period ending before it starts is refused', async () => {
    forgetReports();
    const u = userEvent.setup();
    const router = renderScreen(`${PERIOD}&report=user-activity`);
    await waitFor(() => expect(rows()).toHaveLength(4));
    const from = screen.getByRole('textbox', { name: 'From' });
    await u.clear(from);
    await u.type(from, '03/11/2024');
    await u.tab();
    expect(router.state.location.search).toContain('dateStart=2024-03-11');
    await waitFor(() => expect(column('Action')).toEqual(['Search', 'ZIP image download']));
    expect(screen.getByTestId('report-summary')).toHaveTextContent(
      '2 events from Mar 11, 2024 to Mar 12, 2024',
    );

    await u.clear(from);
    await u.type(from, '03/20/2024');
    await u.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The end date must not be before the start date.',
    );
    expect(screen.getByTestId('report-download-xlsx')).toBeDisabled();
  });

  it('[000 §7 report binary] Download XLSX saves the server’s workbook through the download queue', async () => {
    forgetReports();
    saved = [];
    const u = userEvent.setup();
    renderScreen();
    await waitFor(() => expect(rows()).toHaveLength(2));
    await u.click(screen.getByTestId('report-download-xlsx'));
    await waitFor(() => expect(saved).toHaveLength(1));
    const [file] = saved;
    expect(file!.fileName).toBe('assortment-export-2024-03-08-2024-03-12.xlsx');
    expect(file!.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    // A ZIP container (PK), as every .xlsx.
    expect([...file!.bytes.slice(0, 2)]).toEqual([0x50, 0x4b]);
    expect(queue.items()[0]?.displayName).toBe(
      'Assortment exports, Mar 8, 2024 – Mar 12, 2024 (Excel)',
    );
  });

  it('[000 §2 reporting] offline: the last report loaded stays, with a note; without one, a note that reporting needs a connection', async () => {
    forgetReports();
    renderScreen();
    await waitFor(() => expect(rows()).toHaveLength(2));
    act(() => setOnline(false));
    expect(await screen.findByTestId('report-offline')).toHaveTextContent(
      'You are offline: this is the report last loaded (Mar 8, 2024 – Mar 12, 2024).',
    );
    expect(column('Assortment')).toEqual(['Spring Trail', 'Court Classics']);
    expect(screen.getByTestId('report-download-xlsx')).toBeDisabled();
    cleanup();

    // Left and opened again offline: still there.
    renderScreen();
    await waitFor(() => expect(rows()).toHaveLength(2));
    cleanup();

    forgetReports();
    renderScreen();
    expect(await screen.findByTestId('report-offline')).toHaveTextContent(
      'Reporting needs a connection: the statistics are kept on the server.',
    );
    expect(screen.getByText('No report loaded yet.')).toBeInTheDocument();
  });
});

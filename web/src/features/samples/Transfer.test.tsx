// Spec 001 §4 "Items of Sales can be moved (transferred) to Production" and §7 (PATCH
// /sampleInventory/Sales/transfer, the `sample.transfer` command) in jsdom, on the app's real
// device sync in the page (RxDB over fake-indexeddb, the engine of the app) against the real
// server (the test harness's app on PGlite, in a worker thread: tests/sync/support). The page's
// `fetch` is the browser's as seen from Node: same-origin paths go to the server with the
// session cookie and Origin, and fail like a dropped network while the test is offline.
// A Sales user transfers two selected samples offline: the rows say "Transfer pending", also
// after a reload; back online the command runs once, the rows leave Sales, the server holds
// them in Production with their tracking record and a toast counts them. A transfer the server
// refuses shows its reason on the row. Rendered on the real Sales screen (SampleInventoryScreen):
// a row on its way to Production may be neither edited nor deleted meanwhile.
import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { IntlProvider } from 'react-intl';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fallbackMessages } from '../../i18n/catalog.ts';
import { closeDeviceSync, currentDeviceSync, openDeviceSync } from '../../sync/runtime.ts';
import { ConfirmPrompt } from '../../ui/confirm/ConfirmPrompt.tsx';
import { clearAllToasts, toastQueue } from '../../ui/toasts/queue.ts';
import type { IsoDateTime } from '@portal/shared';
import { webRouteByName } from '@portal/shared/routes/table.ts';
import { createMemoryRouter, RouterProvider } from 'react-router';
import SampleInventoryScreen from './SampleInventoryScreen.tsx';
import { refusalFor, transferPending, transferStates } from './transfer-state.ts';

/** The harness server in a worker thread (tests/sync/support/server-worker.ts). */
interface ServerRpc {
  readonly url: string;
  call<T>(op: string, ...args: unknown[]): Promise<T>;
  close(): Promise<void>;
}
// Node modules the web project's types do not see: loaded by path at run time.
const SUPPORT = '../../../../tests/sync/support/';
const PASSWORD = 'sync test password'; // tests/sync/support/users.ts

let server: ServerRpc;
let offline = false;
let cookie: string | undefined;
let users = 0;

/** The browser's fetch for a page served by the test server. */
const pageFetch: typeof fetch = async (input, init) => {
  if (offline) throw new TypeError('Failed to fetch (offline)');
  const raw = input instanceof Request ? input.url : String(input);
  const url = raw.startsWith('/') ? `${server.url}${raw}` : raw;
  const headers = new Headers(init?.headers);
  headers.set('origin', server.url);
  if (cookie) headers.set('cookie', cookie);
  const { credentials: _same, ...rest } = init ?? {};
  const res = await realFetch(url, { ...rest, headers });
  for (const set of res.headers.getSetCookie()) cookie = set.split(';')[0];
  return res;
};
const realFetch = globalThis.fetch;

function setOnline(online: boolean) {
  offline = !online;
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

beforeAll(async () => {
  const { URL: NodeURL, fileURLToPath } = await import('node:url');
  const support = (file: string) => new NodeURL(`${SUPPORT}${file}`, import.meta.url);
  const rpc = fileURLToPath(support('worker-rpc.ts'));
  const { startWorkerRpc } = (await import(/* @vite-ignore */ rpc)) as {
    startWorkerRpc(script: unknown, data: unknown): Promise<ServerRpc>;
  };
  server = await startWorkerRpc(support('server-worker.ts'), { kind: 'pglite' });
  vi.stubGlobal('fetch', pageFetch);
}, 120_000);

afterAll(async () => {
  vi.unstubAllGlobals();
  await server?.close();
});

// jsdom lays nothing out: the grid's scroller reports a wide screen, so every column shows.
const clientWidth = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth');
beforeEach(() => {
  setOnline(true);
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return this.classList.contains('pg-scroll') ? 3000 : 0;
    },
  });
});

afterEach(async () => {
  cleanup();
  act(() => clearAllToasts());
  const db = await currentDeviceSync()?.database();
  await closeDeviceSync();
  await db?.remove().catch(() => undefined);
  setOnline(true);
  cookie = undefined;
  if (clientWidth) Object.defineProperty(HTMLElement.prototype, 'clientWidth', clientWidth);
});

/** A Sales user signed in on this page (the session cookie the page's fetch carries). */
async function salesUser(): Promise<{ id: string; userCode: string }> {
  users += 1;
  const email = `transfer.${users}.${Date.now().toString(36)}@example.com`;
  const user = await server.call<{ id: string; userCode: string }>('createUser', {
    email,
    name: 'Sales',
    lastName: `User ${users}`,
    permissions: [{ permission: 'sampleInventory', role: 'user', infoKinds: { library: 'Sales' } }],
    userTBEs: [{ territory: 'US-WEST', businessEntity: 'Domestic', locations: [{ key: 'US' }] }],
  });
  const res = await pageFetch('/api/users/session', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(res.status).toBe(200);
  return user;
}

const CREATED = '2025-04-01T10:00:00.000Z';
const sale = (id: string, style: string) => ({
  id,
  _deleted: false,
  library: 'Sales',
  division: 'AP',
  style,
  color: '100',
  side: 'Left',
  status: 'Available',
  totalQty: 2,
  onHandQty: 2,
  region: 'US',
  aisle: '4',
  direction: 'N',
  level: '2',
  shelf: 'S1',
  newBin: `NB-${style}`,
  tracking: [],
  createdDate: CREATED,
  modifiedDate: CREATED,
});

const saveOnServer = (docs: readonly object[]) =>
  server.call<void>('save', 'sampleInventoryMapping', docs);
const serverSamples = () =>
  server.call<Record<string, unknown>[]>('load', 'sampleInventoryMapping');

async function openPage(userId: string) {
  await openDeviceSync(userId);
  const route = webRouteByName('product--libraries--samples--sales');
  const router = createMemoryRouter(
    [
      {
        path: route.path,
        element: (
          <>
            <SampleInventoryScreen route={route} params={{}} />
            <ConfirmPrompt />
          </>
        ),
      },
    ],
    { initialEntries: [route.path] },
  );
  render(
    <StrictMode>
      <IntlProvider locale="en-US" messages={fallbackMessages} timeZone="UTC">
        <RouterProvider router={router} />
      </IntlProvider>
    </StrictMode>,
  );
}

/** A reload: the page goes, the device sync closes (its data stays) and opens again. */
async function reload(userId: string) {
  cleanup();
  await closeDeviceSync();
  await openPage(userId);
}

const grid = () => screen.getByRole('grid', { name: 'Sales samples' });
const headers = () =>
  within(grid())
    .getAllByRole('columnheader')
    .map((h) => h.textContent?.replace('⋮', '') ?? '');
const column = (header: string) => {
  const col = headers().indexOf(header);
  return [...grid().querySelectorAll('[data-r]')].map(
    (row) => row.querySelector(`[data-c="${col}"]`)?.textContent ?? '',
  );
};
const cellOf = (style: string, header: string) =>
  grid().querySelector(
    `[data-r="${column('Style').indexOf(style)}"] [data-c="${headers().indexOf(header)}"]`,
  ) as HTMLElement;
const transferOf = (style: string) => cellOf(style, 'Transfer').textContent;
const toasts = () => toastQueue.visibleToasts.map((t) => t.content.message);
const SYNCED = { timeout: 20_000 };

async function selectAndTransfer(first: string, count: number) {
  const u = userEvent.setup();
  await u.click(cellOf(first, 'Style'));
  for (let i = 1; i < count; i++) await u.keyboard('{Shift>}{ArrowDown}{/Shift}');
  await u.click(screen.getByRole('button', { name: 'Transfer to Production' }));
  const prompt = await screen.findByTestId('confirm-prompt');
  return { u, prompt };
}

describe('[001 §4 sample inventory transfer] Sales samples to Production on the device', () => {
  it('[001 §4 sample inventory transfer] two samples transferred offline show pending (also after a reload), then run once and leave Sales for Production with a tracking record', async () => {
    const user = await salesUser();
    const ids = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
    await saveOnServer([sale(ids[0]!, 'T100'), sale(ids[1]!, 'T200'), sale(ids[2]!, 'T300')]);
    await openPage(user.id);
    await waitFor(() => expect(column('Style')).toEqual(['T100', 'T200', 'T300']), SYNCED);
    expect(headers()).toContain('Transfer');

    setOnline(false);
    const { u, prompt } = await selectAndTransfer('T100', 2);
    expect(prompt).toHaveTextContent('Transfer 2 samples to Production?');
    await u.click(within(prompt).getByRole('button', { name: 'Transfer to Production' }));
    await waitFor(() =>
      expect(column('Transfer')).toEqual(['Transfer pending', 'Transfer pending', '']),
    );
    const stored = async () =>
      (await (await currentDeviceSync()!.database()).collections.commands!.find().exec()).map((d) =>
        d.toMutableJSON(),
      );
    expect(await stored()).toEqual([
      expect.objectContaining({
        type: 'sample.transfer',
        status: 'pending',
        payload: { sampleIds: [ids[0], ids[1]] },
      }),
    ]);
    // Already pending: selecting them again sends nothing more.
    await u.click(cellOf('T100', 'Style'));
    expect(screen.getByRole('button', { name: 'Transfer to Production' })).toBeDisabled();
    await u.click(cellOf('T100', 'Shelf'));
    await u.keyboard('{F2}{Control>}a{/Control}S9{Enter}');
    await waitFor(
      () => expect(toasts()).toContainEqual({ id: 'labels.samples.transfer.blocked' }),
      { timeout: 5000 },
    );
    await waitFor(() => expect(cellOf('T100', 'Shelf')).toHaveTextContent('S1'));
    act(() => clearAllToasts());
    await u.click(cellOf('T100', 'Style'));
    await u.click(screen.getByRole('button', { name: 'Delete' }));
    expect(toasts()).toContainEqual({ id: 'labels.samples.transfer.blocked' });

    // The state is the outbox's: a reload while offline still shows it.
    await reload(user.id);
    await waitFor(() =>
      expect(column('Transfer')).toEqual(['Transfer pending', 'Transfer pending', '']),
    );

    setOnline(true);
    await waitFor(() => expect(column('Style')).toEqual(['T300']), SYNCED);
    await waitFor(() =>
      expect(toasts()).toContainEqual({
        id: 'labels.samples.transfer.done',
        values: { count: 2 },
      }),
    );
    const onServer = await serverSamples();
    for (const id of [ids[0], ids[1]]) {
      const sample = onServer.find((s) => s.id === id)!;
      expect(sample).toMatchObject({ library: 'Production', bin: `NB-${sample.style as string}` });
      expect(sample.aisle).toBeUndefined();
      expect(sample.tracking).toEqual([
        expect.objectContaining({
          action: 'Transferred to Production',
          quantity: 2,
          userCode: user.userCode,
        }),
      ]);
    }
    expect(onServer.find((s) => s.id === ids[2])).toMatchObject({ library: 'Sales' });
    // Exactly once: one command on the server, executed.
    const commands = await server.call<{ status: string }[]>(
      'sql',
      `select status from commands where user_id = '${user.id}'`,
    );
    expect(commands).toEqual([{ status: 'executed' }]);
  });

  it('[001 §4 sample inventory transfer] a transfer the server refuses shows its reason on the row and in a toast', async () => {
    const user = await salesUser();
    const kept = crypto.randomUUID();
    const gone = crypto.randomUUID();
    await saveOnServer([sale(kept, 'R100'), sale(gone, 'R200')]);
    await openPage(user.id);
    // The Sales library is everybody's in Sales: the first test's T300 is listed too.
    const mine = () => column('Style').filter((style) => style.startsWith('R'));
    await waitFor(() => expect(mine()).toEqual(['R100', 'R200']), SYNCED);

    // Offline, the device still lists R200; meanwhile it left Sales on the server.
    setOnline(false);
    await saveOnServer([{ ...sale(gone, 'R200'), _deleted: true }]);
    const { u, prompt } = await selectAndTransfer('R100', 2);
    expect(prompt).toHaveTextContent('Transfer 2 samples to Production?');
    await u.click(within(prompt).getByRole('button', { name: 'Transfer to Production' }));
    await waitFor(() => {
      expect(transferOf('R100')).toBe('Transfer pending');
      expect(transferOf('R200')).toBe('Transfer pending');
    });

    setOnline(true);
    const refused = 'Transfer refused: Some samples cannot be transferred';
    await waitFor(() => expect(transferOf('R100')).toBe(refused), SYNCED);
    await waitFor(() => expect(mine()).toEqual(['R100']), SYNCED);
    expect(cellOf('R100', 'Transfer')).toHaveAttribute('title', refused);
    await waitFor(() =>
      expect(toasts()).toContainEqual({
        id: 'labels.samples.transfer.refused',
        values: { message: 'Some samples cannot be transferred' },
      }),
    );
    expect((await serverSamples()).find((s) => s.id === kept)).toMatchObject({
      library: 'Sales',
      tracking: [],
    });
  });
});

describe('[001 §4 sample inventory transfer] a row’s state from the outbox', () => {
  const command = (
    id: string,
    status: 'pending' | 'executed' | 'failed',
    sampleIds: string[],
    createdAt: string,
    result?: { ok: boolean; message?: string; errors?: string[] },
  ) => ({
    id,
    type: 'sample.transfer' as const,
    status,
    payload: { sampleIds },
    createdAt: createdAt as IsoDateTime,
    ...(result ? { result } : {}),
  });

  it('[001 §4 sample inventory transfer] the latest transfer of a sample decides; executed clears it', () => {
    const states = transferStates([
      command('c2', 'pending', ['a'], '2025-05-02T00:00:00.000Z'),
      command('c1', 'failed', ['a', 'b'], '2025-05-01T00:00:00.000Z', {
        ok: false,
        message: 'Some samples cannot be transferred',
        errors: ['b: not a Sales sample'],
      }),
      command('c3', 'executed', ['c'], '2025-05-03T00:00:00.000Z', { ok: true }),
    ]);
    expect(states.get('a')).toEqual({ state: 'pending', commandId: 'c2' });
    expect(states.get('b')).toEqual({
      state: 'refused',
      commandId: 'c1',
      message: 'not a Sales sample',
    });
    expect(states.has('c')).toBe(false);
    expect(transferPending(states, 'a')).toBe(true);
    expect(transferPending(states, 'b')).toBe(false);
    expect(
      refusalFor('z', { ok: false, message: 'Transfers need access to the Sales samples' }),
    ).toBe('Transfers need access to the Sales samples');
  });
});

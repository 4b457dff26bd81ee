// The coordinator assignments screen in jsdom, on a real device sync (the host runs in the page,
// RxDB over fake-indexeddb; no server is reachable, like an offline tablet): the list of the
// device's documents following the filter in the URL, New with the shared schema and the
// duplicate rule, status changes and deletes that change exactly the chosen documents, and a
// refused change shown as a toast.
import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { webRouteByName } from '@portal/shared/routes/table.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertDocuments } from '../../db/actions.ts';
import type { DeviceDocOf } from '../../db/device-docs.ts';
import { fallbackMessages } from '../../i18n/catalog.ts';
import { closeDeviceSync, currentDeviceSync, openDeviceSync } from '../../sync/runtime.ts';
import { ConfirmPrompt } from '../../ui/confirm/ConfirmPrompt.tsx';
import { clearAllToasts, toastQueue } from '../../ui/toasts/queue.ts';
import CoordinatorAssignmentsScreen from './CoordinatorAssignmentsScreen.tsx';

const ROUTE = webRouteByName('orders--coordinator-assignments');
const PATH = ROUTE.path;
let user = 0;

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

beforeEach(() => setOnline(false));

afterEach(async () => {
  cleanup();
  act(() => clearAllToasts());
  const sync = currentDeviceSync();
  const db = await sync?.database();
  await closeDeviceSync();
  await db?.remove().catch(() => undefined);
  setOnline(true);
});

type Assignment = DeviceDocOf<'coordinatorAssignments'>;

const assignment = (
  id: string,
  requester: [string, string],
  coordinator: [string, string],
  extra: Partial<Assignment> = {},
) => ({
  id,
  requesterCode: requester[0],
  requesterName: requester[1],
  coordinatorCode: coordinator[0],
  coordinatorName: coordinator[1],
  status: 'Active' as const,
  modifiedDate: '2025-05-01T10:00:00.000Z',
  ...extra,
});

const KIM: [string, string] = ['C100', 'Kim Park'];
const LU: [string, string] = ['C200', 'Lu Chen'];
const DOCS = [
  assignment('a1', ['U1', 'Ann Lee'], KIM, { orderSubtype: 'sample' }),
  assignment('a2', ['U2', 'Bo Diaz'], KIM, { orderSubtype: 'promo' }),
  assignment('a3', ['U3', 'Cy Roth'], LU),
  assignment('a4', ['U4', 'Di Moss'], LU, { status: 'Inactive', orderSubtype: 'sample' }),
];

async function renderScreen(search = '') {
  const sync = await openDeviceSync(`assignments-${++user}-${Date.now()}`);
  await insertDocuments('coordinatorAssignments', DOCS);
  const collection = (await sync.database()).collections.coordinatorAssignments!;
  const router = createMemoryRouter(
    [
      {
        path: PATH,
        element: (
          <>
            <CoordinatorAssignmentsScreen route={ROUTE} params={{}} />
            <ConfirmPrompt />
          </>
        ),
      },
    ],
    { initialEntries: [`${PATH}${search}`] },
  );
  render(
    <StrictMode>
      <IntlProvider locale="en-US" messages={fallbackMessages} timeZone="America/Los_Angeles">
        <RouterProvider router={router} />
      </IntlProvider>
    </StrictMode>,
  );
  const stored = async () =>
    (await collection.find().exec())
      .map((doc) => doc.toMutableJSON() as Assignment)
      .sort((a, b) => a.id.localeCompare(b.id));
  return { router, collection, stored };
}

const grid = () => screen.getByRole('grid', { name: 'Coordinator assignments' });
/** Each row the grid shows, as its cells' texts. */
const rows = () =>
  [...grid().querySelectorAll('[data-r]')].map((row) =>
    [...row.querySelectorAll('[data-c]')].map((cell) => cell.textContent ?? ''),
  );
const cell = (r: number, c: number) =>
  grid().querySelector(`[data-r="${r}"] [data-c="${c}"]`) as HTMLElement;
const requesters = () => rows().map((r) => r[2]);
const toasts = () => toastQueue.visibleToasts.map((t) => t.content.message);

describe('[001 §2 coordinator assignments] the list', () => {
  it('[001 §2 coordinator assignments] shows the device’s assignments by requester, with the order type and status in words', async () => {
    await renderScreen();
    await waitFor(() => expect(requesters()).toEqual(['U1', 'U2', 'U3', 'U4']));
    expect(rows()[2]).toEqual([
      'C200',
      'Lu Chen',
      'U3',
      'Cy Roth',
      'Both',
      'Active',
      expect.any(String),
    ]);
    expect(rows()[3]?.slice(4, 6)).toEqual(['Sample', 'Inactive']);
    expect(screen.getByTestId('assignment-count')).toHaveTextContent('4 assignments');
    expect(
      screen.getByText('Offline: changes are saved on this device and sync when you reconnect.'),
    ).toBeInTheDocument();
  });

  it('[000 §2 filter bar] follows the filter in the URL, back and forward included', async () => {
    const { router } = await renderScreen('?status=Active&coordinator=C100');
    await waitFor(() => expect(requesters()).toEqual(['U1', 'U2']));
    await act(() => router.navigate(`${PATH}?status=Inactive`));
    await waitFor(() => expect(requesters()).toEqual(['U4']));
    await act(() => router.navigate(`${PATH}?orderSubtype=null`));
    await waitFor(() => expect(requesters()).toEqual(['U3']));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(requesters()).toEqual(['U4']));
    await act(() => router.navigate(`${PATH}?requester=U9`));
    await waitFor(() =>
      expect(
        screen.getByText('No assignments available for the filters applied.'),
      ).toBeInTheDocument(),
    );
    expect(screen.getByTestId('assignment-count')).toHaveTextContent('0 assignments');
  });
});

describe('[001 §7 coordinator assignments] New', () => {
  async function openNew() {
    const u = userEvent.setup();
    const view = await renderScreen();
    await waitFor(() => expect(requesters()).toHaveLength(4));
    await u.click(screen.getByRole('button', { name: 'New' }));
    const dialog = await screen.findByTestId('assignment-dialog');
    return { u, dialog, ...view };
  }

  it('[001 §7 coordinator assignments] an invalid assignment shows field errors and writes nothing', async () => {
    const { u, dialog, stored } = await openNew();
    const before = await stored();
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(dialog).getAllByText('Required')).toHaveLength(2));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('2 fields need your attention.');
    expect(await stored()).toEqual(before);
  });

  it('[001 §7 coordinator assignments] offline, a typed code or someone on the device makes a valid assignment that is written', async () => {
    const { u, dialog, stored } = await openNew();
    expect(dialog).toHaveTextContent('Offline: choose someone already on this device');
    // Someone on the device, found by name.
    await u.type(within(dialog).getByRole('combobox', { name: 'Coordinator' }), 'Lu');
    await u.click(await screen.findByRole('option', { name: 'Lu Chen (C200)' }));
    // A code nobody on the device has: taken as typed.
    await u.type(within(dialog).getByRole('combobox', { name: 'Requester' }), 'U77');
    await u.keyboard('{Tab}');
    await u.click(within(dialog).getByRole('button', { name: /Order type/ }));
    await u.click(await screen.findByRole('option', { name: 'Promo' }));
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByTestId('assignment-dialog')).toBeNull());
    const created = (await stored()).filter((d) => !DOCS.some((o) => o.id === d.id));
    expect(created).toEqual([
      expect.objectContaining({
        coordinatorCode: 'C200',
        coordinatorName: 'Lu Chen',
        requesterCode: 'U77',
        orderSubtype: 'promo',
        status: 'Active',
      }),
    ]);
    expect(created[0]?.requesterName).toBeUndefined();
    await waitFor(() => expect(requesters()).toContain('U77'));
    expect(toasts()).toContainEqual({ id: 'orders.coordinatorAssignments.created' });
  });

  it('[001 §3 coordinator assignment] a second Active assignment of a requester for the same orders is refused', async () => {
    const { u, dialog, stored } = await openNew();
    const before = await stored();
    await u.type(within(dialog).getByRole('combobox', { name: 'Coordinator' }), 'C100');
    await u.keyboard('{Tab}');
    // U3 has an Active assignment covering both order types.
    await u.type(within(dialog).getByRole('combobox', { name: 'Requester' }), 'u3');
    await u.keyboard('{Tab}');
    await waitFor(() =>
      expect(within(dialog).getByTestId('assignment-duplicate')).toHaveTextContent(
        'Cy Roth (U3) already has an active assignment to Lu Chen (C200)',
      ),
    );
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(dialog).getByText('This value is not valid.')).toBeInTheDocument(),
    );
    expect(await stored()).toEqual(before);
  });
});

describe('[001 §7 patch can change status] row actions', () => {
  async function selectRows(u: ReturnType<typeof userEvent.setup>, from: number, count: number) {
    await u.click(cell(from, 0));
    for (let i = 1; i < count; i++) await u.keyboard('{Shift>}{ArrowDown}{/Shift}');
  }

  it('[001 §7 patch can change status] Set Inactive changes exactly the selected assignments', async () => {
    const u = userEvent.setup();
    const { stored } = await renderScreen();
    await waitFor(() => expect(requesters()).toHaveLength(4));
    const before = await stored();
    await selectRows(u, 1, 2); // U2 and U3
    await u.click(screen.getByRole('button', { name: 'Set Inactive' }));
    await waitFor(async () =>
      expect((await stored()).map((d) => d.status)).toEqual([
        'Active',
        'Inactive',
        'Inactive',
        'Inactive',
      ]),
    );
    const after = await stored();
    for (const i of [0, 3]) expect(after[i]).toEqual(before[i]);
    for (const i of [1, 2]) expect(after[i]?.modifiedDate).not.toBe(before[i]?.modifiedDate);
    await waitFor(() =>
      expect(rows().map((r) => r[5])).toEqual(['Active', 'Inactive', 'Inactive', 'Inactive']),
    );
  });

  it('[001 §3 coordinator assignment] Set Active refuses an activation that repeats an Active assignment', async () => {
    const u = userEvent.setup();
    const { stored } = await renderScreen();
    await waitFor(() => expect(requesters()).toHaveLength(4));
    await insertDocuments(
      'coordinatorAssignments',
      assignment('a5', ['U4', 'Di Moss'], KIM, { orderSubtype: 'sample' }),
    );
    await waitFor(() => expect(requesters()).toEqual(['U1', 'U2', 'U3', 'U4', 'U4']));
    const before = await stored();
    const inactive = rows().findIndex((r) => r[5] === 'Inactive');
    await selectRows(u, inactive, 1);
    await u.click(screen.getByRole('button', { name: 'Set Active' }));
    await waitFor(() =>
      expect(toasts()).toContainEqual(
        expect.objectContaining({ id: 'orders.coordinatorAssignments.duplicate' }),
      ),
    );
    expect(await stored()).toEqual(before);
  });

  it('[000 §4 confirmation prompt] Delete asks first, names the assignment, and removes only it', async () => {
    const u = userEvent.setup();
    const { stored } = await renderScreen();
    await waitFor(() => expect(requesters()).toHaveLength(4));
    await selectRows(u, 0, 1);
    await u.click(screen.getByRole('button', { name: 'Delete' }));
    const prompt = await screen.findByTestId('confirm-prompt');
    expect(prompt).toHaveTextContent('You are about to delete one assignment: Ann Lee → Kim Park');
    // No keeps everything.
    await u.click(within(prompt).getByRole('button', { name: 'Cancel' }));
    expect((await stored()).map((d) => d.id)).toEqual(['a1', 'a2', 'a3', 'a4']);

    await selectRows(u, 0, 1);
    await u.click(screen.getByRole('button', { name: 'Delete' }));
    const again = await screen.findByTestId('confirm-prompt');
    await u.click(within(again).getByRole('button', { name: 'Delete' }));
    await waitFor(async () =>
      expect((await stored()).map((d) => d.id)).toEqual(['a2', 'a3', 'a4']),
    );
    await waitFor(() => expect(requesters()).toEqual(['U2', 'U3', 'U4']));
  });

  it('[000 §8 delete confirmation] a selection is counted in the prompt', async () => {
    const u = userEvent.setup();
    const { stored } = await renderScreen();
    await waitFor(() => expect(requesters()).toHaveLength(4));
    await selectRows(u, 1, 3);
    await u.click(screen.getByRole('button', { name: 'Delete' }));
    const prompt = await screen.findByTestId('confirm-prompt');
    expect(prompt).toHaveTextContent('You are about to delete 3 assignments');
    await u.click(within(prompt).getByRole('button', { name: 'Delete' }));
    await waitFor(async () => expect((await stored()).map((d) => d.id)).toEqual(['a1']));
  });
});

describe('[ARCHITECTURE data flow 2] a change the server refused', () => {
  it('[ARCHITECTURE data flow 2] shows a translated toast when its rejection reaches the device', async () => {
    await renderScreen();
    await waitFor(() => expect(requesters()).toHaveLength(4));
    expect(toasts()).toEqual([]);
    await insertDocuments('syncIssues', {
      id: 'rej-1',
      kind: 'rejection',
      sourceCollection: 'coordinatorAssignments',
      documentId: 'a2',
      reasonCode: 'forbidden',
      message: 'Coordinator assignments are managed by senior coordinators',
      refusedValues: { requesterCode: 'U2' },
      createdAt: '2025-06-01T10:00:00.000Z',
    });
    await waitFor(() =>
      expect(toasts()).toEqual([
        { id: 'orders.coordinatorAssignments.refused', values: { requester: 'U2' } },
      ]),
    );
  });
});

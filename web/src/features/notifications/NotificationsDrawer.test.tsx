// The app bar's notification count and the drawer (spec 001 §2, §4, §9) on a real device sync:
// the host runs in the page (jsdom has no Worker) over a real RxDB database (Dexie over
// fake-indexeddb), with no server reachable, like an offline device. Every check reads the
// device's documents back, so "marked read" means stored, not just shown.
import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import type { SessionUser } from '@portal/shared/api/users.ts';
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { insertDocuments } from '../../db/actions.ts';
import type { DeviceDocOf } from '../../db/device-docs.ts';
import { fallbackMessages } from '../../i18n/catalog.ts';
import { closeDeviceSync, currentDeviceSync, openDeviceSync } from '../../sync/runtime.ts';
import { closeNotificationsDrawer } from './drawer-state.ts';
import { NotificationsButton } from './NotificationsButton.tsx';
import { NOTIFICATIONS_PAGE } from './queries.ts';
import { notificationFor, sessionUserOf } from './testing.ts';

// The live reads answer from the device database: give them time on a busy machine.
configure({ asyncUtilTimeout: 15_000 });

let device = 0;
async function openDevice() {
  device += 1;
  return openDeviceSync(`notices-${device}-${Date.now()}`);
}

afterEach(async () => {
  closeNotificationsDrawer();
  cleanup();
  const db = await currentDeviceSync()?.database();
  await closeDeviceSync();
  await db?.remove().catch(() => undefined);
});

function renderButton(user: SessionUser) {
  return render(
    <IntlProvider locale="en-US" messages={fallbackMessages}>
      <MemoryRouter>
        <button type="button">elsewhere</button>
        <NotificationsButton user={user} />
      </MemoryRouter>
    </IntlProvider>,
  );
}

/** Every notification on the device, by id. */
async function stored(): Promise<Map<string, DeviceDocOf<'notifications'>>> {
  const db = await currentDeviceSync()!.database();
  const docs = await db.collections.notifications!.find().exec();
  return new Map(docs.map((d) => [d.id, d.toJSON() as DeviceDocOf<'notifications'>]));
}

const bell = () => screen.getByTestId('notification-count');
const countIs = (n: number) =>
  waitFor(() => expect(bell()).toHaveAttribute('data-count', String(n)));

async function openDrawer() {
  await userEvent.click(bell());
  return screen.findByTestId('notifications-drawer');
}

const items = (drawer: HTMLElement) => within(drawer).queryAllByTestId('notification');

describe('the app bar count', () => {
  it("[001 §4 notifications] counts the user's New ones of their types, 0 to 9 then '9+'", async () => {
    await openDevice();
    const user = sessionUserOf('sample-requester'); // sample orders only
    renderButton(user);
    await countIs(0);
    expect(screen.queryByTestId('notification-badge')).toBeNull();
    await insertDocuments('notifications', [
      ...Array.from({ length: 9 }, () => notificationFor(user.userCode, 'sample')),
      // None of these count: read, another user's, a type the user does not have.
      notificationFor(user.userCode, 'sample', { state: 'Read' }),
      notificationFor('SOMEONE-ELSE', 'sample'),
      notificationFor(user.userCode, 'promo'),
    ]);
    await countIs(9);
    expect(screen.getByTestId('notification-badge')).toHaveTextContent(/^9$/);
    expect(bell()).toHaveAccessibleName('Notifications, 9 unread');
    await insertDocuments('notifications', notificationFor(user.userCode, 'sample'));
    await countIs(10);
    expect(screen.getByTestId('notification-badge')).toHaveTextContent(/^9\+$/);
  });
});

describe('the notifications drawer', () => {
  it('[001 §4 notifications] one tab per type the user has, newest first, with an unread filter', async () => {
    await openDevice();
    const user = sessionUserOf('sample-requester');
    const older = notificationFor(user.userCode, 'sample', { state: 'Read' });
    const newer = notificationFor(user.userCode, 'sample');
    const newest = notificationFor(user.userCode, 'sample', { state: 'Read' });
    await insertDocuments('notifications', [older, newest, newer]);
    renderButton(user);
    await countIs(1);
    const drawer = await openDrawer();
    await waitFor(() =>
      expect(
        within(drawer)
          .getAllByRole('tab')
          .map((t) => t.textContent),
      ).toEqual(['Sample11 unread notification']),
    );
    await waitFor(() =>
      expect(items(drawer).map((li) => li.dataset.id)).toEqual([newest.id, newer.id, older.id]),
    );
    // Title, message, order link to its detail page, date and state.
    const first = items(drawer)[1]!;
    expect(first).toHaveTextContent(newer.title!);
    expect(first).toHaveTextContent(newer.message!);
    expect(within(first).getByRole('link', { name: `Order ${newer.orderNumber}` })).toHaveAttribute(
      'href',
      `/orders/samples/order/${newer.orderNumber}`,
    );
    expect(first).toHaveTextContent('New');
    await userEvent.click(within(drawer).getByRole('switch', { name: 'Unread only' }));
    await waitFor(() => expect(items(drawer).map((li) => li.dataset.id)).toEqual([newer.id]));
  });

  it('[001 §4 notifications] marking one read changes exactly that notification', async () => {
    await openDevice();
    const user = sessionUserOf('admin');
    const notes = [
      notificationFor(user.userCode, 'sample'),
      notificationFor(user.userCode, 'sample'),
      notificationFor(user.userCode, 'promo'),
    ];
    await insertDocuments('notifications', notes);
    renderButton(user);
    await countIs(3);
    const drawer = await openDrawer();
    expect(await within(drawer).findAllByRole('tab')).toHaveLength(3); // sample, promo, wholesale
    await userEvent.click(within(drawer).getByRole('tab', { name: /^Sample/ }));
    const target = notes[1]!;
    const row = await waitFor(() => {
      const found = items(drawer).find((li) => li.dataset.id === target.id);
      expect(found).toBeDefined();
      return found!;
    });
    await userEvent.click(
      within(row).getByRole('button', { name: `Mark as read: ${target.title}` }),
    );
    await countIs(2);
    const after = await stored();
    expect(after.get(target.id)).toMatchObject({ state: 'Read', readDate: expect.any(String) });
    for (const other of [notes[0]!, notes[2]!]) {
      expect(after.get(other.id)?.state).toBe('New');
      expect(after.get(other.id)?.readDate).toBeUndefined();
    }
    await waitFor(() => expect(within(row).getByText('Read')).toBeInTheDocument());
  });

  it('[001 §4 notifications] marking a selection read changes exactly the selected ones', async () => {
    await openDevice();
    const user = sessionUserOf('sample-requester');
    const notes = Array.from({ length: 4 }, () => notificationFor(user.userCode, 'sample'));
    await insertDocuments('notifications', notes);
    renderButton(user);
    await countIs(4);
    const drawer = await openDrawer();
    await waitFor(() => expect(items(drawer)).toHaveLength(4));
    const markSelected = within(drawer).getByTestId('notifications-mark-selected');
    expect(markSelected).toBeDisabled();
    const chosen = [notes[0]!, notes[2]!];
    for (const n of chosen)
      await userEvent.click(within(drawer).getByRole('checkbox', { name: `Select: ${n.title}` }));
    expect(markSelected).toHaveTextContent('Mark selected as read (2)');
    // Two of four chosen: the select-all box is mixed.
    expect(
      within(drawer).getByRole('checkbox', { name: 'Select all unread notifications shown' }),
    ).toBePartiallyChecked();
    await userEvent.click(markSelected);
    await countIs(2);
    const after = await stored();
    expect(notes.filter((n) => after.get(n.id)?.state === 'Read').map((n) => n.id)).toEqual(
      chosen.map((n) => n.id),
    );
    await within(drawer).findByText('2 notifications marked as read.');
  });

  it('[001 §4 notifications] marking all of a type read leaves the other types unread', async () => {
    await openDevice();
    const user = sessionUserOf('admin');
    // More than one page of the list: "all of a type" is not just what is shown.
    const samples = Array.from({ length: NOTIFICATIONS_PAGE + 5 }, () =>
      notificationFor(user.userCode, 'sample'),
    );
    const promos = [
      notificationFor(user.userCode, 'promo'),
      notificationFor(user.userCode, 'promo'),
    ];
    await insertDocuments('notifications', [...samples, ...promos]);
    renderButton(user);
    await countIs(samples.length + promos.length);
    const drawer = await openDrawer();
    // It opens on the type of the newest unread one (the promos came last).
    await waitFor(() =>
      expect(within(drawer).getByRole('tab', { selected: true })).toHaveTextContent(/^Promo/),
    );
    await waitFor(() =>
      expect(items(drawer).map((li) => li.dataset.id)).toEqual(promos.map((n) => n.id).reverse()),
    );
    await userEvent.click(within(drawer).getByRole('tab', { name: /^Sample/ }));
    await waitFor(() => expect(items(drawer)).toHaveLength(NOTIFICATIONS_PAGE));
    await waitFor(() =>
      expect(within(drawer).getByTestId('tab-count-sample')).toHaveTextContent(
        `9+${samples.length} unread notifications`,
      ),
    );
    await userEvent.click(within(drawer).getByTestId('notifications-mark-all'));
    await countIs(promos.length);
    const after = await stored();
    expect(samples.every((n) => after.get(n.id)?.state === 'Read')).toBe(true);
    expect(promos.every((n) => after.get(n.id)?.state === 'New')).toBe(true);
    await waitFor(() => expect(within(drawer).queryByTestId('tab-count-sample')).toBeNull());
    expect(within(drawer).getByTestId('tab-count-promo')).toHaveTextContent(
      '22 unread notifications',
    );
    expect(within(drawer).getByTestId('notifications-mark-all')).toBeDisabled();
  });

  it('[001 §4 notifications] Escape closes the drawer and focus returns to the bell', async () => {
    await openDevice();
    const user = sessionUserOf('sample-requester');
    renderButton(user);
    await countIs(0);
    const drawer = await openDrawer();
    expect(bell()).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('notifications-drawer')).toBeNull());
    // react-aria's FocusScope gives focus back to the element that opened the drawer.
    await waitFor(() => expect(bell()).toHaveFocus());
    expect(bell()).toHaveAttribute('aria-expanded', 'false');
  });
});

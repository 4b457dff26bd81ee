// The dashboard's live side column on a real device sync (host in the page over RxDB on
// fake-indexeddb, no server: an offline device). Announcements are the published ones, newest
// first, and an unpublished update takes one off the list (spec 000 §4); the unread count
// follows the device (spec 001 §4). Nothing is reloaded between the steps.
import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { act, cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { insertDocuments, patchDocuments } from '../../db/actions.ts';
import { fallbackMessages } from '../../i18n/catalog.ts';
import { closeDeviceSync, currentDeviceSync, openDeviceSync } from '../../sync/runtime.ts';
import { notificationFor, sessionUserOf } from '../notifications/testing.ts';
import { DeviceSidePanels } from './DeviceFeed.tsx';

// The live reads answer from the device database: give them time on a busy machine.
configure({ asyncUtilTimeout: 15_000 });

let device = 0;
const openDevice = () => openDeviceSync(`dashboard-${++device}-${Date.now()}`);

afterEach(async () => {
  cleanup();
  const db = await currentDeviceSync()?.database();
  await closeDeviceSync();
  await db?.remove().catch(() => undefined);
});

const user = sessionUserOf('promo-requester');

function renderPanels() {
  return render(
    <IntlProvider locale="en-US" messages={fallbackMessages}>
      <DeviceSidePanels user={user} notices />
    </IntlProvider>,
  );
}

const announcement = (id: string, title: string, published: boolean, day: number) => ({
  id,
  title,
  body: `${title}: details`,
  published,
  createdDate: `2025-05-0${day}T09:00:00.000Z`,
  modifiedDate: `2025-06-0${day}T09:00:00.000Z`,
});

const shownTitles = () =>
  within(screen.getByTestId('announcements'))
    .queryAllByTestId('announcement')
    .map((li) => within(li).getByRole('heading').textContent);

describe('dashboard side panels (device data, live)', () => {
  it('[000 §4 announcements] lists the published ones newest first; an unpublished update removes one', async () => {
    renderPanels();
    // No device sync open yet: the panels say they are loading.
    expect(screen.getByTestId('announcements')).toHaveTextContent('Loading announcements…');
    await act(() => openDevice());
    await within(screen.getByTestId('announcements')).findByText('No announcements right now.');
    await insertDocuments('announcements', [
      { ...announcement('a1', 'Showroom opening hours', true, 1), image: 'seed/library/hours.jpg' },
      announcement('a2', 'Holiday window kit', false, 3),
      announcement('a3', 'The new season line is live', true, 2),
    ]);
    await waitFor(() =>
      expect(shownTitles()).toEqual(['The new season line is live', 'Showroom opening hours']),
    );
    // An image stored as a blob-store key is read through GET /api/files/{key}.
    const hours = within(screen.getByTestId('announcements')).getAllByTestId('announcement')[1]!;
    expect(hours.querySelector('img')).toHaveAttribute('src', '/api/files/seed/library/hours.jpg');
    await patchDocuments('announcements', 'a3', { published: false });
    await waitFor(() => expect(shownTitles()).toEqual(['Showroom opening hours']));
    await patchDocuments('announcements', 'a2', { published: true });
    await waitFor(() =>
      expect(shownTitles()).toEqual(['Holiday window kit', 'Showroom opening hours']),
    );
  });

  it("[001 §4 notifications] the unread count is the user's New ones, live", async () => {
    await openDevice();
    renderPanels();
    const panel = screen.getByTestId('dashboard-notifications');
    await waitFor(() => expect(panel).toHaveTextContent('You have no unread notifications.'));
    const notes = Array.from({ length: 12 }, () => notificationFor(user.userCode, 'promo'));
    await insertDocuments('notifications', [
      ...notes,
      notificationFor(user.userCode, 'promo', { state: 'Read' }),
      notificationFor(user.userCode, 'sample'), // not a type this user has
    ]);
    // In words, the exact number: the 9+ cap belongs to the count icon.
    await waitFor(() => expect(panel).toHaveTextContent('You have 12 unread notifications.'));
    await patchDocuments(
      'notifications',
      notes.slice(1).map((n) => n.id),
      { state: 'Read' },
    );
    await waitFor(() => expect(panel).toHaveTextContent('You have 1 unread notification.'));
    expect(panel).toHaveAttribute('data-count', '1');
  });
});

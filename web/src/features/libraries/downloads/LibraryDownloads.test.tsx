// The list's download actions in jsdom over a real device sync in the page (RxDB over
// fake-indexeddb; no server reachable, like a tablet offline): a ZIP of the selection goes to
// the app's download queue in the library's family, a selection over 20 GiB is refused with
// the toast before anything is queued, the previewer offers the item's file downloads and its
// preview statistic waits in the outbox while offline (sent later: the sync test
// tests/sync/library-device-writes.test.ts against the real server), in the user's own outbox.
import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { act, cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COLLECTION_TOO_LARGE_BYTES } from '@portal/shared';
import { StrictMode } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { insertDocuments } from '../../../db/actions.ts';
import type { DeviceInputOf } from '../../../db/device-docs.ts';
import { fallbackMessages } from '../../../i18n/catalog.ts';
import { closeDeviceSync, currentDeviceSync, openDeviceSync } from '../../../sync/runtime.ts';
import { clearAllToasts, toastQueue } from '../../../ui/toasts/queue.ts';
import { downloads } from '../../downloads/download-store.ts';
import { LibraryList } from '../LibraryList.tsx';
import { statsOutboxKey } from './stats-outbox.ts';

configure({ asyncUtilTimeout: 5_000 });
const PATH = '/advertising/libraries/assets';
let users = 0;
let userId = '';

afterEach(async () => {
  for (const item of downloads.items()) downloads.cancel(item.hashId);
  cleanup();
  act(() => clearAllToasts());
  vi.restoreAllMocks();
  const db = await currentDeviceSync()?.database();
  await closeDeviceSync();
  await db?.remove().catch(() => undefined);
  localStorage.clear();
});

const item = (id: string, day: number, size: number): DeviceInputOf<'libraryItems'> => ({
  id,
  name: `Asset ${id}`,
  libraryType: 'AdvertisingAsset',
  status: 'Published',
  category: 'Shoes',
  modifiedDate: new Date(Date.UTC(2025, 4, day)).toISOString(),
  files: [
    {
      id: `${id}-p`,
      filename: `${id}.mov`,
      usageType: 'Primary',
      sourceFile: `lib/${id}.mov`,
      fileSize: size,
    },
    {
      id: `${id}-w`,
      filename: `${id}.psd`,
      usageType: 'Working File',
      sourceFile: `lib/${id}.psd`,
      fileSize: 10,
    },
  ],
});

async function renderList(items: DeviceInputOf<'libraryItems'>[], search = '') {
  const sync = await openDeviceSync(`lib-dl-${++users}-${Date.now()}`);
  await insertDocuments('libraryItems', items);
  const user = { id: sync.userId, userCode: 'U100' };
  userId = sync.userId;
  const router = createMemoryRouter(
    [
      {
        path: PATH,
        element: (
          <LibraryList
            type="AdvertisingAsset"
            titleId="advertising.routeAssets"
            user={user}
            today="2025-06-10"
          />
        ),
      },
    ],
    { initialEntries: [`${PATH}${search}`] },
  );
  render(
    <StrictMode>
      <IntlProvider locale="en-US" messages={fallbackMessages} timeZone="UTC">
        <RouterProvider router={router} />
      </IntlProvider>
    </StrictMode>,
  );
}

const grid = () => screen.getByRole('grid', { name: 'Library items' });
const nameCell = (row: number) =>
  grid().querySelectorAll(`[data-r="${row}"] [data-c]`)[2] as HTMLElement;
const zipButton = () => screen.getByRole('button', { name: 'Download ZIP' });
const toasts = () => toastQueue.visibleToasts.map((t) => t.content.message);

describe('[001 §4 downloads] the list’s ZIP', () => {
  it('[001 §4 downloads] a ZIP of the selection goes to the download queue in the library’s family', async () => {
    const u = userEvent.setup();
    await renderList([item('A1', 1, 100), item('A2', 2, 100)]);
    await waitFor(() => expect(nameCell(1)).toHaveTextContent('Asset A1'));
    expect(zipButton()).toBeDisabled();
    await u.click(nameCell(0));
    await waitFor(() => expect(zipButton()).toBeEnabled());
    await u.click(zipButton());
    expect(downloads.items().map((i) => [i.family, i.kind, i.displayName])).toEqual([
      ['library:AdvertisingAsset:zip', 'zip', 'Advertising Assets: 1 item (ZIP)'],
    ]);
  });

  it('[001 §9 20 GiB] a selection over 20 GiB is refused with the toast and nothing is queued', async () => {
    const u = userEvent.setup();
    const half = COLLECTION_TOO_LARGE_BYTES / 2;
    await renderList([item('B1', 1, half), item('B2', 2, half + 1)]);
    await waitFor(() => expect(nameCell(1)).toHaveTextContent('Asset B1'));
    await u.click(nameCell(0));
    await u.keyboard('{Shift>}');
    await u.click(nameCell(1));
    await u.keyboard('{/Shift}');
    // An earlier test's cancelled ZIP may still show (removed 3000 ms after it ends).
    const before = downloads.items().map((i) => i.hashId);
    await u.click(zipButton());
    expect(toasts()).toContainEqual({ id: 'msgCodes.collectionTooLarge' });
    expect(downloads.items().map((i) => i.hashId)).toEqual(before);
  });
});

describe('[000 §7 statistics] the previewer', () => {
  it('[000 §7 statistics] offers the primary file (the working file with the toggle) and keeps the preview event offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await renderList([item('C1', 1, 100)], '?item=C1');
    const preview = await screen.findByRole('region', { name: 'Preview' });
    const files = within(preview).getByRole('group', { name: 'File downloads' });
    expect(
      within(files)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Download Primary File']);
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(statsOutboxKey(userId)) ?? '[]')).toEqual([
        { action: 'documentPreview', modelType: 'AdvertisingAsset', modelId: 'C1' },
      ]),
    );
  });

  it('[000 §3 working files] the working file download shows when the view includes working files', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await renderList([item('D1', 1, 100)], '?item=D1&includeWorkingFiles=1');
    const preview = await screen.findByRole('region', { name: 'Preview' });
    const files = within(preview).getByRole('group', { name: 'File downloads' });
    expect(
      within(files)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Download Primary File', 'Download Working File']);
  });
});

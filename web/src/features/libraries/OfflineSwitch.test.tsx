// "Available offline" and the rights-date drop in jsdom over a real device sync in the page
// (RxDB over fake-indexeddb), with an in-memory Cache in place of the browser's (jsdom has no
// Cache API). The files are in the cache already, as the service worker leaves them after a
// viewing; the fetch path against the real server is tests/sync/library-offline-files.test.ts.
import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { act, cleanup, configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { insertDocuments } from '../../db/actions.ts';
import type { DeviceInputOf } from '../../db/device-docs.ts';
import { fallbackMessages } from '../../i18n/catalog.ts';
import { closeDeviceSync, currentDeviceSync, openDeviceSync } from '../../sync/runtime.ts';
import { CachedFilesExpiry, untilNextDay } from './CachedFilesExpiry.tsx';
import { LibraryFilesKeeper } from './LibraryFilesKeeper.tsx';
import { IMAGES_CACHE, offlineFilesOf, offlineKey } from './offline-cache.ts';
import { keeperFor } from './offline-keeper.ts';
import { OfflineSwitch } from './OfflineSwitch.tsx';
import { MemoryCaches } from './test-cache.ts';

configure({ asyncUtilTimeout: 5_000 });
const TODAY = '2025-06-10';
let users = 0;

afterEach(async () => {
  cleanup();
  const db = await currentDeviceSync()?.database();
  await closeDeviceSync();
  await db?.remove().catch(() => undefined);
  localStorage.clear();
});

type Item = DeviceInputOf<'libraryItems'>;
const item = (id: string, extra: Partial<Omit<Item, 'id'>> = {}): Item => ({
  id,
  name: `Item ${id}`,
  libraryType: 'AdvertisingAsset',
  status: 'Published',
  files: [
    {
      id: `${id}-f1`,
      filename: `${id}.jpg`,
      usageType: 'Primary',
      thumbnail: `previews/${id}/thumb.jpg`,
      previewJpg: `previews/${id}/preview.jpg`,
    },
  ],
  ...extra,
});

/** The service worker's caches after a viewing: each item's thumbnail and preview. */
async function cachedAfterViewing(caches: MemoryCaches, items: readonly Item[], bytes = 1024) {
  for (const f of items.flatMap((i) => offlineFilesOf(i)))
    await (
      await caches.open(f.cache)
    ).put(
      f.url,
      new Response(new Uint8Array(bytes), {
        headers: { 'content-type': 'image/jpeg', 'content-length': String(bytes) },
      }),
    );
}

const wrap = (node: ReactNode) => (
  <StrictMode>
    <IntlProvider locale="en-US" messages={fallbackMessages} timeZone="UTC">
      {node}
    </IntlProvider>
  </StrictMode>
);

async function openDevice(items: readonly Item[]) {
  const sync = await openDeviceSync(`offline-${++users}-${Date.now()}`);
  await insertDocuments('libraryItems', [...items]);
  return sync.userId;
}

const offlineSwitch = () => screen.getByRole('switch', { name: 'Available offline' });

describe('[000 §3 library item files] available offline', () => {
  it('[000 §3 library item files] the switch keeps the view’s previews, shows progress and space, and is remembered per user and library', async () => {
    const items = [item('a1'), item('a2'), item('draft', { status: 'Pending' })];
    const userId = await openDevice(items);
    const caches = new MemoryCaches();
    await cachedAfterViewing(caches, items.slice(0, 2), 384 * 1024);
    const view = (type: 'AdvertisingAsset' | 'AdvertisingLogo' = 'AdvertisingAsset') =>
      wrap(<OfflineSwitch type={type} userId={userId} today={TODAY} caches={caches} />);
    const { rerender, unmount } = render(view());
    expect(offlineSwitch()).not.toBeChecked();
    await userEvent.click(offlineSwitch());
    expect(localStorage.getItem(offlineKey(userId, 'AdvertisingAsset'))).toBe('1');
    // Two Published items, a thumbnail and a preview each: 4 files of 384 KiB, 1.5 MB.
    await waitFor(() =>
      expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '4 of 4 files'),
    );
    await waitFor(() =>
      expect(screen.getByTestId('library-offline-space')).toHaveTextContent(
        '1.5 MB on this device',
      ),
    );

    // Another library is its own switch; the same one comes back on.
    rerender(view('AdvertisingLogo'));
    expect(offlineSwitch()).not.toBeChecked();
    unmount();
    render(view());
    expect(offlineSwitch()).toBeChecked();
  });

  it('[000 §3 library item files] while on, an item the sync brings in is kept too; a file the device cannot fetch is reported', async () => {
    const userId = await openDevice([item('a1')]);
    const caches = new MemoryCaches();
    await cachedAfterViewing(caches, [item('a1'), item('a2')]);
    localStorage.setItem(offlineKey(userId, 'AdvertisingAsset'), '1');
    render(
      wrap(<OfflineSwitch type="AdvertisingAsset" userId={userId} today={TODAY} caches={caches} />),
    );
    await waitFor(() =>
      expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '2 of 2 files'),
    );
    await act(() => insertDocuments('libraryItems', [item('a2')]));
    await waitFor(() =>
      expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '4 of 4 files'),
    );
    // Not cached and no server in jsdom: the fetch fails, the file is counted, nothing cached.
    await act(() => insertDocuments('libraryItems', [item('a3')]));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        '2 files could not be saved; they will be tried again',
      ),
    );
    expect(caches.get(IMAGES_CACHE).paths()).not.toContain('/api/files/previews/a3/thumb.jpg');
  });

  it('[000 §3 library item files] switching off removes the view’s files from the cache', async () => {
    const items = [item('a1'), item('l1', { libraryType: 'AdvertisingLogo' })];
    const userId = await openDevice(items);
    const caches = new MemoryCaches();
    await cachedAfterViewing(caches, items);
    localStorage.setItem(offlineKey(userId, 'AdvertisingAsset'), '1');
    render(
      wrap(<OfflineSwitch type="AdvertisingAsset" userId={userId} today={TODAY} caches={caches} />),
    );
    await waitFor(() =>
      expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '2 of 2 files'),
    );
    await userEvent.click(offlineSwitch());
    expect(localStorage.getItem(offlineKey(userId, 'AdvertisingAsset'))).toBeNull();
    // The logo library's files stay: only this view's are dropped.
    await waitFor(() =>
      expect(caches.get(IMAGES_CACHE).paths()).toEqual([
        '/api/files/previews/l1/preview.jpg',
        '/api/files/previews/l1/thumb.jpg',
      ]),
    );
  });
});

describe('[000 §3 library item files] kept offline in the background', () => {
  it('[000 §3 library item files] with the list closed, a view switched on keeps new items; one switched off is left alone', async () => {
    const userId = await openDevice([item('a1'), item('l1', { libraryType: 'AdvertisingLogo' })]);
    const caches = new MemoryCaches();
    await cachedAfterViewing(caches, [item('a1'), item('a2')]);
    localStorage.setItem(offlineKey(userId, 'AdvertisingAsset'), '1');
    render(wrap(<LibraryFilesKeeper userId={userId} caches={caches} today={TODAY} />));
    const assets = keeperFor(caches, offlineKey(userId, 'AdvertisingAsset'));
    await waitFor(() =>
      expect(assets.get()).toEqual({ done: 2, total: 2, bytes: 2048, failed: 0 }),
    );
    await act(() => insertDocuments('libraryItems', [item('a2')]));
    await waitFor(() =>
      expect(assets.get()).toEqual({ done: 4, total: 4, bytes: 4096, failed: 0 }),
    );
    expect(keeperFor(caches, offlineKey(userId, 'AdvertisingLogo')).get().total).toBe(0);
  });
});

describe('[000 §3 rights dates] cached files past the rights dates', () => {
  it('[000 §3 rights dates] on start the device drops the cached files of items past their end or expire date', async () => {
    const items = [
      item('live'),
      item('ended', { endDate: '2025-06-09' }),
      item('expired', { beginDate: '2025-05-01', expireDate: '2025-06-01' }),
      item('last-day', { endDate: TODAY }),
    ];
    await openDevice(items);
    const caches = new MemoryCaches();
    await cachedAfterViewing(caches, items);
    render(wrap(<CachedFilesExpiry caches={caches} today={TODAY} />));
    await waitFor(() =>
      expect(caches.get(IMAGES_CACHE).paths()).toEqual([
        '/api/files/previews/last-day/preview.jpg',
        '/api/files/previews/last-day/thumb.jpg',
        '/api/files/previews/live/preview.jpg',
        '/api/files/previews/live/thumb.jpg',
      ]),
    );
  });

  it('[000 §3 rights dates] the check runs again just after the next local midnight', () => {
    expect(untilNextDay(new Date(2025, 5, 10, 23, 59, 0))).toBe(61_000);
    expect(untilNextDay(new Date(2025, 5, 10, 0, 0, 0))).toBe(86_401_000);
  });
});

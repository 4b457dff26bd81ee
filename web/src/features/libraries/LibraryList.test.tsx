// The library views in jsdom over a real device sync in the page (RxDB over fake-indexeddb; no
// server reachable, like a tablet offline): the list holds the library's Published items within
// their rights dates, follows the filter in the URL, shows the 'new' badge until the item is
// opened (which writes the Seen flag to the device), remembers the tiles view per user, and the
// landing page counts the categories from the device.
import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { act, cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { insertDocuments } from '../../db/actions.ts';
import type { DeviceInputOf } from '../../db/device-docs.ts';
import { fallbackMessages } from '../../i18n/catalog.ts';
import { closeDeviceSync, currentDeviceSync, openDeviceSync } from '../../sync/runtime.ts';
import { LibraryLanding } from './LibraryLanding.tsx';
import { LibraryList } from './LibraryList.tsx';
import { viewTypeKey } from './view-settings.ts';

configure({ asyncUtilTimeout: 5_000 });
const PATH = '/advertising/libraries/assets';
const LANDING = '/advertising/libraries/assets-landing';
const TODAY = '2025-06-10';
let users = 0;

afterEach(async () => {
  cleanup();
  const db = await currentDeviceSync()?.database();
  await closeDeviceSync();
  await db?.remove().catch(() => undefined);
  localStorage.clear();
});

type LibraryItemInput = DeviceInputOf<'libraryItems'>;

const item = (
  id: string,
  name: string,
  day: number,
  extra: Partial<Omit<LibraryItemInput, 'id'>> = {},
): LibraryItemInput => ({
  id,
  name,
  libraryType: 'AdvertisingAsset',
  status: 'Published',
  category: 'Shoes',
  gender: 'Womens',
  modifiedDate: new Date(Date.UTC(2025, 4, day)).toISOString(),
  files: [
    {
      id: `${id}-f1`,
      filename: `${name}.jpg`,
      usageType: 'Primary',
      thumbnail: `thumbs/${id}.jpg`,
      previewJpg: `previews/${id}.jpg`,
      fileSize: 2048,
    },
  ],
  ...extra,
});

const ITEMS: LibraryItemInput[] = [
  item('a1', 'Autumn Boot', 1),
  item('a2', 'Beach Sandal', 3, { category: 'Summer', gender: 'Mens' }),
  item('a3', 'City Sneaker', 5, {
    files: [
      { id: 'a3-f1', filename: 'city.pdf', usageType: 'Primary', previewPdf: 'p/city.pdf' },
      { id: 'a3-f2', filename: 'city.mp4', usageType: 'Primary', previewVideo: 'v/city.mp4' },
      { id: 'a3-f3', filename: 'city.psd', usageType: 'Working File' },
    ],
  }),
  item('a4', 'Draft Loafer', 6, { status: 'Pending' }),
  item('a5', 'Old Clog', 7, { endDate: '2025-06-09' }),
  item('a6', 'Future Mule', 8, { startDate: '2025-06-11' }),
  item('a7', 'Marketing Pump', 9, { beginDate: '2025-06-01', expireDate: '2025-06-10' }),
  item('l1', 'Logo Mark', 10, { libraryType: 'AdvertisingLogo' }),
];
/** What a viewer sees on TODAY, newest first (spec 000 §2 default sort -modifiedDate). */
const VISIBLE = ['Marketing Pump', 'City Sneaker', 'Beach Sandal', 'Autumn Boot'];

async function open(userId?: string) {
  const sync = await openDeviceSync(userId ?? `lib-${++users}-${Date.now()}`);
  // A re-opened device keeps its items (the same user's database).
  if (!userId) await insertDocuments('libraryItems', ITEMS);
  const db = await sync.database();
  return { userId: sync.userId, db };
}

function renderAt(routes: { path: string; element: ReactNode }[], url: string) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const view = render(
    <StrictMode>
      <IntlProvider locale="en-US" messages={fallbackMessages} timeZone="UTC">
        <RouterProvider router={router} />
      </IntlProvider>
    </StrictMode>,
  );
  return { router, view };
}

async function renderList(
  search = '',
  userId?: string,
  type: 'AdvertisingAsset' | 'AdvertisingLogo' = 'AdvertisingAsset',
) {
  const opened = await open(userId);
  const user = { id: opened.userId, userCode: 'U100' };
  const element = (
    <LibraryList type={type} titleId="advertising.routeAssets" user={user} today={TODAY} />
  );
  return { ...opened, ...renderAt([{ path: PATH, element }], `${PATH}${search}`) };
}

const grid = () => screen.getByRole('grid', { name: 'Library items' });
const gridNames = () =>
  [...grid().querySelectorAll('[data-r]')].map(
    (row) => row.querySelectorAll('[data-c]')[2]?.textContent ?? '',
  );
const tileNames = () =>
  screen
    .queryAllByTestId('library-tile')
    .map((t) => t.querySelector('.lib-tile-name')?.textContent);
const count = () => screen.getByTestId('library-count');

describe('[000 §2 library screens] the list', () => {
  it('[000 §2 library screens] shows the library’s Published items live on today, newest first, with the count', async () => {
    await renderList();
    await waitFor(() => expect(gridNames()).toEqual(VISIBLE));
    await waitFor(() => expect(count()).toHaveTextContent('4 items'));
    const row = [...grid().querySelectorAll('[data-r="1"] [data-c]')].map((c) => c.textContent);
    expect(row.slice(1, 5)).toEqual(['New', 'City Sneaker', '', 'Shoes']);
  });

  it('[000 §2 library screens] another library’s list holds only its own items', async () => {
    await renderList('', undefined, 'AdvertisingLogo');
    await waitFor(() => expect(gridNames()).toEqual(['Logo Mark']));
    await waitFor(() => expect(count()).toHaveTextContent('1 item'));
  });

  it('[000 §2 filter bar] follows the filter in the URL, back and forward included', async () => {
    const { router } = await renderList('?category=Summer');
    await waitFor(() => expect(gridNames()).toEqual(['Beach Sandal']));
    await waitFor(() => expect(count()).toHaveTextContent('1 item'));
    await act(() => router.navigate(`${PATH}?gender=Womens&fileName=city,autumn`));
    await waitFor(() => expect(gridNames()).toEqual(['City Sneaker', 'Autumn Boot']));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(gridNames()).toEqual(['Beach Sandal']));
  });

  it('[000 §2 filter bar] a name typed in File Name narrows the list and goes in the URL', async () => {
    const user = userEvent.setup();
    const { router } = await renderList();
    await waitFor(() => expect(gridNames()).toEqual(VISIBLE));
    await user.type(screen.getByRole('searchbox', { name: 'File Name' }), 'sandal');
    await waitFor(() => expect(router.state.location.search).toBe('?fileName=sandal'));
    await waitFor(() => expect(gridNames()).toEqual(['Beach Sandal']));
  });

  it('[000 §8 empty grid] says no results for a filter nothing matches', async () => {
    await renderList('?category=Hats');
    await waitFor(() =>
      expect(
        screen.getByText('No results found for the filters applied in your location'),
      ).toBeInTheDocument(),
    );
    await waitFor(() => expect(count()).toHaveTextContent('0 items'));
  });

  it('[000 §3 user flag Seen] opening an item writes the Seen flag to the device and the new badge goes', async () => {
    const user = userEvent.setup();
    const { db, router } = await renderList('?showNewStylesOnly=1');
    await user.click(await screen.findByRole('radio', { name: 'Tiles' }));
    await waitFor(() => expect(tileNames()).toEqual(VISIBLE));
    const tile = () => screen.getAllByTestId('library-tile')[1]!;
    expect(within(tile()).getByText('New')).toBeInTheDocument();

    await user.click(within(tile()).getByRole('button'));
    expect(router.state.location.search).toContain('item=a3');
    const preview = await screen.findByRole('region', { name: 'Preview' });
    expect(within(preview).getByText('City Sneaker')).toBeInTheDocument();
    await waitFor(async () => {
      const flags = await db.collections.userFlags!.find().exec();
      expect(flags.map((f) => f.toMutableJSON())).toEqual([
        expect.objectContaining({
          userCode: 'U100',
          flag: 'Seen',
          modelType: 'Asset',
          modelId: 'a3',
        }),
      ]);
    });
    // Show New Only now leaves the seen item out.
    await waitFor(() =>
      expect(tileNames()).toEqual(['Marketing Pump', 'Beach Sandal', 'Autumn Boot']),
    );
    await user.click(screen.getByRole('switch', { name: 'Show New Only' }));
    await waitFor(() => expect(tileNames()).toEqual(VISIBLE));
    expect(within(tile()).queryByText('New')).toBeNull();
    expect(within(screen.getAllByTestId('library-tile')[0]!).getByText('New')).toBeInTheDocument();
  });

  it('[000 §2 previewer] pages through the item’s files, working files only with the toggle', async () => {
    const user = userEvent.setup();
    await renderList('?item=a3');
    const preview = await screen.findByRole('region', { name: 'Preview' });
    await waitFor(() =>
      expect(within(preview).getByTestId('preview-file')).toHaveTextContent('city.pdf (1 of 2)'),
    );
    // The PDF goes to pdf.js (PdfPages); jsdom has no pdf.js worker, so it falls back to the
    // file's preview image — none for this file.
    expect(await within(preview).findByText('No preview for this file.')).toBeInTheDocument();
    await user.click(within(preview).getByRole('button', { name: 'Next' }));
    expect(within(preview).getByTestId('preview-file')).toHaveTextContent('city.mp4 (2 of 2)');
    expect(preview.querySelector('video')).toHaveAttribute('src', '/api/files/v/city.mp4');
    expect(within(preview).getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('switch', { name: 'Show Working Files Only' }));
    await waitFor(() => expect(gridNames()).toEqual(['City Sneaker']));
    expect(within(preview).getByTestId('preview-file')).toHaveTextContent('city.psd (1 of 1)');
  });

  it('[000 §3 rights dates] an item outside its dates does not open by link either', async () => {
    await renderList('?item=a5');
    expect(await screen.findByText('This item is not available.')).toBeInTheDocument();
  });

  it('[000 §3 viewType] remembers the tiles view for the user on this device', async () => {
    const user = userEvent.setup();
    const { userId, view } = await renderList();
    await waitFor(() => expect(gridNames()).toHaveLength(4));
    await user.click(screen.getByRole('radio', { name: 'Tiles' }));
    await waitFor(() => expect(tileNames()).toEqual(VISIBLE));
    expect(localStorage.getItem(viewTypeKey(userId, 'AdvertisingAsset'))).toBe('tiles');
    view.unmount();
    await closeDeviceSync();
    await renderList('', userId);
    await waitFor(() => expect(tileNames()).toEqual(VISIBLE));
    expect(screen.queryByRole('grid')).toBeNull();
  });
});

describe('[000 §2 landing] the landing page', () => {
  it('[000 §2 landing] shows each category with the count a viewer sees and links to the list', async () => {
    await open();
    const element = (
      <LibraryLanding
        type="AdvertisingAsset"
        titleId="advertising.routeAssets"
        listPath={PATH}
        today={TODAY}
      />
    );
    const { router } = renderAt(
      [
        { path: LANDING, element },
        { path: PATH, element: <p>list</p> },
      ],
      LANDING,
    );
    await waitFor(() => expect(screen.getAllByTestId('category-tile')).toHaveLength(2));
    const tiles = screen.getAllByTestId('category-tile').map((t) => t.textContent);
    expect(tiles).toEqual(['Shoes3 items', 'Summer1 item']);
    expect(screen.getAllByTestId('category-tile')[0]!.querySelector('img')).toHaveAttribute(
      'src',
      '/api/files/thumbs/a7.jpg',
    );
    await userEvent.setup().click(screen.getByRole('link', { name: /Summer/ }));
    expect(router.state.location.pathname).toBe(PATH);
    expect(router.state.location.search).toBe('?category=Summer');
  });
});

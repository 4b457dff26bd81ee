// The library manage screens in jsdom, on a real device sync (the host runs in the page, RxDB
// over fake-indexeddb; no server is reachable, like an offline tablet): each status view lists
// the library's items of its status, cell edits are written to the device with the spec 000 §5
// cell rules, required columns clear only in the pending view, Publish checks the §5 publish
// requirements, status changes follow the §4 prompt, and the bare …/manage routes redirect.
import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoUser, resolveRedirect, type RouteName } from '@portal/shared';
import { webRouteByName } from '@portal/shared/routes/table.ts';
import { StrictMode } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { insertDocuments } from '../../../db/actions.ts';
import { fallbackMessages } from '../../../i18n/catalog.ts';
import { closeDeviceSync, currentDeviceSync, openDeviceSync } from '../../../sync/runtime.ts';
import { ConfirmPrompt } from '../../../ui/confirm/ConfirmPrompt.tsx';
import { clearAllToasts, toastQueue } from '../../../ui/toasts/queue.ts';
import type { ManageRow } from './columns.ts';
import ManageLibraryScreen from './ManageLibraryScreen.tsx';
import { LIBRARY_MANAGE_SCREENS } from './screens.ts';

let run = 0;

afterEach(async () => {
  cleanup();
  act(() => clearAllToasts());
  const sync = currentDeviceSync();
  const db = await sync?.database();
  await closeDeviceSync();
  await db?.remove().catch(() => undefined);
});

const primary = (id: string) => ({ id: `${id}-f`, filename: `${id}.jpg`, usageType: 'Primary' });

const asset = (
  id: string,
  status: string,
  minute: number,
  extra: Record<string, unknown> = {},
) => ({
  id,
  name: `Asset ${id}`,
  libraryType: 'AdvertisingAsset',
  status,
  files: [primary(id)],
  assetType: 'Print Ad',
  category: 'Womens',
  gender: 'Womens',
  modifiedDate: `2025-05-01T10:${String(minute).padStart(2, '0')}:00.000Z`,
  ...extra,
});

const DOCS = [
  asset('p1', 'Pending', 10),
  // Lacks a gender: may not be published (spec 000 §5).
  asset('p2', 'Pending', 20, { gender: undefined, assetType: 'Web Banner', category: 'Mens' }),
  asset('pub1', 'Published', 30),
  asset('un1', 'Unpublished', 40),
  asset('del1', 'Deleted', 50),
  {
    id: 'logo1',
    name: 'Logo one',
    libraryType: 'AdvertisingLogo',
    status: 'Pending',
    files: [primary('logo1')],
    category: 'Brand',
    modifiedDate: '2025-05-01T09:00:00.000Z',
  },
].map((doc) => Object.fromEntries(Object.entries(doc).filter(([, v]) => v !== undefined)));

async function renderScreen(name: RouteName, search = '') {
  const sync = await openDeviceSync(`library-manage-${++run}-${Date.now()}`);
  await insertDocuments('libraryItems', DOCS as never);
  const collection = (await sync.database()).collections.libraryItems!;
  const route = webRouteByName(name);
  const router = createMemoryRouter(
    [
      {
        path: route.path,
        element: (
          <>
            <ManageLibraryScreen route={route} params={{}} />
            <ConfirmPrompt />
          </>
        ),
      },
    ],
    { initialEntries: [`${route.path}${search}`] },
  );
  render(
    <StrictMode>
      <IntlProvider locale="en-US" messages={fallbackMessages} timeZone="UTC">
        <RouterProvider router={router} />
      </IntlProvider>
    </StrictMode>,
  );
  const stored = async (id: string) =>
    (await collection.findOne(id).exec())?.toMutableJSON() as ManageRow | undefined;
  return { stored, router, path: route.path };
}

const grid = () => screen.getByRole('grid', { name: /items$/ });
const rows = () =>
  [...grid().querySelectorAll('[data-r]')].map((row) =>
    [...row.querySelectorAll('[data-c]')].map((cell) => cell.textContent ?? ''),
  );
const headers = () =>
  within(grid())
    .getAllByRole('columnheader')
    .map((h) => h.textContent?.replace('⋮', '') ?? '');
const names = () => {
  const col = headers().indexOf('Name');
  return rows().map((r) => r[col]);
};
/** The cell of the row named `name`, in the column headed `header`. */
function cellOf(name: string, header: string): HTMLElement {
  const col = headers().indexOf(header);
  const r = names().indexOf(name);
  return grid().querySelector(`[data-r="${r}"] [data-c="${col}"]`) as HTMLElement;
}
const toasts = () => toastQueue.visibleToasts.map((t) => t.content.message);
/** Past the grid's write debounce (1000 ms, spec 000 §9). */
const SAVED = { timeout: 4000 };

describe('[000 §4 library states] one manage screen per status', () => {
  it.each([
    ['advertising--libraries--manage--assets--pending', ['Asset p2', 'Asset p1']],
    ['advertising--libraries--manage--assets--published', ['Asset pub1']],
    ['advertising--libraries--manage--assets--unpublished', ['Asset un1']],
    ['advertising--libraries--manage--assets--deleted', ['Asset del1']],
    ['advertising--libraries--manage--logos--pending', ['Logo one']],
  ] as const)(
    '[000 §4 library states] %s lists its items, newest first',
    async (name, expected) => {
      await renderScreen(name);
      await waitFor(() => expect(names()).toEqual(expected));
      const nav = screen.getByRole('navigation', { name: 'Item status' });
      const links = within(nav).getAllByRole('link');
      expect(links.map((l) => l.textContent)).toEqual([
        'Pending',
        'Published',
        'Unpublished',
        'Deleted',
        'Upload',
      ]);
      const status = name.split('--').at(-1)!;
      expect(within(nav).getByRole('link', { current: 'page' })).toHaveAttribute(
        'href',
        expect.stringMatching(new RegExp(`/${status}$`)),
      );
    },
  );

  it('[000 §2 filter bar] the library filter bar is in the URL, back included', async () => {
    const { router, path } = await renderScreen(
      'advertising--libraries--manage--assets--pending',
      '?assetType=Web%20Banner',
    );
    await waitFor(() => expect(names()).toEqual(['Asset p2']));
    await act(() => router.navigate(`${path}?category=Womens`));
    await waitFor(() => expect(names()).toEqual(['Asset p1']));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(names()).toEqual(['Asset p2']));
  });

  it('[000 §2 manage routes] every manage status and upload route has this screen', () => {
    const names = Object.keys(LIBRARY_MANAGE_SCREENS);
    expect(names).toHaveLength(25);
    for (const name of names) expect(webRouteByName(name as RouteName).path).toMatch(/manage/);
  });
});

describe('[000 §5 grid cells] editing in the manage grid', () => {
  it('[000 §5 list cell] an edit is written to the device; a list value matches case-insensitively', async () => {
    const u = userEvent.setup();
    const { stored } = await renderScreen('advertising--libraries--manage--assets--pending');
    await waitFor(() => expect(names()).toEqual(['Asset p2', 'Asset p1']));
    await u.click(cellOf('Asset p1', 'Type'));
    await u.keyboard('{F2}{Control>}a{/Control}web banner{Enter}');
    await waitFor(async () => expect((await stored('p1'))?.assetType).toBe('Web Banner'), SAVED);
    expect((await stored('p1'))?.modifiedDate).not.toBe('2025-05-01T10:10:00.000Z');
    // Not one of the options: refused, nothing written.
    await u.click(cellOf('Asset p2', 'Type'));
    await u.keyboard('{F2}{Control>}a{/Control}Billboard{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('“Billboard” is not one of the options.');
    await u.keyboard('{Escape}');
    expect((await stored('p2'))?.assetType).toBe('Web Banner');
  });

  it('[000 §5 required columns] a required column cannot be cleared outside the pending view', async () => {
    const u = userEvent.setup();
    const { stored } = await renderScreen('advertising--libraries--manage--assets--published');
    await waitFor(() => expect(names()).toEqual(['Asset pub1']));
    await u.click(cellOf('Asset pub1', 'Category'));
    await u.keyboard('{Delete}');
    await new Promise((done) => setTimeout(done, 1500));
    expect((await stored('pub1'))?.category).toBe('Womens');
    expect(cellOf('Asset pub1', 'Category')).toHaveTextContent('Womens');
  });

  it('[000 §5 required columns] in the pending view a required column may be cleared', async () => {
    const u = userEvent.setup();
    const { stored } = await renderScreen('advertising--libraries--manage--assets--pending');
    await waitFor(() => expect(names()).toHaveLength(2));
    await u.click(cellOf('Asset p1', 'Category'));
    await u.keyboard('{Delete}');
    await waitFor(async () => expect((await stored('p1'))?.category).toBeUndefined(), SAVED);
    expect((await stored('p1'))?.name).toBe('Asset p1');
  });
});

describe('[000 §5 publish requirements] status changes', () => {
  it('[000 §5 publish requirements] Publish is refused with the reason while a field is missing, and succeeds when complete', async () => {
    const u = userEvent.setup();
    const { stored } = await renderScreen('advertising--libraries--manage--assets--pending');
    await waitFor(() => expect(names()).toEqual(['Asset p2', 'Asset p1']));
    const toolbar = screen.getByRole('toolbar', { name: 'Item actions' });
    expect(within(toolbar).queryByRole('button', { name: 'Restore to Pending' })).toBeNull();

    await u.click(cellOf('Asset p2', 'Name'));
    await u.click(within(toolbar).getByRole('button', { name: 'Publish' }));
    await waitFor(() =>
      expect(toasts()).toContainEqual({
        text: expect.stringContaining('Asset p2: Gender is required to publish.'),
      }),
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect((await stored('p2'))?.status).toBe('Pending');

    // Complete the item, then Publish asks 'Are You Sure?' and writes the new status.
    await u.click(cellOf('Asset p2', 'Gender'));
    await u.keyboard('{F2}WOMENS{Enter}');
    await waitFor(async () => expect((await stored('p2'))?.gender).toBe('Womens'), SAVED);
    await u.click(cellOf('Asset p2', 'Name'));
    await u.click(within(toolbar).getByRole('button', { name: 'Publish' }));
    const prompt = await screen.findByRole('alertdialog');
    expect(prompt).toHaveTextContent('Are You Sure?');
    expect(prompt).toHaveTextContent('Changing the status will impact visibility to end users.');
    await u.click(within(prompt).getByRole('button', { name: 'Yes' }));
    await waitFor(async () => expect((await stored('p2'))?.status).toBe('Published'));
    // The grid refreshes by itself: the item left the pending view.
    await waitFor(() => expect(names()).toEqual(['Asset p1']));
  });

  it('[000 §4 confirmation prompt] No leaves the status; Restore to Pending moves a deleted item back', async () => {
    const u = userEvent.setup();
    const { stored } = await renderScreen('advertising--libraries--manage--assets--deleted');
    await waitFor(() => expect(names()).toEqual(['Asset del1']));
    await u.click(cellOf('Asset del1', 'Name'));
    const restore = screen.getByRole('button', { name: 'Restore to Pending' });
    await u.click(restore);
    await u.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'No' }),
    );
    expect((await stored('del1'))?.status).toBe('Deleted');
    await u.click(restore);
    await u.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }),
    );
    await waitFor(async () => expect((await stored('del1'))?.status).toBe('Pending'));
    await waitFor(() => expect(screen.getByText('No assets available.')).toBeInTheDocument());
  });
});

describe('[000 §2 manage routes] redirects', () => {
  it.each([
    [
      '/advertising/libraries/manage',
      'adv-assets-editor',
      '/advertising/libraries/manage/assets/pending',
    ],
    [
      '/advertising/libraries/manage',
      'adv-logos-editor',
      '/advertising/libraries/manage/logos/pending',
    ],
    [
      '/advertising/libraries/manage/logos',
      'adv-logos-editor',
      '/advertising/libraries/manage/logos/pending',
    ],
    [
      '/global-retail/libraries/manage',
      'gr-assets-editor',
      '/global-retail/libraries/manage/pending',
    ],
    [
      '/product/libraries/manage',
      'documents-editor',
      '/product/libraries/manage/documents/pending',
    ],
    ['/sales/libraries/manage', 'step-editor', '/sales/libraries/manage/step/pending'],
  ])('[000 §2 manage routes] %s sends %s to %s', (path, who, target) => {
    expect(resolveRedirect(path, demoUser(who).user)).toBe(target);
  });
});

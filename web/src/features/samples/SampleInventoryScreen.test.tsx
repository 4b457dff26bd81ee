// The sample inventory screens in jsdom, on a real device sync (the host runs in the page, RxDB
// over fake-indexeddb; no server is reachable, like an offline tablet): each screen lists only
// its library's samples with its own fields, follows the filter in the URL, writes inline edits
// to the device under the spec 000 §5 cell rules and the spec 001 §5 required fields, adds a
// sample only when its required fields are given, and deletes the selected rows after the prompt.
import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteName } from '@portal/shared';
import { webRouteByName } from '@portal/shared/routes/table.ts';
import { StrictMode } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertDocuments } from '../../db/actions.ts';
import { fallbackMessages } from '../../i18n/catalog.ts';
import { closeDeviceSync, currentDeviceSync, openDeviceSync } from '../../sync/runtime.ts';
import { ConfirmPrompt } from '../../ui/confirm/ConfirmPrompt.tsx';
import { clearAllToasts, toastQueue } from '../../ui/toasts/queue.ts';
import type { SampleRow } from './columns.ts';
import SampleInventoryScreen from './SampleInventoryScreen.tsx';
import { SAMPLE_INVENTORY_SCREENS } from './screens.ts';

const PRODUCTION: RouteName = 'product--libraries--samples--production';
const SALES: RouteName = 'product--libraries--samples--sales';
let run = 0;

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

// jsdom lays nothing out: the grid's scroller reports a wide screen, so every column of the
// library (about 1,900 px of them) is rendered rather than the first 1,280 px.
const clientWidth = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth');
beforeEach(() => {
  setOnline(false);
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return this.classList.contains('pg-scroll') ? 2600 : 0;
    },
  });
});

afterEach(async () => {
  cleanup();
  act(() => clearAllToasts());
  const sync = currentDeviceSync();
  const db = await sync?.database();
  await closeDeviceSync();
  await db?.remove().catch(() => undefined);
  setOnline(true);
  if (clientWidth) Object.defineProperty(HTMLElement.prototype, 'clientWidth', clientWidth);
});

const CREATED = '2025-04-01T10:00:00.000Z';
const production = (id: string, style: string, extra: Record<string, unknown> = {}) => ({
  id,
  library: 'Production' as const,
  division: 'FW',
  style,
  color: '001',
  side: 'Pair' as const,
  size: '9',
  status: 'Available',
  totalQty: 2,
  onHandQty: 2,
  bin: `B-${id}`,
  moldNum: `M-${id}`,
  createdDate: CREATED,
  modifiedDate: CREATED,
  ...extra,
});
const sales = (id: string, style: string) => ({
  id,
  library: 'Sales' as const,
  division: 'AP',
  style,
  color: '100',
  side: 'Left' as const,
  status: 'Available',
  totalQty: 1,
  region: 'US',
  aisle: '4',
  direction: 'N',
  level: '2',
  shelf: 'S1',
  createdDate: CREATED,
  modifiedDate: CREATED,
});

const DOCS = [
  production('p1', 'A100'),
  production('p2', 'A200', { status: 'Checked Out' }),
  production('p3', 'B300', { division: 'AP' }),
  sales('s1', 'C100'),
];

async function renderScreen(name: RouteName, search = '', docs: readonly object[] = DOCS) {
  const sync = await openDeviceSync(`samples-${++run}-${Date.now()}`);
  await insertDocuments('sampleInventory', docs as never);
  const collection = (await sync.database()).collections.sampleInventory!;
  const route = webRouteByName(name);
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
    (await collection.findOne(id).exec())?.toMutableJSON() as Record<string, unknown> | undefined;
  const all = async () =>
    (await collection.find().exec()).map((doc) => doc.toMutableJSON() as SampleRow);
  const ids = async () => (await all()).map((doc) => doc.id).sort();
  return { stored, ids, all, router, path: route.path };
}

const grid = () => screen.getByRole('grid', { name: /samples$/ });
const rows = () =>
  [...grid().querySelectorAll('[data-r]')].map((row) =>
    [...row.querySelectorAll('[data-c]')].map((cell) => cell.textContent ?? ''),
  );
const headers = () =>
  within(grid())
    .getAllByRole('columnheader')
    .map((h) => h.textContent?.replace('⋮', '') ?? '');
const styles = () => {
  const col = headers().indexOf('Style');
  return rows().map((r) => r[col]);
};
function cellOf(style: string, header: string): HTMLElement {
  const col = headers().indexOf(header);
  const r = styles().indexOf(style);
  return grid().querySelector(`[data-r="${r}"] [data-c="${col}"]`) as HTMLElement;
}
const toasts = () => toastQueue.visibleToasts.map((t) => t.content.message);
const savingText = () => document.querySelector('.pg-saving')?.textContent ?? '';
/** Past the sample update debounce (1500 ms, spec 001 §9). */
const SAVED = { timeout: 5000 };

describe('[001 §2 sample inventory] the two screens', () => {
  it('[001 §2 sample inventory] Production lists only the Production samples, with its own fields', async () => {
    await renderScreen(PRODUCTION);
    await waitFor(() => expect(styles()).toEqual(['A100', 'A200', 'B300']));
    expect(headers()).toEqual(
      expect.arrayContaining(['Division', 'Side', 'On Hand', 'Bin', 'Mold #', 'Mold Date']),
    );
    expect(headers()).not.toContain('Aisle');
    expect(rows()[0]).toEqual(expect.arrayContaining(['FW', 'A100', '001', 'Pair', 'B-p1']));
    expect(screen.getByRole('heading', { name: 'Sample Inventory: Production' })).toBeVisible();
    expect(
      screen.getByText('Offline: changes are saved on this device and sync when you reconnect.'),
    ).toBeInTheDocument();
  });

  it('[001 §2 sample inventory] Sales lists only the Sales samples, with its location fields', async () => {
    await renderScreen(SALES);
    await waitFor(() => expect(styles()).toEqual(['C100']));
    expect(headers()).toEqual(
      expect.arrayContaining(['Region', 'Aisle', 'Direction', 'Level', 'Shelf', 'New Bin']),
    );
    expect(headers()).not.toContain('Bin');
  });

  it('[000 §8 empty grid] a library with no samples says how to start', async () => {
    await renderScreen(SALES, '', DOCS.slice(0, 3));
    await waitFor(() =>
      expect(
        screen.getByText('No samples in this library yet. Use Add Sample to create the first one.'),
      ).toBeInTheDocument(),
    );
  });

  it('[001 §2 sample inventory] both routes have the screen', () => {
    expect(Object.keys(SAMPLE_INVENTORY_SCREENS).sort()).toEqual([PRODUCTION, SALES]);
  });

  it('[000 §2 filter bar] follows style, status and location filters in the URL; none found says so', async () => {
    const { router, path } = await renderScreen(PRODUCTION, '?status=Available');
    await waitFor(() => expect(styles()).toEqual(['A100', 'B300']));
    await act(() => router.navigate(`${path}?style=a2`));
    await waitFor(() => expect(styles()).toEqual(['A200']));
    await act(() => router.navigate(`${path}?bin=B-p3`));
    await waitFor(() => expect(styles()).toEqual(['B300']));
    await act(() => router.navigate(`${path}?division=ZZ`));
    await waitFor(() =>
      expect(
        screen.getByText('No results found for the filters applied in your location'),
      ).toBeInTheDocument(),
    );
  });
});

describe('[000 §5 grid cells] inline editing of samples', () => {
  it('[000 §5 list cell] a list cell matches its option case-insensitively; the saving text follows the write', async () => {
    const u = userEvent.setup();
    const { stored } = await renderScreen(PRODUCTION);
    await waitFor(() => expect(styles()).toHaveLength(3));
    await u.click(cellOf('A100', 'Status'));
    await u.keyboard('{F2}{Control>}a{/Control}checked out{Enter}');
    expect(savingText()).toBe('Saving...');
    await waitFor(async () => expect((await stored('p1'))?.status).toBe('Checked Out'), SAVED);
    await waitFor(() => expect(savingText()).toBe('All changes saved.'));
    expect((await stored('p1'))?.modifiedDate).not.toBe(CREATED);
    // Not one of the options: refused in the cell, nothing written.
    await u.click(cellOf('A200', 'Status'));
    await u.keyboard('{F2}{Control>}a{/Control}Lost{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('“Lost” is not one of the options.');
    await u.keyboard('{Escape}');
    expect((await stored('p2'))?.status).toBe('Checked Out');
  });

  it('[001 §2 sample inventory autocomplete] a bin cell suggests the library’s bins that start with the typed text, and takes a new one', async () => {
    const u = userEvent.setup();
    const { stored } = await renderScreen(PRODUCTION);
    await waitFor(() => expect(styles()).toHaveLength(3));
    await u.click(cellOf('A100', 'Bin'));
    await u.keyboard('{F2}{Control>}a{/Control}b-p');
    const editor = screen.getByRole('combobox');
    const suggested = () =>
      [
        ...document.querySelectorAll(`#${CSS.escape(editor.getAttribute('list') ?? '')} option`),
      ].map((o) => o.getAttribute('value'));
    expect(suggested()).toEqual(['B-p1', 'B-p2', 'B-p3']);
    await u.keyboard('2');
    expect(suggested()).toEqual(['B-p2']);
    // A suggestion, not a list: a bin nobody used yet is written.
    await u.keyboard('{Control>}a{/Control}Z-NEW{Enter}');
    await waitFor(async () => expect((await stored('p1'))?.bin).toBe('Z-NEW'), SAVED);
  });

  it('[000 §5 grid cells] numbers and dates are written as numbers and YYYY-MM-DD', async () => {
    const u = userEvent.setup();
    const { stored } = await renderScreen(PRODUCTION);
    await waitFor(() => expect(styles()).toHaveLength(3));
    await u.click(cellOf('A100', 'On Hand'));
    await u.keyboard('{F2}{Control>}a{/Control}5{Enter}');
    await u.click(cellOf('A100', 'Mold Date'));
    await u.keyboard('{F2}2025/03/04{Enter}');
    await waitFor(async () => {
      const doc = await stored('p1');
      expect(doc?.totalQty).toBe(5);
      expect(doc?.moldDate).toBe('2025-03-04');
    }, SAVED);
  });

  it('[001 §5 sample inventory required] clearing a required field is refused with the spec’s message', async () => {
    const u = userEvent.setup();
    const { stored } = await renderScreen(PRODUCTION);
    await waitFor(() => expect(styles()).toHaveLength(3));
    await u.click(cellOf('A100', 'Bin'));
    await u.keyboard('{Delete}');
    await waitFor(
      () => expect(toasts()).toContainEqual({ id: 'msgCodes.importSampleRequiredProduction' }),
      SAVED,
    );
    expect(savingText()).toBe('An error has occurred while saving.');
    expect((await stored('p1'))?.bin).toBe('B-p1');
    await waitFor(() => expect(cellOf('A100', 'Bin')).toHaveTextContent('B-p1'));
  });
});

describe('[001 §5 sample inventory required] a sample that arrived incomplete', () => {
  it('[001 §5 sample inventory required] can be completed one cell at a time', async () => {
    const u = userEvent.setup();
    const incomplete = Object.fromEntries(
      Object.entries(production('p4', 'D400')).filter(([key]) => key !== 'bin' && key !== 'status'),
    );
    const { stored } = await renderScreen(PRODUCTION, '', [...DOCS, incomplete]);
    await waitFor(() => expect(styles()).toEqual(['A100', 'A200', 'B300', 'D400']));
    await u.click(cellOf('D400', 'Status'));
    await u.keyboard('{F2}available{Enter}');
    await waitFor(async () => expect((await stored('p4'))?.status).toBe('Available'), SAVED);
    expect((await stored('p4'))?.bin).toBeUndefined();
    await u.click(cellOf('D400', 'Bin'));
    await u.keyboard('{F2}B-44{Enter}');
    await waitFor(async () => expect((await stored('p4'))?.bin).toBe('B-44'), SAVED);
  });
});

describe('[001 §7 sample inventory create] Add Sample', () => {
  it('[001 §5 sample inventory required] a sample missing a required field shows the spec’s message and is not written', async () => {
    const u = userEvent.setup();
    const { ids } = await renderScreen(PRODUCTION);
    await waitFor(() => expect(styles()).toHaveLength(3));
    const before = await ids();
    await u.click(screen.getByRole('button', { name: 'Add Sample' }));
    const dialog = await screen.findByTestId('add-sample-dialog');
    await u.type(within(dialog).getByRole('textbox', { name: /^Style/ }), 'A300');
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(dialog).getByTestId('sample-required')).toHaveTextContent(
        'Division, Style, Color, Status, Side, Quantity, and Bin are Required',
      ),
    );
    expect(await ids()).toEqual(before);
  });

  it('[001 §7 sample inventory create] offline, a complete sample is written with onHandQty = totalQty', async () => {
    const u = userEvent.setup();
    const { all } = await renderScreen(PRODUCTION);
    await waitFor(() => expect(styles()).toHaveLength(3));
    await u.click(screen.getByRole('button', { name: 'Add Sample' }));
    const dialog = await screen.findByTestId('add-sample-dialog');
    const type = (name: RegExp, text: string) =>
      u.type(within(dialog).getByRole('textbox', { name }), text);
    await type(/^Division/, 'FW');
    await type(/^Style/, 'A300');
    await type(/^Color/, '002');
    await type(/^Status/, 'Available');
    await type(/^On Hand/, '3');
    await type(/^Bin/, 'B-9');
    await u.click(within(dialog).getByRole('button', { name: /Side/ }));
    await u.click(await screen.findByRole('option', { name: 'Pair' }));
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByTestId('add-sample-dialog')).toBeNull());
    await waitFor(() => expect(styles()).toEqual(['A100', 'A200', 'A300', 'B300']));
    const added = (await all()).filter((doc) => doc.style === 'A300');
    expect(added).toEqual([
      expect.objectContaining({
        library: 'Production',
        division: 'FW',
        color: '002',
        side: 'Pair',
        status: 'Available',
        totalQty: 3,
        onHandQty: 3,
        bin: 'B-9',
        createdDate: expect.any(String),
      }),
    ]);
    expect(toasts()).toContainEqual({ id: 'labels.samples.added' });
  });
});

describe('[000 §4 confirmation prompt] Delete', () => {
  it('[000 §8 delete confirmation] deletes the selected rows after the prompt, and only them', async () => {
    const u = userEvent.setup();
    const { ids } = await renderScreen(PRODUCTION);
    await waitFor(() => expect(styles()).toHaveLength(3));
    await u.click(cellOf('A100', 'Style'));
    await u.click(screen.getByRole('button', { name: 'Delete' }));
    const prompt = await screen.findByTestId('confirm-prompt');
    expect(prompt).toHaveTextContent('You are about to delete one sample: A100/001 9');
    await u.click(within(prompt).getByRole('button', { name: 'Cancel' }));
    expect(await ids()).toEqual(['p1', 'p2', 'p3', 's1']);

    await u.click(cellOf('A100', 'Style'));
    await u.keyboard('{Shift>}{ArrowDown}{/Shift}');
    await u.click(screen.getByRole('button', { name: 'Delete' }));
    const again = await screen.findByTestId('confirm-prompt');
    expect(again).toHaveTextContent('You are about to delete 2 samples');
    await u.click(within(again).getByRole('button', { name: 'Delete' }));
    await waitFor(async () => expect(await ids()).toEqual(['p3', 's1']));
    await waitFor(() => expect(styles()).toEqual(['B300']));
  });
});

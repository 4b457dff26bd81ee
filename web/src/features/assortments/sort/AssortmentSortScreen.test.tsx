// The assortment sort screen in jsdom, on a real device sync in the page (RxDB and the Dexie
// catalogue over fake-indexeddb; no server reachable, like an offline tablet): groups by the
// saved field with 'Uncategorized' last, a keyboard drag writes the new order in one patch,
// auto-sort by styleNumeric orders styles by number; a dynamic assortment shows what its query
// finds on the device (the real product index in the page), its moves kept in its display groups.
import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { demoUser, type Assortment, type RouteName } from '@portal/shared';
import { webRouteByName } from '@portal/shared/routes/table.ts';
import { act, cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertDocuments } from '../../../db/actions.ts';
import { fallbackMessages } from '../../../i18n/catalog.ts';
import { closeProductIndex } from '../../../products/client.ts';
import { storePage, testProduct } from '../../../products/testing/catalogue.ts';
import { closeDeviceSync, currentDeviceSync, openDeviceSync } from '../../../sync/runtime.ts';
import { clearAllToasts } from '../../../ui/toasts/queue.ts';
import { LOCAL_KEYS, removeLocal, writeLocal } from '../../session/offline-store.ts';
import AssortmentSortScreen from './AssortmentSortScreen.tsx';

const SORT: RouteName = 'assortment-manager--assortment--sort';
configure({ asyncUtilTimeout: 5_000 });
let run = 0;

beforeEach(() => {
  Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
});
afterEach(async () => {
  cleanup();
  act(() => clearAllToasts());
  const db = await currentDeviceSync()?.database();
  await closeDeviceSync();
  await db?.remove().catch(() => undefined);
  Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
});

const CATALOGUE = [
  testProduct({ style: '100', color: 'BLK', name: 'Trail', gender: 'Womens' }),
  testProduct({ style: '100', color: 'WHT', name: 'Trail', gender: 'Womens' }),
  testProduct({ style: '20', color: 'RED', name: 'Court', gender: 'Mens' }),
  testProduct({ style: '3', color: 'GRN', name: 'Harbor', gender: 'Womens' }),
  testProduct({ style: 'X9', color: 'NVY', name: 'Plain' }),
];
const PRODUCTS = [
  { style: '100', color: 'BLK', sort: 0 },
  { style: '100', color: 'WHT', sort: 1 },
  { style: '20', color: 'RED', sort: 2 },
  { style: '3', color: 'GRN', sort: 3 },
  { style: 'X9', color: 'NVY', sort: 4 },
];

async function renderScreen(doc: Record<string, unknown> = {}, debounceMs?: number) {
  const sync = await openDeviceSync(`assortment-sort-${++run}-${Date.now()}`);
  await storePage(await sync.catalogue(), { put: CATALOGUE });
  await insertDocuments('assortments', {
    id: 'a1',
    title: 'Spring Trail',
    productType: 'Footwear',
    products: PRODUCTS,
    ...doc,
  } as never);
  const collection = (await sync.database()).collections.assortments!;
  const route = webRouteByName(SORT);
  const router = createMemoryRouter(
    [
      {
        path: route.path,
        element: (
          <AssortmentSortScreen
            route={route}
            params={{ assortment_id: 'a1' }}
            {...(debounceMs ? { debounceMs } : {})}
          />
        ),
      },
    ],
    { initialEntries: ['/product/assortments/assortment/a1/sort'] },
  );
  render(
    <StrictMode>
      <IntlProvider locale="en-US" messages={fallbackMessages} timeZone="UTC">
        <RouterProvider router={router} />
      </IntlProvider>
    </StrictMode>,
  );
  const stored = async () =>
    (await collection.findOne('a1').exec())!.toMutableJSON() as unknown as Assortment;
  /** The document's revision number: one per write. */
  const revision = async () =>
    Number((await collection.findOne('a1').exec())!.revision.split('-')[0]);
  /** Products as `style_color` in their stored sort order. */
  const order = async () =>
    [...(await stored()).products]
      .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0))
      .map((p) => `${p.style}_${p.color}`);
  return { stored, revision, order };
}

const GENDER = { uiSettings: { groupSettings: { groupBy: 'gender' } } };
const groupTitles = () =>
  screen
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent?.replace(/\d+ styles?$/, ''));
const stylesIn = (title: string) =>
  within(screen.getByRole('grid', { name: `Styles of ${title}` }))
    .getAllByRole('row')
    .flatMap((r) => r.querySelector('.as-style-id')?.textContent ?? []);

describe('[000 §3 group-by] groups of the sort screen', () => {
  it("[000 §3 display group] grouped by gender: each group's styles, 'Uncategorized' last", async () => {
    await renderScreen(GENDER);
    await waitFor(() => expect(groupTitles()).toEqual(['Womens', 'Mens', 'Uncategorized']));
    expect(stylesIn('Womens')).toEqual(['100', '3']);
    expect(stylesIn('Mens')).toEqual(['20']);
    expect(stylesIn('Uncategorized')).toEqual(['X9']);
    const row100 = within(screen.getByRole('grid', { name: 'Styles of Womens' })).getAllByRole(
      'row',
    )[0]!;
    expect(row100).toHaveTextContent('Trail');
    expect(row100).toHaveTextContent('BLK · WHT');
    // Uncategorized is always open: no toggle; the others collapse.
    expect(screen.getByRole('button', { name: 'Womens' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByRole('button', { name: 'Uncategorized' })).toBeNull();
  });

  it('[000 §3 group-by defaults] a regular assortment without a saved choice is not grouped', async () => {
    await renderScreen();
    await waitFor(() => expect(groupTitles()).toEqual(['All styles']));
    expect(stylesIn('All styles')).toEqual(['100', '20', '3', 'X9']);
  });

  it('[000 §3 group-by] choosing a group-by saves it on the assortment', async () => {
    const u = userEvent.setup();
    const { stored } = await renderScreen();
    await waitFor(() => expect(groupTitles()).toEqual(['All styles']));
    await u.click(screen.getByRole('button', { name: /Group by/ }));
    await u.click(await screen.findByRole('option', { name: 'Gender' }));
    await waitFor(() => expect(groupTitles()).toEqual(['Womens', 'Mens', 'Uncategorized']));
    expect((await stored()).uiSettings?.groupSettings?.groupBy).toBe('gender');
  });
});

describe('[000 §3 group-by options] POP', () => {
  it('[000 §3 group-by options] a POP assortment offers the POP fields and POP auto-sort keys', async () => {
    const u = userEvent.setup();
    await renderScreen({ productType: 'POP' });
    await waitFor(() => expect(groupTitles()).toEqual(['All styles']));
    await u.click(screen.getByRole('button', { name: /Group by/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'POP Gender',
      'POP Category',
      'Pillar',
      'None',
    ]);
    await u.keyboard('{Escape}');
    await u.click(screen.getByRole('button', { name: 'Auto-sort' }));
    const dialog = await screen.findByRole('dialog');
    await u.click(within(dialog).getByRole('button', { name: /Sort by/ }));
    const keys = await screen.findAllByRole('option');
    expect(keys.map((o) => o.textContent)).toEqual([
      'None',
      'POP Gender',
      'Pillar',
      'Style (numeric)',
    ]);
  });
});

describe('[000 §4 group sort] moves', () => {
  it('[000 §4 moveDisplayGroup] a keyboard drag of a group writes the new order once; Uncategorized stays last', async () => {
    const u = userEvent.setup();
    const { stored, revision, order } = await renderScreen(GENDER);
    await waitFor(() => expect(groupTitles()).toEqual(['Womens', 'Mens', 'Uncategorized']));
    const before = await revision();
    // Drag 'Womens' by keyboard: its handle, Enter, to the drop position after 'Mens', Enter.
    screen.getByRole('button', { name: 'Drag group Womens' }).focus();
    await u.keyboard('{Enter}');
    await u.keyboard('{ArrowDown}');
    await u.keyboard('{Enter}');
    await waitFor(() => expect(groupTitles()).toEqual(['Mens', 'Womens', 'Uncategorized']));
    await waitFor(async () => expect(await revision()).toBe(before + 1), { timeout: 3000 });
    expect(await order()).toEqual(['20_RED', '100_BLK', '100_WHT', '3_GRN', 'X9_NVY']);
    expect((await stored()).displayGroups.map((g) => [g.index, g.title, g.locked])).toEqual([
      [0, 'Mens', false],
      [1, 'Womens', false],
      [2, 'Uncategorized', true],
    ]);
  });
});

describe('[000 §4 group sort] a burst of moves', () => {
  it('[000 §4 group sort] a colour and a style moved in a burst are written in one patch', async () => {
    const u = userEvent.setup();
    // A window of 2 s (the app's is 500 ms): two keyboard drags on a busy machine fit in it.
    const { revision, order } = await renderScreen(GENDER, 2000);
    await waitFor(() => expect(stylesIn('Womens')).toEqual(['100', '3']));
    const before = await revision();
    await u.click(screen.getByRole('button', { name: 'Order colours' }));
    const colours = await screen.findByRole('grid', { name: 'Colours of 100' });
    // Focus the row first (the list puts the focus on its focused row), then its handle.
    await u.click(screen.getByText('Harbor'));
    screen.getByRole('button', { name: 'Drag style 3' }).focus();
    // The drag starts just after the item itself: two steps up is before the first.
    await u.keyboard('{Enter}{ArrowUp}{ArrowUp}{Enter}');
    expect(stylesIn('Womens')).toEqual(['3', '100']);
    // react-aria gives the focus back to the list a drop landed in 50 ms after the drop (its
    // timer fires before this one): focusing the colour handle earlier would lose it there.
    await new Promise((done) => setTimeout(done, 100));
    // Within the debounce window of the style move:
    within(colours).getByRole('button', { name: 'Drag colour WHT' }).focus();
    await u.keyboard('{Enter}{ArrowUp}{ArrowUp}{Enter}');
    await waitFor(() =>
      expect(
        within(colours)
          .getAllByRole('row')
          .map((r) => r.textContent),
      ).toEqual([expect.stringContaining('WHT'), expect.stringContaining('BLK')]),
    );
    await waitFor(async () => expect(await revision()).toBe(before + 1), { timeout: 6000 });
    expect(await order()).toEqual(['3_GRN', '100_WHT', '100_BLK', '20_RED', 'X9_NVY']);
    // Still one write once the window has long passed.
    await new Promise((r) => setTimeout(r, 2200));
    expect(await revision()).toBe(before + 1);
  });

  it('[000 §4 moveStyle] a style dropped in another group stays there', async () => {
    const u = userEvent.setup();
    const { stored } = await renderScreen(GENDER);
    await waitFor(() => expect(stylesIn('Mens')).toEqual(['20']));
    screen.getByRole('button', { name: 'Drag style 20' }).focus();
    // Enter starts the drag; Tab goes to the next list that takes styles (Uncategorized, then
    // Womens: a drop on the list puts the style at its end).
    await u.keyboard('{Enter}{Tab}{Tab}');
    await u.keyboard('{Enter}');
    await waitFor(() => expect(stylesIn('Womens')).toEqual(['100', '3', '20']));
    await waitFor(
      async () =>
        expect(
          (await stored()).displayGroups
            .find((g) => g.title === 'Womens')
            ?.styles.map((s) => s.style),
        ).toContain('20'),
      { timeout: 3000 },
    );
    expect(groupTitles()).toEqual(['Womens', 'Mens', 'Uncategorized']);
    expect(stylesIn('Mens')).toEqual([]);
  });

  it('[000 §3 custom content] a group’s custom content is saved by its title', async () => {
    const u = userEvent.setup();
    const { stored } = await renderScreen(GENDER);
    await waitFor(() => expect(groupTitles()).toEqual(['Womens', 'Mens', 'Uncategorized']));
    const womens = screen.getByRole('region', { name: /^Womens/ });
    await u.type(within(womens).getByRole('textbox', { name: 'Custom content' }), 'New trail line');
    await waitFor(
      async () =>
        expect((await stored()).customContent).toEqual([
          { displayGroup: 'Womens', html: 'New trail line' },
        ]),
      { timeout: 3000 },
    );
  });
});

describe('[000 §4 auto-sort] the auto-sort dialog', () => {
  it('[000 §4 auto-sort styleNumeric] styles are ordered by number, written once', async () => {
    const u = userEvent.setup();
    const { revision, order } = await renderScreen();
    await waitFor(() => expect(stylesIn('All styles')).toEqual(['100', '20', '3', 'X9']));
    const before = await revision();
    await u.click(screen.getByRole('button', { name: 'Auto-sort' }));
    const dialog = await screen.findByRole('dialog');
    await u.click(within(dialog).getByRole('button', { name: /Sort by/ }));
    await u.click(await screen.findByRole('option', { name: 'Style (numeric)' }));
    await u.click(within(dialog).getByRole('button', { name: 'Sort' }));
    // By the style's digits as a number: 3, 9 (X9), 20, 100 — not '100' < '20' < '3'.
    await waitFor(() => expect(stylesIn('All styles')).toEqual(['3', 'X9', '20', '100']));
    expect(await order()).toEqual(['3_GRN', 'X9_NVY', '20_RED', '100_BLK', '100_WHT']);
    expect(await revision()).toBe(before + 1);
  });
});

// A user who sees the US catalogue (a dynamic query finds the products at their locations).
const MERCHANDISER = {
  ...demoUser('admin').user,
  userTBEs: [{ territory: 'T1', businessEntity: 'Domestic', locations: [{ key: 'US' }] }],
};
// Womens footwear: 100 (BLK, WHT) and 3; not 20 (Mens) nor X9 (no gender).
const DYNAMIC = {
  method: 'dynamic',
  kind: 'DynamicAssortment',
  query: { module: 'Footwear', filters: [['gender', 'Womens']] },
  // Own values of touched products: 3 is found; 20 no longer is (kept, not shown).
  products: [
    { style: '3', color: 'GRN', pillar: 'Core' },
    { style: '20', color: 'RED', pillar: 'Court' },
  ],
};

describe('[000 §2 dynamic] the sort screen of a dynamic assortment', () => {
  beforeEach(async () => {
    await writeLocal(LOCAL_KEYS.user, MERCHANDISER);
  });
  afterEach(async () => {
    await closeProductIndex();
    await removeLocal(LOCAL_KEYS.user);
  });

  it("[000 §2 dynamic] groups what the query finds on the device, with the assortment's own values", async () => {
    await renderScreen({ ...DYNAMIC, uiSettings: { groupSettings: { groupBy: 'pillar' } } });
    // The own pillar of 3 groups it; 100 (no entry) is found too; 20 is not found.
    await waitFor(() => expect(groupTitles()).toEqual(['Core', 'Uncategorized']));
    expect(stylesIn('Core')).toEqual(['3']);
    expect(stylesIn('Uncategorized')).toEqual(['100']);
    expect(screen.queryByText('Court')).toBeNull();
  });

  it('[000 §2 dynamic] a move is kept in the display groups, no row sort written', async () => {
    const u = userEvent.setup();
    const { stored, revision } = await renderScreen(DYNAMIC);
    await waitFor(() => expect(stylesIn('All styles')).toEqual(['100', '3']));
    const before = await revision();
    await u.click(screen.getByText('Harbor'));
    screen.getByRole('button', { name: 'Drag style 3' }).focus();
    await u.keyboard('{Enter}{ArrowUp}{ArrowUp}{Enter}');
    expect(stylesIn('All styles')).toEqual(['3', '100']);
    await waitFor(async () => expect(await revision()).toBe(before + 1), { timeout: 3000 });
    const doc = await stored();
    expect(doc.displayGroups.map((g) => g.styles.map((s) => [s.style, s.colors]))).toEqual([
      [
        ['3', ['GRN']],
        ['100', ['BLK', 'WHT']],
      ],
    ]);
    // §4 no fixed row sorts: the entries are as they were (no sort, none added).
    expect(doc.products).toEqual(DYNAMIC.products);
    // The stored groups keep the order once the queued move is written.
    expect(stylesIn('All styles')).toEqual(['3', '100']);
  });
});

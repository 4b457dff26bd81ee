// The product library in jsdom, on a real device sync in the page (no server reachable, like a
// tablet in airplane mode): the catalogue is a real Dexie database over fake-indexeddb, the
// index is the real shared ProductIndex in the in-page index host. The list follows the URL's
// filter and sort (back/forward), option counts come from the index, the tile view selects and
// is remembered, an empty result says so, and a product the sync stores appears.
import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import {
  compareProducts,
  productMatches,
  type FilterState,
  type Product,
  type ProductSort,
  type SessionUser,
} from '@portal/shared';
import { act, cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CatalogueDatabase } from '../../db/catalogue.ts';
import { fallbackMessages } from '../../i18n/catalog.ts';
import { SessionProvider } from '../session/SessionProvider.tsx';
import { DEFAULT_TIMEOUT_MS, DEFAULT_WARNING_MS } from '../session/timing.ts';
import { closeProductIndex, productIndexFor } from '../../products/client.ts';
import { storePage, testProduct } from '../../products/testing/catalogue.ts';
import { closeDeviceSync, openDeviceSync } from '../../sync/runtime.ts';
import { ProductLibrary } from './ProductLibrary.tsx';
import { viewTypeKey } from './view-settings.ts';

const PATH = '/product/libraries/products';
// The index answers in the page's own thread here; the machine is shared: wait up to 5 s.
configure({ asyncUtilTimeout: 5_000 });
let users = 0;

const userFor = (id: string): SessionUser => ({
  id,
  email: `${id}@example.com`,
  name: 'Pat',
  lastName: 'Viewer',
  userCode: 'U100',
  status: 'active',
  strategy: 'local',
  userActiveLocation: 'US',
  departmentAccess: [],
  permissions: [{ permission: 'products', role: 'user' }],
  userTBEs: [
    {
      territory: 'T1',
      businessEntity: 'Domestic',
      locations: [{ key: 'US' }, { key: 'EU' }],
    },
  ],
  wof: {},
  conferenceGroups: [],
});

const day = (n: number) => new Date(Date.UTC(2025, 0, 1 + n)).toISOString();
const GENDERS = ['Mens', 'Womens', 'Kids'];
const PRODUCTS: Product[] = Array.from({ length: 24 }, (_, i) =>
  testProduct({
    style: `S${2000 + i}`,
    color: i % 2 ? 'BLK' : 'WHT',
    productType: i % 6 === 5 ? 'Apparel' : 'Footwear',
    name: `${['Trail', 'Court', 'Harbor', 'Summit'][i % 4]} ${String.fromCharCode(90 - i)}`,
    gender: GENDERS[i % 3]!,
    createdDate: day(i * 3),
    // Line status D is outside Location ALL (A, R, O); CA is not one of the user's locations.
    locations: [
      { code: i % 8 === 7 ? 'CA' : i % 4 === 0 ? 'EU' : 'US', lineStatus: i % 9 === 4 ? 'D' : 'A' },
    ],
  }),
);

const CTX = { today: '2025-06-01', locations: ['US', 'EU'] };
function expectedNames(state: FilterState, sort: ProductSort = 'newest'): string[] {
  return PRODUCTS.filter((p) => productMatches(p, state, CTX))
    .sort(compareProducts(sort))
    .map((p) => p.name);
}
const FOOTWEAR: FilterState = { module: 'Footwear', parameters: [] };
const withGender = (value: string): FilterState => ({
  module: 'Footwear',
  parameters: [{ module: 'Footwear', group: 'gender', key: 'gender', value }],
});

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

beforeEach(() => setOnline(false));
afterEach(async () => {
  cleanup();
  await closeProductIndex();
  await closeDeviceSync();
  setOnline(true);
});

async function renderLibrary(search = '', userId = `products-${++users}-${Date.now()}`) {
  const sync = await openDeviceSync(userId);
  const catalogue: CatalogueDatabase = await sync.catalogue();
  await storePage(catalogue, { put: PRODUCTS });
  const index = productIndexFor(sync);
  const user = userFor(userId);
  const router = createMemoryRouter(
    [
      {
        path: PATH,
        element: <ProductLibrary user={user} index={index} catalogue={catalogue} />,
      },
    ],
    { initialEntries: [`${PATH}${search}`] },
  );
  const boot = Promise.resolve({
    user,
    offline: true,
    timeouts: { warningMs: DEFAULT_WARNING_MS, timeoutMs: DEFAULT_TIMEOUT_MS },
    freshTimeouts: Promise.resolve(null),
  });
  const rendered = render(
    <StrictMode>
      <IntlProvider locale="en-US" messages={fallbackMessages} timeZone="America/Los_Angeles">
        <SessionProvider boot={boot}>
          <RouterProvider router={router} />
        </SessionProvider>
      </IntlProvider>
    </StrictMode>,
  );
  await waitFor(() => expect(index.status().ready).toBe(true));
  return { router, catalogue, index, userId, rendered };
}

const grid = () => screen.getByRole('grid', { name: 'Products' });
/** The names the grid shows, top to bottom (column 3). */
const shownNames = () =>
  [...grid().querySelectorAll('[data-r]')].map(
    (row) => row.querySelector('[data-c="3"]')?.textContent ?? '',
  );
const count = () => screen.getByTestId('product-count').textContent;

describe('[000 §2 product library] the list', () => {
  it('[000 §2 product library] lists the Footwear products of the user’s locations (ALL: line statuses A, R, O), newest first, with their total', async () => {
    await renderLibrary();
    const names = expectedNames(FOOTWEAR);
    expect(names.length).toBeGreaterThan(5);
    await waitFor(() => expect(shownNames()).toEqual(names));
    await waitFor(() => expect(count()).toBe(`${names.length} products`));
  });

  it('[000 §2 filter-bar] the filter in the URL narrows the list, and back and forward restore it', async () => {
    const { router } = await renderLibrary('?gender=Mens');
    await waitFor(() => expect(shownNames()).toEqual(expectedNames(withGender('Mens'))));
    await act(() => router.navigate(`${PATH}?gender=Kids`));
    await waitFor(() => expect(shownNames()).toEqual(expectedNames(withGender('Kids'))));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(shownNames()).toEqual(expectedNames(withGender('Mens'))));
    await act(() => router.navigate(1));
    await waitFor(() => expect(shownNames()).toEqual(expectedNames(withGender('Kids'))));
  });

  it('[000 §2 sorts] Name and Style sort the list and go in the URL; Newest is the default', async () => {
    const { router } = await renderLibrary();
    const user = userEvent.setup();
    await waitFor(() => expect(shownNames()).toEqual(expectedNames(FOOTWEAR)));
    await user.click(screen.getByRole('radio', { name: 'Name' }));
    await waitFor(() => expect(shownNames()).toEqual(expectedNames(FOOTWEAR, 'name')));
    expect(router.state.location.search).toBe('?sort=name');
    await user.click(screen.getByRole('radio', { name: 'Style' }));
    await waitFor(() => expect(shownNames()).toEqual(expectedNames(FOOTWEAR, 'style')));
    await user.click(screen.getByRole('radio', { name: 'Newest' }));
    await waitFor(() => expect(shownNames()).toEqual(expectedNames(FOOTWEAR)));
    expect(router.state.location.search).toBe('');
  });

  it('[000 §8 empty grids] a filter without a result says so in the spec’s words', async () => {
    await renderLibrary('?ids=NOPE1');
    await screen.findByText('No results found for the filters applied in your location');
  });

  it('[000 §2 product library] a product the sync stores while the list is open appears in it', async () => {
    const { catalogue } = await renderLibrary('?gender=Kids');
    await waitFor(() => expect(shownNames()).toEqual(expectedNames(withGender('Kids'))));
    const fresh = testProduct({
      style: 'S9001',
      color: 'RED',
      name: 'Fresh Kids',
      gender: 'Kids',
      createdDate: day(900),
    });
    await storePage(catalogue, { put: [fresh] });
    await waitFor(() => expect(shownNames()[0]).toBe('Fresh Kids'));
  });
});

describe('[000 §2 filter-bar] option counts', () => {
  it('[000 §2 filter-bar] the Gender options show how many products of the current result each gives', async () => {
    await renderLibrary();
    const user = userEvent.setup();
    await waitFor(() => expect(shownNames().length).toBeGreaterThan(0));
    await user.click(screen.getByRole('button', { name: /^Gender/ }));
    const panel = await screen.findByRole('dialog', { name: 'Gender' });
    for (const gender of GENDERS) {
      const n = expectedNames(withGender(gender)).length;
      expect(await within(panel).findByRole('option', { name: `${gender} (${n})` })).toBeVisible();
    }
  });

  it('[001 §6 locations] Location offers ALL and only the user’s permitted locations, with counts', async () => {
    await renderLibrary();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /^Location/ }));
    const panel = await screen.findByRole('dialog', { name: 'Location' });
    await within(panel).findByRole('option', { name: /^US/ });
    const options = within(panel)
      .getAllByRole('option')
      .map((o) => o.textContent);
    const at = (code: string) =>
      expectedNames({
        module: 'Footwear',
        parameters: [{ module: 'scope', group: 'location', key: 'location', value: code }],
      }).length;
    // The user's codes (spec 001 §6, sorted), never CA, which some stored product carries.
    expect(options).toEqual(['ALL', `EU (${at('EU')})`, `US (${at('US')})`]);
    expect(PRODUCTS.some((p) => p.locations.some((l) => l.code === 'CA'))).toBe(true);
  });
});

describe('[000 §3 library view] tiles', () => {
  it('[000 §3 library view] the tile view shows the products as tiles, selects a tile, and is remembered for the user on the device', async () => {
    const { userId, rendered } = await renderLibrary();
    const user = userEvent.setup();
    await waitFor(() => expect(shownNames().length).toBeGreaterThan(0));
    await user.click(screen.getByRole('radio', { name: 'Tiles' }));
    const tiles = await screen.findByRole('list', { name: 'Products as tiles' });
    const first = expectedNames(FOOTWEAR)[0]!;
    await within(tiles).findByText(first);
    const product = PRODUCTS.find((p) => p.name === first)!;
    await user.click(
      within(tiles).getByRole('checkbox', { name: `Select ${product.style} ${product.color}` }),
    );
    expect(screen.getByTestId('product-selection-count')).toHaveTextContent('1 selected');
    expect(localStorage.getItem(viewTypeKey(userId))).toBe('tiles');
    rendered.unmount();
    await renderLibraryAgain(userId);
  });
});

describe('[000 §3 product detail] from the list', () => {
  it('[000 §3 product detail] pressing a tile opens the product’s detail beside the list, its id in the link; Close ends it', async () => {
    const { router } = await renderLibrary();
    const user = userEvent.setup();
    await waitFor(() => expect(shownNames().length).toBeGreaterThan(0));
    await user.click(screen.getByRole('radio', { name: 'Tiles' }));
    const tiles = await screen.findByRole('list', { name: 'Products as tiles' });
    const first = PRODUCTS.find((p) => p.name === expectedNames(FOOTWEAR)[0])!;
    await user.click(await within(tiles).findByRole('button', { name: new RegExp(first.name) }));
    const panel = await screen.findByTestId('product-detail');
    expect(router.state.location.search).toContain(`product=${first.id}`);
    await within(panel).findByRole('heading', { name: first.name });
    await user.click(within(panel).getByTestId('product-detail-close'));
    await waitFor(() => expect(screen.queryByTestId('product-detail')).toBeNull());
    expect(router.state.location.search).not.toContain('product=');
  });
});

/** The same user opens the library again: the tile view comes back. */
async function renderLibraryAgain(userId: string) {
  await closeProductIndex();
  await closeDeviceSync();
  await renderLibrary('', userId);
  expect(await screen.findByRole('list', { name: 'Products as tiles' })).toBeInTheDocument();
}

// The product detail panel in jsdom, on a real device sync (catalogue in Dexie over
// fake-indexeddb, no server reachable: an offline tablet): every group of spec 000 §3, the
// computed figures of §3 Definitions, the key initiative's label, each location's line in its
// own currency (en-US and de-DE), availability by size and date, image views with a
// placeholder, previous / next, Escape, and the tear sheet through the downloads queue.
import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SessionUser } from '@portal/shared/api/users.ts';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toCatalogueRecord } from '../../../db/catalogue.ts';
import { fallbackMessages, loadMessages, type Messages } from '../../../i18n/catalog.ts';
import { closeDeviceSync, openDeviceSync } from '../../../sync/runtime.ts';
import { clearAllToasts, toastQueue } from '../../../ui/toasts/queue.ts';
import { downloads } from '../../downloads/download-store.ts';
import { SessionProvider } from '../../session/SessionProvider.tsx';
import { DEFAULT_TIMEOUT_MS, DEFAULT_WARNING_MS } from '../../session/timing.ts';
import { locationsKey } from '../locations.ts';
import { DETAIL_GROUPS } from './detail-fields.ts';
import { ProductDetail } from './ProductDetail.tsx';

let counter = 0;

/** A product with a value in every group of spec 000 §3 (money in minor units). */
const FULL = {
  id: 'P100_NVY',
  _deleted: false,
  style: 'P100',
  color: 'NVY',
  productType: 'Footwear',
  name: 'Harbor Boat Shoe',
  image: 'products/p100-nvy.jpg',
  thumbnail: 'products/p100-nvy-thumb.jpg',
  printImage: 'products/p100-nvy-print.jpg',
  createdDate: '2026-01-05T16:00:00.000Z',
  description: 'Hand-sewn leather boat shoe.',
  colorDescription: 'Navy',
  features: ['Memory Foam', 'Siped Outsole'],
  division: 'Casual',
  gender: 'Mens',
  keyInitiative: 'Wholesale_Spring_2026_Domestic_Footwear',
  vegan: false,
  categories: { type: 'Boat', closure: 'Lace', width: 'Wide' },
  components: { color1: 'Navy', material1: 'Leather' },
  eCommerce: { details: 'Rust-proof eyelets.' },
  cost: 5_000,
  discountAmount: 500,
  suggestedRetail: 10_000,
  quantity: 30,
  quantityOnHand: 70,
  styleQuantity: 200,
  pillar: 'Lifestyle',
  dueDate: '2026-04-01',
  carryover: true,
  styleNote: 'Hero style of the season.',
  inSampleOrders: true,
  relationships: ['P100_BLK'],
  dimensions: '30 x 20 x 12 cm',
  locations: [
    {
      code: 'US',
      lineStatus: 'A',
      sizeRange: '7-13',
      wholesalePrice: 4_250,
      suggestedRetail: 8_999,
      firstAvailDate: '2026-03-15',
      totalInventory: 1_250,
      availability: [
        { size: '9', date: '2026-05-01', inventory: 40, upc: '012345678905' },
        { size: '8', date: '2026-04-01', inventory: 25 },
        { size: '9', date: '2026-04-01', inventory: 10 },
      ],
    },
    {
      code: 'EU',
      lineStatus: 'R',
      wholesalePrice: 3_910,
      suggestedRetail: 8_499,
      availability: [],
    },
  ],
};

const NO_IMAGE = { ...FULL, id: 'P200_RED', style: 'P200', color: 'RED', name: 'Deck Shoe' };
delete (NO_IMAGE as Partial<typeof FULL>).image;
delete (NO_IMAGE as Partial<typeof FULL>).thumbnail;
delete (NO_IMAGE as Partial<typeof FULL>).printImage;

function sessionUser(id: string): SessionUser {
  return {
    id,
    email: `${id}@example.com`,
    name: 'Dana',
    lastName: 'Buyer',
    userCode: 'U1',
    status: 'active',
    strategy: 'local',
    userActiveLocation: 'US',
    departmentAccess: [],
    permissions: [{ permission: 'products', role: 'user' }],
    userTBEs: [
      { territory: 'T', businessEntity: 'Domestic', locations: [{ key: 'US' }, { key: 'EU' }] },
    ],
    wof: {},
    conferenceGroups: [],
  };
}

beforeEach(() => {
  Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
});

afterEach(async () => {
  cleanup();
  act(() => clearAllToasts());
  await closeDeviceSync();
  localStorage.clear();
});

interface Options {
  readonly productId?: string;
  readonly locationCode?: string;
  readonly locale?: 'en-US' | 'de-DE';
  readonly resultIds?: readonly string[];
}

async function renderDetail(options: Options = {}) {
  const userId = `detail-${++counter}-${Date.now()}`;
  const user = sessionUser(userId);
  // The locations option as the device kept it from an earlier online start.
  localStorage.setItem(
    locationsKey(userId),
    JSON.stringify([
      { code: 'US', name: 'United States', currencySymbol: '$', decimalPlaces: 2 },
      { code: 'EU', name: 'Europe', currencySymbol: '€', decimalPlaces: 2 },
    ]),
  );
  const sync = await openDeviceSync(userId);
  const catalogue = await sync.catalogue();
  await catalogue.products.bulkPut([toCatalogueRecord(FULL), toCatalogueRecord(NO_IMAGE)]);
  const locale = options.locale ?? 'en-US';
  const messages: Messages =
    locale === 'en-US'
      ? fallbackMessages
      : { ...fallbackMessages, ...(await loadMessages(locale)) };
  const onClose = vi.fn();
  const onNavigate = vi.fn();
  const boot = Promise.resolve({
    user,
    offline: true,
    timeouts: { warningMs: DEFAULT_WARNING_MS, timeoutMs: DEFAULT_TIMEOUT_MS },
    freshTimeouts: Promise.resolve(null),
  });
  render(
    <IntlProvider locale={locale} messages={messages} timeZone="America/Los_Angeles">
      <SessionProvider boot={boot}>
        <ProductDetail
          productId={options.productId ?? FULL.id}
          locationCode={options.locationCode ?? 'EU'}
          onClose={onClose}
          resultIds={options.resultIds}
          onNavigate={onNavigate}
        />
      </SessionProvider>
    </IntlProvider>,
  );
  // The catalogue is read (offline) and the panel leaves its loading state.
  await waitFor(() => expect(screen.queryByTestId('product-detail-loading')).toBeNull(), {
    timeout: 10_000,
  });
  return { onClose, onNavigate };
}

/** The text of a field's value in a group (data-field is the field id). */
const valueOf = (container: HTMLElement, field: string) =>
  container.querySelector(`[data-field="${field}"] dd`)?.textContent ?? null;

describe('[000 §3 Product] the product detail', () => {
  it('[000 §3 product] shows every group of the spec with the product’s values', async () => {
    await renderDetail();
    const panel = screen.getByTestId('product-detail');
    expect(within(panel).getByRole('heading', { level: 2 })).toHaveTextContent('Harbor Boat Shoe');
    for (const group of DETAIL_GROUPS) {
      expect(screen.getByTestId(`product-group-${group}`), group).toBeInTheDocument();
    }
    expect(valueOf(panel, 'style')).toBe('P100');
    expect(valueOf(panel, 'features')).toBe('Memory Foam, Siped Outsole');
    expect(valueOf(panel, 'width')).toBe('Wide');
    expect(valueOf(panel, 'details')).toBe('Rust-proof eyelets.');
    expect(valueOf(panel, 'vegan')).toBe('No');
    expect(valueOf(panel, 'carryover')).toBe('Yes');
    expect(valueOf(panel, 'dueDate')).toBe('04/01/2026');
    // Absent fields are left out rather than shown empty.
    expect(panel.querySelector('[data-field="outsole"]')).toBeNull();
  });

  it('[000 §3 key initiative] shows the key initiative without its first part', async () => {
    await renderDetail();
    expect(valueOf(screen.getByTestId('product-detail'), 'keyInitiative')).toBe(
      'Spring 2026 Domestic Footwear',
    );
  });

  it('[000 §3 Definitions] computes colour percent, net cost, sell-through and initial markup', async () => {
    await renderDetail({ locationCode: 'US' });
    const pricing = screen.getByTestId('product-group-pricing');
    expect(valueOf(pricing, 'colorPercent')).toBe('15.00%'); // 30 / 200
    expect(valueOf(pricing, 'sellThru')).toBe('30.00%'); // 30 / (30 + 70)
    expect(valueOf(pricing, 'netCost')).toBe('$45.00'); // 50.00 − 5.00
    expect(valueOf(pricing, 'initialMarkup')).toBe('55.00%'); // (100 − 45) / 100
    // Per location: the figures at that location's prices.
    const us = screen.getByRole('tabpanel');
    expect(valueOf(us, 'location.netCost')).toBe('$42.50');
    expect(valueOf(us, 'location.initialMarkup')).toBe('52.77%'); // (89.99 − 42.50) / 89.99
  });

  it('[000 §9 currency] prices each location in its own currency, the screen’s location first (en-US)', async () => {
    await renderDetail({ locationCode: 'EU' });
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Europe (EU)', 'United States (US)']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    const eu = screen.getByRole('tabpanel');
    expect(valueOf(eu, 'location.wholesalePrice')).toBe('€39.10');
    expect(valueOf(eu, 'location.suggestedRetail')).toBe('€84.99');
    expect(valueOf(eu, 'location.lineStatus')).toBe('R');
    // Product-level money in the screen's location currency.
    expect(valueOf(screen.getByTestId('product-group-pricing'), 'cost')).toBe('€50.00');
    await userEvent.click(tabs[1]!);
    const us = screen.getByRole('tabpanel');
    expect(valueOf(us, 'location.wholesalePrice')).toBe('$42.50');
    expect(valueOf(us, 'location.totalInventory')).toBe('1,250');
  });

  it('[000 §9 currency] formats money and percent the German way in de-DE', async () => {
    await renderDetail({ locationCode: 'EU', locale: 'de-DE' });
    const eu = screen.getByRole('tabpanel');
    expect(valueOf(eu, 'location.wholesalePrice')).toBe('39,10\u00a0€');
    const pricing = screen.getByTestId('product-group-pricing');
    expect(valueOf(pricing, 'colorPercent')).toBe('15,00\u00a0%');
    expect(within(pricing).getByText('Farbanteil %')).toBeInTheDocument();
    expect(screen.getByTestId('product-group-description')).toHaveTextContent('Beschreibung');
  });

  it('[000 §3 availability] lists availability by size and date at the location', async () => {
    await renderDetail({ locationCode: 'US' });
    const table = screen.getByRole('table', { name: 'Availability by size and date' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['9', '04/01/2026', '10', ''],
      ['9', '05/01/2026', '40', '012345678905'],
      ['8', '04/01/2026', '25', ''],
    ]);
  });

  it('[000 §3 images] shows every view from /api/files, its thumbnail, then a placeholder when an image cannot load', async () => {
    await renderDetail();
    const image = screen.getByTestId('product-image');
    expect(image).toHaveAttribute('src', '/api/files/products/p100-nvy.jpg');
    // Offline, the large image may never have been loaded; the (cached) thumbnail stands in.
    fireEvent.error(image);
    expect(screen.getByTestId('product-image')).toHaveAttribute(
      'src',
      '/api/files/products/p100-nvy-thumb.jpg',
    );
    const views = screen.getAllByRole('button', { name: /Show view/ });
    expect(views).toHaveLength(2);
    await userEvent.click(views[1]!);
    expect(screen.getByTestId('product-image')).toHaveAttribute(
      'src',
      '/api/files/products/p100-nvy-print.jpg',
    );
    fireEvent.error(screen.getByTestId('product-image'));
    expect(screen.getByRole('img', { name: 'No image' })).toBeInTheDocument();
  });

  it('[000 §3 images] a product without images shows the neutral placeholder', async () => {
    await renderDetail({ productId: NO_IMAGE.id });
    expect(screen.getByRole('img', { name: 'No image' })).toBeInTheDocument();
    expect(screen.queryByTestId('product-image')).toBeNull();
  });

  it('moves to the previous and next product of the result; Escape closes', async () => {
    const { onNavigate, onClose } = await renderDetail({
      resultIds: ['A_1', FULL.id, 'B_2'],
    });
    expect(screen.getByText('2 of 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next product' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous product' }));
    expect(onNavigate.mock.calls).toEqual([['B_2'], ['A_1']]);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('Escape in the tear sheet menu closes the menu, not the panel', async () => {
    const { onClose } = await renderDetail();
    await userEvent.click(screen.getByTestId('product-tearsheet'));
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says so when the device catalogue has no such product', async () => {
    await renderDetail({ productId: 'NONE_X' });
    expect(
      await screen.findByText('This product is not in the catalogue on this device.'),
    ).toBeInTheDocument();
  });

  it('[001 §4 downloads] queues the tear sheet and cancels it with the spec’s message', async () => {
    await renderDetail();
    await userEvent.click(screen.getByTestId('product-tearsheet'));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Thumbnails Only' }));
    const item = downloads.items().find((i) => i.displayName === 'P100-NVY: tear sheet (PDF)');
    expect(item?.kind).toBe('pdf');
    act(() => downloads.cancel(item!.hashId));
    expect(downloads.items().find((i) => i.hashId === item!.hashId)?.status).toBe('cancelled');
    expect(toastQueue.visibleToasts.map((t) => t.content.message)).toContainEqual({
      id: 'msgCodes.documentCanceled',
    });
  });
});

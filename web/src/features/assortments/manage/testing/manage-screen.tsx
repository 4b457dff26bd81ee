// The manage screen in jsdom on a real device sync in the page (RxDB and the Dexie catalogue
// over fake-indexeddb, the real product index in the page; no server reachable, like an
// offline tablet), for the screen's tests: the signed-in user, a catalogue, one assortment
// document, and readers of a grid as the user sees it.
import 'fake-indexeddb/auto';
import type { Assortment, Product, RouteName, SessionUser } from '@portal/shared';
import { webRouteByName } from '@portal/shared/routes/table.ts';
import { act, cleanup, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createIntl, IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach } from 'vitest';
import { insertDocuments } from '../../../../db/actions.ts';
import type { DeviceDatabase } from '../../../../db/database.ts';
import { fallbackMessages } from '../../../../i18n/catalog.ts';
import { ConfirmPrompt } from '../../../../ui/confirm/ConfirmPrompt.tsx';
import { closeProductIndex } from '../../../../products/client.ts';
import { storePage, testProduct } from '../../../../products/testing/catalogue.ts';
import { closeDeviceSync, currentDeviceSync, openDeviceSync } from '../../../../sync/runtime.ts';
import { clearAllToasts, toastQueue } from '../../../../ui/toasts/queue.ts';
import { LOCAL_KEYS, removeLocal, writeLocal } from '../../../session/offline-store.ts';
import AssortmentManageScreen from '../AssortmentManageScreen.tsx';

const MANAGE: RouteName = 'assortment-manager--assortment--manage';
export const intl = createIntl({ locale: 'en-US', messages: fallbackMessages });

export function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

export const MANAGER = {
  id: 'dyn-user',
  email: 'dyn@example.com',
  name: 'Dana',
  lastName: 'Merch',
  userCode: 'U-DYN',
  status: 'active',
  strategy: 'local',
  userActiveLocation: 'US',
  departmentAccess: [],
  permissions: [{ permission: 'productAssortments', role: 'manager' }],
  userTBEs: [{ territory: 'T1', businessEntity: 'Domestic', locations: [{ key: 'US' }] }],
  wof: {},
  conferenceGroups: [],
} as unknown as SessionUser;

/**
 * Offline, the manager signed in, a wide grid (every column renders); with `height`, a short
 * one too (only the first rows render). Everything closed and removed after each test.
 */
export function setUpManageScreen(viewport: { readonly height?: number } = {}): void {
  // jsdom lays nothing out: the grid's scroller reports the size asked for.
  const sizes = { clientWidth: 3200, clientHeight: viewport.height } as const;
  const originals = new Map(
    Object.keys(sizes).map((key) => [
      key,
      Object.getOwnPropertyDescriptor(HTMLElement.prototype, key),
    ]),
  );
  beforeEach(async () => {
    setOnline(false);
    await writeLocal(LOCAL_KEYS.user, MANAGER);
    for (const [key, size] of Object.entries(sizes)) {
      if (size === undefined) continue;
      Object.defineProperty(HTMLElement.prototype, key, {
        configurable: true,
        get(this: HTMLElement) {
          return this.classList.contains('pg-scroll') ? size : 0;
        },
      });
    }
  });
  afterEach(async () => {
    cleanup();
    act(() => clearAllToasts());
    await closeProductIndex();
    const db = await currentDeviceSync()?.database();
    await closeDeviceSync();
    await db?.remove().catch(() => undefined);
    await removeLocal(LOCAL_KEYS.user);
    setOnline(true);
    for (const [key, original] of originals)
      if (original) Object.defineProperty(HTMLElement.prototype, key, original);
  });
}

/** A catalogue product; prices in minor units at US: cost $50.00, suggested retail $100.00. */
export const catalogueProduct = (
  style: string,
  color: string,
  gender: string,
  division: string,
  extra: { productType?: 'Footwear' | 'Apparel'; code?: string } = {},
) =>
  testProduct({
    style,
    color,
    name: `${style} ${color}`,
    gender,
    division,
    productType: extra.productType ?? 'Footwear',
    locations: [
      { code: extra.code ?? 'US', lineStatus: 'A', wholesalePrice: 5000, suggestedRetail: 10000 },
    ],
  });

let run = 0;

/** Opens a device with `catalogue` and the assortment 'd1', and renders its manage screen. */
export async function renderManageScreen(
  catalogueProducts: readonly ReturnType<typeof testProduct>[],
  doc: Partial<Assortment> & Record<string, unknown>,
  /** What else the device holds before the screen opens. */
  before?: (database: DeviceDatabase) => Promise<unknown>,
) {
  const sync = await openDeviceSync(`manage-screen-${++run}-${Date.now()}`);
  const catalogue = await sync.catalogue();
  await storePage(catalogue, { put: [...catalogueProducts] });
  await insertDocuments('assortments', {
    id: 'd1',
    productType: 'Footwear',
    products: [],
    ...doc,
  } as never);
  const database = await sync.database();
  await before?.(database);
  const route = webRouteByName(MANAGE);
  const router = createMemoryRouter(
    [
      {
        path: route.path,
        element: <AssortmentManageScreen route={route} params={{ assortment_id: 'd1' }} />,
      },
    ],
    { initialEntries: ['/product/assortments/assortment/d1/manage'] },
  );
  render(
    <StrictMode>
      <IntlProvider locale="en-US" messages={fallbackMessages} timeZone="UTC">
        <RouterProvider router={router} />
        <ConfirmPrompt />
      </IntlProvider>
    </StrictMode>,
  );
  const stored = async () =>
    (
      await database.collections.assortments!.findOne('d1').exec()
    )?.toMutableJSON() as unknown as Assortment;
  return { stored, catalogue, database };
}

/** A grid as the user reads it (the grid's own test reader, `grid/testing/gridReader.ts`). */
export { gridReader } from '../../../../grid/testing/gridReader.ts';

/** The toasts on screen, as the user reads them, with their timeouts. */
export const toasts = () =>
  toastQueue.visibleToasts.map((t) => {
    const m = t.content.message as { id?: string; values?: Record<string, number> };
    return { text: m.id ? intl.formatMessage({ id: m.id }, m.values) : '', timeout: t.timeout };
  });

export type { Product };

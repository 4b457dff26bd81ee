// Create an order from an assortment in jsdom, offline, on a real device sync (RxDB and the
// Dexie catalogue over fake-indexeddb): the New dialog starts from the assortment's product
// type, the DRAFT written on the device holds one line per product of that type in the
// assortment's sort, the toasts count the lines and the products left out, and the order's page
// opens by the draft's id; a user who may create no order is told so and gets no tab.
import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { demoUser, type RouteName } from '@portal/shared';
import { webRouteByName } from '@portal/shared/routes/table.ts';
import { act, cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertDocuments } from '../../../db/actions.ts';
import { fallbackMessages } from '../../../i18n/catalog.ts';
import { storePage, testProduct } from '../../../products/testing/catalogue.ts';
import { closeProductIndex } from '../../../products/client.ts';
import { closeDeviceSync, currentDeviceSync, openDeviceSync } from '../../../sync/runtime.ts';
import { clearAllToasts, toastQueue } from '../../../ui/toasts/queue.ts';
import { LOCAL_KEYS, removeLocal, writeLocal } from '../../session/offline-store.ts';
import AssortmentCreateOrderScreen from './AssortmentCreateOrderScreen.tsx';

const CREATE_ORDER: RouteName = 'assortment-manager--assortment--create-order';
configure({ asyncUtilTimeout: 5_000 });
let run = 0;

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

beforeEach(() => setOnline(false));
afterEach(async () => {
  cleanup();
  act(() => clearAllToasts());
  await closeProductIndex();
  const db = await currentDeviceSync()?.database();
  await closeDeviceSync();
  await db?.remove().catch(() => undefined);
  await removeLocal(LOCAL_KEYS.user);
  setOnline(true);
});

// Womens products sold at US (a dynamic query finds them where the user may see them).
const AT_US = { gender: 'Womens', locations: [{ code: 'US', lineStatus: 'A' }] };
const CATALOGUE = [
  testProduct({ style: 'A100', color: 'BLK', name: 'Trail Black', division: 'Outdoor', ...AT_US }),
  testProduct({ style: 'B200', color: 'RED', name: 'Court Red', division: 'Court', ...AT_US }),
  testProduct({ style: 'T300', color: 'WHT', name: 'Tee', productType: 'Apparel', ...AT_US }),
];
// The assortment's order is its sort: B200, then the tee, then A100.
const PRODUCTS = [
  { style: 'A100', color: 'BLK', sort: 2 },
  { style: 'B200', color: 'RED', sort: 0 },
  { style: 'T300', color: 'WHT', sort: 1 },
];

async function renderScreen(user: object, assortment: Record<string, unknown> = {}) {
  await writeLocal(LOCAL_KEYS.user, user);
  const sync = await openDeviceSync(`assortment-order-${++run}-${Date.now()}`);
  await storePage(await sync.catalogue(), { put: CATALOGUE });
  await insertDocuments('assortments', [
    {
      id: 'a1',
      title: 'Spring Trail',
      productType: 'Footwear',
      status: 'A',
      products: PRODUCTS,
      ...assortment,
    },
  ] as never);
  const database = await sync.database();
  const route = webRouteByName(CREATE_ORDER);
  const router = createMemoryRouter(
    [
      {
        path: route.path,
        element: <AssortmentCreateOrderScreen route={route} params={{ assortment_id: 'a1' }} />,
      },
      { path: '/orders/:kind/order/:orderNumber', element: <p>order page</p> },
    ],
    { initialEntries: ['/product/assortments/assortment/a1/create-order'] },
  );
  render(
    <IntlProvider locale="en-US" messages={fallbackMessages} timeZone="UTC">
      <RouterProvider router={router} />
    </IntlProvider>,
  );
  const orders = async () =>
    (await database.collections.orders!.find().exec()).map((d) => d.toMutableJSON());
  return { router, orders };
}

const toasts = () => toastQueue.visibleToasts.map((t) => t.content.message);
const createButton = () => screen.getByRole('button', { name: 'Create Order' });

describe('[000 §2 create-order] an order from an assortment', () => {
  it('[000 §2 create-order] offline: a sample DRAFT with the footwear as lines in the assortment’s sort, opened by its id', async () => {
    const u = userEvent.setup();
    const admin = { ...demoUser('admin').user, name: 'Ada', lastName: 'Admin' };
    const { router, orders } = await renderScreen(admin);
    expect(await screen.findByRole('heading', { name: 'Spring Trail' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Order' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      '3 products of this assortment become lines of the new order.',
    );
    await u.click(screen.getByRole('radio', { name: 'Sample order' }));
    await waitFor(() => expect(createButton()).toBeEnabled());
    await u.click(createButton());

    const dialog = await screen.findByTestId('order-form-dialog');
    expect(within(dialog).getByRole('heading', { name: 'New Sample Order' })).toBeInTheDocument();
    await u.type(within(dialog).getByRole('textbox', { name: 'Purpose' }), 'Showroom');
    await u.click(within(dialog).getByRole('button', { name: 'Create' }));

    let made: Awaited<ReturnType<typeof orders>>[number] | undefined;
    await waitFor(async () => {
      [made] = await orders();
      expect(made).toBeDefined();
    });
    expect(made).toMatchObject({
      type: 'sample',
      status: 'DRAFT',
      productType: 'Footwear',
      purpose: 'Showroom',
      requesterCode: admin.userCode,
      requesterName: 'Ada Admin',
    });
    expect(made!.lines.map((l: { style: string }) => l.style)).toEqual(['B200', 'A100']);
    expect(made!.lines[0]).toMatchObject({ status: 'PENDING', quantity: 1, shipper: 'Pending' });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/orders/samples/order/${made!.id}`),
    );
    expect(toasts()).toEqual(
      expect.arrayContaining([
        { id: 'msgCodes.assortmentOrder.created', values: { count: 2 } },
        {
          id: 'msgCodes.assortmentOrder.otherType',
          values: { count: 1, productType: 'Footwear' },
        },
      ]),
    );
  });

  it('[000 §2 create-order] a user who may create no order is told so, with no tab and no button', async () => {
    await renderScreen(demoUser('assortment-manager').user);
    expect(await screen.findByRole('note')).toHaveTextContent('Your account cannot create orders.');
    expect(screen.queryByRole('link', { name: 'Create Order' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Manage' })).toBeInTheDocument();
    expect(createButton()).toBeDisabled();
  });

  it('[000 §2 create-order] a dynamic assortment orders what its query finds on the device', async () => {
    const u = userEvent.setup();
    const merchandiser = {
      ...demoUser('admin').user,
      name: 'Dana',
      lastName: 'Merch',
      userTBEs: [{ territory: 'T1', businessEntity: 'Domestic', locations: [{ key: 'US' }] }],
    };
    const { orders } = await renderScreen(merchandiser, {
      method: 'dynamic',
      kind: 'DynamicAssortment',
      products: [],
      query: { module: 'Footwear', filters: [['gender', 'Womens']] },
    });
    // A100 and B200 are Womens footwear at US (the catalogue below); the tee is apparel.
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        '2 products of this assortment become lines of the new order.',
      ),
    );
    await u.click(screen.getByText('Sample order'));
    await waitFor(() => expect(createButton()).toBeEnabled());
    await u.click(createButton());
    const dialog = await screen.findByTestId('order-form-dialog');
    await u.type(within(dialog).getByRole('textbox', { name: 'Purpose' }), 'Trade show');
    await u.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(async () => expect(await orders()).toHaveLength(1));
    const [made] = await orders();
    expect(made!.lines.map((l: { style: string }) => l.style).sort()).toEqual(['A100', 'B200']);
  });
});

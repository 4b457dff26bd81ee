// The order detail's toolbar and header facts in jsdom, on a real device sync in the page (RxDB
// over fake-indexeddb; no server reachable, like an offline tablet): Archive is offered only
// where the shared rule allows it and queues the `order.archive` command (decision 0074); the
// toolbar's Notifications action shows the kind's unread count (spec 001 §2); the header shows
// the further §3 facts the order has, labelled, and none it lacks.
import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { demoUser, type PermissionUser } from '@portal/shared';
import { webRouteByName } from '@portal/shared/routes/table.ts';
import { act, cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertDocuments } from '../../../db/actions.ts';
import type { DeviceInputOf } from '../../../db/device-docs.ts';
import { fallbackMessages } from '../../../i18n/catalog.ts';
import { closeDeviceSync, currentDeviceSync, openDeviceSync } from '../../../sync/runtime.ts';
import { clearAllToasts } from '../../../ui/toasts/queue.ts';
import { closeNotificationsDrawer } from '../../notifications/drawer-state.ts';
import { notificationFor } from '../../notifications/testing.ts';
import { OrderDetail } from './OrderDetail.tsx';

configure({ asyncUtilTimeout: 5_000 });
let run = 0;
const requester = demoUser('sample-requester').user;
const coordinator = demoUser('coordinator').user;
const rep = demoUser('wholesale-rep').user;

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

beforeEach(() => setOnline(false));
afterEach(async () => {
  cleanup();
  act(() => clearAllToasts());
  closeNotificationsDrawer();
  const db = await currentDeviceSync()?.database();
  await closeDeviceSync();
  await db?.remove().catch(() => undefined);
  setOnline(true);
});

type OrderInput = DeviceInputOf<'orders'>;
const LINE = { id: 'l1', style: 'A100', color: 'BLK', status: 'PENDING', quantity: 1 } as const;
const sample = (
  orderNumber: number,
  status: NonNullable<OrderInput['status']>,
  extra: Partial<OrderInput> = {},
): OrderInput => ({
  id: `o${orderNumber}`,
  orderNumber,
  type: 'sample',
  orderType: 'SampleOrder',
  orderSubtype: 'sample',
  status,
  requesterCode: requester.userCode,
  requesterName: 'Ann Lee',
  lines: [LINE],
  ...extra,
});
const WHOLESALE: OrderInput = {
  id: 'o301',
  orderNumber: 301,
  type: 'wholesale',
  orderType: 'WholesaleOrder',
  status: 'SUBMITTED',
  requesterCode: rep.userCode,
  customer: {
    id: 'C1',
    name: 'Shoe Hub',
    termsInfo: [{ code: 'N60', description: 'Net 60' }],
  },
  repNumber: 'R100',
  additionalTerm: 'N60',
  availabilityDate: '2025-07-15',
  currency: { currencyCode: 'EUR', decimalPlaces: 2, currencySymbol: '€' },
  warehouse: 'EU',
  stores: ['S1', 'S2'],
  shippingMethod: 'Ground',
  region: 'EMEA',
  emailCC: ['buyer@shoehub.example'],
  hardCopy: false,
  partialShipments: true,
  lines: [],
};
const ORDERS: OrderInput[] = [
  sample(401, 'COMPLETED'),
  sample(402, 'SUBMITTED'),
  sample(403, 'COMPLETED', { requesterCode: 'U-OTHER' }),
  WHOLESALE,
];

async function renderDetail(
  orderNumber: string,
  user: PermissionUser,
  kind: 'sample' | 'wholesale' = 'sample',
  notifications: readonly DeviceInputOf<'notifications'>[] = [],
) {
  const sync = await openDeviceSync(`order-toolbar-${++run}-${Date.now()}`);
  await insertDocuments('orders', ORDERS);
  if (notifications.length > 0) await insertDocuments('notifications', [...notifications]);
  const database = await sync.database();
  const route = webRouteByName(
    kind === 'sample' ? 'orders--sample-orders--details' : 'orders--wholesale-orders--details',
  );
  const router = createMemoryRouter(
    [
      {
        path: route.path,
        element: <OrderDetail route={route} kind={kind} orderNumber={orderNumber} user={user} />,
      },
    ],
    { initialEntries: [route.path.replace(':orderNumber', orderNumber)] },
  );
  render(
    <StrictMode>
      <IntlProvider locale="en-US" messages={fallbackMessages} timeZone="America/Los_Angeles">
        <RouterProvider router={router} />
      </IntlProvider>
    </StrictMode>,
  );
  await screen.findByRole('toolbar', { name: 'Order actions' });
  const commands = async () =>
    (await database.collections.commands!.find().exec()).map((d) => d.toMutableJSON());
  return { commands };
}

const toolbar = () => screen.getByRole('toolbar', { name: 'Order actions' });
const archiveButton = () => within(toolbar()).queryByRole('button', { name: 'Archive' });

describe('[001 §1 archive] the Archive action (decision 0074)', () => {
  it('[001 §1 archive] the requester’s COMPLETED order offers Archive; pressing it queues order.archive once', async () => {
    const u = userEvent.setup();
    const { commands } = await renderDetail('401', requester);
    const button = await within(toolbar()).findByRole('button', { name: 'Archive' });
    await u.click(button);
    await waitFor(async () =>
      expect(await commands()).toEqual([
        expect.objectContaining({
          type: 'order.archive',
          payload: { orderId: 'o401' },
          status: 'pending',
        }),
      ]),
    );
    expect(await screen.findByTestId('command-status')).toHaveTextContent('Queued');
    // While it waits for the server, the order's actions wait too (no second archive).
    await waitFor(() => expect(archiveButton()).toBeDisabled());
  });

  it('[001 §1 archive] a SUBMITTED order offers no Archive', async () => {
    await renderDetail('402', requester);
    await within(toolbar()).findByRole('button', { name: 'Duplicate' });
    expect(archiveButton()).toBeNull();
  });

  it('[001 §1 archive] someone else’s COMPLETED order: not for a requester, yes for a sample coordinator', async () => {
    await renderDetail('403', requester);
    await within(toolbar()).findByRole('button', { name: 'Duplicate' });
    expect(archiveButton()).toBeNull();
    cleanup();
    await renderDetail('403', coordinator);
    expect(await within(toolbar()).findByRole('button', { name: 'Archive' })).toBeEnabled();
  });
});

describe('[001 §2 toolbar notifications] the order detail’s Notifications action', () => {
  it('[001 §2, §4 unread indicator] the detail toolbar counts the kind’s unread notifications and opens the drawer', async () => {
    const u = userEvent.setup();
    await renderDetail('402', requester, 'sample', [
      notificationFor(requester.userCode, 'sample'),
      notificationFor(requester.userCode, 'sample'),
      notificationFor(requester.userCode, 'sample', { state: 'Read' }),
      notificationFor(requester.userCode, 'promo'),
    ]);
    const button = await within(toolbar()).findByRole('button', {
      name: 'Sample order notifications, 2 unread',
    });
    expect(within(button).getByTestId('order-notifications-badge')).toHaveTextContent('2');
    await u.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'true'));
  });
});

describe('[001 §3 Order] the further header facts', () => {
  it('[001 §3 Order] the wholesale header shows the facts the order has, labelled, and none it lacks', async () => {
    await renderDetail('301', rep, 'wholesale');
    const facts = await screen.findByTestId('order-more-fields');
    expect(facts).toHaveAccessibleName('More order details');
    const shown = Object.fromEntries(
      [...facts.querySelectorAll('.od-more-item')].map((item) => [
        item.querySelector('dt')?.textContent,
        item.querySelector('dd')?.textContent,
      ]),
    );
    expect(shown).toEqual({
      'Rep number': 'R100',
      'Additional term': 'Net 60 (N60)',
      // A calendar day stays that day in any time zone.
      'Availability date': 'Jul 15, 2025',
      Currency: 'EUR (€)',
      Warehouse: 'EU',
      Stores: 'S1, S2',
      'Shipping method': 'Ground',
      Region: 'EMEA',
      'Email CC': 'buyer@shoehub.example',
      'Hard copy': 'No',
      'Partial shipments': 'Yes',
    });
  });

  it('[001 §3 Order] an order without any of them shows no further facts', async () => {
    await renderDetail('401', requester);
    await within(toolbar()).findByRole('button', { name: 'Duplicate' });
    expect(screen.queryByTestId('order-more-fields')).toBeNull();
  });
});

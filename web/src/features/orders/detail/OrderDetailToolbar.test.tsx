// The order detail's toolbar and header facts in jsdom, on a real device sync in the page (RxDB
// over fake-indexeddb; no server reachable, like an offline tablet): Archive is offered only
// where the shared rule allows it and queues the `order.archive` command (decision 0074); the
// toolbar's Notifications action shows the kind's unread count (spec 001 §2); the header shows
// the further §3 facts the order has, labelled, and none it lacks.
import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { demoUser, type PermissionUser } from '@portal/shared';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DeviceInputOf } from '../../../db/device-docs.ts';
import { notificationFor } from '../../notifications/testing.ts';
import { renderOrderDetail } from '../testing/detail.tsx';
import { offlineDeviceHooks } from '../testing/device.ts';
import { orderMaker, testOrder, type OrderInput } from '../testing/orders.ts';

configure({ asyncUtilTimeout: 5_000 });
const requester = demoUser('sample-requester').user;
const coordinator = demoUser('coordinator').user;
const rep = demoUser('wholesale-rep').user;

offlineDeviceHooks();

const LINE = { id: 'l1', style: 'A100', color: 'BLK', status: 'PENDING', quantity: 1 } as const;
const order = orderMaker({
  requesterCode: requester.userCode,
  requesterName: 'Ann Lee',
  lines: [LINE],
});
const WHOLESALE: OrderInput = testOrder(301, 'wholesale', 'SUBMITTED', {
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
});
const ORDERS: OrderInput[] = [
  order(401, 'sample', 'COMPLETED'),
  order(402, 'sample', 'SUBMITTED'),
  order(403, 'sample', 'COMPLETED', { requesterCode: 'U-OTHER' }),
  WHOLESALE,
];

async function renderDetail(
  orderNumber: string,
  user: PermissionUser,
  kind: 'sample' | 'wholesale' = 'sample',
  notifications: readonly DeviceInputOf<'notifications'>[] = [],
) {
  const { commands } = await renderOrderDetail(orderNumber, user, kind, {
    orders: ORDERS,
    notifications,
    timeZone: 'America/Los_Angeles',
  });
  await screen.findByRole('toolbar', { name: 'Order actions' });
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

// The order lists in jsdom, on a real device sync (the host runs in the page, RxDB over
// fake-indexeddb; no server is reachable, like an offline tablet): each list shows exactly its
// orders by orderNumber descending, the sample lists follow the coordinator, and a DRAFT is
// deleted after the prompt while a SUBMITTED order offers no delete. The toolbar's Notifications
// action shows the kind's unread count, and the sample list reads notifications, then the
// coordinator assignments, then the orders (spec 001 §2), seen in the reads it asks the device.
import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoUser, type OrderList as OrderListName, type PermissionUser } from '@portal/shared';
import { webRouteByName } from '@portal/shared/routes/table.ts';
import type { RouteName } from '@portal/shared/routes/route-names.ts';
import { StrictMode } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { insertDocuments } from '../../db/actions.ts';
import type { DeviceData } from '../../db/device-data/client.ts';
import type { DeviceInputOf } from '../../db/device-docs.ts';
import { fallbackMessages } from '../../i18n/catalog.ts';
import { openDeviceSync } from '../../sync/runtime.ts';
import { ConfirmPrompt } from '../../ui/confirm/ConfirmPrompt.tsx';
import { toastQueue } from '../../ui/toasts/queue.ts';
import { notificationFor } from '../notifications/testing.ts';
import { OrderList } from './OrderList.tsx';
import { offlineDeviceHooks } from './testing/device.ts';
import { orderListGrid, orderMaker, type OrderInput } from './testing/orders.ts';

let run = 0;
const requester = demoUser('sample-requester').user;
const coordinator = demoUser('coordinator').user;
const rep = demoUser('wholesale-rep').user;
const approver = demoUser('approver').user;

offlineDeviceHooks();

const RECENT = new Date(Date.now() - 30 * 86_400_000).toISOString();
const OLD = new Date(Date.now() - 400 * 86_400_000).toISOString();

const order = orderMaker({
  requesterCode: requester.userCode,
  requesterName: 'Ann Lee',
  createdDate: RECENT,
});

const ORDERS: OrderInput[] = [
  order(101, 'sample', 'SUBMITTED', { coordinator: coordinator.userCode, coordinatorName: 'Kim' }),
  order(102, 'sample', 'DRAFT'),
  order(103, 'sample', 'IN PROGRESS', { coordinator: 'C-OTHER' }),
  order(104, 'sample', 'COMPLETED', { coordinator: coordinator.userCode }),
  order(105, 'sample', 'COMPLETED', { createdDate: OLD }),
  order(106, 'promo', 'SUBMITTED', {
    orderApprovalStatus: 'REQUIRES SENIOR',
    approverCode: approver.userCode,
  }),
  order(107, 'promo', 'SUBMITTED', {
    orderApprovalStatus: 'REQUIRES APPROVER',
    approverCode: approver.userCode,
  }),
  order(108, 'wholesale', 'PENDING', {
    requesterCode: rep.userCode,
    customer: customer('Shoe Hub'),
  }),
  order(109, 'wholesale', 'SUBMITTED', {
    requesterCode: rep.userCode,
    customer: customer('Run Co'),
  }),
  order(110, 'wholesale', 'COMPLETED', {
    requesterCode: rep.userCode,
    customer: customer('Run Co'),
  }),
];

function customer(name: string) {
  return { id: name.replace(/\W/g, '').toUpperCase(), name };
}

const ASSIGNMENTS = [
  {
    id: 'a1',
    requesterCode: requester.userCode,
    coordinatorCode: coordinator.userCode,
    coordinatorName: 'Kim Park',
    status: 'Active' as const,
  },
  {
    id: 'a2',
    requesterCode: 'U-OTHER',
    coordinatorCode: 'C-OTHER',
    coordinatorName: 'Lu Chen',
    status: 'Active' as const,
  },
];

/**
 * Records the device reads the screen asks, in order: `ask:<collection>` when a live read
 * starts, `answer:<collection>` at its first answer (the real reads run; only watched).
 */
function recordReads(data: DeviceData): string[] {
  const log: string[] = [];
  const watch = data.watch.bind(data);
  data.watch = (request, onAnswer) => {
    const name = 'collection' in request ? request.collection : request.kind;
    log.push(`ask:${name}`);
    let answered = false;
    return watch(request, (answer) => {
      if (!answered) log.push(`answer:${name}`);
      answered = true;
      onAnswer(answer);
    });
  };
  return log;
}

async function renderList(
  name: RouteName,
  list: OrderListName,
  user: PermissionUser,
  search = '',
  notifications: readonly DeviceInputOf<'notifications'>[] = [],
) {
  const route = webRouteByName(name);
  const sync = await openDeviceSync(`orders-${++run}-${Date.now()}`);
  await insertDocuments('orders', ORDERS);
  await insertDocuments('coordinatorAssignments', ASSIGNMENTS);
  if (notifications.length > 0) await insertDocuments('notifications', [...notifications]);
  const reads = recordReads(sync.data);
  const collection = (await sync.database()).collections.orders!;
  const router = createMemoryRouter(
    [
      {
        path: route.path,
        element: (
          <>
            <OrderList route={route} list={list} user={user} />
            <ConfirmPrompt />
          </>
        ),
      },
      { path: '/orders/:kind/order/:orderNumber', element: <p>detail</p> },
    ],
    { initialEntries: [`${route.path}${search}`] },
  );
  render(
    <StrictMode>
      <IntlProvider locale="en-US" messages={fallbackMessages} timeZone="America/Los_Angeles">
        <RouterProvider router={router} />
      </IntlProvider>
    </StrictMode>,
  );
  const storedIds = async () => (await collection.find().exec()).map((d) => d.id).sort();
  return { router, storedIds, reads };
}

const { rows, cellAt: cell } = orderListGrid();
const numbers = () => rows().map((r) => r[0]);
const toasts = () => toastQueue.visibleToasts.map((t) => t.content.message);

describe('[001 §4 Lists] each list shows exactly its orders', () => {
  it('[001 §4 sample active] a requester sees DRAFT too, by orderNumber descending, with status and requester', async () => {
    await renderList('orders--sample-orders--active-orders', 'sampleActive', requester);
    await waitFor(() => expect(numbers()).toEqual(['103', '102', '101']));
    expect(rows()[1]?.slice(1, 3)).toEqual(['Draft', 'Ann Lee']);
    await waitFor(() => expect(screen.getByTestId('order-count')).toHaveTextContent('3 orders'));
  });

  it('[001 §2 archived last year] the archived list leaves out active and year-old orders', async () => {
    await renderList('orders--sample-orders--archived-orders', 'sampleArchived', requester);
    await waitFor(() => expect(numbers()).toEqual(['104']));
  });

  it('[001 §2 coordinator selector] a coordinator sees their own SUBMITTED and IN PROGRESS orders, all with the switch', async () => {
    const { router } = await renderList(
      'orders--sample-orders--active-orders',
      'sampleActive',
      coordinator,
    );
    await waitFor(() => expect(numbers()).toEqual(['101']));
    const path = webRouteByName('orders--sample-orders--active-orders').path;
    await act(() => router.navigate(`${path}?coordinator=*`));
    await waitFor(() => expect(numbers()).toEqual(['103', '101']));
    await act(() => router.navigate(`${path}?coordinator=C-OTHER`));
    await waitFor(() => expect(numbers()).toEqual(['103']));
  });

  it('[001 §4 Lists] sample styles keeps the coordinator (no coordinator change)', async () => {
    await renderList(
      'orders--sample-orders--sample-styles',
      'sampleStyles',
      coordinator,
      '?coordinator=*',
    );
    await waitFor(() => expect(numbers()).toEqual(['101']));
    const toolbar = screen.getByRole('toolbar', { name: 'Order actions' });
    expect(within(toolbar).getByRole('button', { name: /Kim Park/ })).toBeDisabled();
  });

  it('[001 §4 promo review] an approver also sees REQUIRES SENIOR in reviewed', async () => {
    await renderList('orders--promo-orders--reviewed', 'promoReviewed', approver);
    await waitFor(() => expect(numbers()).toEqual(['106']));
    expect(rows()[0]?.[2]).toBe('Requires senior approver');
  });

  it('[001 §4 wholesale lists] the active list names the customer', async () => {
    await renderList('orders--wholesale-orders--active', 'wholesaleActive', rep);
    await waitFor(() => expect(numbers()).toEqual(['109', '108']));
    expect(rows()[1]?.slice(1, 3)).toEqual(['Pending', 'Shoe Hub']);
  });

  it('[000 §2 filter bar] the bar in the URL narrows the list; nothing left says the filters', async () => {
    const { router } = await renderList(
      'orders--sample-orders--active-orders',
      'sampleActive',
      requester,
      '?status=SUBMITTED',
    );
    await waitFor(() => expect(numbers()).toEqual(['101']));
    const path = webRouteByName('orders--sample-orders--active-orders').path;
    await act(() => router.navigate(`${path}?productType=Apparel`));
    await waitFor(() =>
      expect(screen.getByText('No orders available for the filters applied.')).toBeInTheDocument(),
    );
  });

  it('[001 §8 empty lists] a list with no orders shows the spec’s message', async () => {
    await renderList('orders--promo-orders--archived', 'promoArchived', approver);
    await waitFor(() => expect(screen.getByText('No orders available.')).toBeInTheDocument());
  });
});

describe('[001 §2 toolbar notifications] the order lists’ Notifications action', () => {
  it('[001 §2 Order list behaviour] the sample list loads sample-order notifications, then selects the coordinator from the assignments, then loads the orders', async () => {
    const { reads } = await renderList(
      'orders--sample-orders--active-orders',
      'sampleActive',
      coordinator,
    );
    await waitFor(() => expect(numbers()).toEqual(['101']));
    const at = (entry: string) => {
      const i = reads.indexOf(entry);
      expect(i, `${entry} in ${reads.join(', ')}`).toBeGreaterThanOrEqual(0);
      return i;
    };
    // Each step is asked only after the one before it has answered.
    expect(at('ask:notifications')).toBeLessThan(at('answer:notifications'));
    expect(at('answer:notifications')).toBeLessThan(at('ask:coordinatorAssignments'));
    expect(at('ask:coordinatorAssignments')).toBeLessThan(at('answer:coordinatorAssignments'));
    expect(at('answer:coordinatorAssignments')).toBeLessThan(at('ask:orders'));
    // The coordinator chosen from the assignments is the one the orders were loaded for.
    expect(screen.getByRole('button', { name: /Kim Park/ })).toBeInTheDocument();
  });

  it('[001 §2, §4 unread indicator] the toolbar counts the kind’s unread notifications, 9+ above nine, and opens the drawer', async () => {
    const u = userEvent.setup();
    const mine = (n: number, type: 'sample' | 'promo', state: 'New' | 'Read' = 'New') =>
      Array.from({ length: n }, () => notificationFor(requester.userCode, type, { state }));
    await renderList('orders--sample-orders--active-orders', 'sampleActive', requester, '', [
      ...mine(10, 'sample'),
      ...mine(2, 'sample', 'Read'),
      ...mine(3, 'promo'),
      notificationFor('U-OTHER', 'sample'),
    ]);
    const toolbar = screen.getByRole('toolbar', { name: 'Order actions' });
    const button = await within(toolbar).findByRole('button', {
      name: 'Sample order notifications, 10 unread',
    });
    expect(screen.getByTestId('order-notifications-badge')).toHaveTextContent('9+');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await u.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'true'));
  });

  it('[001 §4 unread indicator] no unread notification: no badge, the action is still there', async () => {
    await renderList('orders--wholesale-orders--active', 'wholesaleActive', rep);
    await waitFor(() => expect(numbers()).toEqual(['109', '108']));
    expect(
      screen.getByRole('button', { name: 'Wholesale order notifications' }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('order-notifications-badge')).toBeNull();
  });
});

describe('[001 §4 Deletion] deleting from a list', () => {
  it('[001 §4 Deletion] a DRAFT is deleted after the prompt, with the toast Order Deleted', async () => {
    const u = userEvent.setup();
    const { storedIds } = await renderList(
      'orders--sample-orders--active-orders',
      'sampleActive',
      requester,
    );
    await waitFor(() => expect(numbers()).toEqual(['103', '102', '101']));
    await u.click(cell(1, 0));
    await u.click(screen.getByRole('button', { name: 'Delete' }));
    const prompt = await screen.findByTestId('confirm-prompt');
    expect(prompt).toHaveTextContent('You are about to delete order 102');
    await u.click(within(prompt).getByRole('button', { name: 'Delete' }));
    await waitFor(async () => expect(await storedIds()).not.toContain('o102'));
    expect(await storedIds()).toHaveLength(ORDERS.length - 1);
    await waitFor(() => expect(numbers()).toEqual(['103', '101']));
    expect(toasts()).toContainEqual({ id: 'msgCodes.orderLists.deleted', values: { count: 1 } });
  });

  it('[001 §4 Deletion] a SUBMITTED order offers no delete, a DRAFT does', async () => {
    const u = userEvent.setup();
    await renderList('orders--sample-orders--active-orders', 'sampleActive', requester);
    await waitFor(() => expect(numbers()).toHaveLength(3));
    const deleteButton = () => screen.getByRole('button', { name: 'Delete' });
    await u.click(cell(1, 0)); // 102 DRAFT
    await waitFor(() => expect(deleteButton()).toBeEnabled());
    await u.click(cell(2, 0)); // 101 SUBMITTED
    await waitFor(() => expect(deleteButton()).toBeDisabled());
  });

  it('[001 §2 order detail] Open goes to the order’s detail route by its number', async () => {
    const u = userEvent.setup();
    const { router } = await renderList('orders--wholesale-orders--active', 'wholesaleActive', rep);
    await waitFor(() => expect(numbers()).toEqual(['109', '108']));
    await u.click(cell(1, 0));
    await u.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/wholesale/order/108'));
  });

  it('[001 §2 order detail] a draft taken offline has no number yet: Open goes to it by its id', async () => {
    const u = userEvent.setup();
    const { router } = await renderList('orders--wholesale-orders--active', 'wholesaleActive', rep);
    await insertDocuments('orders', [
      {
        ...order(0, 'wholesale', 'DRAFT', { requesterCode: rep.userCode }),
        id: 'offline-draft',
        orderNumber: undefined,
      },
    ]);
    await waitFor(() => expect(numbers()).toHaveLength(3));
    const draftRow = numbers().indexOf('');
    expect(draftRow).toBeGreaterThanOrEqual(0);
    await u.click(cell(draftRow, 1));
    await u.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/orders/wholesale/order/offline-draft'),
    );
  });
});

// The sample styles list in jsdom on a real device database (RxDB over fake-indexeddb, no
// server: an offline tablet): the coordinator's SUBMITTED and IN PROGRESS orders seen by
// style/colour, the coordinator fixed, Open leading to the first order asking for the style.
import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoUser } from '@portal/shared';
import { webRouteByName } from '@portal/shared/routes/table.ts';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { insertDocuments } from '../../../db/actions.ts';
import { fallbackMessages } from '../../../i18n/catalog.ts';
import { openDeviceSync } from '../../../sync/runtime.ts';
import { offlineDeviceHooks } from '../testing/device.ts';
import { orderListGrid, testOrder, type OrderInput, type OrderStatus } from '../testing/orders.ts';
import { SampleStylesList } from './SampleStylesList.tsx';

const coordinator = demoUser('coordinator').user;
const route = webRouteByName('orders--sample-orders--sample-styles');

offlineDeviceHooks();

const line = (
  style: string,
  size: string,
  quantity: number,
  status: 'PENDING' | 'Deleted' = 'PENDING',
) => ({ id: `${style}-${size}-${status}`, style, color: '001', size, quantity, status });
const order = (
  orderNumber: number,
  status: OrderStatus,
  lines: OrderInput['lines'],
  coordinatorCode = coordinator.userCode,
): OrderInput =>
  testOrder(orderNumber, 'sample', status, {
    productType: 'Footwear',
    coordinator: coordinatorCode,
    requesterCode: 'U-REQ',
    createdDate: new Date().toISOString(),
    lines,
  });

const ORDERS: OrderInput[] = [
  order(21, 'SUBMITTED', [line('S100', '9', 2), line('S200', '10', 1)]),
  order(22, 'IN PROGRESS', [line('S100', '10', 1), line('S300', '8', 1, 'Deleted')]),
  order(23, 'DRAFT', [line('S400', '9', 1)]),
  order(24, 'COMPLETED', [line('S500', '9', 1)]),
  order(25, 'SUBMITTED', [line('S600', '9', 1)], 'C-OTHER'),
];
const ASSIGNMENT = {
  id: 'a1',
  requesterCode: 'U-REQ',
  coordinatorCode: coordinator.userCode,
  coordinatorName: 'Kim Park',
  status: 'Active' as const,
};

async function renderStyles() {
  await openDeviceSync(`sample-styles-${Date.now()}`);
  await insertDocuments('orders', ORDERS);
  await insertDocuments('coordinatorAssignments', [ASSIGNMENT]);
  const router = createMemoryRouter(
    [
      { path: route.path, element: <SampleStylesList route={route} user={coordinator} /> },
      { path: '/orders/:kind/order/:orderNumber', element: <p>detail</p> },
    ],
    { initialEntries: [`${route.path}?coordinator=*`] },
  );
  render(
    <IntlProvider locale="en-US" messages={fallbackMessages} timeZone="America/Los_Angeles">
      <RouterProvider router={router} />
    </IntlProvider>,
  );
  return router;
}

const { rows, cellAt } = orderListGrid();

describe('[001 §2 sample styles] the coordinator work list by style', () => {
  it("shows one row per style/colour of the coordinator's SUBMITTED and IN PROGRESS orders, the coordinator fixed; Open leads to the first order", async () => {
    const router = await renderStyles();
    await waitFor(() => expect(rows().map((r) => r[0])).toEqual(['S100', 'S200']));
    expect(rows()[0]!.slice(3, 7)).toEqual(['3', '9 ×2, 10', '2', '21, 22']);
    expect(screen.getByTestId('order-count')).toHaveTextContent('2 styles in 2 orders');
    // No coordinator change here: the URL's "all coordinators" is ignored and the select is off.
    expect(screen.getByRole('button', { name: /Coordinator/ })).toBeDisabled();

    const user = userEvent.setup();
    const open = screen.getByRole('button', { name: 'Open first order' });
    expect(open).toBeDisabled();
    await user.click(cellAt(0, 0));
    await waitFor(() => expect(open).toBeEnabled());
    await act(() => user.click(open));
    expect(router.state.location.pathname).toBe('/orders/samples/order/21');
  });
});

// The order detail screen in jsdom, on a real device sync in the page (RxDB and the Dexie
// catalogue over fake-indexeddb; no server reachable, like an offline tablet): the order opens
// by its number, a quantity edit reaches the device document, quantity 10 is refused, a product
// from the device catalogue is added (one already there is not duplicated), a deleted line is
// kept with the status Deleted, a SUBMITTED order is read-only for its requester, and Submit
// queues the server command (a wholesale order without a customer cannot).
import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { demoUser, type OrderLine, type PermissionUser } from '@portal/shared';
import { webRouteByName } from '@portal/shared/routes/table.ts';
import type { RouteName } from '@portal/shared/routes/route-names.ts';
import { act, cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertDocuments } from '../../../db/actions.ts';
import type { DeviceInputOf } from '../../../db/device-docs.ts';
import { fallbackMessages } from '../../../i18n/catalog.ts';
import { storePage, testProduct } from '../../../products/testing/catalogue.ts';
import { closeDeviceSync, currentDeviceSync, openDeviceSync } from '../../../sync/runtime.ts';
import { ConfirmPrompt } from '../../../ui/confirm/ConfirmPrompt.tsx';
import { clearAllToasts, toastQueue } from '../../../ui/toasts/queue.ts';
import { OrderDetail } from './OrderDetail.tsx';

configure({ asyncUtilTimeout: 5_000 });
let run = 0;
const requester = demoUser('sample-requester').user;
const rep = demoUser('wholesale-rep').user;

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

// jsdom lays nothing out: the grid's scroller reports a wide screen so every column renders.
const clientWidth = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth');
beforeEach(() => {
  setOnline(false);
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return this.classList.contains('pg-scroll') ? 3200 : 0;
    },
  });
});

afterEach(async () => {
  cleanup();
  act(() => clearAllToasts());
  const db = await currentDeviceSync()?.database();
  await closeDeviceSync();
  await db?.remove().catch(() => undefined);
  setOnline(true);
  if (clientWidth) Object.defineProperty(HTMLElement.prototype, 'clientWidth', clientWidth);
});

type OrderInput = DeviceInputOf<'orders'>;
const LINES = [
  { id: 'l1', style: 'A100', color: 'BLK', status: 'PENDING', quantity: 1, size: '9' },
  { id: 'l2', style: 'B200', color: 'RED', status: 'PENDING', quantity: 2, size: '8' },
] as const;
const order = (
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
  productType: 'Footwear',
  requesterCode: requester.userCode,
  requesterName: 'Ann Lee',
  purpose: 'Showroom',
  lines: [...LINES],
  ...extra,
});
const ORDERS: OrderInput[] = [
  order(201, 'DRAFT'),
  order(202, 'SUBMITTED'),
  {
    id: 'o301',
    orderNumber: 301,
    type: 'wholesale',
    orderType: 'WholesaleOrder',
    status: 'DRAFT',
    requesterCode: rep.userCode,
    packCodes: ['S06'],
    lines: [{ id: 'w1', style: 'A100', color: 'BLK', sizes: { '8': 6 } }],
  },
];
const CATALOGUE = [
  testProduct({ style: 'A100', color: 'BLK', name: 'Trail Black' }),
  testProduct({ style: 'C300', color: 'GRN', name: 'Harbor Green' }),
  testProduct({ style: 'C300', color: 'NVY', name: 'Harbor Navy' }),
];

const DETAIL: Record<'sample' | 'wholesale', RouteName> = {
  sample: 'orders--sample-orders--details',
  wholesale: 'orders--wholesale-orders--details',
};

async function renderDetail(
  orderNumber: string,
  user: PermissionUser = requester,
  kind: 'sample' | 'wholesale' = 'sample',
) {
  const sync = await openDeviceSync(`order-detail-${++run}-${Date.now()}`);
  await storePage(await sync.catalogue(), { put: CATALOGUE });
  await insertDocuments('orders', ORDERS);
  const database = await sync.database();
  const route = webRouteByName(DETAIL[kind]);
  const router = createMemoryRouter(
    [
      {
        path: route.path,
        element: (
          <>
            <OrderDetail route={route} kind={kind} orderNumber={orderNumber} user={user} />
            <ConfirmPrompt />
          </>
        ),
      },
      { path: '/orders/wholesale/drafts', element: <p>drafts</p> },
    ],
    { initialEntries: [route.path.replace(':orderNumber', orderNumber)] },
  );
  render(
    <StrictMode>
      <IntlProvider locale="en-US" messages={fallbackMessages} timeZone="UTC">
        <RouterProvider router={router} />
      </IntlProvider>
    </StrictMode>,
  );
  const stored = async (id: string) =>
    (await database.collections.orders!.findOne(id).exec())?.toMutableJSON();
  const lines = async (id: string) => ((await stored(id))?.lines ?? []) as OrderLine[];
  const commands = async () =>
    (await database.collections.commands!.find().exec()).map((d) => d.toMutableJSON());
  return { stored, lines, commands };
}

const grid = () => screen.getByRole('grid', { name: /^Lines of order/ });
const headers = () =>
  within(grid())
    .getAllByRole('columnheader')
    .map((h) => h.textContent?.replace('⋮', '') ?? '');
const rows = () =>
  [...grid().querySelectorAll('[data-r]')].map((row) =>
    [...row.querySelectorAll('[data-c]')].map((cell) => cell.textContent ?? ''),
  );
const ids = () => {
  const [s, c] = [headers().indexOf('Style'), headers().indexOf('Color')];
  return rows().map((r) => `${r[s]}_${r[c]}`);
};
function cellOf(id: string, header: string): HTMLElement {
  const r = ids().indexOf(id);
  const col = headers().indexOf(header);
  return grid().querySelector(`[data-r="${r}"] [data-c="${col}"]`) as HTMLElement;
}
const toasts = () => toastQueue.visibleToasts.map((t) => t.content.message);
/** Past the grid's update debounce (1000 ms). */
const SAVED = { timeout: 5000 };

describe('[001 §2 order detail] opening an order', () => {
  it('[001 §2 order detail] the order opens by its number with its header and lines', async () => {
    await renderDetail('201');
    expect(await screen.findByRole('heading', { name: 'Sample order 201' })).toBeVisible();
    await waitFor(() => expect(ids()).toEqual(['A100_BLK', 'B200_RED']));
    expect(cellOf('B200_RED', 'Quantity')).toHaveTextContent('2');
    expect(screen.getByRole('textbox', { name: 'Purpose' })).toHaveValue('Showroom');
    expect(screen.getByText('Ann Lee')).toBeInTheDocument();
  });

  it('[001 §2 order detail] a number the device does not hold says so under the route title', async () => {
    await renderDetail('999');
    expect(await screen.findByRole('heading', { name: 'Sample Order' })).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Order 999 was not found on this device.',
      ),
    );
  });
});

describe('[001 §5 order lines] editing lines on the device', () => {
  it('[001 §3 quantity] a quantity edit changes the device document', async () => {
    const u = userEvent.setup();
    const { lines } = await renderDetail('201');
    await waitFor(() => expect(ids()).toHaveLength(2));
    await u.click(cellOf('A100_BLK', 'Quantity'));
    await u.keyboard('{F2}{Control>}a{/Control}3{Enter}');
    await waitFor(async () => expect((await lines('o201'))[0]?.quantity).toBe(3), SAVED);
    expect((await lines('o201'))[1]?.quantity).toBe(2);
  });

  it('[001 §3 quantity choices] quantity 10 is refused with the range, nothing written', async () => {
    const u = userEvent.setup();
    const { lines } = await renderDetail('201');
    await waitFor(() => expect(ids()).toHaveLength(2));
    await u.click(cellOf('A100_BLK', 'Quantity'));
    await u.keyboard('{F2}{Control>}a{/Control}10{Enter}');
    expect(await screen.findByText('Enter a value from 1 to 9.')).toBeInTheDocument();
    await u.keyboard('{Escape}');
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect((await lines('o201'))[0]?.quantity).toBe(1);
  });

  it('[001 §4 add product] a catalogue product becomes a PENDING line with the defaults; one already there is not duplicated', async () => {
    const u = userEvent.setup();
    const { lines } = await renderDetail('201');
    await waitFor(() => expect(ids()).toHaveLength(2));
    await u.click(screen.getByRole('button', { name: 'Add product' }));
    const dialog = await screen.findByTestId('order-add-line-dialog');
    await u.type(within(dialog).getByRole('textbox', { name: /Style/ }), 'c3');
    await u.click(await within(dialog).findByRole('option', { name: /C300 \/ GRN/ }));
    await u.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(async () => expect(await lines('o201')).toHaveLength(3));
    expect((await lines('o201'))[2]).toMatchObject({
      style: 'C300',
      color: 'GRN',
      status: 'PENDING',
      quantity: 1,
      side: 'Any Side',
      source: 'Sample Library',
      sizePreference: 'Preferred',
      shipper: 'Pending',
      returnType: 'Keep',
    });
    await waitFor(() => expect(ids()).toContain('C300_GRN'));
    expect(toasts()).toContainEqual({
      id: 'msgCodes.orderDetail.itemsAdded',
      values: { count: 1 },
    });

    await u.click(screen.getByRole('button', { name: 'Add product' }));
    const again = await screen.findByTestId('order-add-line-dialog');
    await u.type(within(again).getByRole('textbox', { name: /Style/ }), 'a100');
    await u.click(await within(again).findByRole('option', { name: /A100 \/ BLK/ }));
    await u.click(within(again).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(toasts()).toContainEqual({
        id: 'msgCodes.orderDetail.alreadyInOrder',
        values: { count: 1 },
      }),
    );
    expect(await lines('o201')).toHaveLength(3);
  });

  it('[001 §4 delete line] a deleted line stays on the order with the status Deleted', async () => {
    const u = userEvent.setup();
    const { lines } = await renderDetail('201');
    await waitFor(() => expect(ids()).toHaveLength(2));
    await u.click(cellOf('B200_RED', 'Style'));
    await u.click(screen.getByRole('button', { name: 'Delete line' }));
    const prompt = await screen.findByTestId('confirm-prompt');
    expect(prompt).toHaveTextContent('You are about to delete 1 line');
    await u.click(within(prompt).getByRole('button', { name: 'Delete line' }));
    await waitFor(async () => expect((await lines('o201'))[1]?.status).toBe('Deleted'), SAVED);
    expect(await lines('o201')).toHaveLength(2);
    await waitFor(() => expect(ids()).toEqual(['A100_BLK']));
  });
});

describe('[001 §4 editable] who may edit', () => {
  it('[001 §4 editable] a SUBMITTED sample order is read-only for its requester (not a coordinator)', async () => {
    const u = userEvent.setup();
    const { lines } = await renderDetail('202');
    await waitFor(() => expect(ids()).toHaveLength(2));
    expect(screen.getByTestId('order-read-only')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add product' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Purpose' })).toBeNull();
    await u.click(cellOf('A100_BLK', 'Quantity'));
    await u.keyboard('5');
    await waitFor(() => expect(toasts()).toContainEqual({ text: 'This cell cannot be edited.' }));
    expect((await lines('o202'))[0]?.quantity).toBe(1);
  });

  it('[001 §3 header] a header field edit is patched onto the device document', async () => {
    const u = userEvent.setup();
    const { stored } = await renderDetail('201');
    const purpose = await screen.findByRole('textbox', { name: 'Purpose' });
    await u.clear(purpose);
    await u.type(purpose, 'Trade show');
    await u.tab();
    await waitFor(async () => expect((await stored('o201'))?.purpose).toBe('Trade show'));
    expect((await stored('o201'))?.lines).toHaveLength(2);
  });

  it('[001 §5 promo code] other characters are refused with the rule; letters and digits are uppercased', async () => {
    const u = userEvent.setup();
    const { stored } = await renderDetail('301', rep, 'wholesale');
    const code = await screen.findByRole('textbox', { name: 'Promo code' });
    await u.type(code, 'a-1');
    await u.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Promo code may contain only letters and digits.',
    );
    expect((await stored('o301'))?.promoCode).toBeUndefined();
    await u.clear(code);
    await u.type(code, 'ab1');
    await u.tab();
    await waitFor(async () => expect((await stored('o301'))?.promoCode).toBe('AB1'));
  });
});

describe('[001 §4 order actions] commands', () => {
  it('[001 §4 submit] Submit queues the server command offline and shows it queued', async () => {
    const u = userEvent.setup();
    const { commands } = await renderDetail('201');
    await u.click(await screen.findByRole('button', { name: 'Submit' }));
    await waitFor(async () =>
      expect(await commands()).toEqual([
        expect.objectContaining({
          type: 'order.submit',
          payload: { orderId: 'o201' },
          status: 'pending',
        }),
      ]),
    );
    expect(await screen.findByTestId('command-status')).toHaveTextContent('Queued');
  });

  it('[001 §4 submit.customer] a wholesale order without a customer cannot be submitted', async () => {
    const { commands } = await renderDetail('301', rep, 'wholesale');
    const submit = await screen.findByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    expect(
      screen.getByText('A wholesale order cannot leave draft without a customer'),
    ).toBeInTheDocument();
    expect(await commands()).toEqual([]);
  });
});

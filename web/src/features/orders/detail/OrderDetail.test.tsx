// The order detail screen in jsdom, on a real device sync in the page (RxDB and the Dexie
// catalogue over fake-indexeddb; no server reachable, like an offline tablet): the order opens
// by its number, a quantity edit reaches the device document, quantity 10 is refused, a product
// from the device catalogue is added (one already there is not duplicated), a deleted line is
// kept with the status Deleted, a SUBMITTED order is read-only for its requester, and Submit
// queues the server command (a wholesale order without a customer cannot).
import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { demoUser, type OrderLine, type PermissionUser } from '@portal/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testProduct } from '../../../products/testing/catalogue.ts';
import { toastQueue } from '../../../ui/toasts/queue.ts';
import { renderOrderDetail } from '../testing/detail.tsx';
import { offlineDeviceHooks } from '../testing/device.ts';
import { orderLinesGrid, orderMaker, testOrder, type OrderInput } from '../testing/orders.ts';

configure({ asyncUtilTimeout: 5_000 });
const requester = demoUser('sample-requester').user;
const rep = demoUser('wholesale-rep').user;

offlineDeviceHooks({ wideGrid: true });

const LINES = [
  { id: 'l1', style: 'A100', color: 'BLK', status: 'PENDING', quantity: 1, size: '9' },
  { id: 'l2', style: 'B200', color: 'RED', status: 'PENDING', quantity: 2, size: '8' },
] as const;
const order = orderMaker({
  productType: 'Footwear',
  requesterCode: requester.userCode,
  requesterName: 'Ann Lee',
  purpose: 'Showroom',
  lines: [...LINES],
});
const ORDERS: OrderInput[] = [
  order(201, 'sample', 'DRAFT'),
  order(202, 'sample', 'SUBMITTED'),
  testOrder(301, 'wholesale', 'DRAFT', {
    requesterCode: rep.userCode,
    packCodes: ['S06'],
    lines: [{ id: 'w1', style: 'A100', color: 'BLK', sizes: { '8': 6 } }],
  }),
];
const CATALOGUE = [
  testProduct({ style: 'A100', color: 'BLK', name: 'Trail Black' }),
  testProduct({ style: 'C300', color: 'GRN', name: 'Harbor Green' }),
  testProduct({ style: 'C300', color: 'NVY', name: 'Harbor Navy' }),
];

async function renderDetail(
  orderNumber: string,
  user: PermissionUser = requester,
  kind: 'sample' | 'wholesale' = 'sample',
) {
  const { database, commands } = await renderOrderDetail(orderNumber, user, kind, {
    orders: ORDERS,
    catalogue: CATALOGUE,
    timeZone: 'UTC',
    confirm: true,
    routes: [{ path: '/orders/wholesale/drafts', element: <p>drafts</p> }],
  });
  const stored = async (id: string) =>
    (await database.collections.orders!.findOne(id).exec())?.toMutableJSON();
  const lines = async (id: string) => ((await stored(id))?.lines ?? []) as OrderLine[];
  return { stored, lines, commands };
}

const { ids, cellOf } = orderLinesGrid();
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

// The order page's line grid in jsdom on a real device sync (RxDB and the Dexie catalogue over
// fake-indexeddb; offline, as OrderDetail.test.tsx): undo and redo of an edit, an added product
// and a deleted line (spec 001 §4 Order actions), two edits within 100 ms undone as one step,
// wholesale dates in the user's long date format with the spec's refusal, a wholesale add
// priced from the catalogue, and the tracking number as a link (decision 0072).
import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { demoUser, type OrderLine, type PermissionUser } from '@portal/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testProduct } from '../../../products/testing/catalogue.ts';
import { LongDateFormatProvider } from '../../../ui/forms/long-date-format.tsx';
import { toastQueue } from '../../../ui/toasts/queue.ts';
import { renderOrderDetail } from '../testing/detail.tsx';
import { offlineDeviceHooks } from '../testing/device.ts';
import { orderLinesGrid, testOrder, type OrderInput } from '../testing/orders.ts';

configure({ asyncUtilTimeout: 8_000 });
const requester = demoUser('sample-requester').user;
const rep = demoUser('wholesale-rep').user;

// The grid's history clock is performance.now(): the test moves it, so "within 100 ms" does
// not depend on how fast this machine runs the steps.
let clock = 0;
/** The next change is a step of its own (well past the 100 ms batch window). */
const nextStep = () => (clock += 1_000);

offlineDeviceHooks({ wideGrid: true });
beforeEach(() => {
  vi.spyOn(performance, 'now').mockImplementation(() => clock);
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** Today as YYYY-MM-DD in UTC (the screen's zone here), plus days. */
const day = (plus: number) => new Date(Date.now() + plus * 86_400_000).toISOString().slice(0, 10);
const dotted = (iso: string) => iso.split('-').reverse().join('.');

const ORDERS: OrderInput[] = [
  testOrder(201, 'sample', 'DRAFT', {
    productType: 'Footwear',
    requesterCode: requester.userCode,
    lines: [
      { id: 'l1', style: 'A100', color: 'BLK', status: 'PENDING', quantity: 1 },
      {
        id: 'l2',
        style: 'B200',
        color: 'RED',
        status: 'PENDING',
        quantity: 2,
        tracking: '1Z999',
        trackingUrl: 'https://track.example/1Z999',
      },
    ],
  }),
  testOrder(301, 'wholesale', 'DRAFT', {
    requesterCode: rep.userCode,
    lines: [{ id: 'w1', style: 'A100', color: 'BLK', sizes: { '8': 6 } }],
  }),
];
const CATALOGUE = [
  testProduct({ style: 'A100', color: 'BLK' }),
  testProduct({ style: 'C300', color: 'GRN', name: 'Harbor Green' }),
  testProduct({
    style: 'D400',
    color: 'BLU',
    name: 'Dock Blue',
    locations: [{ code: 'US', lineStatus: 'A', wholesalePrice: 3250 }],
  }),
];

async function renderLines(
  orderNumber: string,
  user: PermissionUser,
  kind: 'sample' | 'wholesale',
  dateFormat?: string,
) {
  const { database } = await renderOrderDetail(orderNumber, user, kind, {
    orders: ORDERS,
    catalogue: CATALOGUE,
    timeZone: 'UTC',
    confirm: true,
    wrap: (router) => <LongDateFormatProvider format={dateFormat}>{router}</LongDateFormatProvider>,
  });
  const lines = async (id: string) =>
    ((await database.collections.orders!.findOne(id).exec())?.toMutableJSON().lines ??
      []) as OrderLine[];
  const line = async (id: string, style: string) =>
    (await lines(id)).find((l) => l.style === style);
  return { lines, line };
}

const { ids, cellOf } = orderLinesGrid();
const toasts = () => toastQueue.visibleToasts.map((t) => t.content.message);
const undo = () => screen.getByRole('button', { name: /Undo/ });
const redo = () => screen.getByRole('button', { name: /Redo/ });

async function editCell(u: UserEvent, id: string, header: string, text: string) {
  await u.click(cellOf(id, header));
  await u.keyboard(`{F2}{Control>}a{/Control}${text}{Enter}`);
}

async function addProduct(u: UserEvent, typed: string, option: RegExp) {
  await u.click(screen.getByRole('button', { name: 'Add product' }));
  const dialog = await screen.findByTestId('order-add-line-dialog');
  await u.type(within(dialog).getByRole('textbox', { name: /Style/ }), typed);
  await u.click(await within(dialog).findByRole('option', { name: option }));
  await u.click(within(dialog).getByRole('button', { name: 'Add' }));
}

describe('[001 §4 Order actions] undo and redo on the order page', () => {
  it('[001 §4 undo] an edit, an added product and a deleted line are undone and redone step by step', async () => {
    const u = userEvent.setup();
    const { line } = await renderLines('201', requester, 'sample');
    await waitFor(() => expect(ids()).toEqual(['A100_BLK', 'B200_RED']));

    nextStep();
    await editCell(u, 'A100_BLK', 'Quantity', '3');
    await waitFor(async () => expect((await line('o201', 'A100'))?.quantity).toBe(3));

    nextStep();
    await addProduct(u, 'c3', /C300 \/ GRN/);
    await waitFor(() => expect(ids()).toEqual(['A100_BLK', 'B200_RED', 'C300_GRN']));
    expect((await line('o201', 'C300'))?.status).toBe('PENDING');
    // The add went through the grid: its saving indicator reports it.
    expect(screen.getByText('All changes saved.')).toBeInTheDocument();

    nextStep();
    await u.click(cellOf('B200_RED', 'Style'));
    await u.click(screen.getByRole('button', { name: 'Delete line' }));
    const prompt = await screen.findByTestId('confirm-prompt');
    await u.click(within(prompt).getByRole('button', { name: 'Delete line' }));
    await waitFor(() => expect(ids()).toEqual(['A100_BLK', 'C300_GRN']));
    expect((await line('o201', 'B200'))?.status).toBe('Deleted');

    // "Undoing a delete re-adds rows."
    await u.click(undo());
    await waitFor(() => expect(ids()).toEqual(['A100_BLK', 'B200_RED', 'C300_GRN']));
    expect((await line('o201', 'B200'))?.status).toBe('PENDING');
    // "Undoing an add deletes them." (the line stays on the order as Deleted, 001 §4)
    await u.click(undo());
    await waitFor(() => expect(ids()).toEqual(['A100_BLK', 'B200_RED']));
    expect((await line('o201', 'C300'))?.status).toBe('Deleted');
    await u.click(undo());
    await waitFor(async () => expect((await line('o201', 'A100'))?.quantity).toBe(1));
    expect(undo()).toBeDisabled();

    await u.click(redo());
    await waitFor(async () => expect((await line('o201', 'A100'))?.quantity).toBe(3));
    await u.click(redo());
    await waitFor(() => expect(ids()).toEqual(['A100_BLK', 'B200_RED', 'C300_GRN']));
    expect((await line('o201', 'C300'))?.status).toBe('PENDING');
    await u.click(redo());
    await waitFor(() => expect(ids()).toEqual(['A100_BLK', 'C300_GRN']));
    expect((await line('o201', 'B200'))?.status).toBe('Deleted');
    expect(redo()).toBeDisabled();
  });

  it('[001 §4 undo batch] two edits within 100 ms are one step for Ctrl+Z and Ctrl+Y', async () => {
    const u = userEvent.setup();
    const { line } = await renderLines('201', requester, 'sample');
    await waitFor(() => expect(ids()).toHaveLength(2));

    nextStep();
    await editCell(u, 'A100_BLK', 'Quantity', '4');
    clock += 50;
    // Enter moved the cursor to B200's quantity.
    await u.keyboard('{F2}{Control>}a{/Control}5{Enter}');
    await waitFor(async () => expect((await line('o201', 'B200'))?.quantity).toBe(5));
    expect((await line('o201', 'A100'))?.quantity).toBe(4);

    nextStep();
    await u.keyboard('{Control>}z{/Control}');
    await waitFor(async () => expect((await line('o201', 'A100'))?.quantity).toBe(1));
    expect((await line('o201', 'B200'))?.quantity).toBe(2);
    expect(undo()).toBeDisabled();

    await u.keyboard('{Control>}y{/Control}');
    await waitFor(async () => expect((await line('o201', 'A100'))?.quantity).toBe(4));
    expect((await line('o201', 'B200'))?.quantity).toBe(5);
  });

  it('[001 §3 trackingUrl] the tracking number links to its page in a new tab', async () => {
    await renderLines('201', requester, 'sample');
    const link = await within(await screen.findByRole('grid')).findByRole('link', {
      name: '1Z999',
    });
    expect(link).toHaveAttribute('href', 'https://track.example/1Z999');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });
});

describe('[001 §5 Wholesale dates] wholesale lines on the order page', () => {
  it('[001 §5 dates.format] dates are typed and shown in the user\u2019s long format; an unreadable one gets the spec message', async () => {
    const u = userEvent.setup();
    const { line } = await renderLines('301', rep, 'wholesale', 'DD.MM.YYYY');
    await waitFor(() => expect(ids()).toEqual(['A100_BLK']));

    await editCell(u, 'A100_BLK', 'Start date', '31.02.2026');
    await waitFor(() =>
      expect(toasts()).toContainEqual({ id: 'msgCodes.orders.dates.invalidStart' }),
    );
    expect((await line('o301', 'A100'))?.startDate).toBeUndefined();

    const start = day(3);
    await editCell(u, 'A100_BLK', 'Start date', dotted(start));
    await waitFor(async () => expect((await line('o301', 'A100'))?.startDate).toBe(start));
    const stored = await line('o301', 'A100');
    expect(stored?.endDate).toBeDefined();
    expect(stored?.daysOut).toBeGreaterThanOrEqual(28);
    await waitFor(() => expect(cellOf('A100_BLK', 'Start date')).toHaveTextContent(dotted(start)));
  });

  it('[001 §3 unitPrice] a product added on the device takes its wholesale price from the catalogue', async () => {
    const u = userEvent.setup();
    const { line } = await renderLines('301', rep, 'wholesale');
    await waitFor(() => expect(ids()).toEqual(['A100_BLK']));
    await addProduct(u, 'd4', /D400 \/ BLU/);
    await waitFor(() => expect(ids()).toEqual(['A100_BLK', 'D400_BLU']));
    expect((await line('o301', 'D400'))?.unitPrice).toBe(3250);
    expect(cellOf('D400_BLU', 'Unit price')).toHaveTextContent('32.50');
  });
});

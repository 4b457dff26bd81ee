// bench:orders, offline orders: the wholesale rep, offline, takes `count` orders through the UI
// as tests/e2e/orders.e2e.ts does (New Wholesale Order → a customer the device knows → PO →
// Create; Add product → a catalogue style → Add; Submit, queued on the device), then the
// connection comes back and the time runs from the reconnect to the last command's outcome on
// the device (watchReconnect in probes.ts). The server's database is checked afterwards by the
// driver (every submit executed exactly once, every order SUBMITTED).
import type { BrowserContext, Page } from 'playwright-core';
import { text } from '../../tests/e2e/support/messages.ts';
import type { Customer } from './seed.ts';
import { deviceAll, watchReconnect, type ReconnectWatch } from './probes.ts';

const WAIT = { timeout: 60_000 };
const ACTIVE = '/orders/wholesale/active';

async function until<T>(
  read: () => Promise<T>,
  ok: (value: T) => boolean,
  what: string,
  timeoutMs = 60_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 250));
  }
}

/** One order taken offline through the screens; answers its id. */
async function takeOrder(
  page: Page,
  baseUrl: string,
  customer: Customer,
  style: string,
  po: string,
): Promise<string> {
  await page.goto(`${baseUrl}${ACTIVE}`);
  await page.getByRole('button', { name: text('buttons.orderDialogs.new.wholesale') }).click(WAIT);
  const dialog = page.getByTestId('order-form-dialog');
  const field = dialog.getByRole('combobox', { name: text('labels.orderDialogs.customer') });
  await field.pressSequentially(customer.name.slice(0, 6));
  const option = page.getByRole('option', { name: `${customer.name} (${customer.id})` });
  await until(
    async () => {
      if (!(await option.isVisible())) await field.press('ArrowDown');
      return option.isVisible();
    },
    (visible) => visible,
    'the customer choice',
  );
  await option.click();
  await dialog.getByRole('textbox', { name: text('labels.orderDialogs.po') }).fill(po);
  await dialog.getByRole('button', { name: text('buttons.orderDialogs.save.new') }).click();
  await page.waitForURL(/\/orders\/wholesale\/order\/[0-9a-f-]{36}$/, WAIT);
  const id = page.url().split('/').pop() ?? '';

  await page.getByRole('button', { name: text('buttons.orderDetail.addLine') }).click(WAIT);
  const add = page.getByTestId('order-add-line-dialog');
  await add.getByRole('textbox', { name: text('labels.orderDetail.styleLookup') }).fill(style);
  await add.getByRole('option').first().click(WAIT);
  await add.getByRole('button', { name: text('buttons.orderDetail.add') }).click();
  await page.locator('.od-grid [role="row"][data-r="0"]').filter({ hasText: style }).waitFor(WAIT);
  await page.getByRole('button', { name: text('buttons.orderDetail.submit') }).click(WAIT);
  const chip = page.getByTestId('command-status');
  await until(
    () => chip.getAttribute('data-state'),
    (state) => state === 'queued',
    'the queued submit',
  );
  return id;
}

export interface OfflineRun {
  readonly orderIds: string[];
  readonly commandIds: string[];
  /** Wall time of taking the orders offline (not a measured figure). */
  readonly takeMs: number;
  /** Reconnect → every submit's outcome (executed or failed) on the device. */
  readonly reconnectToOutcomesMs: number;
  /** Reconnect → every order SUBMITTED on the device. */
  readonly reconnectToSubmittedMs: number;
  /** Reconnect → the page's `online` event. */
  readonly reconnectToOnlineEventMs: number | null;
  readonly outcomes: Record<string, string>;
}

export async function offlineOrders(
  page: Page,
  context: BrowserContext,
  baseUrl: string,
  customer: Customer,
  style: string,
  count: number,
  log: (...args: unknown[]) => void,
): Promise<OfflineRun> {
  await page.goto(`${baseUrl}${ACTIVE}`);
  await page.getByRole('heading', { level: 1 }).waitFor(WAIT);
  await context.setOffline(true);
  const started = performance.now();
  const orderIds: string[] = [];
  for (let i = 0; i < count; i++) {
    orderIds.push(await takeOrder(page, baseUrl, customer, style, `BENCH-OFF-${i + 1}`));
    if ((i + 1) % 5 === 0) log(`offline: ${i + 1} of ${count} orders taken and submitted`);
  }
  const takeMs = performance.now() - started;
  await page.goto(`${baseUrl}${ACTIVE}`);
  await page.getByRole('heading', { level: 1 }).waitFor(WAIT);
  const wanted = new Set(orderIds);
  const pending = await until(
    () => page.evaluate(deviceAll, { collection: 'commands' }),
    (docs) =>
      docs.filter(
        (d) =>
          d['type'] === 'order.submit' &&
          d['status'] === 'pending' &&
          wanted.has(String((d['payload'] as { orderId?: string }).orderId)),
      ).length === count,
    'the queued submits on the device',
  );
  const commandIds = pending
    .filter(
      (d) =>
        d['type'] === 'order.submit' &&
        wanted.has(String((d['payload'] as { orderId?: string }).orderId)),
    )
    .map((d) => String(d['id']));

  const watch = page.evaluate(watchReconnect, {
    commandIds,
    orderIds,
    everyMs: 25,
    timeoutMs: 180_000,
  });
  // The watcher has opened its stores before the reconnect.
  await new Promise((done) => setTimeout(done, 500));
  const reconnectAt = Date.now();
  await context.setOffline(false);
  const seen: ReconnectWatch = await watch;
  return {
    orderIds,
    commandIds,
    takeMs,
    reconnectToOutcomesMs: seen.commandsDoneAt - reconnectAt,
    reconnectToSubmittedMs: seen.ordersSubmittedAt - reconnectAt,
    reconnectToOnlineEventMs: seen.onlineAt === null ? null : seen.onlineAt - reconnectAt,
    outcomes: seen.outcomes,
  };
}

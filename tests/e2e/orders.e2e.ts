// Wholesale orders in Chromium (spec 001 §2 Orders, §4, §5 "Pack code (wholesale)", "Wholesale
// dates", "Customer, style and submit"), with the real server and the built PWA: a rep whose
// connection is cut before the first order takes two orders — a customer from the orders on the
// device (decision 0061), a product, sizes, a pack code the order does not offer and dates out of
// range, each answered in the spec's words — submits one, reloads, reconnects; the server then
// holds both orders and ran the submit exactly once, and the rep lands on the drafts list.
// A sample requester submits an order while its coordinator is signed in on another device: the
// coordinator's bell counts it at once, and their active list holds SUBMITTED and IN PROGRESS
// orders only (spec 001 §2 lists, §4 visibility). A promo requester's order goes through the
// approver and the senior approver, each signed in on their own browser, and the requester sees
// the approval history the commands recorded (spec 001 §2, §4 promo approval; decision 0062).
import { ORDER_STATUSES } from '@portal/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type E2EBrowser } from './support/browser.ts';
import { firstRowCell } from './support/grid.ts';
import { text } from './support/messages.ts';
import { demoAccount, loginWithDialog, waitForDeviceSync } from './support/portal.ts';
import { startPortal, type PortalServer } from './support/server.ts';
import { pullAll, type ServerDoc } from './support/sync-api.ts';

const TIMEOUT = { timeout: 240_000 };
const WAIT = { timeout: 60_000 };
const SYNC_WAIT = { timeout: 60_000, interval: 500 };
const ACTIVE = '/orders/wholesale/active';

let server: PortalServer;
let browser: E2EBrowser;
beforeAll(async () => {
  server = await startPortal();
  browser = await launchBrowser({ viewport: { width: 1366, height: 1024 } });
});
afterAll(async () => {
  await browser?.context.setOffline(false).catch(() => undefined);
  await browser?.close();
  await server?.dispose();
});

/** A day `days` from today: ISO for the server, MM/DD/YYYY as an en-US user types it. */
function day(days: number): { iso: string; typed: string } {
  const d = new Date(Date.now() + days * 86_400_000);
  const iso = d.toISOString().slice(0, 10);
  const [y, m, dd] = iso.split('-');
  return { iso, typed: `${m}/${dd}/${y}` };
}

async function typeInto(page: Page, header: string, value: string): Promise<void> {
  const cell = await firstRowCell(page, header);
  await cell.click();
  await page.keyboard.type(value);
  await page.keyboard.press('Enter');
}

const toast = (page: Page, id: string) => page.getByText(text(id)).first().waitFor(WAIT);

interface Taken {
  readonly id: string;
  readonly po: string;
}

/** New order → customer from the device → a product → sizes, pack code, dates (offline). */
async function takeOrder(
  page: Page,
  customer: { name: string; id: string },
  style: string,
  po: string,
): Promise<Taken> {
  await page.goto(`${server.url}${ACTIVE}`);
  await page.getByRole('button', { name: text('buttons.orderDialogs.new.wholesale') }).click();
  const dialog = page.getByTestId('order-form-dialog');
  const customerField = dialog.getByRole('combobox', {
    name: text('labels.orderDialogs.customer'),
  });
  await customerField.pressSequentially(customer.name.slice(0, 6));
  // The choices may come after the typing (the device answers): the arrow key shows them.
  const option = page.getByRole('option', { name: `${customer.name} (${customer.id})` });
  await expect
    .poll(async () => {
      if (!(await option.isVisible())) await customerField.press('ArrowDown');
      return option.isVisible();
    }, SYNC_WAIT)
    .toBe(true);
  await option.click();
  await dialog.getByRole('textbox', { name: text('labels.orderDialogs.po') }).fill(po);
  await dialog.getByRole('button', { name: text('buttons.orderDialogs.save.new') }).click();
  await page.waitForURL(/\/orders\/wholesale\/order\/[0-9a-f-]{36}$/, WAIT);
  const id = page.url().split('/').pop() ?? '';

  await page.getByRole('button', { name: text('buttons.orderDetail.addLine') }).click();
  const add = page.getByTestId('order-add-line-dialog');
  await add.getByRole('textbox', { name: text('labels.orderDetail.styleLookup') }).fill(style);
  await add.getByRole('option').first().click(WAIT);
  await add.getByRole('button', { name: text('buttons.orderDetail.add') }).click();
  const styleCell = await firstRowCell(page, text('labels.orderDetail.line.style'));
  await expect.poll(() => styleCell.textContent(), SYNC_WAIT).toBe(style);

  await typeInto(page, text('labels.orderDetail.line.sizeRun'), '9:12');
  const units = await firstRowCell(page, text('labels.orderDetail.line.units'));
  await expect.poll(() => units.textContent(), SYNC_WAIT).toBe('12');
  // 001 §5 Pack code: a code this order does not offer is a warning, and the cell is cleared.
  await typeInto(page, text('labels.orderDetail.line.packCode'), 'S06');
  await toast(page, 'msgCodes.orders.packCode.invalid.title');
  const pack = await firstRowCell(page, text('labels.orderDetail.line.packCode'));
  await expect.poll(() => pack.textContent(), SYNC_WAIT).toBe('');
  // A new order offers the company's packs (decision 0075): M12 (12 a pack, 6 of a size) fits
  // 12 units of size 9 and is kept without a warning.
  await typeInto(page, text('labels.orderDetail.line.packCode'), 'M12');
  await expect.poll(() => pack.textContent(), SYNC_WAIT).toBe('M12');
  expect(await pack.getAttribute('title')).toBeNull();
  // 001 §5 Wholesale dates: more than a year ahead is refused in the spec's words; a start date
  // within range takes the default end date (a month on for a US user).
  await typeInto(page, text('labels.orderDetail.line.startDate'), day(400).typed);
  await toast(page, 'msgCodes.orders.dates.startFuture');
  await typeInto(page, text('labels.orderDetail.line.startDate'), day(10).typed);
  const end = await firstRowCell(page, text('labels.orderDetail.line.endDate'));
  await expect.poll(() => end.textContent(), SYNC_WAIT).not.toBe('');
  await typeInto(page, text('labels.orderDetail.line.endDate'), day(5).typed);
  await toast(page, 'msgCodes.orders.dates.endBeforeStart');
  return { id, po };
}

describe('[001 §4 wholesale offline] a rep offline from the start', () => {
  it(
    '[001 §5 submit.customer] takes two orders offline and submits one: online it is submitted exactly once and the rep lands on drafts',
    TIMEOUT,
    async () => {
      const page = await browser.context.newPage();
      const account = demoAccount('wholesale-rep');
      await loginWithDialog(page, server.url, account.email, account.password);
      await waitForDeviceSync(page, text('common.syncState.online'));
      await page.waitForFunction(
        () => navigator.serviceWorker.controller !== null,
        undefined,
        WAIT,
      );
      const before = await pullAll(page.request, server.url, 'orders');
      const known = before.find((o) => o.type === 'wholesale' && o.customer) as
        (ServerDoc & { customer: { name: string; id: string } }) | undefined;
      if (!known) throw new Error('the demo data gives the rep wholesale orders with customers');
      const [product] = (await pullAll(page.request, server.url, 'products')).filter(
        (p) => p.productType === 'Footwear',
      );
      const style = String(product?.style ?? '');
      expect(style).not.toBe('');

      await page.goto(`${server.url}${ACTIVE}`);
      await page.getByRole('heading', { level: 1 }).waitFor(WAIT);
      // The list brings the wholesale option tables (packs, country terms) to the device.
      await page.waitForFunction(
        () => localStorage.getItem('portal.orders.wholesaleOptions')?.includes('M12') === true,
        undefined,
        WAIT,
      );
      await browser.context.setOffline(true);
      await page.reload();
      const first = await takeOrder(page, known.customer, style, 'E2E-PO-1');
      const second = await takeOrder(page, known.customer, style, 'E2E-PO-2');

      // Submit the first: queued on the device, still queued after a reload.
      await page.goto(`${server.url}/orders/wholesale/order/${first.id}`);
      await page.getByRole('button', { name: text('buttons.orderDetail.submit') }).click(WAIT);
      const chip = page.getByTestId('command-status');
      await expect.poll(() => chip.getAttribute('data-state'), SYNC_WAIT).toBe('queued');
      await page.reload();
      await expect.poll(() => chip.getAttribute('data-state'), SYNC_WAIT).toBe('queued');

      // Back online: the submit runs once, the rep lands on the drafts (the active list).
      await browser.context.setOffline(false);
      await page.waitForURL(`**${ACTIVE}`, WAIT);
      await toast(page, 'msgCodes.orderDetail.done.submit');
      const mine = async () =>
        (await pullAll(page.request, server.url, 'orders'))
          .filter((o) => o.id === first.id || o.id === second.id)
          .sort((a, b) => String(a.po).localeCompare(String(b.po)));
      await expect
        .poll(async () => (await mine()).map((o) => `${o.po}:${o.status}`), SYNC_WAIT)
        .toEqual(['E2E-PO-1:SUBMITTED', 'E2E-PO-2:DRAFT']);
      for (const order of await mine()) {
        expect(order.customer).toMatchObject(known.customer);
        expect(order.orderNumber).toEqual(expect.any(Number));
        const lines = order.lines as readonly Record<string, unknown>[];
        expect(lines).toHaveLength(1);
        expect(lines[0]).toMatchObject({ style, sizes: { '9': 12 }, startDate: day(10).iso });
        expect(lines[0]?.packCode).toBe('M12');
        expect(String(lines[0]?.endDate ?? '') > day(10).iso).toBe(true);
      }
      const submits = (await pullAll(page.request, server.url, 'commands')).filter(
        (c) =>
          c.type === 'order.submit' && (c.payload as { orderId?: string }).orderId === first.id,
      );
      expect(submits.map((c) => c.status)).toEqual(['executed']);
      expect((await pullAll(page.request, server.url, 'orders')).length).toBe(before.length + 2);
      await page.close();
    },
  );
});

describe('[001 §4 coordinator] a submitted sample order reaches its coordinator', () => {
  it(
    '[001 §2 coordinator lists] the coordinator, signed in elsewhere, is notified live; the active list holds SUBMITTED and IN PROGRESS only',
    TIMEOUT,
    async () => {
      const elsewhere = await launchBrowser({ viewport: { width: 1366, height: 1024 } });
      try {
        const coordinator = await elsewhere.context.newPage();
        const c = demoAccount('coordinator');
        await loginWithDialog(coordinator, server.url, c.email, c.password);
        await waitForDeviceSync(coordinator, text('common.syncState.online'));
        await coordinator.goto(`${server.url}/orders/samples/active-orders`);
        await coordinator.getByRole('heading', { level: 1 }).waitFor(WAIT);
        await coordinator
          .locator('[role="row"][data-r="0"] [role="gridcell"]')
          .first()
          .waitFor(WAIT);
        const statuses = ORDER_STATUSES.map((status) =>
          text(
            `labels.orderLists.status.${status.toLowerCase().replace(/ (\w)/g, (_, ch: string) => ch.toUpperCase())}`,
          ),
        );
        // The statuses the grid shows, once its rows hold the device's orders.
        const listedStatuses = async () => {
          const shown = new Set(
            await coordinator
              .locator('[role="row"][data-r] [role="gridcell"]')
              .evaluateAll((cells) => cells.map((cell) => cell.textContent?.trim() ?? '')),
          );
          return statuses.filter((label) => shown.has(label));
        };
        await expect
          .poll(async () => (await listedStatuses()).length, SYNC_WAIT)
          .toBeGreaterThan(0);
        const listed = await listedStatuses();
        expect(
          listed.every((label) =>
            [
              text('labels.orderLists.status.submitted'),
              text('labels.orderLists.status.inProgress'),
            ].includes(label),
          ),
        ).toBe(true);
        // The bell loads after the first screen and counts once the device has answered.
        const bell = coordinator.locator(
          '[data-testid="notification-count"][data-loading="false"]',
        );
        await bell.waitFor(WAIT);
        const before = Number(await bell.getAttribute('data-count'));

        // The requester, in the other browser, submits a draft of theirs.
        const requester = await browser.context.newPage();
        const r = demoAccount('sample-requester');
        await requester.request.get(`${server.url}/api/users/logout`);
        await loginWithDialog(requester, server.url, r.email, r.password);
        await waitForDeviceSync(requester, text('common.syncState.online'));
        const me = (await (
          await requester.request.get(`${server.url}/api/users/session`)
        ).json()) as {
          userCode: string;
        };
        const draft = (await pullAll(requester.request, server.url, 'orders')).find(
          (o) =>
            o.type === 'sample' &&
            o.status === 'DRAFT' &&
            o.requesterCode === me.userCode &&
            (o.lines as readonly unknown[] | undefined)?.length,
        );
        if (!draft) throw new Error('the demo data gives the requester a sample draft with lines');
        await requester.goto(`${server.url}/orders/samples/order/${String(draft.orderNumber)}`);
        await requester
          .getByRole('button', { name: text('buttons.orderDetail.submit') })
          .click(WAIT);
        await toast(requester, 'msgCodes.orderDetail.done.submit');

        // Live on the coordinator's device: the bell counts one more, no reload.
        await expect
          .poll(async () => Number(await bell.getAttribute('data-count')), SYNC_WAIT)
          .toBe(before + 1);
        await requester.close();

        // 001 §2: the coordinator is switched where the route allows it (active orders), and
        // stays fixed on sample styles.
        const count = async () =>
          Number((await coordinator.getByTestId('order-count').textContent())?.replace(/\D/g, ''));
        await expect.poll(count, SYNC_WAIT).toBeGreaterThan(0);
        const ownCount = await count();
        const picker = coordinator.locator('.ol-coordinator').getByRole('button');
        expect(await picker.isEnabled()).toBe(true);
        await picker.click();
        await coordinator
          .getByRole('option', { name: text('labels.orderLists.allCoordinators') })
          .click();
        await coordinator.waitForURL(/[?&]coordinator=(\*|%2A)/, WAIT);
        await expect.poll(count, SYNC_WAIT).toBeGreaterThanOrEqual(ownCount);
        await coordinator.goto(`${server.url}/orders/samples/sample-styles`);
        await coordinator.getByRole('heading', { level: 1 }).waitFor(WAIT);
        await expect.poll(() => picker.isDisabled(), SYNC_WAIT).toBe(true);
      } finally {
        await elsewhere.close();
      }
    },
  );
});

/** Signs `page`'s browser out and `local` in, with the device synced. */
async function signIn(page: Page, local: string): Promise<{ userCode: string }> {
  const account = demoAccount(local);
  await page.request.get(`${server.url}/api/users/logout`);
  await loginWithDialog(page, server.url, account.email, account.password);
  await waitForDeviceSync(page, text('common.syncState.online'));
  return (await (await page.request.get(`${server.url}/api/users/session`)).json()) as {
    userCode: string;
  };
}

/** Opens an order's detail once the device holds it, and takes an action. */
async function act(page: Page, orderNumber: number, action: string, done: string): Promise<void> {
  await page.goto(`${server.url}/orders/promos/order/${orderNumber}`);
  await page.getByRole('button', { name: text(`buttons.orderDetail.${action}`) }).click(WAIT);
  await toast(page, `msgCodes.orderDetail.done.${done}`);
}

describe('[001 §4 promo approval] a promo order through its two reviewers', () => {
  it(
    '[001 §2 approval history] the approver, then the senior approver approve in their own browsers; the requester sees who, when, from and to',
    TIMEOUT,
    async () => {
      const requester = await browser.context.newPage();
      const me = await signIn(requester, 'promo-requester');
      const draft = (await pullAll(requester.request, server.url, 'orders')).find(
        (o) =>
          o.type === 'promo' &&
          o.status === 'DRAFT' &&
          o.requesterCode === me.userCode &&
          o.approverCode &&
          o.seniorApproverCode &&
          (o.lines as readonly unknown[] | undefined)?.length,
      );
      if (!draft) throw new Error('the demo data gives the requester a promo draft with reviewers');
      const orderNumber = Number(draft.orderNumber);
      await act(requester, orderNumber, 'submit', 'submit');

      const reviewers = await launchBrowser({ viewport: { width: 1366, height: 1024 } });
      try {
        const reviewer = await reviewers.context.newPage();
        await signIn(reviewer, 'approver');
        await act(reviewer, orderNumber, 'approve', 'approve');
        await signIn(reviewer, 'senior-approver');
        await act(reviewer, orderNumber, 'approve', 'approve');
      } finally {
        await reviewers.close();
      }

      const stage = async () =>
        (await pullAll(requester.request, server.url, 'orders')).find((o) => o.id === draft.id)
          ?.orderApprovalStatus;
      await expect.poll(stage, SYNC_WAIT).toBe('REVIEW COMPLETE');
      // The requester's device shows the recorded history: who, when, from which stage to which.
      const history = requester.getByTestId('approval-history').first();
      const row = (action: string) => history.locator(`tr[data-action="${action}"]`);
      await expect.poll(() => row('approved').count(), SYNC_WAIT).toBe(2);
      const notRecorded = text('labels.orderDetail.approvalHistory.notRecorded');
      const submitted = (await row('submitted').textContent()) ?? '';
      expect(submitted).toContain(text('labels.orderLists.approval.requiresApprover'));
      expect(submitted).not.toContain(notRecorded);
      const [byApprover = '', bySenior = ''] = await row('approved').allTextContents();
      expect(byApprover).toContain(String(draft.approverName));
      expect(byApprover).toContain(text('labels.orderLists.approval.requiresApprover'));
      expect(byApprover).toContain(text('labels.orderLists.approval.requiresSenior'));
      expect(bySenior).toContain(String(draft.seniorApproverName));
      expect(bySenior).toContain(text('labels.orderLists.approval.reviewComplete'));
      for (const step of [byApprover, bySenior]) expect(step).not.toContain(notRecorded);
      await requester.screenshot({ path: '/tmp/shots/orders-promo-history.png', fullPage: true });
      await requester.close();
    },
  );
});

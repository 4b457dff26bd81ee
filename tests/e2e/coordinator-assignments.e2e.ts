// Issue 14 "done when" for the coordinator assignments screen (spec 001 §2
// /orders/coordinator-assignments, §7 list, create, patch with status, delete), with the real
// server, the built PWA and Chromium, signed in once as the demo senior coordinator:
// (a) offline, after a reload: create, edit, change a status and delete; back online the server
//     holds exactly those changes;
// (b) the same assignments changed over REST appear on the open screen without a reload;
// (c) back and forward restore the filter (spec 000 §2).
// Screenshots at 1366 × 1024 in en-US and de-DE go to /tmp/shots/.
import { mkdirSync } from 'node:fs';
import type { CoordinatorAssignment } from '@portal/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type E2EBrowser } from './support/browser.ts';
import { ensureBuilt } from './support/build.ts';
import { text } from './support/messages.ts';
import { demoAccount, loginWithDialog, waitForDeviceSync } from './support/portal.ts';
import { startPortal, type PortalServer } from './support/server.ts';

const ROUTE = '/orders/coordinator-assignments';
const SENIOR = demoAccount('senior-coordinator');
const SHOTS = '/tmp/shots';

let server: PortalServer;
let browser: E2EBrowser;
let page: Page;

/** A document of the REST list: the entity with `_id` beside `id` (decision 0028). */
type Assignment = Omit<CoordinatorAssignment, '_deleted'> & { _id: string };

/** Every assignment the server holds, as the REST list answers it (the page's session). */
async function serverAssignments(): Promise<Assignment[]> {
  const res = await page.request.get(`${server.url}/api/coordinatorAssignments?limit=1000`);
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { data: Assignment[]; totalCount: number };
  expect(body.data.length).toBe(body.totalCount);
  return body.data;
}

const grid = (locale = 'en-US') =>
  page.getByRole('grid', { name: text('orders.coordinatorAssignments.gridLabel', locale) });
/** The requester codes the grid shows, top to bottom (the rows on screen). */
const shownRequesters = (locale = 'en-US') =>
  grid(locale)
    .locator('[data-r]')
    .evaluateAll((rows) => rows.map((r) => r.querySelector('[data-c="2"]')?.textContent ?? ''));
const cellText = (row: number, col: number, locale = 'en-US') =>
  grid(locale).locator(`[data-r="${row}"] [data-c="${col}"]`).textContent();

/** Opens the screen filtered to one requester and waits until the grid shows its rows. */
async function openFor(requesterCode: string, rows: number) {
  await page.goto(`${server.url}${ROUTE}?requester=${encodeURIComponent(requesterCode)}`);
  await expect
    .poll(() => shownRequesters(), { timeout: 30_000 })
    .toEqual(Array(rows).fill(requesterCode));
}

async function selectRow(row: number) {
  await grid().locator(`[data-r="${row}"] [data-c="0"]`).click();
}

/** A requester with exactly one Active assignment, not among `taken`. */
function oneActive(all: readonly Assignment[], taken: readonly string[]): Assignment {
  const counts = new Map<string, number>();
  for (const a of all) counts.set(a.requesterCode, (counts.get(a.requesterCode) ?? 0) + 1);
  const found = all.find(
    (a) =>
      a.status === 'Active' &&
      counts.get(a.requesterCode) === 1 &&
      !taken.includes(a.requesterCode),
  );
  if (!found) throw new Error('the demo data has no requester with a single assignment');
  return found;
}

const WITHOUT_STAMPS = ({ modifiedDate: _m, seq: _s, ...rest }: Assignment) => rest;

beforeAll(async () => {
  ensureBuilt();
  mkdirSync(SHOTS, { recursive: true });
  server = await startPortal();
  browser = await launchBrowser({ viewport: { width: 1366, height: 1024 } });
  page = await browser.context.newPage();
  await loginWithDialog(page, server.url, SENIOR.email, SENIOR.password);
  await waitForDeviceSync(page, text('common.syncState.online'));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
});

afterAll(async () => {
  await browser?.context.setOffline(false).catch(() => undefined);
  await browser?.close();
  await server?.dispose();
});

describe('coordinator assignments in the browser', () => {
  it('[001 §7 coordinator assignments] offline: create, edit, change a status and delete; the server then holds exactly that', async () => {
    const before = await serverAssignments();
    const edited = oneActive(before, []);
    const statusChanged = oneActive(before, [edited.requesterCode]);
    const deleted = oneActive(before, [edited.requesterCode, statusChanged.requesterCode]);
    const otherCoordinator = before.find((a) => a.coordinatorCode !== edited.coordinatorCode)!;
    await page.goto(`${server.url}${ROUTE}`);
    await expect
      .poll(async () => (await shownRequesters()).length, { timeout: 30_000 })
      .toBeGreaterThan(0);
    await page.screenshot({ path: `${SHOTS}/coordinator-assignments-en-US.png` });

    await browser.context.setOffline(true);
    await page.reload();
    await page
      .getByText(text('orders.coordinatorAssignments.offline'))
      .waitFor({ timeout: 30_000 });

    // Create: the coordinator picked among the people on the device, a requester code typed.
    await page.getByRole('button', { name: text('buttons.coordinatorAssignments.new') }).click();
    const dialog = page.getByTestId('assignment-dialog');
    await dialog.getByText(text('inputs.coordinatorAssignments.userOffline')).first().waitFor();
    const coordinator = dialog.getByRole('combobox', {
      name: text('labels.coordinatorAssignments.coordinator'),
    });
    await coordinator.fill(otherCoordinator.coordinatorCode);
    await page
      .getByRole('option', {
        name: `${otherCoordinator.coordinatorName} (${otherCoordinator.coordinatorCode})`,
      })
      .click();
    await dialog
      .getByRole('combobox', { name: text('labels.coordinatorAssignments.requester') })
      .fill('U99001');
    await page.keyboard.press('Tab');
    await dialog
      .getByRole('button', { name: new RegExp(text('labels.coordinatorAssignments.orderSubtype')) })
      .click();
    await page
      .getByRole('option', { name: text('enums.coordinatorAssignment.orderSubtype.promo') })
      .click();
    await page.screenshot({ path: `${SHOTS}/coordinator-assignments-new-en-US.png` });
    await dialog.getByRole('button', { name: text('buttons.form.save') }).click();
    await dialog.waitFor({ state: 'detached' });

    // Edit: another coordinator for the first requester.
    await openFor(edited.requesterCode, 1);
    await selectRow(0);
    await page.getByRole('button', { name: text('buttons.coordinatorAssignments.edit') }).click();
    const editing = page.getByTestId('assignment-dialog');
    const editCoordinator = editing.getByRole('combobox', {
      name: text('labels.coordinatorAssignments.coordinator'),
    });
    await editCoordinator.fill(otherCoordinator.coordinatorCode);
    await page
      .getByRole('option', {
        name: `${otherCoordinator.coordinatorName} (${otherCoordinator.coordinatorCode})`,
      })
      .click();
    await editing.getByRole('button', { name: text('buttons.form.save') }).click();
    await editing.waitFor({ state: 'detached' });
    await expect.poll(() => cellText(0, 0)).toBe(otherCoordinator.coordinatorCode);

    // Status: the second one set Inactive from the row action.
    await openFor(statusChanged.requesterCode, 1);
    await selectRow(0);
    await page
      .getByRole('button', { name: text('buttons.coordinatorAssignments.deactivate') })
      .click();
    await expect
      .poll(() => cellText(0, 5))
      .toBe(text('enums.coordinatorAssignment.status.Inactive'));

    // Delete the third, after the prompt.
    await openFor(deleted.requesterCode, 1);
    await selectRow(0);
    await page.getByRole('button', { name: text('buttons.coordinatorAssignments.delete') }).click();
    const prompt = page.getByTestId('confirm-prompt');
    await prompt
      .getByRole('button', { name: text('buttons.coordinatorAssignments.delete') })
      .click();
    await expect.poll(() => shownRequesters()).toEqual([]);

    await browser.context.setOffline(false);
    // Back online the sync pushes the four changes; the server then holds exactly them.
    await expect
      .poll(async () => (await serverAssignments()).some((a) => a.requesterCode === 'U99001'), {
        timeout: 60_000,
      })
      .toBe(true);
    await expect
      .poll(async () => (await serverAssignments()).some((a) => a.id === deleted.id), {
        timeout: 60_000,
      })
      .toBe(false);
    await expect
      .poll(
        async () => (await serverAssignments()).find((a) => a.id === statusChanged.id)?.status,
        {
          timeout: 60_000,
        },
      )
      .toBe('Inactive');
    await expect
      .poll(
        async () => (await serverAssignments()).find((a) => a.id === edited.id)?.coordinatorCode,
        { timeout: 60_000 },
      )
      .toBe(otherCoordinator.coordinatorCode);

    const after = await serverAssignments();
    const created = after.filter((a) => !before.some((b) => b.id === a.id));
    expect(created).toEqual([
      expect.objectContaining({
        coordinatorCode: otherCoordinator.coordinatorCode,
        coordinatorName: otherCoordinator.coordinatorName,
        requesterCode: 'U99001',
        orderSubtype: 'promo',
        status: 'Active',
      }),
    ]);
    const changed = new Set([edited.id, statusChanged.id, deleted.id]);
    const untouched = (list: Assignment[]) =>
      list.filter((a) => !changed.has(a.id) && a.id !== created[0]?.id).map(WITHOUT_STAMPS);
    expect(untouched(after)).toEqual(untouched(before));
    expect(after.length).toBe(before.length);
    expect(WITHOUT_STAMPS(after.find((a) => a.id === edited.id)!)).toEqual({
      ...WITHOUT_STAMPS(edited),
      coordinatorCode: otherCoordinator.coordinatorCode,
      coordinatorName: otherCoordinator.coordinatorName,
    });
    expect(WITHOUT_STAMPS(after.find((a) => a.id === statusChanged.id)!)).toEqual({
      ...WITHOUT_STAMPS(statusChanged),
      status: 'Inactive',
    });
  });

  it('[001 §7 patch can change status] a change made over REST appears on the open screen without a reload', async () => {
    const target = oneActive(await serverAssignments(), ['U99001']);
    await openFor(target.requesterCode, 1);
    const index = 0;
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    const res = await page.request.patch(`${server.url}/api/coordinatorAssignments/${target.id}`, {
      data: { status: 'Inactive', requesterName: 'Renamed Over REST' },
      headers: { origin: server.url },
    });
    expect(res.status()).toBe(200);
    await expect.poll(() => cellText(index, 3), { timeout: 30_000 }).toBe('Renamed Over REST');
    expect(await cellText(index, 5)).toBe(text('enums.coordinatorAssignment.status.Inactive'));
    // The same page: no reload happened.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });

  it('[000 §2 filter bar] back and forward restore the filter and re-run the query', async () => {
    await page.goto(`${server.url}${ROUTE}`);
    await expect
      .poll(async () => (await shownRequesters()).length, { timeout: 30_000 })
      .toBeGreaterThan(0);
    const bar = page.getByRole('region', {
      name: text('orders.coordinatorAssignments.filter.label'),
    });
    const statusGroup = bar.getByRole('button', {
      name: new RegExp(`^${text('orders.coordinatorAssignments.filter.status')}`),
    });
    await statusGroup.click();
    await page
      .getByRole('option', { name: text('enums.coordinatorAssignment.status.Inactive') })
      .click();
    await page.waitForURL(/status=Inactive/);
    const statuses = () =>
      grid()
        .locator('[data-r]')
        .evaluateAll((rows) => rows.map((r) => r.querySelector('[data-c="5"]')?.textContent ?? ''));
    const inactive = text('enums.coordinatorAssignment.status.Inactive');
    await expect.poll(async () => [...new Set(await statuses())]).toEqual([inactive]);
    const inactiveRows = (await statuses()).length;

    await page.goBack();
    await page.waitForURL((url) => !url.search.includes('status='));
    await expect.poll(async () => new Set(await statuses()).size).toBe(2);

    await page.goForward();
    await page.waitForURL(/status=Inactive/);
    await expect.poll(async () => (await statuses()).length).toBe(inactiveRows);
    expect([...new Set(await statuses())]).toEqual([inactive]);
  });

  it('reads in German, the longest of the eight: list and dialog (screenshots)', async () => {
    // German rather than Japanese: this machine's Chromium has no CJK font to judge a shot by.
    await page.goto(`${server.url}${ROUTE}`);
    await page.getByTestId('language-menu').selectOption('de-DE');
    await page
      .getByRole('heading', { level: 1, name: text('orders.routeCoordinatorAssignments', 'de-DE') })
      .waitFor();
    await expect
      .poll(async () => (await shownRequesters('de-DE')).length, { timeout: 30_000 })
      .toBeGreaterThan(0);
    expect(await cellText(0, 5, 'de-DE')).toMatch(/^(Aktiv|Inaktiv)$/);
    await page.screenshot({ path: `${SHOTS}/coordinator-assignments-de-DE.png` });
    await page
      .getByRole('button', { name: text('buttons.coordinatorAssignments.new', 'de-DE') })
      .click();
    await page.getByTestId('assignment-dialog').waitFor();
    await page.screenshot({ path: `${SHOTS}/coordinator-assignments-new-de-DE.png` });
    await page.keyboard.press('Escape');
    await page.getByTestId('language-menu').selectOption('en-US');
  });
});

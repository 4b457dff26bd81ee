// Issue 14 "done when" for the dashboard and the notifications drawer (spec 001 §2, §4; spec
// 000 §2 Dashboard, §4 announcements), in Chromium against the real server: the same user on
// two devices sees a notification read on the other without a reload; an announcement
// (un)published on the server comes and goes on the dashboard without a reload; notifications
// marked read offline reach the server after reconnecting. Screenshots of the dashboard and the
// open drawer (en-US, de-DE) go to /tmp/shots/.
import { mkdirSync } from 'node:fs';
import { request as playwrightRequest, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type E2EBrowser } from './support/browser.ts';
import { ensureBuilt } from './support/build.ts';
import { text } from './support/messages.ts';
import { ADMIN, demoAccount, loginWithApi, loginWithDialog } from './support/portal.ts';
import { startPortal, type PortalServer } from './support/server.ts';
import { pullAll, pushChanges, type ServerDoc } from './support/sync-api.ts';

// A wholesale rep: one notification type, several unread ones in the demo data, a small scope.
const REP = demoAccount('wholesale-rep');
const SHOTS = '/tmp/shots';
const VIEWPORT = { width: 1366, height: 1024 };
const SYNC_WAIT = 120_000;

let server: PortalServer;
let deviceA: E2EBrowser;
let deviceB: E2EBrowser;
let pageA: Page;
let pageB: Page;

beforeAll(async () => {
  ensureBuilt();
  server = await startPortal();
  [deviceA, deviceB] = await Promise.all([
    launchBrowser({ viewport: VIEWPORT }),
    launchBrowser({ viewport: VIEWPORT }),
  ]);
  pageA = await deviceA.context.newPage();
  pageB = await deviceB.context.newPage();
  await loginWithDialog(pageA, server.url, REP.email, REP.password);
  await loginWithDialog(pageB, server.url, REP.email, REP.password);
});

afterAll(async () => {
  await deviceA?.close();
  await deviceB?.close();
  await server?.dispose();
});

/** The user's notifications as the server holds them (the page's session). */
const serverNotifications = (page: Page) => pullAll(page.request, server.url, 'notifications');
const unreadIds = (docs: readonly ServerDoc[]) =>
  docs.filter((d) => d.state === 'New').map((d) => d.id);

/** Waits until the app bar's bell and the dashboard both show `n` unread, read live. */
async function showsUnread(page: Page, n: number): Promise<void> {
  await page
    .locator(`[data-testid="notification-count"][data-count="${n}"]`)
    .waitFor({ timeout: SYNC_WAIT });
  await page
    .locator(`[data-testid="dashboard-notifications"][data-count="${n}"]`)
    .waitFor({ timeout: SYNC_WAIT });
}

/** The page's document, to prove a change arrived without a reload. */
const timeOrigin = (page: Page) => page.evaluate(() => performance.timeOrigin);

async function openDrawer(page: Page) {
  await page.getByTestId('notification-count').click();
  const drawer = page.getByTestId('notifications-drawer');
  await drawer.waitFor();
  return drawer;
}

describe('notifications on two devices', () => {
  it('[001 §4 notifications] read in the drawer of one device: the other’s count and dashboard follow without a reload', async () => {
    const unread = unreadIds(await serverNotifications(pageA));
    expect(unread.length).toBeGreaterThan(1);
    await Promise.all([showsUnread(pageA, unread.length), showsUnread(pageB, unread.length)]);
    const originB = await timeOrigin(pageB);

    const drawer = await openDrawer(pageA);
    const first = drawer.locator('[data-testid="notification"][data-state="New"]').first();
    const id = await first.getAttribute('data-id');
    expect(unread).toContain(id);
    await first.getByTestId('notification-mark-read').click();
    await drawer
      .locator(`[data-testid="notification"][data-id="${id}"][data-state="Read"]`)
      .waitFor();
    await pageA.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    // Focus goes back to the bell that opened the drawer (react-aria's FocusScope restores it
    // in the animation frame after the drawer unmounts, so it may land just after the detach).
    await expect
      .poll(() => pageA.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('notification-count');

    await showsUnread(pageB, unread.length - 1);
    expect(await timeOrigin(pageB)).toBe(originB);
    const onServer = await serverNotifications(pageB);
    expect(onServer.find((d) => d.id === id)).toMatchObject({
      state: 'Read',
      readDate: expect.any(String),
    });
    expect(unreadIds(onServer)).toHaveLength(unread.length - 1);
  });
});

describe('announcements on the dashboard', () => {
  it('[000 §4 announcements] published and unpublished on the server: shown and gone without a reload', async () => {
    // An advertising editor's device changes them (the admin manages AdvertisingAsset).
    const editor = await playwrightRequest.newContext();
    try {
      await loginWithApi(editor, server.url, ADMIN.email, ADMIN.password);
      const all = await pullAll(editor, server.url, 'announcements');
      const shown = all.find((a) => a.published === true);
      const hidden = all.find((a) => a.published === false);
      if (!shown || !hidden) throw new Error('the demo data has published and unpublished ones');
      const item = (a: ServerDoc) =>
        pageA.locator(`[data-testid="announcement"][data-id="${a.id}"]`);
      await item(shown).waitFor({ timeout: SYNC_WAIT });
      expect(await item(hidden).count()).toBe(0);
      const origin = await timeOrigin(pageA);

      const now = new Date().toISOString();
      const answer = await pushChanges(editor, server.url, 'announcements', [
        { before: shown, after: { ...shown, published: false, modifiedDate: now } },
        { before: hidden, after: { ...hidden, published: true, modifiedDate: now } },
      ]);
      expect(answer.rejected).toEqual({});

      await item(shown).waitFor({ state: 'detached', timeout: SYNC_WAIT });
      await item(hidden).waitFor({ timeout: SYNC_WAIT });
      // Newest change first: the one just published leads the list.
      expect(await pageA.getByTestId('announcement').first().getAttribute('data-id')).toBe(
        hidden.id,
      );
      expect(await timeOrigin(pageA)).toBe(origin);
    } finally {
      await editor.dispose();
    }
  });
});

describe('offline', () => {
  it('[001 §4 notifications] all of a type marked read offline reach the server after reconnecting', async () => {
    const before = await serverNotifications(pageA);
    const unread = unreadIds(before);
    expect(unread.length).toBeGreaterThan(0);
    await showsUnread(pageA, unread.length);
    // The app is installed (service worker in control), so it opens with no connection.
    // (It precaches the whole app first: slow on a busy machine.)
    await pageA.waitForFunction(
      async () => {
        const registration = await navigator.serviceWorker.ready;
        return registration.active?.state === 'activated';
      },
      undefined,
      { timeout: SYNC_WAIT, polling: 500 },
    );

    await server.stop();
    await deviceA.context.setOffline(true);
    try {
      await pageA.reload();
      await pageA.getByTestId('offline-note').waitFor();
      await showsUnread(pageA, unread.length);
      const drawer = await openDrawer(pageA);
      await drawer.getByTestId('tab-wholesale').click();
      await drawer.getByTestId('notifications-mark-all').click();
      await showsUnread(pageA, 0);
      expect(await drawer.locator('[data-testid="notification"][data-state="New"]').count()).toBe(
        0,
      );
    } finally {
      await server.restart();
      await deviceA.context.setOffline(false);
    }

    // The sync sends what was written offline; the server holds every one Read.
    await expect
      .poll(async () => unreadIds(await serverNotifications(pageB)), {
        timeout: SYNC_WAIT,
        interval: 1000,
      })
      .toEqual([]);
    const after = await serverNotifications(pageB);
    for (const id of unread)
      expect(after.find((d) => d.id === id)).toMatchObject({
        state: 'Read',
        readDate: expect.any(String),
      });
  });
});

describe('screenshots', () => {
  it('dashboard and open drawer, en-US and de-DE (1366×1024)', async () => {
    mkdirSync(SHOTS, { recursive: true });
    const admin = await launchBrowser({ viewport: VIEWPORT });
    try {
      const page = await admin.context.newPage();
      await loginWithDialog(page, server.url, ADMIN.email, ADMIN.password);
      const unread = unreadIds(await serverNotifications(page));
      await showsUnread(page, unread.length);
      await page.getByTestId('announcement').first().waitFor({ timeout: SYNC_WAIT });
      for (const locale of ['en-US', 'de-DE']) {
        await page.getByTestId('language-menu').selectOption(locale);
        const panelTitle = text('common.dashboardNotifications', locale);
        await page.getByRole('heading', { name: panelTitle, exact: true }).waitFor();
        await page.screenshot({ path: `${SHOTS}/dashboard-${locale}.png` });
        const drawer = await openDrawer(page);
        await drawer.getByTestId('notification').first().waitFor();
        await page.screenshot({ path: `${SHOTS}/drawer-${locale}.png` });
        // A selection, to see the batch action with its count.
        await drawer
          .locator('[data-testid="notification"][data-state="New"] label.notices-check')
          .first()
          .click();
        await drawer.locator('[data-testid="notification-mark-read"]').first().waitFor();
        await page.screenshot({ path: `${SHOTS}/drawer-selected-${locale}.png` });
        await page.keyboard.press('Escape');
        await drawer.waitFor({ state: 'detached' });
      }
      await page.getByTestId('language-menu').selectOption('en-US');
    } finally {
      await admin.close();
    }
  });
});

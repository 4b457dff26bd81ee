// Issue 5 in the browser: after sign-in the shell opens the user's device sync (RxDB and the
// Dexie catalogue in real IndexedDB, replicated from a dedicated worker), the app bar shows
// its status, the catalogue arrives (its shared pages as gzip), stays readable offline and across a reload, and a logout
// with nothing unsent goes through.
import {
  INITIAL_CHECKPOINT,
  PULL_BATCH_MAX,
  parsePullLines,
  type Checkpoint,
  type PullResponse,
} from '@portal/shared';
import type { APIRequestContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pullPath } from '../../web/src/sync/pull-pass.ts';
import { launchBrowser, type E2EBrowser } from './support/browser.ts';
import { ensureBuilt } from './support/build.ts';
import { text } from './support/messages.ts';
import { ADMIN, loginWithDialog, sessionUser } from './support/portal.ts';
import { startPortal, type PortalServer } from './support/server.ts';

let server: PortalServer;
let browser: E2EBrowser;
let page: Page;
let userId: string;

/** Every product this user may see, pulled from the server as a fresh device would. */
async function serverProductIds(request: APIRequestContext): Promise<Set<string>> {
  const ids = new Set<string>();
  let cp: Checkpoint = INITIAL_CHECKPOINT;
  for (;;) {
    const res = await request.get(`${server.url}${pullPath('products', cp, 500, true)}`);
    expect(res.status()).toBe(200);
    const body = (await res.json()) as PullResponse<{ id: string; _deleted?: boolean }>;
    for (const doc of body.documents) if (!doc._deleted) ids.add(doc.id);
    cp = body.checkpoint;
    if (!body.more) return ids;
  }
}

/** Products in this user's device catalogue (raw IndexedDB, as stored). */
function deviceProductCount(): Promise<number> {
  const name = `portal-catalogue-${userId.toLowerCase().replace(/[^a-z0-9_-]/g, '_')}`;
  return page.evaluate(
    (dbName) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open(dbName);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('products')) {
            db.close();
            resolve(0);
            return;
          }
          const count = db.transaction('products').objectStore('products').count();
          count.onsuccess = () => {
            resolve(count.result);
            db.close();
          };
          count.onerror = () => reject(count.error);
        };
      }),
    name,
  );
}

const syncButton = () => page.locator('button.sync-status');

beforeAll(async () => {
  ensureBuilt();
  server = await startPortal();
  browser = await launchBrowser();
  page = await browser.context.newPage();
  await loginWithDialog(page, server.url, ADMIN.email, ADMIN.password);
  userId = (await sessionUser(page.request, server.url)).id;
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

describe('device sync in the app', () => {
  it('shows the sync status in the app bar and fills the catalogue on the device', async () => {
    await syncButton().waitFor({ timeout: 30_000 });
    const expected = (await serverProductIds(page.request)).size;
    expect(expected).toBeGreaterThan(0);
    await expect.poll(deviceProductCount, { timeout: 60_000, interval: 500 }).toBe(expected);
    // The replication ran in its dedicated worker, not on the page's main thread (0019).
    expect(page.workers().map((w) => w.url())).toEqual(
      expect.arrayContaining([expect.stringMatching(/\/assets\/sync\.worker-[^/]+\.js$/)]),
    );

    await syncButton().click();
    const panel = page.locator('.sync-panel');
    await expect
      .poll(() => panel.getByTestId('sync-state').textContent(), { timeout: 60_000 })
      .toBe(text('common.syncState.online'));
    await expect
      .poll(() => panel.getByTestId('sync-last').textContent(), { timeout: 30_000 })
      .not.toBe(text('common.syncNever'));
    // Nothing waits to be sent: no badge on the button.
    expect(await syncButton().locator('.sync-badge').count()).toBe(0);
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    // Focus goes back to the button; pressing it again opens the panel, a click there closes it.
    // (react-aria restores it in the animation frame after the unmount: poll, not read once.)
    await expect.poll(() => syncButton().evaluate((b) => b === document.activeElement)).toBe(true);
    await syncButton().click();
    await panel.waitFor();
    expect(await syncButton().getAttribute('aria-expanded')).toBe('true');
    // The open panel is modal (the rest of the page is inert): a click where the button is
    // lands on its underlay and closes it, as a user would see.
    const box = (await syncButton().boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await panel.waitFor({ state: 'detached' });
    expect(await syncButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('gets the catalogue’s shared pages as gzip built from parts, and decodes them (0026)', async () => {
    // The first page as the device's catalogue sync asked for it, which recorded the chain.
    const path = `${pullPath('products', INITIAL_CHECKPOINT, PULL_BATCH_MAX, true, true)}&format=lines`;
    const seen = await page.evaluate(async (url) => {
      const res = await fetch(url);
      return {
        status: res.status,
        source: res.headers.get('x-sync-pull'),
        encoding: res.headers.get('content-encoding'),
        text: await res.text(),
      };
    }, path);
    expect(seen.status).toBe(200);
    expect(seen.source).toBe('cached');
    expect(seen.encoding).toBe('gzip');
    const plain = await page.request.get(`${server.url}${path}`, {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers()['content-encoding']).toBeUndefined();
    expect(seen.text).toBe(await plain.text());
    expect(parsePullLines(seen.text).lines.length).toBeGreaterThan(0);
  });

  it('keeps the catalogue offline and across a reload, and says it is offline', async () => {
    const before = await deviceProductCount();
    // The service worker serves the app shell offline once it controls the page.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });
    await browser.context.setOffline(true);
    try {
      await expect
        .poll(() => syncButton().textContent(), { timeout: 15_000 })
        .toContain(text('common.syncState.offline'));
      await page.reload();
      await syncButton().waitFor({ timeout: 30_000 });
      await expect
        .poll(() => syncButton().textContent(), { timeout: 15_000 })
        .toContain(text('common.syncState.offline'));
      expect(await deviceProductCount()).toBe(before);
    } finally {
      await browser.context.setOffline(false);
    }
    await expect
      .poll(() => syncButton().textContent(), { timeout: 30_000 })
      .toContain(text('common.syncState.online'));
  });

  it('logs out at once when nothing is waiting to be sent', async () => {
    await page.getByTestId('logout').click();
    await page.getByTestId('login-dialog').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('logout-unsynced').count()).toBe(0);
    // The data stays on the device for the next sign-in.
    expect(await deviceProductCount()).toBeGreaterThan(0);
  });
});

// The asset libraries in Chromium (spec 000 §2 library screens, §3 user flag Seen, §4, §5; 001 §4
// uploads and downloads), with the real server and the built PWA:
// (a) every library route of the five libraries renders its screen (not the placeholder) for a
//     user allowed to see it;
// (b) a viewer sees the 'new' badge on an item until it is opened; the Seen flag reaches the
//     server, and survives a reload with the network cut.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import JSZip from 'jszip';
import sharp from 'sharp';
import { WEB_ROUTES } from '@portal/shared/routes/table.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type E2EBrowser } from './support/browser.ts';
import { ensureBuilt } from './support/build.ts';
import { text } from './support/messages.ts';
import { ADMIN, demoAccount, loginWithDialog, waitForDeviceSync } from './support/portal.ts';
import { routeVisits } from './support/routes.ts';
import { startPortal, type PortalServer } from './support/server.ts';
import { pullAll } from './support/sync-api.ts';
import { jpegPdf } from '../../sync-server/src/seed/pdf.ts';

const SHOTS = '/tmp/shots';
const TIMEOUT = { timeout: 120_000 };
const LIBRARY_ROUTE =
  /^(advertising--libraries|global-retail--libraries|product--libraries--(documents|manage)|sales--libraries)/;

let server: PortalServer;
let browser: E2EBrowser;
beforeAll(async () => {
  ensureBuilt();
  mkdirSync(SHOTS, { recursive: true });
  server = await startPortal();
  browser = await launchBrowser({ viewport: { width: 1366, height: 1024 } });
});
afterAll(async () => {
  await browser?.context.setOffline(false).catch(() => undefined);
  await browser?.close();
  await server?.dispose();
});

async function signIn(page: Page, local: string): Promise<void> {
  const account = local === 'admin' ? ADMIN : demoAccount(local);
  await page.request.get(`${server.url}/api/users/logout`);
  await loginWithDialog(page, server.url, account.email, account.password);
  await waitForDeviceSync(page, text('common.syncState.online'));
  // Offline reloads need the service worker in control of the page.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 60_000,
  });
}

describe('[000 §2 library screens] the five libraries in the browser', () => {
  it(
    '[000 §2 library screens] every library route renders its own screen for the administrator',
    TIMEOUT,
    async () => {
      const page = await browser.context.newPage();
      await signIn(page, 'admin');
      const names = new Set(
        WEB_ROUTES.filter((r) => LIBRARY_ROUTE.test(r.name)).map((r) => r.name),
      );
      expect(names.size).toBeGreaterThan(40);
      const placeholder = text('common.placeholderText');
      const wrong: string[] = [];
      const visits = routeVisits(null).filter((v) => names.has(v.route.name));
      // In-app navigation, as the shell's route walk: a full load per route took ~1 s each.
      await page.goto(`${server.url}/dashboard`);
      for (const visit of visits) {
        await page.evaluate((to) => {
          window.history.pushState({}, '', to);
          window.dispatchEvent(new PopStateEvent('popstate'));
        }, visit.path);
        const target = visits.find((v) => v.path === visit.expected) ?? visit;
        const title = text(target.route.meta.title);
        await page
          .getByRole('heading', { level: 1, name: title, exact: true })
          .waitFor({ timeout: 10_000 })
          .catch(() => wrong.push(`${visit.route.name}: no heading "${title}"`));
        if ((await page.getByText(placeholder).count()) > 0)
          wrong.push(`${visit.route.name}: placeholder`);
      }
      expect(wrong).toEqual([]);
      await page.close();
    },
  );

  it(
    "[000 §3 user flag Seen] a viewer's 'new' badge clears once the item is opened, on the server and offline",
    TIMEOUT,
    async () => {
      const page = await browser.context.newPage();
      await signIn(page, 'adv-assets-viewer');
      await page.goto(`${server.url}/advertising/libraries/assets`);
      await page.getByRole('radio', { name: text('labels.libraryView.viewType.tiles') }).click();
      const badge = text('labels.libraries.view.new');
      const tile = page.getByTestId('library-tile').filter({ hasText: badge }).first();
      await tile.waitFor();
      const name = (await tile.locator('.lib-tile-name').textContent()) ?? '';
      expect(name).not.toBe('');
      await page.screenshot({ path: `${SHOTS}/libraries-viewer-tiles.png` });
      await tile.getByRole('button').click();
      await page.getByTestId('preview-file').waitFor();
      const opened = page.getByTestId('library-tile').filter({ hasText: name }).first();
      await expect
        .poll(async () => (await opened.textContent())?.includes(badge), { timeout: 10_000 })
        .toBe(false);

      // The flag reaches the server as the viewer's own Seen flag on that item.
      const items = await pullAll(page.request, server.url, 'libraryItems');
      const item = items.find((d) => d.name === name);
      expect(item).toBeDefined();
      await expect
        .poll(
          async () =>
            (await pullAll(page.request, server.url, 'userFlags')).some(
              (f) => f.modelId === item!.id && f.flag === 'Seen',
            ),
          { timeout: 20_000 },
        )
        .toBe(true);

      // Offline after a reload the item stays seen (read from the device).
      await browser.context.setOffline(true);
      await page.reload();
      const again = page.getByTestId('library-tile').filter({ hasText: name }).first();
      await again.waitFor();
      expect(await again.textContent()).not.toContain(badge);

      // Opened offline: seen at once on the device, on the server after reconnecting.
      const next = page.getByTestId('library-tile').filter({ hasText: badge }).first();
      const nextName = (await next.locator('.lib-tile-name').textContent()) ?? '';
      await next.getByRole('button').click();
      await page.getByTestId('preview-file').waitFor();
      await expect
        .poll(
          async () =>
            (
              await page
                .getByTestId('library-tile')
                .filter({ hasText: nextName })
                .first()
                .textContent()
            )?.includes(badge),
          { timeout: 10_000 },
        )
        .toBe(false);
      await browser.context.setOffline(false);
      const nextItem = items.find((d) => d.name === nextName);
      expect(nextItem).toBeDefined();
      await expect
        .poll(
          async () =>
            (await pullAll(page.request, server.url, 'userFlags')).some(
              (f) => f.modelId === nextItem!.id && f.flag === 'Seen',
            ),
          { timeout: 30_000 },
        )
        .toBe(true);
      await page.close();
    },
  );
});

/** A JPEG photo and a PDF of it (the server makes previews of both). */
async function sampleFiles(dir: string): Promise<{ jpg: string; pdf: string }> {
  const jpeg = await sharp({
    create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 60, b: 40 } },
  })
    .jpeg()
    .toBuffer();
  const jpg = path.join(dir, 'e2e-campaign.jpg');
  const pdf = path.join(dir, 'e2e-brochure.pdf');
  writeFileSync(jpg, jpeg);
  writeFileSync(pdf, jpegPdf(new Uint8Array(jpeg), 640, 480));
  return { jpg, pdf };
}

/** The manage grid's cell of the row named `name` under the column headed `header`. */
async function manageCell(page: Page, name: string, header: string) {
  const grid = page.getByRole('grid', { name: /items$/ }).first();
  await grid.getByText(name, { exact: true }).first().waitFor();
  const at = await grid.evaluate(
    (el, [n, h]) => {
      const heads = Array.from(el.querySelectorAll('[role="columnheader"]')).map((c) =>
        (c.textContent ?? '').replace('⋮', '').trim(),
      );
      const row = Array.from(el.querySelectorAll('[data-r]')).find((r) =>
        Array.from(r.querySelectorAll('[data-c]')).some((c) => c.textContent === n),
      );
      return { r: row?.getAttribute('data-r'), c: heads.indexOf(h!) };
    },
    [name, header],
  );
  return grid.locator(`[data-r="${at.r}"] [data-c="${at.c}"]`);
}

describe('[001 §4 uploads] an editor uploads, publishes, and a viewer sees it', () => {
  it(
    '[000 §5 publish requirements] upload an image and a PDF, previews appear, Publish is refused until the required fields are filled, a viewer sees the new item',
    TIMEOUT,
    async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'lib-e2e-'));
      const { jpg, pdf } = await sampleFiles(dir);
      const page = await browser.context.newPage();
      await signIn(page, 'adv-assets-editor');
      // Values the library already uses (list cells take one of the options).
      const items = await pullAll(page.request, server.url, 'libraryItems');
      const model = items.find(
        (d) =>
          d.libraryType === 'AdvertisingAsset' &&
          d.status === 'Published' &&
          typeof d.assetType === 'string' &&
          d.assetType !== 'Marketing Image' &&
          typeof d.category === 'string' &&
          typeof d.gender === 'string',
      )!;
      expect(model).toBeDefined();

      await page.goto(`${server.url}/advertising/libraries/manage/assets/upload`);
      await page.getByTestId('upload-view').waitFor();
      await page.locator('input[type="file"]').setInputFiles([jpg, pdf]);
      await page.getByTestId('uploads').waitFor();
      await page.screenshot({ path: `${SHOTS}/libraries-upload.png` });

      // Both become Pending items with the server's previews.
      await page
        .getByRole('link', { name: text('labels.libraryManage.view.pending'), exact: true })
        .click();
      for (const name of ['e2e-campaign', 'e2e-brochure']) {
        const thumb = await manageCell(page, name, text('labels.libraryManage.field.thumbnail'));
        await expect
          .poll(() => thumb.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth), {
            timeout: 30_000,
          })
          .toBeGreaterThan(0);
      }
      await page.screenshot({ path: `${SHOTS}/libraries-pending-uploaded.png` });

      // Publish while the type, category and gender are empty: refused with the reason.
      const toolbar = page.getByRole('toolbar', { name: text('labels.libraryManage.actions') });
      await (
        await manageCell(page, 'e2e-campaign', text('labels.libraryManage.field.name'))
      ).click();
      await toolbar
        .getByRole('button', { name: text('buttons.libraryManage.publish'), exact: true })
        .click();
      await page
        .getByText(
          text('msgCodes.libraries.publish.missing').replace(
            '{field}',
            text('labels.libraries.publish.field.assetType'),
          ),
          { exact: false },
        )
        .first()
        .waitFor();

      // Fill the required fields in the grid, then Publish asks and publishes.
      for (const [field, value] of [
        ['assetType', model.assetType],
        ['category', model.category],
        ['gender', model.gender],
      ] as const) {
        await (
          await manageCell(page, 'e2e-campaign', text(`labels.libraryManage.field.${field}`))
        ).click();
        await page.keyboard.press('F2');
        await page.keyboard.press('Control+a');
        await page.keyboard.type(String(value));
        await page.keyboard.press('Enter');
      }
      const campaignId = async () =>
        (await pullAll(page.request, server.url, 'libraryItems')).find(
          (d) => d.name === 'e2e-campaign',
        );
      await expect
        .poll(async () => (await campaignId())?.gender, { timeout: 20_000 })
        .toBe(model.gender);
      await (
        await manageCell(page, 'e2e-campaign', text('labels.libraryManage.field.name'))
      ).click();
      await toolbar
        .getByRole('button', { name: text('buttons.libraryManage.publish'), exact: true })
        .click();
      const prompt = page.getByRole('alertdialog');
      await prompt.getByRole('button', { name: text('buttons.libraryManage.confirmYes') }).click();
      await expect
        .poll(async () => (await campaignId())?.status, { timeout: 20_000 })
        .toBe('Published');

      // A viewer sees it with the 'new' badge.
      await signIn(page, 'adv-assets-viewer');
      await page.goto(`${server.url}/advertising/libraries/assets`);
      await page.getByRole('radio', { name: text('labels.libraryView.viewType.tiles') }).click();
      const tile = page.getByTestId('library-tile').filter({ hasText: 'e2e-campaign' });
      await tile.waitFor();
      expect(await tile.textContent()).toContain(text('labels.libraries.view.new'));
      await page.close();
      rmSync(dir, { recursive: true, force: true });
    },
  );
});

describe('[001 §4 uploads] an upload cut by a lost connection', () => {
  it(
    '[001 §4 uploads] resumes after going back online without sending a finished part again',
    TIMEOUT,
    async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'lib-e2e-'));
      const big = path.join(dir, 'e2e-large-poster.tif');
      // 8 parts of 10 MiB sent 4 at a time: cut after the first finishes, so on a busy machine
      // (where going offline takes a moment) parts are still left to send after the cut.
      writeFileSync(big, Buffer.alloc(80 * 1024 * 1024, 7));
      const page = await browser.context.newPage();
      await signIn(page, 'adv-assets-editor');

      const finished: number[] = [];
      const sentAfterCut: number[] = [];
      let cut = false;
      let back = false;
      const partOf = (url: string) => Number(/\/api\/upload\/parts\/[^/]+\/(\d+)/.exec(url)?.[1]);
      page.on('request', (request) => {
        const part = partOf(request.url());
        if (request.method() === 'PUT' && part && back) sentAfterCut.push(part);
      });
      page.on('response', (response) => {
        const part = partOf(response.url());
        if (!part || response.status() !== 200) return;
        if (!cut) finished.push(part);
        if (!cut && finished.length >= 1) {
          cut = true;
          void browser.context.setOffline(true);
        }
      });

      await page.goto(`${server.url}/advertising/libraries/manage/assets/upload`);
      await page.getByTestId('upload-view').waitFor();
      await page.locator('input[type="file"]').setInputFiles([big]);
      const panel = page.getByTestId('uploads');
      await panel.getByText(text('common.uploads.status.waiting')).waitFor({ timeout: 60_000 });
      await page.screenshot({ path: `${SHOTS}/libraries-upload-waiting.png` });
      expect(finished.length).toBeGreaterThanOrEqual(1);
      const before = [...finished];

      back = true;
      await browser.context.setOffline(false);
      // Completed on the server: a Pending item holding the whole file.
      const uploaded = async () =>
        (await pullAll(page.request, server.url, 'libraryItems')).find(
          (d) => d.name === 'e2e-large-poster',
        );
      await expect.poll(uploaded, { timeout: 90_000 }).toBeDefined();
      expect((await uploaded())?.files).toEqual([
        expect.objectContaining({ fileSize: 80 * 1024 * 1024, usageType: 'Primary' }),
      ]);
      expect(sentAfterCut.length).toBeGreaterThan(0);
      expect(sentAfterCut.filter((part) => before.includes(part))).toEqual([]);
      await page.close();
      rmSync(dir, { recursive: true, force: true });
    },
  );
});

describe('[001 §4 downloads] a ZIP of a selection', () => {
  it(
    '[001 §4 downloads] three selected assets download as one ZIP through the download queue',
    TIMEOUT,
    async () => {
      const page = await browser.context.newPage();
      await signIn(page, 'adv-assets-viewer');
      await page.goto(`${server.url}/advertising/libraries/assets`);
      await page.getByRole('radio', { name: text('labels.libraryView.viewType.grid') }).click();
      const grid = page.getByRole('grid', { name: text('labels.libraryView.gridLabel') });
      const nameCol = await grid.evaluate((el, title) => {
        const heads = Array.from(el.querySelectorAll('[role="columnheader"]')).map((c) =>
          (c.textContent ?? '').replace('⋮', '').trim(),
        );
        return heads.indexOf(title);
      }, text('labels.libraryView.column.name'));
      const cell = (r: number) => grid.locator(`[data-r="${r}"] [data-c="${nameCol}"]`);
      await cell(2).waitFor();
      const names = await Promise.all([0, 1, 2].map(async (r) => (await cell(r).textContent())!));
      await cell(0).click();
      await cell(2).click({ modifiers: ['Shift'] });
      const zipButton = page.getByRole('button', { name: text('buttons.libraryDownloads.zip') });
      // Through the download queue: its panel shows the ZIP while it is made.
      const [download] = await Promise.all([
        page.waitForEvent('download', TIMEOUT),
        page.getByTestId('downloads').waitFor(),
        zipButton.click(),
      ]);
      const file = path.join(tmpdir(), `library-${Date.now()}.zip`);
      await download.saveAs(file);
      const zip = await JSZip.loadAsync(readFileSync(file));
      const folders = new Set(
        Object.keys(zip.files)
          .filter((f) => !zip.files[f]!.dir)
          .map((f) => f.split('/')[0]),
      );
      expect(folders.size).toBe(3);
      for (const name of names)
        expect([...folders].some((f) => name.startsWith(f!.slice(0, 20)))).toBe(true);
      rmSync(file, { force: true });
      await page.close();
    },
  );
});

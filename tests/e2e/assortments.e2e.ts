// The assortment manager with the network cut from the start (spec 000 §2 assortment manager
// and assortment screens, §4 discount and net cost, §3 Assortment document), with the real
// server, the built PWA and Chromium: a manager, offline after a reload, creates a static
// assortment, adds five products by pasted ids, gives one a discount, exports the assortment as
// a spreadsheet; back online the server holds exactly that assortment once, priced as the
// shared rule says. Screenshots (1366 × 1024) go to /tmp/shots/.
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { IntlMessageFormat } from 'intl-messageformat';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type E2EBrowser } from './support/browser.ts';
import { firstRowCell } from './support/grid.ts';
import { ensureBuilt } from './support/build.ts';
import { text } from './support/messages.ts';
import { demoAccount, loginWithDialog, waitForDeviceSync } from './support/portal.ts';
import { startPortal, type PortalServer } from './support/server.ts';

const TIMEOUT = { timeout: 240_000 };
const WAIT = { timeout: 60_000 };
const TITLE = 'E2E Offline Line';

let server: PortalServer;
let browser: E2EBrowser;
let dir: string;
beforeAll(async () => {
  ensureBuilt();
  dir = mkdtempSync(path.join(tmpdir(), 'assortments-e2e-'));
  mkdirSync('/tmp/shots', { recursive: true });
  server = await startPortal();
  browser = await launchBrowser({ viewport: { width: 1366, height: 1024 } });
});
afterAll(async () => {
  await browser?.context.setOffline(false).catch(() => undefined);
  await browser?.close();
  await server?.dispose();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const says = (id: string, values: Record<string, number>) =>
  String(new IntlMessageFormat(text(id), 'en-US').format(values));

interface Product {
  style: string;
  color: string;
}

/** Five Footwear products, as the server's product fetch gives them. */
async function fiveProducts(page: Page): Promise<Product[]> {
  const res = await page.request.post(`${server.url}/api/products/fetch`, {
    data: {
      productType: 'Footwear',
      filter: {},
      today: new Date().toISOString().slice(0, 10),
      _options: { limit: 5 },
    },
    headers: { origin: server.url },
  });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { data: [{ data: Product[] }] };
  return body.data[0].data;
}

describe('[000 §2 assortment manager] a manager offline from the start', () => {
  it(
    '[000 §4 discount] creates an assortment, adds products by id, discounts one and exports it offline; back online the server has it once',
    TIMEOUT,
    async () => {
      const page = await browser.context.newPage();
      const { email, password } = demoAccount('assortment-manager');
      await loginWithDialog(page, server.url, email, password);
      await waitForDeviceSync(page, text('common.syncState.online'));
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
        timeout: 60_000,
      });
      const products = await fiveProducts(page);
      expect(products).toHaveLength(5);

      await page.goto(`${server.url}/product/assortments/all`);
      await page.getByRole('button', { name: text('buttons.assortments.new') }).waitFor(WAIT);
      await browser.context.setOffline(true);
      await page.reload();
      await page.getByRole('button', { name: text('buttons.assortments.new') }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(text('labels.assortments.title')).fill(TITLE);
      await dialog.getByRole('button', { name: text('buttons.assortments.create') }).click();
      await page.waitForURL(/\/assortment\/[^/]+\/manage$/, WAIT);
      await page.getByRole('heading', { level: 1, name: TITLE }).waitFor(WAIT);
      const assortmentId = /\/assortment\/([^/]+)\/manage$/.exec(page.url())![1]!;

      // Five products by pasted ids (000 §2 Style/Color IDs), all on the device.
      await page.getByRole('button', { name: text('buttons.assortmentGrid.addProducts') }).click();
      const add = page.getByRole('dialog');
      await add
        .getByLabel(text('labels.assortmentGrid.addIds'))
        .fill(products.map((p) => `${p.style}_${p.color}`).join('\n'));
      await add
        .getByRole('button', { name: text('buttons.assortmentGrid.add'), exact: true })
        .click();
      await page
        .getByText(says('msgCodes.assortmentGrid.itemsAdded', { count: 5 }))
        .first()
        .waitFor(WAIT);
      await expect.poll(() => page.locator('[role="row"][data-r]').count(), WAIT).toBe(5);

      // A discount percentage: the amount and the net cost follow (000 §4).
      const first = await firstRowCell(page, text('labels.assortmentGrid.style'));
      const firstStyle = (await first.textContent())?.trim();
      const discount = await firstRowCell(page, text('labels.assortmentGrid.discountPercent'));
      await discount.click();
      await page.keyboard.type('10');
      await page.keyboard.press('Enter');
      await page.getByText(text('common.grid.allChangesSaved')).first().waitFor(WAIT);
      await page.screenshot({ path: '/tmp/shots/assortments-manage-offline.png' });

      // The spreadsheet, generated on the device while offline.
      await page.getByRole('link', { name: text('labels.assortmentGrid.tab.export') }).click();
      const [download] = await Promise.all([
        page.waitForEvent('download', WAIT),
        page.getByRole('button', { name: text('buttons.assortmentExport.export') }).click(),
      ]);
      const xlsx = path.join(dir, 'assortment.xlsx');
      await download.saveAs(xlsx);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(readFileSync(xlsx) as unknown as ArrayBuffer);
      const sheet = wb.worksheets[0]!;
      const cells = sheet.getSheetValues().flat().map(String);
      for (const p of products) expect(cells).toContain(p.style);
      expect(sheet.actualRowCount).toBe(6);

      // Back online: the server has the assortment once, with the device's products and prices.
      await browser.context.setOffline(false);
      const mine = async () => {
        const res = await page.request.get(`${server.url}/api/assortments?limit=200`);
        const body = (await res.json()) as {
          data: { id: string; title: string; products: (Product & Record<string, unknown>)[] }[];
        };
        return body.data.filter((a) => a.title === TITLE);
      };
      await expect.poll(async () => (await mine())[0]?.products.length ?? 0, WAIT).toBe(5);
      const [stored, ...duplicates] = await mine();
      expect(duplicates).toEqual([]);
      expect(stored!.id).toBe(assortmentId);
      const priced = stored!.products.find((p) => p.discountPercent === 10);
      expect(priced?.style).toBe(firstStyle);
      // Net cost is cost minus the amount, the amount 10 % of the cost (000 §4).
      const amount = Number(priced!.discountAmount);
      const cost = Number(priced!.netCost) + amount;
      expect(amount).toBeGreaterThan(0);
      expect(amount).toBe(Math.round((cost * 10) / 100));
      await page.close();
    },
  );
});

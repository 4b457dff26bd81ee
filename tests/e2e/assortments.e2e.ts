// Assortments with the real server, the built PWA and Chromium (spec 000 §2 assortment manager
// and assortment screens, §3 display groups and Assortment document, §4 pricing, group sort,
// undo and redo). Screenshots (1366 × 1024) go to /tmp/shots/.
//   1. A manager with the network cut from the start: a folder and a static assortment in it,
//      30 products added from the library's filter bar and 5 by pasted ids, a discount (the net
//      cost follows) and a markup, undo and redo, grouped by gender with a style dragged to
//      another group, a spreadsheet and a line sheet exported on the device, a reload that
//      finds everything; back online, another session of the same user reads it all over REST
//      once, nothing duplicated.
//   2. A dynamic assortment made from a filter follows the catalogue: a product the server's
//      catalogue changes to match appears on the device without a reload.
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import ExcelJS from 'exceljs';
import { IntlMessageFormat } from 'intl-messageformat';
import { request as playwrightRequest, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfPagesText } from '@portal/workers/test-fixtures/pdf-text.node.ts';
import { launchBrowser, type E2EBrowser } from './support/browser.ts';
import { ensureBuilt } from './support/build.ts';
import { firstRowCell } from './support/grid.ts';
import { text } from './support/messages.ts';
import { demoAccount, loginWithApi, loginWithDialog, waitForDeviceSync } from './support/portal.ts';
import { startPortal, type PortalServer } from './support/server.ts';

const TIMEOUT = { timeout: 300_000 };
const WAIT = { timeout: 60_000 };
const TITLE = 'E2E Offline Line';
const MANAGER = demoAccount('assortment-manager');

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

const says = (id: string, values: Record<string, string | number>) =>
  String(new IntlMessageFormat(text(id), 'en-US').format(values));

interface Product {
  style: string;
  color: string;
  gender?: string;
}

/** Footwear products as the server's product fetch gives them (a filter object optional). */
async function fetchProducts(page: Page, limit: number, filter: Record<string, string> = {}) {
  const res = await page.request.post(`${server.url}/api/products/fetch`, {
    data: {
      productType: 'Footwear',
      filter,
      today: new Date().toISOString().slice(0, 10),
      _options: { limit },
    },
    headers: { origin: server.url },
  });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { data: [{ data: Product[] }] };
  return body.data[0].data;
}

/** A page of the manager's browser, signed in once (later tests share the session). */
let signedIn = false;
async function signIn(): Promise<Page> {
  await browser.context.setOffline(false);
  const page = await browser.context.newPage();
  if (!signedIn) await loginWithDialog(page, server.url, MANAGER.email, MANAGER.password);
  else await page.goto(`${server.url}/dashboard`);
  signedIn = true;
  await waitForDeviceSync(page, text('common.syncState.online'));
  return page;
}

/** Opens a filter group of a bar and picks the option with the most (or fewest) products. */
async function pickOption(page: Page, bar: Locator, group: string, most: boolean) {
  await bar.getByRole('button', { name: new RegExp(`^${group}`) }).click();
  const options = page.getByRole('dialog', { name: group }).getByRole('option');
  await options.first().waitFor(WAIT);
  const names = await options.allTextContents();
  const counted = names
    .map((name, i) => ({
      i,
      name,
      count: Number(/\(([\d,]+)\)\s*$/.exec(name)?.[1]?.replace(/,/g, '') ?? 0),
    }))
    .filter((o) => o.count > 0)
    .sort((a, b) => (most ? b.count - a.count : a.count - b.count));
  const chosen = counted[0]!;
  await options.nth(chosen.i).click();
  await page.keyboard.press('Escape');
  return { value: chosen.name.replace(/\s*\([\d,]+\)\s*$/, '').trim(), count: chosen.count };
}

/** The style the group section titled `title` lists, in order. */
const stylesOfGroup = (page: Page, title: string) =>
  page
    .getByRole('grid', { name: says('labels.assortmentSort.stylesOf', { title }) })
    .locator('.as-style-id')
    .allTextContents();

describe('[000 §2 assortment manager] a manager offline from the start', () => {
  it(
    '[000 §4 discount] builds, prices, groups and exports an assortment offline; back online the server has it once',
    TIMEOUT,
    async () => {
      const page = await signIn();
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
        timeout: 60_000,
      });
      const fetched = await fetchProducts(page, 60);

      await page.goto(`${server.url}/product/assortments/all`);
      await page.getByRole('button', { name: text('buttons.assortments.new') }).waitFor(WAIT);
      await browser.context.setOffline(true);
      await page.reload();

      // A folder, made the active one, and the assortment created in it (000 §2).
      const folderName = text('labels.assortments.newFolderName');
      await page.getByRole('button', { name: text('buttons.assortments.newFolder') }).click();
      const folderCell = page.locator('[role="gridcell"]', { hasText: folderName }).first();
      await folderCell.waitFor(WAIT);
      await page.keyboard.press('Escape');
      await folderCell.click();
      await page.getByRole('button', { name: text('buttons.assortments.new') }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(text('labels.assortments.title')).fill(TITLE);
      await dialog.getByRole('button', { name: text('buttons.assortments.create') }).click();
      await page.waitForURL(/\/assortment\/[^/]+\/manage$/, WAIT);
      await page.getByRole('heading', { level: 1, name: TITLE }).waitFor(WAIT);
      const assortmentId = /\/assortment\/([^/]+)\/manage$/.exec(page.url())![1]!;
      const grid = page.getByRole('grid', {
        name: says('labels.assortmentGrid.gridLabel', { title: TITLE }),
      });
      // The rows the assortment grid counts (its status bar: the grid draws only those in view).
      const rowCount = async () =>
        Number(
          /[\d,]+/
            .exec(
              (await page.locator('.am-grid .pg-status > span').first().textContent()) ?? '',
            )?.[0]
            ?.replace(/,/g, '') ?? -1,
        );

      // 30 products from the library's filter bar: the gender with the most products, the
      // first 30 rows picked with Shift+ArrowDown, Add Selected.
      await page.getByRole('button', { name: text('buttons.assortmentGrid.search.open') }).click();
      const panel = page.getByTestId('assortment-search');
      const bar = panel.getByRole('region', { name: text('labels.assortmentGrid.search.filters') });
      const gender = await pickOption(page, bar, text('products.filterBar.group.gender'), true);
      expect(gender.count).toBeGreaterThanOrEqual(30);
      const results = panel.getByRole('grid', {
        name: text('labels.assortmentGrid.search.gridLabel'),
      });
      // Once the index has answered (the count shows), the rows stay put.
      await expect
        .poll(() => panel.getByTestId('search-count').textContent(), WAIT)
        .toBe(says('labels.assortmentGrid.dynamicCount', { count: gender.count }));
      await (await firstRowCell(results, text('labels.productLibrary.name'))).click();
      for (let i = 0; i < 29; i += 1) await page.keyboard.press('Shift+ArrowDown');
      await panel
        .getByRole('button', {
          name: says('buttons.assortmentGrid.search.addSelected', { count: 30 }),
        })
        .click();
      await page
        .getByText(says('msgCodes.assortmentGrid.itemsAdded', { count: 30 }))
        .first()
        .waitFor(WAIT);
      await expect.poll(rowCount, WAIT).toBe(30);
      await page.screenshot({ path: '/tmp/shots/assortments-search-offline.png' });
      await panel
        .getByRole('button', { name: text('buttons.assortmentGrid.search.close') })
        .click();

      // Five more by pasted ids (000 §2 Style/Color IDs): products of another gender.
      const five = fetched.filter((p) => p.gender !== gender.value).slice(0, 5);
      expect(five).toHaveLength(5);
      await page.getByRole('button', { name: text('buttons.assortmentGrid.addProducts') }).click();
      const add = page.getByRole('dialog');
      await add
        .getByLabel(text('labels.assortmentGrid.addIds'))
        .fill(five.map((p) => `${p.style}_${p.color}`).join('\n'));
      await add
        .getByRole('button', { name: text('buttons.assortmentGrid.add'), exact: true })
        .click();
      await page
        .getByText(says('msgCodes.assortmentGrid.itemsAdded', { count: 5 }))
        .first()
        .waitFor(WAIT);
      await expect.poll(rowCount, WAIT).toBe(35);

      // A discount percentage on the first row (000 §4: the amount and net cost follow) and a
      // markup of 70 % on the second (net cost = suggested retail × 0.3, under the cost, so the
      // discount follows).
      const firstStyle = (
        await (await firstRowCell(grid, text('labels.assortmentGrid.style'))).textContent()
      )?.trim();
      await (await firstRowCell(grid, text('labels.assortmentGrid.discountPercent'))).click();
      await page.keyboard.type('10');
      await page.keyboard.press('Enter');
      const cellText = async (header: string, row: number) =>
        (await (await firstRowCell(grid, text(header), row)).textContent())?.trim();
      const second = `${await cellText('labels.assortmentGrid.style', 1)}_${await cellText('labels.assortmentGrid.color', 1)}`;
      // Enter went down a row; four to the right is its Markup % (the grid scrolls to it).
      for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowRight');
      const secondNet = await firstRowCell(grid, text('labels.assortmentGrid.netCost'), 1);
      const netBefore = await secondNet.textContent();
      await page.keyboard.type('70');
      await page.keyboard.press('Enter');
      await expect.poll(() => secondNet.textContent(), WAIT).not.toBe(netBefore);
      const netMarked = await secondNet.textContent();
      // Undo (Ctrl+Z) takes the markup back, redo (Alt+Z) puts it back (000 §4).
      await page.keyboard.press('Control+z');
      await expect.poll(() => secondNet.textContent(), WAIT).toBe(netBefore);
      await page.keyboard.press('Alt+z');
      await expect.poll(() => secondNet.textContent(), WAIT).toBe(netMarked);
      await page.getByText(text('common.grid.allChangesSaved')).first().waitFor(WAIT);
      await page.screenshot({ path: '/tmp/shots/assortments-manage-offline.png' });

      // Group by gender and drag the first group's first style to the next list (keyboard
      // drag: the handle, Enter, Tab to the next list that takes styles, Enter).
      await page.getByRole('link', { name: text('labels.assortmentGrid.tab.sort') }).click();
      await page
        .getByRole('button', { name: new RegExp(text('labels.assortmentSort.groupBy')) })
        .click();
      await page
        .getByRole('option', { name: text('labels.assortmentSort.groupBy.gender'), exact: true })
        .click();
      await expect.poll(() => stylesOfGroup(page, gender.value), WAIT).not.toEqual([]);
      const moved = (await stylesOfGroup(page, gender.value))[0]!;
      // The row first (the list keeps the focus on its focused row), then its handle; each
      // step waits for react-aria's drag state (the dragged item, then a drop target).
      const styleRow = page.locator('.as-style', { hasText: moved }).first();
      await styleRow.locator('.as-style-id').click();
      await page
        .getByRole('button', { name: says('buttons.assortmentSort.dragStyle', { style: moved }) })
        .focus();
      await page.keyboard.press('Enter');
      await page.locator('.as-style[data-dragging]').first().waitFor(WAIT);
      await page.keyboard.press('Tab');
      await page.locator('[data-drop-target]').first().waitFor(WAIT);
      await page.keyboard.press('Enter');
      await expect
        .poll(async () => (await stylesOfGroup(page, gender.value)).includes(moved), WAIT)
        .toBe(false);
      await page.screenshot({ path: '/tmp/shots/assortments-sort-offline.png' });

      // The spreadsheet and the line sheet, generated on the device while offline.
      await page.getByRole('link', { name: text('labels.assortmentGrid.tab.export') }).click();
      const exportButton = page.getByRole('button', {
        name: text('buttons.assortmentExport.export'),
      });
      const [xlsxDownload] = await Promise.all([
        page.waitForEvent('download', WAIT),
        exportButton.click(),
      ]);
      const xlsx = path.join(dir, 'assortment.xlsx');
      await xlsxDownload.saveAs(xlsx);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(readFileSync(xlsx) as unknown as ArrayBuffer);
      const sheet = wb.worksheets[0]!;
      const cells = sheet.getSheetValues().flat().map(String);
      for (const p of five) expect(cells).toContain(p.style);
      expect(sheet.actualRowCount).toBe(36);
      // react-aria's radio: its input is hidden under the label, which takes the click.
      await page
        .locator('label.ax-radio', {
          hasText: new RegExp(`^${text('labels.assortmentExport.type.PDF')}$`),
        })
        .click();
      const [pdfDownload] = await Promise.all([
        page.waitForEvent('download', { timeout: 120_000 }),
        exportButton.click(),
      ]);
      const pdf = path.join(dir, 'line-sheet.pdf');
      await pdfDownload.saveAs(pdf);
      // pdfjs reads the text back (the same reader the workers' PDF tests use).
      const pdfText = (await pdfPagesText(new Uint8Array(readFileSync(pdf)))).join(' ');
      expect(pdfText).toContain(TITLE);
      for (const p of five) expect(pdfText).toContain(p.style);

      // A reload, still offline: everything is on the device.
      await page.goto(`${server.url}/product/assortments/assortment/${assortmentId}/manage`);
      await expect.poll(rowCount, WAIT).toBe(35);
      // The grouping and the moved style too (the rows follow the sort screen's order now).
      await page.getByRole('link', { name: text('labels.assortmentGrid.tab.sort') }).click();
      await expect.poll(() => stylesOfGroup(page, gender.value), WAIT).not.toEqual([]);
      expect(await stylesOfGroup(page, gender.value)).not.toContain(moved);

      // Back online: another session of the same user reads it over REST, once.
      await browser.context.setOffline(false);
      const other = await playwrightRequest.newContext();
      try {
        await loginWithApi(other, server.url, MANAGER.email, MANAGER.password);
        const mine = async () => {
          const res = await other.get(`${server.url}/api/assortments?limit=200`);
          const body = (await res.json()) as {
            data: (Record<string, unknown> & {
              id: string;
              title: string;
              type?: string;
              hierarchy?: string[];
              products: (Product & Record<string, unknown>)[];
              displayGroups?: { title: string; styles?: { style: string }[] }[];
            })[];
          };
          return body.data;
        };
        const titled = async () => (await mine()).filter((a) => a.title === TITLE);
        await expect
          .poll(
            async () => {
              const [a] = await titled();
              const grouped = a?.displayGroups?.find((g) =>
                g.styles?.some((s) => s.style === moved),
              );
              return `${a?.products.length} ${grouped?.title !== undefined && grouped.title !== gender.value}`;
            },
            { timeout: 90_000 },
          )
          .toBe('35 true');
        const [stored, ...duplicates] = await titled();
        expect(duplicates).toEqual([]);
        expect(stored!.id).toBe(assortmentId);
        expect(stored!.hierarchy).toEqual([folderName]);
        const folders = (await mine()).filter((a) => a.type === 'folder' && a.title === folderName);
        expect(folders).toHaveLength(1);
        expect(new Set(stored!.products.map((p) => `${p.style}_${p.color}`)).size).toBe(35);
        const priced = stored!.products.find((p) => p.discountPercent === 10);
        expect(priced?.style).toBe(firstStyle);
        // Net cost is cost minus the amount, the amount 10 % of the cost (000 §4).
        const amount = Number(priced!.discountAmount);
        const cost = Number(priced!.netCost) + amount;
        expect(amount).toBeGreaterThan(0);
        expect(amount).toBe(Math.round((cost * 10) / 100));
        // The markup wrote the second row's net cost and, from it, its discount.
        const marked = stored!.products.find((p) => `${p.style}_${p.color}` === second);
        expect(Number(marked?.discountPercent)).toBeGreaterThan(0);
        expect(stored!.uiSettings).toMatchObject({ groupSettings: { groupBy: 'gender' } });
      } finally {
        await other.dispose();
      }
      await page.close();
    },
  );
});

describe('[000 §3 dynamic assortment] made from a filter', () => {
  it(
    '[000 §3 dynamic assortment] follows the catalogue: a product changed on the server to match appears on the device',
    TIMEOUT,
    async () => {
      const page = await signIn();
      await page.goto(`${server.url}/product/assortments/all`);
      await page.getByRole('button', { name: text('buttons.assortments.new') }).click();
      const dialog = page.getByRole('dialog');
      await dialog
        .getByRole('button', { name: new RegExp(text('labels.assortments.method')) })
        .click();
      await page.getByRole('option', { name: text('enums.assortments.method.dynamic') }).click();
      await dialog.getByLabel(text('labels.assortments.title')).fill('E2E Follows');
      await dialog.getByRole('button', { name: text('buttons.assortments.create') }).click();
      await page.waitForURL(/\/manage$/, WAIT);

      // The gender with the fewest products: the rows are exactly what the query finds.
      const bar = page.getByRole('region', { name: text('labels.assortmentGrid.dynamicFilters') });
      const gender = await pickOption(page, bar, text('products.filterBar.group.gender'), false);
      const count = page.getByTestId('dynamic-count');
      const countText = (n: number) => says('labels.assortmentGrid.dynamicCount', { count: n });
      await expect.poll(() => count.textContent(), WAIT).toBe(countText(gender.count));
      await page.screenshot({ path: '/tmp/shots/assortments-dynamic.png' });

      // The catalogue changes on the server (its feed, here SQL while it is stopped): a product
      // of another gender becomes one of this gender.
      const [other] = (await fetchProducts(page, 50)).filter((p) => p.gender !== gender.value);
      expect(other).toBeDefined();
      await server.stop();
      const db = new PGlite(server.dataDir);
      try {
        await db.query('UPDATE products SET gender = $1 WHERE style = $2 AND color = $3', [
          gender.value,
          other!.style,
          other!.color,
        ]);
      } finally {
        await db.close();
      }
      await server.restart();

      // The device catches up without a reload: one more product, that one among the rows.
      await expect
        .poll(() => count.textContent(), { timeout: 120_000 })
        .toBe(countText(gender.count + 1));
      await page.getByRole('gridcell', { name: other!.style }).first().waitFor(WAIT);
      await page.close();
    },
  );
});

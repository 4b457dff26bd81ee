// Issue 6 "done when": with the network cut, an Excel workbook goes through the bulk-download
// import screen (spec 000 §4 Excel import flow): Column Associations, the import grid,
// validation against the device catalogue, errors as tooltips and in the status bar, fixes in
// place, and a line sheet PDF of demo products whose first page renders like a document.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type E2EBrowser } from './support/browser.ts';
import { text } from './support/messages.ts';
import { pngSize } from './support/png.ts';
import { demoAccount, loginWithDialog } from './support/portal.ts';
import { buildWebPrivately } from './support/private-build.ts';
import { startPortal, type PortalServer } from './support/server.ts';

const ROUTE = '/product/libraries/products/bulk-download';
const VIEWER = demoAccount('products-viewer');

interface DemoProduct {
  id: string;
  style: string;
  color: string;
  name: string;
  image?: string;
  locations?: { code: string }[];
}

let webDir: string;
let server: PortalServer;
let browser: E2EBrowser;
let page: Page;
const work = mkdtempSync(path.join(tmpdir(), 'excel-import-e2e-'));
const consoleLines: string[] = [];

/** Waits for the device catalogue to hold at least n products; on timeout says what the page saw. */
async function catalogueHolds(n: number, timeout: number): Promise<void> {
  try {
    await page.waitForFunction(
      (least) =>
        Number(
          document.querySelector('[data-testid="catalogue-count"]')?.getAttribute('data-count') ||
            0,
        ) >= least,
      n,
      { timeout },
    );
  } catch (error) {
    const seen = await page
      .evaluate(() => ({
        count: document
          .querySelector('[data-testid="catalogue-count"]')
          ?.getAttribute('data-count'),
        onLine: navigator.onLine,
        body: document.body.innerText.slice(0, 600),
      }))
      .catch(() => null);
    const locks = await page
      .evaluate(async () => JSON.stringify(await navigator.locks.query()))
      .catch(() => null);
    const workers = browser.context.serviceWorkers().map((w) => w.url());
    console.error('catalogue wait failed', JSON.stringify(seen), locks, workers);
    console.error(consoleLines.join('\n'));
    console.error('server output:\n', server.output().slice(-4000));
    throw error;
  }
}

beforeAll(async () => {
  // Its own build: the screen under test, without touching dist/web other runs may be using.
  webDir = buildWebPrivately('excel-import-web-');
  server = await startPortal({ env: { WEB_DIST: webDir } });
  browser = await launchBrowser({ acceptDownloads: true });
  page = await browser.context.newPage();
  page.on('console', (m) => {
    consoleLines.push(`${m.type()}: ${m.text()}`);
    if (process.env.E2E_DEBUG) console.log('[page]', m.type(), m.text());
  });
  await loginWithDialog(page, server.url, VIEWER.email, VIEWER.password);
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
  rmSync(work, { recursive: true, force: true });
  if (webDir && !process.env.E2E_PRIVATE_WEB) rmSync(webDir, { recursive: true, force: true });
});

/** Demo products as the server gives them to this user (its first pull page). */
async function demoProducts(): Promise<DemoProduct[]> {
  const res = await page.request.get(
    `${server.url}/api/sync/products/pull?txid=0&seq=0&scope=&fresh=1&limit=60&total=0`,
  );
  expect(res.ok(), await res.text()).toBe(true);
  const body = (await res.json()) as { documents: DemoProduct[] };
  return body.documents;
}

const cell = (row: number, col: number) =>
  page.locator(`[role="row"][data-r="${row}"] [role="gridcell"][data-c="${col}"]`);
const actionButton = () => page.getByTestId('import-action');

describe('Excel import, offline (bulk download)', () => {
  it('validates a workbook against the device catalogue and downloads a line sheet PDF', async () => {
    const all = await demoProducts();
    const userLocation = 'US';
    const usable = all.filter((p) => p.locations?.some((l) => l.code === userLocation));
    expect(usable.length).toBeGreaterThanOrEqual(6);
    const chosen = usable.slice(0, 5);
    const replacement = usable[5]!;

    // Online: the screen opens the device catalogue and the sync engine fills it.
    await page.goto(`${server.url}${ROUTE}`);
    // The service worker takes control on its first install (clientsClaim); the offline part
    // needs it to serve the app and the cached images.
    // Its install precaches the whole app (~6 MB with the worker chunks): slow on a busy machine.
    await page.waitForFunction(
      async () => {
        const registration = await navigator.serviceWorker.ready;
        return registration.active?.state === 'activated';
      },
      undefined,
      { timeout: 120_000 },
    );
    // One reload, as a user coming back would: the page is then served by the service worker,
    // and this document holds the device database alone (the login page that opened it is
    // gone), so the catalogue sync runs here.
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await catalogueHolds(all.length, 90_000);
    // Warm the image cache for all but the last product: its image is missing offline and
    // the PDF must still be made (with its 'Image coming soon' box).
    await page.evaluate(
      async (keys) => {
        for (const key of keys) await fetch(`/api/files/${key}`).then((r) => r.arrayBuffer());
      },
      [...chosen.slice(0, 4), replacement].flatMap((p) => (p.image ? [p.image] : [])),
    );

    // The workbook: codes as text (leading zeros), one unknown style, one duplicate row, and
    // a column the import does not know.
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Buy');
    sheet.addRow(['Style Number', 'Color', 'Name', 'Buyer Comment']);
    for (const p of chosen) sheet.addRow([p.style, p.color, p.name, 'ok']);
    sheet.addRow(['999999', 'XXX', 'Unknown Shoe', 'typo']);
    sheet.addRow([chosen[0]!.style, chosen[0]!.color, chosen[0]!.name, 'twice']);
    const file = path.join(work, 'buy-sheet.xlsx');
    writeFileSync(file, new Uint8Array(await workbook.xlsx.writeBuffer()));

    // Cut the network: the server stops and the browser goes offline.
    await server.stop();
    await page.context().setOffline(true);
    await page.goto(`${server.url}${ROUTE}`);
    await page
      .getByRole('heading', { level: 1, name: text('products.bulkDownload.title') })
      .waitFor();
    await catalogueHolds(1, 30_000);

    await page.getByTestId('import-file').setInputFiles(file);
    const dialog = page.getByTestId('column-associations');
    await dialog.waitFor();
    await dialog.getByRole('heading', { name: text('products.importMapping.title') }).waitFor();
    const mapped = async (label: string) => {
      const select = dialog.getByLabel(label, { exact: true });
      return select.evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.textContent ?? '');
    };
    // Header matching (spec 000 §5): 'Style Number' is the style's product property label.
    expect(await mapped(text('labels.export.style'))).toBe('Style Number');
    expect(await mapped(text('labels.export.color'))).toBe('Color');
    expect(await mapped(text('labels.export.name'))).toBe('Name');
    expect(await mapped(text('labels.export.styleNote'))).toBe(
      text('products.importMapping.notMapped'),
    );
    await dialog.getByRole('button', { name: text('products.importMapping.apply') }).click();
    await dialog.waitFor({ state: 'detached' });

    // Rows in the import grid, codes as text; the bulk download validates by itself.
    await expect.poll(() => cell(0, 0).textContent()).toBe(chosen[0]!.style);
    await expect
      .poll(() => actionButton().textContent(), { timeout: 20_000 })
      .toBe('Critical Issues Fixed - Resubmit');
    const status = page.getByTestId('import-status');
    await expect.poll(() => status.textContent()).toContain('Row 7: Style/Color Not Found');
    expect(await status.textContent()).toContain('Row 8: Duplicate Style/Color');
    expect(await status.textContent()).toContain('Row 2: Duplicate Style/Color');
    expect(await cell(5, 0).getAttribute('title')).toBe('Style/Color Not Found');
    expect(await cell(6, 1).getAttribute('title')).toBe('Duplicate Style/Color');

    // Fix: delete the duplicate row, correct the unknown style/colour in place.
    await cell(6, 0).click({ button: 'right' });
    await page.getByRole('menuitem', { name: text('common.grid.delete') }).click();
    await expect.poll(() => page.locator('[role="row"][data-r]').count()).toBe(6);
    await cell(5, 0).click();
    await page.keyboard.type(replacement.style);
    await page.keyboard.press('Enter');
    await cell(5, 1).click();
    await page.keyboard.type(replacement.color);
    await page.keyboard.press('Enter');
    // The sheet's name belongs to the unknown style: cleared, so it cannot differ from the
    // product's ('Data Differs From Excel file' would be a warning).
    await cell(5, 2).click();
    await page.keyboard.press('Delete');
    await expect.poll(() => cell(5, 0).textContent()).toBe(replacement.style);
    await expect.poll(() => cell(5, 2).textContent()).toBe('');
    await expect.poll(() => actionButton().textContent()).toBe('Revalidate Items');

    await actionButton().click();
    await expect
      .poll(() => actionButton().textContent(), { timeout: 20_000 })
      .toBe('Download Items');
    expect(await status.textContent()).toContain('All items passed validation.');

    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      actionButton().click(),
    ]);
    const pdf = path.join(work, download.suggestedFilename());
    await download.saveAs(pdf);
    expect(download.suggestedFilename()).toMatch(/Line Sheet\.pdf$/);
    // It went through the download queue (spec 001 §4), which shows it done.
    const queue = page.getByTestId('downloads');
    await expect
      .poll(() => queue.textContent())
      .toContain(text('common.downloads.status.completed'));
    expect(await queue.textContent()).toContain(text('products.bulkDownload.title'));

    const pdfText = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
    for (const p of [...chosen, replacement]) expect(pdfText).toContain(p.style);
    expect(pdfText).not.toContain('999999');
    expect(pdfText).toMatch(/line sheet/i);
    // The image that was never cached is missing offline: the document has its placeholder.
    const warmed = new Set([...chosen.slice(0, 4), replacement].map((p) => p.image));
    if (!warmed.has(chosen[4]!.image)) expect(pdfText).toContain(text('labels.pdf.noImage'));

    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '60',
      '-f',
      '1',
      '-l',
      '1',
      pdf,
      path.join(work, 'page'),
    ]);
    const png = readFileSync(path.join(work, 'page-1.png'));
    const { width, height } = pngSize(png);
    // US Letter landscape at 60 dpi: 660 × 510.
    expect(width).toBe(660);
    expect(height).toBe(510);
    const stats = await sharp(png).stats();
    const spread = Math.max(...stats.channels.map((c) => c.stdev));
    expect(spread).toBeGreaterThan(20); // not a blank page
    if (process.env.KEEP_E2E_PNG) writeFileSync(process.env.KEEP_E2E_PNG, png);
  }, 300_000); // one long scenario: build-sized precache, sync, offline round trip
});

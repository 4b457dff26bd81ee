// The sample inventory in Chromium (spec 001 §2 "Sample inventory", §3, §4, §5, §7, §8), with the
// real server and the built PWA:
// (a) a Production user, with the network cut and the page reloaded, imports a workbook of valid
//     and invalid rows (only the valid ones are added, each invalid row names its §8 message),
//     moves a sample to another bin (a tracking record appears in its history), exports the
//     view, reconnects, and the server holds exactly those samples;
// (b) a Sales user transfers two samples to Production and sees the outcome; a user with only
//     the Sales library never gets a Production sample, on the device or over REST.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { IntlMessageFormat } from 'intl-messageformat';
import { request as playwrightRequest, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type E2EBrowser } from './support/browser.ts';
import { firstRowCell } from './support/grid.ts';
import { ensureBuilt } from './support/build.ts';
import { text } from './support/messages.ts';
import {
  ADMIN,
  demoAccount,
  loginWithApi,
  loginWithDialog,
  waitForDeviceSync,
} from './support/portal.ts';
import { startPortal, type PortalServer } from './support/server.ts';
import { pullAll, type ServerDoc } from './support/sync-api.ts';

const TIMEOUT = { timeout: 180_000 };
/** An en-US message with its values (plurals), as the app shows it. */
const says = (id: string, values: Record<string, number>) =>
  String(new IntlMessageFormat(text(id), 'en-US').format(values));
const SYNC_WAIT = { timeout: 60_000, interval: 500 };
const PRODUCTION = '/product/libraries/samples/production';
const SALES = '/product/libraries/samples/sales';

let server: PortalServer;
let browser: E2EBrowser;
let dir: string;
beforeAll(async () => {
  ensureBuilt();
  dir = mkdtempSync(path.join(tmpdir(), 'samples-e2e-'));
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

async function signIn(page: Page, local: string): Promise<void> {
  const account = demoAccount(local);
  await browser.context.setOffline(false);
  await page.request.get(`${server.url}/api/users/logout`);
  await loginWithDialog(page, server.url, account.email, account.password);
  await waitForDeviceSync(page, text('common.syncState.online'));
  // Offline reloads need the service worker in control of the page.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 60_000,
  });
}

const HEADERS = ['Division', 'Style', 'Color', 'Size', 'Side', 'Status', 'Quantity', 'Bin'];
const HEADERS_MOLD = [...HEADERS, 'Mold Number', 'Mold Date'];

async function workbookFile(rows: readonly (readonly (string | number)[])[]): Promise<string> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('Samples');
  sheet.addRow(HEADERS_MOLD);
  for (const row of rows) sheet.addRow([...row]);
  const file = path.join(dir, 'samples.xlsx');
  writeFileSync(file, Buffer.from(await wb.xlsx.writeBuffer()));
  return file;
}

describe('[001 §2 sample inventory] Production, offline: import, move, export, reconnect', () => {
  it(
    '[001 §4 bulk sample add] only valid rows are added offline; a moved bin is tracked; the export and the server agree',
    TIMEOUT,
    async () => {
      const page = await browser.context.newPage();
      await signIn(page, 'samples-production');
      const before = await pullAll(page.request, server.url, 'sampleInventory');
      const existing = before.find((s) => s.library === 'Production' && s.size && s.side);
      if (!existing) throw new Error('the demo data has Production samples');

      await page.goto(`${server.url}${PRODUCTION}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await browser.context.setOffline(true);
      await page.reload();
      await page.getByText(text('labels.samples.offline')).waitFor();

      // Three new samples, one without a bin, one that the library already holds.
      const file = await workbookFile([
        ['FW', 'E2E101', 'BLK', '9', 'Left', 'Available', 2, 'E-01', 'ME-101', '2026-01-15'],
        ['FW', 'E2E102', 'WHT', '8', 'Pair', 'Available', 1, 'E-02', 'ME-102', '2026-01-16'],
        ['FW', 'E2E103', 'RED', '7', 'Right', 'Reserved', 3, 'E-03', 'ME-103', '2026-01-17'],
        ['FW', 'E2E104', 'BLU', '9', 'Left', 'Available', 1, '', 'ME-104', '2026-01-18'],
        [
          String(existing.division ?? 'FW'),
          String(existing.style),
          String(existing.color),
          String(existing.size),
          String(existing.side),
          'Available',
          1,
          'E-05',
          'ME-105',
          '2026-01-19',
        ],
      ]);
      await page.getByRole('button', { name: text('buttons.samples.import.open') }).click();
      const dialog = page.getByTestId('sample-import');
      await dialog.getByTestId('sample-import-file').setInputFiles(file);
      const mapping = page.getByTestId('column-associations');
      await mapping.getByRole('button', { name: text('products.importMapping.apply') }).click();
      const add = dialog.getByTestId('sample-import-add');
      await expect.poll(() => add.textContent(), SYNC_WAIT).toContain('3');
      // Each invalid row is listed with its §8 message (sheet rows count the header as 1).
      const status = dialog.getByTestId('import-status');
      await expect
        .poll(() => status.textContent(), SYNC_WAIT)
        .toContain(`Row 5: ${text('msgCodes.importSampleMissingValue')}`);
      expect(await status.textContent()).toContain(
        `Row 6: ${text('msgCodes.importSampleAlreadyExists')}`,
      );
      await page.screenshot({ path: '/tmp/shots/samples-import-validated.png' });
      await add.click();
      await page
        .getByText(says('labels.samples.import.added', { count: 3 }))
        .first()
        .waitFor();
      await page.keyboard.press('Escape');

      // Move E2E101 to another bin: the history shows where it went.
      await page.goto(`${server.url}${PRODUCTION}?style=E2E101`);
      const bin = await firstRowCell(page, text('labels.samples.field.bin'));
      await expect.poll(() => bin.textContent(), SYNC_WAIT).toBe('E-01');
      await bin.click();
      await page.keyboard.type('E-99');
      await page.keyboard.press('Enter');
      await expect.poll(() => bin.textContent()).toBe('E-99');
      await page.getByText(text('common.grid.allChangesSaved')).first().waitFor(SYNC_WAIT);
      await bin.click();
      await page.getByRole('button', { name: text('buttons.samples.history') }).click();
      const history = page.getByRole('complementary');
      await expect
        .poll(() => history.textContent(), SYNC_WAIT)
        .toContain(text('labels.samples.tracking.action.moved'));
      expect(await history.textContent()).toContain('E-01 → E-99');
      await page.screenshot({ path: '/tmp/shots/samples-production-history.png' });
      await page.keyboard.press('Escape');

      // Export the view, offline: the sheet holds the moved sample, dates as YYYY-MM-DD.
      const [download] = await Promise.all([
        page.waitForEvent('download', TIMEOUT),
        page.getByRole('button', { name: text('buttons.samples.export') }).click(),
      ]);
      const xlsx = path.join(dir, 'export.xlsx');
      await download.saveAs(xlsx);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(readFileSync(xlsx) as unknown as ArrayBuffer);
      const sheet = wb.worksheets[0]!;
      const header = (sheet.getRow(1).values as unknown[]).map(String);
      const row = (sheet.getRow(2).values as unknown[]).map((v) => (v == null ? '' : String(v)));
      expect(sheet.actualRowCount).toBe(2);
      expect(row[header.indexOf(text('labels.samples.field.style'))]).toBe('E2E101');
      expect(row[header.indexOf(text('labels.samples.field.bin'))]).toBe('E-99');
      expect(row.some((v) => /^\d{4}-\d{2}-\d{2}$/.test(v))).toBe(true);

      // Reconnect: the server has exactly the three samples, the move and its record.
      await browser.context.setOffline(false);
      const imported = async () =>
        (await pullAll(page.request, server.url, 'sampleInventory'))
          .filter((s) => String(s.style).startsWith('E2E1'))
          .sort((a, b) => String(a.style).localeCompare(String(b.style)));
      await expect
        .poll(async () => (await imported()).map((s) => `${s.style}:${s.bin}`), SYNC_WAIT)
        .toEqual(['E2E101:E-99', 'E2E102:E-02', 'E2E103:E-03']);
      const moved = (await imported())[0]!;
      expect(moved).toMatchObject({
        library: 'Production',
        division: 'FW',
        totalQty: 2,
        onHandQty: 2,
        moldNum: 'ME-101',
        moldDate: '2026-01-15',
      });
      expect(moved.tracking).toEqual([
        expect.objectContaining({ action: 'Moved', field: 'bin', from: 'E-01', to: 'E-99' }),
      ]);
      const all = await pullAll(page.request, server.url, 'sampleInventory');
      expect(all.length).toBe(before.length + 3);
      await page.close();
    },
  );
});

describe('[001 §4 sample inventory transfer] Sales to Production', () => {
  it(
    '[001 §4 sample inventory transfer] a Sales user transfers two samples and sees them leave; Production stays out of reach',
    TIMEOUT,
    async () => {
      const page = await browser.context.newPage();
      await signIn(page, 'samples-sales');
      const before = await pullAll(page.request, server.url, 'sampleInventory');
      // [001 §2 sample inventory] the Sales-only user's device gets Sales samples alone …
      expect(before.length).toBeGreaterThan(2);
      expect(before.every((s) => s.library === 'Sales')).toBe(true);
      // … and REST refuses the Production library (permission table, 001 §6).
      const rest = await page.request.get(`${server.url}/api/sampleInventory/Production`);
      expect(rest.status()).toBe(403);
      expect(((await rest.json()) as { error?: { code?: string } }).error?.code).toBe('forbidden');

      await page.goto(`${server.url}${SALES}`);
      const style = await firstRowCell(page, text('labels.samples.field.style'));
      await style.waitFor();
      // Two rows selected by a range, then the transfer after its prompt.
      await style.click();
      await page.keyboard.press('Shift+ArrowDown');
      await page.getByRole('button', { name: text('buttons.samples.transfer') }).click();
      const prompt = page.getByRole('alertdialog');
      await prompt.getByText(says('labels.samples.transfer.confirm', { count: 2 })).waitFor();
      await prompt.getByRole('button', { name: text('buttons.samples.transfer') }).click();
      await page
        .getByText(says('labels.samples.transfer.done', { count: 2 }))
        .first()
        .waitFor(SYNC_WAIT);

      const after = await pullAll(page.request, server.url, 'sampleInventory');
      const gone = before.filter((s) => !after.some((a) => a.id === s.id));
      expect(gone).toHaveLength(2);
      expect(after.every((s) => s.library === 'Sales')).toBe(true);

      // On the server they are Production samples with the transfer's record.
      const admin = await playwrightRequest.newContext();
      try {
        await loginWithApi(admin, server.url, ADMIN.email, ADMIN.password);
        const production = await pullAll(admin, server.url, 'sampleInventory');
        const moved = gone.map((g) => production.find((p) => p.id === g.id));
        for (const sample of moved as (ServerDoc | undefined)[]) {
          expect(sample).toMatchObject({ library: 'Production' });
          expect(JSON.stringify(sample?.tracking)).toContain('Transferred to Production');
        }
      } finally {
        await admin.dispose();
      }
      await page.close();
    },
  );
});

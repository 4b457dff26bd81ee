// Issue 15 "done when" for the product library (spec 000 §2 /product/libraries/products, §3
// Product, §7 products fetch, §8 empty grid), with the real server, the built PWA and Chromium,
// as the demo products viewer (one location) and as the administrator (every location):
// (a) every module (Footwear, Apparel, POP) and the presets narrow the result exactly as the
//     server's POST /api/products/fetch says for the same filter (the same shared rules), a
//     combination of three, a pasted id list and a keyword included;
// (b) the open panel's options carry counts, and choosing one gives that count; back and
//     forward restore the filters;
// (c) Location offers ALL and the user's permitted locations only;
// (d) with the network cut, after a reload, the same filters give the same counts; a tear sheet
//     PDF downloads and an XLSX of a selection opens in exceljs with the selected products;
// Screenshots at 1366 × 1024 (grid, tiles, detail, filter bar open) in en-US and de-DE go to
// /tmp/shots/. The administrator's pass checks only (c): the filters are the same shared code.
import { mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type E2EBrowser } from './support/browser.ts';
import { ensureBuilt } from './support/build.ts';
import { text } from './support/messages.ts';
import { demoAccount, loginWithDialog, waitForDeviceSync } from './support/portal.ts';
import { startPortal, type PortalServer } from './support/server.ts';

const ROUTE = '/product/libraries/products';
const SHOTS = '/tmp/shots';
const TIMEOUT = { timeout: 60_000 };

type Filter = Readonly<Record<string, string | readonly string[]>>;
type ProductType = 'Footwear' | 'Apparel' | 'POP';
interface Doc {
  style: string;
  color: string;
  name: string;
  division?: string;
  gender?: string;
  features?: string[];
  categories?: Record<string, string>;
  components?: Record<string, string>;
  popType?: string;
  popCategory?: string;
  usage?: string;
  locations: { code: string; availability?: { size: string; inventory: number }[] }[];
}

let server: PortalServer;
beforeAll(async () => {
  ensureBuilt();
  mkdirSync(SHOTS, { recursive: true });
  server = await startPortal();
});
afterAll(async () => {
  await server?.dispose();
});

/** One signed-in browser per account, its REST calls with the page's session. */
function library(page: Page) {
  const today = () =>
    page.evaluate(() => {
      const d = new Date();
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
    });
  /** POST /api/products/fetch: the server's total and first rows for a filter. */
  const fetch = async (
    productType: ProductType,
    filter: Filter = {},
    extra: Record<string, unknown> = {},
    limit = 0,
  ): Promise<{ total: number; docs: Doc[] }> => {
    const res = await page.request.post(`${server.url}/api/products/fetch`, {
      data: { productType, filter, today: await today(), ...extra, _options: { limit } },
      headers: { origin: server.url },
    });
    expect(res.status()).toBe(200);
    const body = (await res.json()) as { data: [{ totalCount: number; data: Doc[] }] };
    return { total: body.data[0].totalCount, docs: body.data[0].data };
  };
  /** The total the screen shows ("1,234 products"), or null while it has none. */
  const shownCount = async (): Promise<number | null> => {
    const shown = (await page.getByTestId('product-count').textContent()) ?? '';
    const match = /^([\d,]+)/.exec(shown.trim());
    return match ? Number(match[1]!.replaceAll(',', '')) : null;
  };
  const search = (module: ProductType, filter: Filter) => {
    const params = new URLSearchParams({ module });
    for (const [key, value] of Object.entries(filter))
      for (const v of typeof value === 'string' ? [value] : value) params.append(key, v);
    return `${ROUTE}?${params}`;
  };
  /** Opens the library on a link of this filter and waits for the count the server gives. */
  const expectSame = async (module: ProductType, filter: Filter, expected: number) => {
    await page.goto(`${server.url}${search(module, filter)}`);
    await expect.poll(shownCount, TIMEOUT).toBe(expected);
  };
  return { fetch, shownCount, expectSame, search };
}

/** Until the first tiles' images have loaded (the screenshot shows them). */
const imagesLoaded = (page: Page) =>
  page.waitForFunction(
    () =>
      Array.from(document.querySelectorAll<HTMLImageElement>('article.pl-tile img'))
        .slice(0, 6)
        .every((img) => img.complete),
    undefined,
    TIMEOUT,
  );

/** The first value of `read` among the products, and one that is not the most common. */
function valueOf(docs: readonly Doc[], read: (d: Doc) => string | undefined): string {
  const counts = new Map<string, number>();
  for (const d of docs) {
    const v = read(d);
    if (v) counts.set(v, (counts.get(v) ?? 0) + 1);
  }
  const sorted = [...counts].sort((a, b) => a[1] - b[1]);
  const value = sorted[Math.floor(sorted.length / 2)]?.[0];
  if (!value) throw new Error('the demo data has no value for a filter');
  return value;
}

/** A signed-in browser at the tablet viewport whose device holds the user's catalogue. */
function signedIn(account: 'products-viewer' | 'admin') {
  const session = {} as { browser: E2EBrowser; page: Page; lib: ReturnType<typeof library> };
  beforeAll(async () => {
    session.browser = await launchBrowser({ viewport: { width: 1366, height: 1024 } });
    session.page = await session.browser.context.newPage();
    const { email, password } = demoAccount(account);
    await loginWithDialog(session.page, server.url, email, password);
    await waitForDeviceSync(session.page, text('common.syncState.online'));
    await session.page.waitForFunction(
      () => navigator.serviceWorker.controller !== null,
      undefined,
      { timeout: 30_000 },
    );
    session.lib = library(session.page);
  });
  afterAll(async () => {
    await session.browser?.context.setOffline(false).catch(() => undefined);
    await session.browser?.close();
  });
  return session;
}

// The administrator differs only in the locations offered (every location, 001 §6); the
// filter rules are the same shared code, so only the viewer walks the whole journey.
describe('the product library as the administrator', () => {
  const session = signedIn('admin');

  it('[001 §6 locations] Location offers ALL and every location of the catalogue; choosing one gives the server’s count', async () => {
    const { page, lib } = session;
    const footwear = await lib.fetch('Footwear', {}, {}, 1);
    await page.goto(`${server.url}${ROUTE}`);
    await expect.poll(lib.shownCount, { timeout: 120_000 }).toBe(footwear.total);
    const label = text('products.filterBar.group.location');
    await page.getByRole('button', { name: label, exact: true }).click();
    const options = page.getByRole('dialog', { name: label }).getByRole('option');
    await options.nth(1).waitFor(TIMEOUT);
    const codes = (await options.allTextContents()).map((o) => o.split(/[ (–]/)[0]);
    expect(codes[0]).toBe('ALL');
    expect(codes.length).toBeGreaterThan(2);
    const other = codes.find((c) => c !== 'ALL' && c !== 'US')!;
    await options.nth(codes.indexOf(other)).click();
    const { total } = await lib.fetch('Footwear', {}, { 'locations.code': other });
    await expect.poll(lib.shownCount, TIMEOUT).toBe(total);
    expect(page.url()).toContain(`location=${other}`);
    await page.keyboard.press('Escape');
  });
});

describe('the product library as the products viewer', () => {
  const account = 'products-viewer';
  const session = signedIn(account);
  /** Filters checked online, with the server's totals, checked again offline. */
  const checked: { module: ProductType; filter: Filter; total: number }[] = [];

  it('[000 §2 filter-bar] every module, a preset, a combination of three, an id paste and a keyword narrow the list as the server says', async () => {
    const { page, lib } = session;
    const footwear = await lib.fetch('Footwear', {}, {}, 1000);
    expect(footwear.total).toBeGreaterThan(20);
    // The whole catalogue reaches the device first: the default view equals the server's.
    await page.goto(`${server.url}${ROUTE}`);
    await expect.poll(lib.shownCount, { timeout: 120_000 }).toBe(footwear.total);
    await page.screenshot({ path: `${SHOTS}/products-grid-${account}-en-US.png` });

    const docs = footwear.docs;
    const us = (d: Doc) => d.locations.find((l) => l.code === d.locations[0]?.code);
    const cases: { module: ProductType; filter: Filter }[] = [
      { module: 'Footwear', filter: { division: valueOf(docs, (d) => d.division) } },
      { module: 'Footwear', filter: { gender: valueOf(docs, (d) => d.gender) } },
      { module: 'Footwear', filter: { features: valueOf(docs, (d) => d.features?.[0]) } },
      { module: 'Footwear', filter: { type: valueOf(docs, (d) => d.categories?.type) } },
      { module: 'Footwear', filter: { closure: valueOf(docs, (d) => d.categories?.closure) } },
      { module: 'Footwear', filter: { color1: valueOf(docs, (d) => d.components?.color1) } },
      { module: 'Footwear', filter: { material2: valueOf(docs, (d) => d.components?.material2) } },
      { module: 'Footwear', filter: { keyword: docs[3]!.name.split(' ')[0]! } },
      {
        module: 'Footwear',
        filter: {
          ids: docs
            .slice(0, 40)
            .map((d) => `${d.style}_${d.color}`)
            .join(','),
        },
      },
      {
        module: 'Footwear',
        filter: { size: valueOf(docs, (d) => us(d)?.availability?.[0]?.size) },
      },
      { module: 'Footwear', filter: { priceBasis: 'wholesale', price: '40..60' } },
      { module: 'Footwear', filter: { firstAvail: 'next90' } },
      { module: 'Footwear', filter: { lastProduced: 'lastYear' } },
      { module: 'Footwear', filter: { dueDate: 'next90' } },
      {
        module: 'Footwear',
        filter: {
          division: valueOf(docs, (d) => d.division),
          gender: valueOf(docs, (d) => d.gender),
          firstAvail: 'next6Months',
        },
      },
    ];
    const apparel = await lib.fetch('Apparel', {}, {}, 1000);
    const pop = await lib.fetch('POP', {}, {}, 1000);
    cases.push(
      { module: 'Apparel', filter: {} },
      {
        module: 'Apparel',
        filter: { apparelType: valueOf(apparel.docs, (d) => d.categories?.apparelType) },
      },
      { module: 'Apparel', filter: { gender: valueOf(apparel.docs, (d) => d.gender) } },
      { module: 'POP', filter: {} },
      { module: 'POP', filter: { popType: valueOf(pop.docs, (d) => d.popType) } },
      { module: 'POP', filter: { usage: valueOf(pop.docs, (d) => d.usage) } },
      { module: 'POP', filter: { popCategory: 'ALL' } },
    );
    const base = { Footwear: footwear.total, Apparel: apparel.total, POP: pop.total };
    // The products user goes through every case; the administrator (same rules, wider scope)
    // through every other one, which still covers each module and a preset.
    for (const c of cases) {
      const { total } = await lib.fetch(c.module, c.filter);
      const empty = Object.keys(c.filter).length === 0 || c.filter.popCategory === 'ALL';
      // The demo data finds something for every filter, and every filter excludes something.
      expect(total, JSON.stringify(c)).toBeGreaterThan(0);
      if (empty) expect(total).toBe(base[c.module]);
      else expect(total, JSON.stringify(c)).toBeLessThan(base[c.module]);
      await lib.expectSame(c.module, c.filter, total);
      checked.push({ ...c, total });
    }
    // A filter that nothing matches says so in the spec's words (000 §8).
    await page.goto(`${server.url}${lib.search('Footwear', { ids: 'ZZZ999_ZZZ' })}`);
    await page.getByText(text('common.grid.empty.noResultsLocation')).waitFor(TIMEOUT);
  }, 300_000);

  it('[000 §2 filter-bar] the open panel’s options carry counts; choosing one gives that count; back and forward restore the filters', async () => {
    const { page, lib } = session;
    await page.goto(`${server.url}${ROUTE}`);
    const all = (await lib.fetch('Footwear')).total;
    await expect.poll(lib.shownCount, TIMEOUT).toBe(all);
    const division = text('products.filterBar.group.division');
    await page.getByRole('button', { name: division, exact: true }).click();
    const panel = page.getByRole('dialog', { name: division });
    const option = panel.getByRole('option').first();
    await option.waitFor(TIMEOUT);
    // The counts follow the options once the index worker has them (later on a busy machine).
    const counted = /^(.+) \((\d+)\)$/;
    await expect
      .poll(async () => counted.test((await option.textContent()) ?? ''), TIMEOUT)
      .toBe(true);
    await page.screenshot({ path: `${SHOTS}/products-filter-open-${account}-en-US.png` });
    const [, value, count] = counted.exec((await option.textContent()) ?? '') ?? [];
    expect(value).toBeTruthy();
    await option.click();
    await expect.poll(lib.shownCount, TIMEOUT).toBe(Number(count));
    expect((await lib.fetch('Footwear', { division: value! })).total).toBe(Number(count));
    // Every row shown is of that division (column 4).
    const divisions = await page
      .locator('[data-r] [data-c="4"]')
      .evaluateAll((cells) => cells.map((c) => c.textContent));
    expect(new Set(divisions)).toEqual(new Set([value]));

    const gender = text('products.filterBar.group.gender');
    await page.getByRole('button', { name: gender, exact: true }).click();
    const genders = page.getByRole('dialog', { name: gender }).getByRole('option');
    await genders.first().waitFor(TIMEOUT);
    const [, g, gCount] =
      /^(.+) \((\d+)\)$/.exec((await genders.first().textContent()) ?? '') ?? [];
    await genders.first().click();
    await expect.poll(lib.shownCount, TIMEOUT).toBe(Number(gCount));
    expect((await lib.fetch('Footwear', { division: value!, gender: g! })).total).toBe(
      Number(gCount),
    );
    await page.goBack();
    await expect.poll(lib.shownCount, TIMEOUT).toBe(Number(count));
    await page.goBack();
    await expect.poll(lib.shownCount, TIMEOUT).toBe(all);
    await page.goForward();
    await expect.poll(lib.shownCount, TIMEOUT).toBe(Number(count));
  });

  it('[001 §6 locations] Location offers ALL and the user’s permitted locations only', async () => {
    const { page, lib } = session;
    await page.goto(`${server.url}${ROUTE}`);
    await expect.poll(lib.shownCount, TIMEOUT).toBeGreaterThan(0);
    const label = text('products.filterBar.group.location');
    await page.getByRole('button', { name: label, exact: true }).click();
    const options = page.getByRole('dialog', { name: label }).getByRole('option');
    await options.nth(1).waitFor(TIMEOUT);
    const codes = (await options.allTextContents()).map((o) => o.split(/[ (–]/)[0]);
    expect(codes).toEqual(['ALL', 'US']);
    await page.keyboard.press('Escape');
  });

  it('[000 §2 product library] offline after a reload: the same filters give the same counts, back and forward work, a tear sheet and an XLSX of a selection download', async () => {
    const { browser, page, lib } = session;
    expect(checked.length).toBeGreaterThan(10);
    await page.goto(`${server.url}${ROUTE}`);
    await expect.poll(lib.shownCount, TIMEOUT).toBeGreaterThan(0);
    await browser.context.setOffline(true);
    await page.reload();
    await expect.poll(lib.shownCount, TIMEOUT).toBeGreaterThan(0);
    for (const c of checked.filter((_, i) => i % 3 === 0))
      await lib.expectSame(c.module, c.filter, c.total);
    const [first, second] = checked;
    await lib.expectSame(first!.module, first!.filter, first!.total);
    await lib.expectSame(second!.module, second!.filter, second!.total);
    await page.goBack();
    await expect.poll(lib.shownCount, TIMEOUT).toBe(first!.total);
    await page.goForward();
    await expect.poll(lib.shownCount, TIMEOUT).toBe(second!.total);

    // Tiles: select three, export them to Excel (spec 000 §9), all on the device.
    await page.goto(`${server.url}${ROUTE}`);
    await page
      .getByRole('radio', { name: text('products.library.view.tiles'), exact: true })
      .click();
    const tiles = page.getByRole('list', { name: text('products.library.tilesLabel') });
    const boxes = tiles.getByRole('checkbox');
    await boxes.nth(2).waitFor(TIMEOUT);
    const picked: string[] = [];
    for (let i = 0; i < 3; i++) {
      const tile = tiles.locator('article').nth(i);
      picked.push((await tile.getAttribute('data-id'))!);
      await boxes.nth(i).check();
    }
    await imagesLoaded(page);
    await page.screenshot({ path: `${SHOTS}/products-tiles-${account}-en-US.png` });
    const [xlsx] = await Promise.all([
      page.waitForEvent('download', TIMEOUT),
      page.getByRole('button', { name: text('products.export.exportXlsx') }).click(),
    ]);
    const file = path.join(tmpdir(), `products-${account}-${Date.now()}.xlsx`);
    await xlsx.saveAs(file);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const cells: string[] = [];
    workbook.worksheets[0]!.eachRow((row) => row.eachCell((cell) => cells.push(String(cell.text))));
    for (const id of picked) {
      const [style, color] = id.split('_');
      expect(cells).toContain(style);
      expect(cells).toContain(color);
    }

    // The first tile's detail, then its tear sheet PDF (spec 000 §3 Assortment document).
    await tiles.locator('article').first().getByRole('button').click();
    const detail = page.getByTestId('product-detail');
    await detail.waitFor(TIMEOUT);
    expect(page.url()).toContain(`product=${picked[0]}`);
    await page.screenshot({ path: `${SHOTS}/products-detail-${account}-en-US.png` });
    await detail.getByTestId('product-tearsheet').click();
    const [pdf] = await Promise.all([
      page.waitForEvent('download', TIMEOUT),
      page.getByRole('menuitem', { name: text('products.detail.tearSheetHero') }).click(),
    ]);
    const pdfFile = path.join(tmpdir(), `tearsheet-${account}-${Date.now()}.pdf`);
    await pdf.saveAs(pdfFile);
    expect(readFileSync(pdfFile).subarray(0, 5).toString()).toBe('%PDF-');
    await page
      .getByRole('radio', { name: text('products.library.view.grid'), exact: true })
      .click();
    await browser.context.setOffline(false);
  }, 300_000);

  it('[000 §1 languages] the library reads in another language (screenshots: German)', async () => {
    const { page, lib } = session;
    for (const locale of ['de-DE']) {
      await page.goto(`${server.url}${ROUTE}`);
      await page.getByTestId('language-menu').selectOption(locale);
      await page
        .getByRole('heading', { level: 1, name: text('products.routeProducts', locale) })
        .waitFor(TIMEOUT);
      await page.getByRole('grid', { name: text('products.library.gridLabel', locale) }).waitFor();
      await expect.poll(lib.shownCount, TIMEOUT).toBeGreaterThan(0);
      await page.locator('[data-r="0"]').waitFor(TIMEOUT);
      await page.screenshot({ path: `${SHOTS}/products-grid-${locale}.png` });
      const group = text('products.filterBar.group.division', locale);
      await page.getByRole('button', { name: group, exact: true }).click();
      await page.getByRole('dialog', { name: group }).getByRole('option').first().waitFor();
      await page.screenshot({ path: `${SHOTS}/products-filter-open-${locale}.png` });
      await page.keyboard.press('Escape');
      await page
        .getByRole('radio', { name: text('products.library.view.tiles', locale), exact: true })
        .click();
      await page.locator('article.pl-tile').first().waitFor(TIMEOUT);
      await imagesLoaded(page);
      await page.screenshot({ path: `${SHOTS}/products-tiles-${locale}.png` });
      await page.locator('article.pl-tile').first().getByRole('button').click();
      await page.getByTestId('product-detail').waitFor(TIMEOUT);
      await page.screenshot({ path: `${SHOTS}/products-detail-${locale}.png` });
      await page.getByTestId('product-detail-close').click();
      await page
        .getByRole('radio', { name: text('products.library.view.grid', locale), exact: true })
        .click();
    }
    await page.getByTestId('language-menu').selectOption('en-US');
  });
});

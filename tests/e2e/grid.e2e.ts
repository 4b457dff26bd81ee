// The grid demo in headless Chromium, on its production build and its RxDB (IndexedDB)
// database: select a range with the mouse, paste a block from the clipboard, undo, redo,
// and see the values saved (they are still there after a reload).
import { rmSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildDemo,
  launchChromium,
  serve,
  type Browser,
  type DemoServer,
} from '../../bench/grid/demoServer.ts';
import { seriousViolations } from './support/axe.ts';

let dir: string;
let server: DemoServer;
let browser: Browser;
let page: Page;

const NAME = 3;
const GENDER = 4;

const cell = (row: number, col: number) =>
  page.locator(`[role="row"][data-r="${row}"] [role="gridcell"][data-c="${col}"]`);

beforeAll(async () => {
  dir = await buildDemo();
  server = await serve(dir);
  browser = await launchChromium(new URL(server.url).origin);
  page = await browser.context.newPage();
  await page.goto(`${server.url}?rows=300&source=rxdb`);
  await cell(0, NAME).waitFor({ timeout: 60_000 });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('grid demo in Chromium', () => {
  it('selects with the mouse, pastes from the clipboard, undoes, redoes and saves', async () => {
    const before = [await cell(2, NAME).textContent(), await cell(3, GENDER).textContent()];

    // Drag from (2, Name) to (3, Gender).
    const from = await cell(2, NAME).boundingBox();
    const to = await cell(3, GENDER).boundingBox();
    if (!from || !to) throw new Error('cells not laid out');
    await page.mouse.move(from.x + 10, from.y + 10);
    await page.mouse.down();
    await page.mouse.move(to.x + 10, to.y + 10, { steps: 5 });
    await page.mouse.up();
    await expect
      .poll(() => page.locator('.pg-status').textContent())
      .toContain('2 rows × 2 columns selected');
    await expect.poll(() => cell(3, GENDER).getAttribute('aria-selected')).toBe('true');

    // A block as Excel puts it on the clipboard, pasted with the keyboard.
    await page.evaluate(() =>
      navigator.clipboard.writeText('Trail Blazer\tkids\r\n"Two\nlines"\tWOMENS\r\n'),
    );
    await page.keyboard.press('Control+V');
    await expect.poll(() => cell(2, NAME).textContent()).toBe('Trail Blazer');
    expect(await cell(2, GENDER).textContent()).toBe('Kids');
    expect(await cell(3, GENDER).textContent()).toBe('Womens');
    expect(await cell(3, NAME).textContent()).toBe('Two\nlines');

    // Copy reads back what is shown, as TSV.
    await page.keyboard.press('Control+C');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      'Trail Blazer\tKids\r\n"Two\nlines"\tWomens\r\n',
    );

    await page.keyboard.press('Control+Z');
    await expect.poll(() => cell(2, NAME).textContent()).toBe(before[0]);
    expect(await cell(3, GENDER).textContent()).toBe(before[1]);

    await page.keyboard.press('Alt+Z');
    await expect.poll(() => cell(2, NAME).textContent()).toBe('Trail Blazer');

    // Saved to the device database: the indicator says so, and a reload shows the values.
    await expect
      .poll(() => page.getByRole('status').first().textContent(), { timeout: 10_000 })
      .toBe('All changes saved.');
    await page.reload();
    await cell(0, NAME).waitFor({ timeout: 60_000 });
    await expect.poll(() => cell(2, NAME).textContent()).toBe('Trail Blazer');
    expect(await cell(2, GENDER).textContent()).toBe('Kids');
    expect(await cell(3, GENDER).textContent()).toBe('Womens');
  });

  it('refuses a cell with its reason and keeps the others', async () => {
    await cell(5, GENDER).click();
    await page.evaluate(() => navigator.clipboard.writeText('Alien\nmens\n'));
    await page.keyboard.press('Control+V');
    await expect.poll(() => cell(6, GENDER).textContent()).toBe('Mens');
    expect(await cell(5, GENDER).getAttribute('aria-invalid')).toBe('true');
    expect(await cell(5, GENDER).getAttribute('title')).toBe('“Alien” is not one of the options.');
  });

  it('passes axe-core (WCAG 2.1 AA) on the grid, its tree and an open column menu', async () => {
    expect(await seriousViolations(page)).toEqual([]);
    // The header's controls are reachable by keyboard: Tab from a row's last cell leaves the
    // grid for them.
    await cell(1, NAME).click();
    await page.keyboard.press('End');
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => document.activeElement?.closest('[role="columnheader"]') !== null),
    ).toBe(true);
    // Back to the start of the row, where the Gender column is in view again.
    await page.getByRole('grid').focus();
    await page.keyboard.press('Home');
    await page.getByRole('button', { name: 'Options for Gender' }).click();
    await page.getByRole('menu').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Assortments' }).click();
    await page.getByRole('treegrid').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

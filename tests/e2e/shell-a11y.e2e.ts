// Issue 3 "done when": axe-core in Chromium finds no serious or critical violations on the
// dashboard, the login dialog and a placeholder screen.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { launchBrowser, type E2EBrowser } from './support/browser.ts';
import { text } from './support/messages.ts';
import { ADMIN, loginWithDialog } from './support/portal.ts';
import { startPortal, type PortalServer } from './support/server.ts';

let server: PortalServer;
let browser: E2EBrowser;
let page: Page;

beforeAll(async () => {
  server = await startPortal();
  browser = await launchBrowser();
  page = await browser.context.newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

describe('accessibility (axe-core, WCAG 2.1 AA)', () => {
  it('login dialog', async () => {
    await page.goto(`${server.url}/dashboard`);
    await page.getByTestId('login-dialog').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('request access dialog, with its validation messages showing', async () => {
    await page
      .getByTestId('login-dialog')
      .getByRole('button', { name: text('buttons.requestAccess') })
      .click();
    const dialog = page.getByTestId('request-access-dialog');
    await dialog.getByRole('button', { name: text('buttons.sendRequest') }).click();
    await dialog.getByText(text('inputs.required')).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
  });

  it('dashboard', async () => {
    await loginWithDialog(page, server.url, ADMIN.email, ADMIN.password);
    await page.getByTestId('dashboard-title').waitFor();
    await page.getByText(text('msgCodes.loginSuccess')).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('placeholder screen', async () => {
    await page.goto(`${server.url}/prototypes/dragdrop`);
    await page
      .getByRole('heading', { level: 1, name: text('common.routePrototypeDragdrop') })
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('tablet portrait width (768 px)', async () => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.goto(`${server.url}/dashboard`);
    await page.getByTestId('dashboard-title').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // No horizontal scrolling at the smallest supported width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      768,
    );
  });
});

// Issue 3 "done when": switch language and see the screen change (spec 000 §1, eight locales;
// dates formatted per locale).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type E2EBrowser } from './support/browser.ts';
import { text } from './support/messages.ts';
import { ADMIN, loginWithDialog, sessionUser } from './support/portal.ts';
import { startPortal, type PortalServer } from './support/server.ts';

let server: PortalServer;
let browser: E2EBrowser;
let page: Page;

beforeAll(async () => {
  server = await startPortal();
  browser = await launchBrowser();
  page = await browser.context.newPage();
  await loginWithDialog(page, server.url, ADMIN.email, ADMIN.password);
  ({ name } = await sessionUser(page.request, server.url));
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

let name = '';
const welcome = (locale: string) => text('common.welcomeUser', locale).replace('{name}', name);

describe('languages', () => {
  it('switches the whole screen to another language, dates included', async () => {
    await page.getByRole('heading', { level: 1, name: welcome('en-US') }).waitFor();
    const englishDate = await page.locator('.dashboard-header p').textContent();
    await page.getByTestId('language-menu').selectOption('de-DE');
    await page.getByRole('heading', { level: 1, name: welcome('de-DE') }).waitFor();
    expect(await page.getByTestId('logout').textContent()).toContain(
      text('buttons.logout', 'de-DE'),
    );
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de-DE');
    const germanDate = await page.locator('.dashboard-header p').textContent();
    expect(germanDate).not.toBe(englishDate);
    expect(germanDate).toMatch(/(Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag)/);
  });

  it('remembers the language across a reload, placeholders included', async () => {
    await page.goto(`${server.url}/prototypes/previewer`);
    await page
      .getByRole('heading', { level: 1, name: text('common.routePrototypePreviewer', 'de-DE') })
      .waitFor();
    expect(await page.getByText(text('common.placeholderText', 'de-DE')).count()).toBe(1);
  });

  it('shows Japanese and back to English', async () => {
    await page.goto(`${server.url}/dashboard`);
    await page.getByTestId('language-menu').selectOption('ja-JP');
    await page.getByRole('heading', { level: 1, name: welcome('ja-JP') }).waitFor();
    await page.getByTestId('language-menu').selectOption('en-US');
    await page.getByRole('heading', { level: 1, name: welcome('en-US') }).waitFor();
  });

  it('translates the login dialog, where the language can be chosen too', async () => {
    await page.getByTestId('language-menu').selectOption('fr-FR');
    await page.getByTestId('logout').click();
    const dialog = page.getByTestId('login-dialog');
    await dialog.getByRole('heading', { name: text('common.loginTitle', 'fr-FR') }).waitFor();
    await dialog.getByLabel(text('inputs.password', 'fr-FR')).waitFor();
    await dialog.getByTestId('login-language').selectOption('pl-PL');
    await dialog.getByRole('heading', { name: text('common.loginTitle', 'pl-PL') }).waitFor();
    await dialog.getByTestId('login-language').selectOption('en-US');
    await dialog.getByRole('heading', { name: text('common.loginTitle') }).waitFor();
  });
});

// Issue 3 "done when": log in as a demo user; visit every route the user may open and be
// redirected from one they may not; the remembered path after login; logout.
import type { PermissionUser } from '@portal/shared/permissions/types.ts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type E2EBrowser } from './support/browser.ts';
import { text } from './support/messages.ts';
import { ADMIN, DEMO_PASSWORD, demoAccount, loginWithDialog } from './support/portal.ts';
import { DEFAULT_ROUTE, routeVisits } from './support/routes.ts';
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

/** Public routes shown inside the dashboard, by the dialog each opens ('' = none when signed in). */
const HOSTED_DIALOGS: Readonly<Record<string, string>> = {
  'ad-register': 'request-access-dialog',
  'confirm-email': 'email-confirmed-dialog',
  'logged-out': '',
  'not-approved': 'not-approved-dialog',
  'set-password': 'set-password-dialog',
};

/** In-app navigation (the router listens to popstate), as a link click would do. */
async function navigate(path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

async function pathname(): Promise<string> {
  return page.evaluate(() => location.pathname);
}

describe('app shell routes and session', () => {
  it('sends a signed-out visitor of a login route to the dashboard login, then back after login', async () => {
    await page.goto(`${server.url}/prototypes/dragdrop`);
    await page.getByTestId('login-dialog').waitFor();
    expect(await pathname()).toBe(DEFAULT_ROUTE);

    await page.getByTestId('login-dialog').getByLabel(text('inputs.email')).fill(ADMIN.email);
    await page.getByTestId('login-dialog').getByLabel(text('inputs.password')).fill(ADMIN.password);
    await page
      .getByTestId('login-dialog')
      .getByRole('button', { name: text('buttons.login') })
      .click();

    await page.waitForURL('**/prototypes/dragdrop');
    await page
      .getByRole('heading', { level: 1, name: text('common.routePrototypeDragdrop') })
      .waitFor();
    // spec 001 §8 success toast
    await page.getByText(text('msgCodes.loginSuccess')).waitFor();
  });

  it('refuses a wrong password with the persistent error toast', async () => {
    const other = await browser.context.browser()?.newContext();
    const anon = other ? await other.newPage() : await browser.context.newPage();
    try {
      await anon.context().clearCookies();
      await anon.goto(`${server.url}/dashboard`);
      const dialog = anon.getByTestId('login-dialog');
      await dialog.getByLabel(text('inputs.email')).fill(ADMIN.email);
      await dialog.getByLabel(text('inputs.password')).fill('not-the-password');
      await dialog.getByRole('button', { name: text('buttons.login') }).click();
      await anon.getByText(text('msgCodes.invalidCredentials')).waitFor();
      // Persistent: it has the close icon only persistent toasts have (the toast tests prove
      // that such a toast stays until closed).
      await anon
        .locator('[role="alertdialog"]', { hasText: text('msgCodes.invalidCredentials') })
        .getByRole('button', { name: text('buttons.close') })
        .waitFor();
      expect(await dialog.isVisible()).toBe(true);
    } finally {
      await anon.close();
      await other?.close();
    }
  });

  it.each(['admin', 'partner', 'adv-assets-editor'])(
    'as %s: opens every route the user may open and redirects from every other one',
    async (local) => {
      const account = demoAccount(local);
      await page.request.get(`${server.url}/api/users/logout`);
      await loginWithDialog(page, server.url, account.email, account.password);
      const answer = await page.request.get(`${server.url}/api/users/session`);
      expect(answer.status()).toBe(200);
      const user = (await answer.json()) as PermissionUser;

      const visits = routeVisits(user);
      const opened = visits.filter((v) => v.expected !== DEFAULT_ROUTE);
      expect(opened.length).toBeGreaterThan(0);
      if (local !== 'admin')
        expect(
          visits.filter((v) => v.expected === DEFAULT_ROUTE && v.path !== DEFAULT_ROUTE).length,
        ).toBeGreaterThan(0);

      const wrong: string[] = [];
      for (const visit of visits) {
        await navigate(visit.path);
        await page
          .waitForFunction((to) => location.pathname === to, visit.expected, { timeout: 5000 })
          .catch(() => undefined);
        const landed = await pathname();
        if (landed !== visit.expected) {
          wrong.push(`${visit.route.name}: ${visit.path} → ${landed}, expected ${visit.expected}`);
          continue;
        }
        if (visit.expected === DEFAULT_ROUTE) continue;
        // The public account routes open their dialog over the dashboard (spec 000 §2).
        const dialog = HOSTED_DIALOGS[visit.route.name];
        if (dialog !== undefined) {
          const shown = dialog ? page.getByTestId(dialog) : page.getByTestId('dashboard-title');
          await shown
            .waitFor({ timeout: 3000 })
            .catch(() => wrong.push(`${visit.route.name}: no ${dialog || 'dashboard'}`));
          continue;
        }
        // Every other screen shows its title: the built screen or the placeholder, never blank.
        const target = visits.find((v) => v.path === visit.expected) ?? visit;
        const title = text(target.route.meta.title);
        await page
          .getByRole('heading', { level: 1, name: title, exact: true })
          .waitFor({ timeout: 3000 })
          .catch(() => wrong.push(`${visit.route.name}: no heading "${title}"`));
      }
      expect(wrong).toEqual([]);
    },
  );

  it('refuses deactivated and pending accounts with the spec messages (001 §8)', async () => {
    await page.request.get(`${server.url}/api/users/logout`);
    await page.goto(`${server.url}/dashboard`);
    const dialog = page.getByTestId('login-dialog');
    await dialog.getByLabel(text('inputs.email')).fill(demoAccount('deactivated').email);
    await dialog.getByLabel(text('inputs.password')).fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: text('buttons.login') }).click();
    await page.getByText(text('msgCodes.deactivated')).waitFor();

    await dialog.getByLabel(text('inputs.email')).fill(demoAccount('pending').email);
    await dialog.getByLabel(text('inputs.password')).fill('anything-at-all');
    await dialog.getByRole('button', { name: text('buttons.login') }).click();
    // The request under review: the message, and the not-approved notice.
    await page.getByTestId('not-approved-dialog').waitFor();
    expect(await page.getByText(text('msgCodes.accessPending')).count()).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await loginWithDialog(page, server.url, ADMIN.email, ADMIN.password);
  });

  it('sends the root and unknown paths to the dashboard, also on a full page load', async () => {
    for (const path of ['/', '/no/such/screen', '/product/assortments/nope/nope/nope']) {
      await page.goto(`${server.url}${path}`);
      await page.waitForURL(`**${DEFAULT_ROUTE}`);
    }
    await page.getByTestId('dashboard-title').waitFor();
  });

  it('logs out from the app bar and guards login routes again', async () => {
    await page.getByTestId('logout').click();
    await page.getByTestId('login-dialog').waitFor();
    const session = await page.request.get(`${server.url}/api/users/session`);
    expect(session.status()).toBe(401);
    await navigate('/prototypes/previewer');
    await page.waitForFunction((to) => location.pathname === to, DEFAULT_ROUTE);
  });
});

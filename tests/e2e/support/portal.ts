// Helpers that speak the portal's language: log in through the real dialog, read the session
// user from the server, set server options as the administrator.
import type { APIRequestContext, Page } from 'playwright-core';

/** The demo accounts' shared password (sync-server/src/seed/accounts.ts DEMO_PASSWORD). */
export const DEMO_PASSWORD = 'demo-portal';

/** A demo account by its e-mail local part (shared/src/permissions/demo-users.ts). */
export const demoAccount = (local: string) =>
  ({ email: `${local}@demo.portal`, password: DEMO_PASSWORD }) as const;

export const ADMIN = demoAccount('admin');

/** Opens the dashboard and logs in with the login dialog, as a user would. */
export async function loginWithDialog(
  page: Page,
  baseUrl: string,
  email: string,
  password: string,
): Promise<void> {
  await page.goto(`${baseUrl}/dashboard`);
  const dialog = page.getByTestId('login-dialog');
  await dialog.waitFor();
  await dialog.getByLabel(/email/i).fill(email);
  await dialog.getByLabel(/password/i).fill(password);
  await dialog.getByRole('button', { name: /log in/i }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Logs the browser context in through the API (same cookies as the page). */
export async function loginWithApi(
  request: APIRequestContext,
  baseUrl: string,
  email: string,
  password: string,
) {
  const res = await request.post(`${baseUrl}/api/users/session`, {
    data: { email, password },
    headers: { origin: baseUrl },
  });
  if (!res.ok()) throw new Error(`login failed: ${res.status()} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

/** Sets a server option (POST /api/options/data/{name}) with the context's (admin) session. */
export async function setServerOption(
  request: APIRequestContext,
  baseUrl: string,
  name: string,
  data: unknown,
) {
  const res = await request.post(`${baseUrl}/api/options/data/${name}`, {
    data: { data },
    headers: { origin: baseUrl },
  });
  if (!res.ok()) throw new Error(`setting ${name} failed: ${res.status()} ${await res.text()}`);
}

/** The signed-in user as the server answers GET /api/users/session (the page's cookies). */
export async function sessionUser(request: APIRequestContext, baseUrl: string) {
  const res = await request.get(`${baseUrl}/api/users/session`);
  if (!res.ok()) throw new Error(`no session: ${res.status()}`);
  return (await res.json()) as { id: string; name: string; lastName: string; email: string };
}

/**
 * Waits until the signed-in page's device sync is idle and online (the app bar's sync button),
 * i.e. the first sync after sign-in is over. Tests that time things on the page's main thread
 * (inactivity timers) start after it, as a returning user's session would.
 */
export async function waitForDeviceSync(page: Page, onlineLabel: string): Promise<void> {
  await page.waitForFunction(
    (label) => {
      const button = document.querySelector('button.sync-status');
      return !!button && button.textContent?.includes(label) === true;
    },
    onlineLabel,
    { timeout: 90_000, polling: 250 },
  );
}

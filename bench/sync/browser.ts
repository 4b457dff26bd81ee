// Runs browser-entry.ts in headless Chromium (real IndexedDB) against the bench server: the
// page is served on the server's own origin (routed by playwright), so the session cookie and
// the same-origin rules apply as in the app.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { launchBrowser } from '../../tests/e2e/support/browser.ts';

const REPO = path.resolve(import.meta.dirname, '../..');

async function bundle(): Promise<string> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'sync-bench-'));
  await build({
    configFile: false,
    root: REPO,
    logLevel: 'warn',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir,
      emptyOutDir: true,
      minify: true,
      lib: {
        entry: path.join(REPO, 'bench/sync/browser-entry.ts'),
        formats: ['es'],
        fileName: () => 'bench.js',
      },
    },
  });
  return outDir;
}

export interface BrowserResults {
  sync: { ms: number; docs: number };
  /** The same sync for a user whose locations no device pulled before (live pages). */
  coldSync: { ms: number; docs: number };
  rawPutMs: number;
  dexiePutMs: number;
  rxdbInsertMs: number;
  page: { styleMs: number; divisionMs: number; newestMs: number; countMs: number; rows: number };
  screen: { firstScreenMs: number; catalogueMs: number; referenced: number };
}

export async function runInChromium(
  serverUrl: string,
  sessionCookie: string,
  userId: string,
  coldSessionCookie: string,
): Promise<BrowserResults> {
  const dir = await bundle();
  const browser = await launchBrowser();
  try {
    const { context } = browser;
    const signIn = async (cookie: string) => {
      const [name, value] = cookie.split('=') as [string, string];
      await context.addCookies([{ name, value, url: serverUrl, httpOnly: true, sameSite: 'Lax' }]);
    };
    await signIn(coldSessionCookie);
    await context.route(`${serverUrl}/__syncbench/**`, async (route) => {
      const file = new URL(route.request().url()).pathname.replace('/__syncbench/', '');
      if (file === 'index.html') {
        await route.fulfill({
          contentType: 'text/html',
          body: '<!doctype html><meta charset="utf-8"><title>sync bench</title><script type="module" src="/__syncbench/bench.js"></script>',
        });
      } else {
        await route.fulfill({
          contentType: 'text/javascript',
          body: readFileSync(path.join(dir, path.basename(file))),
        });
      }
    });
    const page = await context.newPage();
    page.on('console', (m) => {
      if (m.type() === 'error') console.error('[chromium]', m.text());
    });
    await page.goto(`${serverUrl}/__syncbench/index.html`);
    await page.waitForFunction(() => 'syncBench' in globalThis, undefined, { timeout: 60_000 });
    type Bench = {
      syncBench: { runCold(): Promise<unknown>; runAll(id: string): Promise<unknown> };
    };
    const coldSync = (await page.evaluate(() =>
      (globalThis as unknown as Bench).syncBench.runCold(),
    )) as BrowserResults['coldSync'];
    await signIn(sessionCookie);
    const results = (await page.evaluate(
      (id) =>
        (
          globalThis as unknown as { syncBench: { runAll(id: string): Promise<unknown> } }
        ).syncBench.runAll(id),
      userId,
    )) as Omit<BrowserResults, 'coldSync'>;
    return { ...results, coldSync };
  } finally {
    await browser.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

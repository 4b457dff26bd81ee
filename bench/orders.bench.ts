// npm run bench:orders (`node bench/orders.bench.ts`) — the orders' speed bars (issue "Orders",
// speed section), against the real portal: `node sync-server/src/main.ts` on a copy of the
// seeded demo database (tests/e2e/support/server.ts) serving the built PWA (dist/web: run
// `npx vite build` first; it is built when missing), in headless Chromium (/usr/bin/chromium,
// a persistent profile, service worker and IndexedDB as installed) at 1366×1024, en-US.
// Every figure beside the machine's load (it is shared):
//   1. open: a wholesale DRAFT of 1,000 lines (demo catalogue products), pushed through the sync
//      push as the rep's device would, is on the signed-in rep's device; from an in-app
//      navigation to /orders/wholesale/order/{orderNumber} (the app loaded, on the active list)
//      to the grid "usable": the first frame in which the lines grid shows row 0 (the first
//      line's style) AND, after it, a click on a row-0 cell — dispatched in a task of its own,
//      so it waits behind anything still running on the main thread — has moved the grid's
//      cursor there and been painted. Median of OPEN_RUNS after a first (cold: the screen's
//      code first loaded) run reported beside — bar ≤ 300 ms;
//   2. paste: 1,000 rows × 5 columns (pack code, sizes "size:units", units — read-only, so
//      refused —, unit price, start date) pasted into the lines grid as a paste event with
//      text/plain (the grid listens to it); from the paste event to the grid showing the pasted
//      values, and to the grid showing the validated, stored lines (001 §5 pack-code check run
//      on the write: an unknown code cleared, an M pack kept with its warning note). The grid
//      writes after its 1000 ms debounce (spec 000 §9), so the validated figure is also split
//      at the debounce (instrumented by a setTimeout mark in the page). Median of PASTE_RUNS —
//      bar ≤ 200 ms;
//   3. offline: the rep offline takes OFFLINE_ORDERS wholesale orders through the screens (a
//      customer the device knows, one product each) and submits each (queued); reconnect; the
//      time from the reconnect to the last submit's outcome on the device (and to every order
//      SUBMITTED there); then the server is stopped and its database read: every submit command
//      executed exactly once, every order SUBMITTED.
// Page probes: bench/orders/ (README.md there). Prints a table and writes
// bench/results/orders.json. Env: ORDERS_BENCH_LINES (1000), ORDERS_BENCH_OPEN_RUNS (5),
// ORDERS_BENCH_PASTE_RUNS (5), ORDERS_BENCH_OFFLINE (20), ORDERS_BENCH_ONLY=open|paste|offline
// (open runs before paste, which needs the order open), ORDERS_BENCH_PROFILE=<dir>: one more
// open and one more paste, not counted, under the CPU profiler (open.cpuprofile and
// paste.cpuprofile there; dist/web has source maps to read them with).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import path from 'node:path';
import { request, type Page } from 'playwright-core';
import { launchBrowser } from '../tests/e2e/support/browser.ts';
import { text } from '../tests/e2e/support/messages.ts';
import {
  demoAccount,
  loginWithApi,
  loginWithDialog,
  waitForDeviceSync,
} from '../tests/e2e/support/portal.ts';
import { startPortal } from '../tests/e2e/support/server.ts';
import { checkServerDatabase, type ServerCheck } from './orders/database.ts';
import { offlineOrders, type OfflineRun } from './orders/offline.ts';
import {
  deviceDocs,
  installDebounceMark,
  leaveProbe,
  openOrderProbe,
  pasteProbe,
  type OpenResult,
  type PasteResult,
} from './orders/probes.ts';
import { pasteBlock, pastedLineMismatches } from './orders/paste.ts';
import { seedLargeOrder, type SeededOrder } from './orders/seed.ts';

const LINES = Number(process.env.ORDERS_BENCH_LINES ?? 1000);
const OPEN_RUNS = Number(process.env.ORDERS_BENCH_OPEN_RUNS ?? 5);
const PASTE_RUNS = Number(process.env.ORDERS_BENCH_PASTE_RUNS ?? 5);
const OFFLINE = Number(process.env.ORDERS_BENCH_OFFLINE ?? 20);
const ONLY = process.env.ORDERS_BENCH_ONLY;
const PROFILE_DIR = process.env.ORDERS_BENCH_PROFILE;
const BAR = { openMs: 300, pasteMs: 200 };
const VIEWPORT = { width: 1366, height: 1024 };
const ACTIVE = '/orders/wholesale/active';
const REPO = path.resolve(import.meta.dirname, '..');
const RESULTS = path.join(REPO, 'bench/results/orders.json');
const log = (...args: unknown[]) =>
  console.log(`[bench:orders ${new Date().toISOString().slice(11, 19)}]`, ...args);

const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** The grid's column index (data-c) under the header that starts with `header`. */
async function columnIndex(page: Page, header: string): Promise<number> {
  const index = await page
    .locator('.od-grid [role="columnheader"][aria-colindex]')
    .evaluateAll(
      (cells, name) =>
        Number(
          cells
            .find((c) => c.textContent?.trim().startsWith(name))
            ?.getAttribute('aria-colindex') ?? 0,
        ) - 1,
      header,
    );
  if (index < 0) throw new Error(`no column headed ${header}`);
  return index;
}

/** Runs `work` under Chromium's CPU profiler and writes `<PROFILE_DIR>/<name>.cpuprofile`. */
async function profiled<T>(page: Page, name: string, work: () => Promise<T>): Promise<T> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const result = await work();
  const { profile } = await cdp.send('Profiler.stop');
  await cdp.detach();
  mkdirSync(PROFILE_DIR!, { recursive: true });
  writeFileSync(path.join(PROFILE_DIR!, `${name}.cpuprofile`), JSON.stringify(profile));
  log(`profile ${name}: ${JSON.stringify(result)}`);
  return result;
}

interface Figures {
  seed: SeededOrder;
  open?: { cold: OpenResult; runs: OpenResult[] };
  paste?: { runs: (PasteResult & { mismatches: number; notice: string })[] };
  offline?: OfflineRun & { server: ServerCheck };
}

async function run(): Promise<Figures> {
  const server = await startPortal();
  log(`portal at ${server.url} (data ${server.dataDir})`);
  const browser = await launchBrowser({ viewport: VIEWPORT });
  try {
    const rep = demoAccount('wholesale-rep');
    const api = await request.newContext();
    await loginWithApi(api, server.url, rep.email, rep.password);
    const seed = await seedLargeOrder(api, server.url, LINES);
    await api.dispose();
    log(
      `seeded order ${seed.orderNumber}: ${seed.lines} lines, ${round(seed.bytes / 1024)} KB, pushed in ${round(seed.pushMs)} ms`,
    );

    const page = await browser.context.newPage();
    page.on('pageerror', (error) => console.error('[page]', error.message));
    page.on('crash', () => console.error('[page] crashed'));
    await page.addInitScript(installDebounceMark);
    await loginWithDialog(page, server.url, rep.email, rep.password);
    await waitForDeviceSync(page, text('common.syncState.online'));
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 60_000,
    });
    // The app loaded on the wholesale list; the 1,000-line order on the device.
    await page.goto(`${server.url}${ACTIVE}`);
    await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 60_000 });
    await waitForDeviceSync(page, text('common.syncState.online'));
    const onDevice = await page.evaluate(deviceDocs, { collection: 'orders', ids: [seed.id] });
    const lines = (onDevice[seed.id]?.['lines'] as unknown[] | undefined)?.length;
    if (lines !== LINES) throw new Error(`the device holds ${lines} lines, not ${LINES}`);
    await page.waitForTimeout(2000);

    const figures: Figures = { seed };
    const orderPath = `/orders/wholesale/order/${seed.orderNumber}`;
    if (ONLY === undefined || ONLY === 'open' || ONLY === 'paste') {
      const runs: OpenResult[] = [];
      const total = ONLY === 'paste' ? 1 : OPEN_RUNS + 1;
      for (let r = 0; r < total; r++) {
        if (r > 0) await page.evaluate(leaveProbe, { path: ACTIVE, timeoutMs: 60_000 });
        const result = await page.evaluate(openOrderProbe, {
          path: orderPath,
          firstStyle: seed.firstStyle,
          timeoutMs: 60_000,
        });
        if (result.rowCount !== LINES)
          throw new Error(`the grid counts ${result.rowCount} rows, not ${LINES}`);
        log(
          `open ${r === 0 ? '(cold)' : r}: first rows ${round(result.firstRowsMs)} ms, usable ${round(result.usableMs)} ms`,
        );
        runs.push(result);
      }
      figures.open = { cold: runs[0]!, runs: runs.slice(1) };
      if (PROFILE_DIR) {
        await page.evaluate(leaveProbe, { path: ACTIVE, timeoutMs: 60_000 });
        await profiled(page, 'open', () =>
          page.evaluate(openOrderProbe, {
            path: orderPath,
            firstStyle: seed.firstStyle,
            timeoutMs: 60_000,
          }),
        );
      }
    }
    if (ONLY === undefined || ONLY === 'paste') {
      const packCol = await columnIndex(page, text('labels.orderDetail.line.packCode'));
      const sizeCol = await columnIndex(page, text('labels.orderDetail.line.sizeRun'));
      if (sizeCol !== packCol + 1) throw new Error('the sizes column does not follow pack code');
      const runs: (PasteResult & { mismatches: number; notice: string })[] = [];
      const pasteRun = async (k: number) => {
        await page.waitForTimeout(1500);
        const block = pasteBlock(LINES, k);
        const result = await page.evaluate(pasteProbe, {
          tsv: block.tsv,
          packCol,
          timeoutMs: 60_000,
          shown: block.shown.map((c) => ({
            row: c.row,
            col: packCol + c.offset,
            text: c.text ?? '',
          })),
          validated: block.validated.map((c) => ({
            row: c.row,
            col: packCol + c.offset,
            ...(c.text === undefined ? {} : { text: c.text }),
            ...(c.warning === undefined ? {} : { warning: c.warning }),
          })),
        });
        const notice = await page.locator('.od-grid .pg-notice').innerText();
        const stored = await page.evaluate(deviceDocs, { collection: 'orders', ids: [seed.id] });
        const mismatches = pastedLineMismatches(
          stored[seed.id]?.['lines'],
          block.expected,
          seed.decimals,
        );
        log(
          `paste ${k + 1}: shown ${round(result.shownMs)} ms, validated ${round(result.validatedMs)} ms (debounce fired at ${result.debounceFiredMs === null ? '?' : round(result.debounceFiredMs)} ms), ${mismatches} lines not as pasted`,
        );
        return { ...result, mismatches, notice };
      };
      for (let k = 0; k < PASTE_RUNS; k++) runs.push(await pasteRun(k));
      figures.paste = { runs };
      if (PROFILE_DIR) await profiled(page, 'paste', () => pasteRun(PASTE_RUNS));
    }
    if (ONLY === undefined || ONLY === 'offline') {
      const taken = await offlineOrders(
        page,
        browser.context,
        server.url,
        seed.customer,
        seed.style,
        OFFLINE,
        log,
      );
      log(
        `offline: reconnect → ${OFFLINE} outcomes on the device ${round(taken.reconnectToOutcomesMs)} ms, all SUBMITTED there ${round(taken.reconnectToSubmittedMs)} ms`,
      );
      await page.close();
      await browser.close();
      await server.stop();
      const check = await checkServerDatabase(server.dataDir, taken.orderIds);
      log(`server database: ${JSON.stringify(check)}`);
      figures.offline = { ...taken, server: check };
    }
    return figures;
  } finally {
    await browser.close().catch(() => undefined);
    await server.dispose();
  }
}

const previous = (() => {
  try {
    return JSON.parse(readFileSync(RESULTS, 'utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
})();

const loadBefore = loadavg().map((l) => round(l, 2));
log(
  `load ${loadBefore.join(' ')}; ${LINES} lines, ${OPEN_RUNS} open runs, ${PASTE_RUNS} pastes, ${OFFLINE} offline orders`,
);
const figures = await run();
const { open, paste, offline } = figures;

const stat = (values: readonly number[]) => ({
  median: round(median(values)),
  min: round(Math.min(...values)),
  max: round(Math.max(...values)),
  runs: values.map((v) => round(v)),
});
const openFigure = open ? median(open.runs.map((r) => r.usableMs)) : undefined;
const pasteValidated = paste ? median(paste.runs.map((r) => r.validatedMs)) : undefined;
const pasteAfterDebounce = paste
  ? median(
      paste.runs.map((r) =>
        r.debounceFiredMs === null ? r.validatedMs : r.validatedMs - r.debounceFiredMs,
      ),
    )
  : undefined;
const pasteShown = paste ? median(paste.runs.map((r) => r.shownMs)) : undefined;

// Why a bar is missed: the facts this run measured (rows of the lines grid and of the print view
// in the DOM), and what a profile showed (ORDERS_BENCH_PROFILE; bench/orders/README.md "Causes").
const renderedRows = open ? Math.max(...open.runs.map((r) => r.renderedRows)) : 0;
const printRows = open ? Math.max(...open.runs.map((r) => r.printRows)) : 0;
const causes = [
  ...(renderedRows > 100
    ? [
        `the lines grid holds ${renderedRows} of ${LINES} rows in the DOM: it is not virtualised on the detail screen, because nothing bounds its height (.od-screen is height: 100% of an auto-height main, so .od-grid and the grid's scroller grow to every row and the page scrolls instead); every open renders and every write re-renders ${renderedRows} rows × 13 cells, two dates each through formatDisplayDate, which builds an Intl.DateTimeFormat per call`,
      ]
    : []),
  ...(printRows > 0
    ? [
        `the detail's print view (detail-extras PrintLines) renders all ${printRows} lines, hidden on screen, on every change of the order (formatMoney builds an Intl.NumberFormat per amount): about 150 ms of main thread per render in the profile`,
      ]
    : []),
];
const noteOf = (missed: boolean, figure: string) =>
  missed
    ? `${figure}. Causes (profiled): ${causes.join('; ') || 'see bench/orders/README.md'}. With the grid's height bounded (CSS injected in a diagnostic run, not the app) the grid held 26 rows: open usable 250–335 ms, paste shown 37–48 ms, debounced write → validated 315–370 ms (the print view and the device write of the 1,000-line document remaining). Fixes belong in web/src/features/orders (detail layout, print view on demand) and shared formatDisplayDate; not made here.`
    : undefined;

const json = {
  ...previous,
  bench: 'orders',
  date: new Date().toISOString(),
  node: process.version,
  machine: {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? '',
    memoryGb: round(totalmem() / 1024 ** 3),
    loadavgBefore: loadBefore,
    loadavg: loadavg().map((l) => round(l, 2)),
    note: 'shared machine: other workers were running',
  },
  browser: { chromium: '/usr/bin/chromium', headless: true, viewport: VIEWPORT, locale: 'en-US' },
  seed: {
    orderNumber: figures.seed.orderNumber,
    lines: figures.seed.lines,
    documentKb: round(figures.seed.bytes / 1024),
    pushMs: round(figures.seed.pushMs),
    path: 'POST /api/sync/orders/push as wholesale-rep (the device write path)',
  },
  ...(open
    ? {
        open: {
          what: 'in-app navigation → lines grid shows row 0 and a click on a row-0 cell moved the cursor (painted)',
          bar: `median ≤ ${BAR.openMs} ms`,
          met: openFigure! <= BAR.openMs,
          usableMs: stat(open.runs.map((r) => r.usableMs)),
          firstRowsMs: stat(open.runs.map((r) => r.firstRowsMs)),
          clickWaitMs: stat(open.runs.map((r) => r.clickWaitMs)),
          longestTaskMs: stat(open.runs.map((r) => r.longestTaskMs)),
          longestTaskInTheSecondAfterMs: stat(open.runs.map((r) => r.longestTaskAfterMs)),
          cold: {
            what: 'first open in the session (the screen code loaded then)',
            usableMs: round(open.cold.usableMs),
            firstRowsMs: round(open.cold.firstRowsMs),
          },
          gridRowsInDom: renderedRows,
          printRowsInDom: printRows,
          note: noteOf(
            openFigure! > BAR.openMs,
            `missed: usable median ${round(openFigure!)} ms (first rows ${round(median(open.runs.map((r) => r.firstRowsMs)))} ms, then the click waited ${round(median(open.runs.map((r) => r.clickWaitMs)))} ms behind the main thread)`,
          ),
        },
      }
    : {}),
  ...(paste
    ? {
        paste: {
          what: `${LINES} rows × 5 columns (pack code, sizes, units [read-only], unit price, start date) as a paste event`,
          bar: `median ≤ ${BAR.pasteMs} ms`,
          met: pasteShown! <= BAR.pasteMs && pasteAfterDebounce! <= BAR.pasteMs,
          metMeaning:
            'paste → values shown ≤ bar AND (debounced write → validated lines shown) ≤ bar; the 1000 ms debounce itself is the app’s deliberate wait (spec 000 §9) and is not counted',
          shownMs: stat(paste.runs.map((r) => r.shownMs)),
          validatedMs: stat(paste.runs.map((r) => r.validatedMs)),
          debounceFiredMs: stat(paste.runs.map((r) => r.debounceFiredMs ?? NaN)),
          writeToValidatedMs: stat(
            paste.runs.map((r) =>
              r.debounceFiredMs === null ? NaN : r.validatedMs - r.debounceFiredMs,
            ),
          ),
          longestTaskMs: stat(paste.runs.map((r) => r.longestTaskMs)),
          linesNotAsPasted: paste.runs.map((r) => r.mismatches),
          gridNotice: paste.runs[0]?.notice ?? '',
          note: noteOf(
            pasteShown! > BAR.pasteMs || pasteAfterDebounce! > BAR.pasteMs,
            `missed: values shown ${round(pasteShown!)} ms, debounced write → validated lines ${round(pasteAfterDebounce!)} ms (paste → validated ${round(pasteValidated!)} ms with the 1000 ms debounce)`,
          ),
        },
      }
    : {}),
  ...(offline
    ? {
        offline: {
          what: `${OFFLINE} wholesale orders taken and submitted offline (UI), then reconnect`,
          bar: 'no time bar; every submit executed exactly once and every order SUBMITTED on the server',
          met: offline.server.ok && Object.values(offline.outcomes).every((s) => s === 'executed'),
          reconnectToLastOutcomeMs: round(offline.reconnectToOutcomesMs),
          reconnectToAllSubmittedOnDeviceMs: round(offline.reconnectToSubmittedMs),
          reconnectToOnlineEventMs:
            offline.reconnectToOnlineEventMs === null
              ? null
              : round(offline.reconnectToOnlineEventMs),
          deviceOutcomes: Object.values(offline.outcomes).reduce<Record<string, number>>(
            (acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }),
            {},
          ),
          server: offline.server,
          takingOrdersOfflineMs: round(offline.takeMs),
        },
      }
    : {}),
};
mkdirSync(path.dirname(RESULTS), { recursive: true });
writeFileSync(RESULTS, `${JSON.stringify(json, null, 2)}\n`);

const rows: Record<string, string>[] = [];
if (open)
  rows.push(
    {
      measure: `open ${LINES}-line order → usable grid (median of ${open.runs.length})`,
      value: `${round(openFigure!)} ms (first rows ${round(median(open.runs.map((r) => r.firstRowsMs)))})`,
      bar: `≤ ${BAR.openMs} ms`,
      met: openFigure! <= BAR.openMs ? 'yes' : 'NO',
    },
    {
      measure: '  first open in the session (cold)',
      value: `${round(open.cold.usableMs)} ms`,
      bar: '',
      met: '',
    },
  );
if (paste)
  rows.push(
    {
      measure: `paste ${LINES}×5 → values shown (median of ${paste.runs.length})`,
      value: `${round(pasteShown!)} ms`,
      bar: `≤ ${BAR.pasteMs} ms`,
      met: pasteShown! <= BAR.pasteMs ? 'yes' : 'NO',
    },
    {
      measure: '  → validated lines shown (incl. the 1000 ms debounce)',
      value: `${round(pasteValidated!)} ms`,
      bar: '',
      met: '',
    },
    {
      measure: '  debounced write → validated lines shown',
      value: `${round(pasteAfterDebounce!)} ms`,
      bar: `≤ ${BAR.pasteMs} ms`,
      met: pasteAfterDebounce! <= BAR.pasteMs ? 'yes' : 'NO',
    },
  );
if (offline)
  rows.push({
    measure: `${OFFLINE} offline orders: reconnect → last outcome on the device`,
    value: `${round(offline.reconnectToOutcomesMs)} ms (all SUBMITTED ${round(offline.reconnectToSubmittedMs)} ms)`,
    bar: 'executed once, SUBMITTED',
    met: json.offline?.met ? 'yes' : 'NO',
  });
console.table(rows);
log(
  `wrote ${path.relative(REPO, RESULTS)} (load ${loadavg()
    .map((l) => round(l, 2))
    .join(' ')})`,
);

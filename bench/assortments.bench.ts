// npm run bench:assortments (`node bench/assortments.bench.ts`) — the assortments' speed bars
// (issue "Assortments", speed), on the device in headless Chromium (/usr/bin/chromium,
// 1366×900, en-US) with the 100,000-product catalogue stored as the sync stores it and the
// network cut. The page (web/src/features/assortments/sort/bench/) renders the app's own
// manage, sort and export screens under a browser router; bench:dynamic-assortments' page is
// part of it (its catalogue seed and its figure). Every figure beside the machine's load:
//   1. open: in-app navigation to a 2,000-product assortment's manage screen → usable grid
//      (bench/orders' openOrderProbe: row 0 shown, then a click on it moved the cursor, painted);
//      median of OPEN_RUNS after a first run — bar ≤ 300 ms;
//   2. add: 500 style_colour ids pasted in Add Products, Add pressed → the grid counts them
//      (painted) and the device's document holds them; then one Ctrl+Z takes all 500 away
//      (one undo step, checked) — bar ≤ 1 s (to stored);
//   3. dynamic: a dynamic assortment's result after a filter change, bench:dynamic-assortments'
//      own measure (query + records + join + grid rows over 12 filter cases) — bar p95 ≤ 100 ms;
//   4. pdf: the export screen's line sheet PDF (with images) of 500 styles (the 2,000-product
//      assortment: 4 colours a style; and 500 styles of 1 colour), Export pressed → the file
//      handed to the download queue's save, long tasks observed all along — bar ≤ 10 s, no
//      long task over 50 ms;
//   5. drag: a style dragged by the mouse over 6 rows of the sort screen's list (500 styles),
//      Chromium's trace read as main-thread work per frame from dragstart to drop — bar
//      ≤ 16 ms a frame.
// Prints a table and writes bench/results/assortments.json; README in bench/assortments/.
// Env: ASSORTMENTS_BENCH_COUNT (100000), ASSORTMENTS_BENCH_OPEN_RUNS (5), _ADD_RUNS (3),
// _DRAG_RUNS (3), _PDF_RUNS (2), _DYNAMIC_ROUNDS (5), ASSORTMENTS_BENCH_ONLY (comma list of
// open, add, dynamic, pdf, drag).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { text } from '../tests/e2e/support/messages.ts';
import { frameWork, traced, type FrameWork } from './assortments/trace.ts';
import { launchChromium, serve } from './grid/demoServer.ts';
import { leaveProbe, openOrderProbe, type OpenResult } from './orders/probes.ts';
import { writeBenchImages } from './workers/fixtures.ts';
import { buildBenchPage } from './page-build.ts';

const env = (name: string, fallback: number) =>
  Number(process.env[`ASSORTMENTS_BENCH_${name}`] ?? fallback);
const COUNT = env('COUNT', 100_000);
const RUNS = {
  open: env('OPEN_RUNS', 5),
  add: env('ADD_RUNS', 3),
  drag: env('DRAG_RUNS', 3),
  pdf: env('PDF_RUNS', 2),
  dynamic: env('DYNAMIC_ROUNDS', 5),
};
const ONLY = new Set(process.env.ASSORTMENTS_BENCH_ONLY?.split(',') ?? []);
const runs = (measure: string) => ONLY.size === 0 || ONLY.has(measure);
const BAR = { openMs: 300, addMs: 1000, dynamicP95Ms: 100, pdfMs: 10_000, taskMs: 50, frameMs: 16 };
const IMAGES = 500;
/** How far a style is dragged: rows in view of the sort list's box. */
const DRAG_ROWS = 6;
const REPO = path.resolve(import.meta.dirname, '..');
const PAGE = 'web/src/features/assortments/sort/bench/page.html';
const RESULTS = path.join(REPO, 'bench/results/assortments.json');
const HOME = '/bench';
const screenPath = (id: string, screen: string) =>
  `/product/assortments/assortment/${id}/${screen}`;
const log = (...args: unknown[]) =>
  console.log(`[bench:assortments ${new Date().toISOString().slice(11, 19)}]`, ...args);
const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const stat = (values: readonly number[]) => ({
  median: round(median(values)),
  min: round(Math.min(...values)),
  max: round(Math.max(...values)),
  runs: values.map((v) => round(v)),
});

/** The page's functions (`assortmentsBench`, `dynamicBench`), called in the page. */
function caller(page: Page) {
  return <T>(name: string, arg?: unknown) =>
    page.evaluate(
      ([n, a]) => {
        const [space, fn] = (n as string).split('.') as [string, string];
        const api = (
          globalThis as unknown as Record<string, Record<string, (x: unknown) => unknown>>
        )[space]!;
        return api[fn]!(a);
      },
      [name, arg] as const,
    ) as Promise<T>;
}

interface Add {
  shownMs: number;
  storedMs: number;
  longestTaskMs: number;
  undoMs: number;
}
interface Pdf {
  ms: number;
  bytes: number;
  imagesRead: number;
  longTasks: number;
  longestTaskMs: number;
  blockedMs: number;
}
interface Dynamic {
  result: { n: number; p50: number; p95: number; max: number };
  queryAndRead: { p95: number };
}
interface Figures {
  seed: { ms: number; stored: number };
  open?: { cold: OpenResult; runs: OpenResult[] };
  add?: Add[];
  drag?: { first: FrameWork; runs: FrameWork[] };
  pdf?: { large: Pdf[]; single: Pdf[] };
  dynamic?: Dynamic & { index: { readyMs: number; size: number } };
}

async function bundle(outDir: string) {
  await buildBenchPage(REPO, outDir, PAGE, { chunkSizeWarningLimit: 4096 });
  await writeBenchImages(path.join(outDir, 'fixtures/images'), IMAGES);
}

/** Bar 5: one mouse drag of the style at `from` to just below the style at `to`. */
async function dragOnce(page: Page, call: ReturnType<typeof caller>, from: number, to: number) {
  const before = await call<string[]>('assortmentsBench.shownStyles');
  // The rows in view by their place on screen (the virtualizer's DOM order is not the list's).
  const boxes = await page
    .locator('.as-styles')
    .first()
    .locator('.as-style')
    .evaluateAll((rows) =>
      rows
        .map((r) => {
          const row = r.getBoundingClientRect();
          const id = r.querySelector('.as-style-id')!.getBoundingClientRect();
          return { x: id.x, y: row.y, width: id.width, height: row.height };
        })
        .sort((p, q) => p.y - q.y),
    );
  const a = boxes[from]!;
  const b = boxes[to]!;
  // A frame every vsync while the drag is traced (without an animation Chromium draws only
  // when asked, and the work of several moves would count as one frame).
  await call('assortmentsBench.animate', true);
  const { events } = await traced(page, async () => {
    // Hold on the row's style (not its buttons), move a little to start the drag, then one
    // step a frame down to the target row, and drop there.
    const x = a.x + a.width / 2;
    await page.mouse.move(x, a.y + a.height / 2);
    await page.mouse.down();
    const steps = 40;
    // The last step: just above the target row's lower edge (a drop after it).
    const start = a.y + a.height / 2;
    const end = b.y + b.height - 6;
    for (let k = 1; k <= steps; k++) {
      await page.mouse.move(x, start + ((end - start) * k) / steps);
      await page.waitForTimeout(16);
    }
    // Rest there a moment (the browser's last dragover answered), then drop.
    await page.mouse.move(x, end + 1);
    await page.waitForTimeout(100);
    await page.mouse.up();
    await page.waitForTimeout(300);
  });
  await call('assortmentsBench.animate', false);
  const after = await call<string[]>('assortmentsBench.shownStyles');
  return { ...frameWork(events, BAR.frameMs), moved: after.join() !== before.join() };
}

async function run(page: Page): Promise<Figures> {
  const call = caller(page);
  const seed = await call<{ ms: number; stored: number }>('dynamicBench.seed', COUNT);
  log(`catalogue: ${seed.stored} products stored in ${round(seed.ms / 1000)} s`);
  const imageBytes = await call<number>('assortmentsBench.loadImages', IMAGES);
  log(`${IMAGES} JPEGs (${round(imageBytes / 1024 / 1024)} MB) in the page`);
  await call('assortmentsBench.setup');
  const large = 'bench-2000';
  const figures: Figures = { seed };
  const go = (to: string) => page.evaluate(leaveProbe, { path: to, timeoutMs: 60_000 });

  if (runs('open') || runs('add')) {
    const opened: OpenResult[] = [];
    const total = runs('open') ? RUNS.open + 1 : 1;
    for (let r = 0; r < total; r++) {
      await go(HOME);
      const result = await page.evaluate(openOrderProbe, {
        path: screenPath(large, 'manage'),
        firstStyle: '100000',
        timeoutMs: 60_000,
      });
      if (result.rowCount !== 2000) throw new Error(`the grid counts ${result.rowCount} rows`);
      log(
        `open ${r === 0 ? '(first)' : r}: first rows ${round(result.firstRowsMs)} ms, usable ${round(result.usableMs)} ms, ${result.renderedRows} rows in the DOM`,
      );
      opened.push(result);
    }
    if (runs('open')) figures.open = { cold: opened[0]!, runs: opened.slice(1) };
  }
  if (runs('add')) {
    const pasted = await call<string>('assortmentsBench.pasted');
    const added: Add[] = [];
    for (let r = 0; r < RUNS.add; r++) {
      await page.waitForTimeout(1000);
      await page
        .locator('.am-grid')
        .getByRole('button', { name: text('buttons.assortmentGrid.addProducts'), exact: true })
        .click();
      const dialog = page.getByTestId('assortment-add-dialog');
      await dialog.locator('textarea').first().fill(pasted);
      await page.waitForTimeout(300);
      await call('assortmentsBench.armAdd');
      const probe = call<Omit<Add, 'undoMs'>>('assortmentsBench.addProbe', {
        id: large,
        before: 2000,
        added: 500,
      });
      await dialog
        .getByRole('button', { name: text('buttons.assortmentGrid.add'), exact: true })
        .click();
      const shown = await probe;
      // One undo step takes the 500 away again (and readies the next run).
      await page.waitForTimeout(500);
      await page.locator('.od-grid [role="row"][data-r="1"] [role="gridcell"]').nth(2).click();
      await page.keyboard.press('Control+z');
      const undone = await call<{ ms: number }>('assortmentsBench.undoneProbe', {
        id: large,
        count: 2000,
      });
      log(
        `add ${r + 1}: shown ${round(shown.shownMs)} ms, stored ${round(shown.storedMs)} ms, longest task ${round(shown.longestTaskMs)} ms; one Ctrl+Z → 2,000 again in ${round(undone.ms)} ms`,
      );
      added.push({ ...shown, undoMs: undone.ms });
    }
    figures.add = added;
  }
  if (runs('drag')) {
    await go(screenPath(large, 'sort'));
    await page.locator('.as-group .as-count', { hasText: '500' }).waitFor({ timeout: 60_000 });
    await page.locator('.as-styles .as-style').first().waitFor();
    await page.waitForTimeout(1500);
    const dragged: (FrameWork & { moved: boolean })[] = [];
    for (let r = 0; r <= RUNS.drag; r++) {
      const one = await dragOnce(page, call, 1, 1 + DRAG_ROWS);
      if (!one.moved) throw new Error(`drag ${r}: the style did not move`);
      log(
        `drag ${r === 0 ? '(first)' : r}: ${one.frames} frames, work p50 ${round(one.p50)} / p95 ${round(one.p95)} / max ${round(one.max)} ms, ${one.over} over ${BAR.frameMs} ms`,
      );
      dragged.push(one);
      await page.waitForTimeout(1500); // the group sort's 500 ms write
    }
    figures.drag = { first: dragged[0]!, runs: dragged.slice(1) };
  }
  if (runs('pdf')) {
    const pdfOf = async (id: string) => {
      await go(screenPath(id, 'export'));
      const pdfRadio = page.getByRole('radio', {
        name: text('labels.assortmentExport.type.PDF'),
        exact: true,
      });
      // react-aria's radio: its label takes the click (the input is visually hidden).
      await page.locator('label.ax-radio').filter({ has: pdfRadio }).click();
      if (!(await pdfRadio.isChecked())) throw new Error('PDF is not chosen');
      await page.getByRole('button', { name: text('buttons.assortmentExport.export') }).waitFor();
      const made: Pdf[] = [];
      for (let r = 0; r < RUNS.pdf; r++) {
        await page.waitForTimeout(1000);
        await call('assortmentsBench.armExport');
        const probe = call<Pdf>('assortmentsBench.pdfProbe');
        await page.getByRole('button', { name: text('buttons.assortmentExport.export') }).click();
        const pdf = await probe;
        log(
          `pdf ${id} ${r + 1}: ${round(pdf.ms)} ms, ${round(pdf.bytes / 1024 / 1024)} MB, ${pdf.imagesRead} images read, longest task ${round(pdf.longestTaskMs)} ms (${pdf.longTasks} long tasks)`,
        );
        made.push(pdf);
      }
      return made;
    };
    figures.pdf = { large: await pdfOf(large), single: await pdfOf('bench-500') };
  }
  if (runs('dynamic')) {
    await go(HOME);
    const index = await call<{ readyMs: number; size: number }>('dynamicBench.open');
    log(`index: ${index.size} products, ready in ${round(index.readyMs / 1000)} s`);
    const measured = await call<Dynamic>('dynamicBench.measure', RUNS.dynamic);
    await call('dynamicBench.close');
    log(`dynamic result p95 ${round(measured.result.p95)} ms`);
    figures.dynamic = { ...measured, index };
  }
  return figures;
}

const loadBefore = loadavg().map((l) => round(l, 2));
log(`building the page; ${COUNT} products; load ${loadBefore.join(' ')}`);
const dir = mkdtempSync(path.join(tmpdir(), 'assortments-bench-'));
let figures: Figures;
try {
  await bundle(dir);
  const server = await serve(dir);
  const origin = new URL(server.url).origin;
  const browser = await launchChromium(origin, { width: 1366, height: 900 });
  try {
    const page = await browser.context.newPage();
    page.on('console', (m) => {
      if (m.type() === 'error') console.error('[chromium]', m.text().slice(0, 300));
    });
    page.on('pageerror', (error) => console.error('[page]', error.message));
    page.on('crash', () => console.error('[page] crashed'));
    page.on('close', () => console.error('[page] closed'));
    // No server: the page says it is offline and every /api request fails (the app's code
    // chunks and workers still load from the bench's static server).
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'onLine', { get: () => false }),
    );
    await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
    await page.goto(`${origin}/${PAGE}`);
    await page.waitForFunction(() => 'assortmentsBench' in globalThis, undefined, {
      timeout: 60_000,
    });
    figures = await run(page);
  } finally {
    await browser.close();
    await server.close();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

const previous = (() => {
  try {
    return JSON.parse(readFileSync(RESULTS, 'utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
})();
const { open, add, drag, pdf, dynamic } = figures;
const openMs = open && median(open.runs.map((r) => r.usableMs));
const addMs = add && median(add.map((a) => a.storedMs));
const pdfMs = pdf && median(pdf.large.map((p) => p.ms));
const pdfTask = pdf && Math.max(...[...pdf.large, ...pdf.single].map((p) => p.longestTaskMs));
const frameMax = drag && Math.max(...drag.runs.map((d) => d.max));
const framesOver = drag && drag.runs.reduce((n, d) => n + d.over, 0);
const pdfFigures = (made: readonly Pdf[]) => ({
  ms: stat(made.map((p) => p.ms)),
  longestTaskMs: stat(made.map((p) => p.longestTaskMs)),
  longTasks: made.map((p) => p.longTasks),
  imagesRead: made[0]?.imagesRead,
  mb: round((made[0]?.bytes ?? 0) / 1024 / 1024, 2),
});
const frameRun = (d: FrameWork) => ({
  frames: d.frames,
  workP50Ms: round(d.p50),
  workP95Ms: round(d.p95),
  workMaxMs: round(d.max),
  framesOver: d.over,
  intervalP95Ms: round(d.intervalP95),
  intervalMaxMs: round(d.intervalMax),
  dragMs: round(d.dragMs),
  worst: d.worst.map((w) => ({ ms: round(w.ms), top: w.top })),
});
const met = {
  open: openMs === undefined ? undefined : openMs <= BAR.openMs,
  add: addMs === undefined ? undefined : addMs <= BAR.addMs,
  dynamic: dynamic && dynamic.result.p95 <= BAR.dynamicP95Ms,
  pdf: pdfMs === undefined ? undefined : pdfMs <= BAR.pdfMs && pdfTask! <= BAR.taskMs,
  drag: frameMax === undefined ? undefined : frameMax <= BAR.frameMs,
};
const json = {
  ...previous,
  bench: 'assortments',
  date: new Date().toISOString(),
  node: process.version,
  machine: {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? '',
    loadavgBefore: loadBefore,
    loadavg: loadavg().map((l) => round(l, 2)),
  },
  browser: { chromium: '/usr/bin/chromium', headless: true, viewport: '1366×900', locale: 'en-US' },
  catalogue: { products: COUNT, seedMs: round(figures.seed.ms) },
  bars: BAR,
  met,
  ...(open && {
    open: {
      what: 'in-app navigation → the 2,000-product manage grid shows row 0 and a click on it moved the cursor (painted)',
      bar: `median ≤ ${BAR.openMs} ms`,
      usableMs: stat(open.runs.map((r) => r.usableMs)),
      firstRowsMs: stat(open.runs.map((r) => r.firstRowsMs)),
      longestTaskMs: stat(open.runs.map((r) => r.longestTaskMs)),
      first: { usableMs: round(open.cold.usableMs), firstRowsMs: round(open.cold.firstRowsMs) },
      gridRowsInDom: Math.max(...open.runs.map((r) => r.renderedRows)),
    },
  }),
  ...(add && {
    add: {
      what: '500 pasted style_colour ids, Add pressed → grid counts 2,500 (painted) → device document holds 2,500; one Ctrl+Z → 2,000',
      bar: `median to stored ≤ ${BAR.addMs} ms; one undo step`,
      shownMs: stat(add.map((a) => a.shownMs)),
      storedMs: stat(add.map((a) => a.storedMs)),
      longestTaskMs: stat(add.map((a) => a.longestTaskMs)),
      undoToStoredMs: stat(add.map((a) => a.undoMs)),
      oneUndoStep: true,
    },
  }),
  ...(dynamic && {
    dynamic: {
      what: "bench:dynamic-assortments' measure in this page: result after a filter change (12 cases × rounds)",
      bar: `p95 ≤ ${BAR.dynamicP95Ms} ms`,
      resultMs: {
        p50: round(dynamic.result.p50),
        p95: round(dynamic.result.p95),
        max: round(dynamic.result.max),
      },
      queryAndReadP95Ms: round(dynamic.queryAndRead.p95),
      index: { readyMs: round(dynamic.index.readyMs), size: dynamic.index.size },
    },
  }),
  ...(pdf && {
    pdf: {
      what: 'export screen, line sheet PDF (condensed, images on), Export pressed → file saved; long tasks observed throughout',
      bar: `≤ ${BAR.pdfMs} ms, no long task over ${BAR.taskMs} ms`,
      styles500x4colours: pdfFigures(pdf.large),
      styles500x1colour: pdfFigures(pdf.single),
    },
  }),
  ...(drag && {
    drag: {
      what: 'a style dragged by the mouse over 6 rows of the sort list (500 styles); main-thread work per frame (trace: BeginMainThreadFrame to the next), dragstart → drop',
      bar: `every frame ≤ ${BAR.frameMs} ms (after the session's first drag, reported beside)`,
      first: frameRun(drag.first),
      runs: drag.runs.map(frameRun),
      framesOver,
    },
  }),
};
mkdirSync(path.dirname(RESULTS), { recursive: true });
writeFileSync(RESULTS, `${JSON.stringify(json, null, 2)}\n`);

const yes = (ok: boolean | undefined) => (ok === undefined ? '' : ok ? 'yes' : 'NO');
const table: Record<string, string>[] = [];
if (open)
  table.push({
    measure: `1 open 2,000 products → usable grid (median of ${open.runs.length})`,
    value: `${round(openMs!)} ms (first run ${round(open.cold.usableMs)})`,
    bar: `≤ ${BAR.openMs} ms`,
    met: yes(met.open),
  });
if (add)
  table.push({
    measure: `2 add 500 pasted ids → stored (median of ${add.length}), one undo step`,
    value: `${round(addMs!)} ms (shown ${round(median(add.map((a) => a.shownMs)))})`,
    bar: `≤ ${BAR.addMs} ms`,
    met: yes(met.add),
  });
if (dynamic)
  table.push({
    measure: '3 dynamic result after a filter change (p95)',
    value: `${round(dynamic.result.p95)} ms`,
    bar: `≤ ${BAR.dynamicP95Ms} ms`,
    met: yes(met.dynamic),
  });
if (pdf)
  table.push(
    {
      measure: '4 line sheet PDF, 500 styles × 4 colours, images (median)',
      value: `${round(pdfMs! / 1000, 2)} s, longest task ${round(Math.max(...pdf.large.map((p) => p.longestTaskMs)))} ms`,
      bar: `≤ ${BAR.pdfMs / 1000} s, ≤ ${BAR.taskMs} ms`,
      met: yes(met.pdf),
    },
    {
      measure: '  500 styles × 1 colour',
      value: `${round(median(pdf.single.map((p) => p.ms)) / 1000, 2)} s, longest task ${round(Math.max(...pdf.single.map((p) => p.longestTaskMs)))} ms`,
      bar: '',
      met: '',
    },
  );
if (drag)
  table.push(
    {
      measure: `5 sort drag: main-thread work a frame (${drag.runs.length} drags, max)`,
      value: `${round(frameMax!)} ms (p95 ${round(Math.max(...drag.runs.map((d) => d.p95)))}), ${framesOver} frames over`,
      bar: `≤ ${BAR.frameMs} ms`,
      met: yes(met.drag),
    },
    {
      measure: '  first drag in the session',
      value: `${round(drag.first.max)} ms (p95 ${round(drag.first.p95)}), ${drag.first.over} frames over`,
      bar: '',
      met: '',
    },
  );
console.table(table);
log(
  `wrote ${path.relative(REPO, RESULTS)} (load ${loadavg()
    .map((l) => round(l, 2))
    .join(' ')})`,
);

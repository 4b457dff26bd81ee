// npm run bench:samples (`node bench/samples.bench.ts`) — the sample inventory's speed bar
// (issue 19 "Speed"), in headless Chromium on the app's device database (RxDB over IndexedDB,
// the `sampleInventory` collection as the app opens it), every figure beside the machine's load
// (it is shared):
//   - first page: 50,000 samples (Production and Sales mixed) on the device; for each filter
//     change (status, division, gender, style/colour text, a location field, combined; both
//     libraries; other values each round) the time to the grid's first window of 100 in the
//     screen's order (style, colour) with the screen's selector through the grid's RxdbSource,
//     p50/p95/max, beside a raw IndexedDB cursor read of 100 — target p95 ≤ 50 ms;
//   - import: a 10,000-row workbook (exceljs; some rows invalid) → the library's samples as
//     context → the import worker's parseImport and validateSampleImport → addImportedSamples
//     — target ≤ 5 s in all, the UI thread's longest task ≤ 50 ms (longtask observer; rAF and
//     10 ms heartbeat gaps beside).
// Page files: bench/samples/ (README.md there). Prints a table and writes
// bench/results/samples.json. Env: SAMPLES_BENCH_ITEMS (default 50000), SAMPLES_BENCH_ROWS
// (default 10000), SAMPLES_BENCH_ROUNDS (default 3), SAMPLES_BENCH_ONLY=firstPage|import.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { launchChromium, serve } from './grid/demoServer.ts';
import type { measureFirstPage } from './samples/first-page.ts';
import type { measureImport } from './samples/import.ts';
import { expectedInvalid, writeSampleWorkbook } from './samples/workbook.ts';
import { buildBenchPage } from './page-build.ts';

const ITEMS = Number(process.env.SAMPLES_BENCH_ITEMS ?? 50_000);
const ROWS = Number(process.env.SAMPLES_BENCH_ROWS ?? 10_000);
const ROUNDS = Number(process.env.SAMPLES_BENCH_ROUNDS ?? 3);
const ONLY = process.env.SAMPLES_BENCH_ONLY;
const TARGET = { firstPageP95Ms: 50, importMs: 5_000, longestTaskMs: 50 };
const REPO = path.resolve(import.meta.dirname, '..');
const RESULTS = path.join(REPO, 'bench/results/samples.json');
const log = (...args: unknown[]) =>
  console.log(`[bench:samples ${new Date().toISOString().slice(11, 19)}]`, ...args);

type FirstPage = Awaited<ReturnType<typeof measureFirstPage>>;
type Import = Awaited<ReturnType<typeof measureImport>>;

async function bundle(outDir: string): Promise<void> {
  await buildBenchPage(REPO, outDir, 'bench/samples/page.html', { chunkSizeWarningLimit: 4096 });
}

async function run(): Promise<{
  seed: { ms: number; stored: number };
  firstPage?: FirstPage;
  imported?: Import;
}> {
  const dir = mkdtempSync(path.join(tmpdir(), 'samples-bench-'));
  try {
    await bundle(dir);
    if (ONLY !== 'firstPage') {
      mkdirSync(path.join(dir, 'fixtures'), { recursive: true });
      await writeSampleWorkbook(path.join(dir, 'fixtures/samples-import.xlsx'), ROWS);
    }
    const server = await serve(dir);
    const origin = new URL(server.url).origin;
    const browser = await launchChromium(origin, { width: 1366, height: 900 });
    try {
      const page = await browser.context.newPage();
      page.on('console', (m) => {
        if (m.type() === 'error') console.error('[chromium]', m.text());
      });
      page.on('pageerror', (error) => console.error('[page]', error.message));
      page.on('crash', () => console.error('[page] crashed'));
      page.on('worker', (worker) =>
        worker.on('close', () => log(`worker ${worker.url().split('/').pop()} closed`)),
      );
      await page.goto(`${origin}/bench/samples/page.html`);
      await page.waitForSelector('body[data-ready="true"]', { state: 'attached', timeout: 60_000 });
      const call = <T>(name: 'seed' | 'firstPage' | 'runImport' | 'close', arg?: unknown) =>
        page.evaluate(
          ([n, a]) =>
            (
              globalThis as unknown as {
                samplesBench: Record<string, (x: unknown) => Promise<unknown>>;
              }
            ).samplesBench[n as string]!(a),
          [name, arg] as const,
        ) as Promise<T>;
      const seed = await call<{ ms: number; stored: number }>('seed', ITEMS);
      log(`device: ${seed.stored} samples stored in ${(seed.ms / 1000).toFixed(1)} s`);
      let firstPage: FirstPage | undefined;
      if (ONLY !== 'import') {
        // The device alone answers: nothing may reach the network.
        await browser.context.setOffline(true);
        firstPage = await call<FirstPage>('firstPage', ROUNDS);
        await browser.context.setOffline(false);
        log(`first page p95 ${round(firstPage.firstPageMs.p95)} ms`);
      }
      const imported =
        ONLY === 'firstPage' ? undefined : await call<Import>('runImport', 'Production');
      await call('close');
      return { seed, ...(firstPage ? { firstPage } : {}), ...(imported ? { imported } : {}) };
    } finally {
      await browser.close();
      await server.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
const previous = (() => {
  try {
    return JSON.parse(readFileSync(RESULTS, 'utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
})();

const loadBefore = loadavg().map((l) => round(l, 2));
log(`load ${loadBefore.join(' ')}; ${ITEMS} samples, ${ROWS} import rows, ${ROUNDS} rounds`);
const { seed, firstPage, imported } = await run();

const firstPagePass = firstPage ? firstPage.firstPageMs.p95 <= TARGET.firstPageP95Ms : undefined;
const importPass = imported
  ? {
      total: imported.totalMs <= TARGET.importMs,
      longestTask: imported.longestTaskMs <= TARGET.longestTaskMs,
    }
  : undefined;
const invalidExpected = expectedInvalid(ROWS, ITEMS);
const json = {
  ...previous,
  bench: 'samples',
  date: new Date().toISOString(),
  node: process.version,
  machine: {
    cpus: cpus().length,
    loadavg: loadavg().map((l) => round(l, 2)),
    loadavgBefore: loadBefore,
  },
  items: ITEMS,
  seed: { ms: round(seed.ms), stored: seed.stored },
  ...(firstPage
    ? {
        firstPage: {
          target: `p95 ≤ ${TARGET.firstPageP95Ms} ms`,
          pass: firstPagePass,
          cases: firstPage.cases,
          rounds: firstPage.rounds,
          baselineRawCursorFirstPageMs: firstPage.baselineFirstPageMs,
          firstPageMs: firstPage.firstPageMs,
          backgroundCountMs: firstPage.backgroundCountMs,
          repeatedSkipped: firstPage.repeatedSkipped,
          slowest: firstPage.slowest.map((c) => ({ ...c, ms: c.ms.map((m) => round(m)) })),
        },
      }
    : {}),
  ...(imported
    ? {
        import: {
          target: `≤ ${TARGET.importMs} ms in all, longest UI task ≤ ${TARGET.longestTaskMs} ms`,
          pass: importPass,
          rows: imported.rows,
          library: imported.library,
          existing: imported.existing,
          valid: imported.valid,
          invalidExpected,
          summary: imported.summary,
          added: imported.added,
          totalMs: round(imported.totalMs),
          longestTaskMs: round(imported.longestTaskMs),
          longTasks: imported.longTasks,
          maxFrameGapMs: round(imported.maxFrameGapMs),
          maxHeartbeatGapMs: round(imported.maxHeartbeatGapMs),
          phases: imported.phases.map((p) => ({
            ...p,
            ms: round(p.ms),
            longestTaskMs: round(p.longestTaskMs),
          })),
        },
      }
    : {}),
};
mkdirSync(path.dirname(RESULTS), { recursive: true });
writeFileSync(RESULTS, `${JSON.stringify(json, null, 2)}\n`);

const rows: string[][] = [];
if (firstPage) {
  const b = firstPage.baselineFirstPageMs;
  const f = firstPage.firstPageMs;
  const c = firstPage.backgroundCountMs;
  rows.push(
    [
      'raw IndexedDB cursor, 100 docs (baseline)',
      `p50 ${round(b.p50)}`,
      `p95 ${round(b.p95)}`,
      `max ${round(b.max)}`,
      '',
    ],
    [
      `first page after a filter change (${firstPage.cases} cases, ${f.n} runs)`,
      `p50 ${round(f.p50)}`,
      `p95 ${round(f.p95)}`,
      `max ${round(f.max)}`,
      firstPagePass ? 'ok (p95 ≤ 50)' : 'MISSED (p95 > 50)',
    ],
    [
      '  then the count (grid, in the background)',
      `p50 ${round(c.p50)}`,
      `p95 ${round(c.p95)}`,
      `max ${round(c.max)}`,
      '',
    ],
  );
}
if (imported) {
  for (const p of imported.phases)
    rows.push([
      `  ${p.phase}`,
      `${round(p.ms)} ms`,
      `longest task ${round(p.longestTaskMs)}`,
      `${p.longTasks} long`,
      '',
    ]);
  rows.push([
    `import ${imported.rows} rows → ${imported.added} added (expected ${imported.rows - invalidExpected})`,
    `${round(imported.totalMs)} ms`,
    `longest task ${round(imported.longestTaskMs)}`,
    `frame gap ${round(imported.maxFrameGapMs)}`,
    `${importPass?.total ? 'ok (≤ 5 s)' : 'MISSED (> 5 s)'}; ${importPass?.longestTask ? 'ok (≤ 50 ms)' : 'MISSED (task > 50 ms)'}`,
  ]);
}
console.table(rows);
if (firstPage) console.log('slowest first pages:', json.firstPage?.slowest);
log(`wrote ${path.relative(REPO, RESULTS)}`);

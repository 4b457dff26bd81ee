// npm run bench:dynamic-assortments (`node bench/dynamic-assortments.bench.ts`) — a dynamic
// assortment's result after a filter change (issue "Assortments" scope 3, speed: ≤ 100 ms), on
// the device in headless Chromium with 100,000 products stored in the device catalogue as the
// sync stores them and the network cut (bench:products' approach and catalogue). Each case is
// the manage screen's own code after the bar's 200 ms settle: the index worker's ids of the
// first 1000 by style with the total (spec 000 §7/§9), the records by id from the catalogue,
// the join with the assortment's own values, the grid source's rows replaced. Prints a table and
// writes bench/results/dynamic-assortments.json. DYNAMIC_BENCH_COUNT (default 100000),
// DYNAMIC_BENCH_ROUNDS (default 5).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { launchChromium, serve } from './grid/demoServer.ts';
import { buildBenchPage } from './page-build.ts';

const COUNT = Number(process.env.DYNAMIC_BENCH_COUNT ?? 100_000);
const ROUNDS = Number(process.env.DYNAMIC_BENCH_ROUNDS ?? 5);
const TARGET_MS = 100;
const REPO = path.resolve(import.meta.dirname, '..');
const PAGE = 'web/src/features/assortments/manage/dynamic/bench/page.html';
const log = (...args: unknown[]) =>
  console.log(`[bench:dynamic-assortments ${new Date().toISOString().slice(11, 19)}]`, ...args);
const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

interface Stats {
  n: number;
  p50: number;
  p95: number;
  max: number;
}
interface Measured {
  result: Stats;
  queryAndRead: Stats;
  perCase: { label: string; rows: number; total: number | undefined; p50: number; max: number }[];
}

async function bundle(): Promise<string> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'dynamic-bench-'));
  await buildBenchPage(REPO, outDir, PAGE);
  return outDir;
}

log(`building the bench page; ${COUNT} products, load ${loadavg().map((l) => l.toFixed(1))}`);
const dir = await bundle();
const server = await serve(dir);
const origin = new URL(server.url).origin;
const browser = await launchChromium(origin, { width: 1366, height: 900 });
try {
  const page = await browser.context.newPage();
  page.on('console', (m) => {
    if (m.type() === 'error') console.error('[chromium]', m.text());
  });
  await page.goto(`${origin}/${PAGE}`);
  await page.waitForFunction(() => 'dynamicBench' in globalThis, undefined, { timeout: 60_000 });
  const call = <T>(name: string, arg?: unknown) =>
    page.evaluate(
      ([n, a]) =>
        (
          globalThis as unknown as {
            dynamicBench: Record<string, (x: unknown) => Promise<unknown>>;
          }
        ).dynamicBench[n as string]!(a),
      [name, arg] as const,
    ) as Promise<T>;

  const seeded = await call<{ ms: number; stored: number }>('seed', COUNT);
  log(`catalogue: ${seeded.stored} products stored in ${(seeded.ms / 1000).toFixed(1)} s`);
  const opened = await call<{ readyMs: number; size: number }>('open');
  log(`index: ${opened.size} products, ready in ${(opened.readyMs / 1000).toFixed(1)} s`);
  await browser.context.setOffline(true);
  const results = await call<Measured>('measure', ROUNDS);
  await call('close');
  const pass = results.result.p95 <= TARGET_MS;
  const json = {
    bench: 'dynamic-assortments',
    date: new Date().toISOString(),
    machine: { cpus: cpus().length, loadavg: loadavg().map((l) => round(l, 2)) },
    products: COUNT,
    rounds: ROUNDS,
    target: { resultP95Ms: TARGET_MS },
    pass,
    seed: { ms: round(seeded.ms), stored: seeded.stored },
    index: { readyMs: round(opened.readyMs), size: opened.size },
    ...results,
  };
  mkdirSync(path.join(REPO, 'bench/results'), { recursive: true });
  writeFileSync(
    path.join(REPO, 'bench/results/dynamic-assortments.json'),
    `${JSON.stringify(json, null, 2)}\n`,
  );
  console.table(
    results.perCase.map((c) => ({
      case: c.label,
      rows: c.rows,
      total: c.total,
      'p50 ms': round(c.p50),
      'max ms': round(c.max),
    })),
  );
  const r = results.result;
  const q = results.queryAndRead;
  log(
    `result after a filter change: p50 ${round(r.p50)} ms, p95 ${round(r.p95)} ms, max ${round(r.max)} ms ` +
      `(of which query + catalogue read p95 ${round(q.p95)} ms) — ${pass ? `ok (≤ ${TARGET_MS})` : `OVER ${TARGET_MS}`}`,
  );
} finally {
  await browser.close();
  await server.close();
  rmSync(dir, { recursive: true, force: true });
}

// npm run bench:products (`node bench/products.bench.ts`) — the product library on the device
// (issue 15 "Speed"), in headless Chromium with 100,000 products stored in the device
// catalogue as the sync stores them, the network cut, every figure beside a raw IndexedDB
// cursor read of a first page measured in the same run (this machine is shared):
//   - first page after a filter change (each module, each filter, combinations of three, a
//     500-id paste, a keyword): the index worker's ids with the total in the same answer, then
//     the products by id from the catalogue — target p95 ≤ 50 ms;
//   - the open module's option counts (every looked-up select of it) — target p95 ≤ 200 ms;
//   - the tile view scrolled through 10,000 products — target ≤ 1% of frames over 16 ms;
//   - the memory the index holds — target ≤ 150 MB; and its build time from the catalogue.
// Prints a table and writes bench/results/products.json. PRODUCTS_BENCH_COUNT (default 100000),
// PRODUCTS_BENCH_FRAMES (default 1200), PRODUCTS_BENCH_PROFILE=<file> (a CPU profile of the
// tile scrolls, for Chrome DevTools; PRODUCTS_BENCH_MINIFY=0 keeps its function names).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { launchChromium, serve } from './grid/demoServer.ts';
import { buildBenchPage } from './page-build.ts';

const COUNT = Number(process.env.PRODUCTS_BENCH_COUNT ?? 100_000);
const FRAMES = Number(process.env.PRODUCTS_BENCH_FRAMES ?? 1200);
const TILE_PRODUCTS = 10_000;
const REPO = path.resolve(import.meta.dirname, '..');
const log = (...args: unknown[]) =>
  console.log(`[bench:products ${new Date().toISOString().slice(11, 19)}]`, ...args);

async function bundle(): Promise<string> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'products-bench-'));
  await buildBenchPage(REPO, outDir, 'web/src/products/bench/page.html', {
    minify: process.env.PRODUCTS_BENCH_MINIFY !== '0',
  });
  return outDir;
}

interface Bench {
  seed(count: number): Promise<{ ms: number; stored: number }>;
  open(): Promise<{ readyMs: number; buildMs: number | null; size: number }>;
  measure(): Promise<Measured>;
  tiles(options: { frames: number; products: number }): Promise<{ app: Scroll; plain: Scroll }>;
  close(): Promise<void>;
}
interface Stats {
  n: number;
  p50: number;
  p95: number;
  max: number;
}
interface Measured {
  baselineFirstPageMs: Stats;
  index: { size: number; bytes: number };
  firstPage: Stats & {
    cases: number;
    queryOnly: Stats;
    slow: { label: string; ms: number; total: number }[];
  };
  facets: Stats & { slow: { label: string; ms: number }[] };
  jsHeapMB: number | null;
  today: string;
}
interface Scroll {
  products: number;
  perRow: number;
  frames: number;
  medianFrameMs: number;
  p99FrameMs: number;
  over16ms: number;
  intervalsAbove16_7ms: number;
  framesShowingLoadingTiles: number;
}

const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

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
  await page.goto(`${origin}/web/src/products/bench/page.html`);
  await page.waitForFunction(() => 'productsBench' in globalThis, undefined, { timeout: 60_000 });
  const call = <T>(name: keyof Bench, arg?: unknown) =>
    page.evaluate(
      ([n, a]) =>
        (
          globalThis as unknown as {
            productsBench: Record<string, (x: unknown) => Promise<unknown>>;
          }
        ).productsBench[n as string]!(a),
      [name, arg] as const,
    ) as Promise<T>;

  const seeded = await call<{ ms: number; stored: number }>('seed', COUNT);
  log(`catalogue: ${seeded.stored} products stored in ${(seeded.ms / 1000).toFixed(1)} s`);
  const opened = await call<{ readyMs: number; buildMs: number | null; size: number }>('open');
  log(`index: ${opened.size} products, ready in ${(opened.readyMs / 1000).toFixed(1)} s`);
  // From here on nothing may reach the network: the device alone answers.
  await browser.context.setOffline(true);
  const results = await call<Measured>('measure');
  log('first pages and option counts measured; scrolling the tiles');
  const profile = process.env.PRODUCTS_BENCH_PROFILE;
  const cdp = profile ? await browser.context.newCDPSession(page) : null;
  if (cdp) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.start');
  }
  const scrolled = await call<{ app: Scroll; plain: Scroll }>('tiles', {
    frames: FRAMES,
    products: TILE_PRODUCTS,
  });
  if (cdp && profile) {
    const { profile: cpu } = await cdp.send('Profiler.stop');
    writeFileSync(profile, JSON.stringify(cpu));
    log(`CPU profile of the tile scrolls: ${profile}`);
  }
  await call('close');
  const tiles = scrolled.app;

  const base = results.baselineFirstPageMs;
  const tileLateShare = tiles.over16ms / tiles.frames;
  const targets = {
    firstPageP95Ms: 50,
    facetsP95Ms: 200,
    tileFramesOver16msShare: 0.01,
    indexMB: 150,
  };
  const indexMB = results.index.bytes / 2 ** 20;
  const pass = {
    firstPage: results.firstPage.p95 <= targets.firstPageP95Ms,
    facets: results.facets.p95 <= targets.facetsP95Ms,
    tiles: tileLateShare <= targets.tileFramesOver16msShare,
    memory: indexMB <= targets.indexMB,
  };
  const json = {
    bench: 'products',
    date: new Date().toISOString(),
    machine: { cpus: cpus().length, loadavg: loadavg().map((l) => round(l, 2)) },
    products: COUNT,
    targets,
    pass,
    seed: { ms: round(seeded.ms), stored: seeded.stored },
    index: {
      readyMs: round(opened.readyMs),
      buildMs: opened.buildMs,
      size: results.index.size,
      bytes: results.index.bytes,
      mb: round(indexMB),
    },
    baselineRawCursorFirstPageMs: base,
    firstPage: {
      ...results.firstPage,
      p50VersusBaseline: round(results.firstPage.p50 / base.p50, 2),
      p95VersusBaseline: round(results.firstPage.p95 / base.p95, 2),
    },
    facets: results.facets,
    tiles: {
      ...tiles,
      over16msShare: round(tileLateShare, 4),
      baseline: {
        what: 'plain-DOM virtual list of the same tiles already in memory, same scroll steps',
        ...scrolled.plain,
        over16msShare: round(scrolled.plain.over16ms / scrolled.plain.frames, 4),
      },
    },
    pageJsHeapMB: results.jsHeapMB,
    today: results.today,
  };
  mkdirSync(path.join(REPO, 'bench/results'), { recursive: true });
  writeFileSync(
    path.join(REPO, 'bench/results/products.json'),
    `${JSON.stringify(json, null, 2)}\n`,
  );
  const rows = [
    [
      'raw IndexedDB cursor, first 100 (baseline)',
      `p50 ${round(base.p50)} ms`,
      `p95 ${round(base.p95)} ms`,
      '',
    ],
    [
      `first page after a filter change (${results.firstPage.cases} cases × 2)`,
      `p50 ${round(results.firstPage.p50)} ms`,
      `p95 ${round(results.firstPage.p95)} ms`,
      pass.firstPage ? 'ok (≤ 50)' : 'OVER 50',
    ],
    [
      '  of which the index query',
      `p50 ${round(results.firstPage.queryOnly.p50)} ms`,
      `p95 ${round(results.firstPage.queryOnly.p95)} ms`,
      '',
    ],
    [
      `open module's option counts (${results.facets.n})`,
      `p50 ${round(results.facets.p50)} ms`,
      `p95 ${round(results.facets.p95)} ms`,
      pass.facets ? 'ok (≤ 200)' : 'OVER 200',
    ],
    [
      `tiles: ${tiles.products} products, ${tiles.frames} frames`,
      `${tiles.over16ms} over 16 ms`,
      `${(tileLateShare * 100).toFixed(2)} %`,
      pass.tiles ? 'ok (≤ 1 %)' : 'OVER 1 %',
    ],
    [
      '  plain-DOM tiles (baseline)',
      `${scrolled.plain.over16ms} over 16 ms`,
      `${((scrolled.plain.over16ms / scrolled.plain.frames) * 100).toFixed(2)} %`,
      '',
    ],
    [
      'index memory',
      `${round(indexMB)} MB`,
      `built in ${opened.buildMs} ms`,
      pass.memory ? 'ok (≤ 150)' : 'OVER 150',
    ],
  ];
  console.table(rows);
  if (results.firstPage.slow.length) console.log('slow first pages:', results.firstPage.slow);
  if (results.facets.slow.length) console.log('slow option counts:', results.facets.slow);
} finally {
  await browser.close();
  await server.close();
  rmSync(dir, { recursive: true, force: true });
}

// npm run bench:libraries (`node bench/libraries.bench.ts`) — the asset libraries' speed bar
// (issue 16 "Speed"; decision 0047), every figure beside a baseline measured in the same run
// (this machine is shared):
//   - uploads: 3 files of 64 MiB at once through the real HTTP path (the real server, its own
//     process, PGlite and the filesystem blob store in a temp DATA_DIR; create → signed part
//     PUTs 4 at a time → complete) against a raw fs write of the same bytes — target ≥ 0.5 of
//     the raw speed;
//   - a resumed upload: the server killed (SIGKILL) halfway, started again on the same
//     DATA_DIR: only the missing parts are sent (PUTs counted);
//   - the library list's first page after a filter change with 20,000 items on the device
//     (headless Chromium, RxDB over IndexedDB, the grid's first window of 100 over
//     libraryViewSelector; its background count beside) against a raw IndexedDB cursor read
//     of 100 — target p95 ≤ 50 ms.
// Prints a table and writes bench/results/libraries.json. Env: LIBRARIES_BENCH_FILE_MIB
// (default 64), LIBRARIES_BENCH_FILES (default 3), LIBRARIES_BENCH_ITEMS (default 20000),
// LIBRARIES_BENCH_ROUNDS (default 3), LIBRARIES_BENCH_ONLY=uploads|firstPage.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { launchChromium, serve } from './grid/demoServer.ts';
import { benchUploads, type UploadFigures } from './libraries/uploads.ts';
import { buildBenchPage } from './page-build.ts';

const FILE_MIB = Number(process.env.LIBRARIES_BENCH_FILE_MIB ?? 64);
const FILES = Number(process.env.LIBRARIES_BENCH_FILES ?? 3);
const ITEMS = Number(process.env.LIBRARIES_BENCH_ITEMS ?? 20_000);
const ROUNDS = Number(process.env.LIBRARIES_BENCH_ROUNDS ?? 3);
const ONLY = process.env.LIBRARIES_BENCH_ONLY;
const FIRST_PAGE_P95_MS = 50;
const REPO = path.resolve(import.meta.dirname, '..');
const RESULTS = path.join(REPO, 'bench/results/libraries.json');
const log = (...args: unknown[]) =>
  console.log(`[bench:libraries ${new Date().toISOString().slice(11, 19)}]`, ...args);

interface Stats {
  n: number;
  p50: number;
  p95: number;
  max: number;
}
interface FirstPage {
  cases: number;
  rounds: number;
  baselineFirstPageMs: Stats;
  firstPage: Stats & { slow: { label: string; ms: number; total: number }[] };
  count: Stats;
  totals: Record<string, number>;
  today: string;
}

async function bundle(): Promise<string> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'libraries-bench-'));
  await buildBenchPage(REPO, outDir, 'web/src/features/libraries/bench/page.html');
  return outDir;
}

async function benchFirstPage(): Promise<{ seed: { ms: number; stored: number } } & FirstPage> {
  const dir = await bundle();
  const server = await serve(dir);
  const origin = new URL(server.url).origin;
  const browser = await launchChromium(origin, { width: 1366, height: 900 });
  try {
    const page = await browser.context.newPage();
    page.on('console', (m) => {
      if (m.type() === 'error') console.error('[chromium]', m.text());
    });
    await page.goto(`${origin}/web/src/features/libraries/bench/page.html`);
    await page.waitForFunction(() => 'librariesBench' in globalThis, undefined, {
      timeout: 60_000,
    });
    const call = <T>(name: 'seed' | 'measure' | 'close', arg?: unknown) =>
      page.evaluate(
        ([n, a]) =>
          (
            globalThis as unknown as {
              librariesBench: Record<string, (x: unknown) => Promise<unknown>>;
            }
          ).librariesBench[n as string]!(a),
        [name, arg] as const,
      ) as Promise<T>;
    const seed = await call<{ ms: number; stored: number }>('seed', ITEMS);
    log(`device: ${seed.stored} library items stored in ${(seed.ms / 1000).toFixed(1)} s`);
    // From here on nothing may reach the network: the device alone answers.
    await browser.context.setOffline(true);
    const measured = await call<FirstPage>('measure', ROUNDS);
    await call('close');
    return { seed, ...measured };
  } finally {
    await browser.close();
    await server.close();
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

log(`load ${loadavg().map((l) => l.toFixed(1))}; ${FILES} × ${FILE_MIB} MiB, ${ITEMS} items`);
let uploads: UploadFigures | undefined;
if (ONLY !== 'firstPage') {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-libraries-'));
  try {
    uploads = await benchUploads(dataDir, { files: FILES, fileMiB: FILE_MIB, log });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
const firstPage = ONLY === 'uploads' ? undefined : await benchFirstPage();
if (firstPage) log(`first page p95 ${round(firstPage.firstPage.p95)} ms`);

const json = {
  ...previous,
  bench: 'libraries',
  date: new Date().toISOString(),
  node: process.version,
  machine: { cpus: cpus().length, loadavg: loadavg().map((l) => round(l, 2)) },
  ...(uploads ? { uploads } : {}),
  ...(firstPage
    ? {
        firstPage: {
          items: ITEMS,
          target: `p95 ≤ ${FIRST_PAGE_P95_MS} ms`,
          pass: firstPage.firstPage.p95 <= FIRST_PAGE_P95_MS,
          seed: { ms: round(firstPage.seed.ms), stored: firstPage.seed.stored },
          cases: firstPage.cases,
          rounds: firstPage.rounds,
          baselineRawCursorFirstPageMs: firstPage.baselineFirstPageMs,
          firstPageMs: firstPage.firstPage,
          backgroundCountMs: firstPage.count,
          p95VersusBaseline: round(
            firstPage.firstPage.p95 / Math.max(0.1, firstPage.baselineFirstPageMs.p95),
            2,
          ),
          totals: firstPage.totals,
          today: firstPage.today,
        },
      }
    : {}),
};
mkdirSync(path.dirname(RESULTS), { recursive: true });
writeFileSync(RESULTS, `${JSON.stringify(json, null, 2)}\n`);

const rows: string[][] = [];
if (uploads)
  rows.push(
    [
      'raw fs write (baseline)',
      `${uploads.rawFs.mbps} MB/s`,
      `${uploads.rawFs.ms.join(' / ')} ms`,
      '',
    ],
    [
      `upload ${uploads.files} × ${uploads.fileMiB} MiB over HTTP`,
      `${uploads.http.mbps} MB/s`,
      `ratio ${uploads.ratio}`,
      uploads.pass ? 'ok (≥ 0.5)' : 'UNDER 0.5',
    ],
    [
      'resume after a kill',
      `${uploads.resume.storedAfterRestart}/${uploads.resume.parts} stored`,
      `${uploads.resume.putsAfterRestart} PUTs after`,
      uploads.resume.pass ? 'ok (missing only)' : 'FAILED',
    ],
  );
if (firstPage)
  rows.push(
    [
      'raw IndexedDB cursor, 100 docs (baseline)',
      `p50 ${round(firstPage.baselineFirstPageMs.p50)} ms`,
      `p95 ${round(firstPage.baselineFirstPageMs.p95)} ms`,
      '',
    ],
    [
      `first page after a filter change (${firstPage.cases} × ${firstPage.rounds})`,
      `p50 ${round(firstPage.firstPage.p50)} ms`,
      `p95 ${round(firstPage.firstPage.p95)} ms`,
      firstPage.firstPage.p95 <= FIRST_PAGE_P95_MS ? 'ok (≤ 50)' : 'OVER 50',
    ],
    [
      '  then the count (grid, in the background)',
      `p50 ${round(firstPage.count.p50)} ms`,
      `p95 ${round(firstPage.count.p95)} ms`,
      '',
    ],
  );
console.table(rows);
if (firstPage?.firstPage.slow.length) console.log('slow first pages:', firstPage.firstPage.slow);
log(`wrote ${path.relative(REPO, RESULTS)}`);

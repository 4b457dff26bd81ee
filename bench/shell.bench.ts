// npm run bench:shell — the app shell's weight and Lighthouse scores (issue 3 "done when"):
// the initial JavaScript (gzip) of a fresh build, and Lighthouse's performance, accessibility
// and best-practices scores for the signed-in dashboard on the default throttled mobile
// profile, in Debian's Chromium. Prints a table and writes bench/results/shell.json.
// Targets: initial JS ≤ 200 KB gzip; every Lighthouse score ≥ 95.
// SHELL_BENCH_RUNS (default 3) Lighthouse runs; the median of each score is reported, since
// this machine is shared and single runs drift.
// CPU calibration (Lighthouse docs/throttling.md "Calibrating the CPU slowdown"): the default
// 4x slowdown assumes a high-end desktop (BenchmarkIndex ≈ 1750) and lands in the mid-tier
// mobile bracket (≈ 440). A first run reads this machine's BenchmarkIndex and the measured runs
// use index / 440 (between 1x and 4x), so the profile stays "mid-tier mobile" on a slow or busy
// host. SHELL_BENCH_CPU_MULTIPLIER fixes it instead (4 = Lighthouse's default).
// SHELL_BENCH_LHR_DIR: also write each run's full Lighthouse report (lhr-N.json) there, to read
// the audits behind a score (LCP element, long tasks, unused JavaScript…).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support/browser.ts';
import { REPO_ROOT, WEB_DIST } from '../tests/e2e/support/build.ts';
import { ADMIN } from '../tests/e2e/support/portal.ts';
import { startPortal } from '../tests/e2e/support/server.ts';

const RUNS = Number(process.env.SHELL_BENCH_RUNS ?? 3);
const TARGET_JS_KB = 200;
const TARGET_SCORE = 95;
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
/** BenchmarkIndex of Lighthouse's mid-tier mobile target: 1750 (high-end desktop) / 4. */
const MID_TIER_MOBILE_INDEX = 440;

export function calibratedMultiplier(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) return 4;
  return Math.min(4, Math.max(1, Math.round((benchmarkIndex / MID_TIER_MOBILE_INDEX) * 10) / 10));
}

/** Entry script and every chunk it imports statically (what runs before the first render). */
export function initialJavaScript(dist: string): {
  files: string[];
  gzipBytes: number;
  rawBytes: number;
} {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)].map(
    (m) => m[1] ?? '',
  );
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const url = queue.shift() ?? '';
    if (seen.has(url)) continue;
    seen.add(url);
    const code = readFileSync(path.join(dist, url), 'utf8');
    // Static imports only: `import … from "./x.js"` and `import "./x.js"` (not import()).
    for (const m of code.matchAll(
      /(?:^|[;\n}])\s*import\s*(?:[^'"();]*?from\s*)?["']([^"']+\.js)["']/g,
    )) {
      const spec = m[1] ?? '';
      queue.push(path.posix.join(path.posix.dirname(url), spec));
    }
  }
  let gzipBytes = 0;
  let rawBytes = 0;
  for (const url of seen) {
    const bytes = readFileSync(path.join(dist, url));
    rawBytes += bytes.length;
    gzipBytes += gzipSync(bytes, { level: 9 }).length;
  }
  return { files: [...seen].sort(), gzipBytes, rawBytes };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

async function sessionCookie(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/users/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function main(): Promise<void> {
  console.log('Building the web app…');
  const build = spawnSync(
    process.execPath,
    [path.join(REPO_ROOT, 'node_modules/vite/bin/vite.js'), 'build'],
    {
      cwd: REPO_ROOT,
      stdio: 'ignore',
    },
  );
  if (build.status !== 0) throw new Error('vite build failed');
  const js = initialJavaScript(WEB_DIST);

  const server = await startPortal();
  const scores: Record<string, number[]> = Object.fromEntries(CATEGORIES.map((c) => [c, []]));
  const metrics: Record<string, number[]> = { fcpMs: [], lcpMs: [], tbtMs: [], cls: [] };
  let lighthouseVersion = '';
  let multiplier: number;
  let benchmarkIndex = NaN;
  const benchmarkIndexes: number[] = [];
  const multipliers: number[] = [];
  let encoding: string;
  try {
    const cookie = await sessionCookie(server.url);
    // Transfer size drives the simulated load: note whether the server compresses the app.
    const entry = js.files.find((f) => /index-.*\.js$/.test(f)) ?? js.files[0] ?? '/';
    const probe = await fetch(`${server.url}${entry}`, {
      headers: { 'accept-encoding': 'gzip, br' },
    });
    encoding = probe.headers.get('content-encoding') ?? 'none';
    await probe.arrayBuffer();
    const audit = async (categories: readonly string[], cpuSlowdownMultiplier?: number) => {
      const chrome = await chromeLauncher.launch({
        chromePath: CHROMIUM_PATH,
        chromeFlags: CHROMIUM_ARGS,
      });
      try {
        const result = await lighthouse(`${server.url}/dashboard`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...categories],
          extraHeaders: { Cookie: cookie },
          ...(cpuSlowdownMultiplier ? { throttling: { cpuSlowdownMultiplier } } : {}),
        });
        if (!result) throw new Error('Lighthouse returned nothing');
        if (result.lhr.runtimeError)
          throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
        return result.lhr;
      } finally {
        chrome.kill();
      }
    };

    const fixed = process.env.SHELL_BENCH_CPU_MULTIPLIER;
    if (fixed) multiplier = Number(fixed);
    else {
      const calibration = await audit(['performance']);
      benchmarkIndex = calibration.environment.benchmarkIndex;
      multiplier = calibratedMultiplier(benchmarkIndex);
    }

    for (let run = 0; run < RUNS; run++) {
      // The host's speed drifts on a shared machine: when this run's own BenchmarkIndex calls
      // for a clearly different slowdown, run again with that one (at most twice).
      let lhr = await audit(CATEGORIES, multiplier);
      for (let retry = 0; !fixed && retry < 2; retry++) {
        const wanted = calibratedMultiplier(lhr.environment.benchmarkIndex);
        if (Math.abs(wanted - multiplier) / multiplier <= 0.3) break;
        multiplier = wanted;
        lhr = await audit(CATEGORIES, multiplier);
      }
      multipliers.push(multiplier);
      const lhrDir = process.env.SHELL_BENCH_LHR_DIR;
      if (lhrDir) {
        mkdirSync(lhrDir, { recursive: true });
        writeFileSync(path.join(lhrDir, `lhr-${run + 1}.json`), JSON.stringify(lhr));
      }
      lighthouseVersion = lhr.lighthouseVersion;
      benchmarkIndexes.push(lhr.environment.benchmarkIndex);
      for (const c of CATEGORIES)
        scores[c]?.push(Math.round((lhr.categories[c]?.score ?? 0) * 100));
      const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      metrics.fcpMs?.push(value('first-contentful-paint'));
      metrics.lcpMs?.push(value('largest-contentful-paint'));
      metrics.tbtMs?.push(value('total-blocking-time'));
      metrics.cls?.push(value('cumulative-layout-shift'));
      const failing = Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id);
      if (failing.length) console.log(`run ${run + 1}: audits not passed: ${failing.join(', ')}`);
    }
  } finally {
    await server.dispose();
  }

  const jsKb = js.gzipBytes / 1024;
  const summary = {
    date: new Date().toISOString(),
    lighthouseVersion,
    runs: RUNS,
    cpu: {
      calibrationBenchmarkIndex: benchmarkIndex,
      benchmarkIndexPerRun: benchmarkIndexes,
      cpuSlowdownMultiplierPerRun: multipliers,
    },
    servedEncoding: encoding,
    initialJs: {
      gzipKb: Number(jsKb.toFixed(1)),
      rawKb: Number((js.rawBytes / 1024).toFixed(1)),
      files: js.files,
    },
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, median(scores[c] ?? [])])),
    allScores: scores,
    metrics: Object.fromEntries(
      Object.entries(metrics).map(([k, v]) => [k, Number(median(v).toFixed(3))]),
    ),
    targets: { initialJsGzipKb: TARGET_JS_KB, score: TARGET_SCORE },
  };
  const rows: [string, string, string, string][] = [
    [
      'initial JS (gzip)',
      `${jsKb.toFixed(1)} KB`,
      `≤ ${TARGET_JS_KB} KB`,
      jsKb <= TARGET_JS_KB ? 'yes' : 'NO',
    ],
    ...CATEGORIES.map((c): [string, string, string, string] => {
      const value = summary.scores[c] ?? NaN;
      return [
        `Lighthouse ${c}`,
        `${value} (${scores[c]?.join(', ')})`,
        `≥ ${TARGET_SCORE}`,
        value >= TARGET_SCORE ? 'yes' : 'NO',
      ];
    }),
    [
      'app served with content-encoding',
      encoding,
      'gzip or br',
      encoding === 'none' ? 'NO' : 'yes',
    ],
    ['FCP / LCP (median)', `${summary.metrics.fcpMs} / ${summary.metrics.lcpMs} ms`, '', ''],
    ['TBT / CLS (median)', `${summary.metrics.tbtMs} ms / ${summary.metrics.cls}`, '', ''],
  ];
  console.log(
    `\nApp shell — dashboard, Lighthouse ${lighthouseVersion}, mobile (slow 4G; CPU ${multipliers.join('/')}x ` +
      `for BenchmarkIndex ${benchmarkIndexes.map(Math.round).join('/')}), ${RUNS} runs\n`,
  );
  console.table(rows.map(([measure, value, target, met]) => ({ measure, value, target, met })));
  mkdirSync(path.join(REPO_ROOT, 'bench/results'), { recursive: true });
  writeFileSync(
    path.join(REPO_ROOT, 'bench/results/shell.json'),
    `${JSON.stringify(summary, null, 2)}\n`,
  );
  console.log('Wrote bench/results/shell.json');
}

await main();

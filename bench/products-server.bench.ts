// npm run bench:products-server (`node bench/products-server.bench.ts`) — the server side of the
// product library's speed bar (issue 15): POST /api/products/fetch first pages (limit 100, the
// grid's page) at 100 concurrent clients with autocannon, against the real server
// (`node sync-server/src/main.ts`, its own process) on PostgreSQL seeded with SEED_SCALE=100
// (100,000 products). Side by side in one run, at the same concurrency: the server's floor
// (GET /api/config/version, a signed-in call that reads nothing) and the fetch with the
// Accept-Encoding a browser sends (answered as gzip from cached parts, decision 0037). Also the first request after start (the catalogue index built from the
// database) and the server's memory before and after. Prints a table and writes
// bench/results/products-server.json. Target: p99 ≤ 50 ms for a first page.
// Env: PRODUCTS_SERVER_SCALE (default 100), PRODUCTS_SERVER_SECONDS (default 20),
// PRODUCTS_SERVER_CONNECTIONS (default 100), BENCH_DATABASE_URL (else TEST_DATABASE_URL, else
// the local server): the bench database portal_bench_products_<scale> is created and seeded once
// and kept for the next run; --reseed drops it first.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { DEMO_EMAIL_DOMAIN, type ProductFetch, type ProductFetchAnswer } from '@portal/shared';
import { DEMO_PASSWORD } from '../sync-server/src/seed/accounts.ts';

const SCALE = Number(process.env.PRODUCTS_SERVER_SCALE ?? 100);
const SECONDS = Number(process.env.PRODUCTS_SERVER_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.PRODUCTS_SERVER_CONNECTIONS ?? 100);
const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const TARGET_P99_MS = 50;
/** Linux clock ticks (USER_HZ) of /proc/<pid>/stat times. */
const TICKS_PER_SECOND = 100;
const DATABASE = `portal_bench_products_${String(SCALE).replace(/\W/g, '_')}`;
const root = path.resolve(import.meta.dirname, '..');
const log = (...args: unknown[]) =>
  console.log(`[bench:products-server ${new Date().toISOString().slice(11, 19)}]`, ...args);

async function ensureDatabase(): Promise<string> {
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
  if (process.argv.includes('--reseed'))
    await admin.unsafe(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  const [found] = await admin`select 1 from pg_database where datname = ${DATABASE}`;
  if (!found) await admin.unsafe(`CREATE DATABASE ${DATABASE}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${DATABASE}`;
  return url.toString();
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The server process: migrates, seeds when empty (SEED_SCALE), then serves. */
async function startServer(databaseUrl: string) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-products-server-'));
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'sync-server/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      SEED_SCALE: String(SCALE),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (/Portal running at/.test(output)) {
        clearInterval(timer);
        resolve();
      }
    }, 200);
    child.once('exit', (code) => {
      clearInterval(timer);
      reject(new Error(`server exited (${code}):\n${output}`));
    });
  });
  const readyMs = performance.now() - started;
  return {
    url: `http://127.0.0.1:${port}`,
    readyMs,
    seeded: /demo data seeded/.test(output),
    rssMB: () => {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
    },
    /** CPU time the server process has used (user + system), in ms: per request it does not
     * depend on what else runs on this shared machine, as latency does. */
    cpuMs: () => {
      const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
    },
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function login(url: string, local: string): Promise<string> {
  const res = await fetch(`${url}/api/users/session`, {
    method: 'POST',
    headers: { origin: url, 'content-type': 'application/json' },
    body: JSON.stringify({ email: `${local}@${DEMO_EMAIL_DOMAIN}`, password: DEMO_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`login ${local}: ${res.status}`);
  return res.headers.getSetCookie()[0]!.split(';')[0]!;
}

/** First pages after filter changes a user makes: each module, filters, presets, three at
 * once, a 500-id paste, a keyword, the other sorts. */
function firstPages(ids: readonly string[]): ProductFetch[] {
  const page = { limit: 100, skip: 0 };
  const footwear = (filter: Record<string, string>) => ({
    productType: 'Footwear' as const,
    filter,
    _options: page,
  });
  return [
    { productType: 'Footwear', _options: page },
    { productType: 'Apparel', _options: page },
    { productType: 'POP', _options: page },
    footwear({ gender: 'Womens' }),
    footwear({ division: 'ACT' }),
    footwear({ features: 'Lightweight' }),
    footwear({ type: 'Sneaker' }),
    footwear({ color2: 'Navy' }),
    footwear({ material1: 'Mesh' }),
    footwear({ firstAvail: 'atOnce' }),
    footwear({ dueDate: 'next30' }),
    footwear({ lastProduced: 'last90' }),
    footwear({ price: '40..90' }),
    footwear({ size: '9H' }),
    footwear({ location: 'US', status: 'R' }),
    footwear({ keyword: 'trail runner' }),
    footwear({ gender: 'Mens', firstAvail: 'next6Months', price: '20..80' }),
    footwear({ ids: ids.join(',') }),
    { productType: 'Apparel', filter: { apparelType: 'Tops', size: 'M' }, _options: page },
    { productType: 'POP', filter: { popCategory: 'Signage' }, _options: page },
    { productType: 'Footwear', _options: { ...page, sort: { name: 1 } } },
    { productType: 'Apparel', _options: { ...page, sort: { style: 1 } } },
  ];
}

interface Run {
  readonly name: string;
  /** Server CPU (user + system) per request, ms. */
  readonly serverCpuMsPerRequest: number;
  readonly requests: number;
  readonly rps: number;
  readonly p50: number;
  readonly p90: number;
  readonly p99: number;
  readonly max: number;
  readonly bytesPerRequest: number;
  readonly errors: number;
  readonly non2xx: number;
}

async function load(
  name: string,
  server: { url: string; cpuMs(): number },
  requests: autocannon.Request[],
  headers: Record<string, string>,
): Promise<Run> {
  const { url } = server;
  const cpuBefore = server.cpuMs();
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers,
    requests,
  });
  const cpuMs = server.cpuMs() - cpuBefore;
  const run: Run = {
    name,
    serverCpuMsPerRequest: Number((cpuMs / Math.max(1, result.requests.total)).toFixed(2)),
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    bytesPerRequest: Math.round(result.throughput.total / Math.max(1, result.requests.total)),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
  log(
    `${name}: ${run.rps} req/s, p50 ${run.p50} ms, p99 ${run.p99} ms, ` +
      `server CPU ${run.serverCpuMsPerRequest} ms/request, non-2xx ${run.non2xx}`,
  );
  return run;
}

const databaseUrl = await ensureDatabase();
log(`database ${DATABASE}; starting the server (seeds ${SCALE * 1000} products when empty)`);
const server = await startServer(databaseUrl);
log(`server ready in ${(server.readyMs / 1000).toFixed(1)} s${server.seeded ? ' (seeded)' : ''}`);
try {
  const cookie = await login(server.url, 'products-viewer');
  const headers = { cookie, origin: server.url, 'content-type': 'application/json' };
  const post = (body: unknown, extra: Record<string, string> = {}) =>
    fetch(`${server.url}/api/products/fetch`, {
      method: 'POST',
      headers: { ...headers, ...extra },
      body: JSON.stringify(body),
    });
  const rssBeforeMB = server.rssMB();
  const buildStart = performance.now();
  const first = await post({ productType: 'Footwear', _options: { limit: 500 } });
  const firstRequestMs = performance.now() - buildStart;
  const sample = ((await first.json()) as ProductFetchAnswer).data[0]!;
  log(
    `first request (catalogue built): ${Math.round(firstRequestMs)} ms, ${sample.totalCount} footwear`,
  );
  const bodies = firstPages(sample.data.map((p) => p.id));
  const totals: Record<string, number> = {};
  for (const [i, body] of bodies.entries()) {
    const res = await post(body);
    if (res.status !== 200) throw new Error(`body ${i}: ${res.status} ${await res.text()}`);
    totals[String(i)] = ((await res.json()) as ProductFetchAnswer).data[0]!.totalCount;
  }
  const rssAfterBuildMB = server.rssMB();
  const requests = bodies.map((body) => ({
    method: 'POST' as const,
    path: '/api/products/fetch',
    body: JSON.stringify(body),
  }));

  const floor = await load(
    'floor: GET /api/config/version',
    server,
    [{ method: 'GET', path: '/api/config/version' }],
    headers,
  );
  const plain = await load('first pages, plain JSON', server, requests, headers);
  const browser = await load('first pages, gzip, deflate, br (a browser)', server, requests, {
    ...headers,
    'accept-encoding': 'gzip, deflate, br',
  });
  const rssAfterMB = server.rssMB();

  const result = {
    bench: 'products-server',
    date: new Date().toISOString(),
    node: process.version,
    machine: { cpus: os.cpus().length, loadavg: os.loadavg() },
    target: `POST /products/fetch first page (limit 100) p99 ≤ ${TARGET_P99_MS} ms at ${CONNECTIONS} concurrent clients`,
    baseline:
      'GET /api/config/version at the same concurrency (the server floor: session check, no data)',
    database: 'postgres',
    products: SCALE * 1000,
    connections: CONNECTIONS,
    seconds: SECONDS,
    bodies: bodies.length,
    totals,
    firstRequestMs: Math.round(firstRequestMs),
    memoryMB: {
      beforeCatalogue: Math.round(rssBeforeMB),
      afterCatalogue: Math.round(rssAfterBuildMB),
      afterLoad: Math.round(rssAfterMB),
    },
    runs: [floor, plain, browser],
    p99VsFloor: Number((plain.p99 / Math.max(1, floor.p99)).toFixed(2)),
    cpuVsFloor: Number(
      (plain.serverCpuMsPerRequest / Math.max(0.01, floor.serverCpuMsPerRequest)).toFixed(2),
    ),
    targetMet: plain.p99 <= TARGET_P99_MS,
  };
  console.table(result.runs);
  log(
    `p99 ${plain.p99} ms plain, ${browser.p99} ms as a browser asks (target ${TARGET_P99_MS} ms); floor p99 ${floor.p99} ms; ` +
      `catalogue memory ${Math.round(rssAfterBuildMB - rssBeforeMB)} MB`,
  );
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(
    path.join(root, 'bench/results/products-server.json'),
    `${JSON.stringify(result, null, 2)}\n`,
  );
  log('wrote bench/results/products-server.json');
} finally {
  await server.stop();
}

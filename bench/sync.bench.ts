// npm run bench:sync (`node bench/sync.bench.ts`) — every figure of issue 5's benchmark, side by
// side in one run, each against its baseline measured in the same run (this machine is shared
// and absolute times drift). Prints a table and writes bench/results/sync.json.
//   - initial sync of the catalogue into a fresh client, in headless Chromium (real IndexedDB)
//     and in Node (Dexie over fake-indexeddb), against a raw IndexedDB put of the same
//     documents with the same indexes (and Dexie's bulkPut and RxDB's bulkInsert beside it);
//   - login to the first usable screen (own orders and assortments, their products);
//   - the pull endpoint's throughput against a raw SQL read of the same rows, plain and as
//     gzip, and the catalogue's bytes on the wire plain, gzip and brotli (decision 0026);
//   - SSE fan-out latency from one client's write to another client's device (median, p99);
//   - the first page of a filtered, sorted product list on the full catalogue.
// SYNC_BENCH_PRODUCTS (default 100000), SYNC_BENCH_DB=postgres (uses TEST_DATABASE_URL; writes
// bench/results/sync-postgres.json),
// SYNC_BENCH_CHROMIUM=0 to skip the browser part, SYNC_BENCH_FANOUT (default 40 writes).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import {
  INITIAL_CHECKPOINT,
  SYNC_NEXT_HEADER,
  parseNextPage,
  parsePullLines,
} from '@portal/shared';
import { DeviceSession } from '../tests/sync/support/session.ts';
import { CATALOGUE_LOOKAHEAD } from '../web/src/sync/catalogue-sync.ts';
import { PagesAhead, type AskPage } from '../web/src/sync/pages-ahead.ts';
import { runInChromium, type BrowserResults } from './sync/browser.ts';
import { fanOut } from './sync/fanout.ts';
import { dexiePut, fetchAll, firstScreen, rxdbInsert, type Env } from './sync/measure.ts';
import { runNodeClient, type NodeClientResult } from './sync/node-client.ts';
import { startBenchServer } from './sync/server.ts';
import { fetchLinesPage, wireBytes } from './sync/wire.ts';

const PRODUCTS = Number(process.env.SYNC_BENCH_PRODUCTS ?? 100_000);
const KIND = process.env.SYNC_BENCH_DB === 'postgres' ? 'postgres' : 'pglite';
const CHROMIUM = process.env.SYNC_BENCH_CHROMIUM !== '0';
const FANOUT = Number(process.env.SYNC_BENCH_FANOUT ?? 40);
const PASSWORD = 'bench sync password';
const log = (...args: unknown[]) =>
  console.log(`[bench:sync ${new Date().toISOString().slice(11, 19)}]`, ...args);

const server = await startBenchServer(KIND);
log(`server on ${KIND} at ${server.url}; seeding ${PRODUCTS} products`);
const seedMs = await server.call<number>('seedProducts', PRODUCTS);
log(`seeded in ${(seedMs / 1000).toFixed(1)} s`);

async function user(label: string, permissions: object[], locations = ['US', 'EU']) {
  const email = `bench.${label}.${Date.now().toString(36)}@example.com`;
  const row = await server.call<{ id: string; userCode: string }>('createUser', {
    email,
    name: 'Bench',
    lastName: label,
    password: PASSWORD,
    permissions,
    userTBEs: [
      {
        territory: 'BENCH',
        businessEntity: 'Domestic',
        locations: locations.map((key) => ({ key })),
      },
    ],
  });
  const session = new DeviceSession(server.url);
  await session.login(email, PASSWORD);
  return { ...row, email, session };
}

// A sales user with their own orders and assortments over 60 products (the first screen).
const rep = await user('rep', [
  { permission: 'sampleOrders', role: 'user' },
  { permission: 'productAssortments', role: 'manager' },
  { permission: 'products', role: 'user' },
]);
const pick = (i: number) => ({ style: `S${100000 + i * 37}`, color: 'BLK' });
await server.call(
  'save',
  'orderMapping',
  Array.from({ length: 10 }, (_, i) => ({
    id: `bench-order-${i}`,
    _deleted: false,
    type: 'sample',
    orderType: 'SampleOrder',
    orderSubtype: 'sample',
    status: 'DRAFT',
    requesterCode: rep.userCode,
    products: [],
    comments: [],
    lines: Array.from({ length: 3 }, (_, k) => ({
      id: `bench-order-${i}-${k}`,
      ...pick(i * 3 + k),
      status: 'PENDING',
      availability: [],
    })),
  })),
);
await server.call(
  'save',
  'assortmentMapping',
  Array.from({ length: 5 }, (_, i) => ({
    id: `bench-assortment-${i}`,
    _deleted: false,
    title: `Bench ${i}`,
    type: 'item',
    hierarchy: [],
    method: 'static',
    orgType: 'regular',
    state: 'published',
    starred: false,
    archived: false,
    ownerCode: rep.userCode,
    alerts: [],
    labels: [],
    customContent: [],
    displayGroups: [],
    products: Array.from({ length: 6 }, (_, k) => pick(30 + i * 6 + k)),
  })),
);

// 1. The pull endpoint against a raw SQL read of the same rows (the pull reads in (txid, seq)
// order through the schema's pull index, migration 0002). Asked as the catalogue sync asks
// (first page fresh and counted), so the rep's pages are recorded as a shared pull chain
// (docs/decisions/0023-shared-pull-chains.md); a second user who sees the same locations then
// pulls the same pages from the chain.
// Pages are asked as the catalogue sync asks them: each head announces the next page
// (SYNC_NEXT_HEADER), and a window of CATALOGUE_LOOKAHEAD pages is kept asked ahead
// (pages-ahead.ts), so the endpoint is kept busy while the bench parses the previous page.
// Pages as lines, the format the catalogue sync asks for (decision 0025).
// `identity` measures what the endpoint itself serves (the raw read compresses nothing
// either); `gzip` is what a browser takes (decision 0026), and on this one machine the bench
// decodes it on the cores the server uses.
async function pullThrough(session: DeviceSession, acceptEncoding: 'identity' | 'gzip') {
  let docs = 0;
  const started = performance.now();
  const ask: AskPage = async (cp, fresh, total) => {
    const res = await fetchLinesPage(session, cp, fresh, total, acceptEncoding);
    return {
      next: parseNextPage(res.headers.get(SYNC_NEXT_HEADER)),
      page: res.text().then(parsePullLines),
    };
  };
  const pages = new PagesAhead(
    ask,
    CATALOGUE_LOOKAHEAD,
    { at: INITIAL_CHECKPOINT, fresh: true, total: true },
    false,
  );
  try {
    for (;;) {
      const page = await (await pages.take()).page;
      docs += page.lines.length;
      if (!page.more) return { docs, ms: performance.now() - started };
    }
  } finally {
    pages.stop();
  }
}
log('pull throughput');
const raw = await server.call<{ ms: number; rows: number; children: number }>('rawRead');
const live = await pullThrough(rep.session, 'identity');
const pulled = live.docs;
const pullMs = live.ms;
const sameLocations = await user('rep2', [{ permission: 'products', role: 'user' }]);
const chained = await pullThrough(sameLocations.session, 'identity');
// The same documents as gzip, live and replayed: users who also see JP (no product has a JP
// row, so their documents are the rep's) make a chain of their own.
const withJp = ['US', 'EU', 'JP'];
const gzipFirst = await user('gzip1', [{ permission: 'products', role: 'user' }], withJp);
const liveGzip = await pullThrough(gzipFirst.session, 'gzip');
const gzipSecond = await user('gzip2', [{ permission: 'products', role: 'user' }], withJp);
const chainedGzip = await pullThrough(gzipSecond.session, 'gzip');
// The rep's chain's bytes on the wire as sent plain, gzip and brotli (decision 0026).
log('bytes on the wire');
const wire = {
  identity: await wireBytes(sameLocations.session, 'identity'),
  gzip: await wireBytes(sameLocations.session, 'gzip'),
  br: await wireBytes(sameLocations.session, 'br'),
};

// 2. Node: the catalogue's initial sync and the write paths on the same documents. Warm: the
// rep, whose locations' chain is recorded. Cold: a user who alone sees only US (a live pull).
log('node: catalogue sync and write paths');
const nodeEnv = (prefix: string, transport: DeviceSession = rep.session): Env => ({
  indexedDB: new IDBFactory(),
  IDBKeyRange,
  transport,
  prefix,
});
const usOnly = await user('us-only', [{ permission: 'products', role: 'user' }], ['US']);
// Every measured client runs in a fresh worker thread (sync/node-client.ts). The chain sync and
// the raw put alternate, three runs each, and each reports its median.
const job = (op: 'sync' | 'raw', email: string) =>
  runNodeClient({ op, baseUrl: server.url, email, password: PASSWORD });
const nodeCold = await job('sync', usOnly.email);
const syncRuns: { ms: number; docs: number }[] = [];
const rawRuns: number[] = [];
let nodePage: Extract<NodeClientResult, { op: 'sync' }>['page'] | undefined;
for (let i = 0; i < 3; i++) {
  const synced = await job('sync', rep.email);
  if (synced.op === 'sync') nodePage ??= synced.page;
  syncRuns.push({ ms: synced.ms, docs: synced.docs });
  rawRuns.push((await job('raw', rep.email)).ms);
}
const nodeSync = [...syncRuns].sort((a, b) => a.ms - b.ms)[1]!;
const nodeRaw = [...rawRuns].sort((a, b) => a - b)[1]!;
if (!nodePage) throw new Error('no first page measured');
// Dexie's bulkPut and RxDB's bulkInsert beside them (informative), in this thread.
const docs = await fetchAll(nodeEnv('fetch'));
const nodeDexie = await dexiePut(nodeEnv('dexie'), docs);
const nodeRxdb = await rxdbInsert(nodeEnv('rxdb'), docs);
const nodeScreen = await firstScreen(nodeEnv('screen'), rep.id);

// 3. SSE fan-out: an editor's write to another editor's device.
log('fan-out');
const editor = [{ permission: 'advertisingAssets', role: 'editor' }];
const writer = await user('writer', editor);
const reader = await user('reader', editor);
const fan = await fanOut(writer.session, { session: reader.session, userId: reader.id }, FANOUT);

// 4. Chromium.
let chromium: BrowserResults | undefined;
if (CHROMIUM) {
  log('chromium: catalogue sync, write paths, first page, first screen');
  // The rep's session cookie for the browser (a second session of the same user).
  const login = await fetch(`${server.url}/api/users/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ email: rep.email, password: PASSWORD }),
  });
  const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
  // A cold sync first, as a user who alone sees only EU (no chain recorded for them).
  const euOnly = await user('eu-only', [{ permission: 'products', role: 'user' }], ['EU']);
  const euLogin = await fetch(`${server.url}/api/users/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ email: euOnly.email, password: PASSWORD }),
  });
  const coldCookie = euLogin.headers.getSetCookie()[0]!.split(';')[0]!;
  chromium = await runInChromium(server.url, cookie, rep.id, coldCookie);
}
await server.close();

const perSecond = (n: number, ms: number) => Math.round((n / ms) * 1000);
const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;
const rows = [
  [
    'pull endpoint',
    `${perSecond(pulled, pullMs)} docs/s`,
    `raw SQL ${perSecond(raw.rows, raw.ms)} rows/s`,
    `${ratio(perSecond(pulled, pullMs), perSecond(raw.rows, raw.ms))}× (target ≥ 0.5)`,
  ],
  [
    'pull endpoint, shared chain',
    `${perSecond(chained.docs, chained.ms)} docs/s`,
    `raw SQL ${perSecond(raw.rows, raw.ms)} rows/s`,
    `${ratio(perSecond(chained.docs, chained.ms), perSecond(raw.rows, raw.ms))}×`,
  ],
  [
    'pull endpoint as gzip (live / chain)',
    `${perSecond(liveGzip.docs, liveGzip.ms)} / ${perSecond(chainedGzip.docs, chainedGzip.ms)} docs/s`,
    `raw SQL ${perSecond(raw.rows, raw.ms)} rows/s`,
    `${ratio(perSecond(liveGzip.docs, liveGzip.ms), perSecond(raw.rows, raw.ms))}× / ${ratio(perSecond(chainedGzip.docs, chainedGzip.ms), perSecond(raw.rows, raw.ms))}× (decoded on the same cores)`,
  ],
  [
    'pull, bytes on the wire',
    `plain ${(wire.identity.bytes / 1e6).toFixed(1)} MB`,
    `gzip ${(wire.gzip.bytes / 1e6).toFixed(1)} MB, br ${(wire.br.bytes / 1e6).toFixed(1)} MB`,
    `${ratio(wire.identity.bytes, wire.gzip.bytes)}× / ${ratio(wire.identity.bytes, wire.br.bytes)}× smaller`,
  ],
  [
    'node: catalogue initial sync (chain)',
    `${(nodeSync.ms / 1000).toFixed(1)} s, ${perSecond(nodeSync.docs, nodeSync.ms)} docs/s`,
    `raw put ${(nodeRaw / 1000).toFixed(1)} s`,
    `${ratio(nodeSync.ms, nodeRaw)}× (target ≤ 1.3)`,
  ],
  [
    'node: catalogue initial sync (live)',
    `${(nodeCold.ms / 1000).toFixed(1)} s, ${perSecond(nodeCold.docs, nodeCold.ms)} docs/s`,
    `raw put ${(nodeRaw / 1000).toFixed(1)} s`,
    `${ratio(nodeCold.ms, nodeRaw)}× (first device of its locations)`,
  ],
  [
    'node: Dexie bulkPut / RxDB bulkInsert',
    `${(nodeDexie / 1000).toFixed(1)} s / ${(nodeRxdb / 1000).toFixed(1)} s`,
    `raw put ${(nodeRaw / 1000).toFixed(1)} s`,
    `${ratio(nodeDexie, nodeRaw)}× / ${ratio(nodeRxdb, nodeRaw)}×`,
  ],
  [
    'node: first usable screen',
    `${Math.round(nodeScreen.firstScreenMs)} ms (${nodeScreen.referenced} products)`,
    `catalogue done ${(nodeScreen.catalogueMs / 1000).toFixed(1)} s`,
    'target ≤ 3000 ms',
  ],
  [
    'node: first page Footwear by style',
    `${nodePage.styleMs.toFixed(1)} ms`,
    `count() ${nodePage.countMs.toFixed(0)} ms`,
    'target < 50 ms',
  ],
  [
    'SSE fan-out',
    `median ${Math.round(fan.medianMs)} ms`,
    `p99 ${Math.round(fan.p99Ms)} ms`,
    'target p99 < 500 ms',
  ],
  ...(chromium
    ? [
        [
          'chromium: catalogue initial sync (chain)',
          `${(chromium.sync.ms / 1000).toFixed(1)} s, ${perSecond(chromium.sync.docs, chromium.sync.ms)} docs/s`,
          `raw put ${(chromium.rawPutMs / 1000).toFixed(1)} s`,
          `${ratio(chromium.sync.ms, chromium.rawPutMs)}× (target ≤ 1.3)`,
        ],
        [
          'chromium: catalogue initial sync (live)',
          `${(chromium.coldSync.ms / 1000).toFixed(1)} s, ${perSecond(chromium.coldSync.docs, chromium.coldSync.ms)} docs/s`,
          `raw put ${(chromium.rawPutMs / 1000).toFixed(1)} s`,
          `${ratio(chromium.coldSync.ms, chromium.rawPutMs)}× (first device of its locations)`,
        ],
        [
          'chromium: Dexie bulkPut / RxDB bulkInsert',
          `${(chromium.dexiePutMs / 1000).toFixed(1)} s / ${(chromium.rxdbInsertMs / 1000).toFixed(1)} s`,
          `raw put ${(chromium.rawPutMs / 1000).toFixed(1)} s`,
          `${ratio(chromium.dexiePutMs, chromium.rawPutMs)}× / ${ratio(chromium.rxdbInsertMs, chromium.rawPutMs)}×`,
        ],
        [
          'chromium: first usable screen',
          `${Math.round(chromium.screen.firstScreenMs)} ms (${chromium.screen.referenced} products)`,
          `catalogue done ${(chromium.screen.catalogueMs / 1000).toFixed(1)} s`,
          'target ≤ 3000 ms',
        ],
        [
          'chromium: first page Footwear by style',
          `${chromium.page.styleMs.toFixed(1)} ms`,
          `count() ${chromium.page.countMs.toFixed(0)} ms`,
          'target < 50 ms',
        ],
      ]
    : []),
];
const widths = [0, 1, 2, 3].map((i) => Math.max(...rows.map((r) => String(r[i]).length)));
console.log(`\nbench:sync — ${PRODUCTS} products on ${KIND}\n`);
for (const r of rows) console.log(r.map((c, i) => String(c).padEnd(widths[i]!)).join('  '));

const results = {
  date: new Date().toISOString(),
  products: PRODUCTS,
  database: KIND,
  seedMs,
  pull: {
    raw,
    rawRowsPerSecond: perSecond(raw.rows, raw.ms),
    docs: pulled,
    ms: pullMs,
    docsPerSecond: perSecond(pulled, pullMs),
    ratio: ratio(perSecond(pulled, pullMs), perSecond(raw.rows, raw.ms)),
    chain: {
      docs: chained.docs,
      ms: chained.ms,
      docsPerSecond: perSecond(chained.docs, chained.ms),
      ratio: ratio(perSecond(chained.docs, chained.ms), perSecond(raw.rows, raw.ms)),
    },
    gzip: {
      live: { ...liveGzip, docsPerSecond: perSecond(liveGzip.docs, liveGzip.ms) },
      chain: { ...chainedGzip, docsPerSecond: perSecond(chainedGzip.docs, chainedGzip.ms) },
      liveRatio: ratio(perSecond(liveGzip.docs, liveGzip.ms), perSecond(raw.rows, raw.ms)),
      chainRatio: ratio(perSecond(chainedGzip.docs, chainedGzip.ms), perSecond(raw.rows, raw.ms)),
    },
    wire,
  },
  node: {
    catalogueSync: nodeSync,
    catalogueSyncRunsMs: syncRuns.map((r) => r.ms),
    rawPutMs: nodeRaw,
    rawPutRunsMs: rawRuns,
    dexiePutMs: nodeDexie,
    rxdbInsertMs: nodeRxdb,
    syncToRawPut: ratio(nodeSync.ms, nodeRaw),
    catalogueSyncLive: { ms: nodeCold.ms, docs: nodeCold.docs },
    liveSyncToRawPut: ratio(nodeCold.ms, nodeRaw),
    firstPage: nodePage,
    firstScreen: nodeScreen,
  },
  chromium: chromium
    ? {
        ...chromium,
        syncToRawPut: ratio(chromium.sync.ms, chromium.rawPutMs),
        liveSyncToRawPut: ratio(chromium.coldSync.ms, chromium.rawPutMs),
      }
    : null,
  fanOut: fan,
  targets: {
    syncToRawPut: 1.3,
    firstScreenMs: 3000,
    pullToRaw: 0.5,
    fanOutP99Ms: 500,
    firstPageMs: 50,
  },
};
const out = path.resolve(
  import.meta.dirname,
  KIND === 'postgres' ? 'results/sync-postgres.json' : 'results/sync.json',
);
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
console.log(`\nwrote ${path.relative(process.cwd(), out)}`);
process.exit(0);

// npm run bench:product-engine -- — the product library's in-memory index
// (shared/src/products, decision 0034) at 100,000 generated products in Node: build time,
// first-page query times after a filter change (each filter of each module alone, random
// combinations of three, a 500-id Style/Color paste, a keyword), option counts of a whole
// module, and the memory it holds. The baseline, measured in the same run, is the reference
// predicate and sort over the same array (what a scan without an index costs), since this
// machine is shared and absolute times drift. Prints a table and writes
// bench/results/product-engine.json.
//   --products=N   catalogue size (default 100000)
//   --samples=N    queries per category (default 200)
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  PRODUCT_FILTER_BAR,
  PRODUCT_SORTS,
  ProductIndex,
  compareBySortKey,
  enabledFilters,
  productMatchesQuery,
  productSortKey,
  readProductQuery,
  type FilterState,
  type Product,
  type ProductQueryContext,
} from '@portal/shared';
import {
  CATALOGUE_CODES,
  CATALOGUE_TODAY,
  Rng,
  randomCatalogue,
  randomValue,
} from '@portal/shared/products/testing/catalogue.ts';

const arg = (name: string, fallback: number) => {
  const found = process.argv.find((a) => a.startsWith(`--${name}=`));
  return found ? Number(found.split('=')[1]) : fallback;
};
const PRODUCTS = arg('products', 100_000);
const SAMPLES = arg('samples', 200);
/** States per category run first and not measured (JIT warm-up of each code path). */
const WARM = 10;
const MODULES = ['Footwear', 'Apparel', 'POP'] as const;
const TARGETS = { buildMs: 3000, queryP95Ms: 10, facetsP95Ms: 50, bytesMB: 150 };
const ctx: ProductQueryContext = {
  today: CATALOGUE_TODAY,
  locations: ['US', 'EU', 'CA'],
  currencyDecimals: { JP: 0 },
};
const gc = (globalThis as { gc?: () => void }).gc;
/** JavaScript heap plus typed arrays' buffers (they live outside the heap). */
const heapMB = () => {
  gc?.();
  const m = process.memoryUsage();
  return (m.heapUsed + m.arrayBuffers) / 2 ** 20;
};

interface Stats {
  count: number;
  p50: number;
  p95: number;
  max: number;
  /** p95 of the process's CPU time per run: steadier than wall time on a shared machine. */
  cpuP95: number;
}
const round = (n: number) => Math.round(n * 1000) / 1000;
const percentile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
/** Wall and CPU milliseconds of one run. */
function time(run: () => void): { wall: number; cpu: number } {
  const c = process.cpuUsage();
  const t = performance.now();
  run();
  const wall = performance.now() - t;
  const u = process.cpuUsage(c);
  return { wall, cpu: (u.user + u.system) / 1000 };
}
function stats(runs: readonly { wall: number; cpu: number }[]): Stats {
  const wall = runs.map((r) => r.wall).sort((a, b) => a - b);
  const cpu = runs.map((r) => r.cpu).sort((a, b) => a - b);
  return {
    count: runs.length,
    p50: round(percentile(wall, 0.5)),
    p95: round(percentile(wall, 0.95)),
    max: round(percentile(wall, 1)),
    cpuP95: round(percentile(cpu, 0.95)),
  };
}

console.log(`generating ${PRODUCTS} products…`);
const catalogue: Product[] = randomCatalogue(PRODUCTS, 2025);
const rng = new Rng(99);
const stateOf = (module: string, params: [string, string][]): FilterState => ({
  module,
  parameters: params.map(([key, value]) => ({ module, group: key, key, value })),
});

// Build.
const heapBefore = heapMB();
let index = ProductIndex.build([]);
const build = time(() => {
  index = ProductIndex.build(catalogue);
});
const buildMs = build.wall;
const heapAddedMB = heapMB() - heapBefore;
const bytesMB = index.bytes() / 2 ** 20;

// States per category; each is asked once, as a user's filter change would be.
const filtersOf = (module: string) => enabledFilters(PRODUCT_FILTER_BAR, { module });
const single: FilterState[] = [];
while (single.length < SAMPLES + WARM)
  for (const module of MODULES)
    for (const { filter } of filtersOf(module)) {
      const value = randomValue(rng, filter, catalogue);
      if (value !== undefined) single.push(stateOf(module, [[filter.key, value]]));
    }
const combos: FilterState[] = Array.from({ length: SAMPLES + WARM }, () => {
  const module = rng.pick(MODULES);
  const filters = rng.sample(filtersOf(module), 3);
  return stateOf(
    module,
    filters.flatMap(({ filter }) => {
      const value = randomValue(rng, filter, catalogue);
      return value === undefined ? [] : [[filter.key, value] as [string, string]];
    }),
  );
});
const pastes: FilterState[] = Array.from({ length: Math.min(SAMPLES, 50) + WARM }, () => {
  const ids = rng.sample(catalogue, 500).map((p) => (rng.chance(0.2) ? p.style : p.id));
  return stateOf(rng.pick(MODULES), [['ids', ids.join(',')]]);
});
const keywords: FilterState[] = Array.from({ length: SAMPLES + WARM }, () => {
  const module = rng.pick(MODULES);
  const filter = filtersOf(module).find((l) => ['keyword', 'name'].includes(l.filter.key))?.filter;
  const value = filter ? (randomValue(rng, filter, catalogue) ?? 'trail') : 'trail';
  return stateOf(module, [[filter?.key ?? 'keyword', value]]);
});

// Baseline: the reference predicate and sort over the array, on a few of the same states.
const baselineStates = combos.slice(0, 20);
const baselineTimes = baselineStates.map((state) =>
  time(() => {
    const query = readProductQuery(state, ctx);
    catalogue
      .filter((p) => productMatchesQuery(p, query, ctx))
      .map((p) => productSortKey(p, 'newest'))
      .sort((a, b) => compareBySortKey('newest', a, b))
      .slice(0, 100);
  }),
);
const baseline = stats(baselineTimes);
// From here on only the index is held, as in the device's worker: the generated documents
// (several hundred MB of objects) would otherwise make every major GC pause part of a query.
catalogue.length = 0;
heapMB();

const firstPage = (state: FilterState) =>
  time(() => index.query(state, rng.pick(PRODUCT_SORTS), ctx, { offset: 0, limit: 100 }));
// Warm the JIT on states not measured.
const lists = { single, combos, pastes, keywords };
for (const list of Object.values(lists)) list.splice(0, WARM).forEach(firstPage);
const indexed = stats(
  baselineStates.map((s) => time(() => index.query(s, 'newest', ctx, { offset: 0, limit: 100 }))),
);

const queries = {
  single: stats(single.slice(0, SAMPLES).map(firstPage)),
  combinationsOfThree: stats(combos.map(firstPage)),
  paste500Ids: stats(pastes.map(firstPage)),
  keyword: stats(keywords.map(firstPage)),
};
const allQueryTimes = Object.values(queries);
const queryP95 = Math.max(...allQueryTimes.map((s) => s.p95));

// Option counts of the whole open module (every select and preset of it).
const facets: Record<string, Stats> = {};
for (const module of MODULES) {
  const keys = filtersOf(module)
    .map((l) => l.filter)
    .filter((f) => f.kind === 'select' || f.kind === 'datePreset')
    .map((f) => f.key);
  const states = combos.filter((s) => s.module === module).slice(0, 40);
  facets[module] = stats(states.map((s) => time(() => index.facets(s, keys, ctx))));
}
const facetsP95 = Math.max(...Object.values(facets).map((s) => s.p95));

const result = {
  bench: 'product-engine',
  date: new Date().toISOString(),
  node: process.version,
  cpus: cpus().length,
  loadavg: loadavg().map((n) => Math.round(n * 100) / 100),
  products: PRODUCTS,
  locations: CATALOGUE_CODES.length,
  buildMs: Math.round(buildMs),
  buildCpuMs: Math.round(build.cpu),
  bytesMB: Math.round(bytesMB * 10) / 10,
  heapAddedMB: gc ? Math.round(heapAddedMB * 10) / 10 : null,
  queryFirstPageMs: queries,
  facetsOfModuleMs: facets,
  baseline: {
    what: 'reference predicate + sort over the array, first page (20 three-filter states)',
    scanMs: baseline,
    indexMs: indexed,
    ratioP50: Math.round((baseline.p50 / Math.max(indexed.p50, 0.001)) * 10) / 10,
  },
  targets: TARGETS,
  pass: {
    build: buildMs <= TARGETS.buildMs,
    query: queryP95 <= TARGETS.queryP95Ms,
    facets: facetsP95 <= TARGETS.facetsP95Ms,
    bytes: bytesMB <= TARGETS.bytesMB,
  },
};

console.table({
  build: { ms: result.buildMs, cpuMs: result.buildCpuMs, target: TARGETS.buildMs },
  ...Object.fromEntries(
    Object.entries(queries).map(([k, s]) => [`query ${k}`, { ...s, target: TARGETS.queryP95Ms }]),
  ),
  ...Object.fromEntries(
    Object.entries(facets).map(([k, s]) => [`facets ${k}`, { ...s, target: TARGETS.facetsP95Ms }]),
  ),
  'baseline scan': baseline,
  'index (same states)': indexed,
});
console.log(
  `memory: bytes() ${result.bytesMB} MB, heap added ${result.heapAddedMB ?? 'n/a (run with --expose-gc)'} MB`,
);
console.log('pass:', result.pass);
const out = join(dirname(fileURLToPath(import.meta.url)), 'results', 'product-engine.json');
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
console.log(`wrote ${out}`);

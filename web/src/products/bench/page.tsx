// The bench:products page (bench/products.bench.ts drives it; never part of the app's bundle;
// here so the web's TypeScript settings check it) (headless Chromium, real IndexedDB, the network cut): 100,000
// products stored in the device catalogue as the sync stores them, the app's own index worker
// (web/src/products/index.worker.ts) built from it, and the product library's own pieces timed
// side by side with a raw IndexedDB cursor read of a first page: the first page after a filter
// change, the open module's option counts, and the tile view scrolled through 10,000 products.
import {
  PRODUCT_FILTER_BAR,
  addParameter,
  enabledFilters,
  type FilterState,
  type ProductQueryContext,
  type ProductSort,
} from '@portal/shared';
import * as Comlink from 'comlink';
import { CatalogueDatabase, catalogueName, toCatalogueRecord } from '../../db/catalogue.ts';
import { ProductIndexSource, type ProductQuery } from '../../features/products/source.ts';
import { INITIAL_INDEX_STATUS, type IndexStatus, type ProductIndexWorkerApi } from '../protocol.ts';
import { benchProduct, dayFrom, VOCABULARY } from './catalogue.ts';
import { scrollPlainTiles, scrollTileView } from './tiles.tsx';

const USER = 'bench-products';

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;
};
const summary = (values: number[]) => ({
  n: values.length,
  p50: pct(values, 0.5),
  p95: pct(values, 0.95),
  max: Math.max(...values),
});

function localToday(): string {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The products stored as the sync stores them (records with the JSON text), in pages. */
async function seed(count: number): Promise<{ ms: number; stored: number }> {
  const db = new CatalogueDatabase(catalogueName(USER));
  const started = performance.now();
  const have = await db.products.count();
  if (have !== count) {
    await db.products.clear();
    const today = localToday();
    for (let i = 0; i < count; i += 1000) {
      const page: ReturnType<typeof toCatalogueRecord>[] = [];
      for (let k = i; k < Math.min(count, i + 1000); k++)
        page.push(toCatalogueRecord(benchProduct(k, today)));
      await db.transaction('rw', db.products, db.meta, async () => {
        await db.products.bulkPut(page);
        await db.meta.put({ key: 'checkpoint', value: { txid: '1', seq: String(i), scope: 'b' } });
      });
    }
  }
  const stored = await db.products.count();
  db.close();
  return { ms: performance.now() - started, stored };
}

/** Raw IndexedDB: the newest 100 Footwear records through the compound index, parsed. */
async function rawFirstPage(): Promise<number> {
  const started = performance.now();
  const idb = await new Promise<IDBDatabase>((resolve, reject) => {
    const req = indexedDB.open(catalogueName(USER));
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
  const rows = await new Promise<unknown[]>((resolve, reject) => {
    const out: unknown[] = [];
    const index = idb
      .transaction('products')
      .objectStore('products')
      .index('[productType+createdKey]');
    const req = index.openCursor(
      IDBKeyRange.bound(['Footwear', ''], ['Footwear', '\uffff']),
      'prev',
    );
    req.onsuccess = () => {
      const cursor = req.result;
      if (!cursor || out.length === 100) return resolve(out);
      out.push(JSON.parse((cursor.value as { json: string }).json));
      cursor.continue();
    };
    req.onerror = () => reject(req.error);
  });
  idb.close();
  if (rows.length !== 100) throw new Error('the baseline read fewer than 100 products');
  return performance.now() - started;
}

function stateOf(module: string, pairs: readonly [string, string][]): FilterState {
  let state: FilterState = { module, parameters: [] };
  for (const [key, value] of pairs) {
    const change = addParameter(PRODUCT_FILTER_BAR, state, key, value);
    if (!change.changed) throw new Error(`the bar refused ${key}=${value.slice(0, 40)}`);
    state = change.state;
  }
  return state;
}

/** One filter's values to try, by key (the catalogue's vocabulary). */
function valuesFor(key: string, module: string): string[] {
  const v = VOCABULARY;
  const colors = [...v.colorNames.slice(0, 3)];
  const materials = [...v.materials.slice(0, 3)];
  const table: Record<string, readonly string[]> = {
    location: ['EU', 'CA'],
    status: ['R', 'O'],
    keyInitiative: [`${v.keyInitiatives[1]}_${module}`],
    division: v.divisions.slice(0, 2),
    gender: v.genders.slice(0, 2),
    color1: colors,
    color2: colors,
    color3: colors,
    material1: materials,
    material2: materials,
    material3: materials,
    features: v.features.slice(0, 3),
    type: v.types.slice(0, 2),
    shape: v.shapes.slice(0, 1),
    height: v.heights.slice(0, 1),
    closure: v.closures.slice(0, 2),
    sport: v.sports.slice(0, 1),
    lighted: ['Yes'],
    vegan: ['Yes'],
    apparelType: v.apparelTypes.slice(0, 2),
    apparelSubType: v.apparelSubTypes.slice(0, 2),
    popType: v.popTypes.slice(0, 2),
    popMaterial: v.materials.slice(0, 2),
    popCategory: v.popCategories.slice(0, 2),
    popGender: v.genders.slice(0, 2),
    usage: v.usages.slice(0, 2),
    dueDate: ['next15', 'next90'],
    firstAvail: ['atOnce', 'next6Months'],
    lastProduced: ['last30', 'lastYear'],
    price: ['40..80', '..50'],
    size: module === 'Apparel' ? ['M'] : ['9H', '11'],
    keyword: ['trail', 'summit runner'],
    name: ['harbor'],
    keywordOutsole: ['true'],
  };
  return [...(table[key] ?? [])];
}

/** Every filter change the bench times: each module, each filter, combinations, a paste. */
function filterCases(): { label: string; state: FilterState }[] {
  const cases: { label: string; state: FilterState }[] = [];
  for (const module of ['Footwear', 'Apparel', 'POP']) {
    cases.push({ label: `${module}`, state: stateOf(module, []) });
    const keys = enabledFilters(PRODUCT_FILTER_BAR, { module })
      .map((l) => l.filter.key)
      .filter((key) => valuesFor(key, module).length > 0);
    for (const key of keys)
      for (const value of valuesFor(key, module))
        cases.push({ label: `${module} ${key}`, state: stateOf(module, [[key, value]]) });
    // Combinations of three filters, spread over the module's filters.
    for (let c = 0; c < 12; c++) {
      const three = [
        keys[c % keys.length]!,
        keys[(c * 5 + 3) % keys.length]!,
        keys[(c * 7 + 8) % keys.length]!,
      ];
      if (new Set(three).size < 3) continue;
      const pairs = three.map(
        (key) =>
          [key, valuesFor(key, module)[c % valuesFor(key, module).length]!] as [string, string],
      );
      cases.push({ label: `${module} ${three.join('+')}`, state: stateOf(module, pairs) });
    }
  }
  // A 500-id Style/Color paste (style_color of every 200th product).
  const paste = Array.from({ length: 500 }, (_, k) => {
    const i = k * 200;
    return `${100000 + Math.floor(i / 4)}`;
  }).join(',');
  cases.push({ label: 'Footwear 500-id paste', state: stateOf('Footwear', [['ids', paste]]) });
  cases.push({
    label: 'Footwear keyword + 2',
    state: stateOf('Footwear', [
      ['keyword', 'drift'],
      ['gender', 'Womens'],
      ['firstAvail', 'next90'],
    ]),
  });
  return cases;
}

interface Index {
  remote: Comlink.Remote<ProductIndexWorkerApi>;
  status: () => IndexStatus;
  subscribe: (onChange: () => void) => () => void;
  ready: Promise<number>;
}

function startIndex(): Index {
  const worker = new Worker(new URL('../index.worker.ts', import.meta.url), {
    type: 'module',
  });
  const remote = Comlink.wrap<ProductIndexWorkerApi>(worker);
  let latest = INITIAL_INDEX_STATUS;
  const listeners = new Set<() => void>();
  const started = performance.now();
  let readyAt: (ms: number) => void = () => undefined;
  const ready = new Promise<number>((resolve) => (readyAt = resolve));
  void remote.open(
    USER,
    Comlink.proxy((status: IndexStatus) => {
      latest = status;
      if (status.ready) readyAt(performance.now() - started);
      for (const listener of listeners) listener();
    }),
  );
  return {
    remote,
    status: () => latest,
    subscribe: (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    ready,
  };
}

let opened: Index | undefined;

/** Starts the index worker (its script loads while the network is still up) and builds it. */
async function open(): Promise<{ readyMs: number; buildMs: number | null; size: number }> {
  opened = startIndex();
  const readyMs = await opened.ready;
  return { readyMs, buildMs: opened.status().buildMs, size: opened.status().size };
}

async function measure() {
  const index = opened;
  if (!index) throw new Error('open() first');
  const ctx: ProductQueryContext = { today: localToday(), locations: ['CA', 'EU', 'US'] };
  const baseline: number[] = [];
  for (let r = 0; r < 30; r++) baseline.push(await rawFirstPage());
  const catalogue = new CatalogueDatabase(catalogueName(USER));
  await catalogue.products.get('warm-up');

  // First page after a filter change: the index's ids (total in the same answer), then the
  // products by id from the catalogue, parsed — what the list does.
  const sorts: ProductSort[] = ['newest', 'name', 'style'];
  const pages: number[] = [];
  const queryOnly: number[] = [];
  const slow: { label: string; ms: number; total: number }[] = [];
  const cases = filterCases();
  for (const [n, c] of cases.entries()) {
    const sort = sorts[n % 3]!;
    for (let r = 0; r < 2; r++) {
      const t0 = performance.now();
      const page = await index.remote.query({ state: c.state, sort, ctx, offset: 0, limit: 100 });
      const t1 = performance.now();
      const rows = await catalogue.productsById(page.ids);
      const ms = performance.now() - t0;
      if (rows.length !== page.ids.length) throw new Error('rows missing');
      pages.push(ms);
      queryOnly.push(t1 - t0);
      if (ms > 50) slow.push({ label: `${c.label} (${sort})`, ms, total: page.total });
    }
  }

  // The open module's option counts: every select of the module (with Location and Status).
  const facetTimes: number[] = [];
  const facetSlow: { label: string; ms: number }[] = [];
  for (const c of cases.filter((_, i) => i % 4 === 0)) {
    const keys = enabledFilters(PRODUCT_FILTER_BAR, c.state)
      .filter((l) => l.filter.kind === 'select' && l.filter.options.from === 'lookup')
      .map((l) => l.filter.key);
    const t0 = performance.now();
    const counts = await index.remote.facets({ state: c.state, keys, ctx });
    const ms = performance.now() - t0;
    if (Object.keys(counts).length !== keys.length) throw new Error('facets missing');
    facetTimes.push(ms);
    if (ms > 200) facetSlow.push({ label: c.label, ms });
  }
  const bytes = await index.remote.bytes();

  catalogue.close();
  return {
    baselineFirstPageMs: summary(baseline),
    index: { size: index.status().size, bytes },
    firstPage: { ...summary(pages), cases: cases.length, queryOnly: summary(queryOnly), slow },
    facets: { ...summary(facetTimes), slow: facetSlow },
    jsHeapMB:
      'memory' in performance
        ? Math.round(
            (performance as unknown as { memory: { usedJSHeapSize: number } }).memory
              .usedJSHeapSize /
              2 ** 20,
          )
        : null,
    today: ctx.today,
    dayRange: [dayFrom(ctx.today, -500), dayFrom(ctx.today, 240)],
  };
}

/** The tile view over the open index, mounted and then scrolled (tiles.tsx). */
async function tiles(options: { frames: number; products: number }) {
  const index = opened;
  if (!index) throw new Error('open() first');
  const ctx: ProductQueryContext = { today: localToday(), locations: ['CA', 'EU', 'US'] };
  const catalogue = new CatalogueDatabase(catalogueName(USER));
  const view = {
    query: index.remote.query,
    facets: index.remote.facets,
    bytes: index.remote.bytes,
    status: index.status,
    subscribe: index.subscribe,
  };
  const source = new ProductIndexSource(view, catalogue);
  const filter: ProductQuery = { state: stateOf('Footwear', []), sort: 'newest', ctx };
  try {
    const plain = await scrollPlainTiles(source, filter, options);
    const app = await scrollTileView(source, filter, options);
    return { app, plain };
  } finally {
    catalogue.close();
  }
}

async function close() {
  await opened?.remote.close();
  opened = undefined;
}

(globalThis as unknown as { productsBench: unknown }).productsBench = {
  seed,
  open,
  measure,
  tiles,
  close,
};

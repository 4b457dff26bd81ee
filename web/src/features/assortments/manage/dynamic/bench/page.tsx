// The bench:dynamic-assortments page (bench/dynamic-assortments.bench.ts drives it; never part
// of the app's bundle; here so the web's TypeScript settings check it): headless Chromium, real
// IndexedDB, the network cut. 100,000 products stored in the device catalogue as the sync
// stores them (bench:products' catalogue), the app's own index worker built from it, and a
// dynamic assortment's result after a filter change timed with the screen's own code: the
// query through the product library's ProductIndexSource (§7/§9: 1000 by style), the join with
// the assortment's own values, the grid source's rows replaced. Issue bar: ≤ 100 ms.
import {
  PRODUCT_FILTER_BAR,
  addParameter,
  type AssortmentProduct,
  type FilterState,
  type ProductQueryContext,
} from '@portal/shared';
import * as Comlink from 'comlink';
import {
  CatalogueDatabase,
  catalogueName,
  toCatalogueRecord,
} from '../../../../../db/catalogue.ts';
import { benchProduct } from '../../../../../products/bench/catalogue.ts';
import {
  INITIAL_INDEX_STATUS,
  type IndexStatus,
  type ProductIndexWorkerApi,
} from '../../../../../products/protocol.ts';
import { ProductIndexSource } from '../../../../products/source.ts';
import { AssortmentRowsSource } from '../../rowsSource.ts';
import { dynamicProductQuery, dynamicProducts, joinDynamicRows } from '../dynamic-rows.ts';

const USER = 'bench-dynamic-assortments';

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

async function seed(count: number): Promise<{ ms: number; stored: number }> {
  const db = new CatalogueDatabase(catalogueName(USER));
  const started = performance.now();
  if ((await db.products.count()) !== count) {
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

function stateOf(module: string, pairs: readonly [string, string][]): FilterState {
  let state: FilterState = { module, parameters: [] };
  for (const [key, value] of pairs) {
    const change = addParameter(PRODUCT_FILTER_BAR, state, key, value);
    if (!change.changed) throw new Error(`the bar refused ${key}=${value.slice(0, 40)}`);
    state = change.state;
  }
  return state;
}

/** Filter changes a merchandiser makes on a dynamic assortment: one filter, then more. */
function cases(): { label: string; state: FilterState }[] {
  const paste = Array.from({ length: 500 }, (_, k) => `${100000 + k * 50}`).join(',');
  const list: [string, string, [string, string][]][] = [
    ['Footwear gender', 'Footwear', [['gender', 'Womens']]],
    ['Footwear division', 'Footwear', [['division', 'RUN']]],
    [
      'Footwear division + gender',
      'Footwear',
      [
        ['division', 'RUN'],
        ['gender', 'Womens'],
      ],
    ],
    [
      'Footwear 2 divisions + gender + type',
      'Footwear',
      [
        ['division', 'RUN'],
        ['division', 'WALK'],
        ['gender', 'Mens'],
        ['type', 'Boot'],
      ],
    ],
    ['Footwear keyword', 'Footwear', [['keyword', 'trail']]],
    [
      'Footwear location EU, status R',
      'Footwear',
      [
        ['location', 'EU'],
        ['status', 'R'],
      ],
    ],
    [
      'Footwear first avail + size',
      'Footwear',
      [
        ['firstAvail', 'next6Months'],
        ['size', '9H'],
      ],
    ],
    ['Footwear price', 'Footwear', [['price', '40..80']]],
    ['Footwear features', 'Footwear', [['features', 'Waterproof']]],
    ['Footwear 500-id paste', 'Footwear', [['ids', paste]]],
    ['Apparel type', 'Apparel', [['apparelType', 'Tops']]],
    ['POP type', 'POP', [['popType', 'Signage']]],
  ];
  return list.map(([label, module, pairs]) => ({ label, state: stateOf(module, pairs) }));
}

interface OpenIndex {
  remote: Comlink.Remote<ProductIndexWorkerApi>;
  status: () => IndexStatus;
  subscribe: (onChange: () => void) => () => void;
  ready: Promise<number>;
}
let opened: OpenIndex | undefined;

async function open(): Promise<{ readyMs: number; size: number }> {
  const worker = new Worker(new URL('../../../../../products/index.worker.ts', import.meta.url), {
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
  opened = {
    remote,
    status: () => latest,
    subscribe: (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    ready,
  };
  const readyMs = await ready;
  return { readyMs, size: latest.size };
}

async function measure(rounds: number) {
  const index = opened;
  if (!index) throw new Error('open() first');
  const ctx: ProductQueryContext = { today: localToday(), locations: ['CA', 'EU', 'US'] };
  const catalogue = new CatalogueDatabase(catalogueName(USER));
  await catalogue.products.get('warm-up');
  const source = new ProductIndexSource(
    {
      query: index.remote.query,
      facets: index.remote.facets,
      bytes: index.remote.bytes,
      status: index.status,
      subscribe: index.subscribe,
    },
    catalogue,
  );
  const grid = new AssortmentRowsSource('en-US');
  // The assortment's own values of 200 products (pricing, notes), joined where found.
  const own: AssortmentProduct[] = Array.from({ length: 200 }, (_, k) => {
    const p = benchProduct(k * 37, ctx.today);
    return { style: p.style, color: p.color, discountPercent: 10, styleNote: 'Hero' };
  }) as AssortmentProduct[];
  const all: number[] = [];
  const queryOnly: number[] = [];
  const perCase: {
    label: string;
    rows: number;
    total: number | undefined;
    p50: number;
    max: number;
  }[] = [];
  for (const c of cases()) {
    const times: number[] = [];
    let rows = 0;
    let total: number | undefined;
    for (let r = 0; r < rounds; r++) {
      const t0 = performance.now();
      const found = await dynamicProducts(source, dynamicProductQuery(c.state, ctx));
      const t1 = performance.now();
      const joined = joinDynamicRows(found.products, own, 'US', 2);
      grid.replace(joined.rows);
      const ms = performance.now() - t0;
      times.push(ms);
      all.push(ms);
      queryOnly.push(t1 - t0);
      rows = joined.rows.length;
      total = found.total;
    }
    perCase.push({ label: c.label, rows, total, p50: pct(times, 0.5), max: Math.max(...times) });
  }
  catalogue.close();
  return { result: summary(all), queryAndRead: summary(queryOnly), perCase };
}

async function close() {
  await opened?.remote.close();
  opened = undefined;
}

(globalThis as unknown as { dynamicBench: unknown }).dynamicBench = { seed, open, measure, close };

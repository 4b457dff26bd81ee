// The bench:libraries page (bench/libraries.bench.ts drives it in headless Chromium; never in
// the app's bundle; here so the web's TypeScript settings check it): 20,000 library items in
// the device collection `libraryItems` (RxDB over IndexedDB, its indexes), and the list
// screen's first page after a filter change timed as the grid asks it — the window of 100 in
// the default sort, then the count the grid asks in the background, over `libraryViewSelector` (type, Published, filter,
// toggles, rights dates, seen ids) — beside a raw IndexedDB read of 100 stored documents.
import {
  ADVERTISING_ASSETS_FILTER_BAR,
  addParameter,
  libraryItemSelector,
  libraryItemSchema,
  type FilterState,
  type LibraryViewToggles,
} from '@portal/shared';
import { openDeviceDatabase, type DeviceDatabase } from '../../../db/database.ts';
import { RxdbSource } from '../../../grid/data/rxdbSource.ts';
import { indexSort } from '../../../grid/data/indexSort.ts';
import { libraryViewSelector, type LibraryRow } from '../selector.ts';
import { gridDefaultSort, LIBRARY_SORT_FIELDS } from '../sorts.ts';
import { benchItem, dayFrom, VOCABULARY } from './items.ts';

const USER = 'bench-libraries';
const TYPE = 'AdvertisingAsset';
const NO_TOGGLES: LibraryViewToggles = {
  includeWorkingFiles: false,
  showWorkingFilesOnly: false,
  showNewStylesOnly: false,
};

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

let db: DeviceDatabase | undefined;
const open = async () =>
  (db ??= await openDeviceDatabase({
    userId: USER,
    prefix: 'bench',
    multiInstance: false,
    collections: ['libraryItems'],
  }));

async function seed(count: number): Promise<{ ms: number; stored: number }> {
  const started = performance.now();
  const collection = (await open()).collections.libraryItems!;
  if ((await collection.count().exec()) !== count) {
    await collection.find().remove();
    const today = localToday();
    for (let i = 0; i < count; i += 1000) {
      const page = [];
      for (let k = i; k < Math.min(count, i + 1000); k++)
        page.push(libraryItemSchema.parse(benchItem(k, today)));
      await collection.bulkInsert(page as LibraryRow[]);
    }
  }
  return { ms: performance.now() - started, stored: await collection.count().exec() };
}

/** Raw IndexedDB: 100 stored documents by a cursor, no query, no sort: the floor. */
async function rawFirstPage(): Promise<number> {
  const started = performance.now();
  const names = (await indexedDB.databases()).map((d) => d.name ?? '');
  const name = names.find((n) => /--libraryItems$/.test(n) && !n.includes('plugin'));
  if (!name) throw new Error(`no libraryItems store among ${names.join(', ')}`);
  const idb = await new Promise<IDBDatabase>((resolve, reject) => {
    const req = indexedDB.open(name);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
  const store = [...idb.objectStoreNames].find((s) => s === 'docs') ?? idb.objectStoreNames[0]!;
  const rows = await new Promise<unknown[]>((resolve, reject) => {
    const out: unknown[] = [];
    const req = idb.transaction(store).objectStore(store).openCursor();
    req.onsuccess = () => {
      const cursor = req.result;
      if (!cursor || out.length === 100) return resolve(out);
      out.push(cursor.value);
      cursor.continue();
    };
    req.onerror = () => reject(req.error);
  });
  idb.close();
  if (rows.length !== 100) throw new Error('the baseline read fewer than 100 documents');
  return performance.now() - started;
}

function stateOf(pairs: readonly [string, string][]): FilterState {
  let state: FilterState = { module: TYPE, parameters: [] };
  for (const [key, value] of pairs) {
    const change = addParameter(ADVERTISING_ASSETS_FILTER_BAR, state, key, value);
    if (!change.changed) throw new Error(`the bar refused ${key}=${value}`);
    state = change.state;
  }
  return state;
}

interface Case {
  readonly label: string;
  readonly state: FilterState;
  readonly toggles?: LibraryViewToggles;
}

/** The filter changes a user makes on the Advertising assets list (spec 000 §2 its bar). */
function cases(today: string): Case[] {
  const v = VOCABULARY;
  const one = (key: string, values: readonly (string | number)[]) =>
    values.map((value) => ({ label: `${key}=${value}`, state: stateOf([[key, String(value)]]) }));
  return [
    { label: 'no filter', state: stateOf([]) },
    ...one('assetType', v.assetTypes.slice(0, 3)),
    ...one('category', v.categories.slice(0, 3)),
    ...one('gender', v.genders.slice(0, 2)),
    ...one('tag', v.tags.slice(0, 3)),
    ...one('season', v.seasons.slice(0, 2)),
    ...one('year', v.years.slice(0, 2)),
    ...one('modified', [dayFrom(today, -30), dayFrom(today, -365)]),
    ...one('fileName', ['trail', 'summit_run', 'harbor,metro,nova']),
    {
      label: 'category+gender+season',
      state: stateOf([
        ['category', 'Running'],
        ['gender', 'W'],
        ['season', 'FA'],
      ]),
    },
    {
      label: 'assetType+tag+year',
      state: stateOf([
        ['assetType', 'Image'],
        ['tag', 'hero'],
        ['year', '2026'],
      ]),
    },
    { label: 'new only', state: stateOf([]), toggles: { ...NO_TOGGLES, showNewStylesOnly: true } },
    {
      label: 'working files',
      state: stateOf([]),
      toggles: { ...NO_TOGGLES, includeWorkingFiles: true },
    },
  ];
}

async function measure(rounds: number) {
  const collection = (await open()).collections.libraryItems!;
  const today = localToday();
  const source = new RxdbSource<LibraryRow, ReturnType<typeof libraryViewSelector>>({
    collection,
    query: (selector) => ({ selector }),
    sort: (sort) => indexSort<LibraryRow>(sort, { sortFields: LIBRARY_SORT_FIELDS }),
  });
  const sort = gridDefaultSort(TYPE);
  // The device's own Seen flags (a few hundred ids) as the list passes them.
  const seenIds = Array.from({ length: 300 }, (_, k) => `bench-lib-${k * 61}`).sort();
  const base: number[] = [];
  const firstPage: number[] = [];
  const counts: number[] = [];
  const slow: { label: string; ms: number; total: number }[] = [];
  const all = cases(today);
  // Opens the storage and warms the code once, untimed (a day no round uses).
  await source.getWindow(
    0,
    100,
    sort,
    libraryViewSelector({
      type: TYPE,
      filter: {},
      toggles: NO_TOGGLES,
      today: dayFrom(today, 1),
      seenIds,
    }),
  );
  for (let round = 0; round < rounds; round++) {
    // Each round on another day: RxDB answers a query it has already run from its query cache,
    // which a user's new filter never hits; a different rights day makes every query new.
    const day = dayFrom(today, -round);
    for (const c of all) {
      base.push(await rawFirstPage());
      const started = performance.now();
      const filter = libraryItemSelector(TYPE, c.state, { today: day });
      const selector = libraryViewSelector({
        type: TYPE,
        filter,
        toggles: c.toggles ?? NO_TOGGLES,
        today: day,
        seenIds,
      });
      // The grid shows its first window as soon as it arrives, then counts in the background
      // (grid/data/windowCache.ts): the window is the first page; the count is timed after it.
      const page = await source.getWindow(0, 100, sort, selector);
      const ms = performance.now() - started;
      const countStarted = performance.now();
      const total = await source.count(selector);
      counts.push(performance.now() - countStarted);
      firstPage.push(ms);
      if (page.rows.length !== Math.min(100, total))
        throw new Error(`${c.label}: ${page.rows.length} rows of ${total}`);
      if (round === rounds - 1 && ms > 50) slow.push({ label: c.label, ms, total });
    }
  }
  const totals = Object.fromEntries(
    await Promise.all(
      all.map(async (c) => {
        const selector = libraryViewSelector({
          type: TYPE,
          filter: libraryItemSelector(TYPE, c.state, { today }),
          toggles: c.toggles ?? NO_TOGGLES,
          today,
          seenIds,
        });
        return [c.label, await source.count(selector)] as const;
      }),
    ),
  );
  return {
    cases: all.length,
    rounds,
    baselineFirstPageMs: summary(base),
    firstPage: { ...summary(firstPage), slow },
    count: summary(counts),
    totals,
    today,
  };
}

async function close() {
  await db?.close();
  db = undefined;
}

Object.assign(globalThis, { librariesBench: { seed, measure, close } });

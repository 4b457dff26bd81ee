// bench:samples, first page (page side): the sample screen's first window of 100 after a
// filter change, asked exactly as the screen asks it — the filter bar's state → shared
// `filterStateToMango` with SAMPLE_FILTER_MAPPINGS → `{ $and: [{ library }, selector] }`
// (SampleInventoryScreen.tsx) → `toMangoQuerySelector` → the grid's RxdbSource with the
// screen's sort (style, colour: indexSort over its default sort) — beside a raw IndexedDB
// cursor read of 100 stored documents (the floor on this machine, in the same run).
import {
  SAMPLE_FILTER_BARS,
  SAMPLE_FILTER_MAPPINGS,
  addParameter,
  filterStateToMango,
  type FilterState,
  type MangoSelector,
  type SampleLibrary,
} from '@portal/shared';
import type { RxCollection } from 'rxdb';
import { RxdbSource } from '../../web/src/grid/data/rxdbSource.ts';
import { indexSort } from '../../web/src/grid/data/indexSort.ts';
import { localToday, toMangoQuerySelector } from '../../web/src/ui/filter-bar/useFilterSelector.ts';
import {
  SAMPLE_DEFAULT_SORT,
  SAMPLE_SORT_FIELDS,
  sampleGridFilter,
} from '../../web/src/features/samples/query.ts';
import type { DeviceDocOf } from '../../web/src/db/device-docs.ts';

import { STYLE_BASE, VOCABULARY } from './items.ts';

/** A stored sample (as the screen's `SampleRow`). */
type SampleRow = DeviceDocOf<'sampleInventory'>;

export interface Stats {
  n: number;
  p50: number;
  p95: number;
  max: number;
}
const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;
};
export const summary = (values: number[]): Stats => ({
  n: values.length,
  p50: pct(values, 0.5),
  p95: pct(values, 0.95),
  max: Math.max(...values),
});

/** Raw IndexedDB: 100 stored documents by a cursor, no query, no sort: the floor. */
async function rawFirstPage(): Promise<number> {
  const started = performance.now();
  const names = (await indexedDB.databases()).map((d) => d.name ?? '');
  const name = names.find((n) => /--sampleInventory$/.test(n) && !n.includes('plugin'));
  if (!name) throw new Error(`no sampleInventory store among ${names.join(', ')}`);
  const idb = await new Promise<IDBDatabase>((resolve, reject) => {
    const req = indexedDB.open(name);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
  const store =
    Array.from(idb.objectStoreNames).find((s) => s === 'docs') ?? idb.objectStoreNames[0]!;
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

function stateOf(library: SampleLibrary, pairs: readonly (readonly [string, string])[]) {
  const bar = SAMPLE_FILTER_BARS[library];
  let state: FilterState = { module: 'samples', parameters: [] };
  for (const [key, value] of pairs) {
    const change = addParameter(bar, state, key, value);
    if (!change.changed) throw new Error(`the ${library} bar refused ${key}=${value}`);
    state = change.state;
  }
  return state;
}

interface Case {
  readonly label: string;
  readonly library: SampleLibrary;
  readonly pairs: readonly (readonly [string, string])[];
}

/**
 * The filter changes of round `r` (spec 001 §2 the samples' bar, decision 0049): each round
 * picks other values, so no query repeats (RxDB answers a repeated query from its cache, which
 * a user's new filter never hits).
 */
function cases(r: number): Case[] {
  const v = VOCABULARY;
  const at = <T>(list: readonly T[], k: number) => list[(k + r) % list.length]!;
  const style = String(STYLE_BASE + 37 * (r + 1));
  const both = (label: string, pairs: Case['pairs']): Case[] => [
    { label: `P ${label}`, library: 'Production', pairs },
    { label: `S ${label}`, library: 'Sales', pairs },
  ];
  return [
    ...(r === 0 ? both('no filter', []) : []),
    // Five statuses: the two common ones in the first two rounds, a rare one in each.
    ...(r < 2 ? both('status (common)', [['status', v.statuses[r]!]]) : []),
    ...both('status (rare)', [['status', v.statuses[2 + (r % 3)]!]]),
    ...both('status × 2', [
      ['status', v.statuses[1 + (r % 4)]!],
      ['status', v.statuses[2 + (r % 3)]!],
    ]),
    ...both('division', [['division', at(v.divisions, 0)]]),
    ...both('gender', [['gender', at(v.genders, 0)]]),
    ...both('style contains (one style)', [['style', style]]),
    ...both('style contains (a tenth)', [['style', `${(r + 3) % 10}`]]),
    ...both('colour contains', [['color', at(v.colors, 0)]]),
    { label: 'P bin', library: 'Production', pairs: [['bin', `B-${1 + 7 * r}`]] },
    { label: 'S aisle', library: 'Sales', pairs: [['aisle', String(1 + 5 * r)]] },
    { label: 'S region', library: 'Sales', pairs: [['region', at(v.regions, 0)]] },
    {
      label: 'P division + status + bin',
      library: 'Production',
      pairs: [
        ['division', at(v.divisions, 2)],
        ['status', at(v.statuses, 0)],
        ['bin', `B-${2 + 7 * r}`],
      ],
    },
    {
      label: 'S status + gender + region + style',
      library: 'Sales',
      pairs: [
        ['style', `${(r + 1) % 10}`],
        ['status', at(v.statuses, 1)],
        ['gender', at(v.genders, 1)],
        ['region', at(v.regions, 1)],
      ],
    },
  ];
}

/** The screen's grid filter for a bar state (SampleInventoryScreen: useFilterSelector → filter). */
function screenFilter(library: SampleLibrary, state: FilterState): MangoSelector {
  const selector = filterStateToMango(
    SAMPLE_FILTER_BARS[library],
    state,
    SAMPLE_FILTER_MAPPINGS[library],
    { today: localToday() },
  );
  return sampleGridFilter(library, selector);
}

const inOrder = (rows: readonly SampleRow[]) =>
  rows.every((row, k) => {
    const prev = rows[k - 1];
    if (!prev) return true;
    return prev.style < row.style || (prev.style === row.style && prev.color <= row.color);
  });

export async function measureFirstPage(collection: RxCollection<SampleRow>, rounds: number) {
  // useCollectionGrid's source: the filter through toSelector, the grid's sort (the user has not
  // sorted: []) through indexSort with the screen's sort fields and default sort.
  const source = new RxdbSource<SampleRow, MangoSelector>({
    collection,
    query: (filter) => ({ selector: toMangoQuerySelector<SampleRow>(filter) }),
    sort: (sort) =>
      indexSort<SampleRow>(sort, {
        sortFields: SAMPLE_SORT_FIELDS,
        defaultSort: SAMPLE_DEFAULT_SORT,
      }),
  });
  const base: number[] = [];
  const firstPage: number[] = [];
  const counts: number[] = [];
  const byCase = new Map<string, { ms: number[]; total: number }>();
  const seen = new Set<string>();
  const repeated: string[] = [];
  // Opens the storage and warms the code once, untimed (a query no round uses).
  await source.getWindow(
    0,
    100,
    [],
    screenFilter('Production', stateOf('Production', [['color', 'ZZZ']])),
  );
  for (let r = 0; r < rounds; r++) {
    for (const c of cases(r)) {
      const state = stateOf(c.library, c.pairs);
      const key = JSON.stringify(screenFilter(c.library, state));
      if (seen.has(key)) {
        // More rounds than values: a repeated query would come from RxDB's cache, not timed.
        repeated.push(`${c.label} (round ${r})`);
        continue;
      }
      seen.add(key);
      base.push(await rawFirstPage());
      // Timed from the bar's state, as the screen's filter follows it.
      const started = performance.now();
      const filter = screenFilter(c.library, state);
      const page = await source.getWindow(0, 100, [], filter);
      const ms = performance.now() - started;
      // The grid counts in the background after the first window (grid/data/windowCache.ts).
      const countStarted = performance.now();
      const total = await source.count(filter);
      counts.push(performance.now() - countStarted);
      firstPage.push(ms);
      if (page.rows.length !== Math.min(100, total))
        throw new Error(`${c.label}: ${page.rows.length} rows of ${total}`);
      if (page.rows.some((row) => row.library !== c.library) || !inOrder(page.rows))
        throw new Error(`${c.label}: rows of another library or out of (style, colour) order`);
      const entry = byCase.get(c.label) ?? { ms: [], total };
      entry.ms.push(ms);
      byCase.set(c.label, entry);
    }
  }
  const cases_ = [...byCase].map(([label, { ms, total }]) => ({
    label,
    total,
    maxMs: Math.max(...ms),
    ms,
  }));
  return {
    cases: byCase.size,
    rounds,
    baselineFirstPageMs: summary(base),
    firstPageMs: summary(firstPage),
    backgroundCountMs: summary(counts),
    repeatedSkipped: repeated,
    slowest: cases_.sort((a, b) => b.maxMs - a.maxMs).slice(0, 8),
  };
}

import { describe, expect, it } from 'vitest';
import { makeProducts, type TestProduct } from '../testing/fixtures.ts';
import type { GridDataSource, GridWindow } from '../types.ts';
import { MemorySource } from './memorySource.ts';
import { WindowCache } from './windowCache.ts';

/** A source like a server page API: windows without a total, a separate count, calls logged. */
function serverLike(rows: TestProduct[]) {
  const memory = new MemorySource({ rows, getId: (r) => r.id });
  const calls: string[] = [];
  let countResolve: ((n: number) => void) | null = null;
  const source: GridDataSource<TestProduct> = {
    getWindow: async (offset, limit, sort, filter) => {
      calls.push(`window ${offset}+${limit}`);
      const { rows: page }: GridWindow<TestProduct> = await memory.getWindow(offset, limit, sort, filter);
      return { rows: page };
    },
    getByIds: (ids) => memory.getByIds(ids),
    count: () => {
      calls.push('count');
      return new Promise((done) => (countResolve = done));
    },
    subscribe: (fn) => memory.subscribe(fn),
  };
  return { source, memory, calls, finishCount: (n: number) => countResolve?.(n) };
}

describe('windows of rows by position (page size 100)', () => {
  it('loads the pages a range needs, once, and never waits on the count for the first page', async () => {
    const s = serverLike(makeProducts(1000));
    let changes = 0;
    const cache = new WindowCache({ source: s.source, getId: (r) => r.id, pageSize: 100, onChange: () => changes++, onError: (e) => { throw e; } });
    cache.setQuery([], undefined);
    expect(cache.count).toBe(0);
    await cache.ensure(0, 99);
    expect(cache.get(99)?.id).toBe('P000099');
    // A full page and no total yet: one more page is assumed while the count runs.
    expect(cache.count).toBe(200);
    expect(cache.totalKnown).toBe(false);
    s.finishCount(1000);
    await Promise.resolve();
    await Promise.resolve();
    expect(cache.count).toBe(1000);
    await cache.ensure(150, 320);
    await cache.ensure(150, 320);
    expect(s.calls).toEqual(['window 0+100', 'count', 'window 100+100', 'window 200+100', 'window 300+100']);
    expect(changes).toBeGreaterThanOrEqual(2);
    expect((await cache.range(295, 305)).map((r) => r.id)).toEqual(Array.from({ length: 11 }, (_, i) => `P000${295 + i}`));
  });

  it('knows the total from a short last page', async () => {
    const s = serverLike(makeProducts(130));
    const cache = new WindowCache({ source: s.source, getId: (r) => r.id, pageSize: 100, onChange: () => undefined, onError: () => undefined });
    cache.setQuery([], undefined);
    await cache.ensure(100, 120);
    expect(cache.count).toBe(130);
  });

  it('keeps showing loaded rows during a refresh, then the new ones', async () => {
    const s = serverLike(makeProducts(50));
    const cache = new WindowCache({ source: s.source, getId: (r) => r.id, pageSize: 100, onChange: () => undefined, onError: () => undefined });
    cache.setQuery([], undefined);
    await cache.ensure(0, 10);
    s.memory.apply({ updates: [{ rowId: 'P000003', columnId: 'name', value: 'Synced' }], adds: [], deletes: [], renames: [], sorts: [] });
    const refreshing = cache.refresh();
    expect(cache.get(3)?.name).toBe('Product 3');
    await refreshing;
    expect(cache.get(3)?.name).toBe('Synced');
  });

  it('a change while a page loads re-requests it, and whoever waits gets the fresh rows', async () => {
    const s = serverLike(makeProducts(50));
    const cache = new WindowCache({ source: s.source, getId: (r) => r.id, pageSize: 100, onChange: () => undefined, onError: () => undefined });
    cache.setQuery([], undefined);
    const first = cache.ensure(0, 10);
    // The grid's own write lands (or a sync) before the first answer: that answer is stale.
    s.memory.apply({ updates: [{ rowId: 'P000003', columnId: 'name', value: 'Saved' }], adds: [], deletes: [], renames: [], sorts: [] });
    const refreshing = cache.refresh();
    await first;
    expect(cache.get(3)?.name).toBe('Saved');
    await refreshing;
    expect(s.calls).toEqual(['window 0+100', 'window 0+100']);
    expect(cache.answered).toBe(true);
  });

  it('drops the least recently used pages beyond its limit', async () => {
    const s = serverLike(makeProducts(500));
    const cache = new WindowCache({ source: s.source, getId: (r) => r.id, pageSize: 100, maxPages: 2, onChange: () => undefined, onError: () => undefined });
    cache.setQuery([], undefined);
    await cache.ensure(0, 0);
    await cache.ensure(200, 200);
    await cache.ensure(400, 400);
    expect(cache.get(0)).toBeUndefined();
    expect(cache.get(400)?.id).toBe('P000400');
  });

  it('reports a failed window', async () => {
    const errors: unknown[] = [];
    const source: GridDataSource<TestProduct> = {
      getWindow: () => Promise.reject(new Error('offline')),
      getByIds: () => Promise.resolve([]),
      subscribe: () => () => undefined,
    };
    const cache = new WindowCache({ source, getId: (r) => r.id, pageSize: 100, onChange: () => undefined, onError: (e) => errors.push(e) });
    cache.setQuery([], undefined);
    await cache.ensure(0, 5);
    expect(errors).toEqual([new Error('offline')]);
  });
});

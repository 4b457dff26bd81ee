import { describe, expect, it } from 'vitest';
import { makeProducts, type TestProduct } from '../testing/fixtures.ts';
import { MemorySource } from './memorySource.ts';
import { ServerPageSource } from './serverPageSource.ts';
import { WindowCache } from './windowCache.ts';

describe('server page source', () => {
  it('turns windows into skip/limit calls and totals into the row count', async () => {
    const server = new MemorySource<TestProduct>({ rows: makeProducts(230), getId: (r) => r.id });
    const requests: string[] = [];
    const source = new ServerPageSource<TestProduct, string | undefined>({
      fetchPage: async ({ skip, limit, sort }) => {
        requests.push(`skip=${skip} limit=${limit} sort=${sort.map((s) => `${s.desc ? '-' : ''}${s.id}`).join(',')}`);
        const page = await server.getWindow(skip, limit, sort, undefined);
        return { rows: page.rows, ...(skip === 0 ? { total: page.total ?? 0 } : {}) };
      },
      fetchByIds: (ids) => server.getByIds(ids),
    });
    const cache = new WindowCache({ source, getId: (r) => r.id, pageSize: 100, onChange: () => undefined, onError: (e) => { throw e; } });
    cache.setQuery([{ id: 'style', desc: true }], undefined);
    await cache.ensure(0, 150);
    expect(cache.count).toBe(230);
    expect(cache.get(0)?.style).toBe('10229');
    expect(requests).toEqual(['skip=0 limit=100 sort=-style', 'skip=100 limit=100 sort=-style']);
    expect((await source.getByIds(['P000007'])).map((r) => r.name)).toEqual(['Product 7']);
    let changes = 0;
    source.subscribe(() => changes++);
    source.changed();
    expect(changes).toBe(1);
  });
});

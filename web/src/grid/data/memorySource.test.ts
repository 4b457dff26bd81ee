import { describe, expect, it } from 'vitest';
import { makeProducts, type TestProduct } from '../testing/fixtures.ts';
import { MemorySource } from './memorySource.ts';

const noWrite = { updates: [], adds: [], deletes: [], renames: [], sorts: [] };

describe('in-memory data source', () => {
  it('serves windows with the total, sorted by several keys with locale and numeric style order', async () => {
    const rows = makeProducts(6).map((r, i) => ({ ...r, style: ['900', '10000', '50', '900', 'A1', '1200'][i]!, name: ['b', 'Éa', 'c', 'a', 'd', 'e'][i]! }));
    const source = new MemorySource({ rows, getId: (r) => r.id, sortKinds: { style: 'styleNumeric' } });
    const first = await source.getWindow(0, 3, [{ id: 'style', desc: false }, { id: 'name', desc: false }], undefined);
    expect(first.total).toBe(6);
    expect(first.rows.map((r) => `${r.style}/${r.name}`)).toEqual(['50/c', '900/a', '900/b']);
    const rest = await source.getWindow(3, 3, [{ id: 'style', desc: false }, { id: 'name', desc: false }], undefined);
    expect(rest.rows.map((r) => r.style)).toEqual(['1200', '10000', 'A1']);
    const byName = await source.getWindow(0, 2, [{ id: 'name', desc: false }], undefined);
    expect(byName.rows.map((r) => r.name)).toEqual(['a', 'b']);
  });

  it('filters with the screen’s predicate and counts without a window', async () => {
    const source = new MemorySource<TestProduct, string>({
      rows: makeProducts(9),
      getId: (r) => r.id,
      matches: (row, gender) => row.gender === gender,
    });
    expect(await source.count('Kids')).toBe(3);
    expect((await source.getWindow(0, 10, [], 'Kids')).rows.every((r) => r.gender === 'Kids')).toBe(true);
  });

  it('applies grid writes like a database and tells subscribers once per write', async () => {
    const source = new MemorySource({ rows: makeProducts(3), getId: (r) => r.id });
    let notices = 0;
    const stop = source.subscribe(() => notices++);
    source.apply({
      ...noWrite,
      updates: [{ rowId: 'P000000', columnId: 'name', value: 'Renamed' }],
      adds: [{ id: 'N', row: { ...makeProducts(1)[0]!, id: 'N' } }],
      deletes: ['P000001'],
      renames: [{ from: 'P000002', to: 'P000002-B' }],
      sorts: [{ rowId: 'P000000', sortOrder: 9 }],
    });
    expect(notices).toBe(1);
    expect(source.get('P000000')).toMatchObject({ name: 'Renamed', sortOrder: 9 });
    expect(source.get('P000001')).toBeUndefined();
    expect(source.get('P000002-B')?.id).toBe('P000002-B');
    expect((await source.getByIds(['N', 'P000001', 'P000002-B'])).map((r) => r.id)).toEqual(['N', 'P000002-B']);
    stop();
    source.apply(noWrite);
    expect(notices).toBe(1);
  });

  it('answers a window at once for fast scrolling', () => {
    const source = new MemorySource({ rows: makeProducts(250), getId: (r) => r.id });
    expect(source.peekWindow(200, 100, [], undefined).rows).toHaveLength(50);
  });
});

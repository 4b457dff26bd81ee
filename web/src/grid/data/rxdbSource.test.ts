import { afterEach, describe, expect, it } from 'vitest';
import type { RxDatabase } from 'rxdb';
import { makeProducts } from '../testing/fixtures.ts';
import { testDatabase } from '../testing/rxdb.ts';
import { RxdbSource, writeToCollection } from './rxdbSource.ts';

const open: RxDatabase[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((db) => db.remove()));
});

async function seeded(count: number) {
  const { db, products } = await testDatabase();
  open.push(db);
  await products.bulkInsert(makeProducts(count));
  const source = new RxdbSource({ collection: products, query: (gender: string | undefined) => ({ selector: gender ? { gender } : {}, sort: [{ sortOrder: 'asc' }] }) });
  return { products, source };
}

describe('RxDB data source', () => {
  it('serves windows of a query, sorted, and counts separately', async () => {
    const { source } = await seeded(250);
    const page = await source.getWindow(100, 100, [], undefined);
    expect(page.rows).toHaveLength(100);
    expect(page.rows[0]?.id).toBe('P000100');
    expect(page.total).toBeUndefined();
    expect(await source.count(undefined)).toBe(250);
    expect(await source.count('Kids')).toBe(83);
    const desc = await source.getWindow(0, 3, [{ id: 'style', desc: true }], undefined);
    expect(desc.rows.map((r) => r.style)).toEqual(['10249', '10248', '10247']);
    const kids = await source.getWindow(0, 5, [], 'Kids');
    expect(kids.rows.every((r) => r.gender === 'Kids')).toBe(true);
  });

  it('finds rows by id and tells subscribers once per burst of changes', async () => {
    const { products, source } = await seeded(20);
    expect((await source.getByIds(['P000003', 'missing'])).map((r) => r.id)).toEqual(['P000003']);
    let notices = 0;
    const stop = source.subscribe(() => notices++);
    await products.bulkUpsert(makeProducts(5).map((r) => ({ ...r, name: 'bulk' })));
    await new Promise((done) => setTimeout(done, 10));
    expect(notices).toBe(1);
    stop();
  });

  it('writes a grid batch: one bulk upsert for 10,000 cells, deletes, adds, renames and sorts', async () => {
    const { products } = await seeded(1100);
    const updates = [];
    for (let r = 0; r < 1000; r++) {
      for (const columnId of ['name', 'gender', 'sku', 'cost', 'dueDate', 'label', 'discountPercent', 'thumbnail', 'color', 'style']) {
        updates.push({ rowId: `P${String(r).padStart(6, '0')}`, columnId, value: columnId === 'cost' || columnId === 'discountPercent' ? r : `${columnId}-${r}` });
      }
    }
    expect(updates).toHaveLength(10_000);
    await writeToCollection(products, {
      updates,
      adds: [{ id: 'NEW', row: { ...makeProducts(1)[0]!, id: 'NEW', sortOrder: 5000 } }],
      deletes: ['P001099'],
      renames: [{ from: 'P001098', to: 'P001098-B' }],
      sorts: [{ rowId: 'P001097', sortOrder: 77 }],
    });
    const doc = await products.findOne('P000999').exec();
    expect(doc?.toJSON()).toMatchObject({ name: 'name-999', cost: 999, label: 'label-999' });
    expect(await products.findOne('P001099').exec()).toBeNull();
    expect(await products.findOne('NEW').exec()).not.toBeNull();
    expect(await products.findOne('P001098').exec()).toBeNull();
    expect((await products.findOne('P001098-B').exec())?.name).toBe('Product 1098');
    expect((await products.findOne('P001097').exec())?.sortOrder).toBe(77);
  });

  it("applies a screen's payload rules to every document it stores", async () => {
    const { products } = await seeded(5);
    const seen: string[] = [];
    await writeToCollection(
      products,
      {
        updates: [{ rowId: 'P000001', columnId: 'name', value: 'Edited' }],
        adds: [{ id: 'NEW', row: { ...makeProducts(1)[0]!, id: 'NEW' } }],
        deletes: [],
        renames: [{ from: 'P000002', to: 'P000002-B' }],
        sorts: [{ rowId: 'P000003', sortOrder: 9 }],
      },
      {
        prepare: (doc, change) => {
          seen.push(`${change.kind} ${doc.id} from ${change.before?.name ?? 'nothing'}`);
          return { ...doc, sku: `by-${change.kind}` };
        },
      },
    );
    expect(seen.sort()).toEqual([
      'add NEW from nothing',
      'rename P000002-B from Product 2',
      'update P000001 from Product 1',
      'update P000003 from Product 3',
    ]);
    const skus = (await products.find().exec()).map((d) => `${d.id}:${d.sku}`).sort();
    expect(skus).toEqual([
      'NEW:by-add',
      'P000000:SKU0',
      'P000001:by-update',
      'P000002-B:by-rename',
      'P000003:by-update',
      'P000004:SKU4',
    ]);
  });
});

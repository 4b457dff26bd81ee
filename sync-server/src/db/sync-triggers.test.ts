// The replication stamp (custom migration 0001_sync_triggers): every write takes a new seq
// from the one change sequence, child writes bump their parent, order numbers come from theirs.
import { eq, getTableColumns, getTableName, is, sql } from 'drizzle-orm';
import { PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import type postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, createTestDatabase } from '../test/harness.ts';
import type { Database } from './client.ts';
import { selectRows } from './mapping/index.ts';
import * as schema from './schema/index.ts';
import { CHILD_TABLES, libraryItems, orders, productLocations, products } from './schema/index.ts';

const TABLES = new Map(
  (Object.values(schema) as unknown[])
    .filter((v): v is PgTable => is(v, PgTable))
    .map((t) => [getTableName(t), t]),
);
const table = (name: string) => TABLES.get(name)!;
const col = (t: PgTable, key: string) => (getTableColumns(t) as Record<string, PgColumn>)[key]!;

type RowOf = (id: string, parentId: string) => Record<string, unknown>;

/** The least a parent row needs (NOT NULL columns without defaults). */
const PARENT_ROWS: Record<string, (id: string) => Record<string, unknown>> = {
  products: (id) => ({ id, style: id, color: 'BLK', productType: 'Footwear', name: 'n' }),
  library_items: (id) => ({ id, name: 'n', libraryType: 'AdvertisingAsset', status: 'Pending' }),
  assortments: (id) => ({
    id,
    title: 't',
    type: 'item',
    method: 'static',
    orgType: 'regular',
    state: 'published',
  }),
  seasons: (id) => ({ id, season: 'Spring', year: 2025, channel: 'Wholesale', status: 'Live' }),
  orders: (id) => ({
    id,
    type: 'sample',
    orderType: 'SampleOrder',
    status: 'DRAFT',
    requesterCode: 'U1',
  }),
  sample_inventory: (id) => ({ id, library: 'Sales', style: 'S1', color: 'BLK' }),
};

const CHILD_ROWS: Record<string, RowOf> = {
  product_locations: (id, p) => ({ productId: p, code: id }),
  library_item_files: (id, p) => ({
    id,
    libraryItemId: p,
    filename: 'f.jpg',
    usageType: 'Primary',
  }),
  display_groups: (id, p) => ({ id, assortmentId: p, index: 0, title: 'Group' }),
  season_sets: (id, p) => ({ id, seasonId: p, shortName: 'SP', state: 'published' }),
  order_lines: (id, p) => ({ id, orderId: p, style: 'S1', color: 'BLK', status: 'PENDING' }),
  sample_tracking: (id, p) => ({ id, sampleId: p, action: 'Added' }),
};

async function seqOf(db: Database, name: string, id: string): Promise<bigint> {
  const t = table(name);
  const [row] = await db
    .select({ seq: col(t, 'seq') })
    .from(t)
    .where(eq(col(t, 'id'), id));
  if (!row) throw new Error(`no ${name} ${id}`);
  return row.seq as bigint;
}

describe.each(DATABASE_KINDS)('sync triggers on %s', (kind) => {
  let h: Awaited<ReturnType<typeof createTestDatabase>>;
  let db: Database;
  beforeAll(async () => {
    h = await createTestDatabase(kind);
    db = h.db;
  });
  afterAll(async () => {
    await h?.drop();
  });

  it('stamps an insert with a new seq and its transaction id, ignoring what the writer sent', async () => {
    const { row, tx } = await db.transaction(async (t) => {
      await t
        .insert(products)
        .values({ ...PARENT_ROWS.products!('P1'), seq: 999_999n, txid: 7n } as never);
      const [r] = await t.select().from(products).where(eq(products.id, 'P1'));
      const [x] = await selectRows<{ tx: string }>(t, sql`select pg_current_xact_id()::text as tx`);
      return { row: r!, tx: x!.tx };
    });
    expect(row.seq).toBeGreaterThan(0n);
    expect(row.seq).not.toBe(999_999n);
    expect(row.txid.toString()).toBe(tx);
    expect(row.deleted).toBe(false);
  });

  it('gives every update a strictly greater seq, tombstones included', async () => {
    await db.insert(products).values(PARENT_ROWS.products!('P2') as never);
    const s0 = await seqOf(db, 'products', 'P2');
    await db.update(products).set({ name: 'renamed', seq: 1n }).where(eq(products.id, 'P2'));
    const s1 = await seqOf(db, 'products', 'P2');
    await db.update(products).set({ deleted: true }).where(eq(products.id, 'P2'));
    const s2 = await seqOf(db, 'products', 'P2');
    expect(s1).toBeGreaterThan(s0);
    expect(s2).toBeGreaterThan(s1);
    const [row] = await db.select().from(products).where(eq(products.id, 'P2'));
    expect(row).toMatchObject({ name: 'renamed', deleted: true });
  });

  it('takes seq for every synced table from the one change sequence', async () => {
    const seqs = await db.transaction(async (t) => {
      await t.insert(products).values(PARENT_ROWS.products!('P3') as never);
      await t.insert(libraryItems).values(PARENT_ROWS.library_items!('L3') as never);
      await t.insert(orders).values(PARENT_ROWS.orders!('O3') as never);
      const [cur] = await selectRows<{ v: string }>(
        t,
        sql`select currval('change_seq')::text as v`,
      );
      return { cur: BigInt(cur!.v) };
    });
    const p = await seqOf(db, 'products', 'P3');
    const l = await seqOf(db, 'library_items', 'L3');
    const o = await seqOf(db, 'orders', 'O3');
    expect(l).toBe(p + 1n);
    expect(o).toBe(l + 1n);
    expect(seqs.cur).toBe(o);
  });

  it.each(CHILD_TABLES)(
    'a write to $table bumps its $parent',
    async ({ table: child, parent, foreignKey }) => {
      const parentId = `${parent}-parent`;
      await db.insert(table(parent)).values(PARENT_ROWS[parent]!(parentId) as never);
      const s0 = await seqOf(db, parent, parentId);

      await db.insert(table(child)).values(CHILD_ROWS[child]!('c1', parentId) as never);
      const s1 = await seqOf(db, parent, parentId);
      expect(s1).toBeGreaterThan(s0);

      const c = table(child);
      const fk = Object.values(getTableColumns(c)).find((k) => k.name === foreignKey)!;
      await db
        .update(c)
        .set({ deleted: true } as never)
        .where(eq(fk, parentId));
      const s2 = await seqOf(db, parent, parentId);
      expect(s2).toBeGreaterThan(s1);

      await db.delete(c).where(eq(fk, parentId));
      const s3 = await seqOf(db, parent, parentId);
      expect(s3).toBeGreaterThan(s2);
    },
  );

  it('stamps a parent once per transaction however many children it writes', async () => {
    const inside = await db.transaction(async (t) => {
      await t.insert(products).values(PARENT_ROWS.products!('P4') as never);
      const [a] = await t.select({ seq: products.seq }).from(products).where(eq(products.id, 'P4'));
      for (const code of ['US', 'EU', 'CA']) {
        await t.insert(productLocations).values({ productId: 'P4', code });
      }
      const [b] = await t.select({ seq: products.seq }).from(products).where(eq(products.id, 'P4'));
      return { first: a!.seq, afterChildren: b!.seq };
    });
    expect(inside.afterChildren).toBe(inside.first);
    const children = await db
      .select({ seq: productLocations.seq })
      .from(productLocations)
      .where(eq(productLocations.productId, 'P4'));
    expect(children).toHaveLength(3);
    for (const c of children) expect(c.seq).toBeGreaterThan(inside.first);
  });

  it('bumps both parents when a child moves from one to another', async () => {
    await db
      .insert(products)
      .values([PARENT_ROWS.products!('P5') as never, PARENT_ROWS.products!('P6') as never]);
    await db.insert(productLocations).values({ productId: 'P5', code: 'US' });
    const [a5, a6] = [await seqOf(db, 'products', 'P5'), await seqOf(db, 'products', 'P6')];
    await db
      .update(productLocations)
      .set({ productId: 'P6' })
      .where(eq(productLocations.productId, 'P5'));
    expect(await seqOf(db, 'products', 'P5')).toBeGreaterThan(a5);
    expect(await seqOf(db, 'products', 'P6')).toBeGreaterThan(a6);
  });

  it('numbers orders from the order-number sequence, uniquely', async () => {
    await db
      .insert(orders)
      .values([PARENT_ROWS.orders!('O7') as never, PARENT_ROWS.orders!('O8') as never]);
    const rows = await db
      .select({ id: orders.id, n: orders.orderNumber })
      .from(orders)
      .where(sql`${orders.id} in ('O7', 'O8')`)
      .orderBy(orders.id);
    expect(rows[0]!.n).toBeGreaterThanOrEqual(100_000);
    expect(rows[1]!.n).toBe(rows[0]!.n + 1);
    await expect(
      db.insert(orders).values({ ...PARENT_ROWS.orders!('O9'), orderNumber: rows[0]!.n } as never),
    ).rejects.toThrow();
  });
});

// Needs two connections at once, which only the PostgreSQL server gives.
const CONCURRENT_KINDS = DATABASE_KINDS.filter((k) => k === 'postgres');

describe.each(CONCURRENT_KINDS)('transactions in flight on %s', (kind) => {
  let h: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    h = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await h?.drop();
  });

  it('records txid so a pull can hold back what an open transaction may still commit', async () => {
    const pg = h.raw as postgres.Sql;
    const [t0, t1] = [await pg.reserve(), await pg.reserve()];
    const insert = (c: postgres.ReservedSql, id: string) =>
      c`insert into products (id, style, color, product_type, name)
        values (${id}, ${id}, 'BLK', 'Footwear', 'n')`;
    try {
      await t0`begin`;
      await t1`begin`;
      await insert(t0, 'A');
      await insert(t1, 'B');
      await insert(t0, 'C');
      await t0`commit`;
      const [{ xmin }] = (await pg`
        select pg_snapshot_xmin(pg_current_snapshot())::text as xmin`) as unknown as [
        { xmin: string },
      ];
      const seen = await pg`select id from products where id in ('A', 'B', 'C') order by seq`;
      expect(seen.map((r) => r.id)).toEqual(['A', 'C']);
      await t1`commit`;

      const rows = await pg`select id, seq::text, txid::text from products
        where id in ('A', 'B', 'C') order by seq`;
      const at = Object.fromEntries(
        rows.map((r) => [r.id as string, { seq: BigInt(r.seq), txid: BigInt(r.txid) }]),
      );
      // B took its seq between A and C but committed last: a reader checkpointing on seq alone
      // after seeing C would never see B ...
      expect(rows.map((r) => r.id)).toEqual(['A', 'B', 'C']);
      // ... whereas B's transaction was still open for that reader (txid >= its xmin), and
      // ordering by (txid, seq) puts B after everything the reader could serve.
      expect(at.B!.txid).toBeGreaterThanOrEqual(BigInt(xmin));
      expect(at.A!.txid).toBe(at.C!.txid);
      expect(at.A!.txid).toBeLessThan(at.B!.txid);
    } finally {
      t0.release();
      t1.release();
    }
  });
});

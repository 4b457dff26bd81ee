// The seed on a real database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set): the same
// inputs write the same rows into two fresh databases, every document read back parses with
// its shared schema, seedIfEmpty leaves a seeded database alone, SEED_SCALE grows the catalogue,
// and the images the documents reference are in the blob store.
import {
  announcementSchema,
  inventorySourceAllowed,
  orderLocationCode,
  productAvailability,
  styleColorId,
  type AvailabilityProduct,
  assortmentSchema,
  collectionSchema,
  coordinatorAssignmentSchema,
  libraryItemSchema,
  notificationSchema,
  orderSchema,
  productSchema,
  sampleInventoryItemSchema,
  seasonSchema,
} from '@portal/shared';
import { count, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MemoryBlobStore } from '../blobs/memory-store.ts';
import { verifyPassword } from '../auth/password.ts';
import {
  announcementMapping,
  assortmentMapping,
  collectionMapping,
  coordinatorAssignmentMapping,
  libraryItemMapping,
  loadDocuments,
  notificationMapping,
  orderMapping,
  productMapping,
  sampleInventoryMapping,
  seasonMapping,
  selectRows,
  type Mapping,
} from '../db/mapping/index.ts';
import { options, orders, products, users } from '../db/schema/index.ts';
import { DATABASE_KINDS, createTestDatabase } from '../test/harness.ts';
import { DEMO_PASSWORD, SEED_ACCOUNTS } from './accounts.ts';
import { tableDigests } from './digest.ts';
import { seedDemoData, seedIfEmpty } from './index.ts';
import { seedPlan } from './plan.ts';

const NOW = new Date('2025-09-15T12:00:00.000Z');
/** Smaller than the default so four seeds per database kind stay quick; the same code paths. */
const SCALE = 0.3;

type Handle = Awaited<ReturnType<typeof createTestDatabase>>;

describe.each(DATABASE_KINDS)('demo data seed on %s', (kind) => {
  let first: Handle;
  let second: Handle;
  const blobs = new MemoryBlobStore();

  beforeAll(async () => {
    [first, second] = await Promise.all([createTestDatabase(kind), createTestDatabase(kind)]);
    expect(await seedIfEmpty(first.db, { scale: SCALE, now: NOW }, blobs)).toBe(true);
    await seedDemoData(second.db, { scale: SCALE, now: NOW });
  });
  afterAll(async () => {
    await Promise.all([first?.drop(), second?.drop()]);
  });

  it('two seeds into two fresh databases write identical rows (digest per table)', async () => {
    const [a, b] = await Promise.all([tableDigests(first.db), tableDigests(second.db)]);
    expect(Object.keys(a)).toHaveLength(18);
    for (const [table, digest] of Object.entries(a)) expect(digest.rows, table).toBeGreaterThan(0);
    expect(b).toEqual(a);
  });

  it('every document read back through the mappings parses with its shared schema', async () => {
    const cases: [Mapping<never>, z.ZodType][] = [
      [productMapping, productSchema],
      [libraryItemMapping, libraryItemSchema],
      [seasonMapping, seasonSchema],
      [assortmentMapping, assortmentSchema],
      [collectionMapping, collectionSchema],
      [coordinatorAssignmentMapping, coordinatorAssignmentSchema],
      [orderMapping, orderSchema],
      [notificationMapping, notificationSchema],
      [sampleInventoryMapping, sampleInventoryItemSchema],
      [announcementMapping, announcementSchema],
    ] as never;
    for (const [mapping, schema] of cases) {
      const docs = await loadDocuments(first.db, mapping);
      expect(docs.length).toBeGreaterThan(0);
      for (const doc of docs) {
        const parsed = schema.safeParse(doc);
        if (!parsed.success)
          throw new Error(`${JSON.stringify(doc).slice(0, 200)}: ${parsed.error.message}`);
      }
    }
  });

  it('the database holds every product type, library type × status, order kind × status, both sample libraries and every kind of assortment', async () => {
    const distinct = async (query: ReturnType<typeof sql>) =>
      (await selectRows<{ k: string }>(first.db, query)).map((r) => r.k).sort();
    expect(await distinct(sql`select distinct product_type as k from products`)).toEqual([
      'Apparel',
      'Footwear',
      'POP',
    ]);
    expect(
      await distinct(sql`select distinct library_type || '/' || status as k from library_items`),
    ).toHaveLength(24);
    expect(
      await distinct(sql`select distinct type || '/' || status as k from orders`),
    ).toHaveLength(27);
    expect(await distinct(sql`select distinct library as k from sample_inventory`)).toEqual([
      'Production',
      'Sales',
    ]);
    expect(
      await distinct(
        sql`select distinct type || '/' || org_type || '/' || method as k from assortments`,
      ),
    ).toEqual([
      'folder/regular/static',
      'item/internal/dynamic',
      'item/internal/static',
      'item/regular/dynamic',
      'item/regular/static',
    ]);
    expect(await distinct(sql`select distinct state as k from notifications`)).toEqual([
      'New',
      'Read',
    ]);
  });

  it('seedIfEmpty does nothing on a seeded database', async () => {
    const before = await tableDigests(first.db);
    expect(await seedIfEmpty(first.db, { scale: 5, now: new Date() })).toBe(false);
    expect(await tableDigests(first.db)).toEqual(before);
  });

  it('accounts share the demo password (one hash), the pending request has none', async () => {
    const rows = await first.db.select().from(users);
    expect(rows).toHaveLength(SEED_ACCOUNTS.length);
    const hashes = new Set(rows.filter((r) => r.passwordHash).map((r) => r.passwordHash));
    expect(hashes.size).toBe(1);
    expect(await verifyPassword(DEMO_PASSWORD, [...hashes][0])).toBe(true);
    expect(rows.find((r) => r.email === 'pending@demo.portal')).toMatchObject({
      status: 'pendingApproval',
      passwordHash: null,
    });
    expect(rows.find((r) => r.email === 'deactivated@demo.portal')?.status).toBe('deactivated');
  });

  it('options and the order number sequence are ready for the server', async () => {
    const rows = new Map((await first.db.select().from(options)).map((r) => [r.name, r.data]));
    expect(rows.get('userWarningMs')).toBe(300_000);
    expect(rows.get('userTimeoutMs')).toBe(3_570_000);
    expect(rows.get('demoData')).toMatchObject({
      scale: SCALE,
      products: seedPlan(SCALE).products,
    });
    const [max] = await first.db
      .select({ n: sql<number>`max(${orders.orderNumber})` })
      .from(orders);
    const [next] = await selectRows<{ n: string }>(
      first.db,
      sql`select nextval('order_number_seq')::text as n`,
    );
    expect(Number(next!.n)).toBe(Number(max!.n) + 1);
  });

  it('[001 §5 unavailable items] sample and promo lines carry the stock the catalogue holds; a promo line asks for Inventory only with stock', async () => {
    const productDocs = await loadDocuments(first.db, productMapping as unknown as Mapping<never>);
    const byId = new Map(productDocs.map((p) => [String((p as { id: string }).id), p]));
    const orderDocs = (await loadDocuments(
      first.db,
      orderMapping as unknown as Mapping<never>,
    )) as unknown as z.infer<typeof orderSchema>[];
    const today = NOW.toISOString().slice(0, 10);
    let inventory = 0;
    let library = 0;
    for (const order of orderDocs.filter((o) => o.type !== 'wholesale')) {
      const location = orderLocationCode(order);
      for (const line of order.lines) {
        const product = byId.get(styleColorId(line.style, line.color)) as
          AvailabilityProduct | undefined;
        const stock = product ? productAvailability(product, location, today) : [];
        expect(line.availability).toEqual(
          stock.map(({ size, date }) => (date ? { size, date } : { size })),
        );
        if (line.source === 'Inventory') {
          inventory += 1;
          expect(inventorySourceAllowed(line.availability, line.size)).toBe(true);
        } else if (order.type === 'promo') library += 1;
      }
    }
    // The demo shows both: promo lines from stock and from the sample library.
    expect(inventory).toBeGreaterThan(0);
    expect(library).toBeGreaterThan(0);
  });

  it('SEED_SCALE grows the products (and the rest more slowly)', async () => {
    const small = await createTestDatabase(kind);
    try {
      await seedDemoData(small.db, { scale: 0.1, now: NOW });
      const countOf = async (db: Handle['db'], table: typeof products | typeof orders) =>
        (await db.select({ n: count() }).from(table))[0]!.n;
      expect(await countOf(small.db, products)).toBe(100);
      expect(await countOf(first.db, products)).toBe(300);
      const [fewer, more] = [await countOf(small.db, orders), await countOf(first.db, orders)];
      expect(fewer).toBeLessThan(more);
      expect(more / fewer).toBeLessThan(3);
    } finally {
      await small.drop();
    }
  });

  it('every image and file the documents reference is in the blob store', async () => {
    const keys = new Set<string>();
    const add = (...values: (string | undefined | null)[]) =>
      values.forEach((v) => v && keys.add(v));
    for (const p of await loadDocuments(first.db, productMapping))
      add(p.image, p.thumbnail, p.printImage);
    for (const l of await loadDocuments(first.db, libraryItemMapping))
      for (const f of l.files) add(f.previewJpg, f.thumbnail, f.sourceFile, f.previewPdf);
    for (const s of await loadDocuments(first.db, seasonMapping)) add(s.previewJpg, s.sourceFile);
    for (const a of await loadDocuments(first.db, assortmentMapping)) add(a.logo, a.thumbnail);
    for (const a of await loadDocuments(first.db, announcementMapping)) add(a.image);
    expect(keys.size).toBeGreaterThan(50);
    for (const key of keys) expect(await blobs.head(key), key).not.toBeNull();

    const [product] = await first.db
      .select()
      .from(products)
      .where(eq(products.productType, 'Footwear'))
      .limit(1);
    const full = await sharp(await (await blobs.get(product!.image!))!.bytes()).metadata();
    const thumb = await sharp(await (await blobs.get(product!.thumbnail!))!.bytes()).metadata();
    expect([full.format, full.width, full.height]).toEqual(['jpeg', 800, 800]);
    expect([thumb.format, thumb.width]).toEqual(['jpeg', 120]);
    const pdf = [...keys].find((k) => k.endsWith('.pdf'))!;
    const head = await blobs.head(pdf);
    expect(head?.contentType).toBe('application/pdf');
    expect(new TextDecoder().decode((await (await blobs.get(pdf))!.bytes()).slice(0, 5))).toBe(
      '%PDF-',
    );
  });
});

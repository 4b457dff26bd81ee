// Row mapping round trips: a shared entity document written through its mapping, read back
// and parsed with the same shared zod schema gives the document again.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  announcementSchema,
  assortmentDocumentSchema,
  assortmentSchema,
  collectionSchema,
  coordinatorAssignmentSchema,
  libraryItemSchema,
  multipartUploadSchema,
  notificationSchema,
  orderSchema,
  productLocationSchema,
  productSchema,
  sampleInventoryItemSchema,
  seasonSchema,
  statEventSchema,
  userFlagSchema,
} from '@portal/shared';
import * as X from '@portal/shared/entities/examples.ts';
import { DATABASE_KINDS, createTestDatabase } from '../test/harness.ts';
import type { Database } from './client.ts';
import {
  announcementMapping,
  assortmentDocumentMapping,
  assortmentMapping,
  collectionMapping,
  coordinatorAssignmentMapping,
  libraryItemMapping,
  loadDocuments,
  notificationMapping,
  orderMapping,
  productMapping,
  sampleInventoryMapping,
  saveDocuments,
  seasonMapping,
  statEventMapping,
  uploadMapping,
  userFlagMapping,
  type Mapping,
} from './mapping/index.ts';
import { orders, productLocations, products, users } from './schema/index.ts';

type Case = [string, Mapping<never>, z.ZodType, Record<string, unknown>];
const CASES = [
  ['product', productMapping, productSchema, X.exampleProduct],
  ['library item', libraryItemMapping, libraryItemSchema, X.exampleLibraryItem],
  ['assortment', assortmentMapping, assortmentSchema, X.exampleAssortment],
  ['collection', collectionMapping, collectionSchema, X.exampleCollection],
  ['season', seasonMapping, seasonSchema, X.exampleSeason],
  [
    'assortment document',
    assortmentDocumentMapping,
    assortmentDocumentSchema,
    X.exampleAssortmentDocument,
  ],
  ['order', orderMapping, orderSchema, X.exampleOrder],
  [
    'coordinator assignment',
    coordinatorAssignmentMapping,
    coordinatorAssignmentSchema,
    X.exampleCoordinatorAssignment,
  ],
  ['notification', notificationMapping, notificationSchema, X.exampleNotification],
  ['sales sample', sampleInventoryMapping, sampleInventoryItemSchema, X.exampleSalesSample],
  [
    'production sample',
    sampleInventoryMapping,
    sampleInventoryItemSchema,
    X.exampleProductionSample,
  ],
  ['user flag', userFlagMapping, userFlagSchema, X.exampleUserFlag],
  ['stat event', statEventMapping, statEventSchema, X.exampleStatEvent],
  ['announcement', announcementMapping, announcementSchema, X.exampleAnnouncement],
  ['multipart upload', uploadMapping, multipartUploadSchema, X.exampleUpload],
] as unknown as Case[];

async function roundTrip<D>(db: Database, mapping: Mapping<D>, schema: z.ZodType, doc: unknown) {
  const parsed = schema.parse(doc) as D & { id: string };
  await saveDocuments(db, mapping, [parsed]);
  const table = mapping.spec.table as typeof products;
  const [loaded] = await loadDocuments(db, mapping, eq(table.id, parsed.id));
  return { parsed, loaded: loaded as Record<string, unknown> };
}

describe.each(DATABASE_KINDS)('row mapping on %s', (kind) => {
  let h: Awaited<ReturnType<typeof createTestDatabase>>;
  let db: Database;
  beforeAll(async () => {
    h = await createTestDatabase(kind);
    db = h.db;
    // uploads reference an account
    await db.insert(users).values({
      id: 'user-1',
      email: 'u1@example.com',
      name: 'U',
      userCode: 'U100',
      status: 'active',
    });
  });
  afterAll(async () => {
    await h?.drop();
  });

  it.each(CASES)(
    '%s: write, read back, parse with the shared schema',
    async (_n, mapping, schema, doc) => {
      const { parsed, loaded } = await roundTrip(db, mapping, schema, doc);
      expect(loaded).not.toHaveProperty('txid');
      expect(loaded).not.toHaveProperty('updatedAt');
      expect(loaded.seq).toMatch(/^\d+$/);
      expect(schema.parse(loaded)).toEqual({ ...(parsed as object), seq: loaded.seq });
    },
  );

  it('replaces a product’s locations on a later write and re-stamps the product', async () => {
    const first = productSchema.parse({ ...X.exampleProduct, id: 'P1_BLK', style: 'P1' });
    await saveDocuments(db, productMapping, [first]);
    const [before] = await loadDocuments(db, productMapping, eq(products.id, 'P1_BLK'));
    const eu = productLocationSchema.parse({ ...first.locations[1]!, wholesalePrice: 2999 });
    await saveDocuments(db, productMapping, [{ ...first, locations: [eu] }]);
    const [after] = await loadDocuments(db, productMapping, eq(products.id, 'P1_BLK'));
    expect(productSchema.parse(after).locations).toEqual([eu]);
    expect(BigInt(after!.seq!)).toBeGreaterThan(BigInt(before!.seq!));
    const rows = await db
      .select({ code: productLocations.code })
      .from(productLocations)
      .where(eq(productLocations.productId, 'P1_BLK'));
    expect(rows).toEqual([{ code: 'EU' }]);
  });

  it('stores a tombstone and reads it back as _deleted', async () => {
    const doc = productSchema.parse({ ...X.exampleProduct, id: 'P2_BLK', style: 'P2' });
    await saveDocuments(db, productMapping, [{ ...doc, _deleted: true }]);
    const [loaded] = await loadDocuments(db, productMapping, eq(products.id, 'P2_BLK'));
    expect(loaded!._deleted).toBe(true);
  });

  it('numbers an order that arrives without a number, and keeps the number on later writes', async () => {
    const lines = X.exampleOrder.lines!.map((l, i) => ({ ...l, id: `order-2-line-${i}` }));
    const { orderNumber: _n, ...draft } = orderSchema.parse({
      ...X.exampleOrder,
      id: 'order-2',
      lines,
    });
    await saveDocuments(db, orderMapping, [draft]);
    const [first] = await loadDocuments(db, orderMapping, eq(orders.id, 'order-2'));
    expect(first!.orderNumber).toBeGreaterThanOrEqual(100_000);
    await saveDocuments(db, orderMapping, [{ ...draft, po: 'PO-10' }]);
    const [second] = await loadDocuments(db, orderMapping, eq(orders.id, 'order-2'));
    expect(second).toMatchObject({ po: 'PO-10', orderNumber: first!.orderNumber });
  });

  it('copies the customer id of an order into its filter column', async () => {
    const rows = await db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.customerId, X.exampleOrder.customer!.id));
    expect(rows.map((r) => r.id).sort()).toEqual(['order-1', 'order-2']);
  });

  it('writes many documents with their children in one call', async () => {
    const many = Array.from({ length: 120 }, (_, i) =>
      productSchema.parse({ ...X.exampleProduct, id: `M${i}_BLK`, style: `M${i}` }),
    );
    await saveDocuments(db, productMapping, many);
    const loaded = await loadDocuments(db, productMapping);
    const mine = loaded.filter((p) => p.style.startsWith('M'));
    expect(mine).toHaveLength(120);
    for (const p of mine) expect(p.locations.map((l) => l.code)).toEqual(['US', 'EU']);
  });
});

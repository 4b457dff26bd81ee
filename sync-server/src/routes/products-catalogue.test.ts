// The server catalogue (decision 0037) on a real database (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set): built page by page it holds every live product as the mapping
// reads it, its index counts them, and after changes, deletions and new products in the table
// it catches up on the next look once FRESHNESS_MS have passed.
import { productSchema, type Product } from '@portal/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDocuments, productMapping, saveDocuments } from '../db/mapping/index.ts';
import { products } from '../db/schema/index.ts';
import { seedDemoData } from '../seed/index.ts';
import { DATABASE_KINDS, createTestDatabase } from '../test/harness.ts';
import { FRESHNESS_MS, ServerCatalogue } from './products-catalogue.ts';

type Handle = Awaited<ReturnType<typeof createTestDatabase>>;

const live = async (handle: Handle): Promise<Product[]> =>
  (await loadDocuments(handle.db, productMapping, eq(products.deleted, false))).map((p) =>
    productSchema.parse(p),
  );
const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const after = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(DATABASE_KINDS)('server product catalogue on %s', (kind) => {
  let handle: Handle;
  beforeAll(async () => {
    handle = await createTestDatabase(kind);
    await seedDemoData(handle.db, { scale: 0.3, now: new Date('2026-03-01T12:00:00Z') });
  });
  afterAll(() => handle?.drop());

  it('[000 §7 products] read in pages, then caught up with changes, deletions and additions', async () => {
    const catalogue = ServerCatalogue.of(handle.db, { pageRows: 64 });
    const view = await catalogue.ready();
    const expected = await live(handle);
    expect(expected.length).toBeGreaterThan(200);
    expect([...view.byId.values()].map((p) => productSchema.parse(p)).sort(byId)).toEqual(
      expected.sort(byId),
    );
    expect(view.index.size).toBe(expected.length);
    expect(view.sortedIds()).toEqual(expected.map((p) => p.id).sort());
    expect(view.locationCodes).toEqual(['CA', 'EU', 'MX', 'US']);

    const [renamed, gone] = expected;
    await handle.db.update(products).set({ name: 'Caught Up' }).where(eq(products.id, renamed!.id));
    await handle.db
      .update(products)
      .set({ deleted: true })
      .where(inArray(products.id, [gone!.id]));
    const added = productSchema.parse({
      ...renamed,
      id: '999999_NEW',
      style: '999999',
      color: 'NEW',
      locations: [{ code: 'US', lineStatus: 'A' }],
    });
    await saveDocuments(handle.db, productMapping, [added]);

    // The next look after the freshness window takes the changes in.
    await after(FRESHNESS_MS + 50);
    const caught = await catalogue.ready();
    expect(caught.byId.get(renamed!.id)?.name).toBe('Caught Up');
    expect(caught.byId.has(gone!.id)).toBe(false);
    expect(caught.byId.has('999999_NEW')).toBe(true);
    expect(caught.index.size).toBe(expected.length);
    expect(caught.sortedIds().at(-1)).toBe('999999_NEW');
    const page = caught.index.query(
      { module: added.productType, parameters: [] },
      'style',
      { today: '2026-03-01', locations: ['US', 'EU', 'CA', 'MX'] },
      { offset: 0, limit: 10_000 },
    );
    expect(page.ids).toContain('999999_NEW');
    expect(page.ids).not.toContain(gone!.id);
  });
});

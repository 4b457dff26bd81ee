// readJsonPage (the pull's SQL-built documents) against the JavaScript mapping it stands in
// for: for every mapping, on the demo data and the full-field examples, the JSON text Postgres
// builds parses to exactly the document `loadDocuments` (fromRow) gives; odd values too
// (microsecond instants, a stored JSON null, quotes, control characters, non-ASCII text,
// deleted children, a tombstone), and the child filter keeps only the rows it names.
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PULL_LINE_KEYS, formatPullLine, lineKeysOf, productSchema } from '@portal/shared';
import * as X from '@portal/shared/entities/examples.ts';
import { seedDemoData } from '../../seed/index.ts';
import { commandMapping, syncRejectionMapping } from '../../sync/replication-mapping.ts';
import { DATABASE_KINDS, createTestDatabase } from '../../test/harness.ts';
import type { Database } from '../client.ts';
import { productLocations, products } from '../schema/index.ts';
import * as M from './entities.ts';
import { loadDocuments, saveDocuments, type Doc, type Mapping } from './index.ts';
import { readJsonPage, type JsonPageQuery } from './json-sql.ts';
import { selectRows } from './sql-rows.ts';

const MAPPINGS: Record<string, Mapping<unknown>> = {
  ...(Object.fromEntries(Object.entries(M).filter(([name]) => name.endsWith('Mapping'))) as Record<
    string,
    Mapping<unknown>
  >),
  commandMapping,
  syncRejectionMapping,
};

async function sqlDocuments(
  db: Database,
  mapping: Mapping<unknown>,
  childFilters?: JsonPageQuery['childFilters'],
  tombstones = true,
): Promise<Doc[]> {
  const page = await readJsonPage(db, mapping, {
    where: undefined,
    limit: 1_000_000,
    tombstones,
    ...(childFilters ? { childFilters } : {}),
  });
  const docs = JSON.parse(page.documents) as Doc[];
  expect(docs).toHaveLength(page.count);
  return docs;
}

const byId = (docs: readonly Doc[]) =>
  [...docs].sort((a, b) => String(a.id).localeCompare(String(b.id)));

describe.each(DATABASE_KINDS)('documents as JSON built in SQL on %s', (kind) => {
  let h: Awaited<ReturnType<typeof createTestDatabase>>;
  let db: Database;

  beforeAll(async () => {
    h = await createTestDatabase(kind);
    db = h.db;
    await seedDemoData(db, { scale: 0.05, now: new Date('2025-09-15T12:00:00.000Z') });
    const full = productSchema.parse({
      ...X.exampleProduct,
      id: 'ODD_BLK',
      style: 'ODD',
      name: 'Quote " back\\slash \u0001 tab\t Ünïcödé 日本語 \u2028',
    });
    await saveDocuments(db, M.productMapping, [
      full,
      { ...full, id: 'GONE_BLK', style: 'GONE', _deleted: true },
    ]);
    // What only the database can hold: microseconds, a JSON null, a deleted child row.
    await db.execute(
      sql`update products set created_date = '2025-01-02 03:04:05.678912+00', categories = 'null'::jsonb where id = 'ODD_BLK'`,
    );
    await db.execute(
      sql`update product_locations set deleted = true where product_id = 'ODD_BLK' and code = 'EU'`,
    );
  });
  afterAll(async () => {
    await h?.drop();
  });

  it.each(Object.keys(MAPPINGS))('%s: the same documents as fromRow', async (name) => {
    const mapping = MAPPINGS[name]!;
    const expected = await loadDocuments(db, mapping as Mapping<Doc>);
    const built = await sqlDocuments(db, mapping);
    expect(byId(built)).toEqual(byId(expected));
  });

  it('covers the mappings with data (the comparison above is not vacuous)', async () => {
    for (const name of [
      'productMapping',
      'orderMapping',
      'assortmentMapping',
      'libraryItemMapping',
    ])
      expect((await sqlDocuments(db, MAPPINGS[name]!)).length, name).toBeGreaterThan(0);
  });

  it('writes instants as toISOString does, leaves out a JSON null and a deleted child', async () => {
    const [odd] = (await sqlDocuments(db, M.productMapping)).filter((d) => d.id === 'ODD_BLK');
    expect(odd!.createdDate).toBe('2025-01-02T03:04:05.678Z');
    expect(odd).not.toHaveProperty('categories');
    expect((odd!.locations as Doc[]).map((l) => l.code)).toEqual(['US']);
    expect(odd!.name).toBe('Quote " back\\slash \u0001 tab\t Ünïcödé 日本語 \u2028');
    const [gone] = (await sqlDocuments(db, M.productMapping)).filter((d) => d.id === 'GONE_BLK');
    expect(gone!._deleted).toBe(true);
  });

  it('reads pages in (txid, seq) order: rows, last position, tombstones left out on request', async () => {
    const all = await selectRows<{ id: string; txid: string; seq: string; deleted: boolean }>(
      db,
      sql`select id, txid::text as txid, seq::text as seq, deleted from products order by products.txid, products.seq`,
    );
    const seen: string[] = [];
    let last = { txid: '0', seq: '0' };
    for (;;) {
      const page = await readJsonPage(db, M.productMapping as Mapping<unknown>, {
        where: sql`(${products.txid}, ${products.seq}) > (${last.txid}::bigint, ${last.seq}::bigint)`,
        limit: 7,
        tombstones: false,
      });
      if (page.rows === 0) {
        expect(page).toMatchObject({ count: 0, txid: null, seq: null, documents: '[]' });
        break;
      }
      const docs = JSON.parse(page.documents) as Doc[];
      expect(page.rows).toBeLessThanOrEqual(7);
      expect(docs.every((d) => d._deleted === false)).toBe(true);
      seen.push(...docs.map((d) => String(d.id)));
      last = { txid: page.txid!, seq: page.seq! };
    }
    expect(last).toEqual({ txid: all.at(-1)!.txid, seq: all.at(-1)!.seq });
    expect(seen).toEqual(all.filter((r) => !r.deleted).map((r) => r.id));
    expect(all.some((r) => r.id === 'GONE_BLK' && r.deleted)).toBe(true);
  });

  it.each(['productMapping', 'orderMapping', 'libraryItemMapping'])(
    '%s as lines: each line the keys and the text of the same document as the JSON page',
    async (name) => {
      const mapping = MAPPINGS[name]!;
      const expected = byId(await loadDocuments(db, mapping as Mapping<Doc>));
      const page = await readJsonPage(db, mapping, {
        where: undefined,
        limit: 1_000_000,
        tombstones: true,
        lineKeys: PULL_LINE_KEYS,
      });
      const lines = page.documents.split('\n');
      expect(lines).toHaveLength(page.count);
      expect(page.count).toBe(expected.length);
      const parsed = lines.map((line) => {
        const tab = line.indexOf('\t');
        return {
          keys: JSON.parse(line.slice(0, tab)) as unknown[],
          doc: JSON.parse(line.slice(tab + 1)) as Doc,
        };
      });
      expect(byId(parsed.map((p) => p.doc))).toEqual(expected);
      // The keys are the document's own fields, exactly as the JavaScript path writes them.
      for (const { keys, doc } of parsed) expect(keys).toEqual(lineKeysOf(doc));
      if (name === 'productMapping') {
        const odd = parsed.find((p) => p.doc.id === 'ODD_BLK')!;
        expect(odd.keys).toEqual(JSON.parse(formatPullLine(odd.doc).split('\t')[0]!));
        expect(odd.keys[PULL_LINE_KEYS.indexOf('createdDate')]).toBe('2025-01-02T03:04:05.678Z');
        expect(odd.keys[PULL_LINE_KEYS.indexOf('name')]).toBe(odd.doc.name);
      }
    },
  );

  it('reads an empty page of lines as empty text', async () => {
    const page = await readJsonPage(db, M.productMapping as Mapping<unknown>, {
      where: sql`false`,
      limit: 10,
      tombstones: false,
      lineKeys: PULL_LINE_KEYS,
    });
    expect(page).toMatchObject({ rows: 0, count: 0, documents: '' });
  });

  it('keeps only the child rows the filter lets through, in their order', async () => {
    const docs = await sqlDocuments(db, M.productMapping, {
      locations: inArray(productLocations.code, ['EU']),
    });
    const codes = new Set(docs.flatMap((d) => (d.locations as Doc[]).map((l) => l.code)));
    expect([...codes]).toEqual(['EU']);
    const none = await sqlDocuments(db, M.productMapping, {
      locations: sql`false`,
    });
    expect(none.every((d) => Array.isArray(d.locations) && d.locations.length === 0)).toBe(true);
    const [{ n } = { n: 0 }] = await selectRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${products}`,
    );
    expect(none).toHaveLength(n);
  });
});

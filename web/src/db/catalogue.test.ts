// The stored catalogue record: the same whether made from a pulled line (the sync) or from a
// document fetched by id, with the index keys the product library's queries need and the
// document kept as text; and the upgrade from version 1, which stored documents themselves.
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { Dexie } from 'dexie';
import { describe, expect, it } from 'vitest';
import { formatPullLine, formatPullLinesHeader, parsePullLines } from '@portal/shared';
import {
  CATALOGUE_INDEXES,
  CatalogueDatabase,
  lineRecord,
  productOf,
  productPage,
  toCatalogueRecord,
} from './catalogue.ts';

const pulled = () => [
  {
    id: 'S1_BLK',
    _deleted: false,
    seq: '7',
    style: 'S1',
    productType: 'Footwear',
    name: 'Runner',
    createdDate: '2025-01-02T03:04:05.678Z',
    division: 'RUN',
    gender: 'Mens',
    locations: [{ code: 'US', wholesalePrice: 4000 }],
  },
  { id: 'S2_BLK', _deleted: false, seq: '8', style: 'S2', productType: 'POP', name: 'Display' },
];

/** The lines a pull would send for these documents. */
const linesOf = (docs: Record<string, unknown>[]) =>
  parsePullLines(
    [
      formatPullLinesHeader({
        checkpoint: { txid: '1', seq: '8', scope: 's' },
        scope: 's',
        reset: false,
        more: false,
        count: docs.length,
      }),
      ...docs.map(formatPullLine),
    ].join('\n'),
  ).lines;

describe('catalogue record', () => {
  it('is the same made from a pulled line or from a document fetched by id', () => {
    const docs = pulled();
    expect(linesOf(docs).map(lineRecord)).toEqual(docs.map(toCatalogueRecord));
  });

  it('fills the index keys: createdKey from createdDate, empty keys where a field is absent', () => {
    const [full, bare] = linesOf(pulled()).map(lineRecord);
    expect(full).toMatchObject({
      productType: 'Footwear',
      style: 'S1',
      name: 'Runner',
      createdKey: '2025-01-02T03:04:05.678Z',
      division: 'RUN',
      gender: 'Mens',
    });
    expect(bare).toMatchObject({ createdKey: '', division: '', gender: '' });
  });

  it('keeps the document as text and gives it back whole', () => {
    const docs = pulled();
    const records = linesOf(docs).map(lineRecord);
    expect(typeof records[0]!.json).toBe('string');
    expect(records.map(productOf)).toEqual(docs);
  });
});

describe('catalogue database', () => {
  const deps = () => ({ indexedDB: new IDBFactory(), IDBKeyRange });

  it('answers a first page from the index, parsed, and products by id in the order asked', async () => {
    const db = new CatalogueDatabase('page-test', deps());
    const docs = Array.from({ length: 30 }, (_, i) => ({
      ...pulled()[0]!,
      id: `S${100 - i}_BLK`,
      style: `S${100 - i}`,
      division: i % 2 ? 'RUN' : 'WALK',
    }));
    await db.products.bulkPut(docs.map(toCatalogueRecord));
    const page = await productPage(db, { productType: 'Footwear', sort: 'style', limit: 3 });
    expect(page.map((p) => p.style)).toEqual(['S100', 'S71', 'S72']);
    expect(page[0]).toEqual(docs[0]);
    const run = await productPage(db, { productType: 'Footwear', sort: 'style', division: 'RUN' });
    expect(run).toHaveLength(15);
    expect(run.every((p) => p.division === 'RUN')).toBe(true);
    const found = await db.productsById(['S99_BLK', 'NONE', 'S100_BLK']);
    expect(found.map((p) => p?.id)).toEqual(['S99_BLK', undefined, 'S100_BLK']);
    db.close();
  });

  it('drops a version 1 catalogue (documents stored whole) and its checkpoint on upgrade', async () => {
    const d = deps();
    const old = new Dexie('upgrade-test', d);
    old.version(1).stores({ products: CATALOGUE_INDEXES, meta: 'key' });
    await old.table('products').bulkPut(pulled().map((p) => ({ ...p, createdKey: '' })));
    await old.table('meta').put({ key: 'checkpoint', value: { txid: '1', seq: '8', scope: 's' } });
    await old.table('meta').put({ key: 'other', value: 1 });
    old.close();

    const db = new CatalogueDatabase('upgrade-test', d);
    expect(await db.products.count()).toBe(0);
    expect(await db.checkpoint()).toBeUndefined();
    expect(await db.meta.get('other')).toEqual({ key: 'other', value: 1 });
    db.close();
  });
});

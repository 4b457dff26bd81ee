// [issue 5 scope 2, 3] Shared pull chains (docs/decisions/0023-shared-pull-chains.md): the
// catalogue pages a first device pulled are answered from memory to the next device with the
// same visible locations; changes made since reach it live after the chain; a user with other
// locations never gets another user's pages.
import { eq } from 'drizzle-orm';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INITIAL_CHECKPOINT,
  parsePullLines,
  type Checkpoint,
  type PullResponse,
} from '@portal/shared';
import { productMapping } from '../../sync-server/src/db/mapping/index.ts';
import { products } from '../../sync-server/src/db/schema/index.ts';
import { PULL_SOURCE_HEADER } from '../../sync-server/src/sync/routes.ts';
import {
  DATABASE_KINDS,
  startTestServer,
  type TestServer,
} from '../../sync-server/src/test/harness.ts';
import { CatalogueDatabase, productOf } from '../../web/src/db/catalogue.ts';
import { CatalogueSync } from '../../web/src/sync/catalogue-sync.ts';
import { pullPath } from '../../web/src/sync/pull-pass.ts';
import { perm, product, save } from './support/fixtures.ts';
import type { DeviceSession } from './support/session.ts';
import { signedInUser, type TestUser } from './support/users.ts';

const PRODUCTS = 45;
const PAGE = 10;
const EU = { territory: 'EMEA', businessEntity: 'Subsidiary', locations: [{ key: 'EU' }] };
const ADMIN = { territory: 'ADMIN', businessEntity: 'ADMIN', locations: [] };

type Page = PullResponse<Record<string, unknown> & { id: string; _deleted?: boolean }>;

/** Pulls like CatalogueSync does (fresh and counted first page, then the answered scope), as
 * lines like it or as JSON pages. */
async function pullWithSources(session: DeviceSession, format: 'lines' | 'json' = 'lines') {
  const sources: string[] = [];
  const docs = new Map<string, Record<string, unknown>>();
  let cp: Checkpoint = INITIAL_CHECKPOINT;
  for (let first = true; ; first = false) {
    const res = await session.fetch(
      `${session.baseUrl}${pullPath('products', cp, PAGE, first, first)}&format=${format}`,
    );
    expect(res.status).toBe(200);
    sources.push(res.headers.get(PULL_SOURCE_HEADER) ?? '');
    const page: Page =
      format === 'json'
        ? ((await res.json()) as Page)
        : (({ lines, ...rest }) => ({
            ...rest,
            documents: lines.map((l) => JSON.parse(l.json) as Page['documents'][number]),
          }))(parsePullLines(await res.text()));
    for (const d of page.documents) {
      if (d._deleted) docs.delete(d.id);
      else docs.set(d.id, d);
    }
    cp = page.checkpoint;
    if (!page.more) return { sources, docs, scope: page.scope };
  }
}

const locationCodes = (doc: Record<string, unknown> | undefined) =>
  ((doc?.locations as { code: string }[] | undefined) ?? []).map((l) => l.code);

describe.each(DATABASE_KINDS)('shared pull chains on %s', (kind) => {
  let server: TestServer;
  let first: TestUser;
  beforeAll(async () => {
    server = await startTestServer(kind);
    await save(
      server.handle.db,
      productMapping,
      Array.from({ length: PRODUCTS }, (_, i) => product(`PC${100 + i}`, 'BLK')),
    );
    first = await signedInUser(server, { permissions: [perm('products', 'user')] });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('a second device with the same locations gets the recorded pages, then what changed since live', async () => {
    const a = await pullWithSources(first.session);
    expect(a.sources.every((s) => s === 'recorded')).toBe(true);
    expect(a.docs.size).toBe(PRODUCTS);

    // After the first device: a price changes, a product is deleted, one is added.
    await save(server.handle.db, productMapping, [
      product('PC100', 'BLK', {
        locations: [
          { code: 'US', wholesalePrice: 4_444, suggestedRetail: 8_888, availability: [] },
        ],
      }),
      { ...product('PC101', 'BLK'), _deleted: true },
      product('PC999', 'BLK'),
    ]);

    const second = await signedInUser(server, { permissions: [perm('products', 'user')] });
    const b = await pullWithSources(second.session);
    const pages = Math.ceil(PRODUCTS / PAGE);
    expect(b.sources.slice(0, pages)).toEqual(Array.from({ length: pages }, () => 'cached'));
    expect(b.sources.slice(pages)).toContain('recorded');
    expect(b.scope).not.toBe(a.scope); // each user's own scope epoch in the replayed pages

    // The real device code on a third device ends in the server's current state.
    const third = await signedInUser(server, { permissions: [perm('products', 'user')] });
    const db = new CatalogueDatabase('pull-chains-third', {
      indexedDB: new IDBFactory(),
      IDBKeyRange,
    });
    try {
      // The first screen fetched the changed product by id before the catalogue pass: the
      // chain's older version never replaces it, not even for a page.
      const priceSeen: Promise<number | undefined>[] = [];
      const sync = new CatalogueSync(db, third.session, {
        pageSize: PAGE,
        onProgress: () =>
          priceSeen.push(
            db
              .product('PC100_BLK')
              .then((p) => (p?.locations as { wholesalePrice: number }[])[0]?.wholesalePrice),
          ),
      });
      expect(await sync.fetchByIds(['PC100_BLK'])).toBe(1);
      await sync.run();
      expect(new Set(await Promise.all(priceSeen))).toEqual(new Set([4_444]));
      const stored = (await db.products.toArray()).map(productOf);
      const live = await server.handle.db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.deleted, false));
      expect(stored.map((p) => p.id).sort()).toEqual(live.map((p) => p.id).sort());
      expect(stored.map((p) => p.id)).not.toContain('PC101_BLK');
      const changed = stored.find((p) => p.id === 'PC100_BLK');
      expect((changed?.locations as { wholesalePrice: number }[])[0]?.wholesalePrice).toBe(4_444);
      expect(b.docs.get('PC100_BLK')).toEqual(
        expect.objectContaining({ locations: changed?.locations }),
      );
      expect(b.docs.has('PC101_BLK')).toBe(false);
      expect(b.docs.has('PC999_BLK')).toBe(true);
    } finally {
      db.close();
    }

    // A chain holds one format: JSON pages are never answered from the lines recorded above,
    // and they carry the same documents.
    const json = await pullWithSources(second.session, 'json');
    expect(json.sources[0]).toBe('recorded');
    expect(json.docs).toEqual(b.docs);
  });

  it('users who see other locations get their own pages, never another user’s', async () => {
    const europe = await signedInUser(server, {
      permissions: [perm('products', 'user')],
      userTBEs: [EU],
    });
    const e = await pullWithSources(europe.session);
    expect(e.sources[0]).toBe('recorded');
    // (PC100 lost its European row in the first test.)
    expect(locationCodes(e.docs.get('PC100_BLK'))).toEqual([]);
    e.docs.delete('PC100_BLK');
    for (const doc of e.docs.values()) expect(locationCodes(doc)).toEqual(['EU']);

    const admin = await signedInUser(server, { userTBEs: [ADMIN] });
    const all = await pullWithSources(admin.session);
    expect(all.sources[0]).toBe('recorded');
    expect(locationCodes(all.docs.get('PC110_BLK'))).toEqual(['US', 'EU']);
    expect(locationCodes(all.docs.get('PC100_BLK'))).toEqual(['US']);

    // The US chain stays the US users' own.
    const us = await signedInUser(server, { permissions: [perm('products', 'user')] });
    const u = await pullWithSources(us.session);
    expect(u.sources[0]).toBe('cached');
    for (const doc of u.docs.values()) expect(locationCodes(doc)).toEqual(['US']);

    // No catalogue permission: nothing, cached or not.
    const outsider = await signedInUser(server, {
      permissions: [perm('advertisingAssets', 'user')],
    });
    const none = await outsider.session.fetch(
      `${outsider.session.baseUrl}${pullPath('products', INITIAL_CHECKPOINT, PAGE, true, true)}`,
    );
    const empty = (await none.json()) as Page;
    expect(none.headers.get(PULL_SOURCE_HEADER)).toBe('live');
    expect(empty.documents).toEqual([]);
  });
});

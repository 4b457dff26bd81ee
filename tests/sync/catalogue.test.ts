// [issue 5 scope 1, 3] The catalogue on the device: the products a user's own orders reference
// arrive first (the first usable screen), the rest follows; location rows are those the user
// may see. Each page's head announces the next, which the device asks for at once. When the
// user's permissions change, the next sync restarts and sweeps: documents and locations the
// user lost leave the device.
import { eq } from 'drizzle-orm';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SYNC_NEXT_HEADER,
  parseNextPage,
  parsePullLines,
  type NextPage,
  type PullLinesPage,
  type PullResponse,
} from '@portal/shared';
import {
  libraryItemMapping,
  orderMapping,
  productMapping,
} from '../../sync-server/src/db/mapping/index.ts';
import { users } from '../../sync-server/src/db/schema/index.ts';
import {
  DATABASE_KINDS,
  startTestServer,
  type TestServer,
} from '../../sync-server/src/test/harness.ts';
import { CatalogueDatabase } from '../../web/src/db/catalogue.ts';
import { CatalogueSync } from '../../web/src/sync/catalogue-sync.ts';
import { pullPath } from '../../web/src/sync/pull-pass.ts';
import { send, type SyncTransport } from '../../web/src/sync/transport.ts';
import { eventually, openDevice } from './support/device.ts';
import { libraryItem, order, perm, product, save } from './support/fixtures.ts';
import { signedInUser } from './support/users.ts';

const PRODUCTS = 40;

describe.each(DATABASE_KINDS)('catalogue and scope changes on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
    await save(
      server.handle.db,
      productMapping,
      Array.from({ length: PRODUCTS }, (_, i) => product(`C${100 + i}`, 'BLK')),
    );
  });
  afterAll(async () => {
    await server?.close();
  });

  it('[scope 1] the products of the user’s own orders come first, then the whole catalogue, with the user’s locations only', async () => {
    const rep = await signedInUser(server, { permissions: [perm('sampleOrders', 'user')] });
    await save(server.handle.db, orderMapping, [
      order('CAT-O1', rep.userCode, {
        lines: [
          { id: 'CAT-O1-1', style: 'C105', color: 'BLK', status: 'PENDING', availability: [] },
          { id: 'CAT-O1-2', style: 'C131', color: 'BLK', status: 'PENDING', availability: [] },
        ],
      }),
    ]);
    const device = await openDevice({
      userId: rep.id,
      session: rep.session,
      collections: ['orders'],
      catalogue: true,
      start: false,
    });
    try {
      let atFirstScreen: string[] = [];
      const started = device.engine.start();
      await started;
      await device.engine.firstScreenReady();
      atFirstScreen = (await device.catalogue!.products.toCollection().primaryKeys()).sort();
      expect(atFirstScreen).toEqual(expect.arrayContaining(['C105_BLK', 'C131_BLK']));
      await eventually(
        () => device.catalogue!.products.count(),
        (n) => n === PRODUCTS,
      );
      await eventually(() => device.engine.status.value.catalogue.done, Boolean);
      const p = await device.catalogue!.product('C105_BLK');
      expect((p?.locations as { code: string }[]).map((l) => l.code)).toEqual(['US']);
    } finally {
      await device.close();
    }
  });

  it('[scope 2] a pull answer announces its next page in its head; the catalogue asks for it before reading the body', async () => {
    const user = await signedInUser(server, { permissions: [perm('products', 'user')] });
    const events: string[] = [];
    const heads: { next: NextPage | null; page: PullLinesPage }[] = [];
    let asked = 0;
    const options: string[] = [];
    const transport: SyncTransport = {
      baseUrl: user.session.baseUrl,
      fetch: async (input, init) => {
        const i = asked++;
        events.push(`ask ${i}`);
        const query = new URL(String(input)).searchParams;
        options.push(`fresh=${query.get('fresh')}&total=${query.get('total')}`);
        const res = await user.session.fetch(input, init);
        const next = parseNextPage(res.headers.get(SYNC_NEXT_HEADER));
        const text = res.text.bind(res);
        res.text = async () => {
          const body = await text();
          events.push(`body ${i}`);
          heads.push({ next, page: parsePullLines(body) });
          return body;
        };
        return res;
      },
    };
    const db = new CatalogueDatabase('pipelined', { indexedDB: new IDBFactory(), IDBKeyRange });
    try {
      await new CatalogueSync(db, transport, { pageSize: 7 }).run();
      expect(await db.products.count()).toBe(PRODUCTS);
      // 40 products in pages of 7: 6 pages, each asked for once, from the head before it (the
      // second page leaves before the first page's body is read).
      expect(asked).toBe(6);
      expect(events.indexOf('ask 1')).toBeLessThan(events.indexOf('body 0'));
      // Only the first page starts from scratch and counts; the rest continue (and so are
      // served from the shared chain a first device recorded).
      expect(options).toEqual(['fresh=1&total=1', ...Array(5).fill('fresh=0&total=0')]);
      for (const { next, page } of heads) {
        const { txid, seq, scope } = page.checkpoint;
        expect(next).toEqual(page.more ? { txid, seq, scope, reset: false } : null);
      }
      // An answer that restarts the pull (another scope) says so in its head as well.
      const res = await send(
        user.session,
        'GET',
        pullPath('products', { txid: '0', seq: '0', scope: 'an-older-scope' }, 7, false),
      );
      const page = (await res.json()) as PullResponse<unknown>;
      expect(page.reset).toBe(true);
      expect(parseNextPage(res.headers.get(SYNC_NEXT_HEADER))).toEqual({
        ...page.checkpoint,
        reset: true,
      });
    } finally {
      db.close();
    }
  });

  it('[scope 2] a page as lines carries the documents and checkpoint of the same page as JSON, for products (built in SQL) and orders (built in script)', async () => {
    const rep = await signedInUser(server, {
      permissions: [perm('products', 'user'), perm('sampleOrders', 'user')],
    });
    await save(server.handle.db, orderMapping, [
      order('LINES-O1', rep.userCode),
      { ...order('LINES-O2', rep.userCode), _deleted: true },
    ]);
    for (const collection of ['products', 'orders'] as const) {
      let cp = { txid: '0', seq: '0', scope: '' };
      for (let pages = 0; ; pages++) {
        // Not fresh: tombstones come too.
        const path = pullPath(collection, cp, 9, false, pages === 0);
        const asJson = await send(rep.session, 'GET', path);
        const json = (await asJson.json()) as PullResponse<{ id: string }>;
        const asLines = await send(rep.session, 'GET', `${path}&format=lines`);
        expect(asLines.headers.get('content-type')).toMatch(/^application\/x-portal-pull-lines/);
        expect(asLines.headers.get(SYNC_NEXT_HEADER)).toBe(asJson.headers.get(SYNC_NEXT_HEADER));
        const { lines, count, ...header } = parsePullLines(await asLines.text());
        const { documents, ...rest } = json;
        expect(header).toEqual(rest);
        expect(count).toBe(documents.length);
        expect(lines.map((l) => JSON.parse(l.json) as unknown)).toEqual(documents);
        expect(lines.map((l) => [l.id, l.deleted])).toEqual(
          documents.map((d) => [d.id, (d as { _deleted?: boolean })._deleted === true]),
        );
        cp = json.checkpoint;
        if (!json.more) break;
      }
      if (collection === 'orders') expect(cp.txid).not.toBe('0');
    }
  });

  it('[scope 2] the catalogue refuses an answer that is not lines, and stores nothing from it', async () => {
    const user = await signedInUser(server, { permissions: [perm('products', 'user')] });
    const transport: SyncTransport = {
      baseUrl: user.session.baseUrl,
      // An older server, or a proxy that rewrites the query: JSON pages.
      fetch: (input, init) =>
        user.session.fetch(String(input).replace('format=lines', 'format=json'), init),
    };
    const db = new CatalogueDatabase('not-lines', { indexedDB: new IDBFactory(), IDBKeyRange });
    try {
      await expect(new CatalogueSync(db, transport, { pageSize: 7 }).run()).rejects.toThrow(
        /not lines/,
      );
      expect(await db.products.count()).toBe(0);
      expect(await db.checkpoint()).toBeUndefined();
    } finally {
      db.close();
    }
  });

  it('[scope 3] a permission change sweeps what the user lost: library items of a revoked library, location rows of a territory they left', async () => {
    await save(server.handle.db, libraryItemMapping, [libraryItem('EP1'), libraryItem('EP2')]);
    const user = await signedInUser(server, {
      permissions: [perm('advertisingAssets', 'user'), perm('products', 'user')],
    });
    const device = await openDevice({
      userId: user.id,
      session: user.session,
      collections: ['libraryItems'],
      catalogue: true,
    });
    try {
      await eventually(
        () => device.db.collections.libraryItems!.count().exec(),
        (n) => n === 2,
      );
      await eventually(
        () => device.catalogue!.products.count(),
        (n) => n === PRODUCTS,
      );
      // An administrator takes the advertising permission away and moves the user to Europe.
      await server.handle.db
        .update(users)
        .set({
          permissions: [perm('products', 'user')],
          userTBEs: [
            { territory: 'EMEA', businessEntity: 'Subsidiary', locations: [{ key: 'EU' }] },
          ],
        })
        .where(eq(users.id, user.id));
      expect(await device.engine.syncNow(60_000)).toBe(true);
      await eventually(
        () => device.db.collections.libraryItems!.count().exec(),
        (n) => n === 0,
      );
      const p = await eventually(
        () => device.catalogue!.product('C110_BLK'),
        (doc) => (doc?.locations as { code: string }[] | undefined)?.[0]?.code === 'EU',
      );
      expect((p!.locations as { code: string }[]).map((l) => l.code)).toEqual(['EU']);
      expect(await device.catalogue!.products.count()).toBe(PRODUCTS);
    } finally {
      await device.close();
    }
  });
});

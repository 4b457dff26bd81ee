// [issue 5 scope 1, 3] The catalogue on the device: the products a user's own orders reference
// arrive first (the first usable screen), the rest follows; location rows are those the user
// may see. When the user's permissions change, the next sync restarts and sweeps: documents and
// locations the user lost leave the device.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
      const p = await device.catalogue!.products.get('C105_BLK');
      expect((p?.locations as { code: string }[]).map((l) => l.code)).toEqual(['US']);
    } finally {
      await device.close();
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
        () => device.catalogue!.products.get('C110_BLK'),
        (doc) => (doc?.locations as { code: string }[] | undefined)?.[0]?.code === 'EU',
      );
      expect((p!.locations as { code: string }[]).map((l) => l.code)).toEqual(['EU']);
      expect(await device.catalogue!.products.count()).toBe(PRODUCTS);
    } finally {
      await device.close();
    }
  });
});

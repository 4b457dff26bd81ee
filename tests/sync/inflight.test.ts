// [issue 5 scope 2] Commit order is not sequence order: a pull never skips a row whose seq was
// taken before a row already delivered but committed after it. Needs two connections at once,
// which only the PostgreSQL server gives (PGlite is single-connection: its transactions never
// overlap), so this runs with TEST_DATABASE_URL only.
import type postgres from 'postgres';
import { INITIAL_CHECKPOINT, type Checkpoint } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DATABASE_KINDS,
  startTestServer,
  type TestServer,
} from '../../sync-server/src/test/harness.ts';
import { perm } from './support/fixtures.ts';
import { pullPage } from './support/pull.ts';
import { signedInUser, type TestUser } from './support/users.ts';

const CONCURRENT_KINDS = DATABASE_KINDS.filter((k) => k === 'postgres');

describe.each(CONCURRENT_KINDS)('transactions in flight on %s', (kind) => {
  let server: TestServer;
  let user: TestUser;
  beforeAll(async () => {
    server = await startTestServer(kind);
    user = await signedInUser(server, { permissions: [perm('products', 'user')] });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('[scope 2] a row committed late behind an earlier seq is still delivered', async () => {
    const pg = server.handle.raw as postgres.Sql;
    const [early, late] = [await pg.reserve(), await pg.reserve()];
    const insert = (c: postgres.ReservedSql, id: string) =>
      c`insert into products (id, style, color, product_type, name) values (${id}, ${id}, 'BLK', 'Footwear', 'n')`;
    let cp: Checkpoint = INITIAL_CHECKPOINT;
    const seen: string[] = [];
    const pull = async () => {
      for (;;) {
        const page = await pullPage(user.session, 'products', cp, 100, cp.scope === '');
        seen.push(...page.documents.map((d) => d.id.replace(/_BLK$/, '')));
        cp = page.checkpoint;
        if (!page.more) return;
      }
    };
    try {
      // U takes its transaction id first and writes A; T starts and writes B; U writes C
      // (a later seq than B) and commits while T is still open.
      await early`begin`;
      await late`begin`;
      await insert(early, 'A_BLK');
      await insert(late, 'B_BLK');
      await insert(early, 'C_BLK');
      await early`commit`;
      await pull();
      expect(seen).toEqual(['A', 'C']);

      await late`commit`;
      const rows = await pg`select id, seq::text as seq from products order by seq`;
      // The trap: B's seq is below C's, which the device has already been given.
      expect(rows.map((r) => r.id)).toEqual(['A_BLK', 'B_BLK', 'C_BLK']);
      await pull();
      expect(seen).toEqual(['A', 'C', 'B']);
    } finally {
      early.release();
      late.release();
    }
  });

  it('[scope 2] rows of a transaction still open are held back, not skipped', async () => {
    const pg = server.handle.raw as postgres.Sql;
    const [open, other] = [await pg.reserve(), await pg.reserve()];
    const insert = (c: postgres.ReservedSql, id: string) =>
      c`insert into products (id, style, color, product_type, name) values (${id}, ${id}, 'BLK', 'Footwear', 'n')`;
    try {
      // T (older) writes D and stays open; a younger transaction writes E and commits.
      await open`begin`;
      await insert(open, 'D_BLK');
      await other`begin`;
      await insert(other, 'E_BLK');
      await other`commit`;
      const before = await pullPage(user.session, 'products', INITIAL_CHECKPOINT, 100, true);
      const ids = (p: typeof before) => p.documents.map((d) => d.id);
      // E committed, but T is older and still open: E waits, so the checkpoint cannot pass D.
      expect(ids(before)).not.toContain('E_BLK');
      expect(ids(before)).not.toContain('D_BLK');
      await open`commit`;
      const after = await pullPage(user.session, 'products', before.checkpoint, 100, false);
      expect(ids(after)).toEqual(expect.arrayContaining(['D_BLK', 'E_BLK']));
    } finally {
      open.release();
      other.release();
    }
  });
});

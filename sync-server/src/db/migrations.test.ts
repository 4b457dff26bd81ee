// The committed migrations against fresh databases: every table of the Drizzle schema exists,
// every synced table carries the replication columns, trigger and seq index.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, createTestDatabase, type DatabaseKind } from '../test/harness.ts';
import { MIGRATIONS_FOLDER, openDatabase, type DatabaseHandle } from './client.ts';
import { selectRows } from './mapping/index.ts';
import * as schema from './schema/index.ts';
import { CHILD_TABLES, SYNCED_TABLES, UNSYNCED_TABLES } from './schema/index.ts';

const SCHEMA_TABLES = (Object.values(schema) as unknown[])
  .filter((v): v is PgTable => is(v, PgTable))
  .map((t) => getTableName(t))
  .sort();

const JOURNAL = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
  entries: { tag: string }[];
};

type Handle = DatabaseHandle & { drop(): Promise<void> };

/** A database nothing has touched yet, migrated once (PGlite: not the harness's cached dump). */
async function freshDatabase(kind: DatabaseKind): Promise<Handle> {
  if (kind === 'postgres') return createTestDatabase('postgres');
  const handle = await openDatabase({ dataDir: 'memory://' });
  await handle.migrate();
  return { ...handle, drop: () => handle.close() };
}

/** Tables, columns, indexes, triggers and sequences of the public schema. */
async function catalog(h: Handle) {
  return selectRows(
    h.db,
    sql`select 'column' as kind, table_name || '.' || column_name || ':' || data_type as name
          from information_schema.columns where table_schema = 'public'
        union all select 'index', indexname from pg_indexes where schemaname = 'public'
        union all select 'trigger', tgname from pg_trigger where not tgisinternal
        union all select 'sequence', sequencename from pg_sequences where schemaname = 'public'
        order by 1, 2`,
  );
}

describe.each(DATABASE_KINDS)('migrations on %s', (kind) => {
  let h: Handle;
  beforeAll(async () => {
    h = await freshDatabase(kind);
  });
  afterAll(async () => {
    await h?.drop();
  });

  it('apply on a fresh database; applying them again is a no-op', async () => {
    const applied = () =>
      selectRows(h.db, sql`select hash from drizzle.__drizzle_migrations order by id`);
    const before = await applied();
    expect(before).toHaveLength(JOURNAL.entries.length);
    const objects = await catalog(h);
    await h.migrate();
    expect(await applied()).toEqual(before);
    expect(await catalog(h)).toEqual(objects);
  });

  it('creates every table of the Drizzle schema, and nothing else', async () => {
    const rows = await selectRows<{ name: string }>(
      h.db,
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    );
    expect(rows.map((r) => r.name)).toEqual(SCHEMA_TABLES);
  });

  it('lists every table as synced or unsynced, exactly once', () => {
    const listed = [...SYNCED_TABLES, ...UNSYNCED_TABLES].sort();
    expect(listed).toEqual(SCHEMA_TABLES);
  });

  it('creates the one change sequence and the order-number sequence', async () => {
    const rows = await selectRows<{ name: string; start: string }>(
      h.db,
      sql`select sequencename as name, start_value::text as start from pg_sequences
          where schemaname = 'public' order by 1`,
    );
    expect(rows).toEqual([
      { name: 'change_seq', start: '1' },
      { name: 'order_number_seq', start: '100000' },
    ]);
  });

  it.each(SYNCED_TABLES)(
    '%s has seq, deleted, updated_at, txid, its trigger and seq index',
    async (table) => {
      const columns = await selectRows<{
        name: string;
        type: string;
        nullable: string;
        def: string | null;
      }>(
        h.db,
        sql`select column_name as name, data_type as type, is_nullable as nullable,
                 column_default as def
          from information_schema.columns
          where table_schema = 'public' and table_name = ${table}
            and column_name in ('seq', 'deleted', 'updated_at', 'txid')
          order by column_name`,
      );
      expect(columns).toEqual([
        { name: 'deleted', type: 'boolean', nullable: 'NO', def: 'false' },
        { name: 'seq', type: 'bigint', nullable: 'NO', def: '0' },
        { name: 'txid', type: 'bigint', nullable: 'NO', def: '0' },
        { name: 'updated_at', type: 'timestamp with time zone', nullable: 'NO', def: 'now()' },
      ]);
      const triggers = await selectRows<{ name: string; fn: string }>(
        h.db,
        sql`select t.tgname as name, p.proname as fn from pg_trigger t
          join pg_proc p on p.oid = t.tgfoid
          where t.tgrelid = ${table}::regclass and not t.tgisinternal order by 1`,
      );
      expect(triggers).toContainEqual({ name: `${table}_sync_stamp`, fn: 'sync_stamp' });
      const indexes = await selectRows<{ def: string }>(
        h.db,
        sql`select indexdef as def from pg_indexes where tablename = ${table}`,
      );
      expect(indexes.map((i) => i.def)).toContainEqual(
        expect.stringMatching(/USING btree \(seq\)$/),
      );
    },
  );

  it.each(CHILD_TABLES)('$table references $parent and bumps it', async ({ table, parent }) => {
    const fks = await selectRows<{ parent: string }>(
      h.db,
      sql`select confrelid::regclass::text as parent from pg_constraint
          where contype = 'f' and conrelid = ${table}::regclass`,
    );
    expect(fks).toContainEqual({ parent });
    const triggers = await selectRows<{ name: string }>(
      h.db,
      sql`select tgname as name from pg_trigger where tgrelid = ${table}::regclass
          and tgfoid = 'sync_touch_parent'::regproc`,
    );
    expect(triggers).toEqual([{ name: `${table}_touch_parent` }]);
  });

  it('puts no sync trigger on the account tables', async () => {
    const rows = await selectRows<{ name: string }>(
      h.db,
      sql`select c.relname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid
          where t.tgfoid = 'sync_stamp'::regproc order by 1`,
    );
    expect(rows.map((r) => r.name)).toEqual([...SYNCED_TABLES].sort());
  });
});

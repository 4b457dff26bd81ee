// One Drizzle handle over either PGlite (embedded default) or a real PostgreSQL server.
// Both expose the same query builder; code above this file uses only that (STACK-NOTES §9:
// raw `execute()` results differ between the two drivers).
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import postgres from 'postgres';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  readonly db: Database;
  readonly kind: 'pglite' | 'postgres';
  /** Applies the committed drizzle-kit migrations; safe to call on every start. */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** The raw driver for LISTEN/NOTIFY and tests; prefer `db`. */
  readonly raw: PGlite | postgres.Sql;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

export interface OpenOptions {
  /** postgres:// URL; when absent PGlite is used. */
  readonly url?: string | undefined;
  /** PGlite data directory, or 'memory://' (the default when absent). */
  readonly dataDir?: string | undefined;
  /** Connection pool size for PostgreSQL. */
  readonly max?: number;
}

export async function openDatabase(opts: OpenOptions): Promise<DatabaseHandle> {
  if (opts.url) {
    const sql = postgres(opts.url, { max: opts.max ?? 10, onnotice: () => {} });
    const db = drizzlePostgres(sql, { schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      raw: sql,
      migrate: () =>
        migratePostgres(drizzlePostgres(sql, { schema }), { migrationsFolder: MIGRATIONS_FOLDER }),
      close: () => sql.end({ timeout: 5 }),
    };
  }
  const dataDir = opts.dataDir && opts.dataDir !== 'memory://' ? opts.dataDir : undefined;
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(dataDir);
  await client.waitReady;
  const pgliteDb = drizzlePglite(client, { schema });
  return {
    db: pgliteDb as unknown as Database,
    kind: 'pglite',
    raw: client,
    migrate: () => migratePglite(pgliteDb, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}

// A digest per table of what the seed wrote, for the determinism test and the benchmark: the
// rows of every seeded table without the columns the database or the clock of the moment fill
// (seq, txid, updated_at) and without password hashes (salted, so never equal twice).
import { createHash } from 'node:crypto';
import { getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import * as schema from '../db/schema/index.ts';

/** The tables the seed writes. */
export const SEEDED_TABLES: readonly PgTable[] = [
  schema.users,
  schema.options,
  schema.products,
  schema.productLocations,
  schema.libraryItems,
  schema.libraryItemFiles,
  schema.assortments,
  schema.displayGroups,
  schema.collections,
  schema.seasons,
  schema.seasonSets,
  schema.orders,
  schema.orderLines,
  schema.coordinatorAssignments,
  schema.notifications,
  schema.sampleInventory,
  schema.sampleTracking,
  schema.announcements,
];

const VOLATILE = new Set(['seq', 'txid', 'updatedAt', 'passwordHash']);

export interface TableDigest {
  readonly rows: number;
  readonly sha256: string;
}

export async function tableDigests(db: Database): Promise<Record<string, TableDigest>> {
  const out: Record<string, TableDigest> = {};
  for (const table of SEEDED_TABLES) {
    const rows = (await db.select().from(table)) as Record<string, unknown>[];
    const lines = rows
      .map((row) =>
        JSON.stringify(Object.fromEntries(Object.entries(row).filter(([k]) => !VOLATILE.has(k)))),
      )
      .sort();
    out[getTableName(table)] = {
      rows: rows.length,
      sha256: createHash('sha256').update(lines.join('\n')).digest('hex'),
    };
  }
  return out;
}

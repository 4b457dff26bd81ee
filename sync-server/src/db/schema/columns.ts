// Column helpers shared by every entity table, and the two sequences.
//
// Replication (ARCHITECTURE.md "Replication rules of thumb"): each synced row carries `seq`,
// taken from the ONE sequence `change_seq` by the BEFORE INSERT OR UPDATE trigger
// `sync_stamp()` (custom migration 0001_sync_triggers.sql) on every write, whatever the client
// sent; `deleted` is the tombstone; `txid` is the writing transaction's id
// (pg_current_xact_id() as bigint) so a pull can hold back rows of transactions still in
// flight; `updated_at` is the write time. Columns are named explicitly in snake_case because
// the runtime Drizzle handle (db/client.ts) is opened without a casing option.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  pgSequence,
  timestamp,
  type PgColumn,
} from 'drizzle-orm/pg-core';

/** The change sequence shared by every synced table (the replication checkpoint). */
export const changeSeq = pgSequence('change_seq', { startWith: 1, cache: 1 });

/** Order numbers (spec 001 §3 orderNumber), assigned when an order first reaches the server. */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 100_000, cache: 1 });

/**
 * The replication columns. `seq` and `txid` default to 0 only so that inserts typecheck:
 * the trigger always overwrites both, so a client can never choose them.
 */
export function syncColumns() {
  return {
    seq: bigint('seq', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    deleted: boolean('deleted').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    txid: bigint('txid', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
  };
}

/** The (seq) index every synced table has: pulls read `WHERE seq > $checkpoint ORDER BY seq`. */
export function seqIndex(table: string, seq: PgColumn) {
  return index(`${table}_seq_idx`).on(seq);
}

/**
 * The pull's index on a replicated (parent) table: pages are read in (txid, seq) order after
 * the checkpoint (docs/decisions/0012-sync-checkpoint-txid-seq.md), so no page sorts the table.
 */
export function pullIndex(table: string, txid: PgColumn, seq: PgColumn) {
  return index(`${table}_txid_seq_idx`).on(txid, seq);
}

/** Money in minor units of its currency (spec 001 §9; shared `Money`). */
export const money = (name: string) => bigint(name, { mode: 'number' });
/** An instant (shared `IsoDateTime`). */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** A calendar date 'YYYY-MM-DD' (shared `IsoDate`). */
export const day = (name: string) => date(name, { mode: 'string' });

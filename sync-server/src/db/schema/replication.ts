// Tables of the replication itself (ARCHITECTURE.md "Data flow" 2 and 3).
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { pullIndex, seqIndex, syncColumns } from './columns.ts';

export const COMMAND_STATUSES = ['pending', 'executed', 'failed'] as const;
export type CommandStatus = (typeof COMMAND_STATUSES)[number];

/**
 * The outbox of actions only the server may decide (submit an order, mark complete, approve,
 * transfer samples, duplicate, reactivate, copy an assortment for another user). The id is the
 * device's command id, so a command that arrives twice runs once.
 */
export const commands = pgTable(
  'commands',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    payload: jsonb('payload')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<CommandStatus>().notNull().default('pending'),
    result: jsonb('result').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    executedAt: timestamp('executed_at', { withTimezone: true }),
    ...syncColumns(),
  },
  (t) => [
    seqIndex('commands', t.seq),
    pullIndex('commands', t.txid, t.seq),
    index('commands_user_seq_idx').on(t.userId, t.seq),
    index('commands_status_created_idx').on(t.status, t.createdAt),
  ],
);

/** A pushed write the server refused, kept so the user sees it and can recover the values. */
export const syncRejections = pgTable(
  'sync_rejections',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The device collection name (shared SYNC_COLLECTIONS). */
    collection: text('collection').notNull(),
    documentId: text('document_id').notNull(),
    reasonCode: text('reason_code').notNull(),
    message: text('message').notNull(),
    refusedValues: jsonb('refused_values')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ...syncColumns(),
  },
  (t) => [
    seqIndex('sync_rejections', t.seq),
    pullIndex('sync_rejections', t.txid, t.seq),
    index('sync_rejections_user_seq_idx').on(t.userId, t.seq),
  ],
);

// Small per-user records: user flags (spec 000 §3 Other, POST /userFlags), statistic events
// (spec 000 §7 POST /stats) and dashboard announcements (spec 000 §7 charts).
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { StatEvent, UserFlag } from '@portal/shared';
import { instant, pullIndex, seqIndex, syncColumns } from './columns.ts';

export const userFlags = pgTable(
  'user_flags',
  {
    id: text('id').primaryKey(),
    userCode: text('user_code').notNull(),
    flag: text('flag').$type<UserFlag['flag']>().notNull(),
    modelType: text('model_type').$type<UserFlag['modelType']>().notNull(),
    modelId: text('model_id').notNull(),
    createdDate: instant('created_date'),
    ...syncColumns(),
  },
  (t) => [
    seqIndex('user_flags', t.seq),
    pullIndex('user_flags', t.txid, t.seq),
    uniqueIndex('user_flags_user_model_uq').on(t.userCode, t.modelType, t.modelId, t.flag),
    index('user_flags_user_seq_idx').on(t.userCode, t.seq),
  ],
);

/** Written by devices, read by reports; carries the sync columns like every entity table. */
export const statEvents = pgTable(
  'stat_events',
  {
    id: text('id').primaryKey(),
    action: text('action').$type<StatEvent['action']>().notNull(),
    modelType: text('model_type').notNull(),
    modelId: text('model_id'),
    data: jsonb('data')
      .$type<StatEvent['data']>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    userCode: text('user_code'),
    createdDate: instant('created_date'),
    ...syncColumns(),
  },
  (t) => [
    seqIndex('stat_events', t.seq),
    index('stat_events_action_created_idx').on(t.action, t.createdDate.desc().nullsFirst()),
    index('stat_events_model_idx').on(t.modelType, t.modelId),
  ],
);

export const announcements = pgTable(
  'announcements',
  {
    id: text('id').primaryKey(),
    published: boolean('published').notNull().default(false),
    title: text('title'),
    body: text('body'),
    assetId: text('asset_id'),
    image: text('image'),
    chart: jsonb('chart').$type<Record<string, unknown>>(),
    createdDate: instant('created_date'),
    modifiedDate: instant('modified_date'),
    ...syncColumns(),
  },
  (t) => [
    seqIndex('announcements', t.seq),
    pullIndex('announcements', t.txid, t.seq),
    index('announcements_published_idx').on(t.published, t.modifiedDate.desc().nullsFirst()),
  ],
);

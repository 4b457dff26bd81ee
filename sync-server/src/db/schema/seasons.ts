// spec 000 §3 Season and its season sets.
import { integer, index, pgTable, text } from 'drizzle-orm/pg-core';
import type { Season, SeasonSet } from '@portal/shared';
import { pullIndex, seqIndex, syncColumns } from './columns.ts';

export const seasons = pgTable(
  'seasons',
  {
    id: text('id').primaryKey(),
    season: text('season').notNull(),
    year: integer('year').notNull(),
    channel: text('channel').$type<Season['channel']>().notNull(),
    previewJpg: text('preview_jpg'),
    sourceFile: text('source_file'),
    sortOrder: integer('sort_order'),
    status: text('status').$type<Season['status']>().notNull(),
    ...syncColumns(),
  },
  (t) => [
    seqIndex('seasons', t.seq),
    pullIndex('seasons', t.txid, t.seq),
    index('seasons_channel_status_idx').on(t.channel, t.status, t.sortOrder),
  ],
);

/** Season sets of a season; a write bumps the season (they are embedded there). */
export const seasonSets = pgTable(
  'season_sets',
  {
    id: text('id').primaryKey(),
    seasonId: text('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    shortName: text('short_name').notNull(),
    productType: text('product_type').$type<NonNullable<SeasonSet['productType']>>(),
    region: text('region').$type<NonNullable<SeasonSet['region']>>(),
    orgType: text('org_type').$type<NonNullable<SeasonSet['orgType']>>(),
    method: text('method').$type<NonNullable<SeasonSet['method']>>(),
    state: text('state').$type<SeasonSet['state']>().notNull(),
    ...syncColumns(),
  },
  (t) => [seqIndex('season_sets', t.seq), index('season_sets_season_idx').on(t.seasonId)],
);

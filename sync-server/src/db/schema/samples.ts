// spec 001 §3 Sample inventory item (Production and Sales in one table, told apart by
// `library`) and its tracking records.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { SampleInventoryItem, SampleLibrary } from '@portal/shared';
import { day, instant, pullIndex, seqIndex, syncColumns } from './columns.ts';

export const sampleInventory = pgTable(
  'sample_inventory',
  {
    id: text('id').primaryKey(),
    library: text('library').$type<SampleLibrary>().notNull(),
    division: text('division'),
    style: text('style').notNull(),
    color: text('color').notNull(),
    side: text('side').$type<NonNullable<SampleInventoryItem['side']>>(),
    size: text('size'),
    status: text('status'),
    gender: text('gender'),
    subtype: text('subtype'),
    region: text('region'),
    origin: text('origin'),
    totalQty: integer('total_qty'),
    onHandQty: integer('on_hand_qty'),
    createdDate: instant('created_date'),
    modifiedDate: instant('modified_date'),
    // Production
    bin: text('bin'),
    moldNum: text('mold_num'),
    moldDate: day('mold_date'),
    quantity: integer('quantity'),
    // Sales
    aisle: text('aisle'),
    direction: text('direction'),
    level: text('level'),
    shelf: text('shelf'),
    newBin: text('new_bin'),
    ...syncColumns(),
  },
  (t) => [
    seqIndex('sample_inventory', t.seq),
    pullIndex('sample_inventory', t.txid, t.seq),
    index('sample_inventory_library_style_idx').on(t.library, t.style, t.color),
    index('sample_inventory_library_division_idx').on(t.library, t.division),
    // 'Mold Number Already Exists' (spec 000 §8) is checked per library.
    index('sample_inventory_mold_idx')
      .on(t.library, t.moldNum)
      .where(sql`${t.moldNum} is not null`),
  ],
);

export const sampleTracking = pgTable(
  'sample_tracking',
  {
    id: text('id').primaryKey(),
    sampleId: text('sample_id')
      .notNull()
      .references(() => sampleInventory.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    action: text('action').notNull(),
    quantity: integer('quantity'),
    userCode: text('user_code'),
    note: text('note'),
    createdDate: instant('created_date'),
    // The changed field and its values as text (shared samples/tracking.ts, decision 0050).
    field: text('field'),
    from: text('from_value'),
    to: text('to_value'),
    ...syncColumns(),
  },
  (t) => [
    seqIndex('sample_tracking', t.seq),
    index('sample_tracking_sample_idx').on(t.sampleId, t.position),
  ],
);

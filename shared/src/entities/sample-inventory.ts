// spec 001 §3 Sample inventory item (Production and Sales libraries) and its tracking records
// (embedded; stored as child rows).
import { z } from 'zod';
import {
  ENTITY_LIMITS as L,
  SIDES,
  colorSchema,
  idSchema,
  isoDateSchema,
  isoDateTimeSchema,
  quantitySchema,
  styleSchema,
  syncedDocument,
  text,
  uniqueBy,
} from './common.ts';

// Plain list shared with the permission model: defined in values.ts (no zod), re-exported here.
export { SAMPLE_LIBRARIES, type SampleLibrary } from './values.ts';

/** One event in a sample's history (check out, return, transfer to Production, …). A change
 * of one field also says which and its value before and after ("bin A-01 → B-02", "On Hand 3 →
 * 2"; shared samples/tracking.ts, decision 0050): values as text, left out when blank. */
export const sampleTrackingRecordSchema = z.object({
  id: idSchema,
  action: text(L.code).min(1),
  quantity: quantitySchema.optional(),
  userCode: text(L.code).optional(),
  note: text(L.text).optional(),
  createdDate: isoDateTimeSchema.optional(),
  field: text(L.code).optional(),
  from: text(L.code).optional(),
  to: text(L.code).optional(),
});
export type SampleTrackingRecord = z.infer<typeof sampleTrackingRecordSchema>;

const sharedFields = {
  id: idSchema,
  division: text(L.code).optional(),
  style: styleSchema,
  color: colorSchema,
  side: z.enum(SIDES).optional(),
  size: text(16).optional(),
  status: text(L.code).optional(),
  gender: text(L.code).optional(),
  subtype: text(L.code).optional(),
  region: text(L.code).optional(),
  origin: text(L.code).optional(),
  /** Copied to onHandQty when a sample is added (spec 000 §5 Excel import). */
  totalQty: quantitySchema.optional(),
  onHandQty: quantitySchema.optional(),
  tracking: z
    .array(sampleTrackingRecordSchema)
    .max(L.tracking)
    .refine(...uniqueBy((r: SampleTrackingRecord) => r.id, 'tracking record id'))
    .default([]),
  createdDate: isoDateTimeSchema.optional(),
  modifiedDate: isoDateTimeSchema.optional(),
};

export const productionSampleSchema = syncedDocument.extend({
  ...sharedFields,
  library: z.literal('Production'),
  bin: text(L.code).optional(),
  moldNum: text(L.code).optional(),
  moldDate: isoDateSchema.optional(),
  quantity: quantitySchema.optional(),
});
export type ProductionSample = z.infer<typeof productionSampleSchema>;

export const salesSampleSchema = syncedDocument.extend({
  ...sharedFields,
  library: z.literal('Sales'),
  aisle: text(L.code).optional(),
  direction: text(L.code).optional(),
  level: text(L.code).optional(),
  shelf: text(L.code).optional(),
  newBin: text(L.code).optional(),
});
export type SalesSample = z.infer<typeof salesSampleSchema>;

/** A sample of either library, told apart by `library` (the route's manage type). */
export const sampleInventoryItemSchema = z.discriminatedUnion('library', [
  productionSampleSchema,
  salesSampleSchema,
]);
export type SampleInventoryItem = z.infer<typeof sampleInventoryItemSchema>;
export type SampleInventoryItemInput = z.input<typeof sampleInventoryItemSchema>;

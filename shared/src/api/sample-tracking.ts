// REST shapes of a sample's tracking records (spec 001 §7: GET /sampleInventoryTracking/
// {manageType}/{id}, POST /sampleInventoryTracking/{manageType}; §3 "tracking record (with an
// action)"). The spec shows no reply shapes: `{ data }` like the other sample calls (decision
// 0050). A record is the entity's (shared sampleTrackingRecordSchema): the server sets its id,
// userCode and createdDate.
import { z } from 'zod';
import { ENTITY_LIMITS as L, quantitySchema } from '../entities/common.ts';
import { sampleTrackingRecordSchema } from '../entities/sample-inventory.ts';
import { SAMPLE_LIBRARIES } from '../entities/values.ts';
import { pathIdSchema, safeText } from './common.ts';

export const sampleTrackingRecordDocSchema = sampleTrackingRecordSchema.meta({
  id: 'SampleTrackingRecord',
});

/** GET /sampleInventoryTracking/{manageType}/{id}: the library and the sample's id. */
export const sampleTrackingParamsSchema = z.object({
  manageType: z.enum(SAMPLE_LIBRARIES),
  id: pathIdSchema,
});

/** The sample's records, newest first. */
export const sampleTrackingListAnswerSchema = z
  .object({ data: z.array(sampleTrackingRecordDocSchema) })
  .meta({ id: 'SampleTrackingList' });

/** POST /sampleInventoryTracking/{manageType}: one record for a sample of that library. */
export const sampleTrackingCreateSchema = z
  .object({
    sampleId: pathIdSchema,
    action: safeText(L.code, 1),
    quantity: quantitySchema.optional(),
    note: safeText(L.text).optional(),
    field: safeText(L.code, 1).optional(),
    from: safeText(L.code).optional(),
    to: safeText(L.code).optional(),
  })
  .meta({ id: 'SampleTrackingCreate' });
export type SampleTrackingCreate = z.infer<typeof sampleTrackingCreateSchema>;

/** The record as stored. */
export const sampleTrackingAnswerSchema = z
  .object({ data: sampleTrackingRecordDocSchema })
  .meta({ id: 'SampleTrackingAnswer' });

// spec 000 §7 Statistics: POST /stats with action, modelType, modelId, data (the assortment id
// is added for assortment actions). Write-only from the device; not replicated back.
import { z } from 'zod';
import {
  ENTITY_LIMITS as L,
  boundedJsonObject,
  idSchema,
  isoDateTimeSchema,
  syncedDocument,
  text,
} from './common.ts';

/** The statistic actions the spec names (000 §7), as ids. */
export const STAT_ACTIONS = [
  'addStyle',
  'search',
  'excel',
  'clearAlerts',
  'removeAlerts',
  'imageUploadStyle',
  'imageUploadLogo',
  'downloadZipImages',
  'assetPrimaryDownload',
  'assetWorkingFileDownload',
  'documentDownload',
  'documentPreview',
  'helpAssortments',
  'helpKiCenter',
  'openDigitalShowroom',
] as const;
export type StatAction = (typeof STAT_ACTIONS)[number];

export const statEventSchema = syncedDocument.extend({
  id: idSchema,
  action: z.enum(STAT_ACTIONS),
  modelType: text(64).min(1),
  modelId: idSchema.optional(),
  data: boundedJsonObject(10_000).default({}),
  userCode: text(L.code).optional(),
  createdDate: isoDateTimeSchema.optional(),
});
export type StatEvent = z.infer<typeof statEventSchema>;
export type StatEventInput = z.input<typeof statEventSchema>;

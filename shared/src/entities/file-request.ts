// spec 001 §3 File request (download or export) and report request; §4 Downloads and exports.
import { z } from 'zod';
import {
  ENTITY_LIMITS as L,
  boundedJsonObject,
  isoDateSchema,
  isoDateTimeSchema,
  text,
  textList,
  yearSchema,
} from './common.ts';
import { REQUEST_STATUSES } from './assortment-document.ts';
import { FILE_STATUSES } from './upload.ts';

// Plain list shared with constants.ts: defined in values.ts (no zod), re-exported here.
export { DOWNLOAD_TYPES } from './values.ts';
/** File action types (the same list as constants.ts FILE_ACTION_TYPES). */
const FILE_ACTIONS = ['Upload', 'Download', 'Preview'] as const;
export type FileAction = (typeof FILE_ACTIONS)[number];

export const fileRequestSchema = z.object({
  hashId: text(L.id).min(1),
  addedToQueue: isoDateTimeSchema,
  status: z.enum(FILE_STATUSES).default('Pending'),
  filename: text().min(1),
  displayName: text().optional(),
  action: z.enum(FILE_ACTIONS).default('Download'),
  attachTo: text(L.id).optional(),
});
export type FileRequest = z.infer<typeof fileRequestSchema>;

/** Report request (spec 001 §3): status, settings, fileData. */
export const reportRequestSchema = z.object({
  status: z.enum(REQUEST_STATUSES).default('Pending'),
  settings: boundedJsonObject(10_000).default({}),
  fileData: z.object({
    filters: boundedJsonObject(20_000).optional(),
    options: boundedJsonObject(10_000).optional(),
    period: z
      .object({
        seasons: textList(L.code).optional(),
        dateStart: isoDateSchema.optional(),
        dateEnd: isoDateSchema.optional(),
      })
      .optional(),
    accounts: textList(L.code, 1_000).optional(),
    territories: textList(L.code).optional(),
    keyInitiative: z
      .object({
        channel: text(L.code).optional(),
        region: text(L.code).optional(),
        productType: text(L.code).optional(),
        season: text(L.code).optional(),
        year: yearSchema.optional(),
      })
      .optional(),
    dateStart: isoDateSchema.optional(),
    dateEnd: isoDateSchema.optional(),
  }),
});
export type ReportRequest = z.infer<typeof reportRequestSchema>;

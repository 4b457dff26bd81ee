// spec 000 §3 Other / §7: announcement chart (_id, published) shown on the dashboard;
// GET /charts?published=true. The spec shows only those two fields; the rest are ours.
import { z } from 'zod';
import {
  ENTITY_LIMITS as L,
  boundedJsonObject,
  idSchema,
  isoDateTimeSchema,
  syncedDocument,
  text,
} from './common.ts';

export const announcementSchema = syncedDocument.extend({
  id: idSchema,
  published: z.boolean().default(false),
  title: text().optional(),
  body: text(L.text).optional(),
  /** The advertising asset the announcement was made from (POST /assets/AdvertisingAsset/announcement). */
  assetId: idSchema.optional(),
  image: text(L.url).optional(),
  /** Chart configuration, opaque to the server. */
  chart: boundedJsonObject(20_000).optional(),
  createdDate: isoDateTimeSchema.optional(),
  modifiedDate: isoDateTimeSchema.optional(),
});
export type Announcement = z.infer<typeof announcementSchema>;
export type AnnouncementInput = z.input<typeof announcementSchema>;

// REST shapes of the notifications (spec 001 §7: GET /notifications/{type}/{id},
// POST /notifications/{type}/query[/{userCode}], POST /notifications/{type}/setStateAll/Read,
// POST /notifications/{type}/batch/many; §4: 'New' counts as unread, 'Read' once read). The
// calls hold the same documents as the device collection (shared notificationSchema);
// decision 0028.
import { z } from 'zod';
import { ENTITY_LIMITS as L } from '../entities/common.ts';
import {
  NOTIFICATION_STATES,
  NOTIFICATION_TYPES,
  notificationSchema,
} from '../entities/notification.ts';
import { pathIdSchema, safeText } from './common.ts';
import {
  documentsAnswerSchema,
  listAnswerSchema,
  listOptionsSchema,
  restDocumentSchema,
} from './resources.ts';

/** Rows of one batch/many request (the device writes its own batches through the sync). */
export const NOTIFICATION_BATCH_MAX = 500;

/** The `{type}` path part: the notification types are the order kinds. */
export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);

export const notificationDocumentSchema = restDocumentSchema(notificationSchema).meta({
  id: 'Notification',
});
export type NotificationDocument = z.infer<typeof notificationDocumentSchema>;

export const NOTIFICATION_SORT_FIELDS = [
  'createdDate',
  'readDate',
  'state',
  'orderNumber',
] as const;

/** POST /notifications/{type}/query[/{userCode}] body: an optional state filter and the list
 * options (the dashboard asks `{ state: 'New', _options: { totalCount: true, limit: 0 } }`). */
export const notificationQuerySchema = z
  .object({
    state: z.enum(NOTIFICATION_STATES).optional(),
    _options: listOptionsSchema(NOTIFICATION_SORT_FIELDS).optional(),
  })
  .meta({ id: 'NotificationQuery' });
export type NotificationQuery = z.input<typeof notificationQuerySchema>;

export const notificationListAnswerSchema = listAnswerSchema(notificationDocumentSchema).meta({
  id: 'NotificationList',
});

/** One row of POST /notifications/{type}/batch/many: `_id` (or `id`) and the new state. */
export const notificationBatchRowSchema = z
  .object({
    _id: pathIdSchema.optional(),
    id: pathIdSchema.optional(),
    patch: z.object({ state: z.enum(NOTIFICATION_STATES) }),
  })
  .refine((row) => row._id !== undefined || row.id !== undefined, {
    message: 'each row needs _id or id',
  })
  .refine((row) => row._id === undefined || row.id === undefined || row._id === row.id, {
    message: '_id and id differ',
  });

export const notificationBatchSchema = z
  .array(notificationBatchRowSchema)
  .min(1)
  .max(NOTIFICATION_BATCH_MAX)
  .refine((rows) => new Set(rows.map((r) => r._id ?? r.id)).size === rows.length, {
    message: 'a notification appears twice',
  })
  .meta({ id: 'NotificationBatch' });
export type NotificationBatch = z.input<typeof notificationBatchSchema>;

/** The answer of batch/many and setStateAll/Read: the changed notifications as stored. */
export const notificationsAnswerSchema = documentsAnswerSchema(notificationDocumentSchema).meta({
  id: 'NotificationChanges',
});

/** The `{userCode}` path part of the query. */
export const notificationUserCodeSchema = safeText(L.code, 1);

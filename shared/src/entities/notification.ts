// spec 001 §3 Notification and §4 Notifications: 'New' counts as unread, 'Read' once read.
// The spec shows no further fields; ours tie a notification to its user and order.
import { z } from 'zod';
import { ORDER_KINDS } from '../orders/enums.ts';
import { ENTITY_LIMITS as L, idSchema, isoDateTimeSchema, syncedDocument, text } from './common.ts';

export const NOTIFICATION_STATES = ['New', 'Read'] as const;
export type NotificationState = (typeof NOTIFICATION_STATES)[number];

/** Notification types follow the order kinds (GET /notifications/{type}/…, spec 001 §7). */
export const NOTIFICATION_TYPES = ORDER_KINDS;

export const notificationSchema = syncedDocument.extend({
  id: idSchema,
  /** The recipient's user code. */
  userCode: text(L.code).min(1),
  notificationType: z.enum(NOTIFICATION_TYPES),
  state: z.enum(NOTIFICATION_STATES).default('New'),
  title: text().optional(),
  message: text(L.text).optional(),
  orderId: idSchema.optional(),
  orderNumber: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
  createdDate: isoDateTimeSchema.optional(),
  readDate: isoDateTimeSchema.optional(),
});
export type Notification = z.infer<typeof notificationSchema>;
export type NotificationInput = z.input<typeof notificationSchema>;

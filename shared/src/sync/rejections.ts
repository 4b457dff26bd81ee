// Sync rejections and conflicts records: what the user sees when a change did not reach the
// server as written (ARCHITECTURE.md "Data flow" 2, "Replication rules of thumb" Conflicts).
import { z } from 'zod';
import {
  ENTITY_LIMITS as L,
  idSchema,
  isoDateTimeSchema,
  syncedDocument,
  text,
} from '../entities/common.ts';
import { REJECTION_REASONS, SYNC_COLLECTIONS } from './protocol.ts';

/** A pushed write the server refused: what (collection, document), why, and the refused values. */
export const syncRejectionSchema = syncedDocument.extend({
  id: idSchema,
  collection: z.enum(SYNC_COLLECTIONS),
  documentId: text(2048).min(1),
  reasonCode: z.enum(REJECTION_REASONS),
  message: text(L.text),
  /** The document as the device sent it. */
  refusedValues: z.record(z.string(), z.unknown()),
  createdAt: isoDateTimeSchema.optional(),
});
export type SyncRejection = z.infer<typeof syncRejectionSchema>;

/**
 * Server-side messages for the rejection reasons (English; the UI shows its translation of the
 * reason code and this text as detail).
 */
export const REJECTION_MESSAGES = {
  invalid: 'The change does not pass validation',
  forbidden: 'You do not have permission to make this change',
  notEditable: 'This document can no longer be edited',
  outOfScope: 'This document is not available to you',
  commandFailed: 'The action could not be carried out',
  conflict: 'The change conflicts with the current data',
} as const satisfies Record<(typeof REJECTION_REASONS)[number], string>;

// Commands: actions only the server may decide (ARCHITECTURE.md "Data flow" 3). The device
// writes a command document into its outbox collection, offline like any document; the server
// executes it once per command id, in the transaction that stores it, and the command comes
// back with its status and result.
import { z } from 'zod';
import {
  ENTITY_LIMITS as L,
  idSchema,
  isoDateTimeSchema,
  syncedDocument,
  text,
} from '../entities/common.ts';

const orderRef = { orderId: idSchema };

/** spec 001 §4 Order actions, §7 (submit, mark complete, duplicate, reactivate), §1 archive, §6 approve or
 * deny, 001 §7 PATCH /sampleInventory/Sales/transfer, 000 §2 Copy Assortment for another user. */
export const commandPayloadSchemas = {
  'order.submit': z.object(orderRef),
  'order.markComplete': z.object(orderRef),
  'order.approve': z.object(orderRef),
  'order.deny': z.object({ ...orderRef, reason: text(L.text).optional() }),
  /** The new order's id is chosen by the device, so it can open the copy once it arrives. */
  'order.duplicate': z.object({ ...orderRef, newOrderId: idSchema }),
  'order.reactivate': z.object({ ...orderRef, newOrderId: idSchema }),
  /** spec 001 §1 archive: a finished order → ARCHIVED (decision 0074). */
  'order.archive': z.object(orderRef),
  'sample.transfer': z.object({ sampleIds: z.array(idSchema).min(1).max(1_000) }),
  'assortment.copyForUser': z.object({
    assortmentId: idSchema,
    newAssortmentId: idSchema,
    targetUserCode: text(L.code).min(1),
  }),
} as const;
export type CommandType = keyof typeof commandPayloadSchemas;
export const COMMAND_TYPES = Object.keys(commandPayloadSchemas) as CommandType[];
export type CommandPayload<T extends CommandType> = z.infer<(typeof commandPayloadSchemas)[T]>;

export const COMMAND_STATUSES = ['pending', 'executed', 'failed'] as const;
export type CommandStatus = (typeof COMMAND_STATUSES)[number];

/** What the server answers in `result`: success data, or why the command failed. */
export const commandResultSchema = z.object({
  ok: z.boolean(),
  message: text(L.text).optional(),
  /** Ids the command created or changed (the new order, the moved samples …). */
  ids: z.array(idSchema).max(1_000).optional(),
  /** Per item errors, e.g. submit rejections as 'style/color: message' (spec 001 §8). */
  errors: z.array(text(L.text)).max(1_000).optional(),
});
export type CommandResult = z.infer<typeof commandResultSchema>;

/** The command document, as the device writes it and the server returns it. */
export const commandDocumentSchema = syncedDocument.extend({
  id: idSchema,
  type: z.enum(COMMAND_TYPES as [CommandType, ...CommandType[]]),
  payload: z.record(z.string().max(64), z.json()),
  status: z.enum(COMMAND_STATUSES).default('pending'),
  result: commandResultSchema.optional(),
  createdAt: isoDateTimeSchema.optional(),
  executedAt: isoDateTimeSchema.optional(),
});
export type CommandDocument = z.infer<typeof commandDocumentSchema>;
export type CommandDocumentInput = z.input<typeof commandDocumentSchema>;

/** Validates a command's payload against its type. */
export function parseCommandPayload<T extends CommandType>(
  type: T,
  payload: unknown,
): CommandPayload<T> {
  return commandPayloadSchemas[type].parse(payload) as CommandPayload<T>;
}

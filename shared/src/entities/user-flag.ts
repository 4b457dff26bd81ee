// spec 000 §3 Other / 001 §3: user flag (flag Seen, modelType Asset, modelId), POST /userFlags.
import { z } from 'zod';
import { ENTITY_LIMITS as L, idSchema, isoDateTimeSchema, syncedDocument, text } from './common.ts';

export const USER_FLAGS = ['Seen'] as const;
export const USER_FLAG_MODEL_TYPES = ['Asset'] as const;

export const userFlagSchema = syncedDocument.extend({
  id: idSchema,
  /** The flagging user's code; a user pulls only their own flags. */
  userCode: text(L.code).min(1),
  flag: z.enum(USER_FLAGS),
  modelType: z.enum(USER_FLAG_MODEL_TYPES),
  modelId: idSchema,
  createdDate: isoDateTimeSchema.optional(),
});
export type UserFlag = z.infer<typeof userFlagSchema>;
export type UserFlagInput = z.input<typeof userFlagSchema>;

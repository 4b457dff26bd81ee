// The zod schema of an AccessCheck (spec 001 §6), for untrusted input: server route
// definitions and configuration files. Apart from check.ts so the web app's route guards,
// which only run checks on the built-in route table, do not load zod in the entry chunk.
import { z } from 'zod';
import { PERMISSION_KEYS, ROLES } from './types.ts';
import type { AccessCheck } from './types.ts';

const permissionKeySchema = z.enum(PERMISSION_KEYS);
const roleSchema = z.enum(ROLES);
const scalarSchema = z.union([z.string(), z.number(), z.boolean()]);

/** zod schema of an AccessCheck (route meta, server route definitions, config files). */
export const accessCheckSchema = z
  .object({
    accessRequires: z
      .array(
        z
          .object({
            permission: permissionKeySchema,
            roles: z.array(roleSchema).optional(),
            infoKinds: z.record(z.string(), z.union([z.string(), z.array(z.string())])).optional(),
          })
          .strict(),
      )
      .optional(),
    userAccess: z
      .array(
        z
          .object({
            property: z.string().min(1),
            value: z.union([scalarSchema, z.array(scalarSchema)]),
          })
          .strict(),
      )
      .optional(),
  })
  .strict();

/** Parses untrusted input into an AccessCheck; throws a ZodError naming the bad field. */
export function parseAccessCheck(input: unknown): AccessCheck {
  return accessCheckSchema.parse(input);
}

// REST shapes of the coordinator assignments (spec 001 §7 "Coordinator assignments and
// notifications": GET/POST /coordinatorAssignments, PATCH/DELETE /coordinatorAssignments/{id},
// "patch can change status"; §3: _id (also id), coordinatorCode). The calls hold the same
// documents as the device collection (shared coordinatorAssignmentSchema); decision 0028.
import { z } from 'zod';
import {
  COORDINATOR_ASSIGNMENT_STATUSES,
  coordinatorAssignmentSchema,
} from '../entities/coordinator-assignment.ts';
import { ENTITY_LIMITS as L } from '../entities/common.ts';
import { ORDER_SUBTYPES } from '../orders/enums.ts';
import { pathIdSchema, safeText } from './common.ts';
import { listAnswerSchema, listQueryOptionsSchema, restDocumentSchema } from './resources.ts';

/** The fields a caller writes (the rest is the server's: id, dates, seq). No defaults here: a
 * PATCH without `status` keeps the stored one. */
const fields = {
  coordinatorCode: safeText(L.code, 1),
  coordinatorName: safeText(L.name).optional(),
  requesterCode: safeText(L.code, 1),
  requesterName: safeText(L.name).optional(),
  /** Which orders the assignment covers; absent means both sample and promo. */
  orderSubtype: z.enum(ORDER_SUBTYPES).optional(),
  status: z.enum(COORDINATOR_ASSIGNMENT_STATUSES).optional(),
};

/** POST body. `id` (or `_id`) may be chosen by the caller (an offline client's uuid). */
export const coordinatorAssignmentCreateSchema = z
  .object({ ...fields, id: pathIdSchema.optional(), _id: pathIdSchema.optional() })
  .refine((body) => body._id === undefined || body.id === undefined || body._id === body.id, {
    message: '_id and id differ',
  })
  .meta({ id: 'CoordinatorAssignmentCreate' });
export type CoordinatorAssignmentCreate = z.infer<typeof coordinatorAssignmentCreateSchema>;

/** PATCH body: any of the fields, status included (spec 001 §7). */
export const coordinatorAssignmentPatchSchema = z
  .object(fields)
  .partial()
  .meta({ id: 'CoordinatorAssignmentPatch' });
export type CoordinatorAssignmentPatch = z.infer<typeof coordinatorAssignmentPatchSchema>;

export const coordinatorAssignmentDocumentSchema = restDocumentSchema(
  coordinatorAssignmentSchema,
).meta({ id: 'CoordinatorAssignment' });
export type CoordinatorAssignmentDocument = z.infer<typeof coordinatorAssignmentDocumentSchema>;

export const COORDINATOR_ASSIGNMENT_SORT_FIELDS = [
  'coordinatorCode',
  'requesterCode',
  'status',
  'orderSubtype',
  'createdDate',
  'modifiedDate',
] as const;

/** GET /coordinatorAssignments query: equality filters plus the list options. */
export const coordinatorAssignmentListQuerySchema = listQueryOptionsSchema(
  COORDINATOR_ASSIGNMENT_SORT_FIELDS,
).extend({
  coordinatorCode: safeText(L.code, 1).optional(),
  requesterCode: safeText(L.code, 1).optional(),
  orderSubtype: z.enum(ORDER_SUBTYPES).optional(),
  status: z.enum(COORDINATOR_ASSIGNMENT_STATUSES).optional(),
});

export const coordinatorAssignmentListAnswerSchema = listAnswerSchema(
  coordinatorAssignmentDocumentSchema,
).meta({ id: 'CoordinatorAssignmentList' });

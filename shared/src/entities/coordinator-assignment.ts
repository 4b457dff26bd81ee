// spec 001 §3 Coordinator assignment: matches a requester to the coordinator handling their
// sample and promo orders. Beyond coordinatorCode the spec shows no fields; ours are below.
import { z } from 'zod';
import { ORDER_SUBTYPES } from '../orders/enums.ts';
import { ENTITY_LIMITS as L, idSchema, isoDateTimeSchema, syncedDocument, text } from './common.ts';

/** PATCH /coordinatorAssignments/{id} "can change status" (spec 001 §7). */
export const COORDINATOR_ASSIGNMENT_STATUSES = ['Active', 'Inactive'] as const;

export const coordinatorAssignmentSchema = syncedDocument.extend({
  id: idSchema,
  coordinatorCode: text(L.code).min(1),
  coordinatorName: text().optional(),
  requesterCode: text(L.code).min(1),
  requesterName: text().optional(),
  /** Which orders the assignment covers; absent means both sample and promo. */
  orderSubtype: z.enum(ORDER_SUBTYPES).optional(),
  status: z.enum(COORDINATOR_ASSIGNMENT_STATUSES).default('Active'),
  createdDate: isoDateTimeSchema.optional(),
  modifiedDate: isoDateTimeSchema.optional(),
});
export type CoordinatorAssignment = z.infer<typeof coordinatorAssignmentSchema>;
export type CoordinatorAssignmentInput = z.input<typeof coordinatorAssignmentSchema>;

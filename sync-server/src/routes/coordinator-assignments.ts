// Coordinator assignments over REST (spec 001 §7 "Coordinator assignments and notifications":
// GET/POST /coordinatorAssignments, PATCH/DELETE /coordinatorAssignments/{id}, "patch can change
// status"), built with the resource factory on the collection's policy
// (sync/policies/orders.ts): order users read them, senior coordinators write them (001 §6).
// The permission table (shared api-routes.ts) answered 401/403 before these handlers run.
import { randomUUID } from 'node:crypto';
import {
  coordinatorAssignmentCreateSchema,
  coordinatorAssignmentDocumentSchema,
  coordinatorAssignmentListAnswerSchema,
  coordinatorAssignmentListQuerySchema,
  coordinatorAssignmentPatchSchema,
  pathIdSchema,
} from '@portal/shared';
import { z } from 'zod';
import { NO_BODY, NONE } from '../rest/input.ts';
import { fieldsEqual, restResource } from '../rest/resource.ts';
import { coordinatorAssignmentsPolicy as policy } from '../sync/policies/orders.ts';

const byId = z.object({ id: pathIdSchema });

export function coordinatorAssignmentRoutes() {
  return restResource({
    policy,
    tag: 'Coordinator assignments',
    document: coordinatorAssignmentDocumentSchema,
    listAnswer: coordinatorAssignmentListAnswerSchema,
    defaultSort: [
      { field: 'requesterCode', direction: 'asc' },
      { field: 'coordinatorCode', direction: 'asc' },
    ],
  })
    .list(
      'get',
      {
        operationId: 'listCoordinatorAssignments',
        summary: 'Coordinator assignments (paged; equality filters)',
        description:
          'Sample and promo order users read them to pick the coordinator of a list (001 §2).',
        path: '/',
        params: NONE,
        query: coordinatorAssignmentListQuerySchema,
        body: NO_BODY,
      },
      ({ query }) => ({
        where: fieldsEqual(policy, {
          coordinatorCode: query.coordinatorCode,
          requesterCode: query.requesterCode,
          orderSubtype: query.orderSubtype,
          status: query.status,
        }),
        options: query,
      }),
    )
    .create(
      {
        operationId: 'createCoordinatorAssignment',
        summary: 'Assign a coordinator to a requester (senior coordinators)',
        path: '/',
        params: NONE,
        query: NONE,
        body: coordinatorAssignmentCreateSchema,
      },
      ({ body, now }) => {
        const { _id, id, ...fields } = body;
        const stamp = now.toISOString();
        return {
          ...fields,
          id: _id ?? id ?? randomUUID(),
          _deleted: false,
          createdDate: stamp,
          modifiedDate: stamp,
        };
      },
    )
    .patch(
      {
        operationId: 'updateCoordinatorAssignment',
        summary: 'Change an assignment, its status included (senior coordinators)',
        path: '/{id}',
        params: byId,
        query: NONE,
        body: coordinatorAssignmentPatchSchema,
      },
      ({ params, body, now }) => ({
        id: params.id,
        apply: (current) => ({ ...current, ...body, modifiedDate: now.toISOString() }),
      }),
    )
    .remove(
      {
        operationId: 'deleteCoordinatorAssignment',
        summary: 'Delete an assignment (senior coordinators)',
        path: '/{id}',
        params: byId,
        query: NONE,
        body: NO_BODY,
      },
      ({ params }) => ({ id: params.id }),
    ).router;
}

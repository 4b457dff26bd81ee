// Notifications over REST (spec 001 §7: GET /notifications/{type}/{id},
// POST /notifications/{type}/query[/{userCode}], POST /notifications/{type}/setStateAll/Read,
// POST /notifications/{type}/batch/many; §4: 'New' counts as unread, set Read one by one, in
// batch, or all of one type at once), built with the resource factory on the collection's
// policy (sync/policies/orders.ts): a user sees and marks only their own.
import {
  listOptionsSchema,
  NOTIFICATION_SORT_FIELDS,
  notificationBatchSchema,
  notificationDocumentSchema,
  notificationListAnswerSchema,
  notificationQuerySchema,
  notificationsAnswerSchema,
  notificationTypeSchema,
  notificationUserCodeSchema,
  pathIdSchema,
  type NotificationState,
} from '@portal/shared';
import { z } from 'zod';
import type { Doc } from '../db/mapping/index.ts';
import { NO_BODY, NONE } from '../rest/input.ts';
import { fieldsEqual, restResource } from '../rest/resource.ts';
import { notificationsPolicy as policy } from '../sync/policies/orders.ts';

const ofType = z.object({ type: notificationTypeSchema });
const oneOfType = ofType.extend({ id: pathIdSchema });
const ofUser = ofType.extend({ userCode: notificationUserCodeSchema });
const DEFAULT_OPTIONS = listOptionsSchema(NOTIFICATION_SORT_FIELDS).parse({});

/** The notification in a new state; reading stamps readDate, unreading clears it. */
function withState(current: Doc, state: NotificationState, now: Date): Doc {
  if (current.state === state) return current;
  const { readDate: _read, ...rest } = current;
  return state === 'Read' ? { ...rest, state, readDate: now.toISOString() } : { ...rest, state };
}

const QUERY_DESCRIPTION =
  "The user's own notifications of the type (a user sees only their own: another user's " +
  'code answers an empty list). `_options {totalCount, limit, skip, sort}` as in spec 000 §7.';

export function notificationRoutes() {
  return restResource({
    policy,
    tag: 'Notifications',
    document: notificationDocumentSchema,
    listAnswer: notificationListAnswerSchema,
    documentsAnswer: notificationsAnswerSchema,
    defaultSort: [{ field: 'createdDate', direction: 'desc' }],
  })
    .get(
      {
        operationId: 'getNotification',
        summary: 'One notification of the user',
        path: '/{type}/{id}',
        params: oneOfType,
        query: NONE,
        body: NO_BODY,
      },
      ({ params }) => ({
        id: params.id,
        where: fieldsEqual(policy, { notificationType: params.type }),
      }),
    )
    .list(
      'post',
      {
        operationId: 'queryNotifications',
        summary: "The user's notifications of a type (paged; optional state filter)",
        description: QUERY_DESCRIPTION,
        path: '/{type}/query',
        params: ofType,
        query: NONE,
        body: notificationQuerySchema,
      },
      ({ params, body }) => ({
        where: fieldsEqual(policy, { notificationType: params.type, state: body.state }),
        options: body._options ?? DEFAULT_OPTIONS,
      }),
    )
    .list(
      'post',
      {
        operationId: 'queryNotificationsOfUser',
        summary: 'Notifications of a type for a user code (paged; optional state filter)',
        description: QUERY_DESCRIPTION,
        path: '/{type}/query/{userCode}',
        params: ofUser,
        query: NONE,
        body: notificationQuerySchema,
      },
      ({ params, body }) => ({
        where: fieldsEqual(policy, {
          notificationType: params.type,
          userCode: params.userCode,
          state: body.state,
        }),
        options: body._options ?? DEFAULT_OPTIONS,
      }),
    )
    .updateAll(
      {
        operationId: 'setAllNotificationsRead',
        summary: "Mark all of the user's notifications of a type Read",
        path: '/{type}/setStateAll/Read',
        params: ofType,
        query: NONE,
        body: NO_BODY,
      },
      ({ params, now }) => ({
        where: fieldsEqual(policy, { notificationType: params.type, state: 'New' }),
        apply: (current) => withState(current, 'Read', now),
      }),
    )
    .batch(
      {
        operationId: 'updateNotifications',
        summary: 'Set the state of several notifications (rows of _id or id and patch.state)',
        path: '/{type}/batch/many',
        params: ofType,
        query: NONE,
        body: notificationBatchSchema,
      },
      ({ params, body, now }) =>
        body.map((row) => ({
          id: row._id ?? row.id ?? '',
          where: fieldsEqual(policy, { notificationType: params.type }),
          apply: (current: Doc) => withState(current, row.patch.state, now),
        })),
    ).router;
}

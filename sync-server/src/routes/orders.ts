// Orders over REST (spec 001 §7 "Orders": POST /orders/{type}/{subtype}/query, POST
// /orders/{type}/{subtype}, POST …/duplicate/{originalOrderId}, DELETE …/{id}), built with the
// resource factory on the orders policy (sync/policies/orders.ts: scope and visibility per user,
// new orders DRAFT by their requester, deletion by shared isOrderDeletable). The kinds of the
// path are the permission table's (shared ORDER_ROUTE_KINDS: SampleOrder/sample,
// SampleOrder/promo, WholesaleOrder/wholesale), each mounted at its own fixed path so the other
// order calls (/orders/wof/…) never reach these handlers. The batch and comment calls are in
// orders-batch.ts; decision 0057.
import { randomUUID } from 'node:crypto';
import {
  listOptionsSchema,
  ORDER_ROUTE_KINDS,
  ORDER_SORT_FIELDS,
  orderCreateSchema,
  orderDocumentSchema,
  orderDuplicateSchema,
  orderListAnswerSchema,
  orderQuerySchema,
  pathIdSchema,
  type OrderKind,
} from '@portal/shared';
import { z } from 'zod';
import type { Doc } from '../db/mapping/index.ts';
import { ApiError } from '../http/errors.ts';
import { NO_BODY, NONE } from '../rest/input.ts';
import { operation } from '../rest/operation.ts';
import { fieldsEqual, restDocument, restResource } from '../rest/resource.ts';
import { inWrite, writeChange } from '../rest/writes.ts';
import { createRouter } from '../router.ts';
import { ordersPolicy as policy } from '../sync/policies/orders.ts';
import type { SyncUser } from '../sync/policy.ts';
import { getVisible } from '../sync/read.ts';
import { errorAnswers, jsonAnswer } from './openapi.ts';
import { runOrderCommand } from './orders-commands.ts';
import { applyLineBatch } from './orders-lines.ts';
import { orderQueryWhere } from './orders-query.ts';

export const ORDERS_TAG = 'Orders';
const DEFAULT_OPTIONS = listOptionsSchema(ORDER_SORT_FIELDS).parse({});
export const byId = z.object({ id: pathIdSchema });
const byOriginal = z.object({ originalOrderId: pathIdSchema });

export interface OrderPathKind {
  /** The path base inside /orders: `/SampleOrder/sample`. */
  readonly base: string;
  readonly kind: OrderKind;
  readonly orderType: 'SampleOrder' | 'WholesaleOrder';
  /** For operationIds: Sample, Promo, Wholesale. */
  readonly label: string;
}

export const ORDER_PATH_KINDS: readonly OrderPathKind[] = ORDER_ROUTE_KINDS.map((k) => ({
  base: `/${k.type}/${k.subtype}`,
  kind: k.subtype,
  orderType: k.type,
  label: k.subtype[0]!.toUpperCase() + k.subtype.slice(1),
}));

/** Only orders of the path's kind: another kind's order is a 404 here. */
export const ofKind = (kind: OrderKind) => fieldsEqual(policy, { type: kind });

/** The requester's name as the duplicate command writes it. */
export const personName = (user: SyncUser) => [user.name, user.lastName].filter(Boolean).join(' ');

/** A new DRAFT order of the path's kind for the caller, with its first lines (001 §3, §4). */
function newOrder(
  k: OrderPathKind,
  body: z.output<typeof orderCreateSchema>,
  user: SyncUser,
  now: Date,
): Doc {
  const { _id, id, lines, products, ...fields } = body;
  const base: Doc = {
    ...fields,
    id: _id ?? id ?? randomUUID(),
    _deleted: false,
    type: k.kind,
    orderType: k.orderType,
    ...(k.kind === 'wholesale' ? {} : { orderSubtype: k.kind }),
    status: 'DRAFT',
    // A promo draft waits before any review stage (as the demo data's drafts).
    ...(k.kind === 'promo' ? { orderApprovalStatus: 'PENDING' } : {}),
    requesterCode: user.userCode,
    requesterName: personName(user),
    createdDate: now.toISOString(),
    modifiedDate: now.toISOString(),
    products: products ?? [],
    lines: [],
    comments: [],
  };
  return applyLineBatch(base, { add: (lines ?? []) as Doc[] }, user).order;
}

function kindRoutes(k: OrderPathKind) {
  const resource = restResource({
    policy,
    tag: ORDERS_TAG,
    document: orderDocumentSchema,
    listAnswer: orderListAnswerSchema,
    defaultSort: [{ field: 'orderNumber', direction: 'desc' }],
  });

  operation(
    resource.router,
    {
      method: 'post',
      path: `${k.base}/duplicate/{originalOrderId}`,
      tag: ORDERS_TAG,
      operationId: `duplicate${k.label}Order`,
      summary: `Duplicate a ${k.kind} order as a new DRAFT of the caller`,
      description:
        'The `order.duplicate` command (as a device runs it): a new DRAFT requested by the ' +
        'caller with the live lines of the original (new line ids and statuses), no number, ' +
        'dates or comments of the original. `newOrderId` (else `requestId`, else a new id) is ' +
        'the copy’s id; `requestId` makes a retry answer the first run (409 when reused for ' +
        'another request).',
      params: byOriginal,
      query: NONE,
      body: orderDuplicateSchema,
      optionalBody: true,
      responses: {
        201: jsonAnswer(orderDocumentSchema, 'The new order as stored'),
        ...errorAnswers(400, 401, 403, 404, 409, 413, 415, 422),
      },
    },
    async ({ params, body, user }, c) => {
      const newOrderId = body.newOrderId ?? body.requestId ?? randomUUID();
      const stored = await inWrite(c, user, async (w) => {
        const source = await getVisible(
          w.ctx.tx,
          policy,
          user,
          params.originalOrderId,
          ofKind(k.kind),
        );
        if (!source) throw new ApiError(404, 'not_found', `No order ${params.originalOrderId}`);
        const payload = { orderId: params.originalOrderId, newOrderId };
        await runOrderCommand(w, 'order.duplicate', payload, body.requestId);
        return writeChange.view(w, policy, newOrderId);
      });
      return c.json(restDocument(stored), 201);
    },
  );

  return resource
    .list(
      'post',
      {
        operationId: `query${k.label}Orders`,
        summary: `The caller's ${k.kind} orders (paged; a list of 001 §2, filters)`,
        description:
          'What the caller sees by the orders policy (001 §4 Lists), narrowed by `list` (its ' +
          'statuses, approval stages and, for archived lists, the last year: shared ' +
          'orderListSelector) and equality `filter`s. Default sort: orderNumber descending.',
        path: `${k.base}/query`,
        params: NONE,
        query: NONE,
        body: orderQuerySchema,
      },
      ({ body, user, now }) => ({
        where: orderQueryWhere(k.kind, body, user, now),
        options: body._options ?? DEFAULT_OPTIONS,
      }),
    )
    .create(
      {
        operationId: `create${k.label}Order`,
        summary: `Create a ${k.kind} order (a DRAFT requested by the caller)`,
        description:
          'The server sets the kind, status DRAFT, requester (code and name), created and ' +
          'modified dates and the order number (the same sequence as orders made on a ' +
          'device). First `lines` get the 001 §9 defaults and the new line status (001 §4).',
        path: k.base,
        params: NONE,
        query: NONE,
        body: orderCreateSchema,
      },
      ({ body, user, now }) => newOrder(k, body, user, now),
    )
    .remove(
      {
        operationId: `delete${k.label}Order`,
        summary: `Delete a ${k.kind} order (DRAFT; wholesale also PENDING)`,
        description:
          'Only the requester deletes, and only what shared isOrderDeletable allows (001 §4 ' +
          'Deletion); else 409 not_editable. The client then shows "Order Deleted" (001 §8).',
        path: `${k.base}/{id}`,
        params: byId,
        query: NONE,
        body: NO_BODY,
      },
      ({ params }) => ({ id: params.id, where: ofKind(k.kind) }),
    ).router;
}

export function orderRoutes() {
  const router = createRouter();
  for (const k of ORDER_PATH_KINDS) router.route('/', kindRoutes(k));
  return router;
}

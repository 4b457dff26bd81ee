// PATCH /orders/{type}/{subtype}/batch/{id} and POST …/comment/{id} (spec 001 §7). The batch's
// line writes (order patch, update, add, delete, drop products: orders-lines.ts) are one write of
// the order through the orders policy (editability, new line status, promo line moves), then its
// one action (submit, markCompleted, status APPROVED / DENIED) runs through the command executor
// as a device command would (orders-commands.ts), all in one transaction. An empty batch is a
// 400 (001 §4 Order actions). Decision 0057.
import { randomUUID } from 'node:crypto';
import {
  orderBatchAnswerSchema,
  orderBatchSchema,
  orderCommentAnswerSchema,
  orderCommentCreateSchema,
  type CommandResult,
  type OrderBatchCounts,
} from '@portal/shared';
import type { z } from 'zod';
import type { Doc } from '../db/mapping/index.ts';
import { ApiError } from '../http/errors.ts';
import { NONE } from '../rest/input.ts';
import { operation } from '../rest/operation.ts';
import { restDocument } from '../rest/resource.ts';
import { inWrite, writeChange, type Writer } from '../rest/writes.ts';
import { createRouter } from '../router.ts';
import { loadOne } from '../sync/documents.ts';
import { orderProducts } from '../sync/order-products.ts';
import { ordersPolicy as policy } from '../sync/policies/orders.ts';
import { getVisible } from '../sync/read.ts';
import { commandMapping } from '../sync/replication-mapping.ts';
import { errorAnswers, jsonAnswer } from './openapi.ts';
import { runOrderCommand, type OrderCommandType } from './orders-commands.ts';
import { applyLineBatch, isEmptyBatch } from './orders-lines.ts';
import {
  byId,
  ofKind,
  ORDER_PATH_KINDS,
  ORDERS_TAG,
  personName,
  type OrderPathKind,
} from './orders.ts';

type Batch = z.output<typeof orderBatchSchema>;
const NO_COUNTS: OrderBatchCounts = { added: 0, updated: 0, deleted: 0, dropped: 0, skipped: 0 };

/** The batch's action as the command it runs, if any. */
function actionOf(id: string, b: Batch): { type: OrderCommandType; payload: Doc } | null {
  if (b.submit === true) return { type: 'order.submit', payload: { orderId: id } };
  if (b.markCompleted === true) return { type: 'order.markComplete', payload: { orderId: id } };
  if (b.status === 'APPROVED') return { type: 'order.approve', payload: { orderId: id } };
  // 001 §1 archive: the same command and rule as the device's Archive (decision 0074).
  if (b.status === 'ARCHIVED') return { type: 'order.archive', payload: { orderId: id } };
  if (b.status === 'DENIED') {
    return {
      type: 'order.deny',
      payload: { orderId: id, ...(b.reason ? { reason: b.reason } : {}) },
    };
  }
  return null;
}

const hasLineWrites = (b: Batch) =>
  (b.patch !== undefined && Object.keys(b.patch).length > 0) ||
  !!b.update?.length ||
  !!b.add?.length ||
  !!b.delete?.length ||
  !!b.dropProducts?.length;

async function runBatch(w: Writer, k: OrderPathKind, id: string, body: Batch) {
  const { tx, user, now } = w.ctx;
  await writeChange.lock(w, policy, [id]);
  if (!(await getVisible(tx, policy, user, id, ofKind(k.kind)))) {
    throw new ApiError(404, 'not_found', `No order ${id}`);
  }
  const action = actionOf(id, body);
  // A retry of a batch whose action is stored: the whole batch committed with it, so nothing
  // is applied again; the first run's result is answered.
  const replay =
    action !== null &&
    body.requestId !== undefined &&
    (await loadOne(tx, commandMapping, body.requestId)) !== null;
  let counts = NO_COUNTS;
  let addedIds: readonly string[] = (body.add ?? []).flatMap((r) => {
    const given = r._id ?? r.id;
    return given === undefined ? [] : [given];
  });
  if (!replay && hasLineWrites(body)) {
    // Decision 0073: an add reads the server's catalogue (default size, availability).
    const catalogue = {
      products: await orderProducts(tx, body.add ?? []),
      today: now.toISOString().slice(0, 10),
    };
    await writeChange.update(w, policy, {
      id,
      where: ofKind(k.kind),
      apply: (current) => {
        const applied = applyLineBatch(current, body as never, user, catalogue);
        counts = applied.counts;
        addedIds = applied.addedIds;
        return { ...applied.order, modifiedDate: now.toISOString() };
      },
    });
  }
  let result: CommandResult | undefined;
  if (action) {
    const run = await runOrderCommand(w, action.type, action.payload as never, body.requestId);
    result = run.result;
  }
  const order = await writeChange.view(w, policy, id);
  const lines = new Map(((order.lines as Doc[] | undefined) ?? []).map((l) => [String(l.id), l]));
  const added = addedIds.flatMap((lineId) => {
    const line = lines.get(lineId);
    return line ? [line] : [];
  });
  return { data: restDocument(order), counts, added, ...(result ? { result } : {}) };
}

function kindRoutes(router: ReturnType<typeof createRouter>, k: OrderPathKind) {
  operation(
    router,
    {
      method: 'patch',
      path: `${k.base}/batch/{id}`,
      tag: ORDERS_TAG,
      operationId: `update${k.label}OrderBatch`,
      summary: `Change a ${k.kind} order's lines, then submit, complete, approve, deny or archive it`,
      description:
        '`patch` (order fields), `update` rows `{_id or identifier, patch}`, `add` rows (new ' +
        'lines; an id already in the order makes it an update), `delete` rows (the line ' +
        'becomes Deleted; an absent one is skipped), `dropProducts` `{style, color}` (the ' +
        "product leaves the order's products, its lines become Deleted), then at most one of " +
        '`submit`, `markCompleted`, `status` (APPROVED / DENIED with `reason`, ARCHIVED), run as the ' +
        'device command runs. All or nothing; the orders policy decides editability and line ' +
        'statuses (409 / 403). `requestId` stores the action under that id: a retry answers ' +
        'the first run. An empty batch is 400; a refused action 422 with its errors.',
      params: byId,
      query: NONE,
      body: orderBatchSchema,
      responses: {
        200: jsonAnswer(orderBatchAnswerSchema, 'The order, the counts, the added lines'),
        ...errorAnswers(400, 401, 403, 404, 409, 413, 415, 422),
      },
    },
    async ({ params, body, user }, c) => {
      if (isEmptyBatch(body as never)) {
        throw new ApiError(400, 'bad_request', 'Nothing to do: the batch is empty');
      }
      const answer = await inWrite(c, user, (w) => runBatch(w, k, params.id, body));
      return c.json(answer, 200);
    },
  );

  operation(
    router,
    {
      method: 'post',
      path: `${k.base}/comment/{id}`,
      tag: ORDERS_TAG,
      operationId: `comment${k.label}Order`,
      summary: `Add a comment to a ${k.kind} order`,
      description:
        'Appends `{ id, text, userCode, userName, createdDate }` (the author is the caller, ' +
        'the date the server’s). A write of the order: the orders policy allows it while the ' +
        'caller may edit the order (409 not_editable after that).',
      params: byId,
      query: NONE,
      body: orderCommentCreateSchema,
      responses: {
        201: jsonAnswer(orderCommentAnswerSchema, 'The comment and the order as stored'),
        ...errorAnswers(400, 401, 403, 404, 409, 413, 415, 422),
      },
    },
    async ({ params, body, user, now }, c) => {
      const comment = {
        id: randomUUID(),
        text: body.text,
        userCode: user.userCode,
        userName: personName(user),
        createdDate: now.toISOString(),
      };
      const order = await inWrite(c, user, async (w) => {
        await writeChange.lock(w, policy, [params.id]);
        await writeChange.update(w, policy, {
          id: params.id,
          where: ofKind(k.kind),
          apply: (current) => ({
            ...current,
            comments: [...((current.comments as Doc[] | undefined) ?? []), comment],
            modifiedDate: now.toISOString(),
          }),
        });
        return writeChange.view(w, policy, params.id);
      });
      return c.json({ data: comment, order: restDocument(order) }, 201);
    },
  );
}

export function orderBatchRoutes() {
  const router = createRouter();
  for (const k of ORDER_PATH_KINDS) kindRoutes(router, k);
  return router;
}

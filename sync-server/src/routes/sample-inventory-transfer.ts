// PATCH /sampleInventory/Sales/transfer (spec 001 §4: "Items of Sales can be moved
// (transferred) to Production"; §7 "body samples (ids)"): the device's `sample.transfer` command
// (sync/commands/samples.ts) run once over REST. Like a pushed command it is stored under its
// id with its result, so a retry with the same `requestId` answers the first run instead of
// moving anything again, and the user's devices find it among their commands. A refused
// transfer (a sample that is not in Sales) changes nothing and is answered 422 with each
// sample's error; REST refusals are answered, not recorded (decision 0028). Decision 0048.
import { randomUUID } from 'node:crypto';
import {
  commandResultSchema,
  sampleTransferAnswerSchema,
  sampleTransferSchema,
  type CommandResult,
} from '@portal/shared';
import type { Doc } from '../db/mapping/index.ts';
import { ApiError } from '../http/errors.ts';
import { NONE } from '../rest/input.ts';
import { operation } from '../rest/operation.ts';
import { restDocument } from '../rest/resource.ts';
import { inWrite, type Writer } from '../rest/writes.ts';
import { createRouter } from '../router.ts';
import { executeCommand } from '../sync/commands/executor.ts';
import { CommandFailure } from '../sync/commands/failure.ts';
import { loadOne, lockKey, saveOne } from '../sync/documents.ts';
import { sampleInventoryPolicy as policy } from '../sync/policies/samples.ts';
import { getVisible } from '../sync/read.ts';
import { commandMapping } from '../sync/replication-mapping.ts';
import { errorAnswers, jsonAnswer } from './openapi.ts';
import { SAMPLES_TAG } from './sample-inventory.ts';

const TYPE = 'sample.transfer';

/** The same request again: same user, same type, same samples (in any order). */
function sameRequest(stored: Doc, userId: string, sampleIds: readonly string[]): boolean {
  const sent = [...new Set(sampleIds)].sort();
  const listed = (stored.payload as { sampleIds?: unknown } | undefined)?.sampleIds;
  const before = Array.isArray(listed) ? [...new Set(listed.map(String))].sort() : [];
  return (
    stored.userId === userId &&
    stored.type === TYPE &&
    JSON.stringify(before) === JSON.stringify(sent)
  );
}

/** Runs the command (or finds its first run) and answers the moved ids. */
async function transfer(w: Writer, requestId: string, sampleIds: readonly string[]) {
  const { tx, user, now } = w.ctx;
  // The push's lock key for a command id: a device pushing the same id waits for this.
  await lockKey(tx, `commands:${requestId}`);
  const stored = await loadOne(tx, commandMapping, requestId);
  if (stored) {
    if (!sameRequest(stored, user.id, sampleIds)) {
      throw new ApiError(
        409,
        'conflict',
        `The request id ${requestId} was used for another request`,
      );
    }
    const result = commandResultSchema.parse(stored.result ?? { ok: false });
    if (!result.ok) throw new ApiError(422, 'command_failed', result.message ?? 'Transfer failed');
    return result.ids ?? [];
  }
  let result: CommandResult;
  try {
    result = await executeCommand(TYPE, { sampleIds: [...sampleIds] }, w.ctx, w.hints);
  } catch (error) {
    if (!(error instanceof CommandFailure)) throw error;
    throw new ApiError(
      422,
      'command_failed',
      error.message,
      error.errors.map((message) => ({ path: 'samples', message })),
    );
  }
  await saveOne(tx, commandMapping, {
    id: requestId,
    type: TYPE,
    payload: { sampleIds: [...sampleIds] },
    userId: user.id,
    status: 'executed',
    result,
    createdAt: now.toISOString(),
    executedAt: now.toISOString(),
    _deleted: false,
  });
  w.hints.add({ collection: 'commands', userIds: [user.id] });
  return result.ids ?? [];
}

export function sampleTransferRoutes() {
  const router = createRouter();
  operation(
    router,
    {
      method: 'patch',
      path: '/Sales/transfer',
      tag: SAMPLES_TAG,
      operationId: 'transferSamples',
      summary: 'Move Sales samples to Production (once per request id)',
      description:
        '`samples`: the ids of Sales samples (001 §7). Each moves to Production with its ' +
        'history, newBin becoming its bin, and a tracking record of the move. All or none: a ' +
        'sample that is not in Sales refuses the transfer (422, one issue per sample). ' +
        '`requestId` (else one is made) makes a retry answer the first run. Answers the ' +
        'moved ids and the moved samples the caller can see (Production access).',
      params: NONE,
      query: NONE,
      body: sampleTransferSchema,
      responses: {
        200: jsonAnswer(sampleTransferAnswerSchema, 'The moved samples'),
        ...errorAnswers(400, 401, 403, 409, 413, 415, 422),
      },
    },
    async ({ body, user }, c) => {
      const requestId = body.requestId ?? randomUUID();
      const answer = await inWrite(c, user, async (w) => {
        const ids = await transfer(w, requestId, body.samples);
        const data: Doc[] = [];
        for (const id of ids) {
          const doc = await getVisible(w.ctx.tx, policy, user, id);
          if (doc) data.push(restDocument(doc));
        }
        return { requestId, ids, data };
      });
      return c.json(answer, 200);
    },
  );
  return router;
}

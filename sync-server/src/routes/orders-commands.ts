// Order actions over REST (spec 001 §4 Order actions: submit, mark complete; §6 approve or deny;
// §7 duplicate): the device's commands (sync/commands/orders.ts) run through the executor
// inside the request's write transaction, exactly as a pushed command runs. Like the transfer
// (routes/sample-inventory-transfer.ts), each run is stored under its command id with its
// result, so a retry with the same `requestId` answers the first run and executes nothing again,
// and the user's devices find it among their commands. A refused action changes nothing (the
// transaction rolls back) and answers 422 with its per-item errors ('Order Rejected',
// 'style/color: message'). Decision 0057.
import { randomUUID } from 'node:crypto';
import {
  commandResultSchema,
  type CommandPayload,
  type CommandResult,
  type CommandType,
} from '@portal/shared';
import type { Doc } from '../db/mapping/index.ts';
import { ApiError } from '../http/errors.ts';
import type { Writer } from '../rest/writes.ts';
import { executeCommand } from '../sync/commands/executor.ts';
import { CommandFailure } from '../sync/commands/failure.ts';
import { loadOne, lockKey, saveOne } from '../sync/documents.ts';
import { commandMapping } from '../sync/replication-mapping.ts';

export type OrderCommandType = Extract<CommandType, `order.${string}`>;

/** The same request again: same user, type and payload. */
function sameRequest(stored: Doc, userId: string, type: string, payload: object): boolean {
  return (
    stored.userId === userId &&
    stored.type === type &&
    JSON.stringify(stored.payload) === JSON.stringify(payload)
  );
}

/** What a failed command answers: 422 with each item's error. */
function failed(message: string, errors: readonly string[]): ApiError {
  return new ApiError(
    422,
    'command_failed',
    message,
    errors.map((text) => ({ path: 'order', message: text })),
  );
}

export interface CommandRun {
  readonly result: CommandResult;
  /** False when the request id named a run stored before (nothing ran now). */
  readonly ran: boolean;
}

/** Runs the command once per request id (a new id when none is given). */
export async function runOrderCommand<T extends OrderCommandType>(
  w: Writer,
  type: T,
  payload: CommandPayload<T>,
  requestId: string = randomUUID(),
): Promise<CommandRun> {
  const { tx, user, now } = w.ctx;
  // The push's lock key for a command id: a device pushing the same id waits for this.
  await lockKey(tx, `commands:${requestId}`);
  const stored = await loadOne(tx, commandMapping, requestId);
  if (stored) {
    if (!sameRequest(stored, user.id, type, payload)) {
      throw new ApiError(
        409,
        'conflict',
        `The request id ${requestId} was used for another request`,
      );
    }
    const result = commandResultSchema.parse(stored.result ?? { ok: false });
    if (!result.ok) throw failed(result.message ?? 'The action failed', result.errors ?? []);
    return { result, ran: false };
  }
  let result: CommandResult;
  try {
    result = await executeCommand(type, payload, w.ctx, w.hints);
  } catch (error) {
    if (!(error instanceof CommandFailure)) throw error;
    throw failed(error.message, error.errors);
  }
  await saveOne(tx, commandMapping, {
    id: requestId,
    type,
    payload,
    userId: user.id,
    status: 'executed',
    result,
    createdAt: now.toISOString(),
    executedAt: now.toISOString(),
    _deleted: false,
  });
  w.hints.add({ collection: 'commands', userIds: [user.id] });
  return { result, ran: true };
}

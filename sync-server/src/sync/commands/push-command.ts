// A pushed command: executed once per command id, in the transaction that stores it (the
// caller holds the advisory lock on the id). A command that arrives again (a retried push, a
// second device) is never executed again; the device gets the stored command with its result.
import { commandDocumentSchema, parseCommandPayload, type CommandResult } from '@portal/shared';
import type { Doc } from '../../db/mapping/index.ts';
import { commandMapping } from '../replication-mapping.ts';
import { loadOne, normalize, sameDocument, saveOne } from '../documents.ts';
import type { HintSet } from '../hints.ts';
import { Refusal, refuse, type WriteContext } from '../policy.ts';
import type { RowOutcome } from '../push.ts';
import { recordRejection } from '../rejections.ts';
import { executeCommand } from './executor.ts';
import { CommandFailure } from './failure.ts';
import type { PushRow } from '@portal/shared';

const view = (stored: Doc): Doc => {
  const { userId: _userId, ...rest } = stored;
  return rest;
};

export async function pushCommand(
  row: PushRow,
  ctx: WriteContext,
  hints: HintSet,
): Promise<RowOutcome> {
  const { tx, user, now } = ctx;
  const raw = row.newDocumentState as Doc;
  const { seq: _seq, ...sent } = raw;
  const parsed = commandDocumentSchema.safeParse(sent);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw refuse(
      'invalid',
      `${issue?.path.join('.') || 'command'}: ${issue?.message ?? 'invalid'}`,
    );
  }
  const command = parsed.data;
  const existing = await loadOne(tx, commandMapping, command.id);
  if (existing) {
    if (existing.userId !== user.id) throw refuse('outOfScope', 'This command is not yours');
    if (command._deleted && existing.status !== 'pending' && existing._deleted !== true) {
      // Dismissing a finished command from the outbox list.
      await saveOne(tx, commandMapping, { ...existing, _deleted: true });
      hints.add({ collection: 'commands', userIds: [user.id] });
      return {};
    }
    const stored = view(existing);
    return sameDocument(stored, normalize(commandMapping, command)) ? {} : { conflict: stored };
  }
  if (command._deleted) return {};

  let result: CommandResult;
  let status: 'executed' | 'failed';
  try {
    const payload = parseCommandPayload(command.type, command.payload);
    // Its own savepoint: a failed command leaves nothing half done.
    result = await tx.transaction((savepoint) =>
      executeCommand(command.type, payload, { ...ctx, tx: savepoint as never }, hints),
    );
    status = 'executed';
  } catch (error) {
    const refusal =
      error instanceof Refusal
        ? error
        : (error as { name?: string }).name === 'ZodError'
          ? refuse('invalid', `Invalid ${command.type} payload`)
          : undefined;
    if (!refusal) throw error;
    status = 'failed';
    result = {
      ok: false,
      message: refusal.message,
      ...(error instanceof CommandFailure && error.errors.length
        ? { errors: [...error.errors] }
        : {}),
    };
    await recordRejection(
      tx,
      user,
      'commands',
      command.id,
      raw,
      new Refusal('commandFailed', refusal.message),
      now,
    );
    hints.add({ collection: 'syncRejections', userIds: [user.id] });
  }
  await saveOne(tx, commandMapping, {
    id: command.id,
    type: command.type,
    payload: command.payload,
    userId: user.id,
    status,
    result,
    createdAt: command.createdAt ?? now.toISOString(),
    executedAt: now.toISOString(),
    _deleted: false,
  });
  hints.add({ collection: 'commands', userIds: [user.id] });
  const stored = await loadOne(tx, commandMapping, command.id);
  return { conflict: view(stored ?? {}) };
}

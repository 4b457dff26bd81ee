// The push: RxDB's rows { assumedMasterState, newDocumentState } for one collection, in one
// transaction, each row in its own savepoint under an advisory lock on its document (so two
// devices, or two server processes, never interleave on one document).
//
// Per row: validate with the shared schema; a write equal to the stored state is a no-op (a
// retried push after a lost answer applies nothing twice); when the server moved on since the
// device's assumed master state, merge field by field (shared mergePush: both-changed fields
// keep the server's value and are reported as losing values); check the collection's rules
// and permissions; write. A refused row is answered as a conflict carrying the server's
// version and recorded as a sync rejection. Commands are executed here (commands/).
import {
  mergePush,
  type JsonObject,
  type PushLosingValue,
  type PushResponse,
  type PushRow,
} from '@portal/shared';
import type { Database } from '../db/client.ts';
import type { Doc } from '../db/mapping/index.ts';
import { pushCommand } from './commands/push-command.ts';
import { loadOne, lockKey, normalize, sameDocument, saveOne } from './documents.ts';
import { HintSet, notifyHints, type Hint } from './hints.ts';
import {
  Refusal,
  refuse,
  type CollectionPolicy,
  type SyncUser,
  type Tx,
  type WriteContext,
} from './policy.ts';
import { recordRejection } from './rejections.ts';

export interface RowOutcome {
  /** The server state the device must take, when it differs from what was sent. */
  readonly conflict?: Doc;
  readonly losing?: readonly PushLosingValue[];
  readonly refusal?: Refusal;
}

const bareTombstone = (id: string): Doc => ({ id, _deleted: true });

/** Integrity and data errors mean this document cannot be stored: a refusal, not a retry. */
function isDataError(error: unknown): string | undefined {
  const e = error as {
    code?: unknown;
    message?: unknown;
    cause?: { code?: unknown; message?: unknown };
  };
  const code =
    typeof e.code === 'string' ? e.code : typeof e.cause?.code === 'string' ? e.cause.code : '';
  if (code.startsWith('22') || code.startsWith('23')) {
    return String(e.cause?.message ?? e.message ?? code);
  }
  return undefined;
}

/** Hints for a write to this collection: per-user collections reach only their users. */
export function hintFor(
  policy: CollectionPolicy,
  doc: Doc,
  user: SyncUser,
  originSession?: string,
): Hint {
  const origin = originSession ? { originSession } : {};
  switch (policy.name) {
    case 'notifications':
    case 'userFlags':
      return {
        collection: policy.name,
        userCodes: [String(doc.userCode ?? user.userCode)],
        ...origin,
      };
    case 'commands':
    case 'syncRejections':
      return { collection: policy.name, userIds: [user.id], ...origin };
    default:
      return { collection: policy.name, ...origin };
  }
}

async function pushDocument(
  policy: CollectionPolicy,
  row: PushRow,
  ctx: WriteContext,
  hints: HintSet,
): Promise<RowOutcome> {
  const { tx, user } = ctx;
  const raw = row.newDocumentState as Doc;
  const id = String(raw.id);
  const current = await loadOne(tx, policy.mapping, id);
  const visibleNow = current !== null && policy.visible(current, ctx.user);
  const serverView = visibleNow ? policy.project(current, user) : null;

  if (!policy.schema) throw refuse('forbidden', `${policy.name} are read-only on devices`);
  const { seq: _seq, ...sent } = raw;
  const parsed = policy.schema.safeParse(sent);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? issue.path.join('.') : 'document';
    throw refuse('invalid', `${where}: ${issue?.message ?? 'invalid'}`);
  }
  const next = normalize(policy.mapping, parsed.data);
  // Deleting what the server does not have, or what the user may no longer see: the device
  // simply lets go of its copy.
  if (next._deleted === true && !visibleNow) return {};
  if (current && !visibleNow)
    throw refuse('outOfScope', 'This document is no longer available to you');
  if (serverView && sameDocument(serverView, next, policy.serverOwned)) {
    return sameDocument(serverView, next) ? {} : { conflict: serverView };
  }

  let target = next;
  let losing: readonly PushLosingValue[] = [];
  const base = row.assumedMasterState ? (row.assumedMasterState as Doc) : null;
  if (serverView && !(base && sameDocument(base, serverView))) {
    const merged = mergePush(
      base as JsonObject | null,
      next as JsonObject,
      serverView as JsonObject,
      ['seq', ...policy.serverOwned],
    );
    target = merged.merged as Doc;
    losing = merged.losing;
    if (sameDocument(target, serverView)) return { conflict: serverView, losing };
  }

  await policy.checkWrite(current, target, ctx);
  const full = policy.prepareWrite ? policy.prepareWrite(target, current, ctx) : target;
  await saveOne(tx, policy.mapping, full);
  // The pushing device has this state already (or gets it as a conflict right now).
  hints.add(hintFor(policy, full, user, ctx.sessionId));
  if (target === next && policy.serverOwned.length === 0 && !policy.prepareWrite) return {};
  const stored = await loadOne(tx, policy.mapping, id);
  const view = stored ? policy.project(stored, user) : bareTombstone(id);
  return sameDocument(view, next) ? {} : { conflict: view, losing };
}

/**
 * Applies a push. Rows for the same document: the last one wins (RxDB sends one per document).
 */
export async function pushDocuments(
  db: Database,
  policy: CollectionPolicy,
  user: SyncUser,
  rows: readonly PushRow[],
  now: Date,
  sessionId?: string,
): Promise<PushResponse<Doc>> {
  const byId = new Map<string, PushRow>();
  for (const row of rows) byId.set(String(row.newDocumentState.id), row);
  const conflicts: Doc[] = [];
  const losing: Record<string, readonly PushLosingValue[]> = {};
  const rejected: Record<string, { reason: Refusal['reason']; message: string }> = {};

  await db.transaction(async (outer) => {
    const tx = outer as unknown as Tx;
    const hints = new HintSet();
    // Locks in id order: two pushes over the same documents never wait on each other in a cycle.
    for (const id of [...byId.keys()].sort()) await lockKey(tx, `${policy.name}:${id}`);
    for (const [id, row] of byId) {
      const ctx: WriteContext = { tx, user, now, ...(sessionId ? { sessionId } : {}) };
      let outcome: RowOutcome;
      try {
        outcome = await tx.transaction(async (savepoint) => {
          const inner: WriteContext = { ...ctx, tx: savepoint as unknown as Tx };
          return policy.name === 'commands'
            ? pushCommand(row, inner, hints)
            : pushDocument(policy, row, inner, hints);
        });
      } catch (error) {
        const dataError = isDataError(error);
        const refusal =
          error instanceof Refusal
            ? error
            : dataError
              ? refuse('invalid', `The server could not store this change: ${dataError}`)
              : undefined;
        if (!refusal) throw error;
        outcome = { refusal };
      }
      if (outcome.refusal) {
        const current = await loadOne(tx, policy.mapping, id);
        const view =
          current && policy.visible(current, user)
            ? policy.project(current, user)
            : bareTombstone(id);
        if (policy.name !== 'syncRejections') {
          await recordRejection(
            tx,
            user,
            policy.name,
            id,
            row.newDocumentState as Doc,
            outcome.refusal,
            now,
          );
          hints.add({ collection: 'syncRejections', userIds: [user.id] });
        }
        rejected[id] = { reason: outcome.refusal.reason, message: outcome.refusal.message };
        conflicts.push(view);
        continue;
      }
      if (outcome.conflict) conflicts.push(outcome.conflict);
      if (outcome.losing && outcome.losing.length > 0) losing[id] = outcome.losing;
    }
    await notifyHints(tx, hints);
  });
  return { conflicts, losing, rejected };
}

// One document write by the collection's rules, shared by the push (push.ts) and the REST
// resources (rest/): parse with the policy's schema, judge scope and visibility, skip a write
// equal to the stored state, merge against the writer's assumed master state, check the rules,
// prepare, save, hint. ARCHITECTURE.md "Screens and REST calls": no scope or write rule exists
// twice. The caller owns the transaction, the advisory lock on the document and the NOTIFY of
// the collected hints (notifyHints, in the same transaction).
import { mergePush, type JsonObject, type PushLosingValue } from '@portal/shared';
import type { Doc } from '../db/mapping/index.ts';
import { loadOne, normalize, sameDocument, saveOne } from './documents.ts';
import type { Hint, HintSet } from './hints.ts';
import { refuse, type CollectionPolicy, type SyncUser, type WriteContext } from './policy.ts';

export interface WriteOutcome {
  /** The server state the writer must take, when it differs from what was sent. */
  readonly conflict?: Doc;
  /** Fields both sides changed: the server kept its value (decision 0014). */
  readonly losing?: readonly PushLosingValue[];
}

const bareTombstone = (id: string): Doc => ({ id, _deleted: true });

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

/** Integrity and data errors (SQLSTATE 22, 23) mean this document cannot be stored: a
 * refusal, not a retry (decision 0014). Answers the database's message, or undefined. */
export function dataErrorOf(error: unknown): string | undefined {
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

/**
 * Writes `sent` (a whole document; its seq is ignored) by the policy's rules. `assumed` is the
 * state the writer changed (the push's assumedMasterState; a REST write passes the state it
 * read under the lock, so nothing merges); null for a new document or a blind write. Throws a
 * Refusal when the rules refuse. The hint goes to every device of the collection except the
 * writing session's (`ctx.sessionId`; a REST write has none, so its own devices hear it too).
 */
export async function writeDocument(
  policy: CollectionPolicy,
  sent: Doc,
  assumed: Doc | null,
  ctx: WriteContext,
  hints: HintSet,
): Promise<WriteOutcome> {
  const { tx, user } = ctx;
  const id = String(sent.id);
  const current = await loadOne(tx, policy.mapping, id);
  const visibleNow = current !== null && policy.visible(current, user);
  const serverView = visibleNow ? policy.project(current, user) : null;

  if (!policy.schema) throw refuse('forbidden', `${policy.name} are read-only on devices`);
  const { seq: _seq, ...fields } = sent;
  const parsed = policy.schema.safeParse(fields);
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
  if (serverView && !(assumed && sameDocument(assumed, serverView))) {
    const merged = mergePush(
      assumed as JsonObject | null,
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
  // The writing device has this state already (or gets it as a conflict right now).
  hints.add(hintFor(policy, full, user, ctx.sessionId));
  if (target === next && policy.serverOwned.length === 0 && !policy.prepareWrite) return {};
  const stored = await loadOne(tx, policy.mapping, id);
  const view = stored ? policy.project(stored, user) : bareTombstone(id);
  return sameDocument(view, next) ? {} : { conflict: view, losing };
}

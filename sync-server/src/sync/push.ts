// The push: RxDB's rows { assumedMasterState, newDocumentState } for one collection, in one
// transaction, each row in its own savepoint under an advisory lock on its document (so two
// devices, or two server processes, never interleave on one document).
//
// Per row, the shared document write (write.ts): validate with the shared schema; a write equal
// to the stored state is a no-op (a retried push after a lost answer applies nothing twice);
// when the server moved on since the device's assumed master state, merge field by field
// (shared mergePush: both-changed fields keep the server's value and are reported as losing
// values); check the collection's rules and permissions; write. A refused row is answered as a
// conflict carrying the server's version and recorded as a sync rejection. Commands are
// executed here (commands/).
import type { PushLosingValue, PushResponse, PushRow } from '@portal/shared';
import type { Database } from '../db/client.ts';
import type { Doc } from '../db/mapping/index.ts';
import { pushCommand } from './commands/push-command.ts';
import { loadOne, lockKey } from './documents.ts';
import { HintSet, notifyHints } from './hints.ts';
import {
  Refusal,
  refuse,
  type CollectionPolicy,
  type SyncUser,
  type Tx,
  type WriteContext,
} from './policy.ts';
import { recordRejection } from './rejections.ts';
import { dataErrorOf, writeDocument } from './write.ts';

export interface RowOutcome {
  /** The server state the device must take, when it differs from what was sent. */
  readonly conflict?: Doc;
  readonly losing?: readonly PushLosingValue[];
  readonly refusal?: Refusal;
}

const bareTombstone = (id: string): Doc => ({ id, _deleted: true });

/** One pushed row: the shared document write (write.ts) against its assumed master state. */
function pushDocument(
  policy: CollectionPolicy,
  row: PushRow,
  ctx: WriteContext,
  hints: HintSet,
): Promise<RowOutcome> {
  const assumed = row.assumedMasterState ? (row.assumedMasterState as Doc) : null;
  return writeDocument(policy, row.newDocumentState as Doc, assumed, ctx, hints);
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
        const dataError = dataErrorOf(error);
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

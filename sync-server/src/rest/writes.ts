// The write half of the REST resources: one transaction per request, the documents' advisory
// locks (the same keys as the push, so a REST write and a device's push never interleave on one
// document), the shared document write (sync/write.ts), and the hints NOTIFYed in the same
// transaction: the devices hear a REST write exactly as they hear a push. A REST write has no
// origin session, so the writer's own devices are told too.
import type { SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Doc } from '../db/mapping/index.ts';
import { ApiError } from '../http/errors.ts';
import type { AppEnv } from '../router.ts';
import { loadOne, lockKey } from '../sync/documents.ts';
import { HintSet, notifyHints } from '../sync/hints.ts';
import {
  refuse,
  type CollectionPolicy,
  type SyncUser,
  type Tx,
  type WriteContext,
} from '../sync/policy.ts';
import { getVisible } from '../sync/read.ts';
import { writeDocument } from '../sync/write.ts';
import { answeringRefusals } from './refusals.ts';

/** One change of a stored document: `apply` turns it (as its writer sees it) into the next. */
export interface Change {
  readonly id: string;
  /** Narrows which documents the change may touch (a path part); else 404. */
  readonly where?: SQL | undefined;
  apply(current: Doc): Doc;
}

/** The open write transaction of a request. */
export interface Writer {
  readonly ctx: WriteContext;
  readonly hints: HintSet;
}

/** Runs `body` in one transaction; refusals become their 4xx (and roll everything back). */
export function inWrite<T>(
  c: Context<AppEnv>,
  user: SyncUser,
  body: (w: Writer) => Promise<T>,
): Promise<T> {
  const { db, now } = c.get('deps');
  return answeringRefusals(() =>
    db.transaction(async (outer) => {
      const tx = outer as unknown as Tx;
      const w: Writer = { ctx: { tx, user, now: now() }, hints: new HintSet() };
      const result = await body(w);
      await notifyHints(tx, w.hints);
      return result;
    }),
  );
}

export const writeChange = {
  /** The push's advisory locks, in id order (two writers never wait on each other in a cycle). */
  async lock(w: Writer, policy: CollectionPolicy, ids: readonly string[]): Promise<void> {
    for (const id of [...new Set(ids)].sort()) await lockKey(w.ctx.tx, `${policy.name}:${id}`);
  },

  /** A new document; 409 already_exists when the id is stored (even as a tombstone). */
  async create(w: Writer, policy: CollectionPolicy, doc: Doc): Promise<void> {
    const id = String(doc.id);
    await writeChange.lock(w, policy, [id]);
    if (await loadOne(w.ctx.tx, policy.mapping, id)) {
      throw new ApiError(409, 'already_exists', `${id} exists already`);
    }
    await writeDocument(policy, doc, null, w.ctx, w.hints);
  },

  /**
   * Changes a stored document the user sees (read under the caller's lock, so it is the
   * assumed state and nothing merges). A document the user cannot see is a 404, or, with
   * `required` false, skipped (answers false).
   */
  async update(w: Writer, policy: CollectionPolicy, change: Change, required = true) {
    const current = await getVisible(w.ctx.tx, policy, w.ctx.user, change.id, change.where);
    if (!current) {
      if (!required) return false;
      throw new ApiError(404, 'not_found', `No document ${change.id}`);
    }
    await writeDocument(policy, change.apply(current), current, w.ctx, w.hints);
    return true;
  },

  /** The stored document as its writer sees it. A write that would leave its writer unable to
   * see the result is refused (decision 0028): a REST answer is what the writer's pull holds. */
  async view(w: Writer, policy: CollectionPolicy, id: string): Promise<Doc> {
    const doc = await getVisible(w.ctx.tx, policy, w.ctx.user, id);
    if (!doc) throw refuse('forbidden', 'This change would take the document out of your reach');
    return doc;
  },
};

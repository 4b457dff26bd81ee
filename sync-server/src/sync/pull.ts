// The pull: documents after a (txid, seq) checkpoint, only rows whose writing transaction is
// older than every transaction still in flight (so a late commit can never hide behind an
// advanced checkpoint), in one consistent snapshot, projected for the user. Rows the area
// prefilter passes but the user may not see come as bare tombstones: documents that left
// the user's scope disappear from the device on this pull.
import { count, sql } from 'drizzle-orm';
import {
  INITIAL_CHECKPOINT,
  type Checkpoint,
  type PullQuery,
  type PullResponse,
} from '@portal/shared';
import type { Database } from '../db/client.ts';
import type { Doc, Row } from '../db/mapping/index.ts';
import type { CollectionPolicy, SyncUser } from './policy.ts';
import { assemble, columnOf, loadByIds, where } from './documents.ts';

/** Only rows of transactions that ended before the oldest one still running. */
const SETTLED = sql`pg_snapshot_xmin(pg_current_snapshot())::text::bigint`;

export async function pullDocuments(
  db: Database,
  policy: CollectionPolicy,
  user: SyncUser,
  query: PullQuery,
  scope: string,
): Promise<PullResponse<Doc>> {
  const reset = query.scope !== '' && query.scope !== scope;
  const from: Checkpoint = reset ? INITIAL_CHECKPOINT : { txid: query.txid, seq: query.seq, scope };
  // Nothing on the device to remove: leave out tombstones of documents it cannot hold.
  const fresh = reset || query.scope === '' || query.fresh === '1';
  const area = policy.area(user);
  const empty = (): PullResponse<Doc> => ({
    documents: [],
    checkpoint: { txid: from.txid, seq: from.seq, scope },
    scope,
    reset,
    more: false,
    ...(query.total === '1' ? { remaining: 0 } : {}),
  });
  if (area === 'none') return empty();

  const table = policy.mapping.spec.table;
  const txid = columnOf(table, 'txid');
  const seq = columnOf(table, 'seq');
  const after = where(
    sql`${txid} < ${SETTLED}`,
    sql`(${txid}, ${seq}) > (${from.txid}::bigint, ${from.seq}::bigint)`,
    area,
  );

  return db.transaction(
    async (tx) => {
      const rows = (await tx
        .select()
        .from(table)
        .where(after)
        .orderBy(txid, seq)
        .limit(query.limit)) as Row[];
      const last = rows.at(-1);
      if (!last) return empty();
      // Whole documents (children included) of exactly these rows; same snapshot.
      const docs = await assemble(tx as unknown as Database, policy.mapping, rows);
      const documents: Doc[] = [];
      for (const doc of docs) {
        const visible = policy.visible(doc, user);
        if (visible && doc._deleted !== true) documents.push(policy.project(doc, user));
        else if (!fresh) {
          // A tombstone: the document's own (projected) when the user may see it, a bare one
          // otherwise (its content never leaves the server).
          documents.push(
            visible ? policy.project(doc, user) : { id: doc.id, _deleted: true, seq: doc.seq },
          );
        }
      }
      // Counted in the same snapshot as the page.
      const remaining =
        query.total === '1'
          ? await countAfter(tx as unknown as Database, policy, user, {
              txid: String(last.txid),
              seq: String(last.seq),
            })
          : undefined;
      return {
        documents,
        checkpoint: { txid: String(last.txid), seq: String(last.seq), scope },
        scope,
        reset,
        more: rows.length === query.limit,
        ...(remaining === undefined ? {} : { remaining }),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** Whole documents by id that the user may see (the first screen's products). */
export async function documentsById(
  db: Database,
  policy: CollectionPolicy,
  user: SyncUser,
  ids: readonly string[],
): Promise<Doc[]> {
  if (ids.length === 0 || policy.area(user) === 'none') return [];
  const docs = await loadByIds(db, policy.mapping, [...new Set(ids)]);
  return docs
    .filter((d) => d._deleted !== true && policy.visible(d, user))
    .map((d) => policy.project(d, user));
}

/** Rows after a checkpoint that a pull for this user would read (the tail of a pull chain). */
export async function countAfter(
  db: Database,
  policy: CollectionPolicy,
  user: SyncUser,
  end: { txid: string; seq: string },
): Promise<number> {
  const area = policy.area(user);
  if (area === 'none') return 0;
  const table = policy.mapping.spec.table;
  const txid = columnOf(table, 'txid');
  const seq = columnOf(table, 'seq');
  const [c] = await db
    .select({ n: count() })
    .from(table)
    .where(
      where(
        sql`${txid} < ${SETTLED}`,
        sql`(${txid}, ${seq}) > (${end.txid}::bigint, ${end.seq}::bigint)`,
        area,
      ),
    );
  return c?.n ?? 0;
}

// The pull: documents after a (txid, seq) checkpoint, only rows whose writing transaction is
// older than every transaction still in flight (so a late commit can never hide behind an
// advanced checkpoint), in one consistent snapshot, projected for the user. Rows the area
// prefilter passes but the user may not see come as bare tombstones: documents that left
// the user's scope disappear from the device on this pull.
import { count, sql, type SQL } from 'drizzle-orm';
import {
  INITIAL_CHECKPOINT,
  PULL_LINE_KEYS,
  formatPullLine,
  type Checkpoint,
  type PullQuery,
} from '@portal/shared';
import type { Database } from '../db/client.ts';
import { readJsonPage, type Doc, type Row } from '../db/mapping/index.ts';
import type { CollectionPolicy, SyncUser } from './policy.ts';
import { assemble, columnOf, loadByIds, where } from './documents.ts';

/** Only rows of transactions that ended before the oldest one still running. */
const SETTLED = sql`pg_snapshot_xmin(pg_current_snapshot())::text::bigint`;

/** One pull page, its documents already serialized (one JSON array text, or lines with
 * `format=lines`: shared pull-lines.ts). */
export interface PulledPage {
  readonly documents: string;
  readonly count: number;
  readonly checkpoint: Checkpoint;
  readonly reset: boolean;
  readonly more: boolean;
  readonly remaining?: number;
}

export async function pullDocuments(
  db: Database,
  policy: CollectionPolicy,
  user: SyncUser,
  query: PullQuery,
  scope: string,
): Promise<PulledPage> {
  const reset = query.scope !== '' && query.scope !== scope;
  const from: Checkpoint = reset ? INITIAL_CHECKPOINT : { txid: query.txid, seq: query.seq, scope };
  // Nothing on the device to remove: leave out tombstones of documents it cannot hold.
  const fresh = reset || query.scope === '' || query.fresh === '1';
  const area = policy.area(user);
  const lines = query.format === 'lines';
  const empty = (): PulledPage => ({
    documents: lines ? '' : '[]',
    count: 0,
    checkpoint: { txid: from.txid, seq: from.seq, scope },
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
  const read = policy.projectSql ? readAsJson : readInScript;

  return db.transaction(
    async (tx) => {
      const page = await read(
        tx as unknown as Database,
        policy,
        user,
        after,
        query.limit,
        fresh,
        lines,
      );
      if (!page.last) return empty();
      const last = { txid: String(page.last.txid), seq: String(page.last.seq) };
      // Counted in the same snapshot as the page.
      const remaining =
        query.total === '1'
          ? await countAfter(tx as unknown as Database, policy, user, last)
          : undefined;
      return {
        documents: page.documents,
        count: page.count,
        checkpoint: { ...last, scope },
        reset,
        more: page.rows === query.limit,
        ...(remaining === undefined ? {} : { remaining }),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

interface ReadPage {
  readonly documents: string;
  readonly count: number;
  /** Rows read (the page is full when they reach the limit), and the last one's position. */
  readonly rows: number;
  readonly last: { readonly txid: unknown; readonly seq: unknown } | undefined;
}

type Read = (
  tx: Database,
  policy: CollectionPolicy,
  user: SyncUser,
  after: SQL | undefined,
  limit: number,
  fresh: boolean,
  lines: boolean,
) => Promise<ReadPage>;

/** Rows mapped to documents and judged by the policy in TypeScript. */
const readInScript: Read = async (tx, policy, user, after, limit, fresh, lines) => {
  const table = policy.mapping.spec.table;
  const rows = (await tx
    .select()
    .from(table)
    .where(after)
    .orderBy(columnOf(table, 'txid'), columnOf(table, 'seq'))
    .limit(limit)) as Row[];
  // Whole documents (children included) of exactly these rows; same snapshot.
  const docs = await assemble(tx, policy.mapping, rows);
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
  const last = rows.at(-1);
  return {
    documents: lines ? documents.map(formatPullLine).join('\n') : JSON.stringify(documents),
    count: documents.length,
    rows: rows.length,
    last: last && { txid: last.txid, seq: last.seq },
  };
};

/** Documents built as JSON text by the database, projected by the policy's SQL (every row in
 * the area is visible, so a deleted one is the document's own tombstone). */
const readAsJson: Read = async (tx, policy, user, after, limit, fresh, lines) => {
  const page = await readJsonPage(tx, policy.mapping, {
    where: after,
    limit,
    tombstones: !fresh,
    childFilters: policy.projectSql!(user),
    ...(lines ? { lineKeys: PULL_LINE_KEYS } : {}),
  });
  return {
    documents: page.documents,
    count: page.count,
    rows: page.rows,
    last: page.txid === null ? undefined : { txid: page.txid, seq: page.seq },
  };
};

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

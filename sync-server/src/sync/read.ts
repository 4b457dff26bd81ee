// Reads by the collection's rules for the REST resources (rest/): the policy's SQL prefilter
// (`area`), then its `visible` and `project` in TypeScript, exactly as the pull serves
// documents (pull.ts), so a REST read never needs a second copy of a scope rule
// (ARCHITECTURE.md "Screens and REST calls"). Tombstones are never listed.
//
// Paging stays honest when `visible` drops rows the prefilter passed: rows are read in the
// list's order, batch after batch, until the page is full (and, for the total, to the end).
// Only a policy with `projectSql` promises that its area is its scope (policy.ts), so only
// there the page is a plain SQL LIMIT/OFFSET and the total a SQL count.
import { asc, count, desc, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { loadDocuments, type Doc, type Row } from '../db/mapping/index.ts';
import { assemble, columnOf, where } from './documents.ts';
import type { CollectionPolicy, SyncUser } from './policy.ts';

export interface SortKey {
  /** A document field that is a column of the collection's table (same name). */
  readonly field: string;
  readonly direction: 'asc' | 'desc';
}

export interface ListQuery {
  /** Narrows the list (SQL over the collection's table); the policy's area always applies. */
  readonly where?: SQL | undefined;
  /** The list's order; the id always breaks ties, so pages never overlap. */
  readonly orderBy?: readonly SortKey[];
  readonly limit: number;
  readonly skip: number;
  /** Count every visible match (`totalCount`). */
  readonly count?: boolean;
}

export interface ListPage {
  /** Projected documents, as the user's pull gives them. */
  readonly data: Doc[];
  readonly totalCount?: number;
}

/** Rows per read while looking for visible documents. */
const READ_BATCH_MIN = 100;
const READ_BATCH_MAX = 1_000;

const SNAPSHOT = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;

function conditions(policy: CollectionPolicy, user: SyncUser, extra: SQL | undefined) {
  const area = policy.area(user);
  if (area === 'none') return 'none' as const;
  const table = policy.mapping.spec.table;
  return where(sql`not ${columnOf(table, 'deleted')}`, area, extra);
}

/**
 * One page of the documents the user may see, in the given order, and optionally how many
 * there are in all. One repeatable-read snapshot, so the page and the total agree.
 */
export function listVisible(
  db: Database,
  policy: CollectionPolicy,
  user: SyncUser,
  query: ListQuery,
): Promise<ListPage> {
  return db.transaction(
    (tx) => readVisible(tx as unknown as Database, policy, user, query),
    SNAPSHOT,
  );
}

/** listVisible inside a transaction the caller holds (a write that reads what it changes). */
export async function readVisible(
  tx: Database,
  policy: CollectionPolicy,
  user: SyncUser,
  query: ListQuery,
): Promise<ListPage> {
  const filter = conditions(policy, user, query.where);
  if (filter === 'none') return { data: [], ...(query.count ? { totalCount: 0 } : {}) };
  const table = policy.mapping.spec.table;
  const order = [
    ...(query.orderBy ?? []).map((k) =>
      k.direction === 'desc' ? desc(columnOf(table, k.field)) : asc(columnOf(table, k.field)),
    ),
    asc(columnOf(table, 'id')),
  ];
  const rowsAt = (offset: number, limit: number) =>
    tx
      .select()
      .from(table)
      .where(filter)
      .orderBy(...order)
      .limit(limit)
      .offset(offset) as Promise<Row[]>;

  if (policy.projectSql) {
    // The area is the scope (policy.ts `projectSql`): SQL pages and counts are exact.
    const rows = query.limit > 0 ? await rowsAt(query.skip, query.limit) : [];
    const docs = await assemble(tx, policy.mapping, rows);
    const data = docs.map((d) => policy.project(d, user));
    if (!query.count) return { data };
    const [c] = await tx.select({ n: count() }).from(table).where(filter);
    return { data, totalCount: c?.n ?? 0 };
  }
  const batch = Math.min(READ_BATCH_MAX, Math.max(READ_BATCH_MIN, query.skip + query.limit));
  const data: Doc[] = [];
  let seen = 0;
  for (let offset = 0; ; offset += batch) {
    const rows = await rowsAt(offset, batch);
    for (const doc of await assemble(tx, policy.mapping, rows)) {
      if (!policy.visible(doc, user)) continue;
      seen += 1;
      if (seen > query.skip && data.length < query.limit) data.push(policy.project(doc, user));
    }
    if (rows.length < batch) break;
    if (!query.count && data.length >= query.limit) break;
  }
  return query.count ? { data, totalCount: seen } : { data };
}

/** The document with this id as the user's pull gives it, or null when the user may not see
 * it (or it is deleted, or `extra` excludes it). */
export async function getVisible(
  db: Database,
  policy: CollectionPolicy,
  user: SyncUser,
  id: string,
  extra?: SQL,
): Promise<Doc | null> {
  const table = policy.mapping.spec.table;
  const filter = conditions(policy, user, where(sql`${columnOf(table, 'id')} = ${id}`, extra));
  if (filter === 'none') return null;
  const [doc] = await loadDocuments(db, policy.mapping, filter);
  return doc && policy.visible(doc, user) ? policy.project(doc, user) : null;
}

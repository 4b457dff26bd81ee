// Whole-document reads and writes through a mapping: the parent row and its child rows in one
// transaction. Used by the sync work (apply a pushed document, read documents for a pull), the
// demo-data generator and the tests.
import { getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../client.ts';
import type { Mapping, Row } from './generic.ts';

/** Postgres takes at most 65,535 bind parameters per statement. */
const MAX_PARAMS = 60_000;

function column(table: PgTable, key: string): PgColumn {
  const c = (getTableColumns(table) as Record<string, PgColumn>)[key];
  if (!c) throw new Error(`no column ${key}`);
  return c;
}

function chunks<T>(items: readonly T[], width: number): T[][] {
  const size = Math.max(1, Math.floor(MAX_PARAMS / Math.max(1, width)));
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

async function upsert(tx: Tx, table: PgTable, rows: readonly Row[]): Promise<void> {
  if (rows.length === 0) return;
  // Only columns every row carries are overwritten on conflict: a column left to its database
  // default (order_number) keeps its stored value.
  const keys = Object.keys(rows[0]!).filter(
    (k) => k !== 'id' && rows.every((r) => Object.hasOwn(r, k)),
  );
  const set = Object.fromEntries(
    keys.map((k) => [k, sql.raw(`excluded.${JSON.stringify(column(table, k).name)}`)]),
  );
  for (const part of chunks(rows, Object.keys(rows[0]!).length)) {
    await tx
      .insert(table)
      .values(part as never)
      .onConflictDoUpdate({ target: column(table, 'id'), set });
  }
}

/**
 * Writes documents: upserts the parent rows and replaces their child rows. The triggers stamp
 * every written row with a new seq (one parent stamp per document and transaction).
 */
export async function saveDocuments<D>(
  db: Database,
  mapping: Mapping<D>,
  docs: readonly D[],
): Promise<void> {
  if (docs.length === 0) return;
  const sets = docs.map((d) => mapping.toRow(d));
  const ids = sets.map((s) => s.row.id as string);
  await db.transaction(async (tx) => {
    await upsert(
      tx,
      mapping.spec.table,
      sets.map((s) => s.row),
    );
    for (const [i, child] of (mapping.spec.children ?? []).entries()) {
      await tx.delete(child.table).where(inArray(column(child.table, child.foreignKey), ids));
      const rows = sets.flatMap((s) => s.children[i]?.rows ?? []);
      for (const part of chunks(rows, Object.keys(rows[0] ?? {}).length)) {
        await tx.insert(child.table).values(part as never);
      }
    }
  });
}

/** Reads whole documents (tombstones included) whose parent rows match `where`. */
export async function loadDocuments<D>(
  db: Database,
  mapping: Mapping<D>,
  where?: SQL,
): Promise<D[]> {
  const table = mapping.spec.table;
  const parents = (await db
    .select()
    .from(table)
    .where(where)
    .orderBy(column(table, 'seq'))) as Row[];
  if (parents.length === 0) return [];
  const ids = parents.map((p) => p.id as string);
  const byField: Record<string, Map<string, Row[]>> = {};
  for (const child of mapping.spec.children ?? []) {
    const grouped = new Map<string, Row[]>();
    for (const part of chunks(ids, 1)) {
      const rows = (await db
        .select()
        .from(child.table)
        .where(inArray(column(child.table, child.foreignKey), part))) as Row[];
      for (const r of rows) {
        const key = r[child.foreignKey] as string;
        const list = grouped.get(key);
        if (list) list.push(r);
        else grouped.set(key, [r]);
      }
    }
    byField[child.field] = grouped;
  }
  return parents.map((p) =>
    mapping.fromRow(
      p,
      Object.fromEntries(
        Object.entries(byField).map(([field, m]) => [field, m.get(p.id as string) ?? []]),
      ),
    ),
  );
}

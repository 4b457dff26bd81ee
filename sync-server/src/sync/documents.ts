// Whole-document helpers for the sync work, over the mapping layer (db/mapping/): load by id,
// save, and normalize a pushed document the way storage would (ISO instants as the database
// answers them, absent fields dropped), so equality checks compare like with like.
import { getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { jsonEqual, type Json, type JsonObject } from '@portal/shared';
import {
  loadDocuments,
  saveDocuments,
  type Doc,
  type Mapping,
  type Row,
} from '../db/mapping/index.ts';
import type { Tx } from './policy.ts';

export function columnOf(table: PgTable, key: string): PgColumn {
  const c = (getTableColumns(table) as Record<string, PgColumn>)[key];
  if (!c) throw new Error(`no column ${key}`);
  return c;
}

/** Documents of parent rows already read (children loaded here, one query per child table). */
export async function assemble(
  tx: Tx,
  mapping: Mapping<Doc>,
  parents: readonly Row[],
): Promise<Doc[]> {
  if (parents.length === 0) return [];
  const ids = parents.map((p) => p.id as string);
  const children: Record<string, Map<string, Row[]>> = {};
  for (const child of mapping.spec.children ?? []) {
    const grouped = new Map<string, Row[]>();
    for (let i = 0; i < ids.length; i += 10_000) {
      const part = ids.slice(i, i + 10_000);
      const rows = (await tx
        .select()
        .from(child.table)
        .where(inArray(columnOf(child.table, child.foreignKey), part))) as Row[];
      for (const r of rows) {
        const key = r[child.foreignKey] as string;
        const list = grouped.get(key);
        if (list) list.push(r);
        else grouped.set(key, [r]);
      }
    }
    children[child.field] = grouped;
  }
  return parents.map((p) =>
    mapping.fromRow(
      p,
      Object.fromEntries(
        Object.entries(children).map(([field, m]) => [field, m.get(p.id as string) ?? []]),
      ),
    ),
  );
}

export async function loadByIds(
  tx: Tx,
  mapping: Mapping<Doc>,
  ids: readonly string[],
): Promise<Doc[]> {
  if (ids.length === 0) return [];
  return loadDocuments(tx, mapping, inArray(columnOf(mapping.spec.table, 'id'), [...ids]));
}

export async function loadOne(tx: Tx, mapping: Mapping<Doc>, id: string): Promise<Doc | null> {
  const [doc] = await loadByIds(tx, mapping, [id]);
  return doc ?? null;
}

export async function saveOne(tx: Tx, mapping: Mapping<Doc>, doc: Doc): Promise<void> {
  await saveDocuments(tx, mapping, [doc]);
}

/** The document as storage would give it back (without seq). */
export function normalize(mapping: Mapping<Doc>, doc: Doc): Doc {
  const set = mapping.toRow(doc);
  const children: Record<string, readonly Row[]> = {};
  for (const child of set.children) children[child.spec.field] = child.rows;
  const out = mapping.fromRow(set.row, children);
  delete out.seq;
  return out;
}

/** Equality of two documents, ignoring seq and the given server-owned fields. */
export function sameDocument(a: Doc, b: Doc, ignore: readonly string[] = []): boolean {
  const strip = (d: Doc): JsonObject => {
    const out: Record<string, unknown> = { ...d };
    delete out.seq;
    for (const f of ignore) delete out[f];
    return out as JsonObject;
  };
  return jsonEqual(strip(a) as Json, strip(b) as Json);
}

/** Serializes a transaction on one key across connections and server processes. */
export async function lockKey(tx: Tx, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

export const where = (...parts: (SQL | undefined)[]): SQL | undefined => {
  const present = parts.filter((p): p is SQL => p !== undefined);
  if (present.length === 0) return undefined;
  return sql.join(
    present.map((p) => sql`(${p})`),
    sql` and `,
  );
};

// Row ↔ document mapping, generic over the tables. Column properties are named exactly as the
// shared entity fields (camelCase in TypeScript, snake_case in SQL), so the mapping is:
//   `_deleted` ↔ `deleted`; `seq` (decimal string) ↔ `seq` (bigint); ISO instants ↔ timestamptz
//   (Date); absent optional fields ↔ NULL; nested arrays of child documents ↔ child rows.
// `txid` and `updated_at` never reach a document; `seq`, `txid` and `updated_at` are never taken
// from one (the sync_stamp trigger sets them).
import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

export type Row = Record<string, unknown>;
export type Doc = Record<string, unknown>;

/** Columns the server alone writes (the trigger) or that a document never carries. */
const SERVER_COLUMNS = new Set(['seq', 'txid', 'updatedAt']);

/** An embedded array of child documents stored as rows of a child table. */
export interface ChildSpec {
  /** The parent document's field holding the children (e.g. `locations`). */
  readonly field: string;
  readonly table: PgTable;
  /** The child table's property naming the parent id (e.g. `productId`). */
  readonly foreignKey: string;
  /** The child property keeping the array order: `position` is written from the index. */
  readonly orderBy: string;
}

export interface MappingSpec<D> {
  readonly table: PgTable;
  readonly children?: readonly ChildSpec[];
  /** Columns derived from the document for filtering (e.g. orders.customerId). */
  readonly derived?: {
    readonly columns: readonly string[];
    compute(doc: D): Row;
  };
}

export interface RowSet {
  readonly row: Row;
  /** Child rows per child table, in `children` order. */
  readonly children: readonly { readonly spec: ChildSpec; readonly rows: readonly Row[] }[];
}

export interface Mapping<D> {
  readonly spec: MappingSpec<D>;
  /** The parent row and the child rows of one document. */
  toRow(doc: D): RowSet;
  /** The document of a parent row and its child rows (keyed by child field). */
  fromRow(row: Row, children?: Readonly<Record<string, readonly Row[]>>): D;
}

function isInstantColumn(column: { dataType: string }): boolean {
  return column.dataType === 'date';
}

/**
 * The column values of one table taken from a document: every column is present (NULL for an
 * absent optional field, so an upsert clears it) except NOT NULL columns with a database
 * default (order_number, position), which are left to the database when absent.
 */
export function columnsOf(table: PgTable, doc: Doc, skip: ReadonlySet<string> = new Set()): Row {
  const row: Row = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (SERVER_COLUMNS.has(key) || skip.has(key)) continue;
    const value = key === 'deleted' ? (doc._deleted ?? false) : doc[key];
    if (value === undefined || value === null) {
      if (column.notNull && column.hasDefault) continue;
      row[key] = null;
    } else if (isInstantColumn(column) && typeof value === 'string') {
      row[key] = new Date(value);
    } else {
      row[key] = value;
    }
  }
  return row;
}

/** A document's fields from a row: NULLs dropped, instants as ISO strings, seq as a string. */
export function fieldsOf(row: Row, skip: ReadonlySet<string> = new Set()): Doc {
  const doc: Doc = {};
  for (const [key, value] of Object.entries(row)) {
    if (value === null || value === undefined || skip.has(key)) continue;
    if (key === 'txid' || key === 'updatedAt') continue;
    if (key === 'deleted') doc._deleted = value;
    else if (key === 'seq') doc.seq = String(value);
    else doc[key] = value instanceof Date ? value.toISOString() : value;
  }
  return doc;
}

/** Child rows carry their own sync columns, but an embedded child document has none. */
const CHILD_ONLY = ['deleted', 'seq'];

export function defineMapping<D>(spec: MappingSpec<D>): Mapping<D> {
  const children = spec.children ?? [];
  const parentSkip = new Set(children.map((c) => c.field));
  return {
    spec,
    toRow(doc) {
      const d = doc as Doc;
      const row = { ...columnsOf(spec.table, d, parentSkip), ...spec.derived?.compute(doc) };
      return {
        row,
        children: children.map((c) => {
          const items = (d[c.field] as readonly Doc[] | undefined) ?? [];
          return {
            spec: c,
            rows: items.map((item, index) => ({
              ...columnsOf(c.table, { ...item, _deleted: false }),
              [c.foreignKey]: d.id,
              ...(c.orderBy === 'position' ? { position: index } : {}),
            })),
          };
        }),
      };
    },
    fromRow(row, childRows = {}) {
      const doc = fieldsOf(row, new Set(spec.derived?.columns ?? []));
      for (const c of children) {
        const skip = new Set([c.foreignKey, 'position', ...CHILD_ONLY]);
        doc[c.field] = [...(childRows[c.field] ?? [])]
          .filter((r) => r.deleted !== true)
          .sort((a, b) => Number(a[c.orderBy]) - Number(b[c.orderBy]))
          .map((r) => fieldsOf(r, skip));
      }
      return doc as D;
    },
  };
}

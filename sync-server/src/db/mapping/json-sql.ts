// A document's JSON text built by Postgres, for the pull's hot path: the same document
// `mapping.fromRow` gives (generic.ts: NULLs dropped, instants as `toISOString()` strings,
// `deleted` as `_deleted`, seq as a decimal string, children without their sync columns and in
// their order), but serialized in C inside the database instead of mapped and stringified
// field by field in JavaScript (docs/decisions/0024-pull-documents-as-json-from-sql.md).
// `json-sql.test.ts` checks it against `fromRow` for every mapping on the demo data.
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { PgDialect, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../client.ts';
import type { Mapping } from './generic.ts';
import { selectRows } from './sql-rows.ts';

/** Columns a document never carries (generic.ts fieldsOf). */
const NEVER = new Set(['txid', 'updatedAt']);
/** Child rows carry their own sync columns and order, an embedded child document none. */
const CHILD_NEVER = new Set(['deleted', 'seq', 'position']);

/** A SQL string literal (our own field names: inlined rather than bound). */
const literal = (text: string): SQL => sql.raw(`'${text.replaceAll("'", "''")}'`);

/** The JSON text of one column's value, SQL NULL where the document leaves the field out. */
function valueJson(key: string, column: PgColumn): SQL {
  if (key === 'seq') return sql`to_json(${column}::text)::text`;
  switch (column.columnType) {
    case 'PgTimestamp':
      if (!(column as unknown as { withTimezone: boolean }).withTimezone) break;
      // Date#toISOString(): UTC, milliseconds (truncated, as the driver's Date is), 'Z'.
      return sql`to_json(to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text`;
    case 'PgJsonb':
    case 'PgJson':
      // A stored JSON null reads as null, which the document leaves out like SQL NULL.
      return sql`nullif(${column}::text, 'null')`;
    case 'PgText':
    case 'PgVarchar':
    case 'PgBoolean':
    case 'PgInteger':
    case 'PgSmallInt':
    case 'PgBigInt53':
    case 'PgDoublePrecision':
    case 'PgReal':
    case 'PgDateString':
      return sql`to_json(${column})::text`;
  }
  // A new kind of column must be taught here (and is caught by json-sql.test.ts).
  throw new Error(`readJsonPage: no JSON form for ${column.columnType} (${key})`);
}

/** concat_ws takes at most 100 arguments (FUNC_MAX_ARGS): longer lists are nested. */
const CONCAT_MAX = 90;

/** The parts joined by commas, NULL parts left out (one concat_ws: linear, unlike `||`
 * chains, which copy the growing text at every step). */
function joinParts(parts: readonly SQL[]): SQL {
  if (parts.length <= CONCAT_MAX) return sql`concat_ws(',', ${sql.join([...parts], sql`, `)})`;
  const groups: SQL[] = [];
  for (let i = 0; i < parts.length; i += CONCAT_MAX)
    groups.push(sql`nullif(${joinParts(parts.slice(i, i + CONCAT_MAX))}, '')`);
  return joinParts(groups);
}

const dialect = new PgDialect();
const texts = new WeakMap<PgTable, Map<string, SQL<string>>>();

/**
 * An expression over the table's columns as one raw SQL chunk, rendered once per table and
 * `key`: Drizzle walks a template of a hundred expressions on every query it builds, which
 * cost more than Postgres takes to run it (measured on the catalogue pull).
 */
function renderedOnce(table: PgTable, key: string, build: () => SQL): SQL<string> {
  let byTable = texts.get(table);
  if (!byTable) texts.set(table, (byTable = new Map()));
  let text = byTable.get(key);
  if (!text) {
    const query = dialect.sqlToQuery(build());
    // Only literals and columns: nothing is bound, so the text stands alone.
    if (query.params.length > 0) throw new Error(`${key}: unexpected bound parameter`);
    text = sql.raw(query.sql) as SQL<string>;
    byTable.set(key, text);
  }
  return text;
}

/** `objectJson`, rendered once per table and field set. */
const objectJsonOnce = (table: PgTable, skip: ReadonlySet<string>): SQL<string> =>
  renderedOnce(table, `object:${[...skip].sort().join(',')}`, () => objectJson(table, skip));

/** `{"a":…,"b":…}` of the table's row, fields in column order, NULL fields left out. */
function objectJson(table: PgTable, skip: ReadonlySet<string>): SQL {
  const parts: SQL[] = [];
  for (const [key, column] of Object.entries(getTableColumns(table) as Record<string, PgColumn>)) {
    if (NEVER.has(key) || skip.has(key)) continue;
    const name = key === 'deleted' ? '_deleted' : key;
    parts.push(sql`${literal(`${JSON.stringify(name)}:`)} || ${valueJson(key, column)}`);
  }
  return sql`'{' || ${joinParts(parts)} || '}'`;
}

/** `[k1,k2,…]` of the row's fields, null for a field the table lacks or the row leaves NULL;
 * rendered once per table and key list. */
function lineKeysJsonOnce(table: PgTable, keys: readonly string[]): SQL<string> {
  return renderedOnce(table, `keys:${keys.join(',')}`, () => {
    const columns = getTableColumns(table) as Record<string, PgColumn>;
    const parts = keys.map((key) => {
      const column = columns[key === '_deleted' ? 'deleted' : key];
      return column ? sql`coalesce(${valueJson(key, column)}, 'null')` : sql`'null'`;
    });
    return sql`'[' || ${joinParts(parts)} || ']'`;
  });
}

/** The document of the current row without its child arrays. */
function parentJson(mapping: Mapping<unknown>): SQL<string> {
  const { table, children = [], derived } = mapping.spec;
  const skip = new Set([...children.map((c) => c.field), ...(derived?.columns ?? [])]);
  return objectJsonOnce(table, skip);
}

export interface JsonPageQuery {
  /** Which parent rows (on the mapping's table), read in (txid, seq) order up to `limit`. */
  readonly where: SQL | undefined;
  readonly limit: number;
  /** Whether tombstones (deleted parents) are sent; they still count as rows read. */
  readonly tombstones: boolean;
  /** Per child field, which child rows the user may see (a projection that only drops child
   * rows, e.g. the catalogue's locations); a field without one keeps every live child. */
  readonly childFilters?: Readonly<Record<string, SQL | undefined>>;
  /** Documents as lines, each with these fields of the parent in front as a JSON array
   * (shared pull-lines.ts; `_deleted` included); one JSON array of documents without. */
  readonly lineKeys?: readonly string[];
}

/** One page: rows read, the last one's (txid, seq), and the documents as one JSON array (or as
 * lines, with `lineKeys`). */
export interface JsonPage {
  readonly rows: number;
  readonly count: number;
  readonly txid: string | null;
  readonly seq: string | null;
  readonly documents: string;
}

/**
 * A page of whole documents as one JSON array text, built by one statement: the parent rows,
 * each child table's live rows aggregated per parent in their order, stitched in the database.
 * One row comes back whatever the page size, so the driver decodes one text instead of
 * thousands of rows (measured on the catalogue pull, decision 0024).
 */
export async function readJsonPage(
  db: Pick<Database, 'execute'>,
  mapping: Mapping<unknown>,
  q: JsonPageQuery,
): Promise<JsonPage> {
  const { table, children = [] } = mapping.spec;
  const parent = getTableColumns(table) as Record<string, PgColumn>;
  const keys = q.lineKeys ? sql`, ${lineKeysJsonOnce(table, q.lineKeys)} as keys` : sql``;
  const ctes: SQL[] = [
    sql`page as (select ${parent.id!} as id, ${parent.txid!} as txid, ${parent.seq!} as seq, ${parent.deleted!} as deleted, ${parentJson(mapping)} as doc${keys} from ${table} where ${q.where ?? sql`true`} order by ${parent.txid!}, ${parent.seq!} limit ${q.limit})`,
  ];
  const joins: SQL[] = [];
  let doc = children.length > 0 ? sql`left(page.doc, -1)` : sql`page.doc`;
  children.forEach((child, i) => {
    const columns = getTableColumns(child.table) as Record<string, PgColumn>;
    const fk = columns[child.foreignKey]!;
    const filter = q.childFilters?.[child.field];
    const alias = sql.raw(`c${i}`);
    const item = objectJsonOnce(child.table, new Set([child.foreignKey, ...CHILD_NEVER]));
    ctes.push(
      sql`${alias} as (select ${fk} as parent, string_agg(${item}, ',' order by ${columns[child.orderBy]!}) as j from ${child.table} where ${fk} in (select id from page) and not ${columns.deleted!}${filter ? sql` and (${filter})` : sql``} group by ${fk})`,
    );
    joins.push(sql` left join ${alias} on ${alias}.parent = page.id`);
    doc = sql`${doc} || ${literal(`,${JSON.stringify(child.field)}:[`)} || coalesce(${alias}.j, '') || ']'`;
  });
  if (children.length > 0) doc = sql`${doc} || '}'`;
  const keep = q.tombstones ? sql`true` : sql`not page.deleted`;
  let documents = sql`'[' || coalesce(string_agg(${doc}, ',' order by page.txid, page.seq) filter (where ${keep}), '') || ']'`;
  if (q.lineKeys)
    documents = sql`coalesce(string_agg(page.keys || chr(9) || ${doc}, chr(10) order by page.txid, page.seq) filter (where ${keep}), '')`;
  const rows = await selectRows<{
    rows: number;
    count: number;
    txid: string | null;
    seq: string | null;
    documents: string;
  }>(
    db,
    sql`with ${sql.join(ctes, sql`, `)} select count(*)::int as rows, (count(*) filter (where ${keep}))::int as count, (array_agg(page.txid::text order by page.txid desc, page.seq desc))[1] as txid, (array_agg(page.seq::text order by page.txid desc, page.seq desc))[1] as seq, ${documents} as documents from page${sql.join(joins, sql``)}`,
  );
  const [row] = rows;
  if (!row) throw new Error('readJsonPage: no answer');
  return row;
}

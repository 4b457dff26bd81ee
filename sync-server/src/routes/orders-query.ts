// The order lists of spec 001 §2/§4 as SQL: the shared list selector (shared orders/lists.ts,
// the device's RxDB query of each list) and the query's equality filters are Mango selectors;
// `mangoSql` turns the subset they use ($and, $or, equality, $eq, $in with null for a missing
// field, $gte/$lt/$lte) into a condition on the orders table. The policy's visibility still
// decides each row (read.ts): this only narrows, it never widens. Decision 0057.
import {
  orderListSelector,
  ORDER_LIST_KIND,
  type MangoOperators,
  type MangoSelector,
  type MangoValue,
  type OrderKind,
  type OrderQuery,
  type OrderQueryFilter,
} from '@portal/shared';
import { and, eq, gte, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { orders } from '../db/schema/index.ts';
import { ApiError } from '../http/errors.ts';
import { columnOf } from '../sync/documents.ts';
import type { SyncUser } from '../sync/policy.ts';

/** A timestamp column compares with a Date (the columns are `mode: 'date'`). */
function valueFor(column: PgColumn, value: MangoValue): never {
  return (
    column.columnType === 'PgTimestamp' && typeof value === 'string' ? new Date(value) : value
  ) as never;
}

function fieldSql(field: string, condition: MangoOperators | MangoValue): SQL {
  const column = columnOf(orders, field);
  if (condition === null) return isNull(column);
  if (typeof condition !== 'object') return eq(column, valueFor(column, condition));
  const parts: SQL[] = [];
  for (const [op, value] of Object.entries(condition)) {
    if (op === '$eq') parts.push(fieldSql(field, value as MangoValue));
    else if (op === '$in') {
      const values = value as readonly MangoValue[];
      const present = values.filter((v) => v !== null).map((v) => valueFor(column, v));
      const alternatives: SQL[] = [];
      if (present.length > 0) alternatives.push(inArray(column, present));
      if (values.includes(null)) alternatives.push(isNull(column));
      parts.push(alternatives.length === 0 ? sql`false` : (or(...alternatives) as SQL));
    } else if (op === '$gte') parts.push(gte(column, valueFor(column, value as MangoValue)));
    else if (op === '$lt') parts.push(lt(column, valueFor(column, value as MangoValue)));
    else if (op === '$lte') parts.push(lte(column, valueFor(column, value as MangoValue)));
    else throw new Error(`mangoSql: ${op} is not supported`);
  }
  return and(...parts) as SQL;
}

/** The selector as a condition on the orders table (fields are the table's columns). */
export function mangoSql(selector: MangoSelector): SQL {
  const parts: SQL[] = [];
  for (const [key, value] of Object.entries(selector)) {
    if (value === undefined) continue;
    if (key === '$and' || key === '$or') {
      const inner = (value as readonly MangoSelector[]).map(mangoSql);
      parts.push((key === '$and' ? and(...inner) : or(...inner)) as SQL);
    } else {
      parts.push(fieldSql(key, value as MangoOperators | MangoValue));
    }
  }
  return parts.length === 0 ? sql`true` : (and(...parts) as SQL);
}

/** The equality filters as a selector (several values of one field are alternatives). */
export function filterSelector(filter: OrderQueryFilter | undefined): MangoSelector {
  const out: Record<string, MangoOperators | MangoValue> = {};
  for (const [field, value] of Object.entries(filter ?? {})) {
    if (value === undefined) continue;
    out[field] = Array.isArray(value) ? { $in: value as MangoValue[] } : (value as MangoValue);
  }
  return out;
}

/** The condition of one query on the path's kind: the kind, the list (its kind must be the
 * path's: else 400) and the filters. */
export function orderQueryWhere(
  kind: OrderKind,
  body: Pick<OrderQuery, 'list' | 'filter'>,
  user: SyncUser,
  now: Date,
): SQL {
  const clauses: MangoSelector[] = [{ type: kind }];
  if (body.list) {
    if (ORDER_LIST_KIND[body.list] !== kind) {
      throw new ApiError(400, 'bad_request', `The list ${body.list} is not a ${kind} order list`);
    }
    // The coordinator of the list is a filter (`filter.coordinator`), so it is not passed here.
    clauses.push(orderListSelector(body.list, { user, now }));
  }
  clauses.push(filterSelector(body.filter as OrderQueryFilter | undefined));
  return mangoSql({ $and: clauses });
}

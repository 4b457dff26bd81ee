// The pure half of PATCH /orders/{type}/{subtype}/batch/{id} (spec 001 §7): the order-level
// patch, line updates, adds, deletes and dropped products turned into the next order document.
// No rule is decided here: the result goes through the orders policy (editability, new line
// status, promo line moves: sync/policies/orders.ts), which refuses what it must. Decision 0057.
import { randomUUID } from 'node:crypto';
import {
  newLineStatus,
  ORDER_LINE_DEFAULTS,
  styleColorId,
  type EditabilityOrder,
  type OrderBatchCounts,
} from '@portal/shared';
import type { Doc } from '../db/mapping/index.ts';
import type { SyncUser } from '../sync/policy.ts';

export interface LineBatch {
  readonly patch?: Doc | undefined;
  readonly update?: readonly { _id?: string; identifier?: string; patch: Doc }[] | undefined;
  readonly add?: readonly Doc[] | undefined;
  readonly delete?: readonly { _id?: string; identifier?: string }[] | undefined;
  readonly dropProducts?: readonly { style: string; color: string }[] | undefined;
}

/** spec 001 §4 Order actions: a batch with no update, add, submit or status is a failure. */
export function isEmptyBatch(
  b: LineBatch & { submit?: boolean; markCompleted?: boolean; status?: string },
) {
  return (
    (b.patch === undefined || Object.keys(b.patch).length === 0) &&
    !b.update?.length &&
    !b.add?.length &&
    !b.delete?.length &&
    !b.dropProducts?.length &&
    b.submit !== true &&
    b.markCompleted !== true &&
    b.status === undefined
  );
}

/** spec 001 §9 default order values for a new sample or promo line (wholesale lines have none). */
export function lineDefaults(order: Doc, line: Doc): Doc {
  const kind = order.type;
  if (kind === 'wholesale') return {};
  const d = ORDER_LINE_DEFAULTS;
  const apparel = (line.productType ?? order.productType) === 'Apparel';
  return {
    quantity: d.quantity,
    side: kind === 'promo' || apparel ? d.side.promoOrApparel : d.side.otherwise,
    source: kind === 'promo' ? d.source.promo : d.source.otherwise,
    ...(kind === 'sample' ? { sizePreference: d.sizePreference.sample } : {}),
    shipper: d.shipper,
    returnType: d.returnType,
  };
}

/** Fields of a request row without its undefined and null values. */
const given = (row: Doc): Doc =>
  Object.fromEntries(Object.entries(row).filter(([, v]) => v !== undefined && v !== null));

/** The order's products list keeps every style/colour of its live lines (001 §3 products[]). */
function withProduct(products: Doc[], style: string, color: string): void {
  if (!products.some((p) => p.style === style && p.color === color)) {
    products.push({ id: styleColorId(style, color), style, color });
  }
}

/** A new line: its defaults under the row's values, its id, the status a new line starts in. */
export function newLine(order: Doc, row: Doc, user: SyncUser): Doc {
  const { _id, id, ...fields } = given(row);
  return {
    ...lineDefaults(order, fields),
    status: newLineStatus(order as unknown as EditabilityOrder, user),
    ...fields,
    id: String(_id ?? id ?? randomUUID()),
  };
}

export interface LineBatchResult {
  readonly order: Doc;
  readonly counts: OrderBatchCounts;
  /** Each add's line as it stands in the order, in request order. */
  readonly addedIds: readonly string[];
}

/**
 * Applies the line writes in the order patch, deletes, dropped products, adds, updates. An add
 * of a line id already there is an update; a delete, update or drop of an absent line is
 * skipped (spec 001 §4 Order actions). A delete marks the line Deleted (§4 Order line status).
 */
export function applyLineBatch(current: Doc, batch: LineBatch, user: SyncUser): LineBatchResult {
  const counts = { added: 0, updated: 0, deleted: 0, dropped: 0, skipped: 0 };
  const lines = ((current.lines as Doc[] | undefined) ?? []).map((l) => ({ ...l }));
  const products = ((current.products as Doc[] | undefined) ?? []).map((p) => ({ ...p }));
  const byId = new Map(lines.map((l) => [String(l.id), l]));
  const order: Doc = { ...current, ...given(batch.patch ?? {}) };

  for (const ref of batch.delete ?? []) {
    const line = byId.get(String(ref._id ?? ref.identifier));
    if (!line || line.status === 'Deleted') counts.skipped += 1;
    else {
      line.status = 'Deleted';
      counts.deleted += 1;
    }
  }
  let kept = products;
  for (const { style, color } of batch.dropProducts ?? []) {
    const before = kept.length;
    kept = kept.filter((p) => !(p.style === style && p.color === color));
    const live = lines.filter(
      (l) => l.style === style && l.color === color && l.status !== 'Deleted',
    );
    if (before === kept.length && live.length === 0) counts.skipped += 1;
    else counts.dropped += 1;
    for (const l of live) l.status = 'Deleted';
  }
  const addedIds: string[] = [];
  for (const row of batch.add ?? []) {
    const existing = byId.get(String(row._id ?? row.id ?? ''));
    if (existing) {
      const { _id: _ignored, id: _same, ...fields } = given(row);
      Object.assign(existing, fields);
      counts.updated += 1;
      addedIds.push(String(existing.id));
      continue;
    }
    const line = newLine(order, row, user);
    lines.push(line);
    byId.set(String(line.id), line);
    withProduct(kept, String(line.style), String(line.color));
    counts.added += 1;
    addedIds.push(String(line.id));
  }
  for (const row of batch.update ?? []) {
    const line = byId.get(String(row._id ?? row.identifier));
    if (!line) counts.skipped += 1;
    else {
      Object.assign(line, given(row.patch));
      if (line.style !== undefined && line.color !== undefined) {
        withProduct(kept, String(line.style), String(line.color));
      }
      counts.updated += 1;
    }
  }
  return { order: { ...order, lines, products: kept }, counts, addedIds };
}

// The pure half of PATCH /orders/{type}/{subtype}/batch/{id} (spec 001 §7): the order-level
// patch, line updates, adds, deletes and dropped products turned into the next order document.
// The add is the device's (shared `addProductLine`: the 001 §9 defaults with the size by gender
// and the availability at the order's location, a product already live in the order is an
// update). No other rule is decided here: the result goes through the orders policy
// (editability, line status and field rules: sync/policies/orders.ts), which refuses what it
// must. Decisions 0057, 0073.
import { randomUUID } from 'node:crypto';
import {
  addProductLine,
  inventorySourceAllowed,
  newLineStatus,
  ORDER_LINE_DEFAULTS,
  styleColorId,
  type AddedProduct,
  type EditabilityOrder,
  type OrderBatchCounts,
  type SizeAvailability,
} from '@portal/shared';
import type { Doc } from '../db/mapping/index.ts';
import { productOf } from '../sync/order-products.ts';
import type { SyncUser } from '../sync/policy.ts';

/** The server's catalogue products of the adds (sync/order-products.ts) and the day (UTC). */
export interface AddCatalogue {
  readonly products: ReadonlyMap<string, Doc>;
  readonly today: string;
}

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

/** Fields of a request row without its undefined and null values. */
const given = (row: Doc): Doc =>
  Object.fromEntries(Object.entries(row).filter(([, v]) => v !== undefined && v !== null));

/** The order's products list keeps every style/colour of its live lines (001 §3 products[]). */
function withProduct(products: Doc[], style: string, color: string): void {
  if (!products.some((p) => p.style === style && p.color === color)) {
    products.push({ id: styleColorId(style, color), style, color });
  }
}

/** The product an add names, with what the catalogue says of it (productType, gender, rows). */
function addedProduct(row: Doc, catalogue: AddCatalogue | undefined): AddedProduct {
  const known = catalogue ? productOf(catalogue.products, row.style, row.color) : undefined;
  const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
  return {
    style: String(row.style),
    color: String(row.color),
    productType: text(row.productType) ?? text(known?.productType),
    division: text(row.division) ?? text(known?.division),
    gender: text(known?.gender),
    locations: known?.locations as AddedProduct['locations'],
  };
}

/**
 * A new line: the shared add's line (defaults, size, availability, status) under the row's
 * values, its id. The availability is the server's (a caller's is not taken: it decides the
 * 'Inventory' source). A promo row that names a size but no source gets the source that size
 * allows (001 §5), as the default size's did.
 */
export function newLine(
  order: Doc,
  row: Doc,
  user: SyncUser,
  catalogue?: AddCatalogue,
  lines: readonly Doc[] = [],
): { line: Doc; present: Doc | null } {
  const { _id, id, availability: _theirs, ...fields } = given(row);
  const lineId = String(_id ?? id ?? randomUUID());
  const add = addProductLine(
    order as unknown as Parameters<typeof addProductLine>[0],
    lines as unknown as { id: string; style: string; color: string }[],
    addedProduct(row, catalogue),
    user,
    lineId,
    catalogue ? { today: catalogue.today } : undefined,
  );
  if (add.outcome === 'present') {
    return { line: fields, present: lines.find((l) => String(l.id) === add.lineId) ?? null };
  }
  const made = add.lines[add.lines.length - 1] as unknown as Doc;
  const line: Doc = {
    ...made,
    status: newLineStatus(order as unknown as EditabilityOrder, user),
    ...fields,
    id: lineId,
  };
  if (order.type === 'promo' && fields.source === undefined) {
    const allowed = inventorySourceAllowed(
      (line.availability as SizeAvailability[] | undefined) ?? [],
      line.size as string | undefined,
    );
    line.source = allowed ? ORDER_LINE_DEFAULTS.source.promo : ORDER_LINE_DEFAULTS.source.otherwise;
  }
  return { line, present: null };
}

export interface LineBatchResult {
  readonly order: Doc;
  readonly counts: OrderBatchCounts;
  /** Each add's line as it stands in the order, in request order. */
  readonly addedIds: readonly string[];
}

/**
 * Applies the line writes in the order patch, deletes, dropped products, adds, updates. An add
 * of a line id already there, or of a product already live in the order (same style/colour,
 * case-blind: shared `addProductLine` 'present'), is an update of that line; a delete, update
 * or drop of an absent line is skipped (spec 001 §4 Order actions). A delete marks the line
 * Deleted (§4 Order line status).
 */
export function applyLineBatch(
  current: Doc,
  batch: LineBatch,
  user: SyncUser,
  catalogue?: AddCatalogue,
): LineBatchResult {
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
    const { line, present } = newLine(order, row, user, catalogue, lines);
    if (present) {
      const { style: _style, color: _color, ...change } = line;
      Object.assign(present, change);
      counts.updated += 1;
      addedIds.push(String(present.id));
      continue;
    }
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

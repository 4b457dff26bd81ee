// The pure halves of the assortment batch calls (decision 0055): a products update payload
// (spec 000 §3 "Assortment updates") applied to an assortment's products, and the group-sort
// queue (000 §4 "Group sort") through the shared sort-screen rule. No I/O: the routes read the
// document under its lock, run these, and write the result through the assortments policy.
import {
  applyPricingEdit,
  isStyleWideField,
  styleColorId,
  styleWideTargets,
  type AssortmentProductProperties,
  type AssortmentProductsUpdate,
  applyMoves,
  layoutWrite,
  type LayoutGroup,
  type PricingField,
  type SortMove,
} from '@portal/shared';
import type { Doc } from '../db/mapping/index.ts';
import { refuse } from '../sync/policy.ts';

type Row = Doc & { style: string; color: string };

export interface UpdateCounts {
  added: number;
  updated: number;
  deleted: number;
  skipped: number;
  sorted: number;
  renamed: number;
}

/** The catalogue product's cost in minor units, or undefined when the catalogue has none. */
export type CostOf = (style: string, color: string) => number | undefined;

const PRICING_FIELDS = ['discountPercent', 'discountAmount', 'netCost'] as const;
const TEXT_FIELDS = ['label', 'styleNote', 'collectionStyleNote', 'pillar'] as const;
const REFUSALS = {
  // 000 §5 / §8: the toast text of an out-of-range percentage.
  discountPercentRange: 'Discount Percentage must be between 0-100',
  markupNeedsRetail: 'Markup edit requires a suggested retail price',
} as const;

const idOf = (r: { style: string; color: string }) => styleColorId(r.style, r.color);

/** Sets (or, for null, clears) one field of a row. */
function setField(row: Row, field: string, value: unknown): void {
  if (value === null || value === undefined) delete row[field];
  else row[field] = value;
}

/**
 * Applies a row's properties: text fields as given, a style note, collection style note or
 * pillar also on every colour of the style (000 §4, shared styleWideTargets), and each pricing
 * field through the shared applyPricingEdit with the catalogue cost (000 §4 "Discount and net
 * cost": the other two follow; without a cost only the edited field is stored).
 */
function applyProperties(
  rows: Row[],
  row: Row,
  props: AssortmentProductProperties,
  costOf: CostOf,
): void {
  for (const field of TEXT_FIELDS) {
    if (!(field in props)) continue;
    const value = props[field];
    setField(row, field, value);
    if (isStyleWideField(field)) {
      const targets = new Set(
        styleWideTargets(
          rows.map((r) => ({ id: idOf(r), style: r.style })),
          { id: idOf(row), style: row.style },
          field,
        ),
      );
      for (const other of rows) if (targets.has(idOf(other))) setField(other, field, value);
    }
  }
  for (const field of PRICING_FIELDS) {
    const value = props[field];
    if (value === undefined) continue;
    const cost = costOf(row.style, row.color);
    const outcome = applyPricingEdit(
      { ...(cost === undefined ? {} : { cost }), ...priceFields(row) },
      field satisfies PricingField,
      value,
    );
    if (!outcome.ok) {
      throw refuse('commandFailed', `${row.style} ${row.color}: ${REFUSALS[outcome.reason]}`);
    }
    for (const [key, v] of Object.entries(outcome.changes)) setField(row, key, v);
  }
}

function priceFields(row: Row) {
  const out: Record<string, number> = {};
  for (const f of PRICING_FIELDS) if (typeof row[f] === 'number') out[f] = row[f];
  return out;
}

const withoutKeys = (p: Record<string, unknown>) => {
  const { style: _s, color: _c, ...props } = p;
  return props as AssortmentProductProperties;
};

/**
 * The products after an update payload, in this order: deletions (an absent product is
 * skipped), renames, additions (a product already present becomes an update, 000 §4), updates
 * (an absent product is skipped), sorts; then the rows are ordered by their `sort`.
 */
export function applyProductsUpdate(
  products: readonly Doc[],
  update: AssortmentProductsUpdate,
  costOf: CostOf,
): { products: Doc[]; counts: UpdateCounts } {
  const counts: UpdateCounts = {
    added: 0,
    updated: 0,
    deleted: 0,
    skipped: 0,
    sorted: 0,
    renamed: 0,
  };
  let rows: Row[] = products.map((p) => ({ ...(p as Row) }));
  const find = (r: { style: string; color: string }) =>
    rows.find((x) => x.style === r.style && x.color === r.color);

  for (const del of update.deleteProducts ?? []) {
    const before = rows.length;
    rows = rows.filter((x) => !(x.style === del.style && x.color === del.color));
    if (rows.length < before) counts.deleted += 1;
    else counts.skipped += 1;
  }
  for (const ren of update.renameProducts ?? []) {
    const row = find(ren);
    if (!row) {
      counts.skipped += 1;
      continue;
    }
    const taken = find({ style: ren.newStyle, color: ren.newColor });
    if (taken && taken !== row) {
      throw refuse('conflict', `${ren.newStyle} ${ren.newColor} is in the assortment already`);
    }
    row.style = ren.newStyle;
    row.color = ren.newColor;
    counts.renamed += 1;
  }
  for (const add of update.addProducts ?? []) {
    const existing = find(add);
    if (existing) counts.updated += 1;
    else counts.added += 1;
    const row = existing ?? { style: add.style, color: add.color };
    if (!existing) rows.push(row);
    applyProperties(rows, row, withoutKeys(add), costOf);
  }
  for (const upd of update.updateProducts ?? []) {
    const row = find(upd);
    if (!row) {
      counts.skipped += 1;
      continue;
    }
    applyProperties(rows, row, upd.properties, costOf);
    counts.updated += 1;
  }
  for (const s of update.sortProducts ?? []) {
    const row = find(s);
    if (!row) {
      counts.skipped += 1;
      continue;
    }
    row.sort = s.sort;
    counts.sorted += 1;
  }
  if (counts.sorted > 0) {
    const key = (r: Row) => (typeof r.sort === 'number' ? r.sort : Number.MAX_SAFE_INTEGER);
    rows = rows
      .map((r, i) => ({ r, i }))
      .sort((a, b) => key(a.r) - key(b.r) || a.i - b.i)
      .map((x) => x.r);
  }
  return { products: rows, counts };
}

/** Whether the payload asks for nothing (000 §4: pending changes are sent only when some). */
export function isEmptyUpdate(update: AssortmentProductsUpdate): boolean {
  const lists = [
    update.addProducts,
    update.deleteProducts,
    update.updateProducts,
    update.sortProducts,
    update.renameProducts,
  ];
  return lists.every((l) => !l || l.length === 0) && update.patch?.uiSettings === undefined;
}

/**
 * The assortment after the queued moves (000 §4 group sort), by the shared sort-screen rule
 * (shared assortments/group-moves.ts, the one the device's sort screen applies): the display
 * groups in their new order with their ids and own settings kept, and every product's `sort`
 * its position shown. Unknown items change nothing; 'Uncategorized' stays last.
 */
export function groupSortWrite(current: Doc, moves: readonly SortMove[]) {
  const stored = ((current.displayGroups as Doc[] | undefined) ?? []).map(
    (g): Doc & { title: string; styles: Doc[] } => ({
      ...g,
      title: String(g.title),
      styles: (g.styles as Doc[] | undefined) ?? [],
    }),
  );
  const layout: LayoutGroup[] = stored.map((g) => ({
    title: g.title,
    locked: g.locked === true,
    alwaysOpen: g.alwaysOpen === true,
    styles: g.styles.map((s) => ({
      style: String(s.style),
      origIndex: typeof s.origIndex === 'number' ? s.origIndex : 0,
      colors: (s.colors as string[] | undefined) ?? [],
    })),
  }));
  const byTitle = new Map(stored.map((g) => [g.title, g]));
  const written = layoutWrite(
    applyMoves(layout, moves),
    (current.products as Row[] | undefined) ?? [],
    new Map(stored.map((g) => [g.title, String(g.id)])),
    (n) => `${String(current.id)}-g${n + 1}`,
  );
  return {
    products: written.products,
    displayGroups: written.displayGroups.map((g) => {
      const { styles: _styles, index: _index, ...own }: Doc = byTitle.get(g.title) ?? {};
      // A stored group keeps its open state; the rule opens only always-open new ones.
      return { ...own, ...g, ...(own.openState === undefined ? {} : { openState: own.openState }) };
    }),
  };
}

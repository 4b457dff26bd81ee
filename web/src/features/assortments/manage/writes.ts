// The grid's writes onto the assortment document (spec 000 §4): one flush of the grid (an
// edit, a fill, a paste, an add, a delete, an undo) becomes one new `products` array, patched
// onto the one assortment document, which the sync pushes. A pricing edit writes every
// dependent field at once (shared applyPricingEdit), so no change event of a dependent field
// ever comes back to the grid and the 300 ms loop guard of §4 has nothing to guard here; a
// style-wide field copies to every colour of the style (shared styleWideTargets).
import {
  applyPricingEdit,
  isStyleWideField,
  styleWideTargets,
  type AssortmentProduct,
  type PricingField,
} from '@portal/shared';
import type { GridWrite } from '../../../grid/index.ts';
import { productIdOf, type AssortmentGridRow, type ProductPrices } from './rows.ts';

/** Why a pricing edit was refused (spec 000 §5), for the screen's toast. */
export type PricingRefusal = 'discountPercentRange' | 'markupNeedsRetail';

export interface WriteOutcome {
  readonly products: AssortmentProduct[];
  readonly refused: readonly PricingRefusal[];
  readonly added: number;
  readonly removed: number;
}

const PRICING = new Set<string>(['discountPercent', 'discountAmount', 'netCost', 'initialMarkup']);
const MONEY = new Set<string>(['discountAmount', 'netCost']);
/** The assortment's own fields of a row; the others are the catalogue's (read-only). */
const OWN = ['label', 'styleNote', 'collectionStyleNote', 'pillar'] as const;

type Item = Record<string, unknown> & { style: string; color: string };

const blank = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

function setField(item: Item, field: string, value: unknown): void {
  if (blank(value)) delete item[field];
  else item[field] = typeof value === 'string' ? value.trim() : value;
}

const toMinor = (major: number, decimals: number) => Math.round(major * 10 ** decimals);

/** A row the grid adds back (an undone delete) or a new product, as the assortment stores it. */
export function itemOfRow(row: AssortmentGridRow, decimals: number): Item {
  const item: Item = { style: row.style, color: row.color };
  for (const field of OWN) setField(item, field, row[field]);
  setField(item, 'discountPercent', row.discountPercent);
  for (const field of ['discountAmount', 'netCost'] as const) {
    const value = row[field];
    if (value !== undefined) item[field] = toMinor(value, decimals);
  }
  return item;
}

/** What a rename's row id stands for (spec 000 §7 renames: newStyle, newColor). */
export interface RenameTarget {
  readonly style: string;
  readonly color: string;
  /** The product's cost and suggested retail at the assortment's location, when known. */
  readonly prices?: ProductPrices;
}

/**
 * A renamed product keeps its own values and its place; its discount percentage is applied
 * to the new product's cost (000 §4), else its amount and net cost are dropped.
 */
function renamed(item: Item, target: RenameTarget): Item {
  const next: Item = { ...item, style: target.style, color: target.color };
  delete next.discountAmount;
  delete next.netCost;
  if (typeof item.discountPercent === 'number' && target.prices) {
    const outcome = applyPricingEdit({ ...target.prices }, 'discountPercent', item.discountPercent);
    for (const [field, value] of Object.entries(outcome.changes)) setField(next, field, value);
  }
  return next;
}

/**
 * The assortment's products after one grid write. `prices` are each product's cost and
 * suggested retail in minor units (the catalogue's, at the assortment's location); `targets`
 * what each renamed row id stands for (a rename to an id it does not know is skipped).
 */
export function applyGridWrite(
  products: readonly AssortmentProduct[],
  prices: ReadonlyMap<string, ProductPrices>,
  write: Pick<GridWrite<AssortmentGridRow>, 'updates' | 'adds' | 'deletes'> &
    Partial<Pick<GridWrite<AssortmentGridRow>, 'renames'>>,
  decimals: number,
  targets: ReadonlyMap<string, RenameTarget> = new Map(),
): WriteOutcome {
  let items = new Map<string, Item>(products.map((p) => [productIdOf(p), { ...p } as Item]));
  for (const { from, to } of write.renames ?? []) {
    const [was, next] = [String(from), String(to)];
    const item = items.get(was);
    const target = targets.get(next);
    if (!item || !target || items.has(next)) continue;
    items = new Map(
      [...items].map(([id, it]) => (id === was ? [next, renamed(it, target)] : [id, it])),
    );
  }
  const refused: PricingRefusal[] = [];
  for (const { rowId, columnId, value } of write.updates) {
    const item = items.get(String(rowId));
    if (!item) continue;
    if (PRICING.has(columnId)) {
      const typed = typeof value === 'number' ? value : null;
      const given = typed !== null && MONEY.has(columnId) ? toMinor(typed, decimals) : typed;
      const outcome = applyPricingEdit(
        { ...(prices.get(String(rowId)) ?? {}), ...(item as object) },
        columnId as PricingField,
        given,
      );
      if (!outcome.ok) refused.push(outcome.reason);
      for (const [field, next] of Object.entries(outcome.changes)) setField(item, field, next);
    } else if ((OWN as readonly string[]).includes(columnId)) {
      setField(item, columnId, value);
      if (isStyleWideField(columnId)) {
        // 000 §4: a style note, collection style note or pillar goes to every colour.
        const rows = [...items.entries()].map(([id, it]) => ({ id, style: it.style }));
        for (const id of styleWideTargets(rows, { id: String(rowId), style: item.style }, columnId))
          setField(items.get(id) as Item, columnId, value);
      }
    }
  }
  const gone = new Set(write.deletes.map(String));
  let removed = 0;
  for (const id of gone) if (items.delete(id)) removed += 1;
  let added = 0;
  let sort = Math.max(-1, ...[...items.values()].map((it) => Number(it.sort ?? -1)));
  for (const { id, row } of write.adds) {
    if (items.has(String(id))) continue; // 000 §4: adding a product already there is no add
    sort += 1;
    items.set(String(id), { ...itemOfRow(row, decimals), sort });
    added += 1;
  }
  return { products: [...items.values()] as AssortmentProduct[], refused, added, removed };
}

// Edit Cells (spec 000 §2 dialogs "Edit Cells (multi-field edit)"): one value into one column
// of many assortment rows. The rules of a single cell edit hold for each row: a pricing edit
// goes through `applyPricingEdit` (000 §4 discount and net cost, §5 markup and discount
// percentage) and a row it refuses is skipped, not cleared (the dialog's value is one for all
// rows, so clearing the cells would lose data the user never typed over); a style note,
// collection style note or pillar goes to every colour of the style (`styleWideTargets`).
// Money in minor units (001 §9), percentages 0–100.
import {
  applyPricingEdit,
  type PriceChanges,
  type PriceFields,
  type PricingField,
} from './pricing.ts';
import { isStyleWideField, styleWideTargets } from './style-copy.ts';

/** The assortment's own text fields of a row (000 §3 assortment grid row). */
export const ASSORTMENT_TEXT_FIELDS = [
  'label',
  'styleNote',
  'collectionStyleNote',
  'pillar',
] as const;
export type AssortmentTextField = (typeof ASSORTMENT_TEXT_FIELDS)[number];

/** The pricing fields a user edits; the others follow (000 §4). */
export const ASSORTMENT_PRICING_FIELDS = [
  'discountPercent',
  'discountAmount',
  'netCost',
  'initialMarkup',
] as const satisfies readonly PricingField[];

/** Every editable field of an assortment row, in grid order. */
export const ASSORTMENT_EDITABLE_FIELDS = [
  ...ASSORTMENT_TEXT_FIELDS,
  ...ASSORTMENT_PRICING_FIELDS,
] as const;
export type AssortmentEditableField = (typeof ASSORTMENT_EDITABLE_FIELDS)[number];

export const isPricingField = (field: string): field is PricingField =>
  (ASSORTMENT_PRICING_FIELDS as readonly string[]).includes(field);

export const isAssortmentTextField = (field: string): field is AssortmentTextField =>
  (ASSORTMENT_TEXT_FIELDS as readonly string[]).includes(field);

/** A row as the rules read it: its id, style, own fields and prices (minor units). */
export interface CellsRow extends PriceFields {
  readonly id: string;
  readonly style: string;
  readonly label?: string;
  readonly styleNote?: string;
  readonly collectionStyleNote?: string;
  readonly pillar?: string;
  readonly initialMarkup?: number;
}

export type CellsRefusal = 'discountPercentRange' | 'markupNeedsRetail';

/** One row's change of one field; a pricing patch also lists every field the edit writes. */
export interface RowPatch {
  readonly rowId: string;
  readonly field: AssortmentEditableField;
  readonly value: string | number | null;
  readonly changes?: PriceChanges;
}

export interface CellsOutcome {
  readonly patches: readonly RowPatch[];
  /** Rows skipped, with why (000 §8 'Discount Percentage must be between 0-100'). */
  readonly refused: readonly { readonly rowId: string; readonly reason: CellsRefusal }[];
}

/** A text value as stored: trimmed, blank is no value. */
export function normaliseText(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/**
 * The text patches of `field` set to `value` on `edited` rows, style-wide fields spread to the
 * other colours of each edited row's style. Rows already holding the value get no patch.
 */
export function textPatches(
  rows: readonly CellsRow[],
  edits: readonly { readonly rowId: string; readonly value: string | null }[],
  field: AssortmentTextField,
): RowPatch[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const next = new Map<string, string | null>();
  for (const edit of edits) {
    const row = byId.get(edit.rowId);
    if (!row || next.has(row.id)) continue;
    const value = normaliseText(edit.value);
    next.set(row.id, value);
    // 000 §4: the first value given for a style is the one all its colours take.
    if (isStyleWideField(field))
      for (const id of styleWideTargets(rows, row, field)) if (!next.has(id)) next.set(id, value);
  }
  const patches: RowPatch[] = [];
  for (const row of rows) {
    if (!next.has(row.id)) continue;
    const value = next.get(row.id) ?? null;
    if (normaliseText(row[field]) !== value) patches.push({ rowId: row.id, field, value });
  }
  return patches;
}

/**
 * Edit Cells: `value` into `field` of the rows `selected` (ids). Text fields take a string or
 * null (clear); pricing fields a number (money in minor units) or null.
 */
export function editCells(
  rows: readonly CellsRow[],
  selected: readonly string[],
  field: AssortmentEditableField,
  value: string | number | null,
): CellsOutcome {
  if (isAssortmentTextField(field)) {
    const text = typeof value === 'number' ? String(value) : value;
    const patches = textPatches(
      rows,
      selected.map((rowId) => ({ rowId, value: text })),
      field,
    );
    return { patches, refused: [] };
  }
  const amount = typeof value === 'string' ? Number.parseFloat(value) : value;
  const given = amount === null || Number.isNaN(amount) ? null : amount;
  const wanted = new Set(selected);
  const patches: RowPatch[] = [];
  const refused: { rowId: string; reason: CellsRefusal }[] = [];
  for (const row of rows) {
    if (!wanted.has(row.id)) continue;
    const outcome = applyPricingEdit(row, field, given);
    if (!outcome.ok) {
      refused.push({ rowId: row.id, reason: outcome.reason });
      continue;
    }
    const written = field === 'initialMarkup' ? given : (outcome.changes[field] ?? null);
    patches.push({ rowId: row.id, field, value: written, changes: outcome.changes });
  }
  return { patches, refused };
}

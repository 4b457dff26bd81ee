// Import to Assortment (spec 000 §4 Excel import flow, the import subtype; §5 Excel import; §8
// import errors): which sheet columns the import reads, the validation context of THIS
// assortment ('This Style/Color is Already in Your Assortment' checks its products; labels
// matching none of its labels are cleared), and what a passed row becomes as an assortment
// product. Pure: the dialog's hook runs the worker and writes through the grid.
import {
  applyPricingEdit,
  ASSORTMENT_IMPORT_COLUMNS,
  isInvisibleRow,
  parseCell,
  styleColorKey,
  textOf,
  type Assortment,
  type AssortmentImportContext,
  type AssortmentLabel,
  type AssortmentProduct,
  type ImportColumn,
  type ImportProductType,
  type ImportValue,
  type PricingField,
  type Product,
  type ValidatedImportRow,
} from '@portal/shared';
import type { ImportGridRow } from '../../excel-import/import-rows.ts';
import { pricesOf } from './rows.ts';

/** The remembered column mapping's context (one per kind of import screen). */
export const ASSORTMENT_IMPORT_CONTEXT = 'assortmentImport';

/** The assortment's own text fields a sheet may fill (spec 000 §3 "Assortment grid row"). */
const NOTES = ['styleNote', 'collectionStyleNote', 'pillar'] as const;
const OWN_TEXT = ['label', ...NOTES] as const;
/**
 * Pricing columns, in the order one wins when a row fills several: a typed percentage first,
 * then the amount, then the net cost. One of them sets the other two (shared applyPricingEdit).
 */
const PRICING: readonly PricingField[] = ['discountPercent', 'discountAmount', 'netCost'];

/**
 * The key and name, what the assortment row carries, then the other product columns compared
 * for 'Data Differs From Excel file' (shown, not imported). Colour notes, quantity and due date
 * have no place on an assortment product, so they are not offered.
 */
const IDS = [
  'style',
  'color',
  'name',
  ...OWN_TEXT,
  ...PRICING,
  'gender',
  'division',
  'cost',
  'suggestedRetail',
];

export const ASSORTMENT_IMPORT_SHEET_COLUMNS: readonly ImportColumn[] = IDS.map((id) =>
  ASSORTMENT_IMPORT_COLUMNS.find((c) => c.id === id)!,
);

const parserOf = (id: string) => ASSORTMENT_IMPORT_COLUMNS.find((c) => c.id === id)!.parser;

/** The validation context of this assortment (the worker adds the mode). */
export function assortmentImportContext(
  assortment: Pick<Assortment, 'productType' | 'status' | 'labels'>,
  present: readonly { readonly style: string; readonly color: string }[],
  locationCode: string,
): Omit<AssortmentImportContext, 'mode'> {
  const productType = assortment.productType;
  return {
    ...(productType && productType !== 'All'
      ? { productType: productType as ImportProductType }
      : {}),
    locationCode,
    ...(assortment.status ? { status: assortment.status } : {}),
    assortmentStyleColors: new Set(present.map((p) => styleColorKey(p.style, p.color))),
    // spec 000 §5: labels matching no label of the assortment are cleared, so an assortment
    // without labels clears every imported label.
    labels: assortment.labels ?? [],
    columns: ASSORTMENT_IMPORT_SHEET_COLUMNS,
  };
}

export interface ImportedEntry {
  /** styleColorKey: the catalogue's product id. */
  readonly key: string;
  readonly rowNumber: number;
  readonly values: Readonly<Record<string, ImportValue>>;
}

/**
 * The rows to add, in sheet order, each product once: visible rows with a style and a colour,
 * their values as the validation left them (a label it cleared or matched, spec 000 §5).
 * `validated` holds only the rows with an issue or a change (the worker's issuesOnly answer).
 */
export function importedEntries(
  rows: readonly ImportGridRow[],
  validated: readonly ValidatedImportRow[],
): ImportedEntry[] {
  const byNumber = new Map(validated.map((v) => [v.rowNumber, v]));
  const seen = new Set<string>();
  const entries: ImportedEntry[] = [];
  for (const row of rows) {
    const values = row as Readonly<Record<string, ImportValue>>;
    if (isInvisibleRow(values)) continue;
    const style = textOf(values['style']);
    const color = textOf(values['color']);
    if (style === '' || color === '') continue;
    const key = styleColorKey(style, color);
    if (seen.has(key)) continue;
    seen.add(key);
    const checked = byNumber.get(row.rowNumber);
    const changed: Record<string, ImportValue> = {};
    for (const column of checked?.changed ?? []) changed[column] = checked?.values[column] ?? null;
    entries.push({ key, rowNumber: row.rowNumber, values: { ...values, ...changed } });
  }
  return entries;
}

/** A number cell: as parsed from the sheet, or typed into the import grid as text. */
function numberOf(id: string, value: ImportValue | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const parsed = parseCell(value, parserOf(id)).value;
  return typeof parsed === 'number' ? parsed : null;
}

export interface ImportedItem {
  readonly item: AssortmentProduct;
  /** Its pricing was refused (spec 000 §5 'Discount Percentage must be between 0-100'). */
  readonly pricingRefused: boolean;
}

/**
 * The colour of the assortment label a validated value names. Validation leaves a label's name
 * (or clears it, spec 000 §5); the assortment stores the colour, as the grid's label cells do.
 */
export function labelColorOf(
  value: ImportValue | undefined,
  labels: readonly AssortmentLabel[],
): string | undefined {
  const text = textOf(value).toLowerCase();
  if (text === '') return undefined;
  const match =
    labels.find((l) => l.name.toLowerCase() === text) ??
    labels.find((l) => l.color.toLowerCase() === text);
  return match?.color;
}

/**
 * An imported row as the assortment stores it: the catalogue's style and colour, the row's own
 * label (its colour) and notes, and its discount with the dependent fields at the assortment's
 * location (money in minor units; the sheet's in major). A refused discount leaves the product
 * undiscounted.
 */
export function importedItem(
  values: Readonly<Record<string, ImportValue>>,
  product: Pick<Product, 'style' | 'color' | 'cost' | 'suggestedRetail' | 'locations'>,
  at: {
    readonly locationCode: string;
    readonly decimals: number;
    readonly labels: readonly AssortmentLabel[];
  },
): ImportedItem {
  const item: Record<string, unknown> = { style: product.style, color: product.color };
  const label = labelColorOf(values['label'], at.labels);
  if (label !== undefined) item['label'] = label;
  for (const field of NOTES) {
    const text = textOf(values[field]);
    if (text !== '') item[field] = text;
  }
  const field = PRICING.find((f) => numberOf(f, values[f]) !== null);
  if (field === undefined) return { item: item as AssortmentProduct, pricingRefused: false };
  const given = numberOf(field, values[field]) as number;
  const value = field === 'discountPercent' ? given : Math.round(given * 10 ** at.decimals);
  const outcome = applyPricingEdit(pricesOf(product as Product, at.locationCode), field, value);
  if (!outcome.ok) return { item: item as AssortmentProduct, pricingRefused: true };
  for (const [name, next] of Object.entries(outcome.changes)) {
    if (next !== null && next !== undefined) item[name] = next;
  }
  return { item: item as AssortmentProduct, pricingRefused: false };
}

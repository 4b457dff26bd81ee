// Column toggles of an assortment document per product type (spec 000 §3 Assortment
// document): separate sets for non-POP and POP; availability removed for status R
// (inventory otherwise); Apparel drops box category and special widths; Footwear drops
// season codes.
import type { ImportProductType } from '../import/validation-types.ts';

export type ExportValueFormat = 'text' | 'currency' | 'percent' | 'number' | 'date' | 'list';

/** The slice of a product an export reads; tie to the Product entity once it lands. */
export interface ExportProduct {
  readonly style: string;
  readonly color: string;
  readonly name?: string;
  readonly productType?: ImportProductType;
  readonly locations?: readonly ExportProductLocation[];
  readonly [field: string]: unknown;
}

export interface ExportProductLocation {
  readonly code: string;
  readonly lineStatus?: string;
  readonly sizeRange?: string;
  readonly originalCost?: number;
  readonly wholesalePrice?: number;
  readonly suggestedRetail?: number;
  readonly lastProdDate?: string;
  readonly firstAvailDate?: string;
  readonly totalInventory?: number;
  readonly futureWholesalePrice?: number;
  readonly futureSuggestedRetail?: number;
  readonly futureEffectiveDate?: string;
  readonly [field: string]: unknown;
}

export interface ExportColumnDef {
  readonly id: string;
  /** Message id of the header (labels.*), English default beside it. */
  readonly labelId: string;
  readonly label: string;
  readonly format: ExportValueFormat;
  /** Reads the value for one product at one location. */
  readonly value: (product: ExportProduct, locationCode: string) => unknown;
}

const field =
  (name: string) =>
  (p: ExportProduct): unknown =>
    p[name];
const atLocation =
  (name: string) =>
  (p: ExportProduct, code: string): unknown =>
    p.locations?.find((l) => l.code === code)?.[name];
const nested =
  (outer: string, inner: string) =>
  (p: ExportProduct): unknown => {
    const o = p[outer];
    return o !== null && typeof o === 'object' ? (o as Record<string, unknown>)[inner] : undefined;
  };

function col(
  id: string,
  label: string,
  format: ExportValueFormat,
  value: ExportColumnDef['value'] = field(id),
): ExportColumnDef {
  return { id, labelId: `labels.export.${id}`, label, format, value };
}

/** Every toggle, in the spec's order. */
export const EXPORT_TOGGLE_COLUMNS: readonly ExportColumnDef[] = [
  col('cost', 'Cost', 'currency'),
  col('originalCost', 'Original Cost', 'currency', atLocation('originalCost')),
  col('suggestedRetail', 'Suggested Retail', 'currency'),
  col('netCost', 'Net Cost', 'currency'),
  col('initialMarkup', 'Initial Markup', 'percent'),
  col('sellThru', 'Sell Thru', 'percent'),
  col('percentage', 'Percentage', 'percent'),
  col('quantity', 'Quantity', 'number'),
  col('availability', 'Availability', 'date', atLocation('firstAvailDate')),
  col('inventory', 'Inventory', 'number', atLocation('totalInventory')),
  col(
    'futureWholesalePrice',
    'Future Wholesale Price',
    'currency',
    atLocation('futureWholesalePrice'),
  ),
  col(
    'futureSuggestedRetail',
    'Future Suggested Retail',
    'currency',
    atLocation('futureSuggestedRetail'),
  ),
  col('futureEffectiveDate', 'Future Effective Date', 'date', atLocation('futureEffectiveDate')),
  col('lastProducedDate', 'Last Produced Date', 'date', atLocation('lastProdDate')),
  col('division', 'Division', 'text'),
  col('pillar', 'Pillar', 'text'),
  col('marketingDescription', 'Marketing Description', 'text', nested('eCommerce', 'description')),
  col('width', 'Width', 'text', nested('categories', 'width')),
  col('specialWidths', 'Other Special Widths', 'list'),
  col('dutyCode', 'Duty Code', 'text'),
  col('boxCategory', 'Box Category', 'text'),
  col('sizeRange', 'Size Range', 'text', atLocation('sizeRange')),
  col('sizeScale', 'Size Scale', 'text'),
  col('features', 'Features', 'list'),
  col('nrf', 'NRF', 'text'),
  col('seasonCodes', 'Season Codes', 'list'),
  col('dimensions', 'Dimensions', 'text'),
  col('category', 'Category', 'text', field('popCategory')),
  col('materials', 'Materials', 'list'),
  col('usage', 'Usage', 'text'),
  col('capacityUnit', 'Capacity Unit', 'text'),
  col('units', 'Units', 'number'),
  col('relationships', 'Relationships', 'list'),
  col('expirationDate', 'Expiration Date', 'date'),
];

const NON_POP = [
  'cost',
  'originalCost',
  'suggestedRetail',
  'netCost',
  'initialMarkup',
  'sellThru',
  'percentage',
  'quantity',
  'availability',
  'inventory',
  'futureWholesalePrice',
  'futureSuggestedRetail',
  'futureEffectiveDate',
  'lastProducedDate',
  'division',
  'pillar',
  'marketingDescription',
  'width',
  'specialWidths',
  'dutyCode',
  'boxCategory',
  'sizeRange',
  'sizeScale',
  'features',
  'nrf',
  'seasonCodes',
];

const POP = [
  'cost',
  'suggestedRetail',
  'netCost',
  'quantity',
  'availability',
  'inventory',
  'pillar',
  'dimensions',
  'category',
  'materials',
  'usage',
  'capacityUnit',
  'units',
  'relationships',
  'expirationDate',
];

/** The toggles offered for a product type and assortment line status. */
export function exportToggleColumns(
  productType: ImportProductType,
  assortmentStatus?: string,
): ExportColumnDef[] {
  const ids = new Set(productType === 'POP' ? POP : NON_POP);
  // spec 000 §3: availability removed for status R (inventory otherwise).
  ids.delete(assortmentStatus === 'R' ? 'availability' : 'inventory');
  if (productType === 'Apparel') {
    ids.delete('boxCategory');
    ids.delete('specialWidths');
  }
  if (productType === 'Footwear') ids.delete('seasonCodes');
  return EXPORT_TOGGLE_COLUMNS.filter((c) => ids.has(c.id));
}

/** Columns every assortment export starts with, before the toggles. */
export const EXPORT_BASE_COLUMNS: readonly ExportColumnDef[] = [
  col('style', 'Style', 'text'),
  col('color', 'Color', 'text'),
  col('name', 'Name', 'text'),
  col('colorDescription', 'Color Description', 'text'),
  col('gender', 'Gender', 'text'),
  col('label', 'Label', 'text'),
  col('styleNote', 'Style Note', 'text'),
  col('collectionStyleNote', 'Collection Style Note', 'text'),
];

/** Base columns plus the chosen toggles, in the spec's order. */
export function assortmentExportColumns(
  productType: ImportProductType,
  chosenToggles: readonly string[],
  assortmentStatus?: string,
): ExportColumnDef[] {
  const chosen = new Set(chosenToggles);
  return [
    ...EXPORT_BASE_COLUMNS,
    ...exportToggleColumns(productType, assortmentStatus).filter((c) => chosen.has(c.id)),
  ];
}

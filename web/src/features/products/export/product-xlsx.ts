// The XLSX of a product selection (spec 000 §9): a 40x40 JPEG thumbnail per product, the
// product's identity and description, its line at the screen's location (status, sizes, prices
// in that location's currency, dates trimmed to YYYY-MM-DD) and the computed figures of §3
// Definitions (productFigures, the one implementation). Text is written as text, never as a
// formula (the export worker's rule, workers/src/export/xlsx-export.ts). Pure: the worker
// renders what this builds.
import {
  CURRENCY_DEFAULTS,
  keyInitiativeLabel,
  moneyToMajor,
  productFigures,
  type ExportValueFormat,
  type Product,
} from '@portal/shared';
import type { GridColumn, GridXlsxInput } from '@portal/workers';

/** A column: its label id (the detail panel's), its format, its value for a product. */
interface ProductColumn {
  readonly field: string;
  readonly labelId: string;
  readonly format: ExportValueFormat;
  readonly width: number;
  readonly value: (p: Product, at: ExportLocation) => unknown;
}

/** The location whose line the export shows, with its currency's decimals. */
export interface ExportLocation {
  readonly code: string;
  readonly decimals: number;
}

const field = (name: string): string => `products.detail.field.${name}`;
const line = (name: string): string => `products.detail.location.${name}`;
const rowAt = (p: Product, at: ExportLocation) => p.locations?.find((l) => l.code === at.code);
const money = (minor: number | undefined, at: ExportLocation) =>
  minor === undefined ? undefined : moneyToMajor(minor, at.decimals);

export const PRODUCT_EXPORT_COLUMNS: readonly ProductColumn[] = [
  { field: 'style', labelId: field('style'), format: 'text', width: 12, value: (p) => p.style },
  { field: 'color', labelId: field('color'), format: 'text', width: 10, value: (p) => p.color },
  { field: 'name', labelId: field('name'), format: 'text', width: 30, value: (p) => p.name },
  {
    field: 'productType',
    labelId: field('productType'),
    format: 'text',
    width: 12,
    value: (p) => p.productType,
  },
  {
    field: 'colorDescription',
    labelId: field('colorDescription'),
    format: 'text',
    width: 18,
    value: (p) => p.colorDescription,
  },
  {
    field: 'division',
    labelId: field('division'),
    format: 'text',
    width: 14,
    value: (p) => p.division,
  },
  { field: 'gender', labelId: field('gender'), format: 'text', width: 12, value: (p) => p.gender },
  {
    field: 'keyInitiative',
    labelId: field('keyInitiative'),
    format: 'text',
    width: 28,
    value: (p) => (p.keyInitiative ? keyInitiativeLabel(p.keyInitiative) : undefined),
  },
  {
    field: 'lineStatus',
    labelId: line('lineStatus'),
    format: 'text',
    width: 10,
    value: (p, at) => rowAt(p, at)?.lineStatus,
  },
  {
    field: 'sizeRange',
    labelId: line('sizeRange'),
    format: 'text',
    width: 12,
    value: (p, at) => rowAt(p, at)?.sizeRange,
  },
  {
    field: 'wholesalePrice',
    labelId: line('wholesalePrice'),
    format: 'currency',
    width: 14,
    value: (p, at) => money(rowAt(p, at)?.wholesalePrice, at),
  },
  {
    field: 'suggestedRetail',
    labelId: line('suggestedRetail'),
    format: 'currency',
    width: 14,
    value: (p, at) => money(rowAt(p, at)?.suggestedRetail, at),
  },
  {
    field: 'netCost',
    labelId: line('netCost'),
    format: 'currency',
    width: 12,
    value: (p, at) => money(productFigures(p, at.code).netCost, at),
  },
  {
    field: 'initialMarkup',
    labelId: line('initialMarkup'),
    format: 'percent',
    width: 12,
    value: (p, at) => productFigures(p, at.code).initialMarkup,
  },
  {
    field: 'colorPercent',
    labelId: field('colorPercent'),
    format: 'percent',
    width: 12,
    value: (p) => productFigures(p).colorPercent,
  },
  {
    field: 'sellThru',
    labelId: field('sellThru'),
    format: 'percent',
    width: 12,
    value: (p) => productFigures(p).sellThru,
  },
  {
    field: 'firstAvailDate',
    labelId: line('firstAvailDate'),
    format: 'date',
    width: 12,
    value: (p, at) => rowAt(p, at)?.firstAvailDate,
  },
  {
    field: 'lastProdDate',
    labelId: line('lastProdDate'),
    format: 'date',
    width: 12,
    value: (p, at) => rowAt(p, at)?.lastProdDate,
  },
  {
    field: 'dueDate',
    labelId: field('dueDate'),
    format: 'date',
    width: 12,
    value: (p) => p.dueDate,
  },
  {
    field: 'totalInventory',
    labelId: line('totalInventory'),
    format: 'number',
    width: 12,
    value: (p, at) => rowAt(p, at)?.totalInventory,
  },
  {
    field: 'features',
    labelId: field('features'),
    format: 'list',
    width: 30,
    value: (p) => p.features,
  },
  {
    field: 'createdDate',
    labelId: field('createdDate'),
    format: 'date',
    width: 12,
    value: (p) => p.createdDate,
  },
];

export interface ProductXlsxContext {
  readonly sheetName: string;
  readonly locationCode: string;
  /** The location's currency (spec 000 §9: symbol and decimals, default '$' and 2). */
  readonly currency: {
    readonly currencySymbol?: string | null;
    readonly decimalPlaces?: number | null;
  };
  /** A column's header from its label id (the user's language). */
  readonly header: (labelId: string) => string;
  /** The thumbnail column's header; no thumbnails when absent. */
  readonly thumbnailHeader?: string;
}

/** The export worker's input: one row per product, in the order given. */
export function productsXlsxInput(
  products: readonly Product[],
  context: ProductXlsxContext,
): GridXlsxInput {
  const at: ExportLocation = {
    code: context.locationCode,
    decimals: context.currency.decimalPlaces ?? CURRENCY_DEFAULTS.decimalPlaces,
  };
  const columns: GridColumn[] = PRODUCT_EXPORT_COLUMNS.map((c) => ({
    header: context.header(c.labelId),
    field: c.field,
    format: c.format,
    width: c.width,
  }));
  const rows = products.map((p) => {
    const row: Record<string, unknown> = {
      // The thumbnail's source: the small image, else the full one (workers' rowProduct).
      image: p.thumbnail ?? p.image,
    };
    for (const c of PRODUCT_EXPORT_COLUMNS) row[c.field] = c.value(p, at);
    return row;
  });
  return {
    sheetName: context.sheetName,
    columns,
    rows,
    currency: {
      symbol: context.currency.currencySymbol ?? CURRENCY_DEFAULTS.currencySymbol,
      decimals: at.decimals,
    },
    thumbnails:
      context.thumbnailHeader === undefined ? undefined : { header: context.thumbnailHeader },
  };
}

// Importable columns. Each has the id the grid uses, its display text (the grid header),
// the product property label of the product library, and its parser (spec 000 §5 header
// matching and cell parsing).
import type { CellParser } from './cell-parsing.ts';

/**
 * Where a column's value goes: the style/colour key, product data (read-only in an
 * assortment, compared for 'Data Differs From Excel file'), or assortment data (imported).
 */
export type ImportColumnSource = 'key' | 'product' | 'assortment' | 'sample';

export interface ImportColumn {
  readonly id: string;
  readonly headerName: string;
  /** The product property label, when it differs from the display text. */
  readonly propertyLabel?: string;
  readonly parser: CellParser;
  readonly source: ImportColumnSource;
}

const text: CellParser = { kind: 'text' };
const code: CellParser = { kind: 'code' };
const num: CellParser = { kind: 'number' };
const int: CellParser = { kind: 'integer' };
const pct: CellParser = { kind: 'percent' };
const date: CellParser = { kind: 'date' };

/** Columns of the assortment import grid (spec 000 §3 Assortment grid row). */
export const ASSORTMENT_IMPORT_COLUMNS: readonly ImportColumn[] = [
  { id: 'style', headerName: 'Style', propertyLabel: 'Style Number', parser: code, source: 'key' },
  { id: 'color', headerName: 'Color', propertyLabel: 'Color Code', parser: code, source: 'key' },
  { id: 'name', headerName: 'Name', propertyLabel: 'Style Name', parser: text, source: 'product' },
  { id: 'gender', headerName: 'Gender', parser: text, source: 'product' },
  { id: 'division', headerName: 'Division', parser: text, source: 'product' },
  {
    id: 'cost',
    headerName: 'Cost',
    propertyLabel: 'Wholesale Price',
    parser: num,
    source: 'product',
  },
  {
    id: 'suggestedRetail',
    headerName: 'Suggested Retail',
    propertyLabel: 'MSRP',
    parser: num,
    source: 'product',
  },
  { id: 'label', headerName: 'Label', parser: text, source: 'assortment' },
  { id: 'pillar', headerName: 'Pillar', parser: text, source: 'assortment' },
  { id: 'styleNote', headerName: 'Style Note', parser: text, source: 'assortment' },
  { id: 'colorNote', headerName: 'Color Note', parser: text, source: 'assortment' },
  {
    id: 'collectionStyleNote',
    headerName: 'Collection Style Note',
    parser: text,
    source: 'assortment',
  },
  {
    id: 'collectionColorNote',
    headerName: 'Collection Color Note',
    parser: text,
    source: 'assortment',
  },
  {
    id: 'discountPercent',
    headerName: 'Discount %',
    propertyLabel: 'Discount Percent',
    parser: pct,
    source: 'assortment',
  },
  { id: 'discountAmount', headerName: 'Discount Amount', parser: num, source: 'assortment' },
  { id: 'netCost', headerName: 'Net Cost', parser: num, source: 'assortment' },
  {
    id: 'quantity',
    headerName: 'Quantity',
    propertyLabel: 'Qty',
    parser: int,
    source: 'assortment',
  },
  { id: 'dueDate', headerName: 'Due Date', parser: date, source: 'assortment' },
];

/** Shared columns of both sample libraries. */
const SAMPLE_SHARED: readonly ImportColumn[] = [
  { id: 'division', headerName: 'Division', parser: text, source: 'sample' },
  { id: 'style', headerName: 'Style', parser: code, source: 'key' },
  { id: 'color', headerName: 'Color', parser: code, source: 'key' },
  { id: 'size', headerName: 'Size', parser: code, source: 'sample' },
  { id: 'side', headerName: 'Side', parser: text, source: 'sample' },
  { id: 'status', headerName: 'Status', parser: text, source: 'sample' },
  { id: 'gender', headerName: 'Gender', parser: text, source: 'sample' },
  { id: 'origin', headerName: 'Origin', parser: text, source: 'sample' },
  {
    id: 'totalQty',
    headerName: 'Quantity',
    propertyLabel: 'Total Qty',
    parser: int,
    source: 'sample',
  },
];

/** Production-only columns (spec 001 §3: bin, moldNum, moldDate, quantity). */
export const SAMPLE_PRODUCTION_ONLY: readonly ImportColumn[] = [
  { id: 'bin', headerName: 'Bin', parser: code, source: 'sample' },
  {
    id: 'moldNum',
    headerName: 'Mold Number',
    propertyLabel: 'Mold #',
    parser: code,
    source: 'sample',
  },
  { id: 'moldDate', headerName: 'Mold Date', parser: date, source: 'sample' },
];

/** Sales-only columns (spec 001 §3: region, aisle, direction, level, shelf, newBin). */
export const SAMPLE_SALES_ONLY: readonly ImportColumn[] = [
  { id: 'region', headerName: 'Region', parser: text, source: 'sample' },
  { id: 'aisle', headerName: 'Aisle', parser: code, source: 'sample' },
  { id: 'direction', headerName: 'Direction', parser: text, source: 'sample' },
  { id: 'level', headerName: 'Level', parser: code, source: 'sample' },
  { id: 'shelf', headerName: 'Shelf', parser: code, source: 'sample' },
  { id: 'newBin', headerName: 'New Bin', parser: code, source: 'sample' },
];

/**
 * Columns read for a sample inventory import. Both libraries' own columns are read so a row
 * carrying the other library's fields can be flagged 'Too Many Sample Properties'.
 */
export const SAMPLE_IMPORT_COLUMNS: readonly ImportColumn[] = [
  ...SAMPLE_SHARED,
  ...SAMPLE_PRODUCTION_ONLY,
  ...SAMPLE_SALES_ONLY,
];

// Columns of an order's spreadsheet (spec 001 §3 Order line, Wholesale order line; §7
// /order-documents/xlsx). Plain field names, so the columns cross the worker boundary.
import type { ExportValueFormat } from './export-columns.ts';

export interface ExportFieldColumn {
  readonly field: string;
  /** Message id of the header; `label` is its English default. */
  readonly labelId: string;
  readonly label: string;
  readonly format: ExportValueFormat;
}

const c = (
  field: string,
  label: string,
  format: ExportValueFormat = 'text',
): ExportFieldColumn => ({
  field,
  labelId: `labels.export.${field}`,
  label,
  format,
});

/** Sample and promo order lines. */
export const ORDER_LINE_EXPORT_COLUMNS: readonly ExportFieldColumn[] = [
  c('style', 'Style'),
  c('color', 'Color'),
  c('name', 'Name'),
  c('size', 'Size'),
  c('side', 'Side'),
  c('quantity', 'Quantity', 'number'),
  c('status', 'Status'),
  c('source', 'Source'),
  c('sizePreference', 'Size Preference'),
  c('shipper', 'Shipper'),
  c('tracking', 'Tracking'),
  c('returnType', 'Return Type'),
];

/** Wholesale order lines. */
export const WHOLESALE_LINE_EXPORT_COLUMNS: readonly ExportFieldColumn[] = [
  c('style', 'Style'),
  c('color', 'Color'),
  c('name', 'Name'),
  c('packCode', 'Pack Code'),
  c('units', 'Units', 'number'),
  c('unitPrice', 'Unit Price', 'currency'),
  c('discount', 'Discount', 'percent'),
  c('startDate', 'Start Date', 'date'),
  c('endDate', 'End Date', 'date'),
  c('term', 'Term'),
];

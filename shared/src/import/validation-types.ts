// Structural input shapes of import validation. They are the minimal slices of the product
// and assortment entities; tie them to the entity types in shared/src/entities/ once those
// land (Product satisfies ImportProduct; Assortment feeds AssortmentImportContext).
import type { ImportValue } from './cell-parsing.ts';
import type { ImportIssue } from './messages.ts';
import type { ProductType } from '../entities/common.ts';

/** spec 000 §3 productType (the entity's ProductType). */
export type ImportProductType = ProductType;

export interface ImportProductLocation {
  readonly code: string;
  readonly lineStatus?: string;
  readonly [field: string]: unknown;
}

/** The slice of a product the import reads (spec 000 §3 Product). */
export interface ImportProduct {
  readonly style: string;
  readonly color: string;
  readonly productType: ImportProductType;
  readonly territories?: readonly string[];
  readonly locations?: readonly ImportProductLocation[];
  readonly [field: string]: unknown;
}

/** One sheet row after column mapping and parsing. Row numbers are the sheet's (1-based). */
export interface ImportSheetRow {
  readonly rowNumber: number;
  readonly values: Readonly<Record<string, ImportValue>>;
}

export interface ValidatedImportRow {
  readonly rowNumber: number;
  /** Values after the import's own changes (labels cleared, spec 000 §5). */
  readonly values: Readonly<Record<string, ImportValue>>;
  readonly errors: readonly ImportIssue[];
  /** Columns the validation changed (spec 000 §3 Import row `changed`). */
  readonly changed: readonly string[];
}

/** Style/colour key: style and colour joined by an underscore (spec 000 §2), upper-cased. */
export function styleColorKey(style: string, color: string): string {
  return `${style.trim().toUpperCase()}_${color.trim().toUpperCase()}`;
}

/** Rows ignored by the import: no value at all, or no style and no colour (spec 000 §5). */
export function isInvisibleRow(values: Readonly<Record<string, ImportValue>>): boolean {
  return isBlank(values['style']) && isBlank(values['color']);
}

export function isBlank(value: ImportValue | undefined): boolean {
  return (
    value === null ||
    value === undefined ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

export function textOf(value: ImportValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.join(', ');
  return String(value).trim();
}

// Import validation of an assortment (or bulk download) sheet against product data:
// spec 000 §5 Excel import and §8 Import errors. Pure: product lookups happen before, in
// workers/ (ProductLookup), so this runs the same on the device and on the server.
import { ASSORTMENT_IMPORT_COLUMNS, type ImportColumn } from './columns.ts';
import { importIssue, type ImportIssue } from './messages.ts';
import {
  isBlank,
  isInvisibleRow,
  styleColorKey,
  textOf,
  type ImportProduct,
  type ImportProductType,
  type ImportSheetRow,
  type ValidatedImportRow,
} from './validation-types.ts';
import type { ImportValue } from './cell-parsing.ts';
import type { AssortmentLabel } from '../entities/assortment.ts';

/** 'import' adds rows to an assortment; 'download' is the bulk-downloader subtype. */
export type ImportMode = 'import' | 'download';

export interface AssortmentImportContext {
  readonly mode: ImportMode;
  /** The assortment's product type; absent for a bulk download across types. */
  readonly productType?: ImportProductType;
  /** Location code of the assortment (Europe → EU, else US; spec 000 §5). */
  readonly locationCode?: string;
  /** The assortment's line status (spec 000 §3 status); 'ALL' accepts A, R and O. */
  readonly status?: string;
  /** Keys (styleColorKey) already in the assortment. */
  readonly assortmentStyleColors?: ReadonlySet<string>;
  /** Keys already in another assortment of the same season, year and region. */
  readonly seasonStyleColors?: ReadonlySet<string>;
  readonly labels?: readonly AssortmentLabel[];
  /** The user's territories; a product limited to other territories is not allowed. */
  readonly userTerritories?: readonly string[];
  readonly columns?: readonly ImportColumn[];
}

/** spec 000 §4: the location filter's ALL means line statuses A, R and O. */
const ALL_LINE_STATUSES = ['A', 'R', 'O'];

/** Rows to validate minus the invisible ones; keys of those that have both parts. */
export function visibleRows(rows: readonly ImportSheetRow[]): ImportSheetRow[] {
  return rows.filter((r) => !isInvisibleRow(r.values));
}

/** Keys to look up: every visible row with both a style and a colour. */
export function lookupKeys(rows: readonly ImportSheetRow[]): string[] {
  const keys = new Set<string>();
  for (const row of rows) {
    const style = textOf(row.values['style']);
    const color = textOf(row.values['color']);
    if (style !== '' && color !== '') keys.add(styleColorKey(style, color));
  }
  return [...keys];
}

/**
 * Validates every visible row. `products` is keyed by styleColorKey and holds whatever the
 * lookup found; a key missing from it is 'Style/Color Not Found'.
 */
export function validateAssortmentRows(
  rows: readonly ImportSheetRow[],
  products: ReadonlyMap<string, ImportProduct>,
  context: AssortmentImportContext,
): ValidatedImportRow[] {
  const visible = visibleRows(rows);
  const keys = visible.map(rowKey);
  const counts = new Map<string, number>();
  for (const key of keys) {
    if (key !== null) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const productColumns = (context.columns ?? ASSORTMENT_IMPORT_COLUMNS).filter(
    (c) => c.source === 'product',
  );
  return visible.map((row, i) =>
    validateRow(row, keys[i] ?? null, counts, products, context, productColumns),
  );
}

function rowKey(row: ImportSheetRow): string | null {
  const style = textOf(row.values['style']);
  const color = textOf(row.values['color']);
  return style === '' || color === '' ? null : styleColorKey(style, color);
}

function validateRow(
  row: ImportSheetRow,
  key: string | null,
  counts: ReadonlyMap<string, number>,
  products: ReadonlyMap<string, ImportProduct>,
  context: AssortmentImportContext,
  columns: readonly ImportColumn[],
): ValidatedImportRow {
  const errors: ImportIssue[] = [];
  const { values, changed } = clearUnknownLabels(row.values, context.labels);
  if (key === null) {
    // spec 000 §5: missing style or colour is a critical 'stylecolor' error.
    const missing = ['style', 'color'].filter((c) => isBlank(row.values[c]));
    errors.push(
      importIssue('stylecolor', 'critical', 'msgCodes.importMissingRequiredProperty', missing),
    );
    return { rowNumber: row.rowNumber, values, errors, changed };
  }
  if ((counts.get(key) ?? 0) > 1) {
    // spec 000 §5: critical for import, a warning (duplicateSoft) for download.
    errors.push(
      context.mode === 'import'
        ? importIssue('duplicate', 'critical', 'msgCodes.importDuplicate', ['style', 'color'])
        : importIssue('duplicateSoft', 'warning', 'msgCodes.importDuplicate', ['style', 'color']),
    );
  }
  const product = products.get(key);
  if (product === undefined) {
    errors.push(importIssue('notFound', 'critical', 'msgCodes.importNotFound', ['style', 'color']));
    return { rowNumber: row.rowNumber, values, errors, changed };
  }
  errors.push(...productErrors(product, context));
  if (context.assortmentStyleColors?.has(key)) {
    errors.push(importIssue('already', 'critical', 'msgCodes.importAlreadyInAssortment'));
  } else if (context.seasonStyleColors?.has(key)) {
    errors.push(importIssue('alreadySeason', 'warning', 'msgCodes.importAlreadyInSeason'));
  }
  const differing = differingColumns(values, product, columns);
  if (differing.length > 0) {
    errors.push(importIssue('dataDiffers', 'warning', 'msgCodes.importDataDiffers', differing));
  }
  return { rowNumber: row.rowNumber, values, errors, changed };
}

function productErrors(product: ImportProduct, context: AssortmentImportContext): ImportIssue[] {
  const errors: ImportIssue[] = [];
  if (context.productType !== undefined && product.productType !== context.productType) {
    errors.push(importIssue('productType', 'critical', 'msgCodes.importWrongProductType'));
  }
  const territories = product.territories ?? [];
  if (
    context.userTerritories !== undefined &&
    territories.length > 0 &&
    !territories.some((t) => context.userTerritories?.includes(t))
  ) {
    errors.push(importIssue('notAllowed', 'critical', 'msgCodes.importNotAllowed'));
  }
  if (context.locationCode === undefined) return errors;
  const location = product.locations?.find((l) => l.code === context.locationCode);
  if (location === undefined) {
    errors.push(importIssue('location', 'critical', 'msgCodes.importNotInLocation'));
    return errors;
  }
  const wanted =
    context.status === 'ALL' ? ALL_LINE_STATUSES : context.status ? [context.status] : [];
  if (wanted.length > 0 && !wanted.includes(location.lineStatus ?? '')) {
    errors.push(importIssue('status', 'warning', 'msgCodes.importStatusMismatch'));
  }
  return errors;
}

/** Product columns (source 'product') whose sheet value disagrees with the product data. */
function differingColumns(
  values: Readonly<Record<string, ImportValue>>,
  product: ImportProduct,
  columns: readonly ImportColumn[],
): string[] {
  const differing: string[] = [];
  for (const column of columns) {
    const sheet = values[column.id];
    const known = product[column.id];
    if (isBlank(sheet) || known === undefined || known === null) continue;
    if (!sameValue(sheet ?? null, known)) differing.push(column.id);
  }
  return differing;
}

function sameValue(sheet: ImportValue, known: unknown): boolean {
  if (typeof sheet === 'number' && typeof known === 'number')
    return Math.abs(sheet - known) < 0.005;
  const a = textOf(sheet);
  const b = String(known).trim();
  return a === b || a.toLowerCase() === b.toLowerCase();
}

/**
 * spec 000 §5: labels matching no assortment label colour or name are cleared on import. A
 * match is stored as the label's name.
 */
function clearUnknownLabels(
  values: Readonly<Record<string, ImportValue>>,
  labels: readonly { color: string; name: string }[] | undefined,
): { values: Readonly<Record<string, ImportValue>>; changed: string[] } {
  const label = textOf(values['label']);
  if (label === '' || labels === undefined) return { values, changed: [] };
  const lower = label.toLowerCase();
  const match = labels.find(
    (l) => l.name.toLowerCase() === lower || l.color.toLowerCase() === lower,
  );
  if (match !== undefined && match.name === label) return { values, changed: [] };
  return { values: { ...values, label: match ? match.name : null }, changed: ['label'] };
}

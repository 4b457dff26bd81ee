// Sample inventory bulk add (spec 001 §5 Sample inventory, §8 Sample inventory; spec 000 §5).
import { SAMPLE_PRODUCTION_ONLY, SAMPLE_SALES_ONLY } from './columns.ts';
import type { SampleLibrary } from '../entities/sample-inventory.ts';
import { importIssue, type ImportIssue, type ImportRowMessageId } from './messages.ts';
import {
  isBlank,
  isInvisibleRow,
  textOf,
  type ImportSheetRow,
  type ValidatedImportRow,
} from './validation-types.ts';
import type { ImportValue } from './cell-parsing.ts';

/** spec 000 §5 / 001 §5: the bulk-add check; a missing one is a critical 'stylecolor' error. */
export const SAMPLE_BULK_REQUIRED = [
  'style',
  'color',
  'size',
  'side',
  'status',
  'moldNum',
  'moldDate',
  'bin',
] as const;

/** spec 001 §5: required fields per library; a missing one is a critical 'notblank' error. */
export const SAMPLE_LIBRARY_REQUIRED: Readonly<Record<SampleLibrary, readonly string[]>> = {
  Production: ['division', 'style', 'color', 'status', 'side', 'totalQty', 'bin'],
  Sales: [
    'division',
    'style',
    'color',
    'status',
    'side',
    'totalQty',
    'region',
    'aisle',
    'direction',
    'level',
  ],
};

const REQUIRED_MESSAGE: Readonly<Record<SampleLibrary, ImportRowMessageId>> = {
  Production: 'msgCodes.importSampleRequiredProduction',
  Sales: 'msgCodes.importSampleRequiredSales',
};

const OWN_FIELDS: Readonly<Record<SampleLibrary, ReadonlySet<string>>> = {
  Production: new Set(SAMPLE_PRODUCTION_ONLY.map((c) => c.id)),
  Sales: new Set(SAMPLE_SALES_ONLY.map((c) => c.id)),
};

/** A sample already in the inventory (the slice the import compares against). */
export interface ExistingSample {
  readonly style: string;
  readonly color: string;
  readonly size: string;
  readonly side: string;
  readonly moldNum?: string;
}

export interface SampleImportContext {
  readonly library: SampleLibrary;
  /** Samples of this library already in the inventory. */
  readonly existing: readonly ExistingSample[];
}

/** A row ready to add: its values with onHandQty copied from totalQty (spec 001 §3). */
export interface SampleAddition {
  readonly rowNumber: number;
  readonly library: SampleLibrary;
  readonly values: Readonly<Record<string, ImportValue>>;
}

export interface SampleImportResult {
  readonly rows: readonly ValidatedImportRow[];
  /** spec 001 §4: only fully valid rows are added. */
  readonly additions: readonly SampleAddition[];
}

/** One sample: style, colour, size and side (upper-cased). */
export function sampleKey(v: {
  style: unknown;
  color: unknown;
  size: unknown;
  side: unknown;
}): string {
  return [v.style, v.color, v.size, v.side]
    .map((x) =>
      String(x ?? '')
        .trim()
        .toUpperCase(),
    )
    .join('|');
}

export function validateSampleRows(
  rows: readonly ImportSheetRow[],
  context: SampleImportContext,
): SampleImportResult {
  const visible = rows.filter((r) => !isInvisibleRow(r.values));
  const existingKeys = new Set(context.existing.map(sampleKey));
  const existingMolds = new Set(
    context.existing.map((s) => (s.moldNum ?? '').trim().toUpperCase()).filter((m) => m !== ''),
  );
  const keyCounts = countBy(visible, (r) => keyOfRow(r.values));
  const moldCounts = countBy(visible, (r) => textOf(r.values['moldNum']).toUpperCase());
  const validated: ValidatedImportRow[] = [];
  const additions: SampleAddition[] = [];
  for (const row of visible) {
    const errors = rowErrors(row, context.library, {
      existingKeys,
      existingMolds,
      keyCounts,
      moldCounts,
    });
    validated.push({ rowNumber: row.rowNumber, values: row.values, errors, changed: [] });
    if (errors.length === 0) {
      additions.push({
        rowNumber: row.rowNumber,
        library: context.library,
        values: { ...row.values, onHandQty: row.values['totalQty'] ?? null },
      });
    }
  }
  return { rows: validated, additions };
}

interface Seen {
  existingKeys: ReadonlySet<string>;
  existingMolds: ReadonlySet<string>;
  keyCounts: ReadonlyMap<string, number>;
  moldCounts: ReadonlyMap<string, number>;
}

function rowErrors(row: ImportSheetRow, library: SampleLibrary, seen: Seen): ImportIssue[] {
  const v = row.values;
  const errors: ImportIssue[] = [];
  const libraryFields = new Set(SAMPLE_LIBRARY_REQUIRED[library]);
  // The bulk check's library-specific fields (moldNum, moldDate, bin) apply where the library
  // has them: Sales has no moulds or bins (spec 001 §3).
  const bulkMissing = SAMPLE_BULK_REQUIRED.filter(
    (f) => isBlank(v[f]) && (!OWN_FIELDS.Production.has(f) || library === 'Production'),
  );
  if (bulkMissing.length > 0) {
    errors.push(
      importIssue('stylecolor', 'critical', 'msgCodes.importSampleMissingValue', bulkMissing),
    );
  }
  const libraryMissing = [...libraryFields].filter((f) => isBlank(v[f]));
  if (libraryMissing.length > 0) {
    errors.push(importIssue('notblank', 'critical', REQUIRED_MESSAGE[library], libraryMissing));
  }
  const other: SampleLibrary = library === 'Production' ? 'Sales' : 'Production';
  const foreign = [...OWN_FIELDS[other]].filter((f) => !isBlank(v[f]));
  if (foreign.length > 0) {
    errors.push(
      importIssue(
        'tooManyProperties',
        'warning',
        'msgCodes.importTooManySampleProperties',
        foreign,
      ),
    );
  }
  const key = keyOfRow(v);
  if (key !== '' && (seen.keyCounts.get(key) ?? 0) > 1) {
    errors.push(
      importIssue('duplicate', 'critical', 'msgCodes.importDuplicateSample', [
        'style',
        'color',
        'size',
        'side',
      ]),
    );
  }
  if (key !== '' && seen.existingKeys.has(key)) {
    errors.push(importIssue('sampleExists', 'critical', 'msgCodes.importSampleAlreadyExists'));
  }
  const mold = textOf(v['moldNum']).toUpperCase();
  if (mold !== '' && (seen.existingMolds.has(mold) || (seen.moldCounts.get(mold) ?? 0) > 1)) {
    errors.push(
      importIssue('moldExists', 'critical', 'msgCodes.importMoldNumberExists', ['moldNum']),
    );
  }
  return errors;
}

/** Key of a row that has all four parts, else ''. */
function keyOfRow(v: Readonly<Record<string, ImportValue>>): string {
  if (['style', 'color', 'size', 'side'].some((f) => isBlank(v[f]))) return '';
  return sampleKey({
    style: textOf(v['style']),
    color: textOf(v['color']),
    size: textOf(v['size']),
    side: textOf(v['side']),
  });
}

function countBy<T>(items: readonly T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) {
    const k = key(item);
    if (k !== '') counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return counts;
}

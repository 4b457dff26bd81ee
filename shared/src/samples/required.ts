// The required fields of a sample (spec 001 §5 Sample inventory): "Production requires
// division, style, color, status, side, totalQty, bin. Sales requires division, style, color,
// status, side, totalQty, region, aisle, direction, level. Otherwise a critical notblank error."
// One rule for the device (the grid and the Add Sample form refuse the row with §8's message)
// and the server (the sampleInventory policy's write check refuses the write, decision 0048),
// so both judge a sample alike. Pure: no zod, no I/O.
import type { SampleLibrary } from '../entities/values.ts';
import { IMPORT_ROW_MESSAGES } from '../import/messages.ts';

/** spec 001 §5: the fields each library requires, in the spec's order (the import's
 * SAMPLE_LIBRARY_REQUIRED holds the same; required-problem.test.ts keeps them equal). */
export const SAMPLE_REQUIRED_FIELDS = {
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
} as const satisfies Readonly<Record<SampleLibrary, readonly string[]>>;

export type SampleRequiredField = (typeof SAMPLE_REQUIRED_FIELDS)[SampleLibrary][number];

/** spec 001 §8: the short message and the variants listing every field of each library. */
export const SAMPLE_REQUIRED_TEXT = {
  short: IMPORT_ROW_MESSAGES['msgCodes.importSampleRequired'],
  Production: IMPORT_ROW_MESSAGES['msgCodes.importSampleRequiredProduction'],
  Sales: IMPORT_ROW_MESSAGES['msgCodes.importSampleRequiredSales'],
} as const;

/** The message ids of the variants (the import's ids: the screens, the import rows and the
 * server's answers show the same texts). */
export const SAMPLE_REQUIRED_MESSAGE_IDS = {
  Production: 'msgCodes.importSampleRequiredProduction',
  Sales: 'msgCodes.importSampleRequiredSales',
} as const satisfies Readonly<Record<SampleLibrary, keyof typeof IMPORT_ROW_MESSAGES>>;

/** A sample lacking required fields: which, and the spec's message (import id and English). */
export interface SampleRequiredProblem {
  readonly errorType: 'notblank';
  readonly errorSeverity: 'critical';
  readonly library: SampleLibrary;
  /** The missing fields, in the order of the library's list. */
  readonly missing: readonly SampleRequiredField[];
  readonly messageId: (typeof SAMPLE_REQUIRED_MESSAGE_IDS)[SampleLibrary];
  readonly message: string;
}

/** Blank: absent, null, text of only spaces, or a number that is not one (NaN). A quantity of
 * 0 is a value. */
export function isBlankSampleValue(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (typeof value === 'number' && Number.isNaN(value))
  );
}

/** The library's required fields the sample leaves blank, in the library's order. */
export function missingSampleFields(
  library: SampleLibrary,
  sample: Readonly<Record<string, unknown>>,
): SampleRequiredField[] {
  const fields: readonly SampleRequiredField[] = SAMPLE_REQUIRED_FIELDS[library];
  return fields.filter((field) => isBlankSampleValue(sample[field]));
}

export function hasRequiredSampleFields(
  library: SampleLibrary,
  sample: Readonly<Record<string, unknown>>,
): boolean {
  return missingSampleFields(library, sample).length === 0;
}

/**
 * The problem of a write of `sample` (judged by its own `library` field), or null. A new sample
 * (`before` null) needs every required field; an edit may not leave blank a required field the
 * stored sample had, so a sample that reached the store incomplete (an import, a transfer
 * without a new bin) can still be completed one field at a time. A sample of no known library
 * is not judged here (its schema refuses it).
 */
export function sampleRequiredProblem(
  sample: Readonly<Record<string, unknown>>,
  before: Readonly<Record<string, unknown>> | null = null,
): SampleRequiredProblem | null {
  const library = sample.library;
  if (library !== 'Production' && library !== 'Sales') return null;
  const missingBefore = new Set(
    before && before.library === library ? missingSampleFields(library, before) : [],
  );
  const missing = missingSampleFields(library, sample).filter((f) => !missingBefore.has(f));
  if (missing.length === 0) return null;
  const messageId = SAMPLE_REQUIRED_MESSAGE_IDS[library];
  return {
    errorType: 'notblank',
    errorSeverity: 'critical',
    library,
    missing,
    messageId,
    message: IMPORT_ROW_MESSAGES[messageId],
  };
}

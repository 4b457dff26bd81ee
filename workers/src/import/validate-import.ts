// The validation job: looks the rows' products up in batches (the device database, so it
// works offline), then applies the shared rules.
import {
  lookupKeys,
  summarizeImport,
  validateAssortmentRows,
  validateSampleRows,
  type AssortmentImportContext,
  type ImportProduct,
  type ImportSheetRow,
  type ImportValidationSummary,
  type SampleAddition,
  type SampleImportContext,
  type ValidatedImportRow,
} from '@portal/shared';
import type { ProductLookup } from './product-lookup.ts';
import { progressReporter, throwIfCancelled, type JobOptions } from '../jobs/job.ts';

// Each batch is answered on the UI thread (the device database), so batches stay small enough
// that one answer never holds that thread near 50 ms (bench/workers/ui-thread.ts).
const LOOKUP_BATCH = 200;

export interface AssortmentValidation {
  readonly rows: readonly ValidatedImportRow[];
  readonly summary: ImportValidationSummary;
}

export async function validateAssortmentImport(
  rows: readonly ImportSheetRow[],
  lookup: ProductLookup,
  context: AssortmentImportContext,
  options: JobOptions = {},
): Promise<AssortmentValidation> {
  const keys = lookupKeys(rows);
  const products = new Map<string, ImportProduct>();
  const report = progressReporter('msgCodes.jobValidating', options);
  for (let i = 0; i < keys.length; i += LOOKUP_BATCH) {
    throwIfCancelled(options.signal);
    const found = await lookup.findByStyleColors(keys.slice(i, i + LOOKUP_BATCH));
    for (const [key, product] of found) products.set(key, product);
    report(Math.min(i + LOOKUP_BATCH, keys.length), keys.length);
  }
  throwIfCancelled(options.signal);
  const validated = validateAssortmentRows(rows, products, context);
  return { rows: validated, summary: summarizeImport(validated) };
}

export interface SampleValidation {
  readonly rows: readonly ValidatedImportRow[];
  readonly additions: readonly SampleAddition[];
  readonly summary: ImportValidationSummary;
}

export async function validateSampleImport(
  rows: readonly ImportSheetRow[],
  context: SampleImportContext,
  options: JobOptions = {},
): Promise<SampleValidation> {
  throwIfCancelled(options.signal);
  const result = validateSampleRows(rows, context);
  return { ...result, summary: summarizeImport(result.rows) };
}

// Summary of a validation and the import button's label (spec 000 §4 Excel import flow).
import type { ImportButtonMessageId } from './messages.ts';
import type { ImportMode } from './validate-assortment-rows.ts';
import type { ValidatedImportRow } from './validation-types.ts';

export interface ImportValidationSummary {
  readonly rows: number;
  readonly rowsWithCritical: number;
  /** Rows with warnings and no critical error. */
  readonly rowsWithWarningsOnly: number;
  readonly criticalErrors: number;
  readonly warnings: number;
}

export function summarizeImport(rows: readonly ValidatedImportRow[]): ImportValidationSummary {
  let rowsWithCritical = 0;
  let rowsWithWarningsOnly = 0;
  let criticalErrors = 0;
  let warnings = 0;
  for (const row of rows) {
    const critical = row.errors.filter((e) => e.errorSeverity === 'critical').length;
    const warning = row.errors.length - critical;
    criticalErrors += critical;
    warnings += warning;
    if (critical > 0) rowsWithCritical += 1;
    else if (warning > 0) rowsWithWarningsOnly += 1;
  }
  return { rows: rows.length, rowsWithCritical, rowsWithWarningsOnly, criticalErrors, warnings };
}

/**
 * Where the import screen stands: not validated yet, validated (with this summary), or a
 * style/colour cell edited since the last validation.
 */
export type ImportFlowState =
  | { readonly kind: 'notValidated' }
  | { readonly kind: 'validated'; readonly summary: ImportValidationSummary }
  | { readonly kind: 'styleColorEdited' };

/**
 * spec 000 §4: Validate Items (start); Critical Issues Fixed - Resubmit (critical errors);
 * Ignore Warnings & Import / & Download (warnings only); Import to Assortment / Download
 * Items (passed); Revalidate Items (after a style/color edit).
 */
export function importButtonLabel(state: ImportFlowState, mode: ImportMode): ImportButtonMessageId {
  switch (state.kind) {
    case 'notValidated':
      return 'buttons.validateItems';
    case 'styleColorEdited':
      return 'buttons.revalidateItems';
    case 'validated':
      if (state.summary.criticalErrors > 0) return 'buttons.criticalIssuesFixedResubmit';
      if (state.summary.warnings > 0) {
        return mode === 'import'
          ? 'buttons.ignoreWarningsImport'
          : 'buttons.ignoreWarningsDownload';
      }
      return mode === 'import' ? 'buttons.importToAssortment' : 'buttons.downloadItems';
  }
}

/** spec 000 §4: the bulk-downloader subtype auto-validates 100 ms after load. */
export const BULK_DOWNLOAD_AUTO_VALIDATE_MS = 100;

/** Rows the import may add: none while critical errors remain (spec 000 §4). */
export function importableRows(rows: readonly ValidatedImportRow[]): ValidatedImportRow[] {
  if (rows.some((r) => r.errors.some((e) => e.errorSeverity === 'critical'))) return [];
  return [...rows];
}

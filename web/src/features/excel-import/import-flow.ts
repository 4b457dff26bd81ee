// Where the import screen stands and what its one action button does (spec 000 §4 Excel
// import flow). The label rules themselves are shared (importButtonLabel); this adds what a
// click does and how edits move the state.
import {
  importButtonLabel,
  summarizeImport,
  type ImportButtonMessageId,
  type ImportFlowState,
  type ImportMode,
  type ImportValidationSummary,
  type ValidatedImportRow,
} from '@portal/shared';
import type { GridWrite } from '../../grid/index.ts';
import type { ImportGridRow } from './import-rows.ts';

export const NOT_VALIDATED: ImportFlowState = { kind: 'notValidated' };

/** Columns whose edit makes the validation stale (spec 000 §4: "after a style/color edit"). */
const KEY_COLUMNS = new Set(['style', 'color']);

/** The state after a validation, from its rows or from the summary the worker counted. */
export function flowAfterValidation(
  result: readonly ValidatedImportRow[] | ImportValidationSummary,
): ImportFlowState {
  const summary = Array.isArray(result)
    ? summarizeImport(result as readonly ValidatedImportRow[])
    : (result as ImportValidationSummary);
  return { kind: 'validated', summary };
}

/**
 * An edit of a style or colour cell (typed, pasted, filled, undone) asks for revalidation;
 * other edits and deleted rows keep the result, so after removing the rows with critical
 * issues the button still reads 'Critical Issues Fixed - Resubmit'.
 */
export function flowAfterWrite(
  flow: ImportFlowState,
  write: Pick<GridWrite<ImportGridRow>, 'updates' | 'adds'>,
): ImportFlowState {
  if (flow.kind === 'notValidated') return flow;
  const keyEdited = write.updates.some((u) => KEY_COLUMNS.has(u.columnId)) || write.adds.length > 0;
  return keyEdited ? { kind: 'styleColorEdited' } : flow;
}

export type ImportAction = 'validate' | 'import' | 'download';

/** What the button does: validate until the result has no critical error, then act. */
export function importAction(flow: ImportFlowState, mode: ImportMode): ImportAction {
  if (flow.kind !== 'validated' || flow.summary.criticalErrors > 0) return 'validate';
  return mode;
}

export function buttonLabel(flow: ImportFlowState, mode: ImportMode): ImportButtonMessageId {
  return importButtonLabel(flow, mode);
}

import { describe, expect, it } from 'vitest';
import { IMPORT_BUTTON_MESSAGES } from './messages.ts';
import {
  importButtonLabel,
  type ImportFlowState,
  type ImportValidationSummary,
} from './import-result.ts';

function validated(criticalErrors: number, warnings: number): ImportFlowState {
  const summary: ImportValidationSummary = {
    rows: 10,
    rowsWithCritical: criticalErrors,
    rowsWithWarningsOnly: warnings,
    criticalErrors,
    warnings,
  };
  return { kind: 'validated', summary };
}

describe('import button label by result (spec 000 §4)', () => {
  it.each([
    [{ kind: 'notValidated' }, 'import', 'Validate Items'],
    [{ kind: 'notValidated' }, 'download', 'Validate Items'],
    [validated(2, 5), 'import', 'Critical Issues Fixed - Resubmit'],
    [validated(1, 0), 'download', 'Critical Issues Fixed - Resubmit'],
    [validated(0, 3), 'import', 'Ignore Warnings & Import'],
    [validated(0, 3), 'download', 'Ignore Warnings & Download'],
    [validated(0, 0), 'import', 'Import to Assortment'],
    [validated(0, 0), 'download', 'Download Items'],
    [{ kind: 'styleColorEdited' }, 'import', 'Revalidate Items'],
  ] as [ImportFlowState, 'import' | 'download', string][])(
    '%j in %s mode reads %j',
    (state, mode, text) => {
      expect(IMPORT_BUTTON_MESSAGES[importButtonLabel(state, mode)]).toBe(text);
    },
  );
});

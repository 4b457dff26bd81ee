// spec 000 §4 Excel import flow: the button label by validation result and what a click does,
// for the bulk-downloader subtype ('download') and the import subtypes ('import').
import { importIssue, type ValidatedImportRow } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { fallbackMessages } from '../../i18n/catalog.ts';
import {
  NOT_VALIDATED,
  buttonLabel,
  flowAfterValidation,
  flowAfterWrite,
  importAction,
} from './import-flow.ts';

const row = (rowNumber: number, ...errors: ValidatedImportRow['errors']): ValidatedImportRow => ({
  rowNumber,
  values: {},
  errors,
  changed: [],
});
const notFound = importIssue('notFound', 'critical', 'msgCodes.importNotFound', ['style']);
const duplicateSoft = importIssue('duplicateSoft', 'warning', 'msgCodes.importDuplicate');

const critical = flowAfterValidation([row(2, notFound), row(3, duplicateSoft)]);
const warningsOnly = flowAfterValidation([row(2), row(3, duplicateSoft)]);
const passed = flowAfterValidation([row(2), row(3)]);
const edited = flowAfterWrite(passed, {
  updates: [{ rowId: 'row-2', columnId: 'style', value: '012345' }],
  adds: [],
});
const text = (id: string) => fallbackMessages[id];

describe('import button (spec 000 §4)', () => {
  it.each([
    ['start', NOT_VALIDATED, 'download', 'Validate Items', 'validate'],
    ['critical errors', critical, 'download', 'Critical Issues Fixed - Resubmit', 'validate'],
    ['warnings only', warningsOnly, 'download', 'Ignore Warnings & Download', 'download'],
    ['warnings only', warningsOnly, 'import', 'Ignore Warnings & Import', 'import'],
    ['passed', passed, 'download', 'Download Items', 'download'],
    ['passed', passed, 'import', 'Import to Assortment', 'import'],
    ['after a style/color edit', edited, 'download', 'Revalidate Items', 'validate'],
  ] as const)('%s (%s): %s', (_name, flow, mode, label, action) => {
    expect(text(buttonLabel(flow, mode))).toBe(label);
    expect(importAction(flow, mode)).toBe(action);
  });

  it('asks for revalidation after a colour edit or added rows, not after other edits', () => {
    const write = (columnId: string) => ({
      updates: [{ rowId: 'r', columnId, value: 'x' }],
      adds: [],
    });
    expect(flowAfterWrite(passed, write('color')).kind).toBe('styleColorEdited');
    expect(flowAfterWrite(passed, write('name'))).toBe(passed);
    expect(flowAfterWrite(critical, { updates: [], adds: [] })).toBe(critical);
    expect(
      flowAfterWrite(passed, {
        updates: [],
        adds: [{ id: 'row-9', row: { id: 'row-9', rowNumber: 9, issues: [] } }],
      }).kind,
    ).toBe('styleColorEdited');
    // Nothing to revalidate before a first validation.
    expect(flowAfterWrite(NOT_VALIDATED, write('style'))).toBe(NOT_VALIDATED);
  });

  it('takes the worker’s summary as well as rows (issues-only answers)', () => {
    const summary = {
      rows: 10_000,
      rowsWithCritical: 0,
      rowsWithWarningsOnly: 3,
      criticalErrors: 0,
      warnings: 3,
    };
    expect(text(buttonLabel(flowAfterValidation(summary), 'download'))).toBe(
      'Ignore Warnings & Download',
    );
  });

  it('keeps the critical result after rows are deleted, so the label still says Resubmit', () => {
    expect(text(buttonLabel(flowAfterWrite(critical, { updates: [], adds: [] }), 'download'))).toBe(
      'Critical Issues Fixed - Resubmit',
    );
  });
});

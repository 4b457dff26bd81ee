// The translated text of a field problem (shared `FieldProblem` codes → `inputs.form.*`), so a
// form never shows zod's English messages (spec 000 §1: every text in the user's language).
import type { FieldProblem } from '@portal/shared/forms/problems.ts';
import type { IntlShape } from 'react-intl';

const MESSAGE_IDS: Readonly<Record<FieldProblem['code'], string>> = {
  required: 'inputs.form.required',
  tooShort: 'inputs.form.tooShort',
  tooLong: 'inputs.form.tooLong',
  tooSmall: 'inputs.form.tooSmall',
  tooBig: 'inputs.form.tooBig',
  tooFewItems: 'inputs.form.tooFewItems',
  tooManyItems: 'inputs.form.tooManyItems',
  invalidEmail: 'inputs.form.invalidEmail',
  invalidDate: 'inputs.form.invalidDate',
  invalidFormat: 'inputs.form.invalidFormat',
  notANumber: 'inputs.form.notANumber',
  wholeNumber: 'inputs.form.wholeNumber',
  notAnOption: 'inputs.form.notAnOption',
  invalid: 'inputs.form.invalid',
};

/** Every message id a problem can show (the catalogue test checks each exists). */
export const FIELD_PROBLEM_MESSAGE_IDS: readonly string[] = Object.values(MESSAGE_IDS);

/**
 * @param dateFormat the display pattern a date problem names ('MM/DD/YYYY').
 * @example fieldProblemText(intl, { code: 'tooLong', maximum: 64 }, 'MM/DD/YYYY')
 */
export function fieldProblemText(
  intl: IntlShape,
  problem: FieldProblem,
  dateFormat: string,
): string {
  const { code, ...bounds } = problem;
  return intl.formatMessage({ id: MESSAGE_IDS[code] }, { ...bounds, format: dateFormat });
}

// Pieces every form field shares: the props, the label with its required mark, the
// description and the translated problem, and react-aria's locale set to the app's language
// (react-aria otherwise follows the browser's, so a de-DE user on an English browser would
// type "1.5" where the app shows "1,5").
import type { FieldProblem } from '@portal/shared/forms/problems.ts';
import type { ReactNode } from 'react';
import { FieldError, I18nProvider, Label, Text } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useDateDisplayPattern } from './date-format.tsx';
import { fieldProblemText } from './problem-text.ts';
import './forms.css';

export interface CommonFieldProps {
  readonly label: ReactNode;
  /** Help shown under the field (and read with it). */
  readonly description?: ReactNode;
  readonly name?: string;
  readonly isRequired?: boolean;
  readonly isDisabled?: boolean;
  readonly autoFocus?: boolean;
  /** Why the value is refused (from `useDocumentForm`), shown translated. */
  readonly problem?: FieldProblem | undefined;
  readonly onBlur?: () => void;
}

export function FieldLocale({ children }: { readonly children: ReactNode }) {
  const intl = useIntl();
  return <I18nProvider locale={intl.locale}>{children}</I18nProvider>;
}

export function FieldLabel({ label, isRequired }: Pick<CommonFieldProps, 'label' | 'isRequired'>) {
  return (
    <Label>
      {label}
      {isRequired && (
        <span className="field-required" aria-hidden="true">
          {' *'}
        </span>
      )}
    </Label>
  );
}

export function FieldHelp({
  description,
  problem,
  dateFormat,
}: Pick<CommonFieldProps, 'description' | 'problem'> & {
  /** The pattern a date problem names; default the user's long date format. */
  readonly dateFormat?: string;
}) {
  const intl = useIntl();
  const userPattern = useDateDisplayPattern();
  return (
    <>
      {description && (
        <Text slot="description" className="field-hint">
          {description}
        </Text>
      )}
      <FieldError className="field-error">
        {problem ? fieldProblemText(intl, problem, dateFormat ?? userPattern.text) : null}
      </FieldError>
    </>
  );
}

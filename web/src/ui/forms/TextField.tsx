// Text and email fields (react-aria-components TextField): labelled, described, with the
// form's translated problem. spec 000 §5: "Email addresses are validated by a pattern rule" —
// the shared `isEmailAddress`, the same pattern as the entity schemas.
import { isEmailAddress } from '@portal/shared/forms/email.ts';
import type { FieldProblem } from '@portal/shared/forms/problems.ts';
import { useState } from 'react';
import { Input, TextArea, TextField as AriaTextField } from 'react-aria-components';
import { FieldHelp, FieldLabel, FieldLocale, type CommonFieldProps } from './field-parts.tsx';

export interface TextFieldProps extends CommonFieldProps {
  readonly value: string | undefined;
  readonly onChange: (value: string) => void;
  readonly multiline?: boolean;
  readonly maxLength?: number;
  readonly autoComplete?: string;
  readonly placeholder?: string;
  readonly type?: 'text' | 'email' | 'tel' | 'url';
}

export function TextField(props: TextFieldProps) {
  const { multiline = false, type = 'text' } = props;
  return (
    <FieldLocale>
      <AriaTextField
        className="field form-field"
        type={type}
        value={props.value ?? ''}
        onChange={props.onChange}
        isRequired={props.isRequired ?? false}
        isDisabled={props.isDisabled ?? false}
        isInvalid={props.problem !== undefined}
        validationBehavior="aria"
        {...(props.onBlur ? { onBlur: props.onBlur } : {})}
        {...(props.name ? { name: props.name } : {})}
        {...(props.maxLength !== undefined ? { maxLength: props.maxLength } : {})}
        {...(props.autoComplete ? { autoComplete: props.autoComplete } : {})}
        {...(props.autoFocus ? { autoFocus: true } : {})}
      >
        <FieldLabel label={props.label} isRequired={props.isRequired} />
        {multiline ? (
          <TextArea placeholder={props.placeholder} />
        ) : (
          <Input placeholder={props.placeholder} />
        )}
        <FieldHelp description={props.description} problem={props.problem} />
      </AriaTextField>
    </FieldLocale>
  );
}

function emailProblem(text: string, isRequired: boolean): FieldProblem | undefined {
  if (text === '') return isRequired ? { code: 'required' } : undefined;
  return isEmailAddress(text) ? undefined : { code: 'invalidEmail' };
}

export type EmailFieldProps = Omit<TextFieldProps, 'type' | 'multiline'>;

/**
 * An email address: trimmed when the user leaves the field, refused by the pattern rule
 * there, even before the form's schema runs (the form's own problem wins when both exist).
 */
export function EmailField(props: EmailFieldProps) {
  const [ownProblem, setOwnProblem] = useState<FieldProblem | undefined>(undefined);
  return (
    <TextField
      {...props}
      type="email"
      autoComplete={props.autoComplete ?? 'email'}
      problem={props.problem ?? ownProblem}
      onChange={(value) => {
        setOwnProblem(undefined);
        props.onChange(value);
      }}
      onBlur={() => {
        const trimmed = (props.value ?? '').trim();
        if (trimmed !== (props.value ?? '')) props.onChange(trimmed);
        setOwnProblem(emailProblem(trimmed, props.isRequired ?? false));
        props.onBlur?.();
      }}
    />
  );
}

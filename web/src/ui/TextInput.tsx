// A labelled text field (react-aria-components) with translated validation messages: the
// browser's own messages would follow the browser's language, not the app's.
import type { ReactNode } from 'react';
import { FieldError, Input, Label, Text, TextArea, TextField } from 'react-aria-components';
import { useIntl } from 'react-intl';

/** spec 000 §5: email addresses are validated by a pattern rule. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface Props {
  readonly name: string;
  readonly label: ReactNode;
  readonly type?: 'text' | 'email' | 'password';
  readonly autoComplete?: string;
  readonly isRequired?: boolean;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly multiline?: boolean;
  readonly defaultValue?: string;
  readonly value?: string;
  readonly onChange?: (value: string) => void;
  readonly hint?: ReactNode;
  readonly autoFocus?: boolean;
  /** Extra rule: a translated message when the value is wrong, else null. */
  readonly validate?: (value: string) => string | null;
}

export function TextInput(props: Props) {
  const intl = useIntl();
  const { type = 'text', isRequired = false, minLength, maxLength } = props;
  const validate = (value: string): string | null => {
    if (isRequired && value.trim() === '') return intl.formatMessage({ id: 'inputs.required' });
    if (value === '') return null;
    if (type === 'email' && !EMAIL_PATTERN.test(value.trim()))
      return intl.formatMessage({ id: 'inputs.invalidEmail' });
    if (minLength !== undefined && value.length < minLength)
      return intl.formatMessage({ id: 'inputs.minLength' }, { count: minLength });
    if (maxLength !== undefined && value.length > maxLength)
      return intl.formatMessage({ id: 'inputs.maxLength' }, { count: maxLength });
    return props.validate?.(value) ?? null;
  };
  return (
    <TextField
      name={props.name}
      type={type}
      className="field"
      isRequired={isRequired}
      validate={validate}
      {...(props.autoComplete ? { autoComplete: props.autoComplete } : {})}
      {...(props.defaultValue !== undefined ? { defaultValue: props.defaultValue } : {})}
      {...(props.value !== undefined ? { value: props.value } : {})}
      {...(props.onChange ? { onChange: props.onChange } : {})}
      {...(props.autoFocus ? { autoFocus: true } : {})}
    >
      <Label>{props.label}</Label>
      {props.multiline ? <TextArea /> : <Input />}
      {props.hint && (
        <Text slot="description" className="field-hint">
          {props.hint}
        </Text>
      )}
      <FieldError className="field-error" />
    </TextField>
  );
}

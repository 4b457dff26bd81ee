// Single and multiple choice from a list (react-aria-components Select): spec 000 §5 "a list
// value must match an allowed option … multi-select values" — the user can only pick options,
// so no text needs matching here. Typed by the option values, so an entity's enum field binds
// without casts.
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import {
  Button,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  type Key,
} from 'react-aria-components';
import { Icon } from '../icons.tsx';
import { FieldHelp, FieldLabel, FieldLocale, type CommonFieldProps } from './field-parts.tsx';

export interface SelectOption<V extends string = string> {
  readonly value: V;
  /** What the list shows (translated by the caller). */
  readonly label: ReactNode;
  /** Plain text for type-ahead and the field's summary when `label` is not a string. */
  readonly textValue?: string;
}

type ChoiceMode = 'single' | 'multiple';

/** The key of the 'None' entry: a number, so it never equals an option's string value. */
const NONE: Key = -1;

interface ChoiceProps<V extends string> extends CommonFieldProps {
  readonly options: readonly SelectOption<V>[];
  /** Shown while nothing is chosen; default 'Choose…'. */
  readonly placeholder?: string;
}

function Choice<V extends string, M extends ChoiceMode>(
  props: ChoiceProps<V> & {
    readonly mode: M;
    readonly value: M extends 'single' ? Key | null : readonly Key[];
    readonly onChange: (keys: M extends 'single' ? Key | null : Key[]) => void;
    readonly noneLabel?: string;
  },
) {
  const intl = useIntl();
  return (
    <FieldLocale>
      <Select<SelectOption<V>, M>
        className="field form-field"
        selectionMode={props.mode}
        value={props.value}
        onChange={props.onChange}
        placeholder={props.placeholder ?? intl.formatMessage({ id: 'inputs.form.choose' })}
        isRequired={props.isRequired ?? false}
        isDisabled={props.isDisabled ?? false}
        isInvalid={props.problem !== undefined}
        validationBehavior="aria"
        {...(props.onBlur ? { onBlur: props.onBlur } : {})}
        {...(props.name ? { name: props.name } : {})}
        {...(props.autoFocus ? { autoFocus: true } : {})}
      >
        <FieldLabel label={props.label} isRequired={props.isRequired} />
        <Button className="field-select">
          <SelectValue className="field-select-value" />
          <Icon name="chevronRight" className="field-select-chevron" />
        </Button>
        <FieldHelp description={props.description} problem={props.problem} />
        <Popover className="field-popover">
          <ListBox className={`field-listbox field-listbox-${props.mode}`}>
            {props.noneLabel !== undefined && (
              <ListBoxItem id={NONE} className="field-option" textValue={props.noneLabel}>
                <span className="field-option-none">{props.noneLabel}</span>
              </ListBoxItem>
            )}
            {props.options.map((option) => (
              <ListBoxItem
                key={option.value}
                id={option.value}
                className="field-option"
                textValue={
                  option.textValue ??
                  (typeof option.label === 'string' ? option.label : option.value)
                }
              >
                {({ isSelected }) => (
                  <>
                    <span className="field-option-check" aria-hidden="true">
                      {isSelected && <Icon name="check" size={16} />}
                    </span>
                    <span>{option.label}</span>
                  </>
                )}
              </ListBoxItem>
            ))}
          </ListBox>
        </Popover>
      </Select>
    </FieldLocale>
  );
}

function optionOf<V extends string>(
  options: readonly SelectOption<V>[],
  key: Key | null,
): V | undefined {
  return key === null ? undefined : options.find((option) => option.value === key)?.value;
}

export interface SelectFieldProps<V extends string> extends ChoiceProps<V> {
  readonly value: V | undefined;
  readonly onChange: (value: V | undefined) => void;
  /** Offer 'None' to clear the choice (optional fields). */
  readonly isClearable?: boolean;
}

export function SelectField<V extends string>({
  value,
  onChange,
  isClearable = false,
  ...props
}: SelectFieldProps<V>) {
  const intl = useIntl();
  return (
    <Choice<V, 'single'>
      {...props}
      mode="single"
      value={value ?? null}
      onChange={(key) => onChange(optionOf(props.options, key))}
      {...(isClearable ? { noneLabel: intl.formatMessage({ id: 'inputs.form.none' }) } : {})}
    />
  );
}

export interface MultiSelectFieldProps<V extends string> extends ChoiceProps<V> {
  readonly value: readonly V[] | undefined;
  readonly onChange: (value: V[]) => void;
}

/** Several options; the field shows them as a list in the user's language ("A, B and C"). */
export function MultiSelectField<V extends string>({
  value,
  onChange,
  ...props
}: MultiSelectFieldProps<V>) {
  return (
    <Choice<V, 'multiple'>
      {...props}
      mode="multiple"
      value={value ?? []}
      onChange={(keys) =>
        // Kept in the options' order, whatever order they were picked in.
        onChange(props.options.map((o) => o.value).filter((v) => keys.includes(v)))
      }
    />
  );
}

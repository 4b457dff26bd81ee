// Number and money fields (react-aria-components NumberField): typed in the user's language
// (de-DE "1.234,5", en-US "1,234.5"), non-negative unless told otherwise — spec 000 §5 "number
// setters … reject negatives" (react-aria then refuses the minus key) — and money in the
// location's symbol and decimals, default 2 and '$' (000 §9), stored in minor units (`Money`).
import { ENTITY_LIMITS, type Money } from '@portal/shared/entities/common.ts';
import {
  currencyFormatOf,
  moneyFromMajor,
  moneyToMajor,
  type CurrencySource,
} from '@portal/shared/forms/money.ts';
import { useMemo } from 'react';
import { Group, Input, NumberField as AriaNumberField } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { FieldHelp, FieldLabel, FieldLocale, type CommonFieldProps } from './field-parts.tsx';

export interface NumberFieldProps extends CommonFieldProps {
  readonly value: number | undefined;
  /** `undefined` when the user empties the field. */
  readonly onChange: (value: number | undefined) => void;
  /** Default 0: negatives are refused (spec 000 §5). */
  readonly minValue?: number;
  readonly maxValue?: number;
  /** Default: up to 2 decimals; 0 for counts and quantities. */
  readonly maximumFractionDigits?: number;
}

interface Affix {
  readonly text: string;
  readonly before: boolean;
}

function NumberFieldFrame(
  props: NumberFieldProps & {
    readonly formatOptions: Intl.NumberFormatOptions;
    readonly affix?: Affix;
  },
) {
  const { affix } = props;
  const label = affix ? (
    <>
      {props.label} <span className="visually-hidden">({affix.text})</span>
    </>
  ) : (
    props.label
  );
  return (
    <FieldLocale>
      <AriaNumberField
        className="field form-field"
        value={props.value ?? Number.NaN}
        onChange={(next) => props.onChange(Number.isNaN(next) ? undefined : next)}
        minValue={props.minValue ?? 0}
        formatOptions={props.formatOptions}
        isRequired={props.isRequired ?? false}
        isDisabled={props.isDisabled ?? false}
        isInvalid={props.problem !== undefined}
        validationBehavior="aria"
        {...(props.maxValue !== undefined ? { maxValue: props.maxValue } : {})}
        {...(props.onBlur ? { onBlur: props.onBlur } : {})}
        {...(props.name ? { name: props.name } : {})}
        {...(props.autoFocus ? { autoFocus: true } : {})}
      >
        <FieldLabel label={label} isRequired={props.isRequired} />
        <Group className="field-group">
          {affix?.before && (
            <span className="field-affix" aria-hidden="true">
              {affix.text}
            </span>
          )}
          <Input />
          {affix && !affix.before && (
            <span className="field-affix" aria-hidden="true">
              {affix.text}
            </span>
          )}
        </Group>
        <FieldHelp description={props.description} problem={props.problem} />
      </AriaNumberField>
    </FieldLocale>
  );
}

export function NumberField(props: NumberFieldProps) {
  const formatOptions = useMemo(
    () => ({ maximumFractionDigits: props.maximumFractionDigits ?? 2 }),
    [props.maximumFractionDigits],
  );
  return <NumberFieldFrame {...props} formatOptions={formatOptions} />;
}

export interface MoneyFieldProps extends CommonFieldProps {
  /** Minor units of the currency (cents), as entities store `Money`. */
  readonly value: number | undefined;
  readonly onChange: (value: Money | undefined) => void;
  /** The location or currency entry whose symbol and decimals to use (default '$' and 2). */
  readonly currency?: CurrencySource | null | undefined;
}

/** Whether the locale writes the currency symbol before the amount ("$1.00" vs "1,00 $"). */
function symbolBefore(locale: string): boolean {
  const parts = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).formatToParts(
    1,
  );
  const symbol = parts.findIndex((part) => part.type === 'currency');
  return symbol < parts.findIndex((part) => part.type === 'integer');
}

export function MoneyField({ value, onChange, currency, ...props }: MoneyFieldProps) {
  const intl = useIntl();
  const { symbol, decimals } = currencyFormatOf(currency);
  const formatOptions = useMemo(
    () => ({ minimumFractionDigits: decimals, maximumFractionDigits: decimals }),
    [decimals],
  );
  const affix = useMemo(
    () => ({ text: symbol, before: symbolBefore(intl.locale) }),
    [symbol, intl.locale],
  );
  return (
    <NumberFieldFrame
      {...props}
      value={value === undefined ? undefined : moneyToMajor(value, decimals)}
      onChange={(major) =>
        onChange(major === undefined ? undefined : (moneyFromMajor(major, decimals) ?? undefined))
      }
      minValue={0}
      maxValue={ENTITY_LIMITS.money / 10 ** decimals}
      formatOptions={formatOptions}
      affix={affix}
    />
  );
}

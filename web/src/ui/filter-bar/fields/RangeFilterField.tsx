// A From/To filter (spec 000 §2 Price span): either end may stay open; Apply sets the range.
import { formatNumberRange, parseNumberRange, type NumberRangeFilter } from '@portal/shared';
import { useState, type FormEvent } from 'react';
import { Button, Group, Input, Label, NumberField, Text } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FieldProps } from './field-props.ts';

function Bound(props: { labelId: string; value: number; onChange: (value: number) => void }) {
  const intl = useIntl();
  return (
    <NumberField
      className="field filter-bound"
      minValue={0}
      value={props.value}
      onChange={props.onChange}
      formatOptions={{ maximumFractionDigits: 4 }}
    >
      <Label>{intl.formatMessage({ id: props.labelId })}</Label>
      <Input />
    </NumberField>
  );
}

export function RangeFilterField({ filter, values, context }: FieldProps<NumberRangeFilter>) {
  const current = parseNumberRange(values[0] ?? '');
  const [from, setFrom] = useState<number>(current?.from ?? Number.NaN);
  const [to, setTo] = useState<number>(current?.to ?? Number.NaN);
  const range = {
    ...(Number.isNaN(from) ? {} : { from }),
    ...(Number.isNaN(to) ? {} : { to }),
  };
  const empty = range.from === undefined && range.to === undefined;
  const valid = empty || parseNumberRange(formatNumberRange(range)) !== null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    if (empty) context.clear(filter.key);
    else context.set(filter.key, formatNumberRange(range));
  };
  const labelId = `${context.idPrefix}-${filter.key}`;
  return (
    <form className="filter-field filter-range" onSubmit={submit} aria-labelledby={labelId}>
      <Text elementType="div" className="filter-field-label" id={labelId}>
        <FormattedMessage id={filter.labelId} />
      </Text>
      <Group className="filter-range-bounds" aria-labelledby={labelId}>
        <Bound labelId="common.filterBar.from" value={from} onChange={setFrom} />
        <Bound labelId="common.filterBar.to" value={to} onChange={setTo} />
      </Group>
      {!valid && (
        <Text className="field-error">
          <FormattedMessage id="common.filterBar.rangeInvalid" />
        </Text>
      )}
      <Button type="submit" className="btn btn-primary" isDisabled={!valid}>
        <FormattedMessage id="common.filterBar.apply" />
      </Button>
    </form>
  );
}

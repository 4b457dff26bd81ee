// A toggle filter ('Style Suffix Only', Outsole / Upper): on sets the value true, off removes it.
import type { ToggleFilter } from '@portal/shared';
import { Switch } from 'react-aria-components';
import { FormattedMessage } from 'react-intl';
import type { FieldProps } from './field-props.ts';

export function ToggleFilterField({ filter, values, context }: FieldProps<ToggleFilter>) {
  return (
    <Switch
      className="filter-field filter-switch"
      isSelected={values.includes('true')}
      onChange={(on) => (on ? context.set(filter.key, 'true') : context.clear(filter.key))}
    >
      <span className="filter-switch-track" aria-hidden="true">
        <span className="filter-switch-thumb" />
      </span>
      <FormattedMessage id={filter.labelId} />
    </Switch>
  );
}

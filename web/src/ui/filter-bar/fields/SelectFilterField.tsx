// A select filter in its panel: a list of options (one or several chosen, by the filter's
// allow-multiple flag) or, for a typed lookup, a combo box that looks options up as the user
// types. Options come from the definition or the screen's lookup (useFilterOptions).
import { BLANK_SELECT_VALUE, type FilterOption, type SelectFilter } from '@portal/shared';
import { useState } from 'react';
import {
  ComboBox,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Text,
  type Key,
  type Selection,
} from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { optionText } from '../labels.ts';
import { useFilterOptions } from '../useFilterOptions.ts';
import type { FieldProps } from './field-props.ts';

function withBlank(filter: SelectFilter, options: readonly FilterOption[]): FilterOption[] {
  const listed = [...options];
  if (filter.blankOption && !listed.some((o) => o.value === BLANK_SELECT_VALUE))
    listed.unshift({ value: BLANK_SELECT_VALUE });
  return listed;
}

export function SelectFilterField(props: FieldProps<SelectFilter>) {
  const { filter, values, context } = props;
  const intl = useIntl();
  const [typed, setTyped] = useState('');
  const typedLookup = filter.options.from === 'lookup' && filter.options.typed === true;
  const found = useFilterOptions({
    definition: context.definition,
    state: context.state,
    filter,
    lookup: context.lookup,
    version: context.optionsVersion,
    typed,
    active: true,
  });
  const options = withBlank(filter, found.options);
  const label = intl.formatMessage({ id: filter.labelId });
  const status = found.loading ? (
    <FormattedMessage id="common.filterBar.loading" />
  ) : found.failed ? (
    <FormattedMessage id="common.filterBar.lookupFailed" />
  ) : found.skipped && typedLookup ? (
    <FormattedMessage id="common.filterBar.typeToSearch" />
  ) : options.length === 0 ? (
    <FormattedMessage id="common.filterBar.noOptions" />
  ) : null;
  const remember = (option: FilterOption | undefined) => {
    if (option) context.remember(filter.key, option);
  };

  if (typedLookup) {
    return (
      <ComboBox
        className="filter-field filter-combo"
        inputValue={typed}
        onInputChange={setTyped}
        items={options}
        menuTrigger="input"
        allowsEmptyCollection
        onSelectionChange={(key: Key | null) => {
          if (key === null) return;
          const value = String(key);
          remember(options.find((o) => o.value === value));
          context.add(filter.key, value);
        }}
      >
        <Label>{label}</Label>
        <Input
          placeholder={
            filter.placeholderId ? intl.formatMessage({ id: filter.placeholderId }) : undefined
          }
        />
        {status && (
          <Text slot="description" className="filter-status" aria-live="polite">
            {status}
          </Text>
        )}
        <Popover className="filter-combo-popover">
          <ListBox<FilterOption> className="filter-options">
            {(option) => (
              <ListBoxItem id={option.value} className="filter-option">
                {optionText(intl, option)}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
    );
  }

  const selected = values.length > 0 ? values : filter.defaultValue ? [filter.defaultValue] : [];
  // One click changes one option: one action, one history step.
  const onSelectionChange = (selection: Selection) => {
    const next = selection === 'all' ? options.map((o) => o.value) : [...selection].map(String);
    const added = next.find((v) => !selected.includes(v));
    if (added !== undefined) {
      remember(options.find((o) => o.value === added));
      // The default (Location ALL, Status All) is what no parameter means: choosing it clears.
      if (added === filter.defaultValue) context.clear(filter.key);
      else context.add(filter.key, added);
      return;
    }
    const removed = values.find((v) => !next.includes(v));
    if (removed !== undefined) context.remove(filter.key, removed);
  };
  return (
    <div className="filter-field">
      <Text
        elementType="div"
        className="filter-field-label"
        id={`${context.idPrefix}-${filter.key}`}
      >
        {label}
      </Text>
      {status && (
        <div className="filter-status" aria-live="polite">
          {status}
        </div>
      )}
      <ListBox<FilterOption>
        className="filter-options"
        aria-labelledby={`${context.idPrefix}-${filter.key}`}
        items={options}
        selectionMode={filter.allowMultiple ? 'multiple' : 'single'}
        selectedKeys={selected}
        onSelectionChange={onSelectionChange}
      >
        {(option) => (
          <ListBoxItem id={option.value} className="filter-option">
            {optionText(intl, option)}
          </ListBoxItem>
        )}
      </ListBox>
    </div>
  );
}

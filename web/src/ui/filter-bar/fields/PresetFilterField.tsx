// A date preset (spec 000 §2: Due date Next 15/30/60/90 days, First availability At Once…,
// Last produced Last 30 days…): one choice; the window itself is counted in shared/ from today.
import { DATE_PRESET_OPTIONS, type DatePresetFilter } from '@portal/shared';
import { ListBox, ListBoxItem, Text, type Selection } from 'react-aria-components';
import { FormattedMessage } from 'react-intl';
import { presetLabelId } from '../labels.ts';
import type { FieldProps } from './field-props.ts';

export function PresetFilterField({ filter, values, context }: FieldProps<DatePresetFilter>) {
  const labelId = `${context.idPrefix}-${filter.key}`;
  const onSelectionChange = (selection: Selection) => {
    const next = selection === 'all' ? [] : [...selection].map(String);
    const value = next.find((v) => !values.includes(v));
    if (value !== undefined) context.set(filter.key, value);
    else if (next.length === 0) context.clear(filter.key);
  };
  return (
    <div className="filter-field">
      <Text elementType="div" className="filter-field-label" id={labelId}>
        <FormattedMessage id={filter.labelId} />
      </Text>
      <ListBox
        className="filter-options"
        aria-labelledby={labelId}
        items={DATE_PRESET_OPTIONS[filter.preset]}
        selectionMode="single"
        selectedKeys={values}
        onSelectionChange={onSelectionChange}
      >
        {(option) => (
          <ListBoxItem id={option.value} className="filter-option">
            <FormattedMessage id={presetLabelId(filter.preset, option.value)} />
          </ListBoxItem>
        )}
      </ListBox>
    </div>
  );
}

// One filter of a panel, by kind.
import type { FilterDefinition } from '@portal/shared';
import { DateFilterField } from './DateFilterField.tsx';
import type { FilterBarActions } from './field-props.ts';
import { PresetFilterField } from './PresetFilterField.tsx';
import { RangeFilterField } from './RangeFilterField.tsx';
import { SelectFilterField } from './SelectFilterField.tsx';
import { TextFilterField } from './TextFilterField.tsx';
import { ToggleFilterField } from './ToggleFilterField.tsx';

export function FilterField(props: {
  readonly filter: FilterDefinition;
  readonly context: FilterBarActions;
}) {
  const { filter, context } = props;
  const values = context.state.parameters.filter((p) => p.key === filter.key).map((p) => p.value);
  switch (filter.kind) {
    case 'select':
      return <SelectFilterField filter={filter} values={values} context={context} />;
    case 'toggle':
      return <ToggleFilterField filter={filter} values={values} context={context} />;
    case 'date':
    case 'modifiedSince':
      return <DateFilterField filter={filter} values={values} context={context} />;
    case 'datePreset':
      return <PresetFilterField filter={filter} values={values} context={context} />;
    case 'numberRange':
      return <RangeFilterField filter={filter} values={values} context={context} />;
    case 'text':
    case 'size':
    case 'idList':
      return <TextFilterField filter={filter} values={values} context={context} />;
  }
}

// One active module at a time (spec 000 §2): the product bar's Product Type (Footwear, Apparel,
// POP). Switching disables the other modules, and their parameters go.
import { switchableModules, type FilterBarDefinition } from '@portal/shared';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { useIntl } from 'react-intl';

export function ModuleSwitcher(props: {
  readonly definition: FilterBarDefinition;
  readonly module: string;
  readonly onSwitch: (module: string) => void;
}) {
  const { definition } = props;
  const intl = useIntl();
  const modules = switchableModules(definition);
  if (modules.length < 2) return null;
  return (
    <RadioGroup
      className="filter-modules"
      orientation="horizontal"
      value={props.module}
      onChange={props.onSwitch}
    >
      <Label className="filter-modules-label">
        {intl.formatMessage({ id: definition.moduleLabelId ?? 'common.filterBar.module' })}
      </Label>
      <div className="filter-modules-options">
        {modules.map((m) => (
          <Radio key={m.id} value={m.id} className="filter-module">
            {intl.formatMessage({ id: m.labelId })}
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}

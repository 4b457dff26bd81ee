// The coordinator a sample order list is shown for (spec 001 §2 "Order list behaviour"): the
// coordinators of the device's Active assignments, plus "All coordinators"; disabled where the
// route does not allow a coordinator change (sample styles).
import { useIntl } from 'react-intl';
import { SelectField } from '../../ui/forms/SelectField.tsx';
import { ALL_COORDINATORS, type CoordinatorOption } from './coordinator.ts';

interface Props {
  readonly options: readonly CoordinatorOption[];
  /** The selected coordinator code; null is every coordinator. */
  readonly value: string | null;
  readonly isDisabled: boolean;
  readonly onChange: (code: string) => void;
}

export function CoordinatorSelect({ options, value, isDisabled, onChange }: Props) {
  const intl = useIntl();
  const choices = [
    {
      value: ALL_COORDINATORS,
      label: intl.formatMessage({ id: 'labels.orderLists.allCoordinators' }),
    },
    ...options.map((o) => ({ value: o.code, label: o.label })),
  ];
  // A code in the URL that no assignment names still shows (as its code).
  if (value !== null && !options.some((o) => o.code === value))
    choices.push({ value, label: value });
  return (
    <div className="ol-coordinator">
      <SelectField<string>
        label={intl.formatMessage({ id: 'labels.orderLists.coordinator' })}
        options={choices}
        value={value ?? ALL_COORDINATORS}
        isDisabled={isDisabled}
        onChange={(code) => code !== undefined && onChange(code)}
      />
    </div>
  );
}

// A panel per group (spec 000 §2): a button in the bar, showing how many of the group's values
// are active, opens the group's filters in a popover. The bar keeps which panel is open, so
// adding a parameter can close it.
import type { FilterGroup } from '@portal/shared';
import { Button, Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FilterBarActions } from './fields/field-props.ts';
import { FilterField } from './fields/FilterField.tsx';

export function GroupPanel(props: {
  readonly module: string;
  readonly group: FilterGroup;
  readonly context: FilterBarActions;
  readonly isOpen: boolean;
  readonly onOpenChange: (open: boolean) => void;
}) {
  const { module, group, context } = props;
  const intl = useIntl();
  const active = context.state.parameters.filter(
    (p) => p.module === module && p.group === group.id,
  ).length;
  const filters = group.filters.filter((f) => !(f.kind === 'text' && f.live));
  if (filters.length === 0) return null;
  const label = intl.formatMessage({ id: group.labelId });
  // A group of one filter named as the group (Division, Gender): the panel's title says it, so
  // the field's own label is left to screen readers rather than shown twice.
  const titleNamesField =
    filters.length === 1 && intl.formatMessage({ id: filters[0]!.labelId }) === label;
  return (
    <DialogTrigger isOpen={props.isOpen} onOpenChange={props.onOpenChange}>
      <Button className="filter-group-button" data-active={active > 0 || undefined}>
        <span>{label}</span>
        {active > 0 && (
          <>
            <span className="filter-group-count" aria-hidden="true">
              <FormattedMessage id="common.filterBar.activeCount" values={{ count: active }} />
            </span>
            <span className="visually-hidden">
              <FormattedMessage id="common.filterBar.activeCountText" values={{ count: active }} />
            </span>
          </>
        )}
        <span aria-hidden="true" className="filter-group-caret">
          ▾
        </span>
      </Button>
      <Popover className="filter-popover" placement="bottom start">
        <Dialog className="filter-panel" data-title-names-field={titleNamesField || undefined}>
          <Heading slot="title" className="filter-panel-title">
            {label}
          </Heading>
          {filters.map((filter) => (
            <FilterField key={filter.key} filter={filter} context={context} />
          ))}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}

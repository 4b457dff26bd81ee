// The active parameters as chips, each with a remove button, and Clear all (spec 000 §2).
// react-aria's tag group: arrow keys move between chips, Delete or Backspace removes one.
import {
  findFilter,
  type FilterBarDefinition,
  type FilterOption,
  type FilterState,
} from '@portal/shared';
import { Button, Label, Tag, TagGroup, TagList, type Key } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { chipText } from './labels.ts';

export function FilterChips(props: {
  readonly definition: FilterBarDefinition;
  readonly state: FilterState;
  readonly known: ReadonlyMap<string, ReadonlyMap<string, FilterOption>>;
  readonly onRemove: (key: string, value: string) => void;
  readonly onClearAll: () => void;
}) {
  const { definition, state, known } = props;
  const intl = useIntl();
  if (state.parameters.length === 0) return null;
  // Chip ids are positions: keys and values may hold any character, ids may not.
  const chips = state.parameters.flatMap((p, index) => {
    const location = findFilter(definition, state, p.key);
    if (!location) return [];
    const text = chipText(intl, location.filter, p.value, known.get(p.key));
    return [{ id: String(index), key: p.key, value: p.value, text }];
  });
  const onRemove = (ids: Set<Key>) => {
    for (const chip of chips.filter((c) => ids.has(c.id))) props.onRemove(chip.key, chip.value);
  };
  return (
    <div className="filter-chips">
      <TagGroup className="filter-tag-group" onRemove={onRemove}>
        <Label className="visually-hidden">
          <FormattedMessage id="common.filterBar.activeFilters" />
        </Label>
        <TagList items={chips} className="filter-tag-list">
          {(chip) => (
            <Tag id={chip.id} textValue={chip.text} className="filter-chip">
              <span>{chip.text}</span>
              <Button
                slot="remove"
                className="filter-chip-remove"
                // react-aria names the button by this and the chip's text: "Remove Status: Active".
                aria-label={intl.formatMessage({ id: 'common.filterBar.remove' })}
              >
                ×
              </Button>
            </Tag>
          )}
        </TagList>
      </TagGroup>
      <Button className="btn btn-link filter-clear" onPress={props.onClearAll}>
        <FormattedMessage id="common.filterBar.clearAll" />
      </Button>
    </div>
  );
}

// The words of a chip: the filter's label and its value as a user reads it (an option's
// translated label, "(Blank)" for the text null, a date in the user's format, a preset's name,
// a range, a count of pasted ids).
import {
  BLANK_SELECT_VALUE,
  parseIdList,
  parseNumberRange,
  type DatePresetName,
  type FilterDefinition,
  type FilterOption,
} from '@portal/shared';
import type { IntlShape } from 'react-intl';

/** Message id of a preset choice: `common.filterBar.preset.<preset>.<value>`. */
export function presetLabelId(preset: DatePresetName, value: string): string {
  return `common.filterBar.preset.${preset}.${value}`;
}

/**
 * An option as shown in a list: its translated or verbatim label, with its count if known. The
 * blank choice reads "(Blank)" unless the definition lists it with a label of its own (an
 * order type's blank is "Both").
 */
export function optionText(intl: IntlShape, option: FilterOption): string {
  const label = option.labelId
    ? intl.formatMessage({ id: option.labelId })
    : option.value === BLANK_SELECT_VALUE || option.value === ''
      ? intl.formatMessage({ id: 'common.filterBar.blank' })
      : (option.label ?? option.value);
  return option.count === undefined
    ? label
    : intl.formatMessage({ id: 'common.filterBar.withCount' }, { label, count: option.count });
}

function dayText(intl: IntlShape, day: string): string {
  // A calendar day, not an instant: shown as that day whatever the time zone; MM/DD/YYYY in
  // en-US (spec 000 §5), the same parts in each language's order elsewhere.
  return intl.formatDate(`${day}T12:00:00Z`, {
    timeZone: 'UTC',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
}

/**
 * A value as the chip shows it. `known` holds labels of looked-up options seen so far (a value
 * opened from a link shows as itself until its options are looked up).
 */
export function valueText(
  intl: IntlShape,
  filter: FilterDefinition,
  value: string,
  known?: ReadonlyMap<string, FilterOption>,
): string {
  switch (filter.kind) {
    case 'select': {
      const listed =
        filter.options.from === 'static'
          ? filter.options.options.find((o) => o.value === value)
          : known?.get(value);
      return optionText(intl, { ...(listed ?? { value }), count: undefined });
    }
    case 'toggle':
      return intl.formatMessage({ id: 'common.filterBar.on' });
    case 'date':
      return dayText(intl, value);
    case 'modifiedSince':
      return intl.formatMessage({ id: 'common.filterBar.since' }, { date: dayText(intl, value) });
    case 'datePreset':
      return intl.formatMessage({ id: presetLabelId(filter.preset, value) });
    case 'numberRange': {
      const range = parseNumberRange(value);
      const from = range?.from === undefined ? undefined : intl.formatNumber(range.from);
      const to = range?.to === undefined ? undefined : intl.formatNumber(range.to);
      if (from !== undefined && to !== undefined)
        return intl.formatMessage({ id: 'common.filterBar.rangeBoth' }, { from, to });
      if (from !== undefined)
        return intl.formatMessage({ id: 'common.filterBar.rangeFrom' }, { from });
      return intl.formatMessage({ id: 'common.filterBar.rangeTo' }, { to: to ?? '' });
    }
    case 'idList':
      return intl.formatMessage(
        { id: 'common.filterBar.idCount' },
        { count: parseIdList(value)?.length ?? 0 },
      );
    case 'text':
    case 'size':
      return value;
  }
}

/** The chip's text: "Division: Running". */
export function chipText(
  intl: IntlShape,
  filter: FilterDefinition,
  value: string,
  known?: ReadonlyMap<string, FilterOption>,
): string {
  return intl.formatMessage(
    { id: 'common.filterBar.chip' },
    {
      filter: intl.formatMessage({ id: filter.labelId }),
      value: valueText(intl, filter, value, known),
    },
  );
}

// A day filter (a date, or Modified since: from 08:00 UTC of that day, spec 000 §9): the
// react-aria date picker in the user's language, applied with Enter or Apply. Not on every
// change: a day is "complete" after each digit of a year typed, and applying closes the panel.
import type { DateFilter, ModifiedSinceFilter } from '@portal/shared';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  Label,
  Popover,
  type DateValue,
} from 'react-aria-components';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FieldProps } from './field-props.ts';

export function DateFilterField({ filter, context }: FieldProps<DateFilter | ModifiedSinceFilter>) {
  const intl = useIntl();
  const [day, setDay] = useState<DateValue | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // toString() of a calendar day is YYYY-MM-DD; a partly typed day is null.
    if (day) context.set(filter.key, day.toString().slice(0, 10));
  };
  const label = intl.formatMessage({ id: filter.labelId });
  return (
    <form className="filter-field filter-typed" onSubmit={submit} aria-label={label}>
      <DatePicker
        className="filter-field filter-date"
        value={day}
        onChange={setDay}
        granularity="day"
      >
        <Label>{label}</Label>
        <Group className="filter-date-group">
          <DateInput className="filter-date-input">
            {(segment) => <DateSegment segment={segment} className="filter-date-segment" />}
          </DateInput>
          <Button
            className="btn btn-ghost btn-icon"
            aria-label={intl.formatMessage({ id: 'common.filterBar.openCalendar' })}
          >
            ▾
          </Button>
        </Group>
        <Popover className="filter-popover">
          <Dialog className="filter-calendar-dialog">
            <Calendar className="filter-calendar">
              <header className="filter-calendar-header">
                <Button
                  slot="previous"
                  className="btn btn-ghost btn-icon"
                  aria-label={intl.formatMessage({ id: 'common.filterBar.previousMonth' })}
                >
                  ‹
                </Button>
                <Heading />
                <Button
                  slot="next"
                  className="btn btn-ghost btn-icon"
                  aria-label={intl.formatMessage({ id: 'common.filterBar.nextMonth' })}
                >
                  ›
                </Button>
              </header>
              <CalendarGrid>
                {(date) => <CalendarCell date={date} className="filter-calendar-cell" />}
              </CalendarGrid>
            </Calendar>
          </Dialog>
        </Popover>
      </DatePicker>
      <Button type="submit" className="btn btn-primary" isDisabled={day === null}>
        <FormattedMessage id="common.filterBar.apply" />
      </Button>
    </form>
  );
}

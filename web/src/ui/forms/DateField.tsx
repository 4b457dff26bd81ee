// The date picker of spec 000 §5: "default rule 'Required' while the value is still the
// placeholder 'Select Date'; shows MM/DD/YYYY; cancelling or an incomplete selection reverts",
// and "date strings accept YYYY-MM-DD or YYYY/MM/DD with leap years". A text input (so those
// strings can be typed or pasted) shows the user's long date format (001 §3, default
// MM/DD/YYYY) beside a react-aria Calendar in a popover; react-aria's segmented DateInput
// cannot take typed ISO text nor show the 'Select Date' placeholder (docs/decisions/0030).
import { parseDate, type CalendarDate } from '@internationalized/date';
import { GRID } from '@portal/shared/constants.ts';
import type { IsoDate } from '@portal/shared/entities/common.ts';
import { dateDisplayPattern, formatFormDate, parseFormDate } from '@portal/shared/forms/date.ts';
import type { FieldProblem } from '@portal/shared/forms/problems.ts';
import { useEffect, useRef, useState } from 'react';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  Dialog,
  DialogTrigger,
  Heading,
  Input,
  Popover,
  TextField as AriaTextField,
} from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Icon } from '../icons.tsx';
import { useDateDisplayPattern } from './date-format.tsx';
import { FieldHelp, FieldLabel, FieldLocale, type CommonFieldProps } from './field-parts.tsx';

/** spec 000 §9 "date picker toggle delay 200 ms": a picked day shows before the calendar shuts. */
export const DATE_PICKER_TOGGLE_DELAY_MS = GRID.datePickerToggleDelayMs;

export interface DateFieldProps extends CommonFieldProps {
  /** The stored calendar date, 'YYYY-MM-DD'. */
  readonly value: string | undefined;
  readonly onChange: (value: IsoDate | undefined) => void;
  /** A display pattern for this field instead of the user's long date format. */
  readonly format?: string;
}

function calendarValue(value: string | undefined): CalendarDate | null {
  const parsed = parseFormDate(value ?? ''); // stored values are year-first (ISO)
  return parsed.kind === 'date' ? parseDate(parsed.value) : null;
}

export function DateField(props: DateFieldProps) {
  const intl = useIntl();
  const userPattern = useDateDisplayPattern();
  const pattern = props.format ? dateDisplayPattern(props.format) : userPattern;
  // The text being typed; null shows the value in the display pattern.
  const [draft, setDraft] = useState<string | null>(null);
  const [ownProblem, setOwnProblem] = useState<FieldProblem | undefined>(undefined);
  const [isOpen, setOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const required = (value: string | undefined): FieldProblem | undefined =>
    props.isRequired && !value ? { code: 'required' } : undefined;

  /** Reads what was typed: a date is kept; empty clears; anything else reverts. */
  function commit(): void {
    if (draft === null) {
      setOwnProblem(required(props.value));
      return;
    }
    const parsed = parseFormDate(draft, pattern);
    setDraft(null);
    if (parsed.kind === 'date') {
      setOwnProblem(undefined);
      props.onChange(parsed.value);
    } else if (parsed.kind === 'empty') {
      setOwnProblem(required(undefined));
      props.onChange(undefined);
    } else {
      // spec 000 §5: an incomplete date reverts; a day that does not exist reverts too,
      // saying why.
      setOwnProblem(parsed.kind === 'invalid' ? { code: 'invalidDate' } : required(props.value));
    }
  }

  function pick(date: CalendarDate): void {
    const parsed = parseFormDate(date.toString(), pattern);
    if (parsed.kind !== 'date') return;
    setDraft(null);
    setOwnProblem(undefined);
    props.onChange(parsed.value);
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setOpen(false), DATE_PICKER_TOGGLE_DELAY_MS);
  }

  return (
    <FieldLocale>
      <AriaTextField
        className="field form-field"
        value={draft ?? formatFormDate(props.value, pattern)}
        onChange={(text) => {
          setDraft(text);
          setOwnProblem(undefined);
        }}
        onBlur={() => {
          commit();
          props.onBlur?.();
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
          if (event.key === 'Escape' && draft !== null) {
            setDraft(null); // cancelling reverts; the dialog around stays open
            return;
          }
          event.continuePropagation();
        }}
        isRequired={props.isRequired ?? false}
        isDisabled={props.isDisabled ?? false}
        isInvalid={(props.problem ?? ownProblem) !== undefined}
        validationBehavior="aria"
        {...(props.name ? { name: props.name } : {})}
        {...(props.autoFocus ? { autoFocus: true } : {})}
      >
        <FieldLabel label={props.label} isRequired={props.isRequired} />
        <div className="field-group">
          <Input
            placeholder={intl.formatMessage({ id: 'inputs.form.selectDate' })}
            autoComplete="off"
          />
          <DialogTrigger
            isOpen={isOpen}
            onOpenChange={(open) => {
              clearTimeout(closeTimer.current);
              setOpen(open);
            }}
          >
            <Button
              className="btn btn-ghost btn-icon field-date-button"
              aria-label={intl.formatMessage({ id: 'inputs.form.openCalendar' })}
              isDisabled={props.isDisabled ?? false}
            >
              <Icon name="calendar" />
            </Button>
            <Popover className="field-popover" placement="bottom end">
              <Dialog
                className="field-calendar-dialog"
                aria-label={intl.formatMessage({ id: 'inputs.form.calendar' })}
              >
                <Calendar
                  className="field-calendar"
                  value={calendarValue(props.value)}
                  onChange={pick}
                >
                  <header className="field-calendar-header">
                    <Button slot="previous" className="btn btn-ghost btn-icon">
                      <Icon name="chevronRight" className="field-icon-flip" />
                    </Button>
                    <Heading className="field-calendar-title" />
                    <Button slot="next" className="btn btn-ghost btn-icon">
                      <Icon name="chevronRight" />
                    </Button>
                  </header>
                  <CalendarGrid className="field-calendar-grid">
                    {(date) => <CalendarCell date={date} className="field-calendar-cell" />}
                  </CalendarGrid>
                </Calendar>
              </Dialog>
            </Popover>
          </DialogTrigger>
        </div>
        <FieldHelp
          description={props.description}
          problem={props.problem ?? ownProblem}
          dateFormat={pattern.text}
        />
      </AriaTextField>
    </FieldLocale>
  );
}

// Spec 000 §2 "Filter presets" with the windows of §9: due date Next 15/30/60/90 days starting
// 2 days back; first availability At Once (29 days), Next 60, Next 90, Next 6 Months (181 days)
// starting 3 days back; last produced Last 30/90 days, Last 6 Months (182), Last Year (366).
// The day counts come from FILTER_PRESETS (constants.ts); "today" is passed in, shared has no
// clock (STYLE.md §1).
import { FILTER_PRESETS } from '../constants.ts';
import type { DatePresetName } from './definition.ts';

/** A preset choice: its URL value and its window in days around today (negative = back). */
export interface DatePresetOption {
  readonly value: string;
  readonly startOffsetDays: number;
  readonly endOffsetDays: number;
}

const FIRST_AVAILABILITY_VALUES: Readonly<
  Record<keyof typeof FILTER_PRESETS.firstAvailability.options, string>
> = {
  'At Once': 'atOnce',
  'Next 60 Days': 'next60',
  'Next 90 Days': 'next90',
  'Next 6 Months': 'next6Months',
};
const LAST_PRODUCED_VALUES: Readonly<
  Record<keyof typeof FILTER_PRESETS.lastProduced.options, string>
> = {
  'Last 30 Days': 'last30',
  'Last 90 Days': 'last90',
  'Last 6 Months': 'last6Months',
  'Last Year': 'lastYear',
};

function entries<K extends string>(record: Readonly<Record<K, number>>): [K, number][] {
  return Object.entries(record) as [K, number][];
}

/** The choices of each preset, in the spec's order. */
export const DATE_PRESET_OPTIONS: Readonly<Record<DatePresetName, readonly DatePresetOption[]>> = {
  // "Next N days", the window opening 2 days back.
  dueDate: FILTER_PRESETS.dueDate.nextDays.map((days) => ({
    value: `next${days}`,
    startOffsetDays: -FILTER_PRESETS.dueDate.startDaysBack,
    endOffsetDays: days,
  })),
  // At Once = the next 29 days; every window opens 3 days back.
  firstAvailability: entries(FILTER_PRESETS.firstAvailability.options).map(([label, days]) => ({
    value: FIRST_AVAILABILITY_VALUES[label],
    startOffsetDays: -FILTER_PRESETS.firstAvailability.startDaysBack,
    endOffsetDays: days,
  })),
  // "Last N days": back from today, up to today.
  lastProduced: entries(FILTER_PRESETS.lastProduced.options).map(([label, days]) => ({
    value: LAST_PRODUCED_VALUES[label],
    startOffsetDays: -days,
    endOffsetDays: 0,
  })),
};

export function isDatePresetOption(preset: DatePresetName, value: string): boolean {
  return DATE_PRESET_OPTIONS[preset].some((o) => o.value === value);
}

/** YYYY-MM-DD plus whole days, on the calendar (no time zone involved). */
export function addDays(isoDay: string, days: number): string {
  const [year = 0, month = 1, day = 1] = isoDay.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** An inclusive window of days. */
export interface DayRange {
  readonly from: string;
  readonly to: string;
}

/**
 * The window of a preset choice around `today` (YYYY-MM-DD in the user's time zone, from the
 * caller's clock), both ends included; null for an unknown choice.
 */
export function datePresetRange(
  preset: DatePresetName,
  value: string,
  today: string,
): DayRange | null {
  const option = DATE_PRESET_OPTIONS[preset].find((o) => o.value === value);
  if (!option) return null;
  return {
    from: addDays(today, option.startOffsetDays),
    to: addDays(today, option.endOffsetDays),
  };
}

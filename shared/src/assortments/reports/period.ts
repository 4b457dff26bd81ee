// The period of a manager's report (spec 000 §2 "Reporting for managers": the assortment export
// report and user activity; §7 POST /assortments/admin/report/{reportRoute}): calendar days
// from dateStart to dateEnd, both included, counted in the portal's time zone (000 §9 default
// timezone America/Los_Angeles), so a day of the report is a day of the people who worked it.
// Default the last 30 days; at most a year (366 days). Pure: the caller passes today.
import type { IsoDate } from '../../entities/common.ts';

/** Days of the default period, ending today. */
export const REPORT_DEFAULT_DAYS = 30;
/** The longest period: a leap year. */
export const REPORT_MAX_DAYS = 366;

export interface ReportPeriod {
  readonly dateStart: IsoDate;
  readonly dateEnd: IsoDate;
}

export type ReportPeriodProblem = 'endBeforeStart' | 'tooLong';

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function utcOf(day: string): number {
  const m = ISO_DAY.exec(day);
  if (!m) throw new RangeError(`not a YYYY-MM-DD day: ${day}`);
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
}

/** The day `days` after `day` (negative: before). */
export function shiftDay(day: IsoDate, days: number): IsoDate {
  return new Date(utcOf(day) + days * DAY_MS).toISOString().slice(0, 10) as IsoDate;
}

/** How many days the period holds, both ends included (0 when it ends before it starts). */
export function periodLength(period: ReportPeriod): number {
  return Math.max(0, Math.round((utcOf(period.dateEnd) - utcOf(period.dateStart)) / DAY_MS) + 1);
}

/** The default period: the last 30 days, today included. */
export function defaultReportPeriod(today: IsoDate): ReportPeriod {
  return { dateStart: shiftDay(today, 1 - REPORT_DEFAULT_DAYS), dateEnd: today };
}

/**
 * The period asked for, defaults filled in: no end is today, no start is 30 days up to the end.
 * Check it with `reportPeriodProblem`.
 */
export function reportPeriodOf(
  given: { readonly dateStart?: IsoDate | undefined; readonly dateEnd?: IsoDate | undefined },
  today: IsoDate,
): ReportPeriod {
  const dateEnd = given.dateEnd ?? today;
  return { dateStart: given.dateStart ?? defaultReportPeriod(dateEnd).dateStart, dateEnd };
}

/** What is wrong with a period, or null: it ends before it starts, or it is over a year. */
export function reportPeriodProblem(period: ReportPeriod): ReportPeriodProblem | null {
  if (period.dateEnd < period.dateStart) return 'endBeforeStart';
  if (periodLength(period) > REPORT_MAX_DAYS) return 'tooLong';
  return null;
}

/** Every day of the period, oldest first. */
export function periodDays(period: ReportPeriod): IsoDate[] {
  const days: IsoDate[] = [];
  for (let i = 0; i < periodLength(period); i += 1) days.push(shiftDay(period.dateStart, i));
  return days;
}

/** One formatter per time zone: making one costs far more than using it. */
const wallFormats = new Map<string, Intl.DateTimeFormat>();

function wallParts(instant: number, timeZone: string): Record<string, number> {
  let format = wallFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    wallFormats.set(timeZone, format);
  }
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(new Date(instant)))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return parts;
}

/** The zone's offset from UTC at an instant, in ms (LA in winter: -8 h). */
function offsetAt(instant: number, timeZone: string): number {
  const p = wallParts(instant, timeZone);
  const wall = Date.UTC(
    p['year']!,
    p['month']! - 1,
    p['day']!,
    p['hour']!,
    p['minute']!,
    p['second']!,
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The calendar day of an instant in a time zone. */
export function dayIn(instant: string | Date, timeZone: string): IsoDate {
  const at = typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
  if (Number.isNaN(at)) throw new RangeError(`not an instant: ${String(instant)}`);
  const p = wallParts(at, timeZone);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(p['year']!, 4)}-${pad(p['month']!)}-${pad(p['day']!)}` as IsoDate;
}

/** The first instant of a day in a time zone (ISO, UTC); daylight-saving days included. */
export function zonedDayStart(day: IsoDate, timeZone: string): string {
  const midnight = utcOf(day);
  let start = midnight - offsetAt(midnight, timeZone);
  // The offset at the guess may differ from the one at the day's start (a change in between).
  const again = midnight - offsetAt(start, timeZone);
  if (again !== start) start = again;
  return new Date(start).toISOString();
}

/** The period's instants: from its first day's start (included) to the next day's (excluded). */
export function periodBounds(
  period: ReportPeriod,
  timeZone: string,
): { readonly from: string; readonly to: string } {
  return {
    from: zonedDayStart(period.dateStart, timeZone),
    to: zonedDayStart(shiftDay(period.dateEnd, 1), timeZone),
  };
}

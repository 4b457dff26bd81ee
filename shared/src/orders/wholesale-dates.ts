// spec 001 §5 "Wholesale dates" and §9 (start date limits, default end date): the start and
// end dates of a wholesale line, typed in the user's long date format (001 §3
// `wof.dateFormat.long`, default MM/DD/YYYY). Parsing is the forms' (`../forms/date.ts`):
// the user's numeric pattern (YYYY, MM, DD with '/', '-', '.' or space), and YYYY-MM-DD or
// YYYY/MM/DD always (000 §5). `today` is passed in: shared code reads no clock.
import { EUROPE_LOCATION_CODE, WHOLESALE_DATES, regionToLocationCode } from '../constants.ts';
import { addDays } from '../filters/presets.ts';
import { dateDisplayPattern, parseFormDate } from '../forms/date.ts';
import { wholesaleMessage, type WholesaleMessage } from './wholesale-messages.ts';

export type WholesaleDateField = 'startDate' | 'endDate';

/** The rule each problem breaks; ids used in the tests' titles. */
export type WholesaleDateRule = 'invalid' | 'endBeforeStart' | 'tooFarPast' | 'tooFarFuture';

export interface WholesaleDateProblem {
  readonly field: WholesaleDateField;
  readonly rule: WholesaleDateRule;
  readonly message: WholesaleMessage;
}

export interface WholesaleDatesInput {
  /** As typed (the user's format), or an ISO date. */
  readonly start: string | null | undefined;
  readonly end: string | null | undefined;
  /** Today's calendar day, YYYY-MM-DD, in the user's time zone. */
  readonly today: string;
  /** The user's long date format; absent means MM/DD/YYYY. */
  readonly format?: string | null;
}

export interface WholesaleDatesResult {
  readonly ok: boolean;
  /** The parsed days (YYYY-MM-DD), null when missing or unparsable. */
  readonly start: string | null;
  readonly end: string | null;
  /** Every problem, start before end; an unparsable date is not checked further. */
  readonly problems: readonly WholesaleDateProblem[];
}

/** YYYY-MM-DD plus whole months; a day the month lacks falls to its last day (Jan 31 → Feb 28). */
export function addMonths(isoDay: string, months: number): string {
  const [year = 0, month = 1, day = 1] = isoDay.split('-').map(Number);
  const lastDay = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 + months, Math.min(day, lastDay)))
    .toISOString()
    .slice(0, 10);
}

function parseDay(text: string | null | undefined, format: string | null | undefined) {
  const parsed = parseFormDate(text ?? '', dateDisplayPattern(format));
  return parsed.kind === 'date' ? (parsed.value as string) : null;
}

const MESSAGE_IDS = {
  startDate: {
    invalid: 'msgCodes.orders.dates.invalidStart',
    tooFarPast: 'msgCodes.orders.dates.startPast',
    tooFarFuture: 'msgCodes.orders.dates.startFuture',
  },
  endDate: {
    invalid: 'msgCodes.orders.dates.invalidEnd',
    tooFarPast: 'msgCodes.orders.dates.endPast',
    tooFarFuture: 'msgCodes.orders.dates.endFuture',
  },
} as const;

const problem = (
  field: WholesaleDateField,
  rule: Exclude<WholesaleDateRule, 'endBeforeStart'>,
): WholesaleDateProblem => ({ field, rule, message: wholesaleMessage(MESSAGE_IDS[field][rule]) });

/**
 * 001 §5/§9: "more than 1 week in the past" and "more than 1 year in future" apply to both
 * dates (the messages read '{Start|End} date …'). Exactly 7 days back and exactly one calendar
 * year ahead are still allowed; ISO days compare as text.
 */
function limitProblem(field: WholesaleDateField, day: string, today: string) {
  if (day < addDays(today, -WHOLESALE_DATES.maxPastDays)) return problem(field, 'tooFarPast');
  if (day > addMonths(today, 12 * WHOLESALE_DATES.maxFutureYears)) {
    return problem(field, 'tooFarFuture');
  }
  return null;
}

/**
 * Checks a line's start and end dates: missing or unparsable → 'Invalid Start Date' /
 * 'Invalid End Date'; each parsed date within 1 week back and 1 year ahead of `today`; end
 * not before start (the same day is fine).
 *
 * @example checkWholesaleDates({ start: '03/10/2025', end: '03/01/2025', today: '2025-03-05' })
 *   // problems: [{ field: 'endDate', rule: 'endBeforeStart', … }]
 */
export function checkWholesaleDates(input: WholesaleDatesInput): WholesaleDatesResult {
  const start = parseDay(input.start, input.format);
  const end = parseDay(input.end, input.format);
  const problems: WholesaleDateProblem[] = [];
  for (const [field, day] of [
    ['startDate', start],
    ['endDate', end],
  ] as const) {
    const found = day === null ? problem(field, 'invalid') : limitProblem(field, day, input.today);
    if (found) problems.push(found);
  }
  if (start !== null && end !== null && end < start) {
    problems.push({
      field: 'endDate',
      rule: 'endBeforeStart',
      message: wholesaleMessage('msgCodes.orders.dates.endBeforeStart'),
    });
  }
  return { ok: problems.length === 0, start, end, problems };
}

/** Who the default end date is for (001 §5): the region (Europe) and the user's country. */
export interface DefaultEndDateContext {
  readonly region?: string | null;
  /** The user's country (001 §3 `wof.country`): 'CA', 'CAN' or 'Canada' is Canadian. */
  readonly country?: string | null;
}

const CANADA = new Set(['CA', 'CAN', 'CANADA']);

/**
 * 001 §5: "Default end date is start plus 20 days for Europe, plus 15 days for Canadian users,
 * otherwise plus 1 month." Europe as for the location code (001 §9); tested first (a region decides before a user's country);
 * a month is a calendar month (`addMonths`).
 *
 * @example defaultEndDate('2025-01-31', { region: 'US' }) // '2025-02-28'
 */
export function defaultEndDate(start: string, context: DefaultEndDateContext = {}): string {
  const { defaultEnd } = WHOLESALE_DATES;
  if (regionToLocationCode(context.region) === EUROPE_LOCATION_CODE) {
    return addDays(start, defaultEnd.europeDays);
  }
  if (CANADA.has(context.country?.trim().toUpperCase() ?? '')) {
    return addDays(start, defaultEnd.canadaDays);
  }
  return addMonths(start, defaultEnd.otherwiseMonths);
}

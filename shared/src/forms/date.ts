// Dates in forms (spec 000 §5): "Date strings accept YYYY-MM-DD or YYYY/MM/DD with leap years.
// Date picker: default rule 'Required' while the value is still the placeholder 'Select Date';
// shows MM/DD/YYYY; cancelling or an incomplete selection reverts." The display follows the
// user's long date format (spec 001 §3 `wof.dateFormat.long`, default MM/DD/YYYY); the stored
// value is always the ISO calendar date. The leap-year rule itself is the grid's
// (`../cells/date.ts`), so a date typed in a form and in a cell is judged the same way.
import { parseCellDate } from '../cells/date.ts';
import { DEFAULT_LONG_DATE_FORMAT } from '../constants.ts';
import { isoDateSchema, type IsoDate } from '../entities/common.ts';

export type DatePart = 'year' | 'month' | 'day';

/** How a date shows in a field: the order of its parts and the mark between them. */
export interface DateDisplayPattern {
  readonly order: readonly [DatePart, DatePart, DatePart];
  readonly separator: string;
  /** The pattern as the user reads it, e.g. 'MM/DD/YYYY'. */
  readonly text: string;
}

const TOKEN_PART: Readonly<Record<string, DatePart>> = { YYYY: 'year', MM: 'month', DD: 'day' };
const PATTERN = /^(YYYY|MM|DD)([-/. ])(YYYY|MM|DD)\2(YYYY|MM|DD)$/;

function patternOf(text: string): DateDisplayPattern | null {
  const match = PATTERN.exec(text.trim().toUpperCase());
  if (!match) return null;
  const tokens = [match[1] ?? '', match[3] ?? '', match[4] ?? ''];
  const [a, b, c] = tokens.map((token) => TOKEN_PART[token]);
  // Each of year, month and day exactly once.
  if (!a || !b || !c || new Set([a, b, c]).size !== 3) return null;
  const separator = match[2] ?? '/';
  return { order: [a, b, c], separator, text: tokens.join(separator) };
}

/** MM/DD/YYYY: the spec's display when the user has no preference (001 §3). */
export const DEFAULT_DATE_PATTERN: DateDisplayPattern = patternOf(DEFAULT_LONG_DATE_FORMAT) ?? {
  order: ['month', 'day', 'year'],
  separator: '/',
  text: 'MM/DD/YYYY',
};

/**
 * The display pattern of a user's long date format. Numeric patterns made of YYYY, MM and DD
 * with one separator ('-', '/', '.', space) are honoured; anything else (absent, or a textual
 * format the spec does not describe) falls back to MM/DD/YYYY.
 *
 * @example dateDisplayPattern('DD.MM.YYYY').order // ['day', 'month', 'year']
 */
export function dateDisplayPattern(format: string | null | undefined): DateDisplayPattern {
  return (format && patternOf(format)) || DEFAULT_DATE_PATTERN;
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/** '2024-02-29' → '02/29/2024' (MM/DD/YYYY); '' for anything that is not an ISO date. */
export function formatFormDate(
  iso: string | null | undefined,
  pattern: DateDisplayPattern = DEFAULT_DATE_PATTERN,
): string {
  const match = iso ? ISO.exec(iso) : null;
  if (!match) return '';
  const parts: Record<DatePart, string> = {
    year: match[1] ?? '',
    month: match[2] ?? '',
    day: match[3] ?? '',
  };
  return pattern.order.map((part) => parts[part]).join(pattern.separator);
}

/**
 * What a typed date means:
 * - `empty`: nothing typed (the field shows its 'Select Date' placeholder);
 * - `date`: a real calendar day;
 * - `incomplete`: digits and separators that stop short of a date ("02/29", "02/29/20"), which
 *   the field reverts (spec 000 §5);
 * - `invalid`: the shape of a date but no such day ("2023/02/29", "13/01/2024"), or other text.
 */
export type FormDateParse =
  | { readonly kind: 'empty' }
  | { readonly kind: 'date'; readonly value: IsoDate }
  | { readonly kind: 'incomplete' }
  | { readonly kind: 'invalid' };

const THREE_PARTS = /^(\d{1,4})([-/.])(\d{1,4})\2(\d{1,4})$/;
const PARTIAL = /^\d{0,4}(?:[-/.]\d{0,4}){0,2}$/;

function isoOf(year: string, month: string, day: string): FormDateParse {
  if (year.length !== 4 || month.length > 2 || day.length > 2) return { kind: 'invalid' };
  const cell = parseCellDate(`${year}-${month}-${day}`);
  if (!cell.ok || cell.value === null) return { kind: 'invalid' };
  const iso = isoDateSchema.safeParse(cell.value);
  return iso.success ? { kind: 'date', value: iso.data } : { kind: 'invalid' };
}

/**
 * Reads a typed date: YYYY-MM-DD and YYYY/MM/DD always (spec 000 §5), and the user's display
 * pattern ('02/29/2024' for MM/DD/YYYY) with any of '-', '/', '.' between the parts.
 *
 * @example parseFormDate('2024/02/29') // { kind: 'date', value: '2024-02-29' }
 * @example parseFormDate('2023/02/29') // { kind: 'invalid' }
 */
export function parseFormDate(
  text: string,
  pattern: DateDisplayPattern = DEFAULT_DATE_PATTERN,
): FormDateParse {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  const match = THREE_PARTS.exec(trimmed);
  if (match) {
    const [first = '', second = '', third = ''] = [match[1], match[3], match[4]];
    // Year first (four digits): the ISO order, whatever the display pattern.
    if (first.length === 4) return isoOf(first, second, third);
    const parts: Partial<Record<DatePart, string>> = {};
    pattern.order.forEach((part, index) => (parts[part] = [first, second, third][index]));
    const year = parts.year ?? '';
    // A year still being typed ("02/29/20") is an unfinished date, not a wrong one.
    if (year.length < 4 && pattern.order[2] === 'year') return { kind: 'incomplete' };
    return isoOf(year, parts.month ?? '', parts.day ?? '');
  }
  return PARTIAL.test(trimmed) ? { kind: 'incomplete' } : { kind: 'invalid' };
}

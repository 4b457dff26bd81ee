import {
  cellRefusal,
  cellValue,
  formatDisplayDate,
  parseCellDate,
  type CellParse,
} from '@portal/shared';

// Dates in the grid (spec 000 §5, §9): stored as YYYY-MM-DD, shown in the user's locale
// (en-US MM/DD/YYYY as the spec's date picker, de-DE DD.MM.YYYY, ja-JP YYYY/MM/DD). A cell
// accepts YYYY-MM-DD or YYYY/MM/DD (spec 000 §5) and also the date as the locale shows it, so
// what the grid copies pastes back (decision 0010 §7: copy what is shown).

export type DatePart = 'year' | 'month' | 'day';

/** The order a locale writes a date's numbers in, e.g. ['month', 'day', 'year'] for en-US. */
export function dateOrderOfLocale(locale: string): readonly DatePart[] {
  const parts = new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(Date.UTC(2001, 10, 22)));
  const order = parts
    .map((part) => part.type)
    .filter((type): type is DatePart => type === 'year' || type === 'month' || type === 'day');
  return order.length === 3 ? order : ['year', 'month', 'day'];
}

/** A date as YYYY-MM-DD, or the locale's order of day, month and a four-digit year. */
export function parseLocaleDate(text: string, order: readonly DatePart[]): CellParse<string> {
  const iso = parseCellDate(text);
  if (iso.ok) return iso;
  const numbers = text.trim().match(/^(\d{1,4})[./\-\s]+(\d{1,2})[./\-\s]+(\d{1,4})\.?$/);
  if (!numbers) return iso;
  const byPart = new Map<DatePart, string>();
  order.forEach((part, i) => byPart.set(part, numbers[i + 1] ?? ''));
  const year = byPart.get('year') ?? '';
  if (year.length !== 4) return cellRefusal({ code: 'invalidDate' });
  return parseCellDate(`${year}-${byPart.get('month')}-${byPart.get('day')}`);
}

/** A stored date (or the date of a timestamp) as the locale writes it; '' when not a date. */
export function formatLocaleDate(value: string | null | undefined, locale: string): string {
  return value ? formatDisplayDate(value, locale) : '';
}

/** An ISO timestamp, for columns that keep date and time (createdDate, modifiedDate). */
export function parseTimestamp(text: string): CellParse<string> {
  const trimmed = text.trim();
  if (trimmed === '') return cellValue<string>(null);
  if (!/^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(trimmed))
    return cellRefusal({ code: 'invalidDate' });
  const time = Date.parse(trimmed.replace(' ', 'T'));
  if (Number.isNaN(time) || !parseCellDate(trimmed.slice(0, 10)).ok)
    return cellRefusal({ code: 'invalidDate' });
  return cellValue(new Date(time).toISOString());
}

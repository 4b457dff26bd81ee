// Export value formatting (spec 000 §9, spec 001 §9): percent with 2 decimals; currency with
// the location's symbol and decimals (default 2 and '$'); dates trimmed to YYYY-MM-DD; file
// sizes in kB, MB, GB at base 1024. Intl is pure, so the locale's grouping comes for free.

import { CELL_DEFAULT_CURRENCY, type CurrencyFormat } from '../cells/format.ts';

/** Location code → currency (spec 000 §9 Location: currencySymbol, decimalPlaces). */
export function currencyForLocation(
  locations: readonly { code: string; currencySymbol?: string; decimalPlaces?: number }[],
  code: string,
): CurrencyFormat {
  const location = locations.find((l) => l.code === code);
  return {
    symbol: location?.currencySymbol ?? CELL_DEFAULT_CURRENCY.symbol,
    decimals: location?.decimalPlaces ?? CELL_DEFAULT_CURRENCY.decimals,
  };
}

/** spec 000 §9: export dates trimmed to YYYY-MM-DD. Returns '' for what is not a date. */
export function trimExportDate(value: unknown): string {
  if (value instanceof Date)
    return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if (typeof value !== 'string') return '';
  const m = /^(\d{4}-\d{2}-\d{2})/.exec(value.trim());
  return m?.[1] ?? '';
}

/** One formatter per locale: making one is far dearer than using it (a grid formats thousands). */
const displayDateFormats = new Map<string, Intl.DateTimeFormat>();

/** A date for people: the locale's short date of a YYYY-MM-DD (no time zone shift). */
export function formatDisplayDate(isoDate: string, locale = 'en-US'): string {
  const day = trimExportDate(isoDate);
  if (day === '') return '';
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  let format = displayDateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      timeZone: 'UTC',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    displayDateFormats.set(locale, format);
  }
  return format.format(new Date(Date.UTC(y, m - 1, d)));
}

/**
 * spec 000 §9: file sizes in kB, MB, GB at base 1024. An empty file (or no size) is '0 kB'; any
 * other file under 512 bytes rounds up to '1 kB' so it never reads as empty.
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 kB';
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} kB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(1)} GB`;
}

import { cellValue, cellRefusal, type CellParse } from './types.ts';

// spec 000 §5: date strings accept YYYY-MM-DD or YYYY/MM/DD with leap years.
// Stored as YYYY-MM-DD (the form exports trim to, spec 000 §9).

const DATE = /^(\d{4})([-/])(\d{1,2})\2(\d{1,2})$/;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export function parseCellDate(text: string): CellParse<string> {
  const trimmed = text.trim();
  if (trimmed === '') return cellValue<string>(null);
  const match = DATE.exec(trimmed);
  if (!match) return cellRefusal({ code: 'invalidDate' });
  const year = Number(match[1]);
  const month = Number(match[3]);
  const day = Number(match[4]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    return cellRefusal({ code: 'invalidDate' });
  }
  const iso = `${match[1]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return cellValue(iso);
}

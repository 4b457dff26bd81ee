import { describe, expect, it } from 'vitest';
import { isoDateSchema } from '../entities/common.ts';
import {
  DEFAULT_DATE_PATTERN,
  dateDisplayPattern,
  formatFormDate,
  parseFormDate,
  type FormDateParse,
} from './date.ts';

const date = (value: string): FormDateParse => ({
  kind: 'date',
  value: isoDateSchema.parse(value),
});

describe('[000 §5 date] date strings accept YYYY-MM-DD or YYYY/MM/DD with leap years', () => {
  it.each([
    ['2024/02/29', '2024-02-29'],
    ['2024-02-29', '2024-02-29'],
    ['2000/02/29', '2000-02-29'],
    ['2025/3/5', '2025-03-05'],
    [' 2025-12-31 ', '2025-12-31'],
  ])('%j is accepted as %s', (text, iso) => {
    expect(parseFormDate(text)).toEqual(date(iso));
  });

  it.each(['2023/02/29', '2023-02-29', '1900/02/29', '2025-04-31', '2025/13/01', '2025-00-10'])(
    '%j is refused: there is no such day',
    (text) => {
      expect(parseFormDate(text)).toEqual({ kind: 'invalid' });
    },
  );

  it('2024/02/29 is accepted, 2023/02/29 is refused', () => {
    expect(parseFormDate('2024/02/29').kind).toBe('date');
    expect(parseFormDate('2023/02/29').kind).toBe('invalid');
  });

  it('the year-first forms are read in ISO order whatever the display pattern', () => {
    const dayFirst = dateDisplayPattern('DD/MM/YYYY');
    expect(parseFormDate('2024/03/04', dayFirst)).toEqual(date('2024-03-04'));
  });
});

describe('[000 §5 date picker] shows MM/DD/YYYY, or the user’s long date format (001 §3)', () => {
  it('shows MM/DD/YYYY when the user has no preference', () => {
    expect(DEFAULT_DATE_PATTERN.text).toBe('MM/DD/YYYY');
    expect(formatFormDate('2024-02-29')).toBe('02/29/2024');
    expect(dateDisplayPattern(undefined)).toEqual(DEFAULT_DATE_PATTERN);
  });

  it.each([
    ['DD/MM/YYYY', '29/02/2024'],
    ['dd.mm.yyyy', '29.02.2024'],
    ['YYYY-MM-DD', '2024-02-29'],
    ['MM-DD-YYYY', '02-29-2024'],
  ])('the long format %s shows 2024-02-29 as %s', (format, shown) => {
    expect(formatFormDate('2024-02-29', dateDisplayPattern(format))).toBe(shown);
  });

  it.each(['MMMM D, YYYY', 'MM/MM/YYYY', 'DD/MM', '', 'YYYY/MM-DD'])(
    'a long format it cannot show (%j) falls back to MM/DD/YYYY',
    (format) => {
      expect(dateDisplayPattern(format)).toEqual(DEFAULT_DATE_PATTERN);
    },
  );

  it('shows nothing for a value that is not an ISO date', () => {
    expect(formatFormDate(undefined)).toBe('');
    expect(formatFormDate('02/29/2024')).toBe('');
  });

  it.each([
    ['02/29/2024', 'MM/DD/YYYY', '2024-02-29'],
    ['2/9/2024', 'MM/DD/YYYY', '2024-02-09'],
    ['02-29-2024', 'MM/DD/YYYY', '2024-02-29'],
    ['29/02/2024', 'DD/MM/YYYY', '2024-02-29'],
    ['29.02.2024', 'DD.MM.YYYY', '2024-02-29'],
  ])('typing %j in the %s pattern is read as %s', (text, format, iso) => {
    expect(parseFormDate(text, dateDisplayPattern(format))).toEqual(date(iso));
  });

  it.each([
    ['02/29/2023', 'MM/DD/YYYY'],
    ['13/01/2024', 'MM/DD/YYYY'],
    ['29/02/2023', 'DD/MM/YYYY'],
    ['tomorrow', 'MM/DD/YYYY'],
    ['02/29/2024x', 'MM/DD/YYYY'],
  ])('%j in the %s pattern is refused', (text, format) => {
    expect(parseFormDate(text, dateDisplayPattern(format))).toEqual({ kind: 'invalid' });
  });

  it.each(['02', '02/', '02/29', '02/29/', '02/29/20', '2024/02', '2024-'])(
    '%j is an incomplete date (the picker reverts it)',
    (text) => {
      expect(parseFormDate(text)).toEqual({ kind: 'incomplete' });
    },
  );

  it('empty text is no date: the placeholder shows', () => {
    expect(parseFormDate('   ')).toEqual({ kind: 'empty' });
  });

  it('a shown date reads back as the same day in every supported pattern', () => {
    for (const format of ['MM/DD/YYYY', 'DD/MM/YYYY', 'DD.MM.YYYY', 'YYYY-MM-DD', 'YYYY/MM/DD']) {
      const pattern = dateDisplayPattern(format);
      expect(parseFormDate(formatFormDate('2024-02-29', pattern), pattern)).toEqual(
        date('2024-02-29'),
      );
    }
  });
});

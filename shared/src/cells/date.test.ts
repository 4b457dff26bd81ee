import { describe, expect, it } from 'vitest';
import { daysInMonth, isLeapYear, parseCellDate } from './date.ts';

describe('[spec 000 §5] date strings', () => {
  it.each([
    ['2025-03-15', '2025-03-15'],
    ['2025/03/15', '2025-03-15'],
    ['2025/3/5', '2025-03-05'],
    ['2024-02-29', '2024-02-29'],
    ['2000-02-29', '2000-02-29'],
    [' 2025-12-31 ', '2025-12-31'],
  ])('accepts %j as %s', (text, iso) => {
    expect(parseCellDate(text)).toEqual({ ok: true, value: iso });
  });

  it.each([
    '2025-02-29',
    '1900-02-29',
    '2025-13-01',
    '2025-04-31',
    '2025-00-10',
    '2025-03-00',
    '15/03/2025',
    '2025-03/15',
    '03-15-2025',
    'tomorrow',
  ])('refuses %j', (text) => {
    expect(parseCellDate(text)).toEqual({ ok: false, reason: { code: 'invalidDate' } });
  });

  it('clears on empty text', () => {
    expect(parseCellDate('')).toEqual({ ok: true, value: null });
  });

  it('knows the leap years', () => {
    expect([1900, 2000, 2023, 2024].map(isLeapYear)).toEqual([false, true, false, true]);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(daysInMonth(2023, 11)).toBe(30);
  });
});

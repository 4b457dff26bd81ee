// Spec 000 §2 "Filter presets" with the §9 windows, counted from a passed-in today.
import { describe, expect, it } from 'vitest';
import type { DatePresetName } from './definition.ts';
import { addDays, DATE_PRESET_OPTIONS, datePresetRange } from './presets.ts';
import { isIsoDay, parseIdList, parseNumberRange } from './values.ts';

describe('[000 §9 presets] windows around today', () => {
  const today = '2025-03-01';
  it.each<[string, DatePresetName, string, string, string]>([
    ['due date Next 15 days starts 2 days back', 'dueDate', 'next15', '2025-02-27', '2025-03-16'],
    ['due date Next 90 days', 'dueDate', 'next90', '2025-02-27', '2025-05-30'],
    [
      'first availability At Once is 29 days, from 3 days back',
      'firstAvailability',
      'atOnce',
      '2025-02-26',
      '2025-03-30',
    ],
    ['first availability Next 60 Days', 'firstAvailability', 'next60', '2025-02-26', '2025-04-30'],
    ['first availability Next 90 Days', 'firstAvailability', 'next90', '2025-02-26', '2025-05-30'],
    [
      'first availability Next 6 Months is 181 days',
      'firstAvailability',
      'next6Months',
      '2025-02-26',
      '2025-08-29',
    ],
    ['last produced Last 30 Days', 'lastProduced', 'last30', '2025-01-30', '2025-03-01'],
    ['last produced Last 90 Days', 'lastProduced', 'last90', '2024-12-01', '2025-03-01'],
    [
      'last produced Last 6 Months is 182 days',
      'lastProduced',
      'last6Months',
      '2024-08-31',
      '2025-03-01',
    ],
    ['last produced Last Year is 366 days', 'lastProduced', 'lastYear', '2024-02-29', '2025-03-01'],
  ])('%s', (_rule, preset, value, from, to) => {
    expect(datePresetRange(preset, value, today)).toEqual({ from, to });
  });

  it('offers the spec’s choices in the spec’s order', () => {
    expect(DATE_PRESET_OPTIONS.dueDate.map((o) => o.value)).toEqual([
      'next15',
      'next30',
      'next60',
      'next90',
    ]);
    expect(DATE_PRESET_OPTIONS.firstAvailability.map((o) => o.value)).toEqual([
      'atOnce',
      'next60',
      'next90',
      'next6Months',
    ]);
    expect(DATE_PRESET_OPTIONS.lastProduced.map((o) => o.value)).toEqual([
      'last30',
      'last90',
      'last6Months',
      'lastYear',
    ]);
  });

  it('an unknown choice has no window', () => {
    expect(datePresetRange('dueDate', 'atOnce', today)).toBeNull();
  });

  it.each([
    ['2024-02-28', 1, '2024-02-29'],
    ['2023-02-28', 1, '2023-03-01'],
    ['2025-01-01', -1, '2024-12-31'],
  ])('addDays(%s, %i) = %s (calendar days, leap years)', (day, n, expected) => {
    expect(addDays(day, n)).toBe(expected);
  });
});

describe('[000 §5 library filters] value readers', () => {
  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2025-13-01', false],
    ['2025/01/01', false],
    ['20250101', false],
  ])('isIsoDay(%s) is %s', (value, expected) => {
    expect(isIsoDay(value)).toBe(expected);
  });

  it.each<[string, ReturnType<typeof parseNumberRange>]>([
    ['10..50', { from: 10, to: 50 }],
    ['10..', { from: 10 }],
    ['..49.99', { to: 49.99 }],
    ['..', null],
    ['-5..10', null],
    ['1e9..', null],
    ['50..10', null],
    ['10', null],
  ])('parseNumberRange(%s)', (value, expected) => {
    expect(parseNumberRange(value)).toEqual(expected);
  });

  it('a paste with more than 2000 ids, or an id over 64 characters, is refused whole', () => {
    expect(parseIdList(Array.from({ length: 2001 }, (_, i) => `S${i}`).join(','))).toBeNull();
    expect(parseIdList(`A1,${'x'.repeat(65)}`)).toBeNull();
    expect(parseIdList(' A1 ;A2\tA3 ')).toEqual(['A1', 'A2', 'A3']);
  });
});

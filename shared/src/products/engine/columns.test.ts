// Day numbers of the index's date columns: the order of ISO days, without Date objects.
import { describe, expect, it } from 'vitest';
import { addDays } from '../../filters/presets.ts';
import { MISSING_DAY, dayNumber } from './columns.ts';

describe('[000 §9 presets] day numbers compare as the days do', () => {
  it('counts days since 1970-01-01 across leap years and centuries', () => {
    let day = '1899-12-25';
    for (let i = 0; i < 120_000; i += 37) {
      const iso = addDays(day, 37);
      expect(dayNumber(iso) - dayNumber(day)).toBe(37);
      day = iso;
    }
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(dayNumber('2000-03-01')).toBe(Date.UTC(2000, 2, 1) / 86_400_000);
  });
  it('a missing or malformed day is never in a window', () => {
    expect(dayNumber(undefined)).toBe(MISSING_DAY);
    expect(dayNumber('2025-13-01')).toBe(MISSING_DAY);
    expect(dayNumber('2025-1-1')).toBe(MISSING_DAY);
  });
});

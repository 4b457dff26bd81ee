// Rights dates (issue scope 8 on spec 000 §3 startDate/endDate, beginDate/expireDate): viewers
// see an item from its start day through its end day; manage views see everything.
import { describe, expect, it } from 'vitest';
import {
  cachedFilesDroppable,
  nextRightsChange,
  rightsState,
  visibleInView,
  visibleToViewers,
} from './rights.ts';

const TODAY = '2025-06-15';

describe('[000 §3 rights-dates] who sees an item on a given day', () => {
  it.each([
    [{}, 'live'],
    [{ endDate: '2025-06-15' }, 'live'],
    [{ endDate: '2025-06-14' }, 'expired'],
    [{ expireDate: '2025-06-14' }, 'expired'],
    [{ startDate: '2025-06-15' }, 'live'],
    [{ startDate: '2025-06-16' }, 'notYet'],
    [{ beginDate: '2025-06-16', expireDate: '2025-12-31' }, 'notYet'],
    [{ beginDate: '2025-01-01', expireDate: '2025-12-31' }, 'live'],
    [{ startDate: '2025-07-01', endDate: '2025-06-01' }, 'expired'],
    // Both pairs apply: an end passed on either hides the item.
    [{ startDate: '2025-01-01', endDate: '2025-12-31', expireDate: '2025-06-01' }, 'expired'],
    // A date that is not a day (a bad edit) does not hide the item.
    [{ endDate: 'someday' }, 'live'],
  ] as const)('%j → %s', (dates, state) => {
    expect(rightsState(dates, TODAY)).toBe(state);
    expect(visibleToViewers(dates, TODAY)).toBe(state === 'live');
    expect(cachedFilesDroppable(dates, TODAY)).toBe(state === 'expired');
  });

  it('manage views see expired and future items; viewers do not', () => {
    const expired = { expireDate: '2025-01-01' };
    expect(visibleInView(expired, { manage: true, today: TODAY })).toBe(true);
    expect(visibleInView(expired, { manage: false, today: TODAY })).toBe(false);
  });

  it('names the next day the visibility changes', () => {
    expect(nextRightsChange({ startDate: '2025-07-01', endDate: '2025-07-31' }, TODAY)).toBe(
      '2025-07-01',
    );
    expect(nextRightsChange({ endDate: '2025-06-30' }, TODAY)).toBe('2025-07-01');
    expect(nextRightsChange({ endDate: '2025-06-01' }, TODAY)).toBeUndefined();
    expect(nextRightsChange({}, TODAY)).toBeUndefined();
  });
});

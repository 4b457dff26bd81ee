// The rights selector is the shared visibleToViewers rule (issue scope 8) as Mango: checked
// against it over the edge days, in memory with the shared matcher (tested against mingo).
import { matchesSelector, visibleToViewers, type RightsDates } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { isNewItem, rightsSelector } from './selector.ts';

const TODAY = '2025-06-10';
const DAYS = [undefined, '2025-06-09', '2025-06-10', '2025-06-11'];

describe('[issue scope 8 rights dates] the view selector', () => {
  it('[000 §3 rights dates] hides exactly what visibleToViewers hides, on every edge day', () => {
    let checked = 0;
    for (const startDate of DAYS)
      for (const endDate of DAYS)
        for (const beginDate of DAYS)
          for (const expireDate of DAYS) {
            const item: RightsDates = { startDate, endDate, beginDate, expireDate };
            const plain = Object.fromEntries(
              Object.entries(item).filter(([, v]) => v !== undefined),
            );
            expect(matchesSelector(plain, rightsSelector(TODAY))).toBe(
              visibleToViewers(item, TODAY),
            );
            checked += 1;
          }
    expect(checked).toBe(256);
  });

  it('[000 §3 user flag Seen] an item is new until flagged on it or on this device', () => {
    expect(isNewItem({ id: 'a' }, new Set())).toBe(true);
    expect(isNewItem({ id: 'a', userFlag: 'Seen' }, new Set())).toBe(false);
    expect(isNewItem({ id: 'a' }, new Set(['a']))).toBe(false);
  });
});

import type { Assortment } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { groupByOf, groupingKindOf, inSortOrder } from './useSortRows.ts';

const assortment = (fields: Partial<Assortment>) =>
  ({ orgType: 'regular', displayGroups: [], ...fields }) as Assortment;

describe('[000 §3 group-by] the assortment’s grouping', () => {
  it.each([
    [{}, 'regular', 'none'],
    [{ productType: 'POP' as const }, 'pop', 'none'],
    [{ orgType: 'internal' as const }, 'internal', 'pillar'],
    [{ uiSettings: { groupSettings: { groupBy: 'gender' } } }, 'regular', 'gender'],
    [
      { productType: 'POP' as const, uiSettings: { groupSettings: { groupBy: 'popCategory' } } },
      'pop',
      'popCategory',
    ],
    // A saved choice the kind does not offer falls back to the kind's default.
    [
      { productType: 'POP' as const, uiSettings: { groupSettings: { groupBy: 'gender' } } },
      'pop',
      'none',
    ],
    [
      { orgType: 'internal' as const, uiSettings: { groupSettings: { groupBy: 'division' } } },
      'internal',
      'pillar',
    ],
  ])('[000 §3 group-by defaults] %j → %s, %s', (fields, kind, groupBy) => {
    expect(groupingKindOf(assortment(fields as Partial<Assortment>))).toBe(kind);
    expect(groupByOf(assortment(fields as Partial<Assortment>))).toBe(groupBy);
  });

  it('[000 §4 group sort] products follow their sort, then their place in the list', () => {
    const products = [
      { style: 'A', sort: 2 },
      { style: 'B' },
      { style: 'C', sort: 0 },
      { style: 'D', sort: 2 },
    ];
    expect(inSortOrder(products).map((p) => p.style)).toEqual(['C', 'B', 'A', 'D']);
  });
});

import { describe, expect, it } from 'vitest';
import {
  assortmentLimitReached,
  countsTowardLimit,
  MAX_ASSORTMENTS_PER_USER,
  type LimitedAssortment,
} from './limits.ts';

describe('[000 §2 max-assortment error] how many assortments a user may own', () => {
  it.each<[string, LimitedAssortment, boolean]>([
    ['a regular assortment counts', { type: 'item', orgType: 'regular' }, true],
    ['an archived one is kept, so it counts', { type: 'item', orgType: 'regular' }, true],
    ['a folder does not', { type: 'folder', orgType: 'regular' }, false],
    ['an internal assortment does not (the team’s)', { type: 'item', orgType: 'internal' }, false],
    ['a deleted one does not', { type: 'item', orgType: 'regular', _deleted: true }, false],
  ])('%s', (_rule, doc, expected) => {
    expect(countsTowardLimit(doc)).toBe(expected);
  });

  it.each<[number, boolean]>([
    [0, false],
    [MAX_ASSORTMENTS_PER_USER - 1, false],
    [MAX_ASSORTMENTS_PER_USER, true],
    [MAX_ASSORTMENTS_PER_USER + 5, true],
  ])('owning %i: limit reached %s', (owned, expected) => {
    expect(assortmentLimitReached(owned)).toBe(expected);
  });
});

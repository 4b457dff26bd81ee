// The in-memory selector run against mingo (the engine RxDB queries with): every selector the
// kit can emit means the same in both (spec 000 §2 filters run on the device collections).
import { Query } from 'mingo';
import { describe, expect, it } from 'vitest';
import type { MangoSelector } from '../filters/mango.ts';
import { matchesSelector } from './selector-match.ts';

const DOCS = [
  {
    id: 'a',
    name: 'Red Runner',
    year: 2025,
    tag: ['Hero', 'Spring'],
    gender: 'Mens',
    modifiedDate: '2025-02-10T08:00:00.000Z',
    files: [
      { filename: 'red.jpg', usageType: 'Primary', modifiedDate: '2025-01-01T00:00:00.000Z' },
      { filename: 'red.psd', usageType: 'Working File', groups: ['Hero'] },
    ],
  },
  {
    id: 'b',
    name: 'Blue (Kids) Runner+',
    year: 2024,
    tag: [],
    modifiedDate: '2025-02-10T07:59:59.000Z',
    files: [],
  },
  { id: 'c', name: 'green', userFlag: 'Seen', files: [{ filename: 'GREEN.PDF' }] },
  { id: 'd', name: 'Plain', gender: null, tag: ['Fall'], files: [{ filename: 'x.jpg' }] },
];

const SELECTORS: readonly MangoSelector[] = [
  {},
  { gender: 'Mens' },
  { gender: null },
  { gender: { $in: ['Mens', 'Womens'] } },
  { gender: { $in: [null, 'Mens'] } },
  { userFlag: { $in: [null, ''] } },
  { tag: 'Hero' },
  { tag: { $in: ['Fall', 'Spring'] } },
  { year: 2025 },
  { year: { $in: [2024] } },
  { year: '2025' },
  { name: { $regex: 'runner', $options: 'i' } },
  { name: { $regex: 'Runner' } },
  { name: { $regex: '\\(Kids\\) Runner\\+', $options: 'i' } },
  { 'files.filename': { $regex: 'green', $options: 'i' } },
  { 'files.usageType': 'Working File' },
  { 'files.groups': 'Hero' },
  { modifiedDate: { $gte: '2025-02-10T08:00:00.000Z' } },
  { modifiedDate: { $gte: '2025-02-10', $lt: '2025-02-11' } },
  { 'files.modifiedDate': { $gte: '2024-12-31T08:00:00.000Z' } },
  { year: { $gte: 2024, $lte: 2024 } },
  { $or: [{ name: { $regex: 'red', $options: 'i' } }, { 'files.filename': { $regex: 'x' } }] },
  { $and: [{ tag: 'Hero' }, { year: 2025 }] },
  { $and: [{ tag: 'Hero' }, { year: 2024 }] },
];

describe('[000 §2 filter-bar] the library predicate means what the device query means', () => {
  it.each(SELECTORS.map((s) => [JSON.stringify(s), s] as const))('%s', (_, selector) => {
    const query = new Query(selector as Record<string, unknown>);
    for (const doc of DOCS) expect(matchesSelector(doc, selector), doc.id).toBe(query.test(doc));
  });

  it('an empty selector matches everything; a failing clause nothing', () => {
    expect(DOCS.every((d) => matchesSelector(d, {}))).toBe(true);
    expect(DOCS.filter((d) => matchesSelector(d, { gender: 'Kids' }))).toEqual([]);
  });
});

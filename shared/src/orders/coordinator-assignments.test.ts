import { describe, expect, it } from 'vitest';
import {
  coveredOrderSubtypes,
  duplicateAssignment,
  duplicatesInBatch,
  type AssignmentCoverage,
} from './coordinator-assignments.ts';

const a = (
  id: string,
  requesterCode: string,
  orderSubtype?: 'sample' | 'promo',
  status?: 'Active' | 'Inactive',
): AssignmentCoverage => ({ id, requesterCode, orderSubtype, status });

describe('[001 §3 coordinator assignment] one Active assignment per requester and order type', () => {
  it('[001 §3 coordinator assignment] an assignment without a subtype covers both order types', () => {
    expect(coveredOrderSubtypes(undefined)).toEqual(['sample', 'promo']);
    expect(coveredOrderSubtypes(null)).toEqual(['sample', 'promo']);
    expect(coveredOrderSubtypes('promo')).toEqual(['promo']);
  });

  // candidate, existing assignment, duplicate?
  const table: [string, AssignmentCoverage, AssignmentCoverage, boolean][] = [
    ['same requester, same type', a('n', 'U1', 'sample'), a('x', 'U1', 'sample'), true],
    ['same requester, other type', a('n', 'U1', 'sample'), a('x', 'U1', 'promo'), false],
    ['both against sample', a('n', 'U1'), a('x', 'U1', 'sample'), true],
    ['promo against both', a('n', 'U1', 'promo'), a('x', 'U1'), true],
    ['both against both', a('n', 'U1'), a('x', 'U1'), true],
    ['other requester', a('n', 'U1', 'sample'), a('x', 'U2', 'sample'), false],
    [
      'codes compare trimmed and case-blind',
      a('n', ' u1 ', 'sample'),
      a('x', 'U1', 'sample'),
      true,
    ],
    ['existing one Inactive', a('n', 'U1', 'sample'), a('x', 'U1', 'sample', 'Inactive'), false],
    ['candidate Inactive', a('n', 'U1', 'sample', 'Inactive'), a('x', 'U1', 'sample'), false],
    ['status absent means Active', a('n', 'U1', 'sample', undefined), a('x', 'U1', 'sample'), true],
    ['the document itself (an edit)', a('x', 'U1', 'sample'), a('x', 'U1', 'sample'), false],
  ];

  it.each(table)('%s', (_name, candidate, existing, duplicate) => {
    expect(duplicateAssignment(candidate, [existing])).toBe(duplicate ? existing : undefined);
  });

  it('[001 §3 coordinator assignment] names the first Active overlap among many', () => {
    const promo = a('p', 'U1', 'promo');
    const others = [a('s', 'U1', 'sample', 'Inactive'), a('o', 'U2'), promo, a('q', 'U1')];
    expect(duplicateAssignment(a('n', 'U1', 'promo'), others)).toBe(promo);
  });

  it('[001 §3 coordinator assignment] a batch of activations is checked as a whole', () => {
    const stored = [
      a('i1', 'U1', 'sample', 'Inactive'),
      a('i2', 'U1', 'sample', 'Inactive'),
      a('i3', 'U2', 'promo', 'Inactive'),
      a('k', 'U3', 'promo'),
    ];
    const activated = ['i1', 'i2', 'i3'].map((id) => ({
      ...stored.find((s) => s.id === id)!,
      status: 'Active' as const,
    }));
    const found = duplicatesInBatch(activated, stored);
    expect(found.map((f) => [f.candidate.id, f.duplicate.id])).toEqual([['i2', 'i1']]);
    // Moving the one Active assignment of U3 to sample leaves nothing to collide with.
    expect(duplicatesInBatch([{ ...stored[3]!, orderSubtype: 'sample' }], stored)).toEqual([]);
  });
});

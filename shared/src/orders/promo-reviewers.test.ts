import { describe, expect, it } from 'vitest';
import { demoUser } from '../permissions/demo-users.ts';
import type { PermissionUser } from '../permissions/types.ts';
import {
  knownReviewers,
  mayReview,
  reviewerProblems,
  reviewerProblemText,
  type ReviewedOrder,
} from './promo-reviewers.ts';

const approver = demoUser('approver').user;
const senior = demoUser('senior-approver').user;
const requester = demoUser('promo-requester').user;
const PEOPLE = new Map<string, PermissionUser>(
  [approver, senior, requester].map((u) => [u.userCode, u]),
);
const people = (code: string) => PEOPLE.get(code) ?? null;
const A = approver.userCode;
const S = senior.userCode;
const R = requester.userCode;

describe('[001 §6 promo reviewers] who may be named to review a promo order', () => {
  it.each<[string, 'approver' | 'seniorApprover', PermissionUser, boolean]>([
    ['an approver may be the approver', 'approver', approver, true],
    ['a senior approver may be the approver too', 'approver', senior, true],
    ['a requester may not be the approver', 'approver', requester, false],
    ['a senior approver may be the senior approver', 'seniorApprover', senior, true],
    ['an approver may not be the senior approver', 'seniorApprover', approver, false],
  ])('%s', (_rule, field, user, expected) => {
    expect(mayReview(field, user)).toBe(expected);
  });

  it.each<[string, Omit<ReviewedOrder, 'requesterCode'>, string[]]>([
    [
      'the approver and the senior approver of their roles: no problem',
      { approverCode: A, seniorApproverCode: S },
      [],
    ],
    ['nobody named: no problem (the order needs no review)', {}, []],
    ['blank codes count as none', { approverCode: ' ', seniorApproverCode: '' }, []],
    [
      'the requester as approver',
      { approverCode: R.toLowerCase() },
      [`approver ${R.toLowerCase()} requester`],
    ],
    [
      'the same person twice',
      { approverCode: S, seniorApproverCode: S },
      [`seniorApprover ${S} samePerson`],
    ],
    [
      'an approver as senior approver',
      { seniorApproverCode: A },
      [`seniorApprover ${A} notReviewer`],
    ],
    ['a code nobody holds', { approverCode: 'NOBODY' }, ['approver NOBODY notReviewer']],
  ])('%s', (_rule, names, expected) => {
    const found = reviewerProblems({ requesterCode: R, ...names }, people);
    expect(found.map((p) => `${p.field} ${p.code} ${p.problem}`)).toEqual(expected);
  });

  it('without the people (offline) the roles are not checked, the rest is', () => {
    expect(reviewerProblems({ requesterCode: R, approverCode: 'NOBODY' })).toEqual([]);
    expect(reviewerProblems({ requesterCode: R, approverCode: R })).toHaveLength(1);
  });

  it.each([
    [{ field: 'approver', code: 'X1', problem: 'notReviewer' }, 'X1 cannot approve promo orders'],
    [
      { field: 'seniorApprover', code: 'X1', problem: 'notReviewer' },
      'X1 is not a senior approver',
    ],
    [
      { field: 'approver', code: 'X1', problem: 'requester' },
      'A requester cannot review their own order',
    ],
    [
      { field: 'seniorApprover', code: 'X1', problem: 'samePerson' },
      'The approver and the senior approver must be different people',
    ],
  ] as const)('the server words %j as %j', (problem, text) => {
    expect(reviewerProblemText(problem)).toBe(text);
  });
});

describe('[001 §6 promo reviewers offline] the reviewers named on the device’s promo orders', () => {
  const ORDERS = [
    { requesterCode: R, approverCode: 'A1', approverName: 'Al Old', seniorApproverCode: 'S1' },
    { requesterCode: R, approverCode: 'a1', approverName: 'Al Approver' },
    {
      requesterCode: R,
      approverCode: 'B2',
      approverName: 'Bea Brook',
      seniorApproverCode: 'S1',
      seniorApproverName: 'Sue Senior',
    },
    { requesterCode: R },
  ];
  it.each<[string, 'approver' | 'seniorApprover', string, string[]]>([
    [
      'every approver once, the latest name, by name',
      'approver',
      '',
      ['a1 Al Approver', 'B2 Bea Brook'],
    ],
    ['by code or name, any case', 'approver', 'BROOK', ['B2 Bea Brook']],
    [
      'the senior approvers, a name found on another order',
      'seniorApprover',
      's1',
      ['S1 Sue Senior'],
    ],
    ['nobody matches', 'approver', 'zed', []],
  ])('%s', (_rule, field, typed, expected) => {
    expect(
      knownReviewers(ORDERS, field, typed).map((p) => `${p.code} ${p.name ?? ''}`.trim()),
    ).toEqual(expected);
  });
});

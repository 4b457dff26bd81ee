import { describe, expect, it } from 'vitest';
import { demoUser } from '../permissions/demo-users.ts';
import type { PermissionUser } from '../permissions/types.ts';
import {
  allowedPromoLineTransitions,
  isOrderDeletable,
  isOrderEditable,
  newLineStatus,
} from './editability.ts';
import type { EditabilityOrder } from './editability.ts';
import { LINE_STATUSES, ORDER_APPROVAL_STATUSES, ORDER_STATUSES } from './enums.ts';

const u = (emailLocal: string) => demoUser(emailLocal).user;
const approver = u('approver');
const senior = u('senior-approver');

const promo = (
  orderApprovalStatus: string,
  extra: Partial<EditabilityOrder> = {},
): EditabilityOrder => ({
  type: 'promo',
  status: 'SUBMITTED',
  orderApprovalStatus,
  approverCode: approver.userCode,
  seniorApproverCode: senior.userCode,
  ...extra,
});

describe('enumerations (spec 001 §3)', () => {
  it('[001 §3] order, approval and line statuses are the spec values', () => {
    expect(ORDER_STATUSES).toContain('IN PROGRESS');
    expect(ORDER_STATUSES).toContain('UNAPPROVED ORDER');
    expect(ORDER_STATUSES).toHaveLength(9);
    expect(ORDER_APPROVAL_STATUSES).toEqual([
      'PENDING',
      'REQUIRES APPROVER',
      'REQUIRES SENIOR',
      'REVIEW COMPLETE',
      'PROCESSED',
      'FINALIZED',
    ]);
    expect(LINE_STATUSES).toEqual(['PENDING', 'APPROVED', 'DENIED', 'Deleted']);
  });
});

describe('isOrderEditable (spec 001 §4 Order status and editability)', () => {
  it.each<[string, EditabilityOrder, PermissionUser | null, boolean]>([
    [
      '[001 §4] a DRAFT sample order, any user',
      { type: 'sample', status: 'DRAFT' },
      u('nobody'),
      true,
    ],
    ['[001 §4] a DRAFT promo order, no user', { type: 'promo', status: 'DRAFT' }, null, true],
    [
      '[001 §4] a wholesale order is always editable',
      { type: 'wholesale', status: 'COMPLETED' },
      u('nobody'),
      true,
    ],
    [
      '[001 §4] sample SUBMITTED for a coordinator',
      { type: 'sample', status: 'SUBMITTED' },
      u('coordinator'),
      true,
    ],
    [
      '[001 §4] sample IN PROGRESS for a senior coordinator',
      { type: 'sample', status: 'IN PROGRESS' },
      u('senior-coordinator'),
      true,
    ],
    [
      '[001 §4] sample IN PROGRESS for a promo coordinator',
      { type: 'sample', status: 'IN PROGRESS' },
      u('promo-coordinator'),
      true,
    ],
    [
      '[001 §4] sample COMPLETED for a coordinator',
      { type: 'sample', status: 'COMPLETED' },
      u('coordinator'),
      false,
    ],
    [
      '[001 §4] sample SUBMITTED for the requester',
      { type: 'sample', status: 'SUBMITTED' },
      u('sample-requester'),
      false,
    ],
    [
      '[001 §4] sample SUBMITTED for a sampleCoordinator role',
      { type: 'sample', status: 'SUBMITTED' },
      u('sample-coordinator'),
      false,
    ],
    [
      '[001 §4] sample SUBMITTED without a user',
      { type: 'sample', status: 'SUBMITTED' },
      null,
      false,
    ],
    ['[001 §4] senior approver sees REQUIRES APPROVER', promo('REQUIRES APPROVER'), senior, true],
    ['[001 §4] senior approver sees REQUIRES SENIOR', promo('REQUIRES SENIOR'), senior, true],
    ['[001 §4] senior approver, REVIEW COMPLETE', promo('REVIEW COMPLETE'), senior, false],
    ['[001 §4] approver sees REQUIRES APPROVER', promo('REQUIRES APPROVER'), approver, true],
    ['[001 §4] approver, REQUIRES SENIOR', promo('REQUIRES SENIOR'), approver, false],
    ['[001 §4] approver, PENDING', promo('PENDING'), approver, false],
    [
      'promo coordinator, REQUIRES APPROVER',
      promo('REQUIRES APPROVER'),
      u('promo-coordinator'),
      false,
    ],
    [
      'approver not assigned to the order',
      promo('REQUIRES APPROVER', { approverCode: 'SOMEONE' }),
      approver,
      false,
    ],
    [
      'senior approver assigned as approver',
      promo('REQUIRES SENIOR', { approverCode: senior.userCode, seniorApproverCode: 'X' }),
      senior,
      true,
    ],
    [
      'senior approver not assigned',
      promo('REQUIRES SENIOR', { approverCode: 'X', seniorApproverCode: 'Y' }),
      senior,
      false,
    ],
  ])('%s → %s', (_title, order, user, expected) => {
    expect(isOrderEditable(order, user)).toBe(expected);
  });
});

describe('isOrderDeletable (spec 001 §4 Deletion)', () => {
  it.each<[string, 'sample' | 'promo' | 'wholesale', boolean]>([
    ['DRAFT', 'sample', true],
    ['DRAFT', 'promo', true],
    ['DRAFT', 'wholesale', true],
    ['PENDING', 'wholesale', true],
    ['PENDING', 'sample', false],
    ['PENDING', 'promo', false],
    ['SUBMITTED', 'wholesale', false],
    ['COMPLETED', 'sample', false],
  ])('[001 §4] %s in the %s list → %s', (status, listKind, expected) => {
    expect(isOrderDeletable({ status }, listKind)).toBe(expected);
  });
});

describe('newLineStatus (spec 001 §4 Order line status)', () => {
  const requester = u('promo-requester');
  it.each<[string, EditabilityOrder, PermissionUser | null, string]>([
    [
      '[001 §4] a new line is PENDING',
      { type: 'sample', status: 'DRAFT', requesterCode: requester.userCode },
      requester,
      'PENDING',
    ],
    [
      '[001 §4] APPROVED on a promo order the current user requested',
      { type: 'promo', status: 'DRAFT', requesterCode: requester.userCode },
      requester,
      'APPROVED',
    ],
    [
      "PENDING on someone else's promo order",
      { type: 'promo', status: 'DRAFT', requesterCode: 'OTHER' },
      requester,
      'PENDING',
    ],
    [
      'PENDING on a promo order without requester',
      { type: 'promo', status: 'DRAFT' },
      requester,
      'PENDING',
    ],
    [
      'PENDING without a user',
      { type: 'promo', status: 'DRAFT', requesterCode: requester.userCode },
      null,
      'PENDING',
    ],
    [
      'PENDING on a wholesale order',
      { type: 'wholesale', status: 'DRAFT', requesterCode: requester.userCode },
      requester,
      'PENDING',
    ],
  ])('%s', (_title, order, user, expected) => {
    expect(newLineStatus(order, user)).toBe(expected);
  });
});

describe('allowedPromoLineTransitions (spec 001 §4)', () => {
  it.each<[string, PermissionUser | null, string, readonly string[]]>([
    [
      '[001 §4] approver moves PENDING to APPROVED or DENIED',
      approver,
      'PENDING',
      ['APPROVED', 'DENIED'],
    ],
    ['[001 §4] senior approver moves APPROVED to DENIED', senior, 'APPROVED', ['DENIED']],
    ['[001 §4] approver moves DENIED to APPROVED', approver, 'DENIED', ['APPROVED']],
    ['a Deleted line does not move', approver, 'Deleted', []],
    ['without advanced rights nothing moves', u('promo-requester'), 'PENDING', []],
    ['a promo coordinator has no advanced rights', u('promo-coordinator'), 'PENDING', []],
    ['no user', null, 'PENDING', []],
  ])('%s', (_title, user, from, expected) => {
    expect(allowedPromoLineTransitions(user, from)).toEqual(expected);
  });
});

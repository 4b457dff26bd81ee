import { describe, expect, it } from 'vitest';
import {
  approvalHistory,
  firstReviewStage,
  type ApprovalHistoryOrder,
  type ApprovalStep,
} from './approval-history.ts';

const SUBMITTED = '2026-03-02T10:00:00.000Z';
const requester = { role: 'requester', code: 'R1', name: 'Ann Lee' } as const;
const approver = { role: 'approver', code: 'A1', name: 'Kim Park' } as const;
const senior = { role: 'seniorApprover', code: 'S1', name: 'Lu Chen' } as const;

const promo = (extra: Partial<ApprovalHistoryOrder> = {}): ApprovalHistoryOrder => ({
  type: 'promo',
  status: 'SUBMITTED',
  requesterCode: 'R1',
  requesterName: 'Ann Lee',
  approverCode: 'A1',
  approverName: 'Kim Park',
  seniorApproverCode: 'S1',
  seniorApproverName: 'Lu Chen',
  submittedDate: SUBMITTED,
  ...extra,
});

const submitted = (to: ApprovalStep['to']): ApprovalStep => ({
  action: 'submitted',
  by: requester,
  at: SUBMITTED,
  to,
});

describe('[001 §2 approval history] derived from the order (the commands record none)', () => {
  const cases: [string, ApprovalHistoryOrder, ApprovalStep[]][] = [
    ['a wholesale order has none', promo({ type: 'wholesale' }), []],
    ['a sample order has none', promo({ type: 'sample' }), []],
    ['a draft has none', promo({ status: 'DRAFT', orderApprovalStatus: undefined }), []],
    ['no stage yet has none', promo({ orderApprovalStatus: undefined }), []],
    ['PENDING (before review) has none', promo({ orderApprovalStatus: 'PENDING' }), []],
    [
      'submitted: waiting for the approver',
      promo({ orderApprovalStatus: 'REQUIRES APPROVER' }),
      [submitted('REQUIRES APPROVER')],
    ],
    [
      'the approver approved: waiting for the senior approver',
      promo({ orderApprovalStatus: 'REQUIRES SENIOR' }),
      [
        submitted('REQUIRES APPROVER'),
        { action: 'approved', by: approver, from: 'REQUIRES APPROVER', to: 'REQUIRES SENIOR' },
      ],
    ],
    [
      'no approver: submit goes to the senior approver, nothing approved yet',
      promo({
        approverCode: undefined,
        approverName: undefined,
        orderApprovalStatus: 'REQUIRES SENIOR',
      }),
      [submitted('REQUIRES SENIOR')],
    ],
    [
      'both reviewers, review complete: the senior approver completed it (from either stage)',
      promo({ orderApprovalStatus: 'REVIEW COMPLETE' }),
      [submitted('REQUIRES APPROVER'), { action: 'approved', by: senior, to: 'REVIEW COMPLETE' }],
    ],
    [
      'approver only, review complete: the approver completed it',
      promo({
        seniorApproverCode: undefined,
        seniorApproverName: undefined,
        orderApprovalStatus: 'REVIEW COMPLETE',
      }),
      [
        submitted('REQUIRES APPROVER'),
        { action: 'approved', by: approver, from: 'REQUIRES APPROVER', to: 'REVIEW COMPLETE' },
      ],
    ],
    [
      'senior approver only, review complete',
      promo({
        approverCode: undefined,
        approverName: undefined,
        orderApprovalStatus: 'REVIEW COMPLETE',
      }),
      [
        submitted('REQUIRES SENIOR'),
        { action: 'approved', by: senior, from: 'REQUIRES SENIOR', to: 'REVIEW COMPLETE' },
      ],
    ],
    [
      'no reviewer: submit completes the review',
      promo({
        approverCode: undefined,
        seniorApproverCode: undefined,
        orderApprovalStatus: 'REVIEW COMPLETE',
      }),
      [submitted('REVIEW COMPLETE')],
    ],
    [
      'a name missing: the code stands in; no submitted date: not recorded',
      promo({
        approverName: undefined,
        submittedDate: undefined,
        orderApprovalStatus: 'REQUIRES SENIOR',
      }),
      [
        { action: 'submitted', by: requester, to: 'REQUIRES APPROVER' },
        {
          action: 'approved',
          by: { role: 'approver', code: 'A1', name: 'A1' },
          from: 'REQUIRES APPROVER',
          to: 'REQUIRES SENIOR',
        },
      ],
    ],
    [
      'processed after the review',
      promo({ orderApprovalStatus: 'PROCESSED' }),
      [
        submitted('REQUIRES APPROVER'),
        { action: 'approved', by: senior, to: 'REVIEW COMPLETE' },
        { action: 'advanced', from: 'REVIEW COMPLETE', to: 'PROCESSED' },
      ],
    ],
    [
      'finalized: whether it was processed first is not known',
      promo({ orderApprovalStatus: 'FINALIZED' }),
      [
        submitted('REQUIRES APPROVER'),
        { action: 'approved', by: senior, to: 'REVIEW COMPLETE' },
        { action: 'advanced', to: 'FINALIZED' },
      ],
    ],
  ];
  it.each(cases)('[001 §2 approval history] %s', (_name, order, expected) => {
    expect(approvalHistory(order)).toEqual(expected);
  });
});

describe('[001 §2 approval history] denials', () => {
  const denied = (extra: Partial<ApprovalHistoryOrder> = {}) =>
    promo({ status: 'UNAPPROVED ORDER', orderApprovalStatus: 'REVIEW COMPLETE', ...extra });
  const reason = (userCode: string, createdDate = '2026-03-03T09:00:00.000Z') => ({
    text: 'Over budget',
    userCode,
    createdDate,
  });

  it('[001 §2 approval history] the deny reason names the approver, the date and the stage', () => {
    const order = denied({
      comments: [
        { text: 'Rush please', userCode: 'R1', userName: 'Ann Lee', createdDate: SUBMITTED },
        reason('A1'),
      ],
    });
    expect(approvalHistory(order)).toEqual([
      submitted('REQUIRES APPROVER'),
      {
        action: 'denied',
        by: approver,
        at: '2026-03-03T09:00:00.000Z',
        from: 'REQUIRES APPROVER',
        to: 'REVIEW COMPLETE',
        reason: 'Over budget',
      },
    ]);
  });

  it('[001 §2 approval history] a senior approver’s reason: from either stage', () => {
    expect(approvalHistory(denied({ comments: [reason('S1')] }))[1]).toEqual({
      action: 'denied',
      by: senior,
      at: '2026-03-03T09:00:00.000Z',
      to: 'REVIEW COMPLETE',
      reason: 'Over budget',
    });
  });

  it('[001 §2 approval history] no reason and two reviewers: who denied is not recorded', () => {
    expect(approvalHistory(denied())[1]).toEqual({ action: 'denied', to: 'REVIEW COMPLETE' });
  });

  it('[001 §2 approval history] no reason and one reviewer: that reviewer denied', () => {
    const order = denied({ seniorApproverCode: undefined, seniorApproverName: undefined });
    expect(approvalHistory(order)[1]).toEqual({
      action: 'denied',
      by: approver,
      from: 'REQUIRES APPROVER',
      to: 'REVIEW COMPLETE',
    });
    const seniorOnly = denied({ approverCode: undefined, approverName: undefined });
    expect(approvalHistory(seniorOnly)[1]).toEqual({
      action: 'denied',
      by: senior,
      from: 'REQUIRES SENIOR',
      to: 'REVIEW COMPLETE',
    });
  });

  it('[001 §2 approval history] a reviewer’s own signed comment, or one older than the submission, is no reason', () => {
    const order = denied({
      comments: [
        { text: 'Looks fine', userCode: 'A1', userName: 'Kim Park', createdDate: SUBMITTED },
        reason('S1', '2026-03-01T09:00:00.000Z'),
      ],
    });
    expect(approvalHistory(order)[1]).toEqual({ action: 'denied', to: 'REVIEW COMPLETE' });
  });
});

describe('[001 §2 approval history] first review stage (the submit command’s rule)', () => {
  it.each([
    [{ approverCode: 'A1', seniorApproverCode: 'S1' }, 'REQUIRES APPROVER'],
    [{ approverCode: 'A1' }, 'REQUIRES APPROVER'],
    [{ seniorApproverCode: 'S1' }, 'REQUIRES SENIOR'],
    [{ approverCode: ' ' }, 'REVIEW COMPLETE'],
    [{}, 'REVIEW COMPLETE'],
  ] as const)('[001 §2 approval history] %o → %s', (codes, stage) => {
    expect(firstReviewStage({ type: 'promo', status: 'SUBMITTED', ...codes })).toBe(stage);
  });
});

describe('[001 §2 approval history] the steps the commands recorded (decision 0062)', () => {
  const at = (minutes: number) => new Date(Date.parse(SUBMITTED) + minutes * 60_000).toISOString();
  const SUBMIT_STEP = {
    action: 'submitted',
    role: 'requester',
    userCode: 'R1',
    userName: 'Ann Lee',
    at: at(0),
    to: 'REQUIRES APPROVER',
  } as const;
  const recorded = promo({
    status: 'SUBMITTED',
    orderApprovalStatus: 'REVIEW COMPLETE',
    approvalHistory: [
      SUBMIT_STEP,
      {
        action: 'approved',
        role: 'approver',
        userCode: 'A1',
        userName: 'Kim Park',
        at: at(5),
        from: 'REQUIRES APPROVER',
        to: 'REQUIRES SENIOR',
      },
      {
        action: 'approved',
        role: 'seniorApprover',
        userCode: 'S1',
        at: at(9),
        from: 'REQUIRES SENIOR',
        to: 'REVIEW COMPLETE',
      },
    ],
  });

  it('are the history: who, when, from which stage to which, in order', () => {
    expect(approvalHistory(recorded)).toEqual([
      { action: 'submitted', by: requester, at: at(0), to: 'REQUIRES APPROVER' },
      {
        action: 'approved',
        by: approver,
        at: at(5),
        from: 'REQUIRES APPROVER',
        to: 'REQUIRES SENIOR',
      },
      // A step without a name shows the code.
      {
        action: 'approved',
        by: { ...senior, name: 'S1' },
        at: at(9),
        from: 'REQUIRES SENIOR',
        to: 'REVIEW COMPLETE',
      },
    ]);
  });

  it('a recorded denial keeps its reason; PROCESSED still follows the review', () => {
    const denied = promo({
      status: 'UNAPPROVED ORDER',
      orderApprovalStatus: 'PROCESSED',
      approvalHistory: [
        SUBMIT_STEP,
        {
          action: 'denied',
          role: 'seniorApprover',
          userCode: 'S1',
          userName: 'Lu Chen',
          at: at(3),
          from: 'REQUIRES APPROVER',
          to: 'REVIEW COMPLETE',
          reason: 'Over budget',
        },
      ],
    });
    expect(approvalHistory(denied).slice(1)).toEqual([
      {
        action: 'denied',
        by: senior,
        at: at(3),
        from: 'REQUIRES APPROVER',
        to: 'REVIEW COMPLETE',
        reason: 'Over budget',
      },
      { action: 'advanced', from: 'REVIEW COMPLETE', to: 'PROCESSED' },
    ]);
  });
});

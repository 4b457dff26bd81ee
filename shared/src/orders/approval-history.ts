// spec 001 §2 "a promo approval history" (who, when, from which status to which; layout not
// shown). The submit, approve and deny commands record each step on the order
// (`approvalHistory`, decision 0062); those steps are the history. Orders reviewed before the
// steps were recorded hold none: for them the history is derived from what the order holds,
// and a step says "not recorded" (undefined) rather than guess:
//   submit:   DRAFT → first stage: REQUIRES APPROVER with an approver, else REQUIRES SENIOR with
//             a senior approver, else REVIEW COMPLETE (requester, submittedDate);
//   approve:  the approver REQUIRES APPROVER → REQUIRES SENIOR (a senior approver is named) or
//             REVIEW COMPLETE; the senior approver (REQUIRES APPROVER or REQUIRES SENIOR) →
//             REVIEW COMPLETE;
//   deny:     → REVIEW COMPLETE with status UNAPPROVED ORDER, by either reviewer.
// Where two paths lead to the current stage (a senior approver may approve or deny while the
// order still requires the approver), the step names only what every path shares.
import type { OrderApprovalStatus, OrderKind } from './enums.ts';

/** The fields of an order the history reads (a plain `Order` fits). */
export interface ApprovalHistoryOrder {
  readonly type: OrderKind;
  readonly status: string;
  readonly orderApprovalStatus?: string | undefined;
  readonly requesterCode?: string | undefined;
  readonly requesterName?: string | undefined;
  readonly approverCode?: string | undefined;
  readonly approverName?: string | undefined;
  readonly seniorApproverCode?: string | undefined;
  readonly seniorApproverName?: string | undefined;
  readonly submittedDate?: string | undefined;
  readonly comments?:
    | readonly {
        readonly text: string;
        readonly userCode?: string | undefined;
        readonly userName?: string | undefined;
        readonly createdDate?: string | undefined;
      }[]
    | undefined;
  /** The steps the commands recorded (decision 0062), oldest first. */
  readonly approvalHistory?:
    | readonly {
        readonly action: 'submitted' | 'approved' | 'denied';
        readonly role: ApprovalRole;
        readonly userCode: string;
        readonly userName?: string | undefined;
        readonly at: string;
        readonly from?: string | undefined;
        readonly to: string;
        readonly reason?: string | undefined;
      }[]
    | undefined;
}

export type ApprovalRole = 'requester' | 'approver' | 'seniorApprover';

export interface ApprovalActor {
  readonly role: ApprovalRole;
  readonly code?: string;
  /** The order's name for them, else their code. */
  readonly name: string;
}

export interface ApprovalStep {
  readonly action: 'submitted' | 'approved' | 'denied' | 'advanced';
  /** Who acted; undefined when the order does not tell (a denial by one of two reviewers). */
  readonly by?: ApprovalActor;
  /** ISO date-time; undefined when not recorded (approvals carry no date). */
  readonly at?: string;
  /** The stage before; undefined before review (submit) or when two stages are possible. */
  readonly from?: OrderApprovalStatus;
  readonly to: OrderApprovalStatus;
  /** A denial's reason, when the deny command kept one as a comment. */
  readonly reason?: string;
}

const AFTER_REVIEW: readonly string[] = ['REVIEW COMPLETE', 'PROCESSED', 'FINALIZED'];

const present = (s: string | undefined): s is string => s !== undefined && s.trim() !== '';

function actor(role: ApprovalRole, code: string | undefined, name: string | undefined) {
  const a: ApprovalActor = {
    role,
    ...(present(code) ? { code } : {}),
    name: present(name) ? name : (code ?? ''),
  };
  return a;
}

/** The stage submit moved the order to (the command's rule, from the reviewers named). */
export function firstReviewStage(order: ApprovalHistoryOrder): OrderApprovalStatus {
  if (present(order.approverCode)) return 'REQUIRES APPROVER';
  if (present(order.seniorApproverCode)) return 'REQUIRES SENIOR';
  return 'REVIEW COMPLETE';
}

/**
 * The deny command's reason: the latest comment by a named reviewer that carries no userName
 * (comments written by people — device or REST — always name their author; the command's do
 * not), not older than the submission.
 */
function denialComment(order: ApprovalHistoryOrder) {
  const reviewers = [order.approverCode, order.seniorApproverCode].filter(present);
  const candidates = (order.comments ?? []).filter(
    (c) =>
      present(c.userCode) &&
      reviewers.includes(c.userCode) &&
      !present(c.userName) &&
      !(
        present(order.submittedDate) &&
        present(c.createdDate) &&
        c.createdDate < order.submittedDate
      ),
  );
  return candidates.at(-1);
}

function denialStep(order: ApprovalHistoryOrder, first: OrderApprovalStatus): ApprovalStep {
  const approver = present(order.approverCode)
    ? actor('approver', order.approverCode, order.approverName)
    : undefined;
  const senior = present(order.seniorApproverCode)
    ? actor('seniorApprover', order.seniorApproverCode, order.seniorApproverName)
    : undefined;
  const comment = denialComment(order);
  // A senior approver who is also the approver reviews as the senior (the command's rule).
  let by: ApprovalActor | undefined;
  if (comment) by = comment.userCode === senior?.code ? senior : approver;
  else if (approver && !senior) by = approver;
  else if (senior && !approver) by = senior;
  let from: OrderApprovalStatus | undefined;
  if (first === 'REQUIRES SENIOR') from = 'REQUIRES SENIOR';
  else if (by && by === approver) from = 'REQUIRES APPROVER';
  return {
    action: 'denied',
    ...(by ? { by } : {}),
    ...(comment && present(comment.createdDate) ? { at: comment.createdDate } : {}),
    ...(from ? { from } : {}),
    to: 'REVIEW COMPLETE',
    ...(comment ? { reason: comment.text } : {}),
  };
}

function approvalSteps(order: ApprovalHistoryOrder, first: OrderApprovalStatus): ApprovalStep[] {
  const stage = order.orderApprovalStatus ?? '';
  const approver = actor('approver', order.approverCode, order.approverName);
  const senior = actor('seniorApprover', order.seniorApproverCode, order.seniorApproverName);
  const hasSenior = present(order.seniorApproverCode);
  if (stage === 'REQUIRES SENIOR') {
    return first === 'REQUIRES APPROVER'
      ? [{ action: 'approved', by: approver, from: 'REQUIRES APPROVER', to: 'REQUIRES SENIOR' }]
      : [];
  }
  if (!AFTER_REVIEW.includes(stage) || first === 'REVIEW COMPLETE') return [];
  if (first === 'REQUIRES SENIOR') {
    return [{ action: 'approved', by: senior, from: 'REQUIRES SENIOR', to: 'REVIEW COMPLETE' }];
  }
  // first is REQUIRES APPROVER: without a senior approver the approver completed the review;
  // with one, only the senior approver can have, from either stage.
  return hasSenior
    ? [{ action: 'approved', by: senior, to: 'REVIEW COMPLETE' }]
    : [{ action: 'approved', by: approver, from: 'REQUIRES APPROVER', to: 'REVIEW COMPLETE' }];
}

/**
 * The approval history of a promo order, oldest first (spec 001 §2), derived from its fields.
 * Not a promo order, or a draft never submitted: no steps.
 */
export function approvalHistory(order: ApprovalHistoryOrder): ApprovalStep[] {
  if (order.type !== 'promo' || order.status === 'DRAFT') return [];
  const stage = order.orderApprovalStatus;
  if (!stage || stage === 'PENDING') {
    // Never reached review (no stage yet, or the stage before submission).
    return [];
  }
  const first = firstReviewStage(order);
  const recorded = order.approvalHistory ?? [];
  const steps: ApprovalStep[] =
    recorded.length > 0 ? recorded.map(recordedStep) : derivedSteps(order, first);
  // PROCESSED and FINALIZED follow the review outside these commands (spec: not shown); a
  // FINALIZED order may or may not have been PROCESSED first.
  if (stage === 'PROCESSED') steps.push({ action: 'advanced', from: 'REVIEW COMPLETE', to: stage });
  if (stage === 'FINALIZED') steps.push({ action: 'advanced', to: stage });
  return steps;
}

/** A step as the command recorded it. */
function recordedStep(step: NonNullable<ApprovalHistoryOrder['approvalHistory']>[number]) {
  const recorded: ApprovalStep = {
    action: step.action,
    by: actor(step.role, step.userCode, step.userName),
    at: step.at,
    ...(present(step.from) ? { from: step.from as OrderApprovalStatus } : {}),
    to: step.to as OrderApprovalStatus,
    ...(present(step.reason) ? { reason: step.reason } : {}),
  };
  return recorded;
}

/** The steps an order without recorded ones allows (see the head of this file). */
function derivedSteps(order: ApprovalHistoryOrder, first: OrderApprovalStatus): ApprovalStep[] {
  const stage = order.orderApprovalStatus ?? '';
  const steps: ApprovalStep[] = [
    {
      action: 'submitted',
      by: actor('requester', order.requesterCode, order.requesterName),
      ...(present(order.submittedDate) ? { at: order.submittedDate } : {}),
      to: first,
    },
  ];
  const denied = order.status === 'UNAPPROVED ORDER' && AFTER_REVIEW.includes(stage);
  if (denied && first !== 'REVIEW COMPLETE') steps.push(denialStep(order, first));
  else if (!denied) steps.push(...approvalSteps(order, first));
  return steps;
}

// spec 001 §3 Order (approverCode, approverName, seniorApproverCode, seniorApproverName), §4
// (the approver acts at REQUIRES APPROVER; the senior approver at REQUIRES APPROVER or REQUIRES
// SENIOR), §6 (advanced rights come from the role on promoOrders): who may be named to review a
// promo order. The requester picks them in the order dialog; the server checks them again when
// the order is submitted, since only it knows every user (decision 0065).
import { hasPermission } from '../permissions/check.ts';
import type { PermissionUser, Role } from '../permissions/types.ts';

export const PROMO_REVIEWER_FIELDS = ['approver', 'seniorApprover'] as const;
export type PromoReviewerField = (typeof PROMO_REVIEWER_FIELDS)[number];

/** The promoOrders roles that may fill each field: a senior approver may also be the approver. */
export const PROMO_REVIEWER_ROLES: Readonly<Record<PromoReviewerField, readonly Role[]>> = {
  approver: ['approver', 'seniorApprover'],
  seniorApprover: ['seniorApprover'],
};

export type ReviewerProblemKind = 'notReviewer' | 'requester' | 'samePerson';

export interface ReviewerProblem {
  readonly field: PromoReviewerField;
  readonly code: string;
  readonly problem: ReviewerProblemKind;
}

export interface ReviewedOrder {
  readonly requesterCode: string;
  readonly approverCode?: string | null | undefined;
  readonly seniorApproverCode?: string | null | undefined;
}

const same = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();
const codeOf = (order: ReviewedOrder, field: PromoReviewerField) =>
  (field === 'approver' ? order.approverCode : order.seniorApproverCode)?.trim() || undefined;

/** Whether the user holds a promoOrders role that may fill the field. */
export function mayReview(field: PromoReviewerField, user: PermissionUser | null | undefined) {
  return hasPermission(user, 'promoOrders', PROMO_REVIEWER_ROLES[field]);
}

/**
 * What is wrong with the reviewers a promo order names: nobody reviews their own request, the
 * two stages are two people, and each named person holds the role (`people` answers the
 * active user of a code, or null; without it the roles are not checked — the device cannot
 * tell offline).
 *
 * @example reviewerProblems({ requesterCode: 'R1', approverCode: 'R1' }) // [{ field: 'approver', code: 'R1', problem: 'requester' }]
 */
export function reviewerProblems(
  order: ReviewedOrder,
  people?: (code: string) => PermissionUser | null,
): ReviewerProblem[] {
  const problems: ReviewerProblem[] = [];
  const approver = codeOf(order, 'approver');
  for (const field of PROMO_REVIEWER_FIELDS) {
    const code = codeOf(order, field);
    if (!code) continue;
    if (same(code, order.requesterCode)) problems.push({ field, code, problem: 'requester' });
    else if (field === 'seniorApprover' && approver && same(code, approver))
      problems.push({ field, code, problem: 'samePerson' });
    else if (people && !mayReview(field, people(code)))
      problems.push({ field, code, problem: 'notReviewer' });
  }
  return problems;
}

const TEXT: Readonly<Record<ReviewerProblemKind, (p: ReviewerProblem) => string>> = {
  notReviewer: (p) =>
    p.field === 'approver'
      ? `${p.code} cannot approve promo orders`
      : `${p.code} is not a senior approver`,
  requester: () => 'A requester cannot review their own order',
  samePerson: () => 'The approver and the senior approver must be different people',
};

/** The server's words for a problem (the submit's failure lists them). */
export function reviewerProblemText(problem: ReviewerProblem): string {
  return TEXT[problem.problem](problem);
}

export interface KnownReviewer {
  readonly code: string;
  readonly name?: string | undefined;
}

/**
 * Offline, the people a reviewer field offers: those named in that field on the promo orders
 * the device holds, whose code or name holds the text, each once (the latest name), by name,
 * at most `limit`. The server checks the role on submit.
 */
export function knownReviewers(
  orders: readonly ReviewedOrder[] &
    readonly {
      readonly approverName?: string | null | undefined;
      readonly seniorApproverName?: string | null | undefined;
    }[],
  field: PromoReviewerField,
  typed: string,
  limit = 10,
): KnownReviewer[] {
  const text = typed.trim().toLowerCase();
  const byCode = new Map<string, KnownReviewer>();
  for (const order of orders) {
    const code = codeOf(order, field);
    if (!code) continue;
    const name =
      (field === 'approver' ? order.approverName : order.seniorApproverName)?.trim() || undefined;
    const key = code.toUpperCase();
    byCode.set(key, { code, name: name ?? byCode.get(key)?.name });
  }
  return [...byCode.values()]
    .filter((p) => `${p.code} ${p.name ?? ''}`.toLowerCase().includes(text))
    .sort((a, b) => (a.name ?? a.code).localeCompare(b.name ?? b.code))
    .slice(0, limit);
}

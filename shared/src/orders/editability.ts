// spec 001 §4 "Order status and editability", "Deletion" and "Order line status".
import type { PermissionUser } from '../permissions/types.ts';
import { isSampleCoordinator, promoAdvancedRights } from '../permissions/user.ts';
import type { LineStatus, OrderKind } from './enums.ts';

/** The part of an order these rules read (the full entity schema lives in entities/). */
export interface EditabilityOrder {
  readonly type: OrderKind;
  readonly status: string;
  readonly orderApprovalStatus?: string;
  readonly requesterCode?: string;
  readonly approverCode?: string;
  readonly seniorApproverCode?: string;
}

type MaybeUser = PermissionUser | null | undefined;

const COORDINATOR_EDITABLE_STATUSES: readonly string[] = ['SUBMITTED', 'IN PROGRESS'];
const SENIOR_APPROVER_EDITABLE: readonly string[] = ['REQUIRES APPROVER', 'REQUIRES SENIOR'];
const APPROVER_EDITABLE: readonly string[] = ['REQUIRES APPROVER'];

/**
 * spec 001 §4: the promo review stage the user acts on. The approver (by approverCode) or the
 * senior approver (by seniorApproverCode or approverCode) must be assigned to this order:
 * the review lists only show assigned orders to approvers, and the detail route must not
 * widen that (our reading of "the senior approver sees").
 */
function promoReviewEditable(order: EditabilityOrder, user: PermissionUser): boolean {
  const right = promoAdvancedRights(user);
  const approval = order.orderApprovalStatus ?? '';
  const code = user.userCode;
  if (right === 'seniorApprover') {
    const assigned = order.seniorApproverCode === code || order.approverCode === code;
    return assigned && SENIOR_APPROVER_EDITABLE.includes(approval);
  }
  if (right === 'approver') {
    return order.approverCode === code && APPROVER_EDITABLE.includes(approval);
  }
  return false;
}

/** spec 001 §4 "Order status and editability": any one of the four conditions. */
export function isOrderEditable(order: EditabilityOrder, user: MaybeUser): boolean {
  if (order.status === 'DRAFT') return true;
  if (order.type === 'wholesale') return true;
  if (!user) return false;
  if (order.type === 'sample') {
    return isSampleCoordinator(user) && COORDINATOR_EDITABLE_STATUSES.includes(order.status);
  }
  return promoReviewEditable(order, user);
}

/**
 * spec 001 §4 "Deletion": DRAFT orders are deletable; in the wholesale list DRAFT and PENDING.
 * listKind is the order kind of the list the row is shown in.
 */
export function isOrderDeletable(order: Pick<EditabilityOrder, 'status'>, listKind: OrderKind) {
  if (order.status === 'DRAFT') return true;
  return listKind === 'wholesale' && order.status === 'PENDING';
}

/** spec 001 §4: a new line is PENDING; APPROVED on a promo order the current user requested. */
export function newLineStatus(
  order: Pick<EditabilityOrder, 'type' | 'requesterCode'>,
  user: MaybeUser,
): LineStatus {
  const ownPromo =
    order.type === 'promo' &&
    !!user &&
    !!order.requesterCode &&
    order.requesterCode === user.userCode;
  return ownPromo ? 'APPROVED' : 'PENDING';
}

const PROMO_REVIEWABLE: readonly string[] = ['PENDING', 'APPROVED', 'DENIED'];
const PROMO_DECISIONS = ['APPROVED', 'DENIED'] as const satisfies readonly LineStatus[];

/**
 * spec 001 §4: with advanced rights on promo orders a PENDING, APPROVED or DENIED line may move
 * only to APPROVED or DENIED. The current status is left out (not a move).
 */
export function allowedPromoLineTransitions(user: MaybeUser, fromStatus: string): LineStatus[] {
  if (!promoAdvancedRights(user) || !PROMO_REVIEWABLE.includes(fromStatus)) return [];
  return PROMO_DECISIONS.filter((status) => status !== fromStatus);
}

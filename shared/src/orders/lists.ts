// spec 001 §2 "Order list behaviour" and §4 "Lists": which orders each order list shows. The
// server already sends a device only the orders its user may see (sync-server policies/
// orders.ts); these rules then split them into the lists by kind, status and approval stage,
// and narrow the promo review lists for approvers. One meaning in two forms: a Mango selector
// (the device's RxDB query, later the server's REST list query) and the predicate over a plain
// order, which runs that same selector (`matchesSelector`, checked against mingo).
import type { MangoSelector, MangoValue } from '../filters/mango.ts';
import { matchesSelector } from '../libraries/selector-match.ts';
import type { PermissionUser } from '../permissions/types.ts';
import { isSampleCoordinator, promoAdvancedRights } from '../permissions/user.ts';
import type { OrderApprovalStatus, OrderKind, OrderStatus } from './enums.ts';

/** The order lists of spec 001 §2 (one per list route; wholesale drafts land on active). */
export const ORDER_LISTS = [
  'promoNeedsReview',
  'promoReviewed',
  'promoArchived',
  'sampleStyles',
  'sampleActive',
  'sampleArchived',
  'wholesaleActive',
  'wholesaleArchived',
] as const;
export type OrderList = (typeof ORDER_LISTS)[number];

/** The order kind each list shows. */
export const ORDER_LIST_KIND: Readonly<Record<OrderList, OrderKind>> = {
  promoNeedsReview: 'promo',
  promoReviewed: 'promo',
  promoArchived: 'promo',
  sampleStyles: 'sample',
  sampleActive: 'sample',
  sampleArchived: 'sample',
  wholesaleActive: 'wholesale',
  wholesaleArchived: 'wholesale',
};

/** spec 001 §2 route meta manageType → the list (the detail views are no list). */
const LIST_OF_MANAGE_TYPE: Readonly<Record<string, OrderList>> = {
  promoNeedsReview: 'promoNeedsReview',
  promoReviewed: 'promoReviewed',
  promoArchived: 'promoArchived',
  sampleStyles: 'sampleStyles',
  sampleActiveOrders: 'sampleActive',
  sampleArchivedOrders: 'sampleArchived',
  wholesaleDraftOrders: 'wholesaleActive',
  wholesaleArchivedOrders: 'wholesaleArchived',
};

export function orderListOfManageType(manageType: unknown): OrderList | null {
  return typeof manageType === 'string' ? (LIST_OF_MANAGE_TYPE[manageType] ?? null) : null;
}

/**
 * Our reading (the spec names no statuses per list): an order is archived once it is
 * COMPLETED, ARCHIVED, INACTIVE, CANCELED or UNAPPROVED ORDER; the rest are active.
 */
export const ARCHIVED_ORDER_STATUSES: readonly OrderStatus[] = [
  'COMPLETED',
  'ARCHIVED',
  'INACTIVE',
  'CANCELED',
  'UNAPPROVED ORDER',
];
export const ACTIVE_ORDER_STATUSES: readonly OrderStatus[] = [
  'DRAFT',
  'SUBMITTED',
  'IN PROGRESS',
  'PENDING',
];
/** spec 001 §4: coordinators see only SUBMITTED and IN PROGRESS among active sample orders. */
const COORDINATOR_SAMPLE_STATUSES: readonly OrderStatus[] = ['SUBMITTED', 'IN PROGRESS'];

export function isArchivedList(list: OrderList): boolean {
  return list === 'promoArchived' || list === 'sampleArchived' || list === 'wholesaleArchived';
}

/** The statuses a list shows to this user (spec 001 §4 Lists). */
export function orderListStatuses(list: OrderList, user: PermissionUser): readonly OrderStatus[] {
  if (isArchivedList(list)) return ARCHIVED_ORDER_STATUSES;
  // Sample styles is the coordinators' work list (the route admits coordinators only).
  if (list === 'sampleStyles') return COORDINATOR_SAMPLE_STATUSES;
  if (list === 'sampleActive' && isSampleCoordinator(user)) return COORDINATOR_SAMPLE_STATUSES;
  return ACTIVE_ORDER_STATUSES;
}

// Approval stages (spec 001 §3 order of the enumeration); null is an order not yet in review
// (a draft has no approval status: Mango's null matches a missing field).
type Stage = OrderApprovalStatus | null;
const REVIEWED_STAGES: readonly Stage[] = ['REVIEW COMPLETE', 'PROCESSED', 'FINALIZED'];

/**
 * spec 001 §4: the approval stages of the promo review lists. An approver's part ends when the
 * order REQUIRES SENIOR, so for them it moves from needs review to reviewed.
 */
export function promoListStages(
  list: 'promoNeedsReview' | 'promoReviewed',
  user: PermissionUser,
): readonly Stage[] {
  const approver = promoAdvancedRights(user) === 'approver';
  if (list === 'promoReviewed')
    return approver ? ['REQUIRES SENIOR', ...REVIEWED_STAGES] : REVIEWED_STAGES;
  return approver
    ? [null, 'PENDING', 'REQUIRES APPROVER']
    : [null, 'PENDING', 'REQUIRES APPROVER', 'REQUIRES SENIOR'];
}

/**
 * spec 001 §4: an approver or senior approver sees the orders assigned to them (approver or
 * senior approver code) and their own requests at stages before the one they review (approver:
 * not yet REQUIRES APPROVER; senior: not yet REQUIRES SENIOR). Others: no narrowing.
 */
function promoReviewerClause(user: PermissionUser): readonly MangoSelector[] | null {
  const right = promoAdvancedRights(user);
  if (!right) return null;
  const me = user.userCode;
  const earlier: Stage[] =
    right === 'approver' ? [null, 'PENDING'] : [null, 'PENDING', 'REQUIRES APPROVER'];
  return [
    { approverCode: me },
    { seniorApproverCode: me },
    { requesterCode: me, orderApprovalStatus: { $in: earlier } },
  ];
}

/** spec 001 §2, §9: archived lists show orders created within the last year (calendar, UTC). */
export function archivedSince(now: Date): string {
  const since = new Date(now.getTime());
  since.setUTCFullYear(since.getUTCFullYear() - 1);
  return since.toISOString();
}

export interface OrderListContext {
  readonly user: PermissionUser;
  /** The moment the list is read (the archived lists' year counts back from it). */
  readonly now: Date;
  /** The coordinator the list is shown for (a coordinator code), when one is selected. */
  readonly coordinator?: string | null | undefined;
}

/**
 * The Mango selector of a list: the orders of its kind and statuses this user sees in it. One
 * flat object (a condition per field, the reviewer rule as the only $or), so the device's query
 * planner can use the kind-and-status index.
 */
export function orderListSelector(list: OrderList, ctx: OrderListContext): MangoSelector {
  const selector: { -readonly [K in keyof MangoSelector]: MangoSelector[K] } = {
    type: ORDER_LIST_KIND[list],
    status: { $in: orderListStatuses(list, ctx.user) as readonly MangoValue[] },
  };
  if (list === 'promoNeedsReview' || list === 'promoReviewed') {
    selector.orderApprovalStatus = { $in: promoListStages(list, ctx.user) };
    const reviewer = promoReviewerClause(ctx.user);
    if (reviewer) selector.$or = reviewer;
  }
  if (isArchivedList(list)) selector.createdDate = { $gte: archivedSince(ctx.now) };
  if (ctx.coordinator) selector.coordinator = ctx.coordinator;
  return selector;
}

/** Whether the order is in the list for this user (the selector over a plain order). */
export function orderInList(order: object, list: OrderList, ctx: OrderListContext): boolean {
  return matchesSelector(order, orderListSelector(list, ctx));
}

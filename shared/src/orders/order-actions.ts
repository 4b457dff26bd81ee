// spec 001 §4 "Order actions" and "Order status and editability", §6 (order permissions): which
// order actions the detail screen offers a user. The server decides each action once
// (sync-server commands/orders.ts); these are the same conditions, read on the device so the
// toolbar offers only what the server would accept, offline too.
import { hasPermission } from '../permissions/check.ts';
import type { PermissionUser } from '../permissions/types.ts';
import { hasWofAccess, isSampleCoordinator } from '../permissions/user.ts';
import { isOrderEditable, type EditabilityOrder } from './editability.ts';
import type { OrderKind } from './enums.ts';

export const ORDER_ACTIONS = [
  'submit',
  'markComplete',
  'approve',
  'deny',
  'duplicate',
  'reactivate',
  'archive',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** Why an offered Submit cannot run yet (the screen says so instead of queueing a refusal). */
export type SubmitBlock = 'noCustomer' | 'noLines';

/** The part of an order the action rules read. */
export interface ActionOrder extends EditabilityOrder {
  readonly customer?: { readonly id?: string; readonly name?: string } | null | undefined;
  readonly lines?: readonly { readonly status?: string }[] | undefined;
}

type MaybeUser = PermissionUser | null | undefined;

/** Statuses an order is reactivated from (the server's closed statuses, 001 §4 Lists' archived). */
export const REACTIVATABLE_STATUSES: readonly string[] = [
  'COMPLETED',
  'ARCHIVED',
  'INACTIVE',
  'CANCELED',
  'UNAPPROVED ORDER',
];
const COMPLETABLE_STATUSES: readonly string[] = ['SUBMITTED', 'IN PROGRESS'];

/**
 * spec 001 §1 "archive … orders" (decision 0074): an order that is finished but not yet archived
 * moves to ARCHIVED. Active orders (DRAFT, SUBMITTED, IN PROGRESS, PENDING) are not: they are
 * completed, denied or deleted first.
 */
export const ARCHIVABLE_STATUSES: readonly string[] = [
  'COMPLETED',
  'CANCELED',
  'UNAPPROVED ORDER',
  'INACTIVE',
];

/**
 * Who may archive an order (decision 0074), read by the toolbar and by the server's
 * `order.archive`: a status in `ARCHIVABLE_STATUSES`, and the order's requester who still
 * creates orders of its kind, or a sample coordinator on a sample order (they complete them).
 */
export function mayArchiveOrder(order: ActionOrder, user: MaybeUser): boolean {
  if (!user || !ARCHIVABLE_STATUSES.includes(order.status)) return false;
  if (order.type === 'sample' && isSampleCoordinator(user)) return true;
  return order.requesterCode === user.userCode && userOrderKinds(user).includes(order.type);
}

/** spec 001 §6: the order kinds a user creates (sampleOrders, promoOrders, the wofaccess flag). */
export function userOrderKinds(user: MaybeUser): OrderKind[] {
  const kinds: OrderKind[] = [];
  if (hasPermission(user, 'sampleOrders')) kinds.push('sample');
  if (hasPermission(user, 'promoOrders')) kinds.push('promo');
  if (hasWofAccess(user)) kinds.push('wholesale');
  return kinds;
}

/**
 * spec 001 §4 "A wholesale order cannot leave draft without a customer" (issue 18 scope 3) and
 * the server's "no products" refusal: null when Submit may be queued.
 */
export function submitBlock(order: ActionOrder): SubmitBlock | null {
  if (order.type === 'wholesale' && !order.customer?.id && !order.customer?.name) {
    return 'noCustomer';
  }
  const live = (order.lines ?? []).filter((line) => line.status !== 'Deleted');
  return live.length === 0 ? 'noLines' : null;
}

/**
 * The actions a user may take on an order, in toolbar order:
 * - submit: the requester's own DRAFT (shown even when `submitBlock` says why it cannot run);
 * - markComplete: a sample coordinator on a SUBMITTED or IN PROGRESS sample order;
 * - approve, deny: a promo order past DRAFT at the user's review stage (the §4 editability rule
 *   for approvers and senior approvers, who must be assigned to the order);
 * - duplicate: any order of a kind the user creates; reactivate: the same, for a closed order;
 * - archive: a finished order, by its requester or a sample coordinator (`mayArchiveOrder`).
 */
export function availableOrderActions(order: ActionOrder, user: MaybeUser): OrderAction[] {
  if (!user) return [];
  const actions: OrderAction[] = [];
  if (order.status === 'DRAFT' && order.requesterCode === user.userCode) actions.push('submit');
  if (
    order.type === 'sample' &&
    isSampleCoordinator(user) &&
    COMPLETABLE_STATUSES.includes(order.status)
  ) {
    actions.push('markComplete');
  }
  if (order.type === 'promo' && order.status !== 'DRAFT' && isOrderEditable(order, user)) {
    actions.push('approve', 'deny');
  }
  if (userOrderKinds(user).includes(order.type)) {
    actions.push('duplicate');
    if (REACTIVATABLE_STATUSES.includes(order.status)) actions.push('reactivate');
  }
  if (mayArchiveOrder(order, user)) actions.push('archive');
  return actions;
}

// Message ids of the order enums the lists show (spec 001 §3 Enumerations: order status and
// order approval status, sent with spaces, 'IN PROGRESS') and the names a list gives an order.
import {
  ORDER_APPROVAL_STATUSES,
  ORDER_STATUSES,
  type OrderApprovalStatus,
  type OrderKind,
  type OrderStatus,
} from '@portal/shared';

/** 'IN PROGRESS' → 'inProgress': an id part without spaces. */
export function enumKey(value: string): string {
  return value.toLowerCase().replace(/ (\w)/g, (_, c: string) => c.toUpperCase());
}

export const statusLabelId = (status: OrderStatus) => `labels.orderLists.status.${enumKey(status)}`;
export const approvalLabelId = (approval: OrderApprovalStatus) =>
  `labels.orderLists.approval.${enumKey(approval)}`;

export const STATUS_IDS = ORDER_STATUSES.map((s): [OrderStatus, string] => [s, statusLabelId(s)]);
export const APPROVAL_IDS = ORDER_APPROVAL_STATUSES.map((s): [OrderApprovalStatus, string] => [
  s,
  approvalLabelId(s),
]);

/** The fields that name who an order is for. */
export interface NamedOrder {
  readonly type: OrderKind;
  readonly customer?: { readonly name: string } | undefined;
  readonly requesterName?: string | undefined;
  readonly requesterCode: string;
}

/** Wholesale orders are for a customer; sample and promo orders name their requester. */
export function partyOf(order: NamedOrder): string {
  if (order.type === 'wholesale') return order.customer?.name ?? '';
  return order.requesterName || order.requesterCode;
}

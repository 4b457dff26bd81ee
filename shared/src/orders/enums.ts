// spec 001 §3 "Enumerations" and §4 "Order line status": the order and line status values,
// as the server sends them (note the spaces in 'IN PROGRESS', 'UNAPPROVED ORDER').

/** Order status (spec 001 §3). */
export const ORDER_STATUSES = [
  'DRAFT',
  'SUBMITTED',
  'IN PROGRESS',
  'PENDING',
  'COMPLETED',
  'ARCHIVED',
  'INACTIVE',
  'CANCELED',
  'UNAPPROVED ORDER',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Order approval status of promo orders (spec 001 §3). */
export const ORDER_APPROVAL_STATUSES = [
  'PENDING',
  'REQUIRES APPROVER',
  'REQUIRES SENIOR',
  'REVIEW COMPLETE',
  'PROCESSED',
  'FINALIZED',
] as const;
export type OrderApprovalStatus = (typeof ORDER_APPROVAL_STATUSES)[number];

/**
 * Order line status (spec 001 §3 "on lines APPROVED, DENIED, Deleted"; §4 a new line is
 * PENDING). 'Deleted' is only sent to the server when a row is deleted.
 */
export const LINE_STATUSES = ['PENDING', 'APPROVED', 'DENIED', 'Deleted'] as const;
export type LineStatus = (typeof LINE_STATUSES)[number];

/** Order kinds (spec 001 §3: type sample, promo, wholesale). */
export const ORDER_KINDS = ['sample', 'promo', 'wholesale'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/** Order types and subtypes (spec 001 §3: SampleOrder with sample or promo; WholesaleOrder). */
export const ORDER_TYPES = ['SampleOrder', 'WholesaleOrder'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];
export const ORDER_SUBTYPES = ['sample', 'promo'] as const;
export type OrderSubtype = (typeof ORDER_SUBTYPES)[number];

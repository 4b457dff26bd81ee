// spec 001 §3 Order and order line (sample, promo and wholesale), coordinator assignments and
// notifications.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  CoordinatorAssignment,
  Notification,
  Order,
  OrderLine,
  ProductType,
} from '@portal/shared';
import { day, instant, money, pullIndex, seqIndex, syncColumns } from './columns.ts';

export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    orderNumber: bigint('order_number', { mode: 'number' })
      .notNull()
      // orderNumberSeq (columns.ts): numbers come from the server, never from a device.
      .default(sql`nextval('order_number_seq')`),
    orderIdentifier: text('order_identifier'),
    type: text('type').$type<Order['type']>().notNull(),
    orderType: text('order_type').$type<Order['orderType']>().notNull(),
    orderSubtype: text('order_subtype').$type<NonNullable<Order['orderSubtype']>>(),
    purpose: text('purpose'),
    /** Copied from customer.id for the customer filter; the customer itself is in `customer`. */
    customerId: text('customer_id'),
    customer: jsonb('customer').$type<NonNullable<Order['customer']>>(),
    status: text('status').$type<Order['status']>().notNull(),
    orderApprovalStatus:
      text('order_approval_status').$type<NonNullable<Order['orderApprovalStatus']>>(),
    productType: text('product_type').$type<ProductType>(),
    requesterCode: text('requester_code').notNull(),
    requesterName: text('requester_name'),
    approverCode: text('approver_code'),
    approverName: text('approver_name'),
    seniorApproverCode: text('senior_approver_code'),
    seniorApproverName: text('senior_approver_name'),
    buyer: text('buyer'),
    deliveryMethod: text('delivery_method'),
    requestedDeliveryDate: day('requested_delivery_date'),
    reason: text('reason'),
    submittedDate: instant('submitted_date'),
    completedDate: instant('completed_date'),
    createdDate: instant('created_date'),
    modifiedDate: instant('modified_date'),
    products: jsonb('products')
      .$type<Order['products']>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    skus: jsonb('skus').$type<string[]>(),
    account: text('account'),
    po: text('po'),
    origin: text('origin'),
    region: text('region'),
    shippingMethod: text('shipping_method'),
    repNumber: text('rep_number'),
    repNumber2: text('rep_number2'),
    unavailableSkus: jsonb('unavailable_skus').$type<string[]>(),
    emailCC: jsonb('email_cc').$type<string[]>(),
    instructions: text('instructions'),
    phone: text('phone'),
    stores: jsonb('stores').$type<string[]>(),
    hardCopy: boolean('hard_copy'),
    availabilityDate: day('availability_date'),
    partialShipments: boolean('partial_shipments'),
    comments: jsonb('comments')
      .$type<Order['comments']>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    approvalHistory: jsonb('approval_history').$type<NonNullable<Order['approvalHistory']>>(),
    accounts: jsonb('accounts').$type<string[]>(),
    address: jsonb('address').$type<NonNullable<Order['address']>>(),
    warehouse: text('warehouse'),
    promoCode: text('promo_code'),
    coordinatorName: text('coordinator_name'),
    coordinator: text('coordinator'),
    coordinatorAssignment: text('coordinator_assignment'),
    additionalTerm: text('additional_term'),
    termsByRegion: jsonb('terms_by_region').$type<NonNullable<Order['termsByRegion']>>(),
    termsByCountry: jsonb('terms_by_country').$type<NonNullable<Order['termsByCountry']>>(),
    packCodes: jsonb('pack_codes').$type<string[]>(),
    currency: jsonb('currency').$type<NonNullable<Order['currency']>>(),
    ...syncColumns(),
  },
  (t) => [
    seqIndex('orders', t.seq),
    pullIndex('orders', t.txid, t.seq),
    uniqueIndex('orders_order_number_uq').on(t.orderNumber),
    // Order lists: by type and status, orderNumber descending (spec 001 §2, §9).
    index('orders_type_status_number_idx').on(t.type, t.status, t.orderNumber.desc().nullsFirst()),
    index('orders_requester_idx').on(t.requesterCode),
    index('orders_approver_idx').on(t.approverCode),
    index('orders_senior_approver_idx').on(t.seniorApproverCode),
    index('orders_coordinator_idx').on(t.coordinator),
    index('orders_customer_idx').on(t.customerId),
    index('orders_created_idx').on(t.createdDate.desc().nullsFirst()),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    style: text('style').notNull(),
    color: text('color').notNull(),
    status: text('status').$type<OrderLine['status']>().notNull(),
    source: text('source'),
    size: text('size'),
    side: text('side').$type<NonNullable<OrderLine['side']>>(),
    quantity: integer('quantity'),
    shipper: text('shipper'),
    tracking: text('tracking'),
    trackingUrl: text('tracking_url'),
    term: text('term'),
    returnType: text('return_type'),
    sizePreference: text('size_preference').$type<NonNullable<OrderLine['sizePreference']>>(),
    division: text('division'),
    productType: text('product_type').$type<ProductType>(),
    availability: jsonb('availability')
      .$type<OrderLine['availability']>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    warehouse: text('warehouse'),
    // Wholesale line fields (spec 001 §3)
    unitPrice: money('unit_price'),
    prices: jsonb('prices').$type<NonNullable<OrderLine['prices']>>(),
    packCode: text('pack_code'),
    sizes: jsonb('sizes').$type<NonNullable<OrderLine['sizes']>>(),
    startDate: day('start_date'),
    endDate: day('end_date'),
    daysOut: integer('days_out'),
    discount: doublePrecision('discount'),
    divisionId: text('division_id'),
    reduced: boolean('reduced'),
    ...syncColumns(),
  },
  (t) => [
    seqIndex('order_lines', t.seq),
    index('order_lines_order_idx').on(t.orderId, t.position),
    index('order_lines_style_idx').on(t.style, t.color),
  ],
);

export const coordinatorAssignments = pgTable(
  'coordinator_assignments',
  {
    id: text('id').primaryKey(),
    coordinatorCode: text('coordinator_code').notNull(),
    coordinatorName: text('coordinator_name'),
    requesterCode: text('requester_code').notNull(),
    requesterName: text('requester_name'),
    orderSubtype: text('order_subtype').$type<NonNullable<CoordinatorAssignment['orderSubtype']>>(),
    status: text('status').$type<CoordinatorAssignment['status']>().notNull(),
    createdDate: instant('created_date'),
    modifiedDate: instant('modified_date'),
    ...syncColumns(),
  },
  (t) => [
    seqIndex('coordinator_assignments', t.seq),
    pullIndex('coordinator_assignments', t.txid, t.seq),
    index('coordinator_assignments_coordinator_idx').on(t.coordinatorCode),
    index('coordinator_assignments_requester_idx').on(t.requesterCode),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    userCode: text('user_code').notNull(),
    notificationType: text('notification_type').$type<Notification['notificationType']>().notNull(),
    state: text('state').$type<Notification['state']>().notNull(),
    title: text('title'),
    message: text('message'),
    orderId: text('order_id'),
    orderNumber: bigint('order_number', { mode: 'number' }),
    createdDate: instant('created_date'),
    readDate: instant('read_date'),
    ...syncColumns(),
  },
  (t) => [
    seqIndex('notifications', t.seq),
    pullIndex('notifications', t.txid, t.seq),
    // Unread counts and lists per user (spec 001 §4 Notifications).
    index('notifications_user_state_idx').on(t.userCode, t.state),
    // A user pulls only their own notifications: scope plus checkpoint.
    index('notifications_user_seq_idx').on(t.userCode, t.seq),
  ],
);

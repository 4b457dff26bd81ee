// spec 001 §3 Order: sample, promo and wholesale orders, their lines embedded.
import { z } from 'zod';
import {
  ORDER_APPROVAL_STATUSES,
  ORDER_KINDS,
  ORDER_STATUSES,
  ORDER_SUBTYPES,
  ORDER_TYPES,
} from '../orders/enums.ts';
import {
  ENTITY_LIMITS as L,
  colorSchema,
  emailSchema,
  idSchema,
  isoDateSchema,
  isoDateTimeSchema,
  productTypeSchema,
  styleSchema,
  syncedDocument,
  text,
  textList,
  uniqueBy,
} from './common.ts';
import { currencySchema, customerSchema, termInfoSchema } from './customer.ts';
import { orderLineSchema, type OrderLine } from './order-line.ts';

export const orderAddressSchema = z.object({
  name: text().optional(),
  line1: text().optional(),
  line2: text().optional(),
  city: text().optional(),
  state: text(L.code).optional(),
  zip: text(16).optional(),
  country: text(L.code).optional(),
});
export type OrderAddress = z.infer<typeof orderAddressSchema>;

export const orderCommentSchema = z.object({
  id: idSchema.optional(),
  text: text(L.text),
  userCode: text(L.code).optional(),
  userName: text().optional(),
  createdDate: isoDateTimeSchema.optional(),
});

/**
 * One step of a promo order's review (spec 001 §2 "a promo approval history": who, when, from
 * which status to which), written by the server's submit, approve and deny commands only.
 */
export const approvalStepSchema = z.object({
  action: z.enum(['submitted', 'approved', 'denied']),
  role: z.enum(['requester', 'approver', 'seniorApprover']),
  userCode: text(L.code),
  userName: text().optional(),
  at: isoDateTimeSchema,
  /** The approval status before; none for the submission. */
  from: text(L.code).optional(),
  to: text(L.code),
  reason: text(L.text).optional(),
});
export type ApprovalStepRecord = z.infer<typeof approvalStepSchema>;

export const orderProductSchema = z.object({
  identifier: text(L.id).optional(),
  id: idSchema.optional(),
  style: styleSchema,
  color: colorSchema,
});

export const orderSchema = syncedDocument.extend({
  id: idSchema,
  /** Assigned by the server from a sequence when the order first arrives (offline drafts have none). */
  orderNumber: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
  orderIdentifier: text(L.id).optional(),
  type: z.enum(ORDER_KINDS),
  orderType: z.enum(ORDER_TYPES),
  orderSubtype: z.enum(ORDER_SUBTYPES).optional(),
  purpose: text().optional(),
  customer: customerSchema.optional(),
  status: z.enum(ORDER_STATUSES).default('DRAFT'),
  orderApprovalStatus: z.enum(ORDER_APPROVAL_STATUSES).optional(),
  productType: productTypeSchema.optional(),
  requesterCode: text(L.code),
  requesterName: text().optional(),
  approverCode: text(L.code).optional(),
  approverName: text().optional(),
  seniorApproverCode: text(L.code).optional(),
  seniorApproverName: text().optional(),
  buyer: text().optional(),
  deliveryMethod: text(L.code).optional(),
  requestedDeliveryDate: isoDateSchema.optional(),
  reason: text().optional(),
  submittedDate: isoDateTimeSchema.optional(),
  completedDate: isoDateTimeSchema.optional(),
  createdDate: isoDateTimeSchema.optional(),
  modifiedDate: isoDateTimeSchema.optional(),
  products: z.array(orderProductSchema).max(L.orderLines).default([]),
  skus: textList(L.code, L.orderLines).optional(),
  account: text(L.code).optional(),
  po: text(64).optional(),
  origin: text(L.code).optional(),
  region: text(L.code).optional(),
  shippingMethod: text(L.code).optional(),
  repNumber: text(L.code).optional(),
  repNumber2: text(L.code).optional(),
  unavailableSkus: textList(L.code, L.orderLines).optional(),
  emailCC: z.array(emailSchema).max(L.list).optional(),
  instructions: text(L.text).optional(),
  phone: text(32).optional(),
  stores: textList(L.code, 1_000).optional(),
  hardCopy: z.boolean().optional(),
  availabilityDate: isoDateSchema.optional(),
  partialShipments: z.boolean().optional(),
  comments: z.array(orderCommentSchema).max(1_000).default([]),
  /** Promo review steps, oldest first (server-owned; decision 0062). */
  approvalHistory: z.array(approvalStepSchema).max(100).optional(),
  accounts: textList(L.code).optional(),
  address: orderAddressSchema.optional(),
  warehouse: text(L.code).optional(),
  /** spec 001 §5: letters and digits, uppercased, at most 3 characters. */
  promoCode: z
    .string()
    .max(3)
    .regex(/^[A-Z0-9]*$/)
    .optional(),
  coordinatorName: text().optional(),
  /** The coordinator's code. */
  coordinator: text(L.code).optional(),
  /** The coordinator assignment's id. */
  coordinatorAssignment: text(L.id).optional(),
  additionalTerm: text(L.code).optional(),
  termsByRegion: z.array(termInfoSchema).max(L.list).optional(),
  termsByCountry: z.array(termInfoSchema).max(L.list).optional(),
  packCodes: textList(16).optional(),
  currency: currencySchema.optional(),
  lines: z
    .array(orderLineSchema)
    .max(L.orderLines)
    .refine(...uniqueBy((l: OrderLine) => l.id, 'order line id'))
    .default([]),
});
export type Order = z.infer<typeof orderSchema>;
export type OrderInput = z.input<typeof orderSchema>;

// REST shapes of the orders (spec 001 §7 "Orders": POST /orders/{type}/{subtype}/query, POST
// /orders/{type}/{subtype}, POST …/duplicate/{originalOrderId}, DELETE …/{id}, PATCH
// …/batch/{id}, POST …/comment/{id}; §3 order and line fields; §4 lists). The calls hold the
// same documents as the device collection (shared orderSchema); decision 0057 records the
// choices where the spec names a call but not its body.
import { z } from 'zod';
import {
  ENTITY_LIMITS as L,
  colorSchema,
  idSchema,
  moneySchema,
  productTypeSchema,
  styleSchema,
} from '../entities/common.ts';
import { currencySchema, customerSchema, salesRepSchema } from '../entities/customer.ts';
import { orderLineSchema } from '../entities/order-line.ts';
import { orderCommentSchema, orderProductSchema, orderSchema } from '../entities/order.ts';
import { LINE_STATUSES, ORDER_APPROVAL_STATUSES, ORDER_STATUSES } from '../orders/enums.ts';
import { ORDER_LISTS } from '../orders/lists.ts';
import { commandResultSchema } from '../sync/commands.ts';
import { apiEmailSchema, pathIdSchema, safeText } from './common.ts';
import { listAnswerSchema, listOptionsSchema, restDocumentSchema } from './resources.ts';

export const orderDocumentSchema = restDocumentSchema(orderSchema).meta({ id: 'Order' });
export type OrderDocument = z.infer<typeof orderDocumentSchema>;

export const orderListAnswerSchema = listAnswerSchema(orderDocumentSchema).meta({
  id: 'OrderList',
});

/** Sortable fields (columns of the orders table); default orderNumber descending (001 §9). */
export const ORDER_SORT_FIELDS = [
  'orderNumber',
  'createdDate',
  'modifiedDate',
  'submittedDate',
  'status',
  'orderApprovalStatus',
  'requesterCode',
  'requesterName',
  'productType',
] as const;

/** One value or several alternatives. */
const oneOrMany = <T extends z.ZodType>(value: T) =>
  z.union([value, z.array(value).min(1).max(L.list)]);

/** Equality filters of a query (several values of one field are alternatives). */
export const orderQueryFilterSchema = z.object({
  status: oneOrMany(z.enum(ORDER_STATUSES)).optional(),
  orderApprovalStatus: oneOrMany(z.enum(ORDER_APPROVAL_STATUSES)).optional(),
  requesterCode: safeText(L.code, 1).optional(),
  coordinator: safeText(L.code, 1).optional(),
  approverCode: safeText(L.code, 1).optional(),
  seniorApproverCode: safeText(L.code, 1).optional(),
  customerId: safeText(L.code, 1).optional(),
  productType: orderSchema.shape.productType,
  orderNumber: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
});
export type OrderQueryFilter = z.infer<typeof orderQueryFilterSchema>;

/**
 * POST …/query body: `list` (one of the §2 lists of the path's kind: its statuses, approval
 * stages and the archived year, as the device's list selector reads them), `coordinator` (the
 * coordinator the list is shown for), equality `filter`s and `_options`.
 */
export const orderQuerySchema = z
  .object({
    list: z.enum(ORDER_LISTS).optional(),
    filter: orderQueryFilterSchema.optional(),
    _options: listOptionsSchema(ORDER_SORT_FIELDS).optional(),
  })
  .meta({ id: 'OrderQuery' });
export type OrderQuery = z.input<typeof orderQuerySchema>;

/** The order fields a caller writes; the rest (status, requester, dates, number) is the server's. */
const WRITABLE = {
  orderIdentifier: true,
  purpose: true,
  customer: true,
  productType: true,
  approverCode: true,
  approverName: true,
  seniorApproverCode: true,
  seniorApproverName: true,
  buyer: true,
  deliveryMethod: true,
  requestedDeliveryDate: true,
  reason: true,
  skus: true,
  account: true,
  po: true,
  origin: true,
  region: true,
  shippingMethod: true,
  repNumber: true,
  repNumber2: true,
  emailCC: true,
  instructions: true,
  phone: true,
  stores: true,
  hardCopy: true,
  availabilityDate: true,
  partialShipments: true,
  accounts: true,
  address: true,
  warehouse: true,
  promoCode: true,
  coordinatorName: true,
  coordinator: true,
  coordinatorAssignment: true,
  additionalTerm: true,
  termsByRegion: true,
  termsByCountry: true,
  packCodes: true,
  currency: true,
} as const;

/** The order-level `patch` of a batch: any writable field, no defaults (kept when omitted). */
export const orderPatchSchema = orderSchema.pick(WRITABLE).partial().meta({ id: 'OrderPatch' });

/** Line fields as a caller sends them: status and availability without their defaults. */
const lineFields = orderLineSchema.omit({ id: true, status: true, availability: true }).extend({
  status: z.enum(LINE_STATUSES).optional(),
  availability: orderLineSchema.shape.availability.unwrap().optional(),
});

/** An added line ("adds carry new rows without their load snapshot"); the server gives an id
 * when it has none. An add whose id is already a line of the order becomes an update (§4). */
export const orderLineAddSchema = lineFields
  .extend({ id: idSchema.optional(), _id: idSchema.optional() })
  .refine((row) => row._id === undefined || row.id === undefined || row._id === row.id, {
    message: '_id and id differ',
  })
  .meta({ id: 'OrderLineAdd' });

/** A line named by `_id` (or `identifier`), as the batch rows carry it (001 §7). */
const lineRef = {
  _id: idSchema.optional(),
  identifier: idSchema.optional(),
};
const named = <T extends { _id?: string | undefined; identifier?: string | undefined }>(row: T) =>
  row._id !== undefined || row.identifier !== undefined;

export const orderLineUpdateSchema = z
  .object({ ...lineRef, patch: lineFields.partial() })
  .refine(named, { message: 'each row needs _id or identifier' });
export const orderLineDeleteSchema = z
  .object(lineRef)
  .refine(named, { message: 'each row needs _id or identifier' });

/** Review decisions sent as `status` (001 §6 promo approve or deny), and ARCHIVED (001 §1
 * archive: the `order.archive` command's rule, decision 0074). */
export const ORDER_BATCH_STATUSES = ['APPROVED', 'DENIED', 'ARCHIVED'] as const;

/**
 * PATCH …/batch/{id} body (001 §7: update, add, delete, drop products, submit, markCompleted or
 * status). Line writes first, then at most one action, all in one transaction. `requestId`
 * stores the action as a command under that id: a retry answers the first run.
 */
export const orderBatchSchema = z
  .object({
    patch: orderPatchSchema.optional(),
    update: z.array(orderLineUpdateSchema).max(L.orderLines).optional(),
    add: z.array(orderLineAddSchema).max(L.orderLines).optional(),
    delete: z.array(orderLineDeleteSchema).max(L.orderLines).optional(),
    dropProducts: z
      .array(z.object({ style: styleSchema, color: colorSchema }))
      .max(L.orderLines)
      .optional(),
    submit: z.boolean().optional(),
    markCompleted: z.boolean().optional(),
    status: z.enum(ORDER_BATCH_STATUSES).optional(),
    /** The reason of a denial (kept as a comment). */
    reason: safeText(L.text).optional(),
    requestId: pathIdSchema.optional(),
  })
  .refine(
    (b) => [b.submit === true, b.markCompleted === true, !!b.status].filter(Boolean).length <= 1,
    {
      message: 'at most one of submit, markCompleted and status per batch',
    },
  )
  .meta({ id: 'OrderBatch' });
export type OrderBatch = z.input<typeof orderBatchSchema>;

export const orderBatchCountsSchema = z.object({
  added: z.number().int().min(0),
  updated: z.number().int().min(0),
  deleted: z.number().int().min(0),
  dropped: z.number().int().min(0),
  skipped: z.number().int().min(0),
});
export type OrderBatchCounts = z.infer<typeof orderBatchCountsSchema>;

/** The batch answer: the order as stored, what each part did, the added lines in request order
 * (as many as sent: 001 §5 compares the counts) and the action's result. */
export const orderBatchAnswerSchema = z
  .object({
    data: orderDocumentSchema,
    counts: orderBatchCountsSchema,
    added: z.array(orderLineSchema),
    result: commandResultSchema.optional(),
  })
  .meta({ id: 'OrderBatchAnswer' });

/** POST /orders/{type}/{subtype} body: the writable fields, first lines and products. */
export const orderCreateSchema = orderSchema
  .pick(WRITABLE)
  .partial()
  .extend({
    id: pathIdSchema.optional(),
    _id: pathIdSchema.optional(),
    products: z.array(orderProductSchema).max(L.orderLines).optional(),
    lines: z.array(orderLineAddSchema).max(L.orderLines).optional(),
  })
  .refine((b) => b._id === undefined || b.id === undefined || b._id === b.id, {
    message: '_id and id differ',
  })
  .meta({ id: 'OrderCreate' });
export type OrderCreate = z.input<typeof orderCreateSchema>;

/** POST …/duplicate/{originalOrderId} body (optional): the copy's id and a retry key. */
export const orderDuplicateSchema = z
  .object({ newOrderId: pathIdSchema.optional(), requestId: pathIdSchema.optional() })
  .meta({ id: 'OrderDuplicate' });

/** POST …/comment/{id} body. */
export const orderCommentCreateSchema = z
  .object({ text: safeText(L.text, 1) })
  .meta({ id: 'OrderCommentCreate' });

/** The comment answer: the comment as stored (author, date, text) and the order. */
export const orderCommentAnswerSchema = z
  .object({ data: orderCommentSchema, order: orderDocumentSchema })
  .meta({ id: 'OrderCommentAnswer' });

/** POST /orders/wof/customer/name/autocomplete body: the text typed (001 §7). */
export const wofCustomerAutocompleteSchema = z
  .object({ text: safeText(L.name, 1) })
  .meta({ id: 'WofCustomerAutocomplete' });

/** POST /orders/wof/customer/details body (001 §5: the lookup needs email, region and id). */
export const wofCustomerDetailsSchema = z
  .object({ email: apiEmailSchema, region: safeText(L.code, 1), id: safeText(L.code, 1) })
  .meta({ id: 'WofCustomerDetails' });

export const wofCustomersAnswerSchema = z
  .object({ data: z.array(customerSchema) })
  .meta({ id: 'WofCustomers' });
export const wofCustomerAnswerSchema = z
  .object({ data: customerSchema })
  .meta({ id: 'WofCustomer' });

// ---- Wholesale styles and reps (001 §7 "wholesale style autocomplete", "answer has colors",
// "rep validation"; §5 "The style lookup needs region and style"). Decision 0063. ----

/** Wholesale style autocomplete: at most this many styles per answer. */
export const WOF_STYLE_AUTOCOMPLETE_LIMIT = 20;

/** A style as typed: trimmed, the catalogue's style characters (compared uppercased). */
const typedStyle = z.string().trim().pipe(styleSchema);
const currencyCodeSchema = z.string().regex(/^[A-Z]{3}$/, 'must be a currency code (USD, EUR, …)');

/** GET /orders/wof/style/autocomplete/{region}/{origin}/{customer}/{style} path. */
export const wofStyleAutocompleteParamsSchema = z.object({
  region: safeText(L.code, 1),
  origin: safeText(L.code, 1),
  customer: safeText(L.code, 1),
  style: typedStyle,
});

/** One suggested style: what a wholesale line takes from it besides a colour and its price. */
export const wofStyleSuggestionSchema = z
  .object({
    style: z.string(),
    name: z.string(),
    productType: productTypeSchema,
    division: z.string().optional(),
    gender: z.string().optional(),
    /** The colours orderable at the customer's location, in colour order. */
    colors: z.array(z.string()),
  })
  .meta({ id: 'WofStyleSuggestion' });
export type WofStyleSuggestion = z.infer<typeof wofStyleSuggestionSchema>;

export const wofStyleSuggestionsAnswerSchema = z
  .object({ data: z.array(wofStyleSuggestionSchema) })
  .meta({ id: 'WofStyleSuggestions' });

/** POST /orders/wof/style body: the style and the region (001 §5), the customer it is for. */
export const wofStyleRequestSchema = z
  .object({
    style: typedStyle,
    region: safeText(L.code, 1),
    /** The customer id: its currency (and country) price the colours. */
    customer: safeText(L.code, 1).optional(),
    /** Prices in this currency instead of the customer's. */
    currency: currencyCodeSchema.optional(),
    origin: safeText(L.code).optional(),
  })
  .meta({ id: 'WofStyleRequest' });
export type WofStyleRequest = z.input<typeof wofStyleRequestSchema>;

/** One colour of the style at the location, with what a wholesale line needs (001 §3). */
export const wofStyleColorSchema = z
  .object({
    id: z.string(),
    color: z.string(),
    colorDescription: z.string().optional(),
    lineStatus: z.string().optional(),
    /** The wholesale price in minor units of the answer's currency. */
    unitPrice: moneySchema.optional(),
    /** The same keyed by the customer's country and the currency (001 §3 line `prices`). */
    prices: z.record(z.string(), z.record(z.string(), moneySchema)).optional(),
    suggestedRetail: moneySchema.optional(),
    sizeRange: z.string().optional(),
    /** The sizes the location stocks, in the catalogue's order (keys of a line's `sizes`). */
    sizes: z.array(z.string()),
    firstAvailDate: z.string().optional(),
  })
  .meta({ id: 'WofStyleColor' });
export type WofStyleColor = z.infer<typeof wofStyleColorSchema>;

export const wofStyleSchema = z
  .object({
    style: z.string(),
    name: z.string(),
    productType: productTypeSchema,
    division: z.string().optional(),
    gender: z.string().optional(),
    sizeScale: z.string().optional(),
    /** The location whose rows priced the colours (US, EU, CA, …). */
    locationCode: z.string(),
    currency: currencySchema,
    /** Empty when the style has no colour at the location ('No style/color data found'). */
    colors: z.array(wofStyleColorSchema),
  })
  .meta({ id: 'WofStyle' });
export type WofStyle = z.infer<typeof wofStyleSchema>;

export const wofStyleAnswerSchema = z
  .object({ data: wofStyleSchema })
  .meta({ id: 'WofStyleAnswer' });

/** A rep number as typed: letters and digits (shared order form), compared uppercased. */
const repNumberSchema = z
  .string()
  .trim()
  .min(1)
  .max(16)
  .regex(/^[A-Za-z0-9]+$/, 'must be letters and digits');

/** POST /orders/wof/rep body: the rep number, an optional second rep, the order's customer. */
export const wofRepCheckSchema = z
  .object({
    repNumber: repNumberSchema,
    repNumber2: repNumberSchema.optional(),
    /** The customer id the order is for: the rep must serve it. */
    customer: safeText(L.code, 1).optional(),
    /** The order's region: the rep must sell there. */
    region: safeText(L.code, 1).optional(),
  })
  .meta({ id: 'WofRepCheck' });
export type WofRepCheck = z.input<typeof wofRepCheckSchema>;

export const wofRepSchema = salesRepSchema.meta({ id: 'WofRep' });

/** The reps accepted: `rep` for repNumber, `rep2` for repNumber2 when sent. */
export const wofRepAnswerSchema = z
  .object({ data: z.object({ rep: wofRepSchema, rep2: wofRepSchema.optional() }) })
  .meta({ id: 'WofRepAnswer' });
export type WofRepAnswer = z.infer<typeof wofRepAnswerSchema>;

// spec 001 §2 dialogs (New, Edit, Duplicate, Reactivate order), §3 Order / Customer, §5
// "Customer, style and submit" (terms from the customer first, then by country, without
// duplicates; alphanumeric no-blank cells), §9 (location US unless Europe → EU; the 45-day
// availability window is the line's, line-availability.ts): the order header form as plain values, the defaults of a new order, the order
// document it makes and the incremental patch of an edit. Pure: `today` and ids are passed in.
import { z } from 'zod';
import { regionToLocationCode } from '../constants.ts';
import { ENTITY_LIMITS as L, PRODUCT_TYPES, text } from '../entities/common.ts';
import type { Customer, TermInfo } from '../entities/customer.ts';
import type { Order, OrderAddress, OrderInput } from '../entities/order.ts';
import type { OrderKind } from './enums.ts';

export const ORDER_FORM_ACTIONS = ['new', 'edit', 'duplicate', 'reactivate'] as const;
export type OrderFormAction = (typeof ORDER_FORM_ACTIONS)[number];

const isoDay = z.union([z.literal(''), z.iso.date()]);
/** 001 §5 promo code: letters and digits, at most 3 (uppercased when stored). */
const promoCode = z
  .string()
  .trim()
  .max(3)
  .regex(/^[A-Za-z0-9]*$/);
/** 001 §5 alphanumeric cells: letters and digits only (the rep number). */
const repNumber = z
  .string()
  .trim()
  .max(L.code)
  .regex(/^[A-Za-z0-9]*$/);

/**
 * The header form (every kind; the dialog shows the fields of its kind). Empty text means
 * "not set". The customer is `customerName` typed plus `customer` once one is chosen.
 */
export const orderFormSchema = z.object({
  purpose: text().optional(),
  reason: text().optional(),
  productType: z.union([z.literal(''), z.enum(PRODUCT_TYPES)]).optional(),
  coordinator: text(L.code).optional(),
  requestedDeliveryDate: isoDay.optional(),
  addressName: text().optional(),
  line1: text().optional(),
  line2: text().optional(),
  city: text().optional(),
  state: text(L.code).optional(),
  zip: text(16).optional(),
  instructions: text(L.text).optional(),
  customerName: text().optional(),
  po: text(64).optional(),
  repNumber: repNumber.optional(),
  additionalTerm: text(L.code).optional(),
  availabilityDate: isoDay.optional(),
  promoCode: promoCode.optional(),
  /** Promo: the user codes of the approver and the senior approver (decision 0065). */
  approver: text(L.code).optional(),
  seniorApprover: text(L.code).optional(),
});
export type OrderFormValues = z.input<typeof orderFormSchema>;

/** Adds whole days to an ISO day (UTC calendar arithmetic). */
export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export interface NewOrderDefaults {
  /**
   * None (decision 0073): 001 §9's 45-day "availability window" is the promo and sample product
   * search's (`line-availability.ts`), not a default for the wholesale order's availability
   * date, which the spec leaves to the user.
   */
  readonly availabilityDate?: string;
  /** 001 §9: Europe gives EU, everything else US (stored as the order's warehouse). */
  readonly warehouse: 'US' | 'EU';
}

/** 001 §9 defaults of a new order's header; `region` is the customer's or the user's. */
export function newOrderDefaults(
  _kind: OrderKind,
  _today: string,
  region: string | null | undefined,
): NewOrderDefaults {
  return { warehouse: regionToLocationCode(region) };
}

const keyOf = (t: Pick<TermInfo, 'code'>) => t.code.trim().toUpperCase();

/**
 * 001 §5: wholesale terms are listed from the customer first, then the country-based terms,
 * without duplicates (same code, trimmed and case-blind: the first one listed wins).
 */
export function mergeTerms(
  customerTerms: readonly TermInfo[] | null | undefined,
  countryTerms: readonly TermInfo[] | null | undefined,
): TermInfo[] {
  const seen = new Set<string>();
  const out: TermInfo[] = [];
  for (const term of [...(customerTerms ?? []), ...(countryTerms ?? [])]) {
    const key = keyOf(term);
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(term);
  }
  return out;
}

/**
 * 001 §5 alphanumeric no-blank cell: other characters are stripped; typed text that leaves
 * nothing is 'blank'. An empty field stays allowed (a draft may have no rep yet).
 */
export function checkRepNumber(typed: string | null | undefined): {
  readonly value: string;
  readonly problem: 'blank' | null;
} {
  const raw = typed ?? '';
  const value = raw.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
  return { value, problem: raw.trim() !== '' && value === '' ? 'blank' : null };
}

const ADDRESS_FIELDS = [
  ['addressName', 'name'],
  ['line1', 'line1'],
  ['line2', 'line2'],
  ['city', 'city'],
  ['state', 'state'],
  ['zip', 'zip'],
] as const;

/** The form values of an existing order (Edit, Duplicate, Reactivate). */
export function orderFormOf(order: Partial<Order>): OrderFormValues {
  const a = order.address ?? {};
  return {
    purpose: order.purpose ?? '',
    reason: order.reason ?? '',
    productType: order.productType ?? '',
    coordinator: order.coordinator ?? '',
    requestedDeliveryDate: order.requestedDeliveryDate ?? '',
    addressName: a.name ?? '',
    line1: a.line1 ?? '',
    line2: a.line2 ?? '',
    city: a.city ?? '',
    state: a.state ?? '',
    zip: a.zip ?? '',
    instructions: order.instructions ?? '',
    customerName: order.customer?.name ?? order.buyer ?? '',
    po: order.po ?? '',
    repNumber: order.repNumber ?? '',
    additionalTerm: order.additionalTerm ?? '',
    availabilityDate: order.availabilityDate ?? '',
    promoCode: order.promoCode ?? '',
    approver: order.approverCode ?? '',
    seniorApprover: order.seniorApproverCode ?? '',
  };
}

const clean = (v: string | undefined) => {
  const t = (v ?? '').trim();
  return t === '' ? undefined : t;
};

export interface OrderHeaderContext {
  /** The coordinator's display name (sample), from the device's assignments. */
  readonly coordinatorName?: string | undefined;
  /** The customer chosen in the lookup (wholesale); absent when only a name was typed. */
  readonly customer?: Customer | null | undefined;
  /** The display names of the promo reviewers picked (the user lookup answers them). */
  readonly approverName?: string | undefined;
  readonly seniorApproverName?: string | undefined;
  /**
   * Wholesale: the terms of the customer's country the dialog listed (001 §5; decision 0075),
   * stored on the order; undefined leaves the order's as they are (no table on the device).
   */
  readonly termsByCountry?: readonly TermInfo[] | undefined;
}

/**
 * The header fields the form sets, `undefined` where empty (a patch clears them). The customer
 * chosen is stored whole; a name typed without a lookup (offline) is kept in `buyer` until the
 * customer is looked up, since a customer needs its id.
 */
export function orderHeaderOf(
  kind: OrderKind,
  form: OrderFormValues,
  ctx: OrderHeaderContext = {},
): Partial<Order> {
  const address: OrderAddress = {};
  for (const [from, to] of ADDRESS_FIELDS) {
    const v = clean(form[from]);
    if (v !== undefined) address[to] = v;
  }
  const header: Record<string, unknown> = {
    purpose: clean(form.purpose),
    reason: clean(form.reason),
    productType: clean(form.productType),
    requestedDeliveryDate: clean(form.requestedDeliveryDate),
    address: Object.keys(address).length > 0 ? address : undefined,
    instructions: clean(form.instructions),
  };
  if (kind === 'sample') {
    header.coordinator = clean(form.coordinator);
    if (!header.coordinator) header.coordinatorName = undefined;
    else if (clean(ctx.coordinatorName)) header.coordinatorName = clean(ctx.coordinatorName);
  }
  if (kind === 'promo') {
    header.approverCode = clean(form.approver);
    header.approverName = header.approverCode ? clean(ctx.approverName) : undefined;
    header.seniorApproverCode = clean(form.seniorApprover);
    header.seniorApproverName = header.seniorApproverCode
      ? clean(ctx.seniorApproverName)
      : undefined;
  }
  if (kind === 'wholesale') {
    const name = clean(form.customerName);
    const chosen = ctx.customer && name === ctx.customer.name ? ctx.customer : null;
    header.customer = chosen ?? undefined;
    header.buyer = chosen ? undefined : name;
    if (chosen?.region) header.region = chosen.region;
    header.po = clean(form.po);
    header.repNumber = clean(checkRepNumber(form.repNumber).value);
    header.additionalTerm = clean(form.additionalTerm);
    header.availabilityDate = clean(form.availabilityDate);
    header.promoCode = clean(form.promoCode)?.toUpperCase();
    if (ctx.termsByCountry !== undefined)
      header.termsByCountry = ctx.termsByCountry.length > 0 ? [...ctx.termsByCountry] : undefined;
  }
  return header as Partial<Order>;
}

export interface NewOrderContext extends OrderHeaderContext {
  readonly id: string;
  readonly requesterCode: string;
  readonly requesterName?: string | undefined;
  /** ISO date-time of the creation. */
  readonly now: string;
  /** The user's region (sample / promo) for the location; wholesale reads the customer's. */
  readonly region?: string | null | undefined;
}

const strip = <T extends object>(o: T): T =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

/** A new DRAFT of the kind (001 §2 New): the header, the requester, no lines yet. */
export function newOrderDocument(
  kind: OrderKind,
  form: OrderFormValues,
  ctx: NewOrderContext,
): OrderInput {
  const header = orderHeaderOf(kind, form, ctx);
  const defaults = newOrderDefaults(kind, ctx.now.slice(0, 10), header.region ?? ctx.region);
  return strip({
    ...header,
    id: ctx.id,
    type: kind,
    orderType: kind === 'wholesale' ? 'WholesaleOrder' : 'SampleOrder',
    orderSubtype: kind === 'wholesale' ? undefined : kind,
    status: 'DRAFT',
    requesterCode: ctx.requesterCode,
    requesterName: ctx.requesterName,
    createdDate: ctx.now,
    modifiedDate: ctx.now,
    warehouse: defaults.warehouse,
    availabilityDate: header.availabilityDate ?? defaults.availabilityDate,
    products: [],
    comments: [],
    lines: [],
  } as OrderInput);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The incremental patch of an edit: only the header fields whose value changed (`undefined`
 * clears one), plus `modifiedDate`; null when nothing changed.
 */
export function orderHeaderPatch(
  order: Partial<Order> & { readonly type: OrderKind },
  form: OrderFormValues,
  ctx: OrderHeaderContext & { readonly now: string },
): Partial<Order> | null {
  const known = order.customer ?? null;
  const header = orderHeaderOf(order.type, form, { ...ctx, customer: ctx.customer ?? known });
  const patch: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(header)) {
    if (!same(value, (order as Record<string, unknown>)[field])) patch[field] = value;
  }
  if (Object.keys(patch).length === 0) return null;
  return { ...patch, modifiedDate: ctx.now } as Partial<Order>;
}

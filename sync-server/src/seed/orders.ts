// Orders (spec 001 §3): every order kind (sample, promo, wholesale) in every status, with lines
// of real products, requesters, coordinators and approvers who are demo accounts (so each demo
// user sees data for their role), order numbers in creation order, approval statuses for promo
// orders and customers, currencies and terms for wholesale ones.
import {
  ORDER_KINDS,
  ORDER_STATUSES,
  type OrderApprovalStatus,
  type OrderInput,
  type OrderKind,
  type OrderStatus,
  type ProductType,
  styleColorId,
} from '@portal/shared';
import { countryTerms } from '@portal/shared/orders/wholesale-options.ts';
import { SEED_CUSTOMERS, TERMS_BY_COUNTRY, orderCustomer } from './customers.ts';
import { sampleLine, wholesaleLine } from './order-lines.ts';
import { optionValues } from './options.ts';
import { repsFor } from './reps.ts';
import { assignmentKey, type People, type Person } from './people.ts';
import type { SeedPlan } from './plan.ts';
import type { Clock } from './random.ts';
import { Random } from './random.ts';
import type { StyleColor } from './styles.ts';

/** First order number of the demo; the sequence continues after the last one. */
export const FIRST_ORDER_NUMBER = 100_000;

/** How long ago orders of each status were created, in days. */
const AGE: Readonly<Record<OrderStatus, readonly [number, number]>> = {
  DRAFT: [0, 20],
  SUBMITTED: [1, 30],
  'IN PROGRESS': [2, 45],
  PENDING: [1, 40],
  COMPLETED: [10, 250],
  // Some archived orders are older than a year: the archived lists hide those (001 §2).
  ARCHIVED: [60, 500],
  INACTIVE: [90, 400],
  CANCELED: [5, 300],
  'UNAPPROVED ORDER': [2, 60],
};

/** Promo approval status by order status; submitted ones alternate between the two approvers. */
function approvalFor(status: OrderStatus, i: number): OrderApprovalStatus {
  switch (status) {
    case 'DRAFT':
      return 'PENDING';
    case 'SUBMITTED':
      return i % 2 === 0 ? 'REQUIRES APPROVER' : 'REQUIRES SENIOR';
    case 'PENDING':
    case 'UNAPPROVED ORDER':
      return 'REQUIRES APPROVER';
    case 'IN PROGRESS':
      return 'REVIEW COMPLETE';
    case 'COMPLETED':
      return 'PROCESSED';
    case 'ARCHIVED':
      return 'FINALIZED';
    default:
      return 'REQUIRES SENIOR';
  }
}

interface Ctx {
  readonly rng: Random;
  readonly clock: Clock;
  readonly people: People;
  readonly pools: Readonly<Record<ProductType, readonly StyleColor[]>>;
}

function commonFields(ctx: Ctx, status: OrderStatus, requester: Person, createdDays: number) {
  const { rng, clock } = ctx;
  const f = rng.faker();
  const submitted = status !== 'DRAFT';
  return {
    requesterCode: requester.code,
    requesterName: requester.name,
    createdDate: clock.ago(createdDays),
    modifiedDate: clock.ago(rng.int(0, createdDays)),
    ...(submitted ? { submittedDate: clock.ago(Math.max(0, createdDays - rng.int(0, 2))) } : {}),
    ...(status === 'COMPLETED' || status === 'ARCHIVED'
      ? { completedDate: clock.ago(Math.max(0, createdDays - rng.int(3, 10))) }
      : {}),
    address: {
      name: requester.name,
      line1: f.location.streetAddress(),
      city: f.location.city(),
      state: f.location.state({ abbreviated: true }),
      zip: f.location.zipCode('#####'),
      country: 'US',
    },
    phone: f.phone.number({ style: 'national' }),
    comments: rng.chance(0.4)
      ? [
          {
            id: rng.uuid(),
            text: rng.pick([
              'Rush please',
              'Needed for the buyer meeting',
              'Ship to the showroom',
              'Call before delivery',
            ]),
            userCode: requester.code,
            userName: requester.name,
            createdDate: clock.ago(createdDays),
          },
        ]
      : [],
  };
}

function sampleOrPromo(
  ctx: Ctx,
  kind: 'sample' | 'promo',
  status: OrderStatus,
  i: number,
): OrderInput {
  const { rng, clock, people } = ctx;
  const requesters = kind === 'sample' ? people.sampleRequesters : people.promoRequesters;
  // The first order of each status belongs to the demo requester account.
  const requester = i === 0 ? requesters[0]! : rng.pick(requesters);
  const assignment = people.assignments.get(assignmentKey(kind, requester.code))!;
  const [low, high] = AGE[status];
  const createdDays = rng.int(low, high);
  const productType =
    kind === 'promo'
      ? rng.pick<ProductType>(['POP', 'Apparel'])
      : rng.pick<ProductType>(['Footwear', 'Footwear', 'Apparel']);
  const chosen = rng.sample(ctx.pools[productType], rng.int(1, 6));
  const order: OrderInput = {
    id: rng.uuid(),
    _deleted: false,
    type: kind,
    orderType: 'SampleOrder',
    orderSubtype: kind,
    purpose: rng.pick(optionValues('orders.reason')),
    status,
    productType,
    ...commonFields(ctx, status, requester, createdDays),
    deliveryMethod: rng.pick(optionValues('orders.deliveryMethod')),
    requestedDeliveryDate: clock.day(rng.int(-createdDays + 5, 30)),
    reason: rng.pick(optionValues('orders.reason')),
    origin: rng.pick(optionValues('orders.origin')),
    region: rng.pick(['West', 'East', 'Central', 'South']),
    shippingMethod: rng.pick(optionValues('orders.shippingMethod')),
    warehouse: rng.pick(optionValues('orders.warehouse').slice(0, 3)),
    products: chosen.map((p) => ({
      id: styleColorId(p.style.style, p.color),
      style: p.style.style,
      color: p.color,
    })),
    coordinator: assignment.coordinatorCode,
    coordinatorName: assignment.coordinatorName!,
    coordinatorAssignment: assignment.id,
    lines: chosen.map((p) => sampleLine(kind, p, status, rng, clock)),
  };
  if (kind === 'promo') {
    order.orderApprovalStatus = approvalFor(status, i);
    order.approverCode = people.approver.code;
    order.approverName = people.approver.name;
    order.seniorApproverCode = people.seniorApprover.code;
    order.seniorApproverName = people.seniorApprover.name;
    order.promoCode = rng.pick(['SP6', 'FA5', 'BTS', 'HOL', 'NEW']);
  }
  if (rng.chance(0.3)) order.instructions = 'Please include the hang tags.';
  return order;
}

function wholesale(ctx: Ctx, status: OrderStatus, i: number): OrderInput {
  const { rng, clock, people } = ctx;
  const requester = i === 0 ? people.wholesaleRequesters[0]! : rng.pick(people.wholesaleRequesters);
  const customer = rng.pick(SEED_CUSTOMERS);
  const [low, high] = AGE[status];
  const createdDays = rng.int(low, high);
  const productType = rng.pick<ProductType>(['Footwear', 'Footwear', 'Apparel']);
  const chosen = rng.sample(ctx.pools[productType], rng.int(2, 8));
  const open = status === 'DRAFT' || status === 'PENDING';
  // Open orders start within the allowed window (001 §5: at most a week back, a year ahead).
  const start = open ? rng.int(0, 30) : -createdDays + rng.int(5, 20);
  const lines = chosen.map((p) => wholesaleLine(p, status, customer, start, rng, clock));
  const common = commonFields(ctx, status, requester, createdDays);
  return {
    id: rng.uuid(),
    _deleted: false,
    type: 'wholesale',
    orderType: 'WholesaleOrder',
    status,
    productType,
    customer: orderCustomer(customer),
    ...common,
    // Wholesale orders ship to the customer's store, in the customer's country.
    address: { ...common.address, name: customer.name, country: customer.address?.country ?? 'US' },
    buyer: rng.faker().person.fullName(),
    products: chosen.map((p) => ({
      id: styleColorId(p.style.style, p.color),
      style: p.style.style,
      color: p.color,
    })),
    account: customer.id,
    accounts: [customer.id],
    po: `PO-${rng.digits(6)}`,
    origin: rng.pick(optionValues('orders.origin')),
    region: customer.region!,
    shippingMethod: rng.pick(optionValues('orders.shippingMethod')),
    // An active rep serving the customer (reps.ts), so the rep check accepts the demo orders.
    repNumber: rng.pick(repsFor(customer)).repNumber,
    stores: rng.sample(customer.stores, rng.int(1, customer.stores.length)),
    hardCopy: rng.chance(0.2),
    availabilityDate: clock.day(start),
    partialShipments: rng.chance(0.6),
    emailCC: [`buyer${rng.int(1, 9)}@example.com`],
    warehouse: lines[0]!.warehouse!,
    additionalTerm: customer.termsInfo[0]?.code ?? 'N30',
    termsByRegion: customer.termsInfo,
    // The country's terms (decision 0075), as the dialog lists them after the customer's.
    termsByCountry: countryTerms(TERMS_BY_COUNTRY, customer.address?.country) ?? [],
    packCodes: [...new Set(lines.map((l) => l.packCode ?? '').filter(Boolean))],
    currency: customer.currency!,
    lines,
  };
}

export function buildOrders(
  products: readonly StyleColor[],
  people: People,
  plan: SeedPlan,
  clock: Clock,
): OrderInput[] {
  const by = (t: ProductType) => {
    const pool = products.filter((p) => p.style.productType === t);
    return pool.length ? pool : products;
  };
  const ctx: Ctx = {
    rng: new Random('orders'),
    clock,
    people,
    pools: { Footwear: by('Footwear'), Apparel: by('Apparel'), POP: by('POP') },
  };
  const orders: OrderInput[] = [];
  for (const kind of ORDER_KINDS as readonly OrderKind[])
    for (const status of ORDER_STATUSES)
      for (let i = 0; i < plan.ordersPerKindStatus; i++)
        orders.push(
          kind === 'wholesale' ? wholesale(ctx, status, i) : sampleOrPromo(ctx, kind, status, i),
        );
  // Order numbers follow creation order, as the server's sequence hands them out.
  const byAge = [...orders].sort((a, b) =>
    a.createdDate! < b.createdDate!
      ? -1
      : a.createdDate! > b.createdDate!
        ? 1
        : a.id < b.id
          ? -1
          : 1,
  );
  byAge.forEach((o, n) => {
    o.orderNumber = FIRST_ORDER_NUMBER + n;
  });
  return orders;
}

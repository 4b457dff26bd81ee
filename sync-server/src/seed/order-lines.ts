// Order lines (spec 001 §3) of real products: sample and promo lines with the spec's defaults
// (001 §9: quantity, side, source, size preference, shipper, return type), wholesale lines with
// prices in the customer's currency, pack codes, sizes, dates and discounts.
import {
  ORDER_LINE_DEFAULTS,
  WHOLESALE_DATES,
  defaultSampleSize,
  inventorySourceAllowed,
  orderLocationCode,
  productAvailability,
  styleColorId,
  type AvailabilityProduct,
  type LineStatus,
  type OrderInput,
  type OrderLineInput,
  type OrderStatus,
} from '@portal/shared';
import type { SeedCustomer } from './customers.ts';
import { optionValues } from './options.ts';
import type { Clock, Random } from './random.ts';
import type { StyleColor } from './styles.ts';
import { LOCATION_BY_CODE, SEED_PACKS } from './vocabulary.ts';

/** Line statuses that fit an order status (001 §3, §4). */
export function lineStatusFor(status: OrderStatus, rng: Random): LineStatus {
  switch (status) {
    case 'IN PROGRESS':
      return rng.pick(['PENDING', 'APPROVED', 'APPROVED']);
    case 'COMPLETED':
    case 'ARCHIVED':
      return rng.chance(0.85) ? 'APPROVED' : 'DENIED';
    case 'CANCELED':
      return 'DENIED';
    default:
      return 'PENDING';
  }
}

const shipped = (status: OrderStatus) => status === 'COMPLETED' || status === 'ARCHIVED';

export function sampleLine(
  kind: 'sample' | 'promo',
  product: StyleColor,
  status: OrderStatus,
  rng: Random,
  clock: Clock,
): OrderLineInput {
  const s = product.style;
  const promoOrApparel = kind === 'promo' || s.productType === 'Apparel';
  const size = defaultSampleSize(s.productType, s.gender) ?? s.sizes[0]!;
  const lineStatus = lineStatusFor(status, rng);
  const line: OrderLineInput = {
    id: rng.uuid(),
    style: s.style,
    color: product.color,
    status: lineStatus,
    source:
      kind === 'promo' ? ORDER_LINE_DEFAULTS.source.promo : ORDER_LINE_DEFAULTS.source.otherwise,
    size,
    side: promoOrApparel ? 'Pair' : 'Any Side',
    quantity:
      kind === 'promo'
        ? rng.int(1, 9)
        : rng.weighted([
            [1, 6],
            [2, 2],
            [3, 1],
          ] as const),
    shipper:
      shipped(status) && lineStatus === 'APPROVED'
        ? rng.pick(optionValues('orders.shipper').slice(1))
        : ORDER_LINE_DEFAULTS.shipper,
    returnType: rng.chance(0.8) ? ORDER_LINE_DEFAULTS.returnType : 'Return',
    ...(kind === 'sample' ? { sizePreference: rng.chance(0.8) ? 'Preferred' : 'Required' } : {}),
    division: s.division,
    productType: s.productType,
    availability: [{ size, date: clock.day(rng.int(0, 45)) }],
    warehouse: rng.pick(optionValues('orders.warehouse').slice(0, 3)),
  };
  if (line.shipper !== ORDER_LINE_DEFAULTS.shipper) {
    const tracking = `1Z${rng.digits(8)}${rng.digits(8)}`;
    line.tracking = tracking;
    line.trackingUrl = `https://tracking.example.com/${line.shipper}/${tracking}`;
  }
  return line;
}

/**
 * S to Z codes are accepted without a quantity check; M to R (`SEED_PACKS`) are checked
 * (spec 001 §5). Sizes are drawn in sixes, so about half the M12 and N24 lines fit.
 */
const PACK_CODES = ['', 'S06', 'S12', 'T12', 'W24', ...SEED_PACKS.map((p) => p.code)];

export function wholesaleLine(
  product: StyleColor,
  status: OrderStatus,
  customer: SeedCustomer,
  startOffsetDays: number,
  rng: Random,
  clock: Clock,
): OrderLineInput {
  const s = product.style;
  const location = LOCATION_BY_CODE.get(customer.locationCode)!;
  const unitPrice = Math.round(s.cost * location.rate);
  const sizes: Record<string, number> = {};
  for (const size of rng.sample(s.sizes, rng.int(2, s.sizes.length)))
    sizes[size] = rng.pick([6, 12, 12, 18, 24]);
  const quantity = Object.values(sizes).reduce((a, b) => a + b, 0);
  // Default end (001 §9): Europe start + 20 days, Canada + 15 days, otherwise a month.
  const endOffset =
    customer.locationCode === 'EU'
      ? WHOLESALE_DATES.defaultEnd.europeDays
      : customer.locationCode === 'CA'
        ? WHOLESALE_DATES.defaultEnd.canadaDays
        : 30;
  return {
    id: rng.uuid(),
    style: s.style,
    color: product.color,
    status: lineStatusFor(status, rng),
    quantity,
    division: s.division,
    productType: s.productType,
    availability: [],
    warehouse:
      customer.locationCode === 'EU' ? 'NL1' : customer.locationCode === 'CA' ? 'CA1' : 'RVS',
    unitPrice,
    prices: { [customer.address?.country ?? 'US']: { [location.currencyCode]: unitPrice } },
    packCode: rng.pick(PACK_CODES),
    sizes,
    startDate: clock.day(startOffsetDays),
    endDate: clock.day(startOffsetDays + endOffset),
    daysOut: endOffset,
    discount: rng.pick([0, 0, 0, 5, 10]),
    term: customer.termsInfo[0]?.code ?? 'N30',
    divisionId: s.division,
    reduced: rng.chance(0.05),
  };
}

/**
 * Sample and promo lines take their stock from the catalogue as seeded (decision 0073: the
 * product's availability at the order's location within the window), and a promo line asks
 * for 'Inventory' only where its size has stock, 'Sample Library' otherwise — so a demo draft
 * submits as a device-made order would, and the submit's stock check finds what the line
 * shows. `products` holds the seeded product documents by id (only those the orders name).
 */
export function withCatalogueStock(
  orders: readonly OrderInput[],
  products: ReadonlyMap<string, AvailabilityProduct>,
  today: string,
): void {
  for (const order of orders) {
    if (order.type === 'wholesale') continue;
    const location = orderLocationCode(order);
    for (const line of order.lines ?? []) {
      const product = products.get(styleColorId(line.style, line.color));
      line.availability = (product ? productAvailability(product, location, today) : []).map(
        ({ size, date }) => (date ? { size, date } : { size }),
      );
      if (order.type === 'promo' && line.source === ORDER_LINE_DEFAULTS.source.promo)
        line.source = inventorySourceAllowed(line.availability, line.size)
          ? ORDER_LINE_DEFAULTS.source.promo
          : ORDER_LINE_DEFAULTS.source.otherwise;
    }
  }
}

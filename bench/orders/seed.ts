// bench:orders' server data: a wholesale DRAFT of 1,000 lines owned by the wholesale rep
// (demo account `wholesale-rep`, wofaccess), written through the sync push a device uses
// (`POST /api/sync/orders/push`, the rep's own session, so the server's orders policy checks it
// and numbers it from its sequence as it does a device's offline draft). Lines are products of
// the demo catalogue (the rep's own pull of `products`), footwear first, each with a size run,
// a pack code the order offers, a unit price and dates in the window 001 §5 allows.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from 'playwright-core';
import { pullAll, pushChanges, type ServerDoc } from '../../tests/e2e/support/sync-api.ts';

/** The pack codes the bench order offers: S–Z (no quantity check) and one M pack without a
 * composition, which keeps its code with a warning (001 §5; the detail's cell note). */
export const PACK_CODES = ['S06', 'S12', 'T12', 'W24', 'M12'] as const;
/** The S–Z codes a line starts with. */
const START_CODES = ['S06', 'S12', 'T12', 'W24', ''] as const;
export const BENCH_SIZES = ['7', '8', '9', '10'] as const;

export interface Customer {
  readonly id: string;
  readonly name: string;
  readonly [key: string]: unknown;
}

export interface SeededOrder {
  readonly id: string;
  readonly orderNumber: number;
  readonly lines: number;
  /** The first line's style (the first row the grid shows, in line order). */
  readonly firstStyle: string;
  readonly customer: Customer;
  /** A footwear style of the catalogue (the offline orders' product). */
  readonly style: string;
  /** Decimals of the order's currency (unit prices are stored in minor units). */
  readonly decimals: number;
  readonly pushMs: number;
  readonly bytes: number;
}

/** YYYY-MM-DD `days` from today (UTC; the window is a week back to a year ahead). */
export const dayFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export async function seedLargeOrder(
  api: APIRequestContext,
  baseUrl: string,
  lineCount: number,
): Promise<SeededOrder> {
  const session = (await (await api.get(`${baseUrl}/api/users/session`)).json()) as {
    userCode: string;
    name?: string;
    lastName?: string;
  };
  const orders = await pullAll(api, baseUrl, 'orders');
  const known = orders.find((o) => o.type === 'wholesale' && o.customer && o.currency) as
    | (ServerDoc & {
        customer: Customer;
        currency: { decimalPlaces?: number };
        region?: string;
      })
    | undefined;
  if (!known) throw new Error('the demo data gives the rep wholesale orders with customers');
  const products = (await pullAll(api, baseUrl, 'products'))
    .filter((p) => typeof p.style === 'string' && typeof p.color === 'string')
    .sort(
      (a, b) =>
        Number(b.productType === 'Footwear') - Number(a.productType === 'Footwear') ||
        String(a.id).localeCompare(String(b.id)),
    );
  if (products.length === 0) throw new Error('no products in the rep pull');
  const footwear = products.find((p) => p.productType === 'Footwear') ?? products[0]!;
  const picked = Array.from({ length: lineCount }, (_, i) => products[i % products.length]!);
  const start = dayFromToday(10);
  const end = dayFromToday(40);
  const lines = picked.map((p, i) => {
    const sizes = Object.fromEntries(BENCH_SIZES.map((s, k) => [s, 6 * (1 + ((i + k) % 3))]));
    const quantity = Object.values(sizes).reduce((a, b) => a + b, 0);
    const packCode = START_CODES[i % START_CODES.length]!;
    return {
      id: randomUUID(),
      style: p.style as string,
      color: p.color as string,
      status: 'PENDING',
      quantity,
      ...(typeof p.division === 'string' ? { division: p.division, divisionId: p.division } : {}),
      productType: p.productType as string,
      availability: [],
      warehouse: 'RVS',
      unitPrice: 2_000 + (i % 50) * 100,
      ...(packCode ? { packCode } : {}),
      sizes,
      startDate: start,
      endDate: end,
      daysOut: 30,
      discount: 0,
      term: 'N30',
    };
  });
  const now = new Date().toISOString();
  const id = randomUUID();
  const doc: ServerDoc = {
    id,
    _deleted: false,
    type: 'wholesale',
    orderType: 'WholesaleOrder',
    status: 'DRAFT',
    productType: footwear.productType as string,
    requesterCode: session.userCode,
    requesterName: [session.name, session.lastName].filter(Boolean).join(' ') || session.userCode,
    customer: known.customer,
    account: known.customer.id,
    accounts: [known.customer.id],
    ...(known.region ? { region: known.region } : {}),
    currency: known.currency,
    po: 'BENCH-1000-LINES',
    createdDate: now,
    modifiedDate: now,
    availabilityDate: start,
    packCodes: [...PACK_CODES],
    products: [
      ...new Map(
        lines.map((l) => [`${l.style}/${l.color}`, { style: l.style, color: l.color }]),
      ).values(),
    ],
    comments: [],
    lines,
  };
  const bytes = Buffer.byteLength(JSON.stringify(doc));
  const started = performance.now();
  const pushed = await pushChanges(api, baseUrl, 'orders', [{ before: null as never, after: doc }]);
  const pushMs = performance.now() - started;
  // The answer's `conflicts` carry the stored state (with the server's order number); a refusal
  // is under `rejected`.
  const refusal = Object.values(pushed.rejected)[0];
  if (refusal) throw new Error(`the server refused the bench order: ${JSON.stringify(refusal)}`);
  const stored = (await pullAll(api, baseUrl, 'orders')).find((o) => o.id === id);
  const orderNumber = stored?.orderNumber;
  if (typeof orderNumber !== 'number')
    throw new Error('the bench order came back without a number');
  if ((stored?.lines as unknown[] | undefined)?.length !== lineCount)
    throw new Error('the bench order came back with another number of lines');
  return {
    id,
    orderNumber,
    lines: lineCount,
    firstStyle: lines[0]!.style,
    customer: known.customer,
    style: footwear.style as string,
    decimals: known.currency.decimalPlaces ?? 2,
    pushMs,
    bytes,
  };
}

// The sample styles list (spec 001 §2 /orders/samples/sample-styles, "Sample styles list",
// coordinators only, no coordinator change): the coordinator's work list seen by style. The
// spec names the list and not its layout; we show one row per style/colour asked for on the
// SUBMITTED and IN PROGRESS sample orders the list selects (shared orderListSelector), with the
// units, the sizes and the orders asking for it, so a coordinator pulls each sample once for
// every order that needs it (decision 0076). Pure: the screen passes the device's orders.

/** Lines that no longer ask for a sample (spec 001 §3 line statuses). */
const NOT_ASKED = new Set(['Deleted', 'DENIED']);

export interface SampleStyleOrder {
  readonly id: string;
  readonly orderNumber?: number | undefined;
  readonly productType?: string | undefined;
  readonly submittedDate?: string | undefined;
  readonly lines: readonly {
    readonly style: string;
    readonly color: string;
    readonly status?: string | undefined;
    readonly size?: string | undefined;
    readonly quantity?: number | undefined;
    readonly productType?: string | undefined;
  }[];
}

export interface SampleStyleRow {
  /** `style/color`, the product's id in the catalogue. */
  readonly id: string;
  readonly style: string;
  readonly color: string;
  readonly productType: string;
  /** Units asked for over every order (a line without a quantity asks for one). */
  readonly quantity: number;
  /** Sizes asked for with their units, in size order (numbers as numbers): '9 ×2, 10'. */
  readonly sizes: string;
  readonly orderCount: number;
  /** The asking orders' numbers ascending ('' for a draft the server has not numbered). */
  readonly orderNumbers: string;
  /** The asking orders' ids, oldest number first: Open leads to the first. */
  readonly orderIds: readonly string[];
  /** The earliest submission among them (ISO), the longest-waiting style first when sorted. */
  readonly firstSubmitted?: string | undefined;
}

interface Tally {
  style: string;
  color: string;
  productType: string;
  quantity: number;
  sizes: Map<string, number>;
  orders: Map<string, number | undefined>;
  firstSubmitted: string | undefined;
}

/**
 * One row per style/colour asked for on `orders`, sorted by style then colour.
 *
 * @example sampleStyleRows([{ id: 'o1', orderNumber: 7, lines: [{ style: 'A1', color: '001',
 *   size: '9', quantity: 2 }] }]) // [{ id: 'A1/001', quantity: 2, sizes: '9 ×2', orderNumbers: '7' … }]
 */
export function sampleStyleRows(orders: readonly SampleStyleOrder[]): SampleStyleRow[] {
  const tallies = new Map<string, Tally>();
  for (const order of orders) {
    for (const line of order.lines) {
      if (line.status !== undefined && NOT_ASKED.has(line.status)) continue;
      const id = `${line.style}/${line.color}`;
      let tally = tallies.get(id);
      if (!tally) {
        tally = {
          style: line.style,
          color: line.color,
          productType: line.productType ?? order.productType ?? '',
          quantity: 0,
          sizes: new Map(),
          orders: new Map(),
          firstSubmitted: undefined,
        };
        tallies.set(id, tally);
      }
      const units = line.quantity ?? 1;
      tally.quantity += units;
      if (line.size) tally.sizes.set(line.size, (tally.sizes.get(line.size) ?? 0) + units);
      tally.orders.set(order.id, order.orderNumber);
      if (
        order.submittedDate &&
        (!tally.firstSubmitted || order.submittedDate < tally.firstSubmitted)
      )
        tally.firstSubmitted = order.submittedDate;
    }
  }
  return [...tallies.entries()]
    .map(([id, t]) => {
      const orders = [...t.orders.entries()].sort(
        ([, a], [, b]) => (a ?? Number.MAX_SAFE_INTEGER) - (b ?? Number.MAX_SAFE_INTEGER),
      );
      return {
        id,
        style: t.style,
        color: t.color,
        productType: t.productType,
        quantity: t.quantity,
        sizes: [...t.sizes.entries()]
          .sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }))
          .map(([size, units]) => (units === 1 ? size : `${size} ×${units}`))
          .join(', '),
        orderCount: orders.length,
        orderNumbers: orders
          .map(([, n]) => (n === undefined ? '' : String(n)))
          .filter((n) => n !== '')
          .join(', '),
        orderIds: orders.map(([orderId]) => orderId),
        firstSubmitted: t.firstSubmitted,
      };
    })
    .sort((a, b) => a.style.localeCompare(b.style) || a.color.localeCompare(b.color));
}

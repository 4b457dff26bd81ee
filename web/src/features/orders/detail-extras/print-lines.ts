// The rows of the print view's lines table (spec 001 §3 Order line and Wholesale order line;
// §5 "Subtotal is units times unit price minus the discount percentage", the shared
// `lineSubtotal`). Deleted lines are not printed (they are only sent to the server as
// Deleted, §4). Money stays in minor units here; the view formats it.
import { lineSubtotal, lineUnits, type Order, type OrderLine } from '@portal/shared';
import { liveOrderLines, orderLineUnitPrice } from '@portal/shared/orders/order-export.ts';

// The order's currency and a wholesale line's unit price (its own, else its price for the
// customer's country in the order's currency) are shared with the XLSX export.
export { orderCurrency } from '@portal/shared/orders/order-export.ts';

export interface WholesalePrintRow {
  readonly id: string;
  readonly style: string;
  readonly color: string;
  readonly packCode: string;
  /** Sizes with units, in the line's order. */
  readonly sizes: readonly (readonly [size: string, units: number])[];
  readonly units: number;
  /** The delivery window, YYYY-MM-DD (001 §3 startDate, endDate). */
  readonly startDate: string | undefined;
  readonly endDate: string | undefined;
  readonly unitPrice: number | undefined;
  readonly discount: number | undefined;
  /** null: no unit price (nothing to show). */
  readonly subtotal: number | null;
}

export interface WholesaleTotals {
  readonly units: number;
  /** Sum of the lines that have a subtotal; null when none has. */
  readonly subtotal: number | null;
}

export const printedLines = (order: Order): OrderLine[] => liveOrderLines(order);

export function wholesaleRows(order: Order): WholesalePrintRow[] {
  return printedLines(order).map((line) => {
    const units = lineUnits(line.sizes);
    const unitPrice = orderLineUnitPrice(line, order);
    return {
      id: line.id,
      style: line.style,
      color: line.color,
      packCode: line.packCode ?? '',
      sizes: Object.entries(line.sizes ?? {}).filter(([, n]) => n > 0),
      units,
      startDate: line.startDate,
      endDate: line.endDate,
      unitPrice,
      discount: line.discount,
      subtotal: lineSubtotal({ units, unitPrice, discount: line.discount ?? null }),
    };
  });
}

export function wholesaleTotals(rows: readonly WholesalePrintRow[]): WholesaleTotals {
  const priced = rows.flatMap((r) => (r.subtotal === null ? [] : [r.subtotal]));
  return {
    units: rows.reduce((sum, r) => sum + r.units, 0),
    subtotal: priced.length === 0 ? null : priced.reduce((sum, n) => sum + n, 0),
  };
}

// The rows of the print view's lines table (spec 001 §3 Order line and Wholesale order line;
// §5 "Subtotal is units times unit price minus the discount percentage", the shared
// `lineSubtotal`). Deleted lines are not printed (they are only sent to the server as
// Deleted, §4). Money stays in minor units here; the view formats it.
import { lineSubtotal, lineUnits, type Currency, type Order, type OrderLine } from '@portal/shared';

/** The order's currency: its own, else its customer's (001 §3 currency, customer.currency). */
export function orderCurrency(order: Order): Currency | undefined {
  return order.currency ?? order.customer?.currency;
}

/**
 * A wholesale line's unit price (001 §3 "unitPrice, prices keyed by country and currency"):
 * the line's own, else its price for the customer's country in the order's currency.
 */
export function unitPriceOf(line: OrderLine, order: Order): number | undefined {
  if (line.unitPrice !== undefined) return line.unitPrice;
  const country = order.customer?.address?.country;
  const code = orderCurrency(order)?.currencyCode;
  if (!country || !code) return undefined;
  return line.prices?.[country]?.[code];
}

export interface WholesalePrintRow {
  readonly id: string;
  readonly style: string;
  readonly color: string;
  readonly packCode: string;
  /** Sizes with units, in the line's order. */
  readonly sizes: readonly (readonly [size: string, units: number])[];
  readonly units: number;
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

export const printedLines = (order: Order): OrderLine[] =>
  order.lines.filter((line) => line.status !== 'Deleted');

export function wholesaleRows(order: Order): WholesalePrintRow[] {
  return printedLines(order).map((line) => {
    const units = lineUnits(line.sizes);
    const unitPrice = unitPriceOf(line, order);
    return {
      id: line.id,
      style: line.style,
      color: line.color,
      packCode: line.packCode ?? '',
      sizes: Object.entries(line.sizes ?? {}).filter(([, n]) => n > 0),
      units,
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

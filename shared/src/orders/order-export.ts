// An order's spreadsheet (spec 001 §7 POST /order-documents/xlsx "Excel export (binary answer)";
// §3 Order line and Wholesale order line; §9 "Export files are .xlsx; exported dates are trimmed
// to YYYY-MM-DD"). One definition for the device (the export worker, offline) and the server
// (the same worker job in Node), so both write the same workbook. Pure.
import type { CurrencyFormat } from '../cells/format.ts';
import { tryStyleColorId } from '../entities/common.ts';
import type { Currency } from '../entities/customer.ts';
import type { Order } from '../entities/order.ts';
import type { OrderLine } from '../entities/order-line.ts';
import { orderFileName } from '../export/file-names.ts';
import {
  ORDER_LINE_EXPORT_COLUMNS,
  WHOLESALE_LINE_EXPORT_COLUMNS,
  type ExportFieldColumn,
} from '../export/order-columns.ts';
import { trimExportDate } from '../export/formatting.ts';
import { currencyFormatOf, moneyToMajor } from '../forms/money.ts';
import type { OrderKind } from './enums.ts';
import { lineUnits } from './wholesale-lines.ts';

/** A cell as the rows carry it: numbers stay numbers, text stays text, else blank. */
export type OrderExportCell = string | number | null;
export type OrderExportRow = Record<string, OrderExportCell>;

/** The columns of a kind: wholesale lines have their own set (001 §3 Wholesale order line). */
export function orderExportColumns(kind: OrderKind): readonly ExportFieldColumn[] {
  return kind === 'wholesale' ? WHOLESALE_LINE_EXPORT_COLUMNS : ORDER_LINE_EXPORT_COLUMNS;
}

/** The order's currency: its own, else its customer's (001 §3 currency, customer.currency). */
export function orderCurrency(order: Order): Currency | undefined {
  return order.currency ?? order.customer?.currency;
}

/**
 * A wholesale line's unit price in minor units (001 §3 "unitPrice, prices keyed by country and
 * currency"): the line's own, else its price for the customer's country in the order's currency.
 */
export function orderLineUnitPrice(line: OrderLine, order: Order): number | undefined {
  if (typeof line.unitPrice === 'number') return line.unitPrice;
  const country = order.customer?.address?.country;
  const code = orderCurrency(order)?.currencyCode;
  if (!country || !code) return undefined;
  return line.prices?.[country]?.[code];
}

/** The symbol and decimals of the order's money (defaults 2 and '$', 001 §9). */
export function orderExportCurrency(order: Order): CurrencyFormat {
  return currencyFormatOf(orderCurrency(order));
}

/** Lines that are exported (and printed): a Deleted line is only the server's record (§4). */
export const liveOrderLines = (order: Order): OrderLine[] =>
  order.lines.filter((line) => line.status !== 'Deleted');

/** The product ids (style_color) of the live lines, once each: what a name lookup reads. */
export function orderExportProductIds(order: Order): string[] {
  const ids = liveOrderLines(order).map((l) => tryStyleColorId(l.style, l.color));
  return [...new Set(ids.filter((id): id is NonNullable<typeof id> => id !== undefined))];
}

/** A product's name by its id (style_color), from what the caller may see; none: blank. */
export type OrderProductNames = (productId: string) => string | undefined;

const textCell = (value: string | undefined): OrderExportCell =>
  typeof value === 'string' && value !== '' ? value : null;
const numberCell = (value: number | undefined): OrderExportCell =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const dateCell = (value: string | undefined): OrderExportCell => textCell(trimExportDate(value));

function lineValues(
  line: OrderLine,
  order: Order,
  name: string | undefined,
  decimals: number,
): Readonly<Record<string, OrderExportCell>> {
  const unitPrice = orderLineUnitPrice(line, order);
  return {
    style: line.style,
    color: line.color,
    name: textCell(name),
    size: textCell(line.size),
    side: textCell(line.side),
    quantity: numberCell(line.quantity),
    status: textCell(line.status),
    source: textCell(line.source),
    sizePreference: textCell(line.sizePreference),
    shipper: textCell(line.shipper),
    tracking: textCell(line.tracking),
    returnType: textCell(line.returnType),
    packCode: textCell(line.packCode),
    // 001 §3 `sizes` is the size run; the line's units are their sum (as the grid shows them).
    units: lineUnits(line.sizes),
    // Stored in minor units (STYLE.md §6); the sheet shows the amount in the currency's format.
    unitPrice: unitPrice === undefined ? null : moneyToMajor(unitPrice, decimals),
    // Percentage points (5 = 5 %): the XLSX writer's percent format takes it from there.
    discount: numberCell(line.discount),
    startDate: dateCell(line.startDate),
    endDate: dateCell(line.endDate),
    term: textCell(line.term),
  };
}

/**
 * The export's rows: one per line that is not Deleted, in the order's line order, with exactly
 * the kind's columns. Text stays text — the XLSX writer writes strings as string cells, never
 * formulas (shared export/cell-escape.ts), so '=HYPERLINK(…)' in a tracking number cannot run.
 */
export function orderExportRows(order: Order, names: OrderProductNames = () => undefined) {
  const columns = orderExportColumns(order.type);
  const decimals = orderExportCurrency(order).decimals;
  return liveOrderLines(order).map((line): OrderExportRow => {
    const id = tryStyleColorId(line.style, line.color);
    const values = lineValues(line, order, id && names(id), decimals);
    return Object.fromEntries(columns.map((c) => [c.field, values[c.field] ?? null]));
  });
}

/** The file: `order-{orderNumber}.xlsx`; a draft made offline has no number yet, so its id. */
export function orderExportFileName(order: Pick<Order, 'orderNumber' | 'id'>): string {
  return orderFileName(order.orderNumber ?? order.id);
}

/** The XLSX input of the export worker's `gridXlsx` job (workers export-jobs.ts GridXlsxInput). */
export interface OrderExportTable {
  readonly sheetName: string;
  readonly columns: readonly {
    readonly header: string;
    readonly field: string;
    readonly format: ExportFieldColumn['format'];
  }[];
  readonly rows: readonly OrderExportRow[];
  readonly currency: CurrencyFormat;
}

/** The whole export: the sheet (named as the file), translated headers, rows, currency. */
export function orderExportTable(
  order: Order,
  header: (labelId: string) => string,
  names?: OrderProductNames,
): OrderExportTable {
  return {
    sheetName: orderExportFileName(order).replace(/\.xlsx$/, ''),
    columns: orderExportColumns(order.type).map((c) => ({
      header: header(c.labelId),
      field: c.field,
      format: c.format,
    })),
    rows: orderExportRows(order, names),
    currency: orderExportCurrency(order),
  };
}

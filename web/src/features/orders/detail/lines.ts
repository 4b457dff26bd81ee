// The order detail grid's rows (spec 001 §3 Order line, Wholesale order line) and the rules a
// grid write goes through before it is patched onto the order (§4 Order line status, §5 Order
// lines, Pack code, Wholesale dates). Pure: the screen patches the answer's `lines` onto the
// device document and shows its `problems` (translated ids). Money is stored in minor units
// (001 §9) and shown in major units, so rows hold major units and writes convert back.
import {
  allowedPromoLineTransitions,
  checkDiscount,
  checkPackCode,
  checkWholesaleDates,
  defaultEndDate,
  inventorySourceAllowed,
  isOrderQuantity,
  lineSubtotal,
  lineUnits,
  newLineStatus,
  regionToLocationCode,
  type Order,
  type OrderKind,
  type OrderLine,
  type PermissionUser,
  type Product,
} from '@portal/shared';
import { orderCurrency, orderLineUnitPrice } from '@portal/shared/orders/order-export.ts';
import { orderPacks, type PackTable } from '@portal/shared/orders/wholesale-options.ts';
import type { GridWrite } from '../../../grid/index.ts';
import type { UiText } from '../../../ui/text.ts';

/** A line as the grid shows it: unit price and subtotal in major units, sizes as text. */
export type OrderLineRow = Omit<OrderLine, 'unitPrice'> & {
  readonly unitPrice?: number;
  /** Wholesale sizes as 'size:units' pairs ('7:6, 8:6'). */
  readonly sizeRun: string;
  readonly units: number;
  readonly subtotal?: number;
};

/** One thing the screen tells the user about a write (a toast). */
export interface LineProblem {
  readonly tone: 'error' | 'warning';
  readonly text: UiText;
  readonly detail?: UiText;
}

export interface LineWriteContext {
  readonly kind: OrderKind;
  readonly packCodes: readonly string[];
  /** The device's pack table: the compositions of M–R codes (001 §5; decision 0075). */
  readonly packTable?: PackTable | undefined;
  readonly region?: string | undefined;
  readonly user: PermissionUser;
  /** The order's requester (a new or restored line's status depends on it, 001 §4). */
  readonly requesterCode?: string | undefined;
  /** Today as YYYY-MM-DD in the user's zone (the date limits count from it). */
  readonly today: string;
  /** The user's long date format (001 §3 `wof.dateFormat.long`); absent: MM/DD/YYYY. */
  readonly dateFormat?: string | undefined;
  /** Decimals of the order's currency. */
  readonly decimals: number;
}

export interface LineWriteOutcome {
  readonly lines: OrderLine[];
  readonly problems: readonly LineProblem[];
}

const toMinor = (major: number, decimals: number) => Math.round(major * 10 ** decimals);
const toMajor = (minor: number, decimals: number) => minor / 10 ** decimals;

/** Sizes as the grid's text: 'size:units' pairs in size order, comma separated. */
export function formatSizeRun(sizes: Readonly<Record<string, number>> | undefined): string {
  return Object.entries(sizes ?? {})
    .map(([size, units]) => `${size}:${units}`)
    .join(', ');
}

/** '7:6, 8:6' (or '7:6 8:6') → { '7': 6, '8': 6 }; null when a pair is unreadable. */
export function parseSizeRun(text: string): Record<string, number> | null {
  const sizes: Record<string, number> = {};
  for (const pair of text.split(/[,;\s]+/).filter(Boolean)) {
    const match = /^([A-Za-z0-9.]{1,16}):(\d{1,6})$/.exec(pair);
    if (!match) return null;
    const units = Number(match[2]);
    if (units > 0) sizes[(match[1] as string).toUpperCase()] = units;
  }
  return sizes;
}

/**
 * A line as the grid shows it. With the order, a wholesale line without its own unit price
 * shows its price for the customer's country in the order's currency (shared
 * `orderLineUnitPrice`, as the print view and the export price it).
 */
export function toLineRow(
  line: OrderLine,
  decimals: number,
  order?: Order | undefined,
): OrderLineRow {
  const units = lineUnits(line.sizes);
  const { unitPrice: _own, ...rest } = line;
  const unitPrice = order ? orderLineUnitPrice(line, order) : line.unitPrice;
  const subtotal = lineSubtotal({ units, unitPrice, discount: line.discount });
  return {
    ...rest,
    ...(unitPrice === undefined ? {} : { unitPrice: toMajor(unitPrice, decimals) }),
    sizeRun: formatSizeRun(line.sizes),
    units,
    ...(subtotal === null ? {} : { subtotal: toMajor(subtotal, decimals) }),
  };
}

/** The line a row stands for (an undone delete comes back as a row). */
function lineOfRow(row: OrderLineRow, decimals: number): OrderLine {
  const { sizeRun: _s, units: _u, subtotal: _t, unitPrice, ...line } = row;
  return {
    ...line,
    ...(unitPrice === undefined ? {} : { unitPrice: toMinor(unitPrice, decimals) }),
  } as OrderLine;
}

type Line = Record<string, unknown> & OrderLine;

const blank = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

function setField(line: Line, field: string, value: unknown): void {
  if (blank(value)) delete line[field];
  else line[field] = typeof value === 'string' ? value.trim() : value;
}

const error = (id: string, values?: Record<string, string | number>): LineProblem => ({
  tone: 'error',
  text: values ? { id, values } : { id },
});

/** Applies one cell; answers the problem when the cell is refused (the line is then unchanged). */
function applyCell(line: Line, columnId: string, value: unknown, ctx: LineWriteContext) {
  switch (columnId) {
    case 'quantity': {
      // 001 §3 quantity choices 1 to 9 (the cell's rule refuses others; a paste is checked here).
      if (!isOrderQuantity(typeof value === 'number' ? value : null)) {
        return error('msgCodes.orderDetail.quantityRange');
      }
      line.quantity = value as number;
      return null;
    }
    case 'status': {
      // 001 §4: an advanced promo user moves PENDING/APPROVED/DENIED only to APPROVED or DENIED.
      const from = line.status;
      if (value === from) return null;
      const allowed = allowedPromoLineTransitions(ctx.user, from) as string[];
      if (!allowed.includes(String(value))) {
        return error('msgCodes.orderDetail.statusMove', { from, to: String(value ?? '') });
      }
      line.status = value as OrderLine['status'];
      return null;
    }
    case 'source': {
      // 001 §5: 'Inventory' is disabled when there is no availability for the size.
      if (value === 'Inventory' && !inventorySourceAllowed(line.availability, line.size)) {
        return error('msgCodes.orderDetail.inventoryUnavailable', { size: line.size ?? '' });
      }
      setField(line, 'source', value);
      return null;
    }
    case 'packCode':
      return applyPackCode(line, value, ctx);
    case 'sizeRun': {
      const sizes = parseSizeRun(typeof value === 'string' ? value : '');
      if (!sizes) return error('msgCodes.orderDetail.sizeRunInvalid');
      if (Object.keys(sizes).length === 0) delete line.sizes;
      else line.sizes = sizes;
      return null;
    }
    case 'unitPrice':
      setField(line, 'unitPrice', typeof value === 'number' ? toMinor(value, ctx.decimals) : null);
      return null;
    case 'startDate':
    case 'endDate':
      return applyDate(line, columnId, value, ctx);
    case 'discount': {
      const discount = checkDiscount(typeof value === 'number' ? value : null);
      setField(line, 'discount', discount.value);
      return discount.ok ? null : error(discount.message.id);
    }
    default:
      setField(line, columnId, value);
      return null;
  }
}

/** 001 §5 Pack code: the shared check; a warning keeps or clears the code, and is shown. */
function applyPackCode(line: Line, value: unknown, ctx: LineWriteContext): LineProblem | null {
  const packs = orderPacks(ctx.packCodes, ctx.packTable);
  const result = checkPackCode(typeof value === 'string' ? value : '', line.sizes, packs);
  setField(line, 'packCode', result.code);
  if (result.outcome === 'accepted') return null;
  return {
    tone: 'warning',
    text: { id: result.title.id, ...(result.title.values ? { values: result.title.values } : {}) },
    detail: {
      id: result.message.id,
      ...(result.message.values ? { values: result.message.values } : {}),
    },
  };
}

const DAY_MS = 86_400_000;

/**
 * Decision 0072: a wholesale line's days out are the calendar days from its start date to its
 * end date (the shipping window; the same day is 0), set whenever a date changes.
 */
export function daysOut(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS);
}

/**
 * 001 §5 Wholesale dates: the edited date must parse (the user's long date format, or
 * YYYY-MM-DD; else 'Invalid Start Date' / 'Invalid End Date') and lie within 1 week back and
 * 1 year ahead, and end not before start; a start without an end gets the default end date.
 * The cell hands over the text it could not read as a date, so the refusal is the spec's.
 */
function applyDate(
  line: Line,
  field: 'startDate' | 'endDate',
  value: unknown,
  ctx: LineWriteContext,
): LineProblem | null {
  const next: Line = { ...line };
  setField(next, field, value);
  const format = ctx.dateFormat ?? null;
  const start = checkWholesaleDates({ start: next.startDate, end: '', today: ctx.today, format });
  if (field === 'startDate' && start.start && !next.endDate) {
    next.endDate = defaultEndDate(start.start, {
      region: ctx.region ?? null,
      country: ctx.user.wof?.country ?? null,
    }) as OrderLine['endDate'];
  }
  const check = checkWholesaleDates({
    start: next.startDate ?? '',
    end: next.endDate ?? '',
    today: ctx.today,
    format,
  });
  const problem = check.problems.find(
    (p) => p.field === field || (p.rule === 'endBeforeStart' && next.startDate && next.endDate),
  );
  if (problem) return error(problem.message.id);
  // Stored as ISO days (001 §3), whatever the user typed.
  for (const [key, day] of [
    ['startDate', check.start],
    ['endDate', check.end],
  ] as const) {
    if (day) line[key] = day as OrderLine[typeof key];
    else delete line[key];
  }
  if (check.start && check.end) line.daysOut = daysOut(check.start, check.end);
  else delete line.daysOut;
  return null;
}

/**
 * The status a line comes back with when its delete is undone (or a new row is added): its
 * own when the user could give it to a line now, that is PENDING, the new-line status
 * (APPROVED on the user's own promo order) or a reviewer's APPROVED / DENIED (001 §4; the
 * server policy allows the same moves out of Deleted, decision 0072); otherwise PENDING.
 */
export function restoredStatus(previous: string, ctx: LineWriteContext): OrderLine['status'] {
  const fresh = newLineStatus(
    { type: ctx.kind, ...(ctx.requesterCode ? { requesterCode: ctx.requesterCode } : {}) },
    ctx.user,
  );
  const allowed: readonly string[] = [
    'PENDING',
    fresh,
    ...allowedPromoLineTransitions(ctx.user, 'PENDING'),
  ];
  return (allowed.includes(previous) ? previous : 'PENDING') as OrderLine['status'];
}

/**
 * The order's lines after one grid write: cell updates through their rules, deletes as the
 * status Deleted (001 §4, the line stays on the order), adds (an undone delete) back to the
 * row's status.
 */
export function applyLineWrite(
  lines: readonly OrderLine[],
  write: Pick<GridWrite<OrderLineRow>, 'updates' | 'adds' | 'deletes'>,
  ctx: LineWriteContext,
): LineWriteOutcome {
  const next = lines.map((line) => ({ ...line }) as Line);
  const byId = new Map(next.map((line) => [line.id, line]));
  const problems: LineProblem[] = [];
  for (const { rowId, columnId, value } of write.updates) {
    const line = byId.get(String(rowId));
    if (!line) continue;
    const problem = applyCell(line, columnId, value, ctx);
    if (problem) problems.push(problem);
  }
  for (const id of write.deletes) {
    const line = byId.get(String(id));
    if (line) line.status = 'Deleted';
  }
  for (const { id, row } of write.adds) {
    const line = byId.get(String(id));
    const restored = restoredStatus(row.status, ctx);
    if (line) line.status = restored;
    else next.push({ ...lineOfRow(row, ctx.decimals), status: restored } as Line);
  }
  return { lines: next, problems };
}

/**
 * The price of a wholesale line added on the device (001 §3 Wholesale order line `unitPrice`,
 * `prices` keyed by country and currency), from the device catalogue: the product's wholesale
 * price at the location of the order's currency, taken as the location code the ISO currency
 * code starts with (USD → US, CAD → CA, EUR → EU, MXN → MX; the server's `currencies` option is
 * not on the device), else the region's location (001 §9: Europe EU, else US). The product
 * without such a row gives no price (decision 0072).
 */
export function catalogueLinePrice(
  product: Pick<Product, 'locations'>,
  order: Order,
): Pick<OrderLine, 'unitPrice' | 'prices'> {
  const code = orderCurrency(order)?.currencyCode;
  const location = code
    ? code.slice(0, 2)
    : regionToLocationCode(order.region ?? order.customer?.region);
  const price = product.locations?.find((row) => row.code === location)?.wholesalePrice;
  if (price === undefined) return {};
  const country = order.customer?.address?.country;
  return {
    unitPrice: price,
    ...(country && code ? { prices: { [country]: { [code]: price } } } : {}),
  };
}

// The order detail grid's columns (spec 001 §3 Order line / Wholesale order line, §5 Order
// lines, Pack code, Wholesale dates): sample and promo lines (style, color, status, source,
// size, side, quantity 1–9, shipper, tracking, term, return type, size preference) or wholesale
// lines (style, color, pack code, sizes, units, unit price, start and end dates, term, discount
// 0–100, subtotal). Every cell is read-only when the order is not editable (§4).
import {
  ORDER_QUANTITY_CHOICES,
  SIDES,
  SIZE_PREFERENCES,
  cellRefusal,
  checkPackCode,
  inventorySourceAllowed,
  isOrderQuantity,
  type CellRule,
} from '@portal/shared';
import { DEFAULT_DATE_PATTERN, type DateDisplayPattern } from '@portal/shared/forms/date.ts';
import { orderPacks, type PackTable } from '@portal/shared/orders/wholesale-options.ts';
import type { IntlShape } from 'react-intl';
import {
  columnKit,
  type CellChoice,
  type CurrencyEntry,
  type GridColumn,
} from '../../../grid/index.ts';
import { enumKey } from '../labels.ts';
import { longDateRule, translatedTextRule } from './line-cells.ts';
import { TRANSLATED_LINE_VALUES, lineValueName } from './line-values.ts';
import type { OrderLineRow } from './lines.ts';

export interface LineColumnsOptions {
  readonly wholesale: boolean;
  readonly editable: boolean;
  /** The line statuses this user may set (promo approvers, 001 §4); none: read-only status. */
  readonly statusChoices: readonly string[];
  readonly currency: CurrencyEntry | undefined;
  readonly packCodes: readonly string[];
  /** The device's pack table: the compositions of M–R codes (001 §5; decision 0075). */
  readonly packTable?: PackTable | undefined;
  /** The user's long date format (001 §3 `wof.dateFormat.long`) for the wholesale dates;
   * absent: MM/DD/YYYY. */
  readonly datePattern?: DateDisplayPattern | undefined;
}

const QUANTITY = { min: ORDER_QUANTITY_CHOICES[0], max: ORDER_QUANTITY_CHOICES.at(-1) ?? 9 };

/** 001 §3 "Order quantity choices: 1 to 9": the number rule, refusing other values. */
function quantityOnly(base: CellRule<unknown>): CellRule<unknown> {
  return {
    ...base,
    parse: (text) => {
      const parsed = base.parse(text);
      if (!parsed.ok || parsed.value === null || isOrderQuantity(parsed.value as number)) {
        return parsed;
      }
      return cellRefusal({
        code: 'outOfRange',
        min: QUANTITY.min,
        max: QUANTITY.max,
        clears: false,
      });
    },
  };
}

export function lineColumns(
  intl: IntlShape,
  options: LineColumnsOptions,
): GridColumn<OrderLineRow>[] {
  const t = (id: string) => intl.formatMessage({ id });
  const header = (id: string) => t(`labels.orderDetail.line.${id}`);
  const col = columnKit<OrderLineRow>(intl, { currency: options.currency, header });
  const edit = { readOnly: !options.editable } as const;
  const fixed = { readOnly: true } as const;
  const statusChoices: CellChoice[] = ['PENDING', 'APPROVED', 'DENIED'].map((value) => ({
    value,
    name: t(`labels.orderDetail.lineStatus.${value.toLowerCase()}`),
  }));
  const status = col.choice('status', statusChoices, {
    width: 120,
    readOnly: !options.editable || options.statusChoices.length === 0,
  });
  const quantityColumn = col.number('quantity', { ...edit, width: 90, decimals: 0 });
  const quantity = { ...quantityColumn, rule: quantityOnly(quantityColumn.rule) };
  // Decision 0072: dates in the user's long format; an unreadable one reaches applyDate.
  const longDate = (id: 'startDate' | 'endDate') => {
    const column = col.date(id, { ...edit, width: 120 });
    const pattern = options.datePattern ?? DEFAULT_DATE_PATTERN;
    return { ...column, rule: longDateRule(column.rule, pattern) };
  };
  // 001 §3: the stored words (§9 defaults) show translated (decision 0072).
  const words = (id: 'source' | 'shipper' | 'returnType', width: number) => {
    const column = col.text(id, { ...edit, width });
    return { ...column, rule: translatedTextRule(column.rule, intl, id) };
  };
  // 001 §5 "'Inventory' source disabled without availability for the size": a choice of the
  // two sources; the editor offers Inventory only where the line's size has stock (the write
  // refuses it otherwise, applyLineWrite, and so does the server's policy).
  const sourceChoices = TRANSLATED_LINE_VALUES.source.map((value) => ({
    value,
    name: lineValueName(intl, 'source', value),
  }));
  const source: GridColumn<OrderLineRow> = {
    ...col.choice('source', sourceChoices, { ...edit, width: 140 }),
    optionsFor: (row) =>
      sourceChoices
        .filter(
          (c) => c.value !== 'Inventory' || inventorySourceAllowed(row.availability, row.size),
        )
        .map((c) => c.name),
  };
  // The stock of the line's size at the order's location within the window (001 §9; decision 0073).
  const availability = col.text('availability', {
    ...fixed,
    width: 150,
    sortable: false,
    get: (row) => availabilityText(intl, row),
  });
  const identity = [
    col.code('style', { ...fixed, identity: true, width: 100, styleNumeric: true }),
    col.code('color', { ...fixed, identity: true, width: 80 }),
  ];
  if (options.wholesale) {
    // 001 §5 M–R: the order's codes with their composition from the pack table (decision 0075).
    const packs = orderPacks(options.packCodes, options.packTable);
    return [
      ...identity,
      status,
      col.code('packCode', {
        ...edit,
        width: 100,
        // 001 §5: the pack-code warning stays visible on the cell while it holds.
        note: (row) => {
          const check = checkPackCode(row.packCode ?? '', row.sizes, packs);
          if (check.outcome === 'accepted') return undefined;
          // Translated from the rule's message ids and values (the title is translated, §5).
          const title = intl.formatMessage({ id: check.title.id }, check.title.values);
          const message = intl.formatMessage({ id: check.message.id }, check.message.values);
          return {
            tone: 'warning',
            text: intl.formatMessage({ id: 'labels.orderDetail.packCodeNote' }, { title, message }),
          };
        },
      }),
      col.text('sizeRun', { ...edit, width: 180 }),
      col.number('units', { ...fixed, width: 80, decimals: 0 }),
      col.money('unitPrice', { ...edit, width: 110 }),
      longDate('startDate'),
      longDate('endDate'),
      col.number('daysOut', { ...fixed, width: 90, decimals: 0 }),
      col.text('term', { ...edit, width: 100 }),
      col.discountPercent('discount', { ...edit, width: 110 }),
      col.money('subtotal', { ...fixed, width: 120 }),
    ];
  }
  return [
    ...identity,
    status,
    source,
    col.code('size', { ...edit, width: 80 }),
    availability,
    col.choice(
      'side',
      SIDES.map((value) => ({ value, name: t(`labels.orderDetail.side.${enumKey(value)}`) })),
      { ...edit, width: 100 },
    ),
    quantity,
    words('shipper', 110),
    // 001 §3 trackingUrl: the tracking number links to the carrier's page (new tab).
    { ...col.text('tracking', { ...edit, width: 160 }), link: (row) => row.trackingUrl },
    col.text('term', { ...edit, width: 100 }),
    words('returnType', 110),
    col.choice(
      'sizePreference',
      SIZE_PREFERENCES.map((value) => ({
        value,
        name: t(`labels.orderDetail.sizePreference.${enumKey(value)}`),
      })),
      { ...edit, width: 130 },
    ),
  ];
}

/** 'In stock', 'From {date}' (stock arriving in the window) or 'Not available' for the row's size. */
function availabilityText(intl: IntlShape, row: OrderLineRow): string {
  const size = row.size?.trim().toUpperCase();
  const entry = size
    ? row.availability.find((a) => a.size.trim().toUpperCase() === size)
    : undefined;
  if (!entry) return intl.formatMessage({ id: 'labels.orderDetail.availability.none' });
  // Stock dated today or before is on hand (decision 0073).
  const today = new Date().toISOString().slice(0, 10);
  if (!entry.date || entry.date <= today)
    return intl.formatMessage({ id: 'labels.orderDetail.availability.inStock' });
  const date = intl.formatDate(new Date(`${entry.date}T00:00:00Z`), { timeZone: 'UTC' });
  return intl.formatMessage({ id: 'labels.orderDetail.availability.from' }, { date });
}

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
  isOrderQuantity,
  type CellRule,
} from '@portal/shared';
import type { IntlShape } from 'react-intl';
import {
  columnKit,
  type CellChoice,
  type CurrencyEntry,
  type GridColumn,
} from '../../../grid/index.ts';
import { enumKey } from '../labels.ts';
import type { OrderLineRow } from './lines.ts';

export interface LineColumnsOptions {
  readonly wholesale: boolean;
  readonly editable: boolean;
  /** The line statuses this user may set (promo approvers, 001 §4); none: read-only status. */
  readonly statusChoices: readonly string[];
  readonly currency: CurrencyEntry | undefined;
  readonly packCodes: readonly string[];
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
  const identity = [
    col.code('style', { ...fixed, identity: true, width: 100, styleNumeric: true }),
    col.code('color', { ...fixed, identity: true, width: 80 }),
  ];
  if (options.wholesale) {
    const packs = options.packCodes.map((code) => ({ code }));
    return [
      ...identity,
      status,
      col.code('packCode', {
        ...edit,
        width: 100,
        // 001 §5: the pack-code warning stays visible on the cell while it holds.
        note: (row) => {
          const check = checkPackCode(row.packCode ?? '', row.sizes, packs);
          return check.outcome === 'accepted'
            ? undefined
            : { tone: 'warning', text: `${check.title.text}: ${check.message.text}` };
        },
      }),
      col.text('sizeRun', { ...edit, width: 180 }),
      col.number('units', { ...fixed, width: 80, decimals: 0 }),
      col.money('unitPrice', { ...edit, width: 110 }),
      col.date('startDate', { ...edit, width: 120 }),
      col.date('endDate', { ...edit, width: 120 }),
      col.number('daysOut', { ...fixed, width: 90, decimals: 0 }),
      col.text('term', { ...edit, width: 100 }),
      col.discountPercent('discount', { ...edit, width: 110 }),
      col.money('subtotal', { ...fixed, width: 120 }),
    ];
  }
  return [
    ...identity,
    status,
    col.text('source', { ...edit, width: 130 }),
    col.code('size', { ...edit, width: 80 }),
    col.choice(
      'side',
      SIDES.map((value) => ({ value, name: t(`labels.orderDetail.side.${enumKey(value)}`) })),
      { ...edit, width: 100 },
    ),
    quantity,
    col.text('shipper', { ...edit, width: 110 }),
    col.text('tracking', { ...edit, width: 160 }),
    col.text('term', { ...edit, width: 100 }),
    col.text('returnType', { ...edit, width: 110 }),
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

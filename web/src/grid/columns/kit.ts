import {
  CURRENCY_DEFAULTS,
  GRID,
  alphanumericRule,
  decimalSeparatorOfLocale,
  discountPercentRule,
  labelRule,
  listRule,
  multiSelectRule,
  noSpaceRule,
  numberRule,
  yearRule,
  textRule,
  thumbnailRule,
  type CellLabel,
  type CellRule,
  type CurrencyFormat,
  type DecimalSeparator,
} from '@portal/shared';
import type { IntlShape } from 'react-intl';
import type { GridColumn } from '../types.ts';
import {
  choiceRule,
  dateTimeRule,
  fileSizeRule,
  localeDateRule,
  localePercentRule,
  moneyRule,
  yesNoRule,
  type CellChoice,
} from './rules.ts';

export type { CellChoice } from './rules.ts';

// The column kit: one builder per kind of column, so every screen's columns read the same way
// and format the same way (spec 000 §5 grid cells, §9 formats). The locale, its decimal mark,
// the time zone and the location's currency are taken once, from `intl` and the screen:
//
//   const col = columnKit<Order>(intl, { currency: location, header: (id) => t(`labels.orders.${id}`) });
//   const columns = [col.code('orderNumber', { readOnly: true }), col.money('total'), col.date('requestedDeliveryDate')];

/** A Location or a Currency entry (spec 001 §3): symbol and decimals, default '$' and 2. */
export interface CurrencyEntry {
  readonly currencySymbol?: string | null;
  readonly decimalPlaces?: number | null;
}

export interface ColumnKitOptions {
  /** The location's (or customer's) currency for money columns. */
  currency?: CurrencyEntry | null;
  /** A column's header from its id, when the builder is not given one (the screen's labels). */
  header?: (id: string) => string;
}

/** Everything of a grid column a screen may set, but its id and rule (the builder's). */
export type ColumnOptions<Row> = Partial<Omit<GridColumn<Row>, 'id' | 'rule'>>;

/**
 * A builder's options: a column whose id is not a field of the row shows a computed value,
 * so it must say how to read it (`get`).
 */
export type ColumnArgs<Row, Id extends string, Own = unknown> = Id extends keyof Row
  ? [options?: ColumnOptions<Row> & Own]
  : [options: ColumnOptions<Row> & Own & { get: (row: Row) => unknown }];

export interface ColumnKit<Row> {
  readonly locale: string;
  readonly decimal: DecimalSeparator;
  readonly currency: CurrencyFormat;
  /** Free text. */
  text<Id extends string>(id: Id, ...args: ColumnArgs<Row, Id>): GridColumn<Row>;
  /** Letters and digits only (style, colour, codes); style numbers sort numerically. */
  code<Id extends string>(
    id: Id,
    ...args: ColumnArgs<Row, Id, { noBlank?: boolean; styleNumeric?: boolean }>
  ): GridColumn<Row>;
  /** Text without spaces (SKU, duty code). */
  noSpace<Id extends string>(id: Id, ...args: ColumnArgs<Row, Id>): GridColumn<Row>;
  /** A non-negative number; `decimals` rounds (0 for counts). */
  number<Id extends string>(
    id: Id,
    ...args: ColumnArgs<Row, Id, { decimals?: number }>
  ): GridColumn<Row>;
  /** A calendar year: a whole number shown without grouping (2026). */
  year<Id extends string>(id: Id, ...args: ColumnArgs<Row, Id>): GridColumn<Row>;
  /** Money in the kit's currency, or this column's own (a customer's). */
  money<Id extends string>(
    id: Id,
    ...args: ColumnArgs<Row, Id, { currency?: CurrencyEntry | null }>
  ): GridColumn<Row>;
  /** A percentage with 2 decimals, within [min, max] (default 0 and no maximum). */
  percent<Id extends string>(
    id: Id,
    ...args: ColumnArgs<Row, Id, { min?: number; max?: number }>
  ): GridColumn<Row>;
  /** spec 000 §5: 0-100, 2 decimals; out of range empties the cell (and the grid toasts). */
  discountPercent<Id extends string>(id: Id, ...args: ColumnArgs<Row, Id>): GridColumn<Row>;
  /** A date stored as YYYY-MM-DD, shown as the locale writes dates. */
  date<Id extends string>(id: Id, ...args: ColumnArgs<Row, Id>): GridColumn<Row>;
  /** A timestamp (ISO 8601), shown with its time in the user's zone; read-only by default. */
  dateTime<Id extends string>(id: Id, ...args: ColumnArgs<Row, Id>): GridColumn<Row>;
  /** An image URL shown as a thumbnail: 60 px wide (spec 000 §9), read-only, not sortable. */
  thumbnail<Id extends string>(id: Id, ...args: ColumnArgs<Row, Id>): GridColumn<Row>;
  /** One of the options, matched case-insensitively, stored as the option is spelled. */
  list<Id extends string>(
    id: Id,
    options: readonly string[],
    ...args: ColumnArgs<Row, Id>
  ): GridColumn<Row>;
  /**
   * One of fixed values shown by name in the user's language (an enum: a status, an order
   * type); text may give the name or the value, the value is stored.
   */
  choice<Id extends string>(
    id: Id,
    choices: readonly CellChoice[],
    ...args: ColumnArgs<Row, Id>
  ): GridColumn<Row>;
  /** Several of the options, comma separated. */
  multiSelect<Id extends string>(
    id: Id,
    options: readonly string[],
    ...args: ColumnArgs<Row, Id>
  ): GridColumn<Row>;
  /** A label (colour and name, spec 000 §3): stores the colour, shows the name. */
  label<Id extends string>(
    id: Id,
    labels: readonly CellLabel[],
    ...args: ColumnArgs<Row, Id>
  ): GridColumn<Row>;
  /** A boolean shown as the user's Yes / No. */
  yesNo<Id extends string>(id: Id, ...args: ColumnArgs<Row, Id>): GridColumn<Row>;
  /** Bytes shown in kB, MB, GB at base 1024 (spec 000 §9); read-only by default. */
  fileSize<Id extends string>(id: Id, ...args: ColumnArgs<Row, Id>): GridColumn<Row>;
}

/** A Location or Currency entry as the cells' currency; '$' and 2 decimals where unset. */
export function currencyOf(entry: CurrencyEntry | null | undefined): CurrencyFormat {
  return {
    symbol: entry?.currencySymbol ?? CURRENCY_DEFAULTS.currencySymbol,
    decimals: entry?.decimalPlaces ?? CURRENCY_DEFAULTS.decimalPlaces,
  };
}

export function columnKit<Row>(intl: IntlShape, options: ColumnKitOptions = {}): ColumnKit<Row> {
  const locale = intl.locale;
  const decimal = decimalSeparatorOfLocale(locale);
  const currency = currencyOf(options.currency);
  const withLocale = { locale, decimal };
  // Rules that cost an Intl object are made once per kit and shared by its columns.
  const shared = {
    money: moneyRule(locale, decimal, currency),
    date: localeDateRule(locale),
    dateTime: dateTimeRule(locale, intl.timeZone),
    yesNo: yesNoRule(
      intl.formatMessage({ id: 'common.grid.yes' }),
      intl.formatMessage({ id: 'common.grid.no' }),
    ),
    fileSize: fileSizeRule(locale, decimal),
  };

  const build = (
    id: string,
    rule: CellRule<unknown>,
    defaults: ColumnOptions<Row>,
    given: ColumnOptions<Row> | undefined,
  ): GridColumn<Row> => {
    const header = given?.header ?? options.header?.(id);
    if (header === undefined) throw new Error(`Grid column '${id}' has no header`);
    return { ...defaults, ...given, id, header, rule };
  };

  return {
    locale,
    decimal,
    currency,
    text: (id, ...[given]) => build(id, textRule(), {}, given),
    code: (id, ...[given]) => {
      const { noBlank, styleNumeric, ...rest } = given ?? {};
      return build(id, alphanumericRule({ noBlank, styleNumeric }), {}, rest);
    },
    noSpace: (id, ...[given]) => build(id, noSpaceRule(), {}, given),
    number: (id, ...[given]) => {
      const { decimals, ...rest } = given ?? {};
      return build(id, numberRule({ ...withLocale, decimals }), {}, rest);
    },
    year: (id, ...[given]) => build(id, yearRule(withLocale), {}, given),
    money: (id, ...[given]) => {
      const { currency: own, ...rest } = given ?? {};
      const rule = own === undefined ? shared.money : moneyRule(locale, decimal, currencyOf(own));
      return build(id, rule, {}, rest);
    },
    percent: (id, ...[given]) => {
      const { min, max, ...rest } = given ?? {};
      return build(id, localePercentRule({ ...withLocale, min, max }), {}, rest);
    },
    discountPercent: (id, ...[given]) => {
      const discount = discountPercentRule(withLocale);
      const rule = { ...localePercentRule(withLocale), parse: discount.parse };
      return build(id, rule, {}, given);
    },
    date: (id, ...[given]) => build(id, shared.date, {}, given),
    dateTime: (id, ...[given]) => build(id, shared.dateTime, { readOnly: true }, given),
    thumbnail: (id, ...[given]) =>
      build(
        id,
        thumbnailRule(),
        { width: GRID.thumbnailColumnWidthPx, readOnly: true, sortable: false },
        given,
      ),
    list: (id, list, ...[given]) => build(id, listRule(list), {}, given),
    choice: (id, choices, ...[given]) => build(id, choiceRule(choices), {}, given),
    multiSelect: (id, list, ...[given]) => build(id, multiSelectRule(list), {}, given),
    label: (id, labels, ...[given]) => build(id, labelRule(labels), {}, given),
    yesNo: (id, ...[given]) => build(id, shared.yesNo, {}, given),
    fileSize: (id, ...[given]) => build(id, shared.fileSize, { readOnly: true }, given),
  };
}

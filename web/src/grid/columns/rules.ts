import {
  cellRefusal,
  cellValue,
  currencyRule,
  dateRule,
  formatFileSize,
  parseNumber,
  percentRule,
  type CellParse,
  type CellRule,
  type CurrencyFormat,
  type DecimalSeparator,
  type PercentOptions,
} from '@portal/shared';
import { dateOrderOfLocale, formatLocaleDate, parseLocaleDate, parseTimestamp } from './dates.ts';

// Cell rules whose display depends on the user's locale beyond digit grouping: money and
// percent in the locale's own pattern (the same text as web/src/i18n/format.ts shows outside
// the grid), dates per locale, yes/no in the user's language, file sizes. Parsing stays the
// shared setters' (spec 000 §5). Each rule makes its Intl formatter once: a grid formats
// hundreds of cells a frame.

/**
 * Money with the location's symbol and decimals (spec 000 §9, 001 §3): the locale's currency
 * pattern ("$1,234.50", "1.234,50 $") with the location's symbol put in the currency's place.
 */
export function moneyRule(
  locale: string,
  decimal: DecimalSeparator,
  currency: CurrencyFormat,
): CellRule<number> {
  const pattern = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: currency.decimals,
    maximumFractionDigits: currency.decimals,
  });
  return {
    ...currencyRule({ locale, decimal, currency }),
    format: (value) =>
      value === null || value === undefined
        ? ''
        : pattern
            .formatToParts(value)
            .map((part) => (part.type === 'currency' ? currency.symbol : part.value))
            .join(''),
  };
}

/** Percent with 2 decimals (spec 000 §9) in the locale's pattern ("12.50%", "12,50 %"). */
export function localePercentRule(options: PercentOptions): CellRule<number> {
  const base = percentRule(options);
  const pattern = new Intl.NumberFormat(options.locale, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return {
    ...base,
    // The value is in percent (12.5 means 12.5 %), Intl's percent style takes a fraction.
    format: (value) => (value === null || value === undefined ? '' : pattern.format(value / 100)),
  };
}

const isDateKey = (key: string): boolean => /^[0-9./-]$/.test(key);

/** A date stored as YYYY-MM-DD, shown and typed as the locale writes dates. */
export function localeDateRule(locale: string): CellRule<string> {
  const order = dateOrderOfLocale(locale);
  return {
    ...dateRule(),
    parse: (text) => parseLocaleDate(text, order),
    format: (value) => formatLocaleDate(value, locale),
    keyAllowed: (e) =>
      e.key.length > 1 || e.ctrlKey === true || e.metaKey === true || isDateKey(e.key),
  };
}

/** A timestamp stored as ISO 8601, shown as the locale's date and time in the user's zone. */
export function dateTimeRule(locale: string, timeZone?: string): CellRule<string> {
  const pattern = new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  });
  return {
    ...dateRule(),
    parse: parseTimestamp,
    format: (value) => {
      if (!value) return '';
      const time = Date.parse(value);
      return Number.isNaN(time) ? value : pattern.format(time);
    },
    keyAllowed: (e) =>
      e.key.length > 1 || e.ctrlKey === true || e.metaKey === true || /^[0-9:TZ+ ./-]$/.test(e.key),
  };
}

/**
 * A yes/no cell stored as a boolean, shown in the user's language. Typing accepts the
 * translated words and the English yes/no/true/false (what a spreadsheet export carries).
 */
export function yesNoRule(yes: string, no: string): CellRule<boolean> {
  const words = new Map<string, boolean>([
    ['true', true],
    ['yes', true],
    ['y', true],
    ['false', false],
    ['no', false],
    ['n', false],
  ]);
  words.set(yes.toLocaleLowerCase(), true);
  words.set(no.toLocaleLowerCase(), false);
  return {
    kind: 'list',
    parse: (text): CellParse<boolean> => {
      const key = text.trim().toLocaleLowerCase();
      if (key === '') return cellValue<boolean>(null);
      const value = words.get(key);
      // Refused like any list cell (spec 000 §5 grid cells).
      return value === undefined
        ? cellRefusal({ code: 'notInList', value: text.trim() })
        : cellValue(value);
    },
    format: (value) => (value === true ? yes : value === false ? no : ''),
    keyAllowed: () => true,
    sortKind: 'text',
    numeric: false,
    options: [yes, no],
  };
}

/** One value of a fixed list and its name in the user's language (an enum's cell). */
export interface CellChoice {
  readonly value: string;
  readonly name: string;
}

/**
 * One of fixed values shown by its translated name (spec 000 §5 list cells: the typed text
 * must match an option, case-insensitively). Typing or pasting may give the name or the stored
 * value (what an export carries); the cell stores the value.
 */
export function choiceRule(choices: readonly CellChoice[]): CellRule<string> {
  const byKey = new Map<string, string>();
  for (const choice of choices) {
    byKey.set(choice.value.trim().toLocaleLowerCase(), choice.value);
    byKey.set(choice.name.trim().toLocaleLowerCase(), choice.value);
  }
  const names = new Map(choices.map((choice) => [choice.value, choice.name]));
  return {
    kind: 'list',
    parse: (text): CellParse<string> => {
      const key = text.trim().toLocaleLowerCase();
      if (key === '') return cellValue<string>(null);
      const found = byKey.get(key);
      return found === undefined
        ? cellRefusal({ code: 'notInList', value: text.trim() })
        : cellValue(found);
    },
    format: (value) => (value === null || value === undefined ? '' : (names.get(value) ?? value)),
    keyAllowed: () => true,
    sortKind: 'text',
    numeric: false,
    options: choices.map((choice) => choice.name),
  };
}

const UNITS: Readonly<Record<string, number>> = {
  b: 1,
  byte: 1,
  bytes: 1,
  kb: 1024,
  mb: 1024 ** 2,
  gb: 1024 ** 3,
};

/**
 * A file size stored in bytes, shown in kB, MB, GB at base 1024 (spec 000 §9) with the same
 * steps as exports (`formatFileSize`), in the locale's digits ("1.5 MB", "1,5 MB").
 */
export function fileSizeRule(locale: string, decimal: DecimalSeparator): CellRule<number> {
  // No digit grouping, as exports write sizes ("1024 kB").
  const digits = (decimals: number) =>
    new Intl.NumberFormat(locale, {
      useGrouping: false,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
  const one = digits(1);
  const whole = digits(0);
  return {
    kind: 'number',
    parse: (text) => {
      const match = /^(.*?)\s*([a-z]+)?$/i.exec(text.trim());
      const unit = UNITS[(match?.[2] ?? 'b').toLowerCase()];
      if (unit === undefined) return cellRefusal({ code: 'notANumber' });
      const number = parseNumber(match?.[1] ?? '', { decimal });
      if (!number.ok || number.value === null) return number;
      return cellValue(Math.round(number.value * unit));
    },
    format: (value) => {
      if (value === null || value === undefined) return '';
      // The shared formatter decides the unit and rounding; the digits follow the locale.
      const [amount = '0', unit = 'kB'] = formatFileSize(value).split(' ');
      const n = Number(amount);
      return `${unit === 'kB' ? whole.format(n) : one.format(n)} ${unit}`;
    },
    keyAllowed: () => true,
    sortKind: 'number',
    numeric: true,
  };
}

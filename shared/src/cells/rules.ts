import { DISCOUNT_PERCENT, PERCENT_DECIMALS } from '../constants.ts';
import { parseCellDate } from './date.ts';
import {
  CELL_DEFAULT_CURRENCY,
  formatCellCurrency,
  formatCellNumber,
  formatCellPercent,
  type CurrencyFormat,
} from './format.ts';
import {
  formatMultiSelect,
  parseLabel,
  parseListOption,
  parseMultiSelect,
  type CellLabel,
} from './list.ts';
import {
  isNumberKeyAllowed,
  parseNumber,
  type DecimalSeparator,
  type CellKeyEvent,
} from './number.ts';
import type { CellSortKind } from './sort.ts';
import { parseAlphanumeric, parseNoSpace, parseText } from './text.ts';
import { cellValue, cellRefusal, type CellParse } from './types.ts';

// One rule per kind of grid cell: how typed or pasted text becomes a value, how a value is
// shown (and copied), which keys may be typed, and how it sorts.

export type CellKind =
  | 'text'
  | 'number'
  | 'currency'
  | 'percent'
  | 'alphanumeric'
  | 'noSpace'
  | 'list'
  | 'multiSelect'
  | 'date'
  | 'label'
  | 'thumbnail';

export interface CellRule<T = unknown> {
  kind: CellKind;
  parse: (text: string) => CellParse<T>;
  // Method syntax on purpose: a CellRule<number> can then stand where a CellRule<unknown> is
  // expected (a grid column list mixes kinds).
  format(value: T | null | undefined): string;
  keyAllowed: (event: CellKeyEvent) => boolean;
  sortKind: CellSortKind;
  /** Right-aligned in the grid, as spreadsheets align numbers. */
  numeric: boolean;
  /** Options offered by an editor (lists, labels). */
  options?: readonly string[];
  labels?: readonly CellLabel[];
}

export interface LocaleOptions {
  locale: string;
  decimal?: DecimalSeparator;
}

const anyKey = (): boolean => true;

export function textRule(): CellRule<string> {
  return {
    kind: 'text',
    parse: parseText,
    format: (v) => v ?? '',
    keyAllowed: anyKey,
    sortKind: 'text',
    numeric: false,
  };
}

export function alphanumericRule(
  options: { noBlank?: boolean; styleNumeric?: boolean } = {},
): CellRule<string> {
  return {
    kind: 'alphanumeric',
    parse: (text) => parseAlphanumeric(text, options),
    format: (v) => v ?? '',
    keyAllowed: anyKey,
    sortKind: options.styleNumeric ? 'styleNumeric' : 'text',
    numeric: false,
  };
}

export function noSpaceRule(): CellRule<string> {
  return {
    kind: 'noSpace',
    parse: parseNoSpace,
    format: (v) => v ?? '',
    keyAllowed: (e) => e.key !== ' ',
    sortKind: 'text',
    numeric: false,
  };
}

export function numberRule(options: LocaleOptions & { decimals?: number }): CellRule<number> {
  const parseOptions = {
    decimal: options.decimal ?? '.',
    ...(options.decimals === undefined ? {} : { decimals: options.decimals }),
  };
  return {
    kind: 'number',
    parse: (text) => parseNumber(text, parseOptions),
    format: (v) => formatCellNumber(v, options.locale, options.decimals),
    keyAllowed: isNumberKeyAllowed,
    sortKind: 'number',
    numeric: true,
  };
}

/** A calendar year (a season's, an item's): a whole number written without grouping (2026,
 * never 2,026). */
export function yearRule(options: LocaleOptions): CellRule<number> {
  return {
    ...numberRule({ ...options, decimals: 0 }),
    format: (v) => (v === null || v === undefined ? '' : String(v)),
  };
}

export function currencyRule(
  options: LocaleOptions & { currency?: CurrencyFormat },
): CellRule<number> {
  const currency = options.currency ?? CELL_DEFAULT_CURRENCY;
  return {
    ...numberRule({ ...options, decimals: currency.decimals }),
    kind: 'currency',
    format: (v) => formatCellCurrency(v, options.locale, currency),
  };
}

export interface PercentOptions extends LocaleOptions {
  min?: number;
  max?: number;
  /** spec 000 §5 discount percentage: out of range clears the cell (and the UI toasts). */
  clearsWhenOutOfRange?: boolean;
}

export function percentRule(options: PercentOptions): CellRule<number> {
  const base = numberRule({ ...options, decimals: PERCENT_DECIMALS });
  const min = options.min ?? 0;
  const max = options.max ?? Number.POSITIVE_INFINITY;
  return {
    ...base,
    kind: 'percent',
    parse: (text) => {
      const result = base.parse(text);
      if (!result.ok || result.value === null) return result;
      if (result.value < min || result.value > max) {
        return cellRefusal({
          code: 'outOfRange',
          min,
          max,
          clears: options.clearsWhenOutOfRange === true,
        });
      }
      return result;
    },
    format: (v) => formatCellPercent(v, options.locale),
  };
}

/** spec 000 §5 discount percentage must be 0-100, rounded to 2 decimals. */
export function discountPercentRule(options: LocaleOptions): CellRule<number> {
  return percentRule({
    ...options,
    min: DISCOUNT_PERCENT.min,
    max: DISCOUNT_PERCENT.max,
    clearsWhenOutOfRange: true,
  });
}

export function listRule(options: readonly string[]): CellRule<string> {
  return {
    kind: 'list',
    parse: (text) => parseListOption(text, options),
    format: (v) => v ?? '',
    keyAllowed: anyKey,
    sortKind: 'text',
    numeric: false,
    options,
  };
}

export function multiSelectRule(options: readonly string[]): CellRule<string[]> {
  return {
    kind: 'multiSelect',
    parse: (text) => parseMultiSelect(text, options),
    format: formatMultiSelect,
    keyAllowed: anyKey,
    sortKind: 'text',
    numeric: false,
    options,
  };
}

export function dateRule(): CellRule<string> {
  return {
    kind: 'date',
    parse: parseCellDate,
    format: (v) => v ?? '',
    keyAllowed: (e) =>
      e.key.length > 1 || e.ctrlKey === true || e.metaKey === true || /^[0-9/-]$/.test(e.key),
    sortKind: 'text',
    numeric: false,
  };
}

export function labelRule(labels: readonly CellLabel[]): CellRule<string> {
  return {
    kind: 'label',
    parse: (text) => parseLabel(text, labels),
    format: (v) => labels.find((label) => label.color === v)?.name ?? v ?? '',
    keyAllowed: anyKey,
    sortKind: 'text',
    numeric: false,
    labels,
    options: labels.map((label) => label.name),
  };
}

export function thumbnailRule(): CellRule<string> {
  return {
    kind: 'thumbnail',
    parse: (text) => (text.trim() === '' ? cellValue<string>(null) : cellValue(text.trim())),
    format: (v) => v ?? '',
    keyAllowed: anyKey,
    sortKind: 'text',
    numeric: false,
  };
}

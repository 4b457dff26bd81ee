// What a filter value may be, per kind: the spec's own rules (blank select → the text null,
// size up to 5 characters uppercased; 000 §5) and the bounds that keep a pasted or hostile
// value (from a link) harmless. Every value is text, so it travels in a URL unchanged.
import { FILTER_PRESETS } from '../constants.ts';
import type { FilterDefinition } from './definition.ts';
import { isDatePresetOption } from './presets.ts';

/** Spec 000 §5: "blank select values are sent as the text null". */
export const BLANK_SELECT_VALUE = 'null';

/** Bounds on what a filter accepts (a link may carry anything). */
export const FILTER_LIMITS = {
  /** Characters of a text, select or lookup value. */
  textMaxLength: 200,
  /** Ids in one Style/Color paste: "hundreds" (issue 15: a 500-id paste) with room to spare. */
  idListMaxIds: 2000,
  /** Characters of one id in such a list. */
  idMaxLength: 64,
  /** Parameters in one state. */
  maxParameters: 100,
  /** URL entries read (the rest are ignored). */
  maxSearchEntries: 200,
} as const;

/** Spec 000 §5 size filter field: up to 5 characters, uppercased. */
export function normalizeSize(raw: string): string {
  return raw.trim().toUpperCase().slice(0, FILTER_PRESETS.size.maxLength);
}

/** Spec 000 §5: a blank select value is sent as the text `null`. */
export function normalizeSelectValue(raw: string): string {
  const value = raw.trim();
  return value === '' ? BLANK_SELECT_VALUE : value;
}

/**
 * The ids of a Style/Color paste: split on commas, semicolons, spaces or line breaks (a column
 * copied from a spreadsheet), duplicates dropped, first order kept. Null when an id is too long
 * or there are too many: a paste is refused whole rather than silently cut.
 */
export function parseIdList(raw: string): string[] | null {
  const ids = [...new Set(raw.split(/[\s,;]+/).filter((id) => id !== ''))];
  if (ids.length > FILTER_LIMITS.idListMaxIds) return null;
  if (ids.some((id) => id.length > FILTER_LIMITS.idMaxLength)) return null;
  return ids;
}

export interface NumberRange {
  readonly from?: number;
  readonly to?: number;
}

const NUMBER = /^\d{1,12}(\.\d{1,4})?$/;

/** `from..to`, either side may be empty: `10..50`, `10..`, `..50`. */
export function formatNumberRange(range: NumberRange): string {
  return `${range.from ?? ''}..${range.to ?? ''}`;
}

/** Reads `from..to`; null unless at least one bound is a non-negative number and from ≤ to. */
export function parseNumberRange(value: string): NumberRange | null {
  const parts = value.split('..');
  if (parts.length !== 2) return null;
  const [fromText = '', toText = ''] = parts.map((p) => p.trim());
  if (fromText === '' && toText === '') return null;
  if ((fromText !== '' && !NUMBER.test(fromText)) || (toText !== '' && !NUMBER.test(toText)))
    return null;
  const from = fromText === '' ? undefined : Number(fromText);
  const to = toText === '' ? undefined : Number(toText);
  if (from !== undefined && to !== undefined && from > to) return null;
  return { ...(from !== undefined ? { from } : {}), ...(to !== undefined ? { to } : {}) };
}

/** A real calendar day as YYYY-MM-DD (leap years included). */
export function isIsoDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/**
 * The stored form of a value for a filter, or null when the filter cannot take it. Static
 * select options bound what a select accepts; looked-up ones are only bounded in length.
 */
export function normalizeFilterValue(filter: FilterDefinition, raw: string): string | null {
  switch (filter.kind) {
    case 'text': {
      const value = raw.trim();
      return value === '' || value.length > FILTER_LIMITS.textMaxLength ? null : value;
    }
    case 'select': {
      const value = normalizeSelectValue(raw);
      if (value.length > FILTER_LIMITS.textMaxLength) return null;
      if (value === BLANK_SELECT_VALUE) return filter.blankOption ? value : null;
      if (filter.options.from === 'static')
        return filter.options.options.some((o) => o.value === value) ? value : null;
      return value;
    }
    case 'toggle':
      return raw === 'true' ? 'true' : null;
    case 'date':
    case 'modifiedSince':
      return isIsoDay(raw.trim()) ? raw.trim() : null;
    case 'datePreset':
      return isDatePresetOption(filter.preset, raw) ? raw : null;
    case 'numberRange': {
      const range = parseNumberRange(raw);
      return range ? formatNumberRange(range) : null;
    }
    case 'idList': {
      const ids = parseIdList(raw);
      return ids && ids.length > 0 ? ids.join(',') : null;
    }
    case 'size': {
      const value = normalizeSize(raw);
      return value === '' ? null : value;
    }
  }
}

// From a filter state to a Mango selector (the query language of RxDB), for list screens over
// the device collections. The screen declares per filter which field it filters and how; the
// values of one filter are alternatives (OR), different filters all apply (AND). Filters the
// mapping does not name are left to the screen (`unmappedFilterKeys` lets its test notice).
// Shared imports no RxDB: these types are the subset of RxDB's MangoQuerySelector we emit.
import { MODIFIED_SINCE_TIME_OFFSET } from '../constants.ts';
import {
  enabledFilters,
  type FilterBarDefinition,
  type FilterDefinition,
  type FilterState,
} from './definition.ts';
import { addDays, datePresetRange } from './presets.ts';
import { BLANK_SELECT_VALUE, parseIdList, parseNumberRange } from './values.ts';

export type MangoValue = string | number | boolean | null;
export interface MangoOperators {
  readonly $eq?: MangoValue;
  readonly $in?: readonly MangoValue[];
  readonly $regex?: string;
  readonly $options?: string;
  readonly $gte?: MangoValue;
  readonly $lt?: MangoValue;
  readonly $lte?: MangoValue;
}
export interface MangoSelector {
  readonly $and?: readonly MangoSelector[];
  readonly $or?: readonly MangoSelector[];
  readonly [field: string]: MangoOperators | MangoValue | readonly MangoSelector[] | undefined;
}

/**
 * How a filter reads a field:
 * - `eq`: equal to one of the values (`$in` for several; the text `null` matches a blank field);
 * - `contains`: the text appears anywhere, case-insensitive (the user's text is escaped);
 * - `ids`: one of the pasted ids;
 * - `range`: From/To, both ends included;
 * - `day`: that calendar day; `since`: on or after the day at 08:00 UTC (000 §9);
 * - `window`: within the preset's window of days.
 * The default follows the filter's kind.
 */
export type FilterFieldOperator = 'eq' | 'contains' | 'ids' | 'range' | 'day' | 'since' | 'window';

export interface FilterFieldMapping {
  readonly field: string;
  readonly op?: FilterFieldOperator;
  /** What `eq` compares with: text (default), a number, or a boolean (toggles: true). */
  readonly type?: 'string' | 'number' | 'boolean';
}

export interface MangoContext {
  /** Today, YYYY-MM-DD in the user's time zone (presets count from it). */
  readonly today: string;
}

/** A screen's own clause for a filter, when a field mapping does not say it. */
export type FilterClause = (
  values: readonly string[],
  context: MangoContext,
) => MangoSelector | null;

export type FilterQueryMapping = Readonly<Record<string, FilterFieldMapping | FilterClause>>;

const DEFAULT_OPERATOR: Readonly<Record<FilterDefinition['kind'], FilterFieldOperator>> = {
  text: 'contains',
  select: 'eq',
  toggle: 'eq',
  date: 'day',
  modifiedSince: 'since',
  datePreset: 'window',
  numberRange: 'range',
  idList: 'ids',
  size: 'eq',
};

/** Escapes a user's text for a regular expression: it is matched literally. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The instant a modified-since day starts: the day at 08:00 UTC (000 §9 time offset). */
export function modifiedSinceInstant(day: string): string {
  return `${day}T${MODIFIED_SINCE_TIME_OFFSET}:00.000Z`;
}

function typed(value: string, type: FilterFieldMapping['type']): MangoValue {
  if (value === BLANK_SELECT_VALUE) return null;
  if (type === 'number') return Number(value);
  if (type === 'boolean') return value === 'true';
  return value;
}

function anyOf(clauses: MangoSelector[]): MangoSelector | null {
  if (clauses.length === 0) return null;
  return clauses.length === 1 ? (clauses[0] ?? null) : { $or: clauses };
}

function clauseFor(
  filter: FilterDefinition,
  mapping: FilterFieldMapping,
  values: readonly string[],
  context: MangoContext,
): MangoSelector | null {
  const field = mapping.field;
  switch (mapping.op ?? DEFAULT_OPERATOR[filter.kind]) {
    case 'eq': {
      const type = mapping.type ?? (filter.kind === 'toggle' ? 'boolean' : 'string');
      const list = values.map((v) => typed(v, type));
      return list.length === 1 ? { [field]: list[0] ?? null } : { [field]: { $in: list } };
    }
    case 'contains': {
      const parts =
        filter.kind === 'text' && filter.commaSeparated
          ? values.flatMap((v) => v.split(',').map((p) => p.trim()))
          : [...values];
      return anyOf(
        parts
          .filter((p) => p !== '')
          .map((p) => ({ [field]: { $regex: escapeRegExp(p), $options: 'i' } })),
      );
    }
    case 'ids':
      return { [field]: { $in: values.flatMap((v) => parseIdList(v) ?? []) } };
    case 'range':
      return anyOf(
        values.flatMap((v) => {
          const range = parseNumberRange(v);
          if (!range) return [];
          const bounds = {
            ...(range.from !== undefined ? { $gte: range.from } : {}),
            ...(range.to !== undefined ? { $lte: range.to } : {}),
          };
          return [{ [field]: bounds }];
        }),
      );
    // Days compare as text: `< next day` includes the whole day for dates and instants alike.
    case 'day':
      return anyOf(values.map((v) => ({ [field]: { $gte: v, $lt: addDays(v, 1) } })));
    case 'since':
      return anyOf(values.map((v) => ({ [field]: { $gte: modifiedSinceInstant(v) } })));
    case 'window':
      return anyOf(
        values.flatMap((v) => {
          const range =
            filter.kind === 'datePreset' ? datePresetRange(filter.preset, v, context.today) : null;
          return range ? [{ [field]: { $gte: range.from, $lt: addDays(range.to, 1) } }] : [];
        }),
      );
  }
}

/**
 * The selector of a state: every mapped filter of the enabled modules with a value, all
 * applying. An empty state gives `{}` (everything).
 */
export function filterStateToMango(
  definition: FilterBarDefinition,
  state: FilterState,
  mapping: FilterQueryMapping,
  context: MangoContext,
): MangoSelector {
  const clauses: MangoSelector[] = [];
  for (const { filter } of enabledFilters(definition, state)) {
    const values = state.parameters.filter((p) => p.key === filter.key).map((p) => p.value);
    const map = mapping[filter.key];
    if (values.length === 0 || map === undefined) continue;
    const clause =
      typeof map === 'function' ? map(values, context) : clauseFor(filter, map, values, context);
    if (clause) clauses.push(clause);
  }
  if (clauses.length === 0) return {};
  return clauses.length === 1 ? (clauses[0] ?? {}) : { $and: clauses };
}

/** Filters of a definition the mapping does not name (a screen's test expects the ones it maps itself). */
export function unmappedFilterKeys(
  definition: FilterBarDefinition,
  mapping: FilterQueryMapping,
): string[] {
  const keys = definition.modules.flatMap((m) =>
    m.groups.flatMap((g) => g.filters.map((f) => f.key)),
  );
  return [...new Set(keys)].filter((key) => mapping[key] === undefined);
}

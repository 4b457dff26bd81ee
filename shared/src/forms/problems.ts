// Why a form field is refused, as codes the UI translates (like the grid's `CellRejection`):
// a form validates with the entity's shared zod schema and never shows zod's English text.
import type { z } from 'zod';

export type FieldProblem =
  /** Empty where a value is needed (spec 000 §5: the date picker's default rule 'Required'). */
  | { readonly code: 'required' }
  | { readonly code: 'tooShort'; readonly minimum: number }
  | { readonly code: 'tooLong'; readonly maximum: number }
  | { readonly code: 'tooSmall'; readonly minimum: number }
  | { readonly code: 'tooBig'; readonly maximum: number }
  | { readonly code: 'tooFewItems'; readonly minimum: number }
  | { readonly code: 'tooManyItems'; readonly maximum: number }
  | { readonly code: 'invalidEmail' }
  | { readonly code: 'invalidDate' }
  | { readonly code: 'invalidFormat' }
  | { readonly code: 'notANumber' }
  | { readonly code: 'wholeNumber' }
  | { readonly code: 'notAnOption' }
  /** Any other refusal (a cross-field refinement): the field is wrong, no detail to show. */
  | { readonly code: 'invalid' };

export type FieldProblemCode = FieldProblem['code'];

/** Nothing entered: absent, null, blank text or an empty list. */
export function isBlankValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  return Array.isArray(value) && value.length === 0;
}

/** The form key of a schema path: `['address', 'country']` → 'address.country'. */
export function fieldKey(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}

/** The value a schema path points at inside the form's values. */
export function valueAtPath(values: unknown, path: readonly PropertyKey[]): unknown {
  let at = values;
  for (const key of path) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<PropertyKey, unknown>)[key];
  }
  return at;
}

const DATE_FORMATS = new Set(['date', 'datetime', 'time']);

/** The problem one zod issue stands for, given the value the user left in that field. */
export function fieldProblemOf(issue: z.core.$ZodIssue, value: unknown): FieldProblem {
  const blank = isBlankValue(value);
  switch (issue.code) {
    case 'invalid_type':
      if (blank) return { code: 'required' };
      if (issue.expected === 'int') return { code: 'wholeNumber' };
      if (issue.expected === 'number') return { code: 'notANumber' };
      return { code: 'invalid' };
    case 'invalid_value':
      return blank ? { code: 'required' } : { code: 'notAnOption' };
    case 'too_small': {
      const minimum = Number(issue.minimum);
      if (issue.origin === 'string')
        return blank ? { code: 'required' } : { code: 'tooShort', minimum };
      if (issue.origin === 'array' || issue.origin === 'set')
        return blank ? { code: 'required' } : { code: 'tooFewItems', minimum };
      if (issue.origin === 'number' || issue.origin === 'bigint')
        return { code: 'tooSmall', minimum };
      return { code: 'invalid' };
    }
    case 'too_big': {
      const maximum = Number(issue.maximum);
      if (issue.origin === 'string') return { code: 'tooLong', maximum };
      if (issue.origin === 'array' || issue.origin === 'set')
        return { code: 'tooManyItems', maximum };
      if (issue.origin === 'number' || issue.origin === 'bigint')
        return { code: 'tooBig', maximum };
      return { code: 'invalid' };
    }
    case 'invalid_format':
      if (blank) return { code: 'required' };
      if (issue.format === 'email') return { code: 'invalidEmail' };
      if (DATE_FORMATS.has(issue.format)) return { code: 'invalidDate' };
      return { code: 'invalidFormat' };
    case 'not_multiple_of':
      return Number(issue.divisor) === 1 ? { code: 'wholeNumber' } : { code: 'invalid' };
    default:
      return { code: 'invalid' };
  }
}

/**
 * The problems of a failed parse, one per field key (the first issue of each path wins, the
 * order zod checks them in), read against the values the user entered.
 *
 * @example fieldProblems(schema.safeParse(values).error, values) // { coordinatorCode: { code: 'required' } }
 */
export function fieldProblems(
  error: z.ZodError,
  values: unknown,
): Readonly<Record<string, FieldProblem>> {
  const problems: Record<string, FieldProblem> = {};
  for (const issue of error.issues) {
    const key = fieldKey(issue.path);
    if (!(key in problems)) problems[key] = fieldProblemOf(issue, valueAtPath(values, issue.path));
  }
  return problems;
}

/** The problem of a field or of anything inside it ('address' covers 'address.country'). */
export function problemOfField(
  problems: Readonly<Record<string, FieldProblem>>,
  key: string,
): FieldProblem | undefined {
  if (problems[key]) return problems[key];
  const inner = Object.keys(problems).find((k) => k.startsWith(`${key}.`));
  return inner === undefined ? undefined : problems[inner];
}

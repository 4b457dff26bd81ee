// Named option data: GET/POST /api/options/data/{name} (spec 000 §7, 001 §7).
import { z } from 'zod';
import { SESSION } from '../constants.ts';
import { isStorableText } from './common.ts';
import {
  WHOLESALE_OPTION_NAMES,
  packTableSchema,
  termsByCountryTableSchema,
} from '../orders/wholesale-options.ts';

/** Deepest nesting an option value may have (our bound; jsonb and JSON.stringify recurse). */
export const OPTION_MAX_DEPTH = 32;

/** Storable in jsonb: every key and string storable, nesting bounded. Iterative on purpose. */
function storableJson(root: unknown): boolean {
  const stack: [unknown, number][] = [[root, 0]];
  while (stack.length) {
    const [value, depth] = stack.pop()!;
    if (typeof value === 'string') {
      if (!isStorableText(value)) return false;
    } else if (value !== null && typeof value === 'object') {
      if (depth >= OPTION_MAX_DEPTH) return false;
      for (const [key, item] of Object.entries(value)) {
        if (!isStorableText(key)) return false;
        stack.push([item, depth + 1]);
      }
    }
  }
  return true;
}

/** Computed on every request from the session (spec: "the name loggedIn is reloaded each time"). */
export const LOGGED_IN_OPTION = 'loggedIn';

/**
 * Server options the client's inactivity machine reads (spec 001 §9): warning 300000 ms before
 * logout, logout after 3600000 ms minus 30000 ms. Answered with these when not stored.
 */
export const SERVER_OPTION_DEFAULTS = {
  userWarningMs: SESSION.warningMs,
  userTimeoutMs: SESSION.logoutMs,
} as const;

export const optionNameSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z][A-Za-z0-9._:-]*$/, 'must be an option name');
export const optionNameParamSchema = z.object({ name: optionNameSchema });

/** Known options carry their own value rule; others accept any JSON value. */
const positiveMs = z
  .number()
  .int()
  .positive()
  .max(7 * 24 * 3_600_000);
export const KNOWN_OPTION_SCHEMAS: Readonly<Record<string, z.ZodType>> = {
  userWarningMs: positiveMs,
  userTimeoutMs: positiveMs,
  // The wholesale tables the device keeps for offline use (decision 0075).
  [WHOLESALE_OPTION_NAMES.packs]: packTableSchema,
  [WHOLESALE_OPTION_NAMES.termsByCountry]: termsByCountryTableSchema,
};

/** Body of POST /api/options/data/{name}. */
export const optionWriteSchema = z
  .object({
    data: z
      .unknown()
      .refine((value) => value !== undefined, 'is required')
      // PostgreSQL jsonb cannot hold U+0000 or lone surrogates, in values or keys.
      .refine(
        storableJson,
        'must be storable JSON: no NUL characters or broken Unicode, at most 32 levels deep',
      ),
  })
  .meta({ id: 'OptionWrite' });
export const optionAnswerSchema = z.object({ data: z.unknown() }).meta({ id: 'OptionData' });

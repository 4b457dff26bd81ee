// Building blocks of the REST resources (decision 0028): documents as the calls answer them,
// and paged reads (spec 000 §7: a query carries `_options {totalCount, limit, skip, sort}`). A POST query sends them as `_options` in its body, a GET list
// as query parameters (`?limit=&skip=&sort=-createdDate,requesterCode&totalCount=false`).
// Answers are `{ data, totalCount }`, totalCount present when asked for (the default).
import { z } from 'zod';
import { GRID } from '../constants.ts';

export const LIST_LIMITS = {
  /** spec 001 §9: grid page size 100. */
  defaultLimit: GRID.pageSize,
  /** Largest page one request may ask for. */
  maxLimit: 1_000,
  /** Largest skip (deeper pages are a sign of a client that should filter). */
  maxSkip: 1_000_000,
} as const;

/** Mongo-style sort of the spec's `_options.sort`: `{ field: 1 | -1 }`, keys in priority. */
export function sortSchema<const F extends readonly [string, ...string[]]>(fields: F) {
  return z.partialRecord(z.enum(fields), z.literal([1, -1]));
}

/** `_options` of a POST query body; unknown options (the spec's paging hint) are stripped. */
export function listOptionsSchema<const F extends readonly [string, ...string[]]>(fields: F) {
  return z.object({
    totalCount: z.boolean().default(true),
    limit: z.number().int().min(0).max(LIST_LIMITS.maxLimit).default(LIST_LIMITS.defaultLimit),
    skip: z.number().int().min(0).max(LIST_LIMITS.maxSkip).default(0),
    sort: sortSchema(fields).optional(),
  });
}

/** A query parameter 'true' / 'false' (default given as text, as it is sent). */
const flag = (fallback: 'true' | 'false') =>
  z
    .enum(['true', 'false'])
    .default(fallback)
    .transform((v) => v === 'true');
/** A query parameter holding a whole number up to `max`. */
const whole = (max: number, fallback: number) =>
  z
    .string()
    .regex(/^\d{1,7}$/, 'must be a whole number')
    .default(String(fallback))
    .transform(Number)
    .pipe(z.number().max(max));

/**
 * The same options as GET query parameters; `sort` lists fields, `-` before a field for
 * descending. Parses to the `_options` shape.
 */
export function listQueryOptionsSchema<const F extends readonly [string, ...string[]]>(fields: F) {
  const field = z.enum(fields);
  return z.object({
    totalCount: flag('true'),
    limit: whole(LIST_LIMITS.maxLimit, LIST_LIMITS.defaultLimit),
    skip: whole(LIST_LIMITS.maxSkip, 0),
    sort: z
      .string()
      .max(200)
      .transform((text, ctx) => {
        const out: Partial<Record<F[number], 1 | -1>> = {};
        for (const part of text.split(',')) {
          const name = part.startsWith('-') ? part.slice(1) : part;
          const known = field.safeParse(name);
          if (!known.success) {
            ctx.addIssue({ code: 'custom', message: `cannot sort by '${name}'` });
            return z.NEVER;
          }
          out[known.data] = part.startsWith('-') ? -1 : 1;
        }
        return out;
      })
      .optional(),
  });
}

/** The answer of a paged read: `{ data, totalCount }` (spec 000 §7). */
export function listAnswerSchema<T extends z.ZodType>(document: T) {
  return z.object({
    data: z.array(document),
    totalCount: z.number().int().min(0).optional(),
  });
}

/** The answer of a write of several documents (batch, set all): each as stored, in order. */
export function documentsAnswerSchema<T extends z.ZodType>(document: T) {
  return z.object({ data: z.array(document) });
}

/**
 * A replicated document as the REST calls answer it: what the user's pull holds, with `_id`
 * beside `id` (spec 001 §3 "_id (also id)") and without the `_deleted` flag (a deleted
 * document is never answered).
 */
export function restDocumentSchema<T extends z.ZodObject<{ _deleted: z.ZodBoolean }>>(entity: T) {
  return entity.omit({ _deleted: true }).extend({ _id: z.string() });
}

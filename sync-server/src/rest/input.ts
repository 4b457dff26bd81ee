// The request parts of a resource operation, parsed with the operation's zod schemas (the same
// schemas its OpenAPI entry documents). Every failure is a JSON 4xx: 415 for a body that is not
// JSON, 400 malformed_json (handleError) for one that does not parse, 400 invalid_request
// naming each issue otherwise.
import type { Context } from 'hono';
import { z } from 'zod';
import { ApiError, validationFailure } from '../http/errors.ts';

/** An operation without path parameters, or without query parameters. */
export const NONE = z.object({});
/** An operation without a body (its body is never read). */
export const NO_BODY = z.undefined();

/** Whether a request part is declared (not NONE or NO_BODY): it is read and documented. */
export const declared = (schema: z.ZodType): boolean => schema !== NONE && schema !== NO_BODY;

/** An operation's request schemas (documented in its OpenAPI entry unless NONE / NO_BODY). */
export interface RequestSchemas<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType> {
  readonly params: P;
  readonly query: Q;
  readonly body: B;
}

export interface RequestParts<P, Q, B> {
  readonly params: P;
  readonly query: Q;
  readonly body: B;
}

function parsePart<S extends z.ZodType>(schema: S, value: unknown, target: string): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw validationFailure(result.error, target);
  return result.data;
}

async function jsonBody(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/(?:[\w.+-]+\+)?json\b/i.test(type)) {
    throw new ApiError(415, 'unsupported_media_type', 'The body must be JSON (application/json)');
  }
  // A body that is not JSON throws a SyntaxError: 400 malformed_json (http/errors.ts).
  return c.req.json();
}

export async function readRequest<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType>(
  c: Context,
  schemas: RequestSchemas<P, Q, B>,
): Promise<RequestParts<z.output<P>, z.output<Q>, z.output<B>>> {
  const body = declared(schemas.body) ? await jsonBody(c) : undefined;
  return {
    params: parsePart(schemas.params, c.req.param(), 'param'),
    query: parsePart(schemas.query, c.req.query(), 'query'),
    body: parsePart(schemas.body, body, 'json'),
  };
}

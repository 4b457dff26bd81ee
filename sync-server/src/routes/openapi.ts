// Small builders for createRoute() configs so every route documents its JSON body and its
// error answers the same way (REST conventions in sync-server/CONTEXT.md).
import { apiErrorSchema } from '@portal/shared';
import type { ZodType } from 'zod';

/** A required JSON body: without `required`, @hono/zod-openapi skips non-JSON requests. */
export function jsonBody<T extends ZodType>(schema: T, description = 'JSON body') {
  return { description, required: true, content: { 'application/json': { schema } } } as const;
}

export function jsonAnswer<T extends ZodType>(schema: T, description: string) {
  return { description, content: { 'application/json': { schema } } } as const;
}

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid request (code invalid_request, malformed_json, …)',
  401: 'Login needed (code unauthorized) or refused credentials',
  403: 'Refused by the permission check or the account status',
  404: 'Not found',
  409: 'Conflicts with the current state',
  413: 'Body too large',
  429: 'Too many failed attempts; see Retry-After',
};

type ErrorResponses<S extends readonly number[]> = {
  [K in S[number]]: {
    description: string;
    content: { 'application/json': { schema: typeof apiErrorSchema } };
  };
};

/** Documents the `{ error: { code, message, issues? } }` answers of a route. */
export function errorAnswers<const S extends readonly number[]>(...statuses: S): ErrorResponses<S> {
  const out: Record<number, unknown> = {};
  for (const status of statuses) {
    out[status] = {
      description: ERROR_DESCRIPTIONS[status] ?? 'Error',
      content: { 'application/json': { schema: apiErrorSchema } },
    };
  }
  return out as ErrorResponses<S>;
}

/** Routes that need the session cookie name it as their security requirement. */
export const SESSION_SECURITY = [{ sessionCookie: [] }];

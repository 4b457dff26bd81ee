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
  403: 'Refused by the permission check, the account status or the write rules',
  404: 'Not found, or not yours to see',
  409: 'Conflicts with the current state (code not_editable, conflict, already_exists, …)',
  413: 'Body too large',
  415: 'The body is not JSON (Content-Type)',
  422: 'Refused by a business rule of the action (code command_failed, invalid_rep)',
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

/** An OpenAPI security requirement: scheme name → scopes. */
type SecurityRequirement = Record<string, string[]>;

/** Routes that need the session cookie name it as their security requirement. */
export const SESSION_SECURITY: SecurityRequirement[] = [{ sessionCookie: [] }];
/** Public routes say so (an empty requirement list: no credentials). */
export const PUBLIC_SECURITY: SecurityRequirement[] = [];
/** Routes that answer with or without a session (the loggedIn option). */
export const OPTIONAL_SESSION_SECURITY: SecurityRequirement[] = [{ sessionCookie: [] }, {}];

/**
 * For an operation that refuses nothing itself: every client error of /api has the JSON error
 * body (the OpenAPI `4XX` range).
 */
export function anyClientError() {
  return {
    '4XX': {
      description: 'Any client error answers the JSON error body',
      content: { 'application/json': { schema: apiErrorSchema } },
    },
  } as const;
}

/** The JSON error body of any other status (a 5xx is `internal_error`). */
export function otherErrors() {
  return {
    default: {
      description: 'Any other answer: the JSON error body',
      content: { 'application/json': { schema: apiErrorSchema } },
    },
  } as const;
}

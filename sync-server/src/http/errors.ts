// One JSON error shape for every 4xx/5xx the REST catalogue answers:
// { error: { code, message, issues? } }. The UI maps `code` to a translated message.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodError } from 'zod';

export interface ErrorIssue {
  path: string;
  message: string;
}

/** Mutable shapes on purpose: they must match the zod-inferred apiErrorSchema of the OpenAPI routes. */
export interface ErrorBody {
  error: {
    code: string;
    message: string;
    issues?: ErrorIssue[];
  };
}

/** A deliberate 4xx with a stable code; thrown anywhere in a handler. */
export class ApiError extends HTTPException {
  readonly code: string;
  readonly issues: readonly ErrorIssue[] | undefined;
  constructor(
    status: ContentfulStatusCode,
    code: string,
    message: string,
    issues?: readonly ErrorIssue[],
  ) {
    super(status, { message });
    this.code = code;
    this.issues = issues;
  }
}

export function errorBody(
  code: string,
  message: string,
  issues?: readonly ErrorIssue[],
): ErrorBody {
  return { error: issues?.length ? { code, message, issues: [...issues] } : { code, message } };
}

export function zodIssues(error: ZodError): ErrorIssue[] {
  return error.issues.map((i) => ({
    path: i.path.map(String).join('.') || '(body)',
    message: i.message,
  }));
}

/** Validation failure of a request part (json, query, param): a 400 naming each problem. */
export function validationFailure(error: ZodError, target: string): ApiError {
  const issues = zodIssues(error);
  const first = issues[0];
  const message = first ? `Invalid ${target}: ${first.path} ${first.message}` : `Invalid ${target}`;
  return new ApiError(400, 'invalid_request', message, issues);
}

/** The same failure answered at once (the routers' validation hook). */
export function validationError(c: Context, error: ZodError, target: string) {
  const failure = validationFailure(error, target);
  return c.json(errorBody(failure.code, failure.message, failure.issues), 400);
}

/** app.onError: known errors keep their status; anything else is logged and answered as JSON. */
export function handleError(err: Error, c: Context) {
  if (err instanceof ApiError)
    return c.json(errorBody(err.code, err.message, err.issues), err.status);
  if (err instanceof HTTPException) {
    const status = err.status;
    // hono's validator throws this for a body that is not JSON.
    if (status === 400 && /malformed json/i.test(err.message))
      return c.json(errorBody('malformed_json', 'Malformed JSON in request body'), 400);
    const code =
      status === 413
        ? 'payload_too_large'
        : status === 415
          ? 'unsupported_media_type'
          : status === 400
            ? 'bad_request'
            : status === 403
              ? 'forbidden'
              : status === 401
                ? 'unauthorized'
                : 'http_error';
    return c.json(errorBody(code, err.message || 'Request refused'), status);
  }
  if (err instanceof SyntaxError)
    return c.json(errorBody('malformed_json', 'Malformed JSON in request body'), 400);
  // A schema parse inside a handler (rather than in a route's validator) is still bad input.
  if (err instanceof ZodError) return validationError(c, err, 'request');
  console.error('[server] unexpected error', c.req.method, c.req.path, err);
  return c.json(errorBody('internal_error', 'Unexpected Server Error'), 500);
}

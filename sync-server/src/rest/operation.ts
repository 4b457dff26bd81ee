// One documented REST operation: its OpenAPI entry (operationId, summary, the session cookie,
// its answers) and a plain handler that reads the request parts with the same schemas
// (input.ts: 415 / 400 malformed_json / 400 invalid_request), 401 without a session. The
// answers are projected documents (Doc), so the handler is not bound to the answer schema's
// static type. The resource factory (resource.ts) and the product calls register through it.
import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { z } from 'zod';
import { ApiError, validationFailure } from '../http/errors.ts';
import { SESSION_SECURITY, jsonBody } from '../routes/openapi.ts';
import type { AppEnv, createRouter } from '../router.ts';
import type { SyncUser } from '../sync/policy.ts';
import { NO_BODY, declared, readRequest, type RequestParts, type RequestSchemas } from './input.ts';

export interface RestOperation<
  P extends z.ZodObject,
  Q extends z.ZodObject,
  B extends z.ZodType,
> extends RequestSchemas<P, Q, B> {
  readonly method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  readonly path: string;
  readonly operationId: string;
  readonly summary: string;
  readonly description?: string;
  readonly tag: string;
  readonly responses: RouteConfig['responses'];
  /** The body may be left out (an empty POST reads as `{}`). */
  readonly optionalBody?: boolean;
}

export type OperationHandler<P, Q, B> = (
  parts: RequestParts<P, Q, B> & { readonly user: SyncUser; readonly now: Date },
  c: Context<AppEnv>,
) => Promise<Response>;

/** Whether the request says it carries a body (a length above zero, or chunked). */
function hasBody(c: Context): boolean {
  const length = c.req.header('content-length');
  return (
    (length !== undefined && length !== '0') || c.req.header('transfer-encoding') !== undefined
  );
}

/** An absent body read as `{}`. */
function parseEmpty<B extends z.ZodType>(schema: B): z.output<B> {
  const result = schema.safeParse({});
  if (!result.success) throw validationFailure(result.error, 'json');
  return result.data;
}

/** Registers the operation's OpenAPI entry and its handler on the router. */
export function operation<P extends z.ZodObject, Q extends z.ZodObject, B extends z.ZodType>(
  router: ReturnType<typeof createRouter>,
  op: RestOperation<P, Q, B>,
  handler: OperationHandler<z.output<P>, z.output<Q>, z.output<B>>,
): void {
  router.openAPIRegistry.registerPath(
    createRoute({
      method: op.method,
      path: op.path,
      tags: [op.tag],
      operationId: op.operationId,
      summary: op.summary,
      ...(op.description ? { description: op.description } : {}),
      security: SESSION_SECURITY,
      request: {
        ...(declared(op.params) ? { params: op.params } : {}),
        ...(declared(op.query) ? { query: op.query } : {}),
        ...(declared(op.body)
          ? { body: { ...jsonBody(op.body), required: op.optionalBody !== true } }
          : {}),
      },
      responses: op.responses,
    }),
  );
  router.on(op.method.toUpperCase(), op.path.replace(/\{(\w+)\}/g, ':$1'), async (c) => {
    const user = c.get('user');
    if (!user) throw new ApiError(401, 'unauthorized', 'Please log in.');
    const empty = op.optionalBody === true && !c.req.header('content-type') && !hasBody(c);
    const parts = empty
      ? {
          ...(await readRequest(c, { params: op.params, query: op.query, body: NO_BODY })),
          body: parseEmpty(op.body),
        }
      : await readRequest(c, op);
    return handler({ ...parts, user, now: c.get('deps').now() }, c);
  });
}

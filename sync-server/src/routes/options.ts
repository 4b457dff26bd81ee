// Named option data (spec 000 §7, 001 §7): GET/POST /api/options/data/{name}.
// - loggedIn is computed from the request's session every time, never stored (public);
// - userWarningMs / userTimeoutMs answer the spec's defaults (001 §9) until an admin stores one;
// - POST stores an option (admin:users or an administrator, see API_ROUTES).
// POST /api/options/data/{libraryType}[/{orgType}] is the spec's library filter-option lookup,
// a different table entry: products-options.ts answers it for Product and assets-options.ts for
// the asset libraries (both mounted first); whatever else reaches the table's lookup entry
// here is answered as not implemented rather than stored as an option.
import { createRoute } from '@hono/zod-openapi';
import {
  KNOWN_OPTION_SCHEMAS,
  LOGGED_IN_OPTION,
  SERVER_OPTION_DEFAULTS,
  optionAnswerSchema,
  optionNameParamSchema,
  optionWriteSchema,
} from '@portal/shared';
import { eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { createRouter, type AppEnv } from '../router.ts';
import { options } from '../db/schema/index.ts';
import { errorBody, validationError } from '../http/errors.ts';
import {
  OPTIONAL_SESSION_SECURITY,
  SESSION_SECURITY,
  errorAnswers,
  jsonAnswer,
  jsonBody,
} from './openapi.ts';

const WRITE_ROUTE_PATH = '/api/options/data/:name';

const readOption = createRoute({
  method: 'get',
  operationId: 'getOptionData',
  security: OPTIONAL_SESSION_SECURITY,
  path: '/data/{name}',
  tags: ['Options'],
  summary: 'Option data by name (loggedIn is public and computed per request)',
  request: { params: optionNameParamSchema },
  responses: {
    200: jsonAnswer(optionAnswerSchema, '{ data } — loggedIn answers a boolean'),
    ...errorAnswers(400, 401, 404),
  },
});

/** Runs before the body validator: only the write route of the table reaches the handler. */
const onlyTheWriteRoute: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.get('apiRoute')?.path !== WRITE_ROUTE_PATH) {
    return c.json(
      errorBody('not_implemented', `${c.req.method} ${c.req.path} is not implemented yet`),
      404,
    );
  }
  await next();
  return undefined;
};

const writeOption = createRoute({
  method: 'post',
  operationId: 'setOptionData',
  security: SESSION_SECURITY,
  path: '/data/{name}',
  middleware: [onlyTheWriteRoute] as const,
  tags: ['Options'],
  summary: 'Store option data (admin:users or an administrator)',
  request: { params: optionNameParamSchema, body: jsonBody(optionWriteSchema) },
  responses: {
    200: jsonAnswer(optionAnswerSchema, 'The stored data'),
    ...errorAnswers(400, 401, 403, 404, 413),
  },
});

const hasDefault = (name: string): name is keyof typeof SERVER_OPTION_DEFAULTS =>
  Object.hasOwn(SERVER_OPTION_DEFAULTS, name);

export function optionRoutes() {
  const app = createRouter();

  app.openapi(readOption, async (c) => {
    const { name } = c.req.valid('param');
    if (name === LOGGED_IN_OPTION) return c.json({ data: c.get('user') !== null }, 200);
    const [row] = await c
      .get('deps')
      .db.select()
      .from(options)
      .where(eq(options.name, name))
      .limit(1);
    if (row) return c.json({ data: row.data }, 200);
    if (hasDefault(name)) return c.json({ data: SERVER_OPTION_DEFAULTS[name] }, 200);
    return c.json(errorBody('option_not_found', `No option named ${name}.`), 404);
  });

  app.openapi(writeOption, async (c) => {
    const { name } = c.req.valid('param');
    const { data } = c.req.valid('json');
    if (name === LOGGED_IN_OPTION) {
      return c.json(errorBody('option_read_only', 'loggedIn is computed, not stored.'), 400);
    }
    const rule = KNOWN_OPTION_SCHEMAS[name];
    if (rule) {
      const checked = rule.safeParse(data);
      if (!checked.success) return validationError(c, checked.error, 'json');
    }
    const { db, now: clock } = c.get('deps');
    const now = clock();
    await db
      .insert(options)
      .values({ name, data, updatedAt: now })
      .onConflictDoUpdate({ target: options.name, set: { data, updatedAt: now } });
    return c.json({ data }, 200);
  });

  return app;
}

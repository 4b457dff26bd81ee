// The Hono app: one sub-app per resource mounted with app.route(), one permission middleware
// in front of all of /api (STYLE.md §8). Tests drive it with app.request() or over HTTP.
import { OpenAPIHono } from '@hono/zod-openapi';
import type { ServerConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { errorBody, handleError, validationError } from './http/errors.ts';

export interface AppDeps {
  readonly db: Database;
  readonly config: ServerConfig;
  /** Injected clock so session expiry and throttling are testable. */
  readonly now: () => Date;
}

export type AppEnv = { Variables: { deps: AppDeps } };

/** A sub-app with the project's validation hook: every zod failure becomes a JSON 400. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) return validationError(c, result.error, result.target);
      return undefined;
    },
  });
}

export function createApp(deps: AppDeps) {
  const app = createRouter();
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  app.onError(handleError);
  app.notFound((c) =>
    c.json(errorBody('not_found', `No route for ${c.req.method} ${c.req.path}`), 404),
  );

  app.get('/api/config/version', (c) => c.json({ data: { version: deps.config.version } }));
  return app;
}

export type App = ReturnType<typeof createApp>;

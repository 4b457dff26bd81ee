// API answers are private and live (the session, loggedIn, permissions): no HTTP cache may keep
// them. The web client keeps its own in-memory GET cache (spec 000 §9 response cache).
// A handler that sets its own Cache-Control (the reference page's script) keeps it.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../router.ts';

export function noStore(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (!c.res.headers.has('cache-control')) c.header('Cache-Control', 'no-store');
  };
}

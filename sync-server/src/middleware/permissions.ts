// The one permission middleware in front of every /api route (spec 001 §6): it matches the
// request against API_ROUTES (shared/src/permissions/api-routes.ts), loads the session user,
// answers 401 when login is needed and absent, 403 when the permission check refuses, and puts
// the route and the user on the context for the handlers. A path not in the table is a 404.
import { decideApiAccess, matchApiRoute } from '@portal/shared';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../router.ts';
import {
  clearSessionCookie,
  loadSession,
  readSessionToken,
  setSessionCookie,
} from '../auth/sessions.ts';
import { toSessionUser } from '../auth/users.ts';
import { errorBody } from '../http/errors.ts';

export function permissions(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const match = matchApiRoute(c.req.method, c.req.path);
    if (!match) {
      return c.json(errorBody('not_found', `No route for ${c.req.method} ${c.req.path}`), 404);
    }
    c.set('apiRoute', match.route);

    const { db, config, now } = c.get('deps');
    const token = readSessionToken(c);
    const session = token ? await loadSession(db, config, token, now()) : null;
    if (token && !session) clearSessionCookie(c, config);
    const user = session ? toSessionUser(session.user) : null;
    c.set('session', session);
    c.set('user', user);

    const decision = decideApiAccess(user, match.route, {
      onInvalid: (invalid) =>
        // spec 001 §6: an invalid permission entry is logged as an error, then ignored.
        console.error('[permissions] invalid permission entry', user?.id, invalid),
    });
    if (decision === 'login') {
      return c.json(errorBody('unauthorized', 'Please log in.'), 401);
    }
    if (decision === 'forbidden') {
      if (token && session) setSessionCookie(c, config, token);
      return c.json(errorBody('forbidden', 'You do not have permission to do this.'), 403);
    }
    // Rolling Max-Age in step with the server's expiry. Set before the handler runs: a header
    // added to a finished response makes the Node adapter copy its body (a pull page is
    // megabytes). A handler that ends or replaces the session sets its own cookie after this
    // one, and the later Set-Cookie wins (RFC 6265 §5.3).
    if (token && session) setSessionCookie(c, config, token);
    await next();
    return undefined;
  };
}

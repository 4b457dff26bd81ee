// Cross-site request refusal: every state-changing request (POST, PUT, PATCH, DELETE) must come
// from the server's own origin (or the configured public URL), proven by the Origin header, or
// the Referer when a client sends no Origin. Browsers send Origin on such requests, so a
// request with neither is refused too; non-browser clients must send an Origin header.
// hono's csrf middleware only looks at form content types, so this is our own (OWASP
// "Verifying origin with standard headers").
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../router.ts';
import { errorBody } from '../http/errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(value: string | undefined): string | undefined {
  if (!value || value === 'null') return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

export function sameOrigin(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const allowed = new Set([new URL(c.req.url).origin]);
    const publicOrigin = originOf(c.get('deps').config.publicUrl);
    if (publicOrigin) allowed.add(publicOrigin);
    const origin = originOf(c.req.header('origin')) ?? originOf(c.req.header('referer'));
    const fetchSite = c.req.header('sec-fetch-site');
    if (!origin || !allowed.has(origin) || fetchSite === 'cross-site') {
      return c.json(errorBody('cross_site_request', 'Cross-site requests are not allowed.'), 403);
    }
    return next();
  };
}

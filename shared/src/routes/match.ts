// Path matching, redirects and guards over WEB_ROUTES (spec 000 §2, 001 §2): shared by the
// web router's guards and the server (e.g. to answer deep links).
import { checkAccess } from '../permissions/check.ts';
import type { CheckOptions } from '../permissions/check.ts';
import type { PermissionUser } from '../permissions/types.ts';
import { DEFAULT_ROUTE, WEB_ROUTES } from './table.ts';
import type { WebRoute } from './types.ts';

export interface WebRouteMatch {
  readonly route: WebRoute;
  readonly params: Readonly<Record<string, string>>;
}

interface Segment {
  readonly text: string;
  readonly param?: string;
  readonly optional?: boolean;
}

const splitPath = (path: string): string[] => path.split('/').filter((part) => part !== '');

function compile(path: string): Segment[] {
  return splitPath(path).map((text) => {
    if (!text.startsWith(':')) return { text };
    const optional = text.endsWith('?');
    return { text, param: text.slice(1, optional ? -1 : undefined), optional };
  });
}

const COMPILED: readonly (readonly [WebRoute, Segment[]])[] = WEB_ROUTES.map((route) => [
  route,
  compile(route.path),
]);

function decode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part; // a malformed escape stays as typed rather than failing the match
  }
}

/** Static segment count as the score: '/internal/wholesale' beats '/internal/:assortment_id'. */
function matchSegments(
  segments: readonly Segment[],
  parts: readonly string[],
): { params: Record<string, string>; score: number } | undefined {
  const required = segments.filter((segment) => !segment.optional).length;
  if (parts.length < required || parts.length > segments.length) return undefined;
  const params: Record<string, string> = {};
  let score = 0;
  for (const [index, segment] of segments.entries()) {
    const part = parts[index];
    if (part === undefined) continue; // only optional segments can be missing here
    if (segment.param !== undefined) {
      params[segment.param] = decode(part);
    } else if (segment.text.toLowerCase() === part.toLowerCase()) {
      score += 1; // react-router matches case-insensitively by default
    } else {
      return undefined;
    }
  }
  return { params, score };
}

/** The route a pathname opens, with its params; undefined for an unknown path. */
export function matchWebRoute(pathname: string): WebRouteMatch | undefined {
  const parts = splitPath(pathname.split(/[?#]/)[0] ?? '');
  let best: (WebRouteMatch & { score: number }) | undefined;
  for (const [route, segments] of COMPILED) {
    const found = matchSegments(segments, parts);
    if (found && (!best || found.score > best.score)) best = { route, ...found };
  }
  return best && { route: best.route, params: best.params };
}

/** Fills ':param' placeholders (dropping a missing optional one). */
export function buildWebPath(path: string, params: Readonly<Record<string, string>> = {}): string {
  const parts = compile(path).flatMap((segment) => {
    if (segment.param === undefined) return [segment.text];
    const value = params[segment.param];
    if (value === undefined) {
      if (segment.optional) return [];
      throw new Error(`Missing route parameter '${segment.param}' for ${path}`);
    }
    return [encodeURIComponent(value)];
  });
  return `/${parts.join('/')}`;
}

/**
 * spec 000 §2 / 001 §6: public routes open for everyone; every other route needs a user, and
 * an AccessCheck route also needs the check to pass. The bypass flag skips the check only.
 */
export function canOpenRoute(
  user: PermissionUser | null | undefined,
  route: WebRoute,
  opts: CheckOptions = {},
): boolean {
  if (route.auth === 'public') return true;
  if (!user) return false;
  if (route.auth === 'login') return true;
  return checkAccess(user, route.auth, opts).granted;
}

const MAX_REDIRECT_DEPTH = 8;

/**
 * Where a user asking for pathname ends up, or undefined when the path opens as it is.
 * Unknown paths and routes the user may not open go to the dashboard (spec 000 §2); a route's
 * redirect is followed, a list taking the first target the user may open.
 */
export function resolveRedirect(
  pathname: string,
  user: PermissionUser | null | undefined,
  opts: CheckOptions = {},
): string | undefined {
  const target = resolve(pathname, user, opts, 0);
  return target === pathname ? undefined : target;
}

function resolve(
  pathname: string,
  user: PermissionUser | null | undefined,
  opts: CheckOptions,
  depth: number,
): string {
  const match = matchWebRoute(pathname);
  if (!match || depth > MAX_REDIRECT_DEPTH) return DEFAULT_ROUTE;
  const { route, params } = match;
  if (!canOpenRoute(user, route, opts)) return DEFAULT_ROUTE;
  if (route.redirect === undefined) return pathname;
  const candidates = typeof route.redirect === 'string' ? [route.redirect] : route.redirect;
  for (const candidate of candidates) {
    const target = resolve(buildWebPath(candidate, params), user, opts, depth + 1);
    if (target !== DEFAULT_ROUTE) return target;
  }
  return DEFAULT_ROUTE;
}

/** spec 001 §2: after logout the user stays only on a path that needs no login. */
export function isUnauthenticatedPath(pathname: string): boolean {
  return matchWebRoute(pathname)?.route.auth === 'public';
}

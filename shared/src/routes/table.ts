// The web route access table: every route of section 2 of both spec documents.
import { ASSORTMENT_ROUTES } from './assortments.ts';
import { CONFERENCE_ROUTES, PROTOTYPE_ROUTES } from './conference.ts';
import { LIBRARY_ROUTES } from './libraries.ts';
import { ORDER_ROUTES } from './orders.ts';
import { PUBLIC_ROUTES } from './public.ts';
import { SAMPLES_AND_INTERNAL_ROUTES } from './samples-internal.ts';
import type { WebRoute } from './types.ts';

export { DEFAULT_ROUTE } from './public.ts';

export const WEB_ROUTES: readonly WebRoute[] = [
  ...PUBLIC_ROUTES,
  ...LIBRARY_ROUTES,
  ...SAMPLES_AND_INTERNAL_ROUTES,
  ...ASSORTMENT_ROUTES,
  ...ORDER_ROUTES,
  ...CONFERENCE_ROUTES,
  ...PROTOTYPE_ROUTES,
];

const BY_NAME: ReadonlyMap<string, WebRoute> = new Map(
  WEB_ROUTES.map((route) => [route.name, route]),
);

/** The route of that name; throws on an unknown name (a programming error). */
export function webRouteByName(name: string): WebRoute {
  const route = BY_NAME.get(name);
  if (!route) throw new Error(`Unknown web route name: ${name}`);
  return route;
}

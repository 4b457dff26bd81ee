// The router, built from the shared route access table (spec 000 §2, 001 §2): every route of
// WEB_ROUTES by its double-dash name, behind the one RouteGate; unknown paths go to the
// dashboard.
import { matchWebRoute } from '@portal/shared/routes/match.ts';
import { DEFAULT_ROUTE, WEB_ROUTES } from '@portal/shared/routes/table.ts';
import type { WebRoute } from '@portal/shared/routes/types.ts';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AppShell } from './AppShell.tsx';
import { RouteGate } from './RouteGate.tsx';
import { ScreenError } from './ScreenError.tsx';
import { screenFor } from './screens.tsx';

/** The route that holds the screens (where the rest of the table is patched in). */
export const SCREENS_ROUTE_ID = 'screens';

export function screenRoute(route: WebRoute): RouteObject {
  return {
    id: route.name,
    path: route.path,
    handle: { route },
    element: <RouteGate route={route} screen={screenFor(route)} />,
  };
}

/** The route tree with these screens (all of WEB_ROUTES unless given). */
export function appRoutes(screens: readonly WebRoute[] = WEB_ROUTES): RouteObject[] {
  return [
    {
      id: 'shell',
      element: <AppShell />,
      children: [
        {
          // Pathless: a failing screen shows its error inside the shell, app bar and all.
          id: SCREENS_ROUTE_ID,
          errorElement: <ScreenError />,
          children: [
            ...screens.map(screenRoute),
            { id: 'unknown', path: '*', element: <Navigate to={DEFAULT_ROUTE} replace /> },
          ],
        },
      ],
    },
  ];
}

/**
 * The router starts with only the screen the address opens: flattening and ranking all of the
 * table's routes is one long task (tens of ms on a tablet) before the first screen. The rest
 * is patched in by the first navigation react-router cannot settle with what it has (any other
 * screen, a path with parameters, an unknown path), once (decision 0007, Performance).
 */
export function createAppRouter(pathname: string = window.location.pathname) {
  const first = matchWebRoute(pathname)?.route;
  let complete = false;
  return createBrowserRouter(appRoutes(first ? [first] : []), {
    patchRoutesOnNavigation({ patch }) {
      if (complete) return;
      complete = true;
      patch(SCREENS_ROUTE_ID, WEB_ROUTES.filter((route) => route !== first).map(screenRoute));
    },
  });
}

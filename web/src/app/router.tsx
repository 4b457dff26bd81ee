// The router, built from the shared route access table (spec 000 §2, 001 §2): every route of
// WEB_ROUTES by its double-dash name, behind the one RouteGate; unknown paths go to the
// dashboard.
import { DEFAULT_ROUTE, WEB_ROUTES } from '@portal/shared/routes/table.ts';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AppShell } from './AppShell.tsx';
import { RouteGate } from './RouteGate.tsx';
import { ScreenError } from './ScreenError.tsx';
import { screenFor } from './screens.tsx';

export function appRoutes(): RouteObject[] {
  return [
    {
      id: 'shell',
      element: <AppShell />,
      children: [
        {
          // Pathless: a failing screen shows its error inside the shell, app bar and all.
          id: 'screens',
          errorElement: <ScreenError />,
          children: [
            ...WEB_ROUTES.map((route): RouteObject => ({
              id: route.name,
              path: route.path,
              handle: { route },
              element: <RouteGate route={route} screen={screenFor(route)} />,
            })),
            { id: 'unknown', path: '*', element: <Navigate to={DEFAULT_ROUTE} replace /> },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(appRoutes());
}

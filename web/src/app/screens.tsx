// Which component shows each route, by route name. Areas built by later issues add their
// screens here (lazily, so each area is its own chunk); every other route shows the
// placeholder with its title.
import type { WebRoute } from '@portal/shared/routes/types.ts';
import { lazy, type ComponentType } from 'react';
import { Dashboard } from '../features/dashboard/Dashboard.tsx';
import { FileLinkScreen } from '../features/placeholder/FileLinkScreen.tsx';
import { PlaceholderScreen } from '../features/placeholder/PlaceholderScreen.tsx';

export interface ScreenProps {
  readonly route: WebRoute;
  readonly params: Readonly<Record<string, string | undefined>>;
}

/** The dashboard shell hosts the public account routes (spec 000 §2). */
const DASHBOARD_ROUTES = [
  'dashboard',
  'ad-register',
  'confirm-email',
  'logged-out',
  'not-approved',
  'set-password',
];

const SCREENS: Readonly<Record<string, ComponentType<ScreenProps>>> = {
  ...Object.fromEntries(DASHBOARD_ROUTES.map((name) => [name, Dashboard])),
  'file--shared': FileLinkScreen,
  'file--scheduled': FileLinkScreen,
  'product--libraries--products--bulk-download': lazy(
    () => import('../features/excel-import/ExcelImportScreen.tsx'),
  ),
};

export function screenFor(route: WebRoute): ComponentType<ScreenProps> {
  return SCREENS[route.name] ?? PlaceholderScreen;
}

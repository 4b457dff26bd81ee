// The library manage screens (spec 000 §2, §4): one lazy screen for every manage status view
// and upload view; the bare …/manage routes redirect in the route table (RouteGate).
import { lazy } from 'react';
import type { RouteName } from '@portal/shared/routes/route-names.ts';
import type { ScreenMap } from '../../../app/screen-props.ts';

const ManageLibraryScreen = lazy(() => import('./ManageLibraryScreen.tsx'));

const VIEWS = ['pending', 'published', 'unpublished', 'deleted', 'upload'] as const;
const AREAS = [
  'advertising--libraries--manage--assets',
  'advertising--libraries--manage--logos',
  'global-retail--libraries--manage',
  'product--libraries--manage--documents',
  'sales--libraries--manage--step',
] as const;

/** The route names built here; one that is not in the route table fails the typecheck below. */
type ManageRoute = `${(typeof AREAS)[number]}--${(typeof VIEWS)[number]}` & RouteName;

export const LIBRARY_MANAGE_SCREENS: ScreenMap = Object.fromEntries(
  AREAS.flatMap((area) =>
    VIEWS.map((view): [ManageRoute, typeof ManageLibraryScreen] => [
      `${area}--${view}`,
      ManageLibraryScreen,
    ]),
  ),
);

// The library view screens (spec 000 §2; decision 0040): one lazy chunk for every library's
// list, landing and previewer. The manage screens are in ./manage/.
import { lazy } from 'react';
import type { ScreenComponent, ScreenMap } from '../../app/screen-props.ts';
import { LIBRARY_LANDINGS, LIBRARY_LISTS } from './libraries.ts';

const chunk = () => import('./LibraryScreens.tsx');
const List: ScreenComponent = lazy(() => chunk().then((m) => ({ default: m.LibraryListScreen })));
const Landing: ScreenComponent = lazy(() =>
  chunk().then((m) => ({ default: m.LibraryLandingScreen })),
);
const Previewer: ScreenComponent = lazy(() =>
  chunk().then((m) => ({ default: m.LibraryPreviewerScreen })),
);

const each = (names: readonly string[], screen: ScreenComponent) =>
  Object.fromEntries(names.map((name) => [name, screen])) as ScreenMap;

export const LIBRARY_VIEW_SCREENS: ScreenMap = {
  ...each(Object.keys(LIBRARY_LISTS), List),
  ...each(Object.keys(LIBRARY_LANDINGS), Landing),
  'advertising--libraries--previewer': Previewer,
};

// The sample inventory screens (spec 001 §2 /product/libraries/samples/production and /sales):
// a lazy chunk, so the grid and the form load with the screen, not with the shell. The base
// path redirects in the route table (shared routes/samples-internal.ts).
import { lazy } from 'react';
import type { ScreenMap } from '../../app/screen-props.ts';

const SampleInventoryScreen = lazy(() => import('./SampleInventoryScreen.tsx'));

export const SAMPLE_INVENTORY_SCREENS: ScreenMap = {
  'product--libraries--samples--production': SampleInventoryScreen,
  'product--libraries--samples--sales': SampleInventoryScreen,
};

// The product library's screen (spec 000 §2 /product/libraries/products): a lazy chunk, so the
// grid, the tiles and the index client load with the screen, not with the shell.
import { lazy } from 'react';
import type { ScreenMap } from '../../app/screen-props.ts';

export const PRODUCT_SCREENS: ScreenMap = {
  'product--libraries--products': lazy(() => import('./ProductsScreen.tsx')),
};

// Which component shows each route, by route name: each feature exports its screen map and
// this registry only spreads them. Every route without a screen shows the placeholder with
// its title. Recipe: web/CONTEXT.md "A new list screen".
import type { WebRoute } from '@portal/shared/routes/types.ts';
import { ASSORTMENT_SCREENS } from '../features/assortments/screens.ts';
import { COORDINATOR_ASSIGNMENT_SCREENS } from '../features/coordinator-assignments/screens.ts';
import { DASHBOARD_SCREENS } from '../features/dashboard/screens.ts';
import { EXCEL_IMPORT_SCREENS } from '../features/excel-import/screens.ts';
import { LIBRARY_MANAGE_SCREENS } from '../features/libraries/manage/screens.ts';
import { LIBRARY_VIEW_SCREENS } from '../features/libraries/screens.ts';
import { ORDER_SCREENS } from '../features/orders/screens.ts';
import { PlaceholderScreen } from '../features/placeholder/PlaceholderScreen.tsx';
import { FILE_LINK_SCREENS } from '../features/placeholder/screens.ts';
import { PRODUCT_SCREENS } from '../features/products/screens.ts';
import { SAMPLE_INVENTORY_SCREENS } from '../features/samples/screens.ts';
import type { ScreenComponent, ScreenMap } from './screen-props.ts';

export type { ScreenProps } from './screen-props.ts';

const SCREENS: ScreenMap = {
  ...DASHBOARD_SCREENS,
  ...FILE_LINK_SCREENS,
  ...EXCEL_IMPORT_SCREENS,
  ...COORDINATOR_ASSIGNMENT_SCREENS,
  ...PRODUCT_SCREENS,
  ...LIBRARY_MANAGE_SCREENS,
  ...LIBRARY_VIEW_SCREENS,
  ...SAMPLE_INVENTORY_SCREENS,
  ...ASSORTMENT_SCREENS,
  ...ORDER_SCREENS,
};

export function screenFor(route: WebRoute): ScreenComponent {
  return (SCREENS as Readonly<Record<string, ScreenComponent>>)[route.name] ?? PlaceholderScreen;
}

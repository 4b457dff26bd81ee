// The order screens (spec 001 §2 Orders): one lazy chunk for every list route (the list comes
// from the route's manage type) and one for the three detail routes (detail/).
import { lazy } from 'react';
import type { ScreenMap } from '../../app/screen-props.ts';

const OrderListScreen = lazy(() => import('./OrderListScreen.tsx'));
const OrderDetailScreen = lazy(() => import('./detail/OrderDetailScreen.tsx'));

export const ORDER_SCREENS: ScreenMap = {
  'orders--promo-orders--needs-review': OrderListScreen,
  'orders--promo-orders--reviewed': OrderListScreen,
  'orders--promo-orders--archived': OrderListScreen,
  'orders--sample-orders--sample-styles': OrderListScreen,
  'orders--sample-orders--active-orders': OrderListScreen,
  'orders--sample-orders--archived-orders': OrderListScreen,
  'orders--wholesale-orders--active': OrderListScreen,
  'orders--wholesale-orders--archived': OrderListScreen,
  'orders--wholesale-orders--drafts': OrderListScreen,
  'orders--promo-orders--details': OrderDetailScreen,
  'orders--sample-orders--details': OrderDetailScreen,
  'orders--wholesale-orders--details': OrderDetailScreen,
};

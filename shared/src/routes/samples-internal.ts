// spec 001 §2 "Sample inventory" and 000 §2 internal assortment browsing under the product
// libraries. Access per 001 §6: sampleInventory by library; internal by channel sub-role.
import { AREA_CHECKS } from '../permissions/areas.ts';
import type { InternalChannelType, WebRoute } from './types.ts';

const SAMPLES: readonly WebRoute[] = [
  {
    name: 'product--libraries--samples',
    path: '/product/libraries/samples',
    auth: 'login',
    meta: { title: 'products.routeSamplesProduction' },
    // spec 001 §2: Production if permitted, else Sales, else the dashboard (= samplesLibraryFor).
    redirect: ['/product/libraries/samples/production', '/product/libraries/samples/sales'],
  },
  {
    name: 'product--libraries--samples--production',
    path: '/product/libraries/samples/production',
    auth: AREA_CHECKS.sampleInventoryProduction,
    meta: { title: 'products.routeSamplesProduction', manageType: 'sampleInventoryProduction' },
  },
  {
    name: 'product--libraries--samples--sales',
    path: '/product/libraries/samples/sales',
    auth: AREA_CHECKS.sampleInventorySales,
    meta: { title: 'products.routeSamplesSales', manageType: 'sampleInventorySales' },
  },
];

const BASE = '/product/libraries/internal';

/** One browsing screen per channel: seasons, landing, international, domestic. */
function channelScreen(screen: string, channel: InternalChannelType, title: string): WebRoute {
  return {
    name: `product--libraries--internal--${screen}-${channel}`,
    path: `${BASE}/${screen}-${channel}`,
    auth: channel === 'wholesale' ? AREA_CHECKS.internalWholesale : AREA_CHECKS.internalRetail,
    meta: { title, manageType: 'internalAssortments', internalChannelType: channel },
  };
}

const INTERNAL_BROWSING: readonly WebRoute[] = [
  ...(['wholesale', 'retail'] as const).flatMap((channel) => [
    channelScreen('seasons', channel, 'products.routeInternalSeasons'),
    channelScreen('landing', channel, 'products.routeInternalLanding'),
    channelScreen('international', channel, 'products.routeInternalInternational'),
    channelScreen('domestic', channel, 'products.routeInternalDomestic'),
  ]),
  {
    name: 'product--libraries--internal--divider',
    path: `${BASE}/divider/:group_slug`,
    auth: AREA_CHECKS.internalAnyChannel,
    meta: { title: 'products.routeInternalDivider', manageType: 'internalAssortments' },
  },
  {
    name: 'product--libraries--internal--detail',
    path: `${BASE}/detail/:style_color_id`,
    auth: AREA_CHECKS.internalAnyChannel,
    meta: { title: 'products.routeInternalDetail', manageType: 'internalAssortments' },
  },
  {
    // spec 000 §2: the old international-seasons path redirects (target not shown: the
    // seasons screen of a channel the user holds).
    name: 'product--libraries--internal--international-seasons',
    path: `${BASE}/international-seasons`,
    auth: AREA_CHECKS.internalAnyChannel,
    meta: { title: 'products.routeInternalSeasons', manageType: 'internalAssortments' },
    redirect: [`${BASE}/seasons-wholesale`, `${BASE}/seasons-retail`],
  },
];

export const SAMPLES_AND_INTERNAL_ROUTES: readonly WebRoute[] = [...SAMPLES, ...INTERNAL_BROWSING];

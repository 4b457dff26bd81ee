// spec 000 §2 "Assortment manager (/product/assortments)": lists, internal and regular
// assortment screens, digital showroom. Access per 001 §6 / 000 §6 "Areas".
import { AREA_CHECKS } from '../permissions/areas.ts';
import type { CollectionType, RouteMeta, WebRoute } from './types.ts';

const BASE = '/product/assortments';
const manager = AREA_CHECKS.assortmentManager;
const regular = (title: string, extra: Partial<RouteMeta> = {}): RouteMeta => ({
  title,
  manageType: 'assortments',
  ...extra,
});

function list(
  segment: string,
  name: string,
  collectionType: CollectionType,
  title: string,
): WebRoute {
  return {
    name: `assortment-manager--${name}`,
    path: `${BASE}/${segment}`,
    auth: manager,
    meta: regular(title, { collectionType }),
  };
}

const LISTS: readonly WebRoute[] = [
  {
    name: 'assortment-manager',
    path: BASE,
    auth: 'login',
    meta: regular('products.routeQuickAccess'),
    // spec 000 §2: defaults to quick-access; users without regular assortments go to the
    // first internal or seasons screen they hold (our addition), else the dashboard.
    redirect: [
      `${BASE}/quick-access`,
      `${BASE}/internal/wholesale`,
      `${BASE}/internal/retail`,
      `${BASE}/seasons/manage`,
    ],
  },
  list('quick-access', 'quick-access', 'quickAccess', 'products.routeQuickAccess'),
  list('all', 'all-assortments', 'all', 'products.routeAllAssortments'),
  list('recent', 'recent', 'recent', 'products.routeRecentAssortments'),
  list('starred', 'starred', 'starred', 'products.routeStarredAssortments'),
  list('scheduled', 'scheduled', 'scheduled', 'products.routeScheduledAssortments'),
  list('archived', 'archived', 'archived', 'products.routeArchivedAssortments'),
  {
    name: 'assortment-manager--reporting',
    path: `${BASE}/reporting`,
    auth: manager,
    meta: regular('products.routeReporting'),
  },
  {
    name: 'assortment-manager--seasons-manage',
    path: `${BASE}/seasons/manage`,
    auth: AREA_CHECKS.seasonsManagement,
    meta: { title: 'products.routeSeasonsManage', manageType: 'seasonsManager' },
  },
  {
    name: 'assortment-manager--internal-wholesale',
    path: `${BASE}/internal/wholesale`,
    auth: AREA_CHECKS.internalWholesale,
    meta: {
      title: 'products.routeInternalWholesale',
      manageType: 'internalAssortments',
      internalChannelType: 'wholesale',
    },
  },
  {
    name: 'assortment-manager--internal-retail',
    path: `${BASE}/internal/retail`,
    auth: AREA_CHECKS.internalRetail,
    meta: {
      title: 'products.routeInternalRetail',
      manageType: 'internalAssortments',
      internalChannelType: 'retail',
    },
  },
];

const INTERNAL_ID = `${BASE}/internal/:assortment_id`;
const internalMeta = (title: string): RouteMeta => ({ title, manageType: 'internalAssortments' });

const INTERNAL: readonly WebRoute[] = [
  {
    name: 'assortment-manager--internal',
    path: INTERNAL_ID,
    auth: AREA_CHECKS.internalAnyChannel,
    meta: internalMeta('products.routeAssortment'),
    redirect: `${INTERNAL_ID}/manage`,
  },
  ...(
    [
      ['manage', 'products.routeAssortment'],
      ['sort', 'products.routeAssortmentSort'],
      ['export', 'products.routeAssortmentExport'],
    ] as const
  ).map(([child, title]): WebRoute => ({
    name: `assortment-manager--internal--${child}`,
    path: `${INTERNAL_ID}/${child}`,
    auth: AREA_CHECKS.internalAnyChannel,
    meta: internalMeta(title),
  })),
];

const ASSORTMENT_ID = `${BASE}/assortment/:assortment_id`;

const REGULAR: readonly WebRoute[] = [
  {
    name: 'assortment-manager--assortment',
    path: ASSORTMENT_ID,
    auth: manager,
    meta: regular('products.routeAssortment'),
    redirect: `${ASSORTMENT_ID}/manage`,
  },
  ...(
    [
      ['manage', 'products.routeAssortment'],
      ['sort', 'products.routeAssortmentSort'],
      ['export', 'products.routeAssortmentExport'],
      ['showroom-config', 'products.routeShowroomConfig'],
      ['create-order', 'products.routeCreateOrder'],
      ['showroom', 'products.routeShowroom'],
      ['showroom/divider/:group_slug', 'products.routeShowroomDivider'],
      ['showroom/detail/:style_color_id', 'products.routeShowroomDetail'],
    ] as const
  ).map(([child, title]): WebRoute => ({
    name: `assortment-manager--assortment--${child.replace(/\/:[a-z_]+$/, '').replace('/', '--')}`,
    path: `${ASSORTMENT_ID}/${child}`,
    auth: manager,
    meta: regular(title),
  })),
];

export const ASSORTMENT_ROUTES: readonly WebRoute[] = [...LISTS, ...INTERNAL, ...REGULAR];

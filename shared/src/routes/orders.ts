// spec 001 §2 "Orders": every path of the table, with the route meta of §2 and the access
// of §6 "Areas". The detail parameter is orderNumber (also called orderId in the spec).
import { AREA_CHECKS } from '../permissions/areas.ts';
import type { WebRoute } from './types.ts';

const promo = { orderType: 'SampleOrder', orderSubtype: 'promo' } as const;
const sample = { orderType: 'SampleOrder', orderSubtype: 'sample' } as const;
const wholesale = { orderType: 'WholesaleOrder' } as const;

export const ORDER_ROUTES: readonly WebRoute[] = [
  {
    name: 'orders--coordinator-assignments',
    path: '/orders/coordinator-assignments',
    auth: AREA_CHECKS.coordinatorAssignments,
    meta: { title: 'orders.routeCoordinatorAssignments' },
  },
  {
    name: 'orders--promo-orders--needs-review',
    path: '/orders/promos/needs-review',
    auth: AREA_CHECKS.promoOrders,
    meta: {
      title: 'orders.routePromoNeedsReview',
      manageType: 'promoNeedsReview',
      ...promo,
      allowCoordinatorChange: false,
    },
  },
  {
    name: 'orders--promo-orders--reviewed',
    path: '/orders/promos/reviewed',
    auth: AREA_CHECKS.promoOrders,
    meta: {
      title: 'orders.routePromoReviewed',
      manageType: 'promoReviewed',
      ...promo,
      allowCoordinatorChange: true,
    },
  },
  {
    name: 'orders--promo-orders--archived',
    path: '/orders/promos/archived',
    auth: AREA_CHECKS.promoOrders,
    meta: {
      title: 'orders.routePromoArchived',
      manageType: 'promoArchived',
      ...promo,
      allowCoordinatorChange: true,
    },
  },
  {
    name: 'orders--promo-orders--details',
    path: '/orders/promos/order/:orderNumber',
    auth: AREA_CHECKS.promoOrders,
    meta: { title: 'orders.routePromoDetails', manageType: 'promoDetails', ...promo },
  },
  {
    name: 'orders--sample-orders--sample-styles',
    path: '/orders/samples/sample-styles',
    auth: AREA_CHECKS.sampleCoordinator,
    meta: {
      title: 'orders.routeSampleStyles',
      manageType: 'sampleStyles',
      ...sample,
      allowCoordinatorChange: false,
    },
  },
  {
    name: 'orders--sample-orders--active-orders',
    path: '/orders/samples/active-orders',
    auth: AREA_CHECKS.sampleOrders,
    meta: {
      title: 'orders.routeSampleActive',
      manageType: 'sampleActiveOrders',
      ...sample,
      allowCoordinatorChange: true,
    },
  },
  {
    name: 'orders--sample-orders--archived-orders',
    path: '/orders/samples/archived-orders',
    auth: AREA_CHECKS.sampleOrders,
    meta: {
      title: 'orders.routeSampleArchived',
      manageType: 'sampleArchivedOrders',
      ...sample,
      allowCoordinatorChange: true,
    },
  },
  {
    name: 'orders--sample-orders--details',
    path: '/orders/samples/order/:orderNumber',
    auth: AREA_CHECKS.sampleOrders,
    meta: { title: 'orders.routeSampleDetails', manageType: 'sampleDetails', ...sample },
  },
  {
    name: 'orders--wholesale-orders--active',
    path: '/orders/wholesale/active',
    auth: AREA_CHECKS.wholesaleOrders,
    meta: {
      title: 'orders.routeWholesaleActive',
      manageType: 'wholesaleDraftOrders',
      ...wholesale,
    },
  },
  {
    name: 'orders--wholesale-orders--archived',
    path: '/orders/wholesale/archived',
    auth: AREA_CHECKS.wholesaleOrders,
    meta: {
      title: 'orders.routeWholesaleArchived',
      manageType: 'wholesaleArchivedOrders',
      ...wholesale,
    },
  },
  {
    name: 'orders--wholesale-orders--details',
    path: '/orders/wholesale/order/:orderNumber',
    auth: AREA_CHECKS.wholesaleOrders,
    meta: { title: 'orders.routeWholesaleDetails', manageType: 'wholesaleDetails', ...wholesale },
  },
  {
    // spec 001 §2/§4: target after a successful wholesale submit; the draft orders live in
    // the "draft and active" list, so it lands there.
    name: 'orders--wholesale-orders--drafts',
    path: '/orders/wholesale/drafts',
    auth: AREA_CHECKS.wholesaleOrders,
    meta: {
      title: 'orders.routeWholesaleActive',
      manageType: 'wholesaleDraftOrders',
      ...wholesale,
    },
    redirect: '/orders/wholesale/active',
  },
];

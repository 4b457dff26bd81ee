// spec 001 §3/§7: notification types are the order kinds (/notifications/{type}/…). A user
// "has" a type when they may open that kind's order detail route (spec 001 §2, §6): the same
// access check as the link a notification carries, so the drawer never offers a tab whose
// links would send the user back to the dashboard. No RxDB, no zod: the app bar imports this.
import type { PermissionUser } from '@portal/shared/permissions/types.ts';
import { ORDER_KINDS, type OrderKind } from '@portal/shared/orders/enums.ts';
import { buildWebPath, canOpenRoute } from '@portal/shared/routes/match.ts';
import { ORDER_ROUTES } from '@portal/shared/routes/orders.ts';
import type { RouteName } from '@portal/shared/routes/route-names.ts';
import type { WebRoute } from '@portal/shared/routes/types.ts';

export type NotificationType = OrderKind;

/** The order detail route of each type (spec 001 §2 Orders). */
export const ORDER_DETAIL_ROUTES = {
  sample: 'orders--sample-orders--details',
  promo: 'orders--promo-orders--details',
  wholesale: 'orders--wholesale-orders--details',
} as const satisfies Record<NotificationType, RouteName>;

function detailRoute(type: NotificationType): WebRoute {
  const route = ORDER_ROUTES.find((r) => r.name === ORDER_DETAIL_ROUTES[type]);
  if (!route) throw new Error(`No order detail route for ${type}`);
  return route;
}

/** The notification types of a user, in the spec's order (sample, promo, wholesale). */
export function notificationTypesFor(
  user: PermissionUser | null | undefined,
): readonly NotificationType[] {
  return ORDER_KINDS.filter((type) => canOpenRoute(user, detailRoute(type)));
}

/** The detail page of the order a notification is about, e.g. `/orders/promos/order/1042`. */
export function orderPath(type: NotificationType, orderNumber: number): string {
  return buildWebPath(detailRoute(type).path, { orderNumber: String(orderNumber) });
}

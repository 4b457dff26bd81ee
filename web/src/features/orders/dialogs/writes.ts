// The order dialogs' device writes (spec 001 §2 New / Edit; offline-first): a new DRAFT is a
// device insert, an edit an incremental patch of the changed header fields, and the header
// reviewed before Duplicate / Reactivate is patched onto the copy once the server's copy
// reaches the device. The rules are shared (`@portal/shared/orders/order-form.ts`).
import type { Order, OrderKind } from '@portal/shared';
import {
  newOrderDocument,
  orderHeaderPatch,
  type NewOrderContext,
  type OrderFormValues,
  type OrderHeaderContext,
} from '@portal/shared/orders/order-form.ts';
import { buildWebPath } from '@portal/shared/routes/match.ts';
import { webRouteByName } from '@portal/shared/routes/table.ts';
import { insertDocuments, patchDocuments } from '../../../db/actions.ts';
import type { DevicePatchOf } from '../../../db/device-docs.ts';
import { ORDER_DETAIL_ROUTES } from '../../notifications/notification-types.ts';

/**
 * The detail page of an order: by its number, or by its id while it has none (a draft made
 * offline gets its number from the server).
 */
export function orderDetailPath(
  kind: OrderKind,
  order: Pick<Order, 'id'> & { readonly orderNumber?: number | undefined },
): string {
  const route = webRouteByName(ORDER_DETAIL_ROUTES[kind]);
  return buildWebPath(route.path, { orderNumber: String(order.orderNumber ?? order.id) });
}

/** Inserts the new DRAFT on the device; resolves with its id. */
export async function createOrder(
  kind: OrderKind,
  form: OrderFormValues,
  ctx: NewOrderContext,
): Promise<string> {
  await insertDocuments('orders', newOrderDocument(kind, form, ctx));
  return ctx.id;
}

/** Patches what changed; false when nothing did. */
export async function saveOrderEdit(
  order: Order,
  form: OrderFormValues,
  ctx: OrderHeaderContext,
): Promise<boolean> {
  const patch = orderHeaderPatch(order, form, { ...ctx, now: new Date().toISOString() });
  if (!patch) return false;
  await patchDocuments('orders', order.id, patch as DevicePatchOf<'orders'>);
  return true;
}

const COPY_WAIT_MS = 500;
const COPY_TRIES = 20;

/**
 * The reviewed header onto the server's copy (Duplicate / Reactivate): the copy arrives by the
 * sync after the command ran, so this waits for it a little (about 10 s) before giving up.
 */
export async function patchCopy(
  copyId: string,
  source: Order,
  form: OrderFormValues,
  ctx: OrderHeaderContext,
): Promise<boolean> {
  const patch = orderHeaderPatch(source, form, { ...ctx, now: new Date().toISOString() });
  if (!patch) return true;
  for (let i = 0; i < COPY_TRIES; i++) {
    const written = await patchDocuments('orders', copyId, patch as DevicePatchOf<'orders'>).catch(
      () => [] as readonly string[],
    );
    if (written.length > 0) return true;
    await new Promise((resolve) => setTimeout(resolve, COPY_WAIT_MS));
  }
  return false;
}

// Deleting orders from a list (spec 001 §4 "Deletion": DRAFT orders; in the wholesale list
// DRAFT and PENDING), after the confirmation prompt of spec 000 §4, then the toast 'Order
// Deleted' (§8). A delete is a tombstone written on the device; the sync pushes it, so it
// works offline. The server also requires the order's requester (sync-server policies/
// orders.ts), so the list offers the delete only on the user's own orders: anything else
// would come back refused.
import { isOrderDeletable, sameUserCode, type OrderKind } from '@portal/shared';
import { removeDocuments } from '../../db/actions.ts';
import { confirmAction } from '../../ui/confirm/confirm-store.ts';
import { showToast, SUCCESS_TOAST_MS } from '../../ui/toasts/queue.ts';
import type { UiText } from '../../ui/text.ts';
import type { OrderRow } from './columns.ts';

type Deletable = Pick<OrderRow, 'status' | 'requesterCode'>;

/** Whether every row may be deleted from a list of this kind by this user. */
export function canDeleteOrders(
  rows: readonly Deletable[],
  listKind: OrderKind,
  userCode: string,
): boolean {
  return (
    rows.length > 0 &&
    rows.every(
      (row) => isOrderDeletable(row, listKind) && sameUserCode(row.requesterCode, userCode),
    )
  );
}

/** spec 000 §4, §8: 'You are about to delete …' naming one order, or counting several. */
function confirmDeleteOrders(rows: readonly OrderRow[]): Promise<boolean> {
  const [only] = rows;
  const title: UiText =
    rows.length === 1 && only
      ? only.orderNumber === undefined
        ? { id: 'msgCodes.orderLists.deleteDraft' }
        : { id: 'msgCodes.orderLists.deleteOne', values: { number: String(only.orderNumber) } }
      : { id: 'msgCodes.orderLists.deleteMany', values: { count: rows.length } };
  return confirmAction({
    title,
    description: { id: 'msgCodes.orderLists.deleteWarning' },
    labelYes: { id: 'buttons.orderLists.delete' },
    labelNo: { id: 'buttons.cancel' },
    tone: 'danger',
  });
}

/** Asks, then removes the orders. Resolves true when they were removed. */
export async function deleteOrders(rows: readonly OrderRow[]): Promise<boolean> {
  if (rows.length === 0 || !(await confirmDeleteOrders(rows))) return false;
  await removeDocuments(
    'orders',
    rows.map((row) => row.id),
  );
  showToast(
    'success',
    { id: 'msgCodes.orderLists.deleted', values: { count: rows.length } },
    { timeout: SUCCESS_TOAST_MS },
  );
  return true;
}

// The order's actions (spec 001 §4 "Order actions", §8 Orders messages): Submit, Mark Complete,
// Approve, Deny, Duplicate, Reactivate, Archive (§1; decision 0074: a finished order → ARCHIVED,
// 'Order Archived') — each only when shared `availableOrderActions` offers it
// to this user. Each is a server command (sync-server commands/orders.ts), written to the
// device's outbox and executed once when it reaches the server, so it works offline: the chip
// shows it queued, sending, done or refused (the order's pending commands survive a reload).
// Outcomes: 'Order Rejected' listing 'style/color: message' (persistent), a wholesale submit
// goes to /orders/wholesale/drafts, 'Order Duplicated' / 'Order Reactivated' with the customer.
// Duplicate and Reactivate open the header dialog first (001 §2 dialogs, ../dialogs/): the
// reviewed header is patched onto the copy once it reaches the device.
import {
  availableOrderActions,
  submitBlock,
  type CommandType,
  type Order,
  type OrderAction,
} from '@portal/shared';
import type { OrderFormValues, OrderHeaderContext } from '@portal/shared/orders/order-form.ts';
import { webRouteByName } from '@portal/shared/routes/table.ts';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { runCommand, type CommandOutcome } from '../../../db/actions.ts';
import { useCommandStatus, useLiveQuery } from '../../../db/hooks.ts';
import { CommandStatusChip } from '../../../ui/commands/CommandStatusChip.tsx';
import { confirmAction } from '../../../ui/confirm/confirm-store.ts';
import { showToast, SUCCESS_TOAST_MS } from '../../../ui/toasts/queue.ts';
import { OrderFormDialog } from '../dialogs/OrderFormDialog.tsx';
import type { OrderUser } from '../dialogs/person.ts';
import { patchCopy } from '../dialogs/writes.ts';

const COMMAND: Record<OrderAction, CommandType> = {
  submit: 'order.submit',
  markComplete: 'order.markComplete',
  approve: 'order.approve',
  deny: 'order.deny',
  duplicate: 'order.duplicate',
  reactivate: 'order.reactivate',
  archive: 'order.archive',
};
const ORDER_COMMANDS = Object.values(COMMAND);
const ACTION_OF = new Map(
  Object.entries(COMMAND).map(([action, type]) => [type, action as OrderAction]),
);

/** Actions that ask first (spec 000 §4 prompt): they cannot be taken back. Duplicate and
 * Reactivate ask through the header dialog instead. */
const ASKS: Partial<Record<OrderAction, string>> = {
  deny: 'msgCodes.orderDetail.confirmDeny',
};
type Copying = 'duplicate' | 'reactivate';
const isCopy = (action: OrderAction): action is Copying =>
  action === 'duplicate' || action === 'reactivate';

/** The header reviewed in the dialog before a copy. */
interface Review {
  readonly form: OrderFormValues;
  readonly ctx: OrderHeaderContext;
}

export interface OrderActionsBarProps {
  readonly order: Order;
  readonly user: OrderUser;
  /** The lead's extra toolbar items (Print, comments, history: detail-extras/). */
  readonly extras?: ReactNode;
}

/** The order's commands still waiting for the server (written here or before a reload). */
function usePendingCommands(orderId: string): readonly PendingCommand[] {
  const query = useMemo(
    () => ({ selector: { status: 'pending', type: { $in: ORDER_COMMANDS } }, limit: 50 }),
    [],
  );
  const { docs } = useLiveQuery('commands', query as never);
  return docs
    .filter((doc) => doc.payload.orderId === orderId)
    .map((doc) => ({ id: doc.id, type: doc.type as CommandType }));
}

interface PendingCommand {
  readonly id: string;
  readonly type: CommandType;
}

/**
 * A command written before the page was reloaded (offline, say): its outcome is announced when
 * it reaches the device, as for one run here — a wholesale submit still lands on drafts.
 */
function EarlierOutcome({
  command,
  order,
  leave,
}: {
  readonly command: PendingCommand;
  readonly order: Order;
  readonly leave: () => void;
}) {
  const { command: view } = useCommandStatus(command.id);
  const announced = useRef(false);
  const action = ACTION_OF.get(command.type);
  useEffect(() => {
    if (announced.current || !action || !view) return;
    if (view.state !== 'done' && view.state !== 'refused') return;
    announced.current = true;
    const result = view.result ? { result: view.result } : {};
    announce(
      action,
      order,
      view.state === 'done'
        ? { state: 'done', ...result }
        : { state: 'refused', ...(view.message ? { message: view.message } : {}), ...result },
      leave,
    );
  }, [action, view, order, leave]);
  return null;
}

function announce(action: OrderAction, order: Order, end: CommandOutcome, leave: () => void) {
  const name = order.customer ? `${order.customer.name} (${order.customer.id})` : 'none';
  if (end.state === 'refused') {
    const errors = end.result?.errors ?? [];
    const message = end.message ?? end.result?.message ?? '';
    if (action === 'submit') {
      // 001 §8: a persistent 'Order Rejected' listing each error as 'style/color: message'.
      showToast(
        'error',
        { id: 'msgCodes.orders.orderRejected' },
        { persist: true, detail: { text: errors.length > 0 ? errors.join('\n') : message } },
      );
    } else {
      // 001 §8: a failed action (mark complete among them) stays until closed.
      showToast(
        'error',
        { id: `msgCodes.orderDetail.failed.${action}` },
        { persist: true, detail: { text: message } },
      );
    }
    return;
  }
  if (action === 'submit' && order.type === 'wholesale') leave();
  const done = `msgCodes.orderDetail.done.${action}`;
  showToast('success', { id: done, values: { name } }, { timeout: SUCCESS_TOAST_MS });
}

export function OrderActionsBar({ order, user, extras }: OrderActionsBarProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const actions = availableOrderActions(order, user);
  const blocked = submitBlock(order);
  const pending = usePendingCommands(order.id);
  const [started, setStarted] = useState<readonly string[]>([]);
  const [busy, setBusy] = useState(false);
  const [reviewing, setReviewing] = useState<Copying | null>(null);
  const leave = useCallback(
    () => void navigate(webRouteByName('orders--wholesale-orders--drafts').path),
    [navigate],
  );
  // Commands seen pending on this page but not run here: written before a reload. Kept in
  // state while rendering (React's "adjusting state on a prop change"); while a command is being
  // written here its id is not yet in `started`.
  const [earlier, setEarlier] = useState<readonly PendingCommand[]>([]);
  const fresh = busy
    ? []
    : pending.filter((c) => !started.includes(c.id) && !earlier.some((e) => e.id === c.id));
  if (fresh.length > 0) setEarlier([...earlier, ...fresh]);

  const run = async (action: OrderAction, review?: Review) => {
    if (action === 'submit' && blocked) {
      showToast('error', { id: `msgCodes.orderDetail.submitBlock.${blocked}` });
      return;
    }
    if (isCopy(action) && !review) {
      setReviewing(action);
      return;
    }
    const ask = ASKS[action];
    if (
      ask &&
      !(await confirmAction({
        title: { id: ask, values: { number: String(order.orderNumber ?? '') } },
        labelYes: { id: `buttons.orderDetail.${action}` },
        labelNo: { id: 'buttons.cancel' },
        ...(action === 'deny' ? { tone: 'danger' as const } : {}),
      }))
    ) {
      return;
    }
    setBusy(true);
    try {
      const newOrderId = crypto.randomUUID();
      const payload = isCopy(action) ? { orderId: order.id, newOrderId } : { orderId: order.id };
      const { id, outcome } = await runCommand(COMMAND[action], payload as never);
      setStarted((ids) => [...ids, id]);
      void outcome.then((end) => {
        announce(action, order, end, leave);
        if (review && end.state !== 'refused')
          void patchCopy(newOrderId, order, review.form, review.ctx);
      });
    } catch {
      showToast('error', { id: 'msgCodes.orderDetail.saveFailed' });
    } finally {
      setBusy(false);
    }
  };

  const chips = [...new Set([...pending.map((c) => c.id), ...started.slice(-1)])];
  return (
    <div
      className="od-actions"
      role="toolbar"
      aria-label={intl.formatMessage({ id: 'labels.orderDetail.actions' })}
    >
      {actions.map((action) => (
        <Button
          key={action}
          className={`btn ${action === 'deny' ? 'btn-danger' : action === 'submit' || action === 'approve' ? 'btn-primary' : 'btn-secondary'}`}
          onPress={() => void run(action)}
          isDisabled={busy || pending.length > 0 || (action === 'submit' && blocked !== null)}
        >
          <FormattedMessage id={`buttons.orderDetail.${action}`} />
        </Button>
      ))}
      {actions.includes('submit') && blocked && (
        <span className="od-note" role="note">
          <FormattedMessage id={`msgCodes.orderDetail.submitBlock.${blocked}`} />
        </span>
      )}
      {chips.map((id) => (
        <CommandStatusChip key={id} commandId={id} />
      ))}
      {earlier.map((command) => (
        <EarlierOutcome key={command.id} command={command} order={order} leave={leave} />
      ))}
      {reviewing && (
        <OrderFormDialog
          action={reviewing}
          kind={order.type}
          order={order}
          email={user.email}
          onClose={() => setReviewing(null)}
          onSubmit={(form, ctx) => run(reviewing, { form, ctx })}
        />
      )}
      {/* The comments drawer and the print view (OrderDetailScreen's `toolbarExtras`). */}
      {extras}
    </div>
  );
}

// One order (spec 001 §2 "/orders/{promos|samples|wholesale}/order/{orderNumber}"): found on
// the device by its kind and number, live (a local write, a pull, a command's outcome show at
// once), with its header, actions and lines. Editable exactly when shared `isOrderEditable`
// says so (§4); everything reads and writes the device, so it works offline. A draft made
// offline has no number yet: a parameter that is not a whole number is the order's id.
import { isOrderEditable, type Order, type OrderKind } from '@portal/shared';
import type { WebRoute } from '@portal/shared/routes/types.ts';
import { useMemo, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLiveQuery } from '../../../db/hooks.ts';
import { useOnline } from '../../../ui/useOnline.ts';
import { useUnreadOfType } from '../../notifications/useUnread.ts';
import { EditOrderButton } from '../dialogs/EditOrderButton.tsx';
import type { OrderUser } from '../dialogs/person.ts';
import { OrderNotificationsButton } from '../OrderNotificationsButton.tsx';
import { OrderActionsBar } from './OrderActionsBar.tsx';
import { OrderHeader } from './OrderHeader.tsx';
import { OrderLines } from './OrderLines.tsx';
import { OrderMissing } from './OrderMissing.tsx';
import './order-detail.css';

export interface OrderDetailProps {
  readonly route: WebRoute;
  readonly kind: OrderKind;
  /** The route's parameter, as typed in the address. */
  readonly orderNumber: string | undefined;
  readonly user: OrderUser;
  /** Toolbar items beside the actions: the comments drawer and the print view. */
  readonly toolbarExtras?: (order: Order) => ReactNode;
  /** Panels under the lines: the promo approval history. */
  readonly panels?: (order: Order) => ReactNode;
}

/** The route's number: a whole positive number, else no order can match. */
function numberOf(text: string | undefined): number | null {
  return text && /^\d{1,15}$/.test(text) ? Number(text) : null;
}

/** By number when the parameter is a whole number, else by id (an offline draft). */
export function orderParamSelector(kind: OrderKind, param: string | undefined) {
  const orderNumber = numberOf(param);
  if (orderNumber !== null) return { type: kind, orderNumber };
  return param ? { type: kind, id: param } : { type: kind, orderNumber: -1 };
}

export function OrderDetail(props: OrderDetailProps) {
  const { route, kind, user } = props;
  const online = useOnline();
  const param = props.orderNumber;
  const query = useMemo(
    () => ({ selector: orderParamSelector(kind, param), limit: 1 }),
    [kind, param],
  );
  const { docs, loading } = useLiveQuery('orders', query);
  // spec 001 §2: the toolbar's Notifications action, with the order kind's unread count.
  const unread = useUnreadOfType(user, kind);
  const order = (docs[0] ?? null) as Order | null;
  if (!order) {
    return <OrderMissing route={route} orderNumber={param} loading={loading && !!param} />;
  }
  const editable = isOrderEditable(order, user);
  return (
    <section className="od-screen" aria-labelledby="od-title">
      <header className="od-header">
        <h1 id="od-title" className="od-title">
          <FormattedMessage
            id={`labels.orderDetail.title.${kind}`}
            values={{ number: String(order.orderNumber ?? '') }}
          />
        </h1>
        {!editable && (
          <span className="od-note" role="note" data-testid="order-read-only">
            <FormattedMessage id="labels.orderDetail.readOnly" />
          </span>
        )}
        {!online && (
          <span className="od-note" role="status">
            <FormattedMessage id="labels.orderDetail.offline" />
          </span>
        )}
        <OrderActionsBar
          order={order}
          user={user}
          extras={
            <>
              <OrderNotificationsButton kind={kind} count={unread.count} />
              {editable && <EditOrderButton order={order} user={user} />}
              {props.toolbarExtras?.(order)}
            </>
          }
        />
      </header>
      <OrderHeader key={order.id} order={order} editable={editable} />
      <OrderLines
        key={`${order.id}:${String(editable)}`}
        order={order}
        user={user}
        editable={editable}
      />
      {props.panels?.(order)}
    </section>
  );
}

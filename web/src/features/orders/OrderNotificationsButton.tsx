// spec 001 §2: order toolbars carry a Notifications drawer action with an unread indicator
// (§4: 'New' counts as unread; the count shows 0–9, then '9+'). The recipe of
// features/notifications/CONTEXT.md: the caller reads `useUnreadOfType(user, kind)` (the order
// list also waits for it before it picks the coordinator) and passes the count; the button
// opens the one drawer the app bar hosts, and focus returns here when it closes.
import type { OrderKind } from '@portal/shared';
import { noticeCountLabel } from '@portal/shared/constants.ts';
import { FormattedMessage, useIntl } from 'react-intl';
import { Icon } from '../../ui/icons.tsx';
import {
  openNotificationsDrawer,
  useNotificationsDrawerOpen,
} from '../notifications/drawer-state.ts';
import './order-notifications.css';

export interface OrderNotificationsButtonProps {
  /** The order kind is the notification type (notification-types.ts). */
  readonly kind: OrderKind;
  /** Unread notifications of that type; 0 while loading. */
  readonly count: number;
}

export function OrderNotificationsButton({ kind, count }: OrderNotificationsButtonProps) {
  const intl = useIntl();
  const open = useNotificationsDrawerOpen();
  return (
    <button
      type="button"
      className="btn btn-secondary order-notices"
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-label={intl.formatMessage(
        { id: 'labels.orderLists.notificationsUnread' },
        { kind, count },
      )}
      onClick={openNotificationsDrawer}
      data-testid="order-notifications"
      data-count={count}
    >
      <Icon name="bell" />
      <FormattedMessage id="buttons.orderLists.notifications" />
      {count > 0 && (
        <span className="order-notices-badge" data-testid="order-notifications-badge">
          {noticeCountLabel(count)}
        </span>
      )}
    </button>
  );
}

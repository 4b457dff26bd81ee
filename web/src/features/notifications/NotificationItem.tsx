// One notification in the drawer (spec 001 §3, §4): title, message, the order it is about (a
// link to its detail page), when it came and its state; unread ones can be chosen for the
// batch and marked Read on their own. Every control is a 44 px touch target.
import { Button, Checkbox } from 'react-aria-components';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { DeviceDocOf } from '../../db/device-docs.ts';
import { Icon } from '../../ui/icons.tsx';
import { orderPath } from './notification-types.ts';

interface Props {
  readonly notification: DeviceDocOf<'notifications'>;
  readonly selected: boolean;
  readonly busy: boolean;
  readonly onSelect: (selected: boolean) => void;
  readonly onMarkRead: () => void;
  readonly onNavigate: () => void;
}

export function NotificationItem({
  notification: n,
  selected,
  busy,
  onSelect,
  onMarkRead,
  onNavigate,
}: Props) {
  const intl = useIntl();
  const unread = n.state === 'New';
  const title =
    n.title ??
    (n.orderNumber !== undefined
      ? intl.formatMessage(
          { id: 'orders.notificationsOrder' },
          { orderNumber: String(n.orderNumber) },
        )
      : intl.formatMessage({ id: `enums.notificationType.${n.notificationType}` }));
  const markLabel = intl.formatMessage({ id: 'orders.notificationsMarkOne' }, { title });
  return (
    <li
      className={unread ? 'notice notice-unread' : 'notice'}
      data-testid="notification"
      data-id={n.id}
      data-state={n.state}
    >
      {unread ? (
        <Checkbox
          className="notices-check"
          isSelected={selected}
          onChange={onSelect}
          aria-label={intl.formatMessage({ id: 'orders.notificationsSelect' }, { title })}
        >
          <span className="notices-box" aria-hidden="true">
            <Icon name="check" size={16} />
          </span>
        </Checkbox>
      ) : (
        <span className="notices-check" aria-hidden="true" />
      )}
      <div className="notice-body">
        <p className="notice-title">{title}</p>
        {n.message && <p className="notice-message">{n.message}</p>}
        <p className="notice-meta">
          {n.orderNumber !== undefined && (
            <Link
              className="notice-order"
              to={orderPath(n.notificationType, n.orderNumber)}
              onClick={onNavigate}
            >
              <FormattedMessage
                id="orders.notificationsOrder"
                values={{ orderNumber: String(n.orderNumber) }}
              />
            </Link>
          )}
          {n.createdDate && (
            <time dateTime={n.createdDate}>
              <FormattedDate value={n.createdDate} dateStyle="medium" timeStyle="short" />
            </time>
          )}
          <span className={unread ? 'notice-state notice-state-new' : 'notice-state'}>
            <FormattedMessage id={`enums.notificationState.${n.state}`} />
          </span>
        </p>
      </div>
      {unread && (
        <Button
          className="btn btn-ghost btn-icon notice-read"
          isDisabled={busy}
          onPress={onMarkRead}
          aria-label={markLabel}
          data-testid="notification-mark-read"
        >
          {/* The check alone may not say what it does: its name shows on hover too. */}
          <span className="notice-read-icon" title={markLabel}>
            <Icon name="check" />
          </span>
        </Button>
      )}
    </li>
  );
}

// One tab of the drawer: the user's notifications of one type, newest first (all, or only the
// unread), a page at a time; mark one, the selected ones, or every unread one of the type Read
// (spec 001 §4). Counts and the list follow the device live, so a change from another device
// or tab shows at once, and so does our own.
import type { SessionUser } from '@portal/shared/api/users.ts';
import { useEffect, useRef, useState } from 'react';
import { Button, Checkbox } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import type { DeviceDocOf } from '../../db/device-docs.ts';
import { useLiveQuery } from '../../db/hooks.ts';
import { Icon } from '../../ui/icons.tsx';
import { showToast } from '../../ui/toasts/queue.ts';
import { markAllOfTypeRead, markRead } from './mark-read.ts';
import { NotificationItem } from './NotificationItem.tsx';
import type { NotificationType } from './notification-types.ts';
import { listQuery, NOTIFICATIONS_PAGE } from './queries.ts';
import { useUnreadOfType } from './useUnread.ts';

interface Props {
  readonly user: SessionUser;
  readonly type: NotificationType;
  readonly unreadOnly: boolean;
  /** Following an order link closes the drawer. */
  readonly onNavigate: () => void;
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function NotificationList({ user, type, unreadOnly, onNavigate }: Props) {
  const intl = useIntl();
  const [limit, setLimit] = useState(NOTIFICATIONS_PAGE);
  const live = useLiveQuery('notifications', listQuery(user.userCode, type, unreadOnly, limit));
  const { loading, error } = live;
  // The last answer stays on screen while a changed query (filter, next page) loads.
  const [docs, setDocs] = useState<readonly DeviceDocOf<'notifications'>[] | null>(null);
  if (!live.loading && live.docs !== docs) setDocs(live.docs);
  const { count: unread } = useUnreadOfType(user, type);
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const [busy, setBusy] = useState(false);
  const [marked, setMarked] = useState<number | null>(null);

  // spec 001 §8: a notification load failure is a toast "Cannot load … - {message}".
  const failure = error?.message;
  useEffect(() => {
    if (failure)
      showToast('error', { id: 'orders.notificationsLoadFailed', values: { message: failure } });
  }, [failure]);

  // A row or button that had focus can go away with a change (marked read, filtered out, a
  // button disabled): keep focus in the drawer, so Escape and Tab still work there.
  const body = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!document.activeElement || document.activeElement === document.body) body.current?.focus();
  }, [docs, busy]);

  // Only unread notifications can be chosen; one read elsewhere leaves the selection by itself.
  const unreadShown = (docs ?? []).filter((n) => n.state === 'New').map((n) => n.id);
  const chosen = unreadShown.filter((id) => selected.has(id));

  const run = async (task: () => Promise<readonly string[]>) => {
    setBusy(true);
    try {
      const ids = await task();
      setMarked(ids.length);
      setSelected((before) => new Set([...before].filter((id) => !ids.includes(id))));
    } catch (cause) {
      showToast(
        'error',
        { id: 'orders.notificationsMarkFailed' },
        { detail: { text: reason(cause) } },
      );
    } finally {
      setBusy(false);
    }
  };

  const toggle = (id: string, on: boolean) =>
    setSelected((before) => {
      const next = new Set(before);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <div className="notices-tab-body" ref={body} tabIndex={-1}>
      <div className="notices-actions">
        <Checkbox
          className="notices-check notices-select-all"
          isDisabled={unreadShown.length === 0}
          isSelected={unreadShown.length > 0 && chosen.length === unreadShown.length}
          isIndeterminate={chosen.length > 0 && chosen.length < unreadShown.length}
          onChange={(on) => setSelected(new Set(on ? unreadShown : []))}
          data-testid="notifications-select-all"
        >
          {({ isIndeterminate }) => (
            <>
              <span className="notices-box" aria-hidden="true">
                {isIndeterminate ? (
                  <span className="notices-dash" />
                ) : (
                  <Icon name="check" size={16} />
                )}
              </span>
              <span className="visually-hidden">
                <FormattedMessage id="orders.notificationsSelectAll" />
              </span>
            </>
          )}
        </Checkbox>
        <Button
          className="btn btn-secondary notices-action"
          isDisabled={busy || chosen.length === 0}
          onPress={() => void run(() => markRead(chosen))}
          data-testid="notifications-mark-selected"
        >
          <FormattedMessage
            id="orders.notificationsMarkSelected"
            values={{ count: chosen.length }}
          />
        </Button>
        <Button
          className="btn btn-secondary notices-action"
          isDisabled={busy || unread === 0}
          onPress={() => void run(() => markAllOfTypeRead(user.userCode, type))}
          data-testid="notifications-mark-all"
        >
          <FormattedMessage id="orders.notificationsMarkAll" />
        </Button>
      </div>
      <p className="visually-hidden" role="status">
        {marked !== null && (
          <FormattedMessage id="orders.notificationsMarked" values={{ count: marked }} />
        )}
      </p>
      {error && !docs?.length ? (
        <p className="notices-empty" role="alert">
          <FormattedMessage
            id="orders.notificationsLoadFailed"
            values={{ message: error.message }}
          />
        </p>
      ) : !docs ? (
        <p className="notices-empty" aria-busy="true">
          <FormattedMessage id="orders.notificationsLoading" />
        </p>
      ) : docs.length === 0 ? (
        <p className="notices-empty" data-testid="notifications-empty">
          <FormattedMessage
            id={unreadOnly ? 'orders.notificationsNoUnread' : 'orders.notificationsEmpty'}
          />
        </p>
      ) : (
        <ul
          className="notices-list"
          aria-label={intl.formatMessage({ id: `enums.notificationType.${type}` })}
        >
          {docs.map((notification) => (
            <NotificationItem
              key={notification.id}
              notification={notification}
              selected={selected.has(notification.id)}
              busy={busy}
              onSelect={(on) => toggle(notification.id, on)}
              onMarkRead={() => void run(() => markRead([notification.id]))}
              onNavigate={onNavigate}
            />
          ))}
        </ul>
      )}
      {!loading && docs && docs.length >= limit && (
        <Button
          className="btn btn-ghost notices-more"
          onPress={() => setLimit((n) => n + NOTIFICATIONS_PAGE)}
        >
          <FormattedMessage id="orders.notificationsShowMore" />
        </Button>
      )}
    </div>
  );
}

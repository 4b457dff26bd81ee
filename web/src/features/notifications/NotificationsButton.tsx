// The app bar's notifications action (spec 001 §2, §4): a bell with the live unread count
// ('9+' above nine, spec 001 §9) that opens the drawer. Loaded lazily after the first screen
// (like features/sync/SyncStatus), so the device data client stays out of the initial
// JavaScript; the drawer is its own chunk, loaded when first opened.
import type { SessionUser } from '@portal/shared/api/users.ts';
import { noticeCountLabel } from '@portal/shared/constants.ts';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../../ui/icons.tsx';
import {
  closeNotificationsDrawer,
  openNotificationsDrawer,
  useNotificationsDrawerOpen,
} from './drawer-state.ts';
import { useUnreadCount } from './useUnread.ts';

const NotificationsDrawer = lazy(() => import('./NotificationsDrawer.tsx'));

export function NotificationsButton({ user }: { readonly user: SessionUser }) {
  const intl = useIntl();
  const { count, loading } = useUnreadCount(user);
  const open = useNotificationsDrawerOpen();
  return (
    <>
      <button
        type="button"
        className="btn btn-ghost appbar-button appbar-notices"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={intl.formatMessage({ id: 'orders.notificationsButton' }, { count })}
        onClick={openNotificationsDrawer}
        data-testid="notification-count"
        data-count={count}
        data-loading={loading}
      >
        <Icon name="bell" />
        {count > 0 && (
          <span className="badge" data-testid="notification-badge">
            {noticeCountLabel(count)}
          </span>
        )}
      </button>
      {/* Mounted only while open: no list is read in the background. Focus returns to the
          element that opened it (react-aria's FocusScope restores it on unmount). */}
      {open && (
        <Suspense fallback={null}>
          <NotificationsDrawer user={user} onClose={closeNotificationsDrawer} />
        </Suspense>
      )}
    </>
  );
}

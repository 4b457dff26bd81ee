// The app bar: brand and current screen, connection state, unread notifications (capped at
// 9+, the button that opens the drawer), language, and the user's menu or the way to log in.
import { matchWebRoute } from '@portal/shared/routes/match.ts';
import { lazy, Suspense, useMemo, useSyncExternalStore } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { notificationTypesFor } from '../features/notifications/notification-types.ts';
import { useSessionUser } from '../features/session/SessionProvider.tsx';
import { LanguageSelect } from '../i18n/LanguageSelect.tsx';
import { Icon } from '../ui/icons.tsx';
import { useAfterFirstScreen } from './idle.ts';
import { UserMenu } from './UserMenu.tsx';

// Its own chunk with the device sync (features/sync/SyncLayer.tsx loads the same runtime).
const SyncStatus = lazy(() =>
  import('../features/sync/SyncStatus.tsx').then((m) => ({ default: m.SyncStatus })),
);
// The live unread count reads the device (decision 0027): loaded with the sync, after the
// first screen, so the shell's initial JavaScript does not grow.
const NotificationsButton = lazy(() =>
  import('../features/notifications/NotificationsButton.tsx').then((m) => ({
    default: m.NotificationsButton,
  })),
);

/** Holds the button's place until it loads (no shift of the app bar). */
const bellPlaceholder = (
  <span className="appbar-notices" aria-hidden="true">
    <Icon name="bell" />
  </span>
);

const offlineBadge = (
  <span className="appbar-offline" role="status" data-testid="offline-indicator">
    <Icon name="offline" size={18} />
    <span className="appbar-button-text">
      <FormattedMessage id="common.offline" />
    </span>
  </span>
);

function useOnline(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      window.addEventListener('online', onChange);
      window.addEventListener('offline', onChange);
      return () => {
        window.removeEventListener('online', onChange);
        window.removeEventListener('offline', onChange);
      };
    },
    () => navigator.onLine,
  );
}

export function AppBar() {
  const intl = useIntl();
  const user = useSessionUser();
  // Only order users get notifications (spec 001 §3): no bell for anyone else.
  const hasNotifications = useMemo(() => notificationTypesFor(user).length > 0, [user]);
  const online = useOnline();
  const { pathname } = useLocation();
  const idle = useAfterFirstScreen();
  const route = matchWebRoute(pathname)?.route;
  const showTitle = route && route.name !== 'dashboard';

  return (
    <header className="appbar">
      <Link
        to="/dashboard"
        className="appbar-brand"
        aria-label={intl.formatMessage({ id: 'common.appName' })}
      >
        <img src="/icons/mark.svg" alt="" width={32} height={32} className="appbar-mark" />
        <span className="appbar-name">
          <FormattedMessage id="common.appName" />
        </span>
      </Link>
      {showTitle && (
        <span className="appbar-screen" data-testid="appbar-title">
          <FormattedMessage id={route.meta.title} />
        </span>
      )}
      <div className="appbar-end">
        {/* Offline shows once: here until the sync status loads, then in the sync status. */}
        {user && idle ? (
          <Suspense fallback={online ? null : offlineBadge}>
            <SyncStatus />
          </Suspense>
        ) : (
          !online && offlineBadge
        )}
        {user &&
          hasNotifications &&
          (idle ? (
            <Suspense fallback={bellPlaceholder}>
              <NotificationsButton user={user} />
            </Suspense>
          ) : (
            bellPlaceholder
          ))}
        <LanguageSelect />
        <UserMenu />
      </div>
    </header>
  );
}

// spec 000 §2 Dashboard: tiles to every area the user may open, the announcements feed,
// external links, and — for signed-out visitors and the public routes — the login and
// account dialogs.
import { useSelector } from '@xstate/react';
import type { SessionUser } from '@portal/shared/api/users.ts';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { Icon } from '../../ui/icons.tsx';
import { useSessionApi, useSessionUser } from '../session/SessionProvider.tsx';
import { DashboardDialogs, dialogForRoute, type DashboardDialog } from './DashboardDialogs.tsx';
import { notificationTypesFor } from '../notifications/notification-types.ts';
import { Announcements, ExternalLinks, UnreadNotices } from './SidePanels.tsx';
import { Tiles } from './Tiles.tsx';
import './dashboard.css';
import { useAfterFirstScreen } from '../../app/idle.ts';
import type { ScreenProps } from '../../app/screen-props.ts';

// The live parts read the device through the sync worker (decision 0027); their chunk loads
// after the first screen, so the initial JavaScript does not grow (decision 0019).
const DeviceSidePanels = lazy(() =>
  import('./DeviceFeed.tsx').then((m) => ({ default: m.DeviceSidePanels })),
);
const OfflineSince = lazy(() =>
  import('./DeviceFeed.tsx').then((m) => ({ default: m.OfflineSince })),
);

type Props = ScreenProps;

export function Dashboard({ route, params }: Props) {
  const user = useSessionUser();
  const [dialog, setDialog] = useState<DashboardDialog | null>(() =>
    dialogForRoute(route.name, params, user !== null),
  );

  // After a logout on this screen the login dialog comes back.
  const wasSignedIn = useRef(user !== null);
  useEffect(() => {
    if (wasSignedIn.current && !user) setDialog({ kind: 'login' });
    wasSignedIn.current = user !== null;
  }, [user]);

  return (
    <div className="dashboard">
      {user ? <SignedIn user={user} /> : <SignedOut onOpen={setDialog} />}
      <DashboardDialogs dialog={dialog} onChange={setDialog} />
    </div>
  );
}

function SignedIn({ user }: { readonly user: SessionUser }) {
  const { actor } = useSessionApi();
  const offline = useSelector(actor, (s) => s.context.offline);
  const idle = useAfterFirstScreen();
  const notices = useMemo(() => notificationTypesFor(user).length > 0, [user]);
  const [today] = useState(() => Date.now());
  const offlineNotice = <FormattedMessage id="common.offlineNotice" />;
  const loadingPanels = (
    <>
      {notices && <UnreadNotices count={0} loading />}
      <Announcements items={[]} loading />
    </>
  );
  return (
    <>
      <header className="dashboard-header">
        <div>
          <h1 className="dashboard-title" data-testid="dashboard-title">
            <FormattedMessage id="common.welcomeUser" values={{ name: user.name }} />
          </h1>
          <p className="muted">
            <FormattedDate value={today} weekday="long" year="numeric" month="long" day="numeric" />
          </p>
        </div>
      </header>
      {offline && (
        <p className="offline-note" role="status" data-testid="offline-note">
          <Icon name="offline" />
          {idle ? (
            <Suspense fallback={offlineNotice}>
              <OfflineSince />
            </Suspense>
          ) : (
            offlineNotice
          )}
        </p>
      )}
      <div className="dashboard-body">
        <div className="dashboard-main">
          <Tiles user={user} />
        </div>
        <aside className="dashboard-side">
          {idle ? (
            <Suspense fallback={loadingPanels}>
              <DeviceSidePanels user={user} notices={notices} />
            </Suspense>
          ) : (
            loadingPanels
          )}
          <ExternalLinks user={user} />
        </aside>
      </div>
    </>
  );
}

function SignedOut({ onOpen }: { readonly onOpen: (dialog: DashboardDialog) => void }) {
  return (
    <section className="welcome" aria-labelledby="welcome-title">
      <div className="welcome-card">
        <h1 id="welcome-title" className="welcome-title">
          <FormattedMessage id="common.welcomeTitle" />
        </h1>
        <p className="welcome-text">
          <FormattedMessage id="common.welcomeText" />
        </p>
        <div className="row">
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => onOpen({ kind: 'login' })}
          >
            <FormattedMessage id="buttons.login" />
          </button>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => onOpen({ kind: 'requestAccess' })}
          >
            <FormattedMessage id="buttons.requestAccess" />
          </button>
        </div>
      </div>
    </section>
  );
}

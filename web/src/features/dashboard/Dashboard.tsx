// spec 000 §2 Dashboard: tiles to every area the user may open, the announcements feed,
// external links, and — for signed-out visitors and the public routes — the login and
// account dialogs.
import { useSelector } from '@xstate/react';
import type { SessionUser } from '@portal/shared/api/users.ts';
import { useEffect, useRef, useState } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { Icon } from '../../ui/icons.tsx';
import { useSessionApi, useSessionUser } from '../session/SessionProvider.tsx';
import { DashboardDialogs, dialogForRoute, type DashboardDialog } from './DashboardDialogs.tsx';
import { useDashboardFeed } from './feed-store.ts';
import { Announcements, ExternalLinks } from './SidePanels.tsx';
import { Tiles } from './Tiles.tsx';
import './dashboard.css';
import type { ScreenProps } from '../../app/screen-props.ts';

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
  const feed = useDashboardFeed(user);
  const { actor } = useSessionApi();
  const sessionOffline = useSelector(actor, (s) => s.context.offline);
  const [today] = useState(() => Date.now());
  const offline = sessionOffline || feed.source === 'device';
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
          {feed.updatedAt ? (
            <FormattedMessage
              id="common.offlineSince"
              values={{
                time: <FormattedDate value={feed.updatedAt} dateStyle="medium" timeStyle="short" />,
              }}
            />
          ) : (
            <FormattedMessage id="common.offlineNotice" />
          )}
        </p>
      )}
      <div className="dashboard-body">
        <div className="dashboard-main">
          <Tiles user={user} />
        </div>
        <aside className="dashboard-side">
          <Announcements feed={feed} />
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

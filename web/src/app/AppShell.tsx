// The layout around every screen: skip link, app bar, toolbar slot, the screen, and the
// shell-wide overlays (toasts, prompts, transport errors, session dialogs, blocker), which
// load on demand.
import { Outlet, useLocation } from 'react-router';
import { FormattedMessage } from 'react-intl';
import { lazy, Suspense, useEffect } from 'react';
import { useSessionUser } from '../features/session/SessionProvider.tsx';
import { OrientationAlert } from '../ui/OrientationAlert.tsx';
import { AppBar } from './AppBar.tsx';
import { ChromeProvider, useChrome } from './chrome.tsx';
import { useAfterFirstScreen } from './idle.ts';
import { ShellOverlays } from './ShellOverlays.tsx';
import { trackSyncLoad } from './sync-bridge.ts';
import './shell.css';

// The device sync loads after the first screen (idle.ts), only for a signed-in user.
const SyncLayer = lazy(() => trackSyncLoad(import('../features/sync/SyncLayer.tsx')));

function Frame() {
  const { appBarHidden, setToolbarSlot } = useChrome();
  const { pathname } = useLocation();
  const user = useSessionUser();
  const idle = useAfterFirstScreen();

  // A new screen starts at the top.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <>
      <a className="skip-link" href="#main">
        <FormattedMessage id="common.skipToContent" />
      </a>
      {!appBarHidden && <AppBar />}
      <div className="toolbar" ref={setToolbarSlot} />
      <OrientationAlert />
      <main id="main" tabIndex={-1} className="main">
        {/* Lazy screens (screens.tsx) suspend here, inside the shell. */}
        <Suspense fallback={<div className="route-pending" aria-busy="true" />}>
          <Outlet />
        </Suspense>
      </main>
      <ShellOverlays />
      {user && idle && (
        <Suspense fallback={null}>
          <SyncLayer userId={user.id} />
        </Suspense>
      )}
    </>
  );
}

export function AppShell() {
  return (
    <ChromeProvider>
      <Frame />
    </ChromeProvider>
  );
}

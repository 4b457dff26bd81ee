// The guard in front of every route (spec 000 §2, 001 §2): redirects of the route table, the
// permission check of the route access table, the dashboard for anything refused, and the
// remembered path for a signed-out user who asked for a route that needs login.
import { resolveRedirect } from '@portal/shared/routes/match.ts';
import type { WebRoute } from '@portal/shared/routes/types.ts';
import { useEffect, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useLocation, useParams } from 'react-router';
import { useSessionApi, useSessionUser } from '../features/session/SessionProvider.tsx';
import { rememberPath } from './return-path.ts';
import type { ScreenProps } from './screen-props.ts';

interface Props {
  readonly route: WebRoute;
  /** The route's screen (screens.tsx), chosen once when the router is built. */
  readonly screen: ComponentType<ScreenProps>;
}

export function RouteGate({ route, screen: Screen }: Props) {
  const { ready } = useSessionApi();
  const user = useSessionUser();
  const location = useLocation();
  const params = useParams();
  const intl = useIntl();
  const title = intl.formatMessage({ id: route.meta.title });

  useEffect(() => {
    document.title = `${title} · ${intl.formatMessage({ id: 'common.appName' })}`;
  }, [title, intl]);

  // Until the start-up check answers nobody knows what the user may open.
  if (!ready) return <div className="route-pending" aria-busy="true" />;

  const target = resolveRedirect(location.pathname, user);
  if (target !== undefined) {
    if (!user && route.auth !== 'public') rememberPath(location.pathname + location.search);
    return <Navigate to={target} replace />;
  }
  // Keyed by path so a new path starts the screen afresh (its dialogs, its scroll).
  return <Screen key={location.pathname} route={route} params={params} />;
}

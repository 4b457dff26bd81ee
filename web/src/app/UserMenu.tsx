// Who is signed in, and the way out. Two plain controls rather than a menu: one tap to log
// out on a tablet, and no menu code in the initial JavaScript.
import { FormattedMessage, useIntl } from 'react-intl';
import { useSessionApi, useSessionUser } from '../features/session/SessionProvider.tsx';
import { Icon } from '../ui/icons.tsx';
import { confirmLogout } from './sync-bridge.ts';

export function UserMenu() {
  const intl = useIntl();
  const user = useSessionUser();
  const session = useSessionApi();
  if (!user) return null;
  const fullName = [user.name, user.lastName].filter(Boolean).join(' ');
  return (
    <>
      <span className="appbar-user" title={user.email} data-testid="user-name">
        <Icon name="user" />
        <span className="appbar-button-text appbar-user-name">{fullName}</span>
      </span>
      <button
        type="button"
        className="btn btn-ghost appbar-button"
        // Unsent changes first try to sync; the user decides what happens to the rest.
        onClick={() => void confirmLogout().then((go) => go && session.logout())}
        aria-label={intl.formatMessage({ id: 'buttons.logout' })}
        data-testid="logout"
      >
        <Icon name="logout" />
        <span className="appbar-button-text appbar-wide-only">
          <FormattedMessage id="buttons.logout" />
        </span>
      </button>
    </>
  );
}

// The dashboard's side column: the unread notifications, the announcements (charts feed) and
// the external links. Presentational: the live data comes from DeviceFeed.tsx (a lazy chunk)
// and, until it has loaded, these show their loading state.
import type { SessionUser } from '@portal/shared/api/users.ts';
import { hasPermission } from '@portal/shared/permissions/check.ts';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { Icon } from '../../ui/icons.tsx';
import { openNotificationsDrawer } from '../notifications/drawer-state.ts';
import type { AnnouncementItem } from './dashboard-data.ts';
import { EXTERNAL_LINKS, linkUrl } from './external-links.ts';

interface AnnouncementsProps {
  readonly items: readonly AnnouncementItem[];
  readonly loading: boolean;
}

export function Announcements({ items, loading }: AnnouncementsProps) {
  return (
    <section
      className="panel"
      aria-labelledby="announcements-title"
      aria-busy={loading}
      data-testid="announcements"
    >
      <h2 id="announcements-title" className="panel-title">
        <FormattedMessage id="common.announcements" />
      </h2>
      {loading ? (
        <p className="muted">
          <FormattedMessage id="common.announcementsLoading" />
        </p>
      ) : items.length === 0 ? (
        <p className="muted" data-testid="no-announcements">
          <FormattedMessage id="common.noAnnouncements" />
        </p>
      ) : (
        <ul className="feed">
          {items.map((item) => (
            <li key={item.id} className="feed-item" data-testid="announcement" data-id={item.id}>
              {item.image && (
                <img
                  src={item.image}
                  alt=""
                  width={64}
                  height={64}
                  loading="lazy"
                  // Not reachable (offline and not cached): no empty frame in the list.
                  onError={(event) => {
                    event.currentTarget.hidden = true;
                  }}
                />
              )}
              <div>
                <h3 className="feed-title">{item.title}</h3>
                {item.date && (
                  <p className="feed-date">
                    <FormattedDate value={item.date} dateStyle="medium" />
                  </p>
                )}
                {item.body && <p className="feed-body">{item.body}</p>}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

interface NoticesProps {
  readonly count: number;
  readonly loading: boolean;
}

/** spec 001 §4: the unread count in words (exact: the 9+ cap is the app bar icon's), and the
 * way into the drawer. */
export function UnreadNotices({ count, loading }: NoticesProps) {
  return (
    <section
      className="panel"
      aria-labelledby="notices-title"
      aria-busy={loading}
      data-testid="dashboard-notifications"
      data-count={loading ? undefined : count}
    >
      <h2 id="notices-title" className="panel-title">
        <FormattedMessage id="common.dashboardNotifications" />
      </h2>
      <p
        className={
          count > 0 && !loading ? 'notices-summary notices-summary-unread' : 'notices-summary muted'
        }
      >
        {loading ? (
          <FormattedMessage id="common.dashboardNotificationsLoading" />
        ) : (
          <FormattedMessage id="common.dashboardUnread" values={{ count }} />
        )}
      </p>
      {/* A plain button: react-aria stays out of the dashboard's initial JavaScript. */}
      <button
        type="button"
        className="btn btn-secondary"
        disabled={loading}
        onClick={openNotificationsDrawer}
        data-testid="dashboard-open-notifications"
      >
        <Icon name="bell" size={18} />
        <FormattedMessage id="common.dashboardOpenNotifications" />
      </button>
    </section>
  );
}

export function ExternalLinks({ user }: { readonly user: SessionUser }) {
  const links = EXTERNAL_LINKS.filter((link) => hasPermission(user, link.permission));
  if (links.length === 0) return null;
  return (
    <section className="panel" aria-labelledby="links-title" data-testid="external-links">
      <h2 id="links-title" className="panel-title">
        <FormattedMessage id="common.externalLinks" />
      </h2>
      <ul className="link-list">
        {links.map((link) => (
          <li key={link.id}>
            <a className="link-row" href={linkUrl(link)} target="_blank" rel="noopener noreferrer">
              <Icon name={link.icon} />
              <span>
                <FormattedMessage id={link.titleId} />
              </span>
              <Icon name="external" size={16} className="link-row-end" />
              <span className="visually-hidden">
                <FormattedMessage id="common.opensInNewTab" />
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

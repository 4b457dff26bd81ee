// The dashboard's side column: announcements (charts feed) and the external links.
import type { SessionUser } from '@portal/shared/api/users.ts';
import { hasPermission } from '@portal/shared/permissions/check.ts';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { Icon } from '../../ui/icons.tsx';
import type { DashboardFeed } from './dashboard-data.ts';
import { EXTERNAL_LINKS, linkUrl } from './external-links.ts';

export function Announcements({ feed }: { readonly feed: DashboardFeed }) {
  return (
    <section className="panel" aria-labelledby="announcements-title" data-testid="announcements">
      <h2 id="announcements-title" className="panel-title">
        <FormattedMessage id="common.announcements" />
      </h2>
      {feed.announcements.length === 0 ? (
        <p className="muted">
          <FormattedMessage id="common.noAnnouncements" />
        </p>
      ) : (
        <ul className="feed">
          {feed.announcements.map((item) => (
            <li key={item.id} className="feed-item">
              {item.image && <img src={item.image} alt="" width={64} height={64} loading="lazy" />}
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

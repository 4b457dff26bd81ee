// The dashboard's live parts, bound to the device database (dashboard-data.ts). A lazy chunk,
// loaded after the first screen like the device sync itself (decision 0019): the signed-in
// dashboard's initial JavaScript holds only the panels' loading state.
import type { SessionUser } from '@portal/shared/api/users.ts';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { useSyncStatus } from '../sync/useDeviceSync.ts';
import { useDashboardFeed } from './dashboard-data.ts';
import { Announcements, UnreadNotices } from './SidePanels.tsx';

interface Props {
  readonly user: SessionUser;
  /** The user has notification types (spec 001 §3: order users). */
  readonly notices: boolean;
}

/** The unread notifications and announcements, live. */
export function DeviceSidePanels({ user, notices }: Props) {
  const feed = useDashboardFeed(user);
  return (
    <>
      {notices && (
        <UnreadNotices count={feed.unreadNotifications} loading={feed.notificationsLoading} />
      )}
      <Announcements items={feed.announcements} loading={feed.announcementsLoading} />
    </>
  );
}

/** Offline: since when the device's data is (the last time everything was in sync). */
export function OfflineSince() {
  const { lastSyncAt } = useSyncStatus();
  return lastSyncAt ? (
    <FormattedMessage
      id="common.offlineSince"
      values={{ time: <FormattedDate value={lastSyncAt} dateStyle="medium" timeStyle="short" /> }}
    />
  ) : (
    <FormattedMessage id="common.offlineNotice" />
  );
}

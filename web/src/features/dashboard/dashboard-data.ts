// What the dashboard shows besides tiles, read live from the device database (decision 0027):
// the published announcements, newest first (spec 000 §3 Other, §7 GET /charts?published=true;
// §4: an unpublished update removes one from the list), and the user's unread notification
// count (spec 001 §4). The sync keeps them current (an editor unpublishing, a notification
// read on another device) and they read the same offline. Imports the device data client:
// only the lazy DeviceFeed.tsx imports this module, never the initial JavaScript.
import type { SessionUser } from '@portal/shared/api/users.ts';
import { useMemo } from 'react';
import type { DeviceDocOf, DeviceQuery } from '../../db/device-docs.ts';
import { useLiveQuery } from '../../db/hooks.ts';
import { useUnreadCount } from '../notifications/useUnread.ts';
import { useSyncStatus } from '../sync/useDeviceSync.ts';

export interface AnnouncementItem {
  readonly id: string;
  readonly title: string;
  readonly body: string;
  readonly image?: string;
  readonly date?: string;
}

/** How many announcements the side column lists (the spec shows no limit; ours). */
export const ANNOUNCEMENTS_SHOWN = 20;

/** Published, newest change first: the index [published, idxModified] (inverted time). */
export const ANNOUNCEMENTS_QUERY: DeviceQuery<'announcements'> = {
  selector: { published: true },
  sort: [{ published: 'asc' }, { idxModified: 'asc' }],
  limit: ANNOUNCEMENTS_SHOWN,
};

/** An announcement's image: an address as it is, a blob-store key through GET /api/files/{key}
 * (the demo data and POST /assets/AdvertisingAsset/announcement store the asset's key). */
export function announcementImageSrc(image: string): string {
  if (/^(https?:)?\/\//.test(image) || image.startsWith('/') || image.startsWith('data:'))
    return image;
  return `/api/files/${image.split('/').map(encodeURIComponent).join('/')}`;
}

export function toAnnouncementItem(doc: DeviceDocOf<'announcements'>): AnnouncementItem {
  const date = doc.modifiedDate ?? doc.createdDate;
  return {
    id: doc.id,
    title: doc.title ?? '',
    body: doc.body ?? '',
    ...(doc.image ? { image: announcementImageSrc(doc.image) } : {}),
    ...(date ? { date } : {}),
  };
}

export interface DashboardFeed {
  readonly announcements: readonly AnnouncementItem[];
  /** True until the device answered (and while its sync is not open yet). */
  readonly announcementsLoading: boolean;
  readonly unreadNotifications: number;
  readonly notificationsLoading: boolean;
}

/** The dashboard's live data for the signed-in user. */
export function useDashboardFeed(user: SessionUser): DashboardFeed {
  const announcements = useLiveQuery('announcements', ANNOUNCEMENTS_QUERY);
  const unread = useUnreadCount(user);
  const status = useSyncStatus();
  const items = useMemo(() => announcements.docs.map(toAnnouncementItem), [announcements.docs]);
  // A new device still pulling its first sync has nothing yet: "loading", not "none". Offline
  // (nothing will arrive) the empty state shows.
  const firstSync = status.online && status.lastSyncAt === null;
  return {
    announcements: items,
    announcementsLoading: announcements.loading || (firstSync && items.length === 0),
    unreadNotifications: unread.count,
    notificationsLoading: unread.loading || (firstSync && unread.count === 0),
  };
}

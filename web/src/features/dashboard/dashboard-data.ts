// What the dashboard shows besides tiles: announcements (GET /charts?published=true, spec 000
// §7) and the unread notification count (spec 001 §7 notifications). Read through this one
// interface so the screen does not care where it comes from: the server when reachable, else
// the device's last copy. The server does not offer these endpoints yet: SOURCES switches each
// one on when it lands (until then the feed is an empty state, and no request is made —
// a 404 would also log a console error on every dashboard visit). A 404/501 from a switched-on
// source still reads as empty.
import type { SessionUser } from '@portal/shared/api/users.ts';
import { api } from '../../api/client.ts';
import { HttpError, NetworkError } from '../../api/errors.ts';
import { LOCAL_KEYS, readLocal, writeLocal } from '../session/offline-store.ts';

export interface AnnouncementItem {
  readonly id: string;
  readonly title: string;
  readonly body: string;
  readonly image?: string;
  readonly date?: string;
}

/** Which server sources exist; set one to true when its endpoint is built. */
export const SOURCES = { announcements: false, notifications: false };

export interface DashboardFeed {
  readonly announcements: readonly AnnouncementItem[];
  readonly unreadNotifications: number;
  /** ISO time the server answered; null when never. */
  readonly updatedAt: string | null;
  readonly source: 'server' | 'device' | 'empty';
}

export const EMPTY_FEED: DashboardFeed = {
  announcements: [],
  unreadNotifications: 0,
  updatedAt: null,
  source: 'empty',
};

/** The notification types (order kinds, spec 001 §7 /notifications/{type}/…). */
const NOTIFICATION_TYPES = ['sample', 'promo', 'wholesale'] as const;

const background = { background: true } as const;

/** A missing endpoint (not built yet) reads as "nothing there". */
function absent(error: unknown): boolean {
  return error instanceof HttpError && [404, 405, 501].includes(error.status);
}

function toAnnouncement(raw: unknown): AnnouncementItem | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Record<string, unknown>;
  const id = typeof r.id === 'string' ? r.id : typeof r._id === 'string' ? r._id : null;
  if (!id || r.published === false) return null;
  const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
  const image = str(r.image);
  const date = str(r.modifiedDate) ?? str(r.createdDate);
  return {
    id,
    title: str(r.title) ?? '',
    body: str(r.body) ?? '',
    ...(image ? { image } : {}),
    ...(date ? { date } : {}),
  };
}

async function fetchAnnouncements(): Promise<AnnouncementItem[]> {
  if (!SOURCES.announcements) return [];
  try {
    const answer = await api.get<{ data?: unknown }>('/charts', {
      ...background,
      query: { published: true },
    });
    const rows = Array.isArray(answer?.data) ? answer.data : [];
    return rows.map(toAnnouncement).filter((a): a is AnnouncementItem => a !== null);
  } catch (error) {
    if (absent(error)) return [];
    throw error;
  }
}

async function fetchUnreadCount(user: SessionUser): Promise<number> {
  if (!SOURCES.notifications) return 0;
  const counts = await Promise.all(
    NOTIFICATION_TYPES.map(async (type) => {
      try {
        const answer = await api.post<{ data?: unknown; totalCount?: unknown }>(
          `/notifications/${type}/query/${encodeURIComponent(user.userCode)}`,
          { state: 'New', _options: { totalCount: true, limit: 0 } },
          background,
        );
        if (typeof answer?.totalCount === 'number') return answer.totalCount;
        return Array.isArray(answer?.data) ? answer.data.length : 0;
      } catch (error) {
        if (absent(error) || (error instanceof HttpError && error.status === 403)) return 0;
        throw error;
      }
    }),
  );
  return counts.reduce((sum, n) => sum + n, 0);
}

export interface DashboardDataSource {
  /** The device's last copy (fast, works offline). */
  cached(user: SessionUser): Promise<DashboardFeed>;
  /** Fresh from the server; falls back to the device copy when the server cannot be reached. */
  load(user: SessionUser): Promise<DashboardFeed>;
}

/** One copy per device, for the user it belongs to; removed at logout with the user. */
interface StoredFeed {
  readonly userId: string;
  readonly feed: DashboardFeed;
}

export const dashboardData: DashboardDataSource = {
  async cached(user) {
    const stored = await readLocal<StoredFeed>(LOCAL_KEYS.dashboard);
    return stored?.userId === user.id ? { ...stored.feed, source: 'device' } : EMPTY_FEED;
  },
  async load(user) {
    try {
      const [announcements, unreadNotifications] = await Promise.all([
        fetchAnnouncements(),
        fetchUnreadCount(user),
      ]);
      const feed: DashboardFeed = {
        announcements,
        unreadNotifications,
        updatedAt: new Date().toISOString(),
        source: 'server',
      };
      await writeLocal(LOCAL_KEYS.dashboard, { userId: user.id, feed } satisfies StoredFeed);
      return feed;
    } catch (error) {
      if (error instanceof NetworkError || (error instanceof HttpError && error.status >= 500))
        return this.cached(user);
      throw error;
    }
  },
};

// The live unread counts (spec 001 §4: 'New' counts as unread) from the device database,
// shared by the app bar's button and the dashboard: equal requests share one read where the
// device sync runs (decision 0027), so both together cost one query. Imports the device data
// client: load it lazily, never from the initial JavaScript (decision 0019).
import type { SessionUser } from '@portal/shared/api/users.ts';
import { useMemo } from 'react';
import { useLiveCount, type LiveCountState } from '../../db/hooks.ts';
import { notificationTypesFor, type NotificationType } from './notification-types.ts';
import { unreadOfTypeSelector, unreadSelector } from './queries.ts';

/** The user's notification types (memoised per user). */
export function useNotificationTypes(user: SessionUser | null): readonly NotificationType[] {
  return useMemo(() => notificationTypesFor(user), [user]);
}

/** Unread notifications of every type the user has. */
export function useUnreadCount(user: SessionUser): LiveCountState {
  const types = useNotificationTypes(user);
  return useLiveCount('notifications', unreadSelector(user.userCode, types));
}

/** Unread notifications of one type (a tab's badge, an order toolbar's indicator). */
export function useUnreadOfType(
  user: Pick<SessionUser, 'userCode'>,
  type: NotificationType,
): LiveCountState {
  return useLiveCount('notifications', unreadOfTypeSelector(user.userCode, type));
}

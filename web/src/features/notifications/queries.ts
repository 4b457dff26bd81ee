// The device queries of the notifications (spec 001 §4: 'New' counts as unread; newest first).
// Served by the collection's index [notificationType, state, idxCreated] (web/src/db/
// collections.ts), whose `idxCreated` is the inverted creation time: ascending = newest first.
// The device holds only the user's own notifications (the server's scope); `userCode` keeps
// every read to them anyway, so a copy from another account can never count.
import type { DeviceQuery, DeviceSelector } from '../../db/device-docs.ts';
import type { NotificationType } from './notification-types.ts';

/** One page of the drawer's list; "Show more" asks for the next. */
export const NOTIFICATIONS_PAGE = 50;

/** Unread notifications of the user in the given types (the app bar and dashboard count). */
export function unreadSelector(
  userCode: string,
  types: readonly NotificationType[],
): DeviceSelector<'notifications'> {
  return { userCode, state: 'New', notificationType: { $in: [...types] } };
}

/** Unread notifications of one type (a tab's count, "mark all of a type as read"). */
export function unreadOfTypeSelector(
  userCode: string,
  type: NotificationType,
): DeviceSelector<'notifications'> {
  return { notificationType: type, state: 'New', userCode };
}

/** A tab of the drawer: one type, newest first, all or only the unread. */
export function listQuery(
  userCode: string,
  type: NotificationType,
  unreadOnly: boolean,
  limit: number,
): DeviceQuery<'notifications'> {
  return unreadOnly
    ? {
        selector: unreadOfTypeSelector(userCode, type),
        sort: [{ notificationType: 'asc' }, { state: 'asc' }, { idxCreated: 'asc' }],
        limit,
      }
    : {
        selector: { notificationType: type, userCode },
        // New and Read mixed, newest first: sorted after the index lookup by type (a user's
        // notifications of one type are few).
        sort: [{ notificationType: 'asc' }, { idxCreated: 'asc' }],
        limit,
      };
}

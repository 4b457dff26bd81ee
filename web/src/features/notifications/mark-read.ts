// spec 001 §4: a notification is set to Read one by one, in batch, or all of one type at once.
// All on the device (offline too): the sync pushes the change, and the server's policy lets a
// device change only `state` and `readDate` of its user's notifications.
import { deviceData, patchDocuments } from '../../db/actions.ts';
import type { DeviceDocOf } from '../../db/device-docs.ts';
import type { LiveAnswer, LiveRequest } from '../../db/device-data/protocol.ts';
import type { NotificationType } from './notification-types.ts';
import { unreadOfTypeSelector } from './queries.ts';

/** Marks these notifications Read with the time they were read. Resolves with the ids. */
export function markRead(ids: readonly string[], now: Date = new Date()) {
  if (ids.length === 0) return Promise.resolve([]);
  return patchDocuments('notifications', ids, { state: 'Read', readDate: now.toISOString() });
}

/** The first answer of a live read, then the read stops (a one-off look at the device). */
function readOnce(request: LiveRequest): Promise<LiveAnswer> {
  return new Promise((resolve) => {
    let answered = false;
    const read: { stop?: () => void } = {};
    read.stop = deviceData().watch(request, (answer) => {
      if (answered) return;
      answered = true;
      resolve(answer);
      read.stop?.();
    });
    // A shared read may answer at once, before `watch` has returned its stop function.
    if (answered) read.stop();
  });
}

/**
 * Marks every unread notification of one type Read, including those beyond the page the
 * drawer shows. Resolves with the ids it changed.
 */
export async function markAllOfTypeRead(
  userCode: string,
  type: NotificationType,
  now: Date = new Date(),
): Promise<readonly string[]> {
  const answer = await readOnce({
    kind: 'query',
    collection: 'notifications',
    query: { selector: unreadOfTypeSelector(userCode, type) },
  });
  if (!answer.ok) throw new Error(answer.error);
  const ids = (answer.value as readonly DeviceDocOf<'notifications'>[]).map((n) => n.id);
  return markRead(ids, now);
}

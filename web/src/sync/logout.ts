// The logout guard (issue 5 scope 8): logging out with pending changes first tries to sync;
// what still could not be sent is listed exactly, and the user decides. Keeping is the
// default: the changes stay in this user's own device database and are sent after their next
// login (a different user gets a different database). Discarding removes that database.
import type { DeviceDatabase } from '../db/database.ts';
import type { SyncEngine } from './engine.ts';
import type { PendingChange } from './status.ts';

export type LogoutCheck =
  | { readonly ok: true }
  | {
      readonly ok: false;
      readonly unsynced: readonly PendingChange[];
      readonly reason: 'offline' | 'authRequired' | 'refused';
    };

/** Tries to send everything; answers what would stay behind. */
export async function prepareLogout(
  engine: SyncEngine | undefined,
  timeoutMs = 15_000,
): Promise<LogoutCheck> {
  if (!engine) return { ok: true };
  let unsynced = await engine.unsynced();
  if (unsynced.length === 0) return { ok: true };
  if (!engine.status.value.authRequired) {
    await engine.syncNow(timeoutMs);
    unsynced = await engine.unsynced();
    if (unsynced.length === 0) return { ok: true };
  }
  const reason = engine.status.value.authRequired
    ? 'authRequired'
    : engine.status.value.online
      ? 'refused'
      : 'offline';
  return { ok: false, unsynced, reason };
}

/** The user chose to throw the unsynced changes away: their device database goes. */
export async function discardDeviceData(db: DeviceDatabase, engine?: SyncEngine): Promise<void> {
  await engine?.stop();
  await db.remove();
}

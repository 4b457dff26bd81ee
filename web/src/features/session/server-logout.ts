// Ending the server session. A logout made offline (inactivity on a tablet without a
// connection) is remembered and sent when the server is reachable again; otherwise the next
// start or visibility check would find the server session alive and sign the user back in.
import { NetworkError } from '../../api/errors.ts';
import { deviceFlags } from './device-flags.ts';
import * as sessionApi from './session-api.ts';

export async function endServerSession(): Promise<void> {
  try {
    await sessionApi.logout();
    deviceFlags.setLogoutPending(false);
  } catch (error) {
    if (error instanceof NetworkError) deviceFlags.setLogoutPending(true);
  }
}

/** Sends a remembered logout; resolves true when none is left pending. */
export async function flushPendingLogout(): Promise<boolean> {
  if (!deviceFlags.logoutPending()) return true;
  try {
    await sessionApi.logout();
    deviceFlags.setLogoutPending(false);
    return true;
  } catch {
    return false;
  }
}

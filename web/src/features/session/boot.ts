// Start-up: who is signed in, and with which inactivity timings. Runs before the first render
// (main.tsx starts it) so the shell paints the right screen at once. Offline-first: when the
// server cannot be reached, the device's last copy of the user and timings is used (spec 001
// §4 ends sessions the server ends; a missing connection is not a logout).
import type { SessionUser } from '@portal/shared/api/users.ts';
import { HttpError } from '../../api/errors.ts';
import { deviceFlags } from './device-flags.ts';
import { LOCAL_KEYS, readLocal, readLocalNow, removeLocal, writeLocal } from './offline-store.ts';
import { flushPendingLogout } from './server-logout.ts';
import { fetchSessionUser, fetchTimeouts, isLoggedInOnServer } from './session-api.ts';
import { sanitizeTimeouts, type SessionTimeouts } from './timing.ts';

export interface BootResult {
  readonly user: SessionUser | null;
  /** The user comes from the device, not confirmed by the server. */
  readonly offline: boolean;
  /** The device's copy of the timings (or the defaults), usable at once. */
  readonly timeouts: SessionTimeouts;
  /** The server's timings for a signed-in user, arriving after the first render. */
  readonly freshTimeouts: Promise<SessionTimeouts | null>;
}

/** The server options of a signed-in user (they need a session), or the device's copy. */
export async function loadTimeouts(): Promise<SessionTimeouts> {
  const fresh = await fetchTimeouts();
  if (fresh) {
    void writeLocal(LOCAL_KEYS.timeouts, fresh);
    return fresh;
  }
  return sanitizeTimeouts((await readLocal<Partial<SessionTimeouts>>(LOCAL_KEYS.timeouts)) ?? {});
}

const signedOut = (): BootResult => ({
  user: null,
  offline: false,
  timeouts: sanitizeTimeouts({}),
  freshTimeouts: Promise.resolve(null),
});

const deviceTimeouts = (): SessionTimeouts =>
  sanitizeTimeouts(readLocalNow<Partial<SessionTimeouts>>(LOCAL_KEYS.timeouts) ?? {});

/** Keeps the device's copy of the user for an offline start. */
export function keepUser(user: SessionUser): void {
  deviceFlags.setSignedIn(true);
  void writeLocal(LOCAL_KEYS.user, user);
}

export function forgetUser(): void {
  deviceFlags.setSignedIn(false);
  void removeLocal(LOCAL_KEYS.user, LOCAL_KEYS.dashboard);
}

export async function bootSession(): Promise<BootResult> {
  try {
    // A logout this device could not send yet must reach the server before asking who is in.
    if (!(await flushPendingLogout())) return signedOut();
    // A browser that was signed out asks the public option first: no 401 for the common case.
    if (!deviceFlags.wasSignedIn() && !(await isLoggedInOnServer())) return signedOut();
    const user = await fetchSessionUser();
    // The timings never hold up the first render: the device's copy serves until they arrive.
    const freshTimeouts = fetchTimeouts().then((fresh) => {
      if (fresh) void writeLocal(LOCAL_KEYS.timeouts, fresh);
      return fresh;
    });
    return { user, offline: false, timeouts: deviceTimeouts(), freshTimeouts };
  } catch (error) {
    if (error instanceof HttpError && error.status < 500) {
      forgetUser();
      return signedOut();
    }
    // No answer (offline, server down): keep working as the last signed-in user.
    const cached = deviceFlags.wasSignedIn()
      ? readLocalNow<SessionUser>(LOCAL_KEYS.user)
      : undefined;
    if (!cached) return signedOut();
    return {
      user: cached,
      offline: true,
      timeouts: deviceTimeouts(),
      freshTimeouts: Promise.resolve(null),
    };
  }
}

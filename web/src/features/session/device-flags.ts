// Two small facts the start-up needs synchronously, before any database code has loaded:
// whether this browser was signed in (so a signed-out start asks the public loggedIn option
// instead of answering 401 to the session check) and whether a logout still has to reach the
// server. localStorage, per origin; losing them only costs one extra request.
const SIGNED_IN = 'portal.session.signedIn';
const PENDING_LOGOUT = 'portal.session.pendingLogout';

function read(key: string): boolean {
  try {
    return localStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

function write(key: string, on: boolean): void {
  try {
    if (on) localStorage.setItem(key, '1');
    else localStorage.removeItem(key);
  } catch {
    // Storage unavailable: see above.
  }
}

export const deviceFlags = {
  wasSignedIn: () => read(SIGNED_IN),
  setSignedIn: (on: boolean) => write(SIGNED_IN, on),
  logoutPending: () => read(PENDING_LOGOUT),
  setLogoutPending: (on: boolean) => write(PENDING_LOGOUT, on),
};

// spec 000 §2 / 001 §2: after login the user returns to the remembered path — the route a
// signed-out user asked for before being sent to the dashboard. Per tab (sessionStorage).
const KEY = 'portal.returnPath';

export function rememberPath(path: string): void {
  try {
    sessionStorage.setItem(KEY, path);
  } catch {
    // Storage unavailable: the user lands on the dashboard instead.
  }
}

/** The remembered path, forgotten once read. */
export function takeRememberedPath(): string | null {
  try {
    const path = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return path;
  } catch {
    return null;
  }
}

// The device's copy of what the shell needs to start without a connection: the last session
// user, the server's session options and the dashboard feed. A few kilobytes, so plain
// localStorage: synchronous at start (an offline start paints at once) and no database code
// in the shell. The async interface stays so the RxDB device database (offline-data issue) can
// take over without touching the callers.
const PREFIX = 'portal.device.';

export async function readLocal<T>(key: string): Promise<T | undefined> {
  return readLocalNow<T>(key);
}

/** The same read, synchronously (first render). */
export function readLocalNow<T>(key: string): T | undefined {
  try {
    const raw = localStorage.getItem(PREFIX + key);
    return raw === null ? undefined : (JSON.parse(raw) as T);
  } catch {
    return undefined;
  }
}

export async function writeLocal(key: string, value: unknown): Promise<void> {
  try {
    localStorage.setItem(PREFIX + key, JSON.stringify(value));
  } catch (error) {
    // Storage full or disabled: the app still works online, just not from a cold offline start.
    console.warn('Could not keep a local copy of', key, error);
  }
}

export async function removeLocal(...keys: readonly string[]): Promise<void> {
  for (const key of keys) {
    try {
      localStorage.removeItem(PREFIX + key);
    } catch {
      // Nothing stored, nothing to remove.
    }
  }
}

export const LOCAL_KEYS = {
  user: 'session.user',
  timeouts: 'session.timeouts',
  /** The dashboard feed earlier versions kept on the device; removed at sign-out. */
  dashboard: 'dashboard.feed',
} as const;

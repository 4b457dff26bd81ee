// The shell's link to the device sync. The sync (RxDB, Dexie, the engine) loads lazily after
// sign-in (features/sync/SyncLayer.tsx), so the initial JavaScript stays small; the logout
// button still asks it first (issue 5 scope 8) through this registry.
type LogoutCheck = () => Promise<boolean>;

let check: LogoutCheck | undefined;
let loading: Promise<unknown> | undefined;

/** SyncLayer registers its logout guard here while it is mounted. */
export function registerLogoutCheck(next: LogoutCheck): () => void {
  check = next;
  return () => {
    if (check === next) check = undefined;
  };
}

/** Remembers the sync layer's import, so a logout right after sign-in waits for it. */
export function trackSyncLoad<T>(load: Promise<T>): Promise<T> {
  loading = load;
  return load;
}

/** True when the logout may go ahead: everything sent, kept on the device or discarded. */
export async function confirmLogout(): Promise<boolean> {
  if (!check && loading) await loading.catch(() => undefined);
  // The layer mounts a tick after its chunk arrives.
  if (!check && loading) await new Promise((r) => setTimeout(r, 50));
  return check ? check() : true;
}

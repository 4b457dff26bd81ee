// Whether the upload queue holds anything, for the shell's overlays (ShellOverlays decides when
// to load the panel's chunk). Kept apart from the queue (uploads.ts: the device sync, Dexie, the
// hashing), which loads with the sync layer's chunk, so none of it is in the first-load bundle
// (decision 0044).
let count = 0;
const listeners = new Set<() => void>();

export const uploadPresence = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  hasItems: (): boolean => count > 0,
  /** Called by the queue whenever its item list changes. */
  set(items: number): void {
    if (items === count) return;
    count = items;
    for (const listener of listeners) listener();
  },
};

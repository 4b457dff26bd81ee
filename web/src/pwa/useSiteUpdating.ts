import { useSyncExternalStore } from 'react';
import { updateStore } from './update-store.ts';

/** True from the user's Reload of a new version until the page reloads (spec 001 §4). */
export function useSiteUpdating(): boolean {
  return useSyncExternalStore(updateStore.subscribe, updateStore.isUpdating, () => false);
}

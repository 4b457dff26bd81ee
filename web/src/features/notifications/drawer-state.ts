// Whether the notifications drawer is open (spec 001 §2: order toolbars and the app bar carry
// the drawer action). One drawer for the whole shell, hosted by the app bar's button
// (NotificationsButton.tsx); any screen opens it with `openNotificationsDrawer()`. Plain state,
// no dependencies: safe to import from the initial JavaScript.
import { useSyncExternalStore } from 'react';

let open = false;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const isOpen = () => open;

/** Opens the drawer; focus returns to the element that had it when the drawer closes. */
export function openNotificationsDrawer(): void {
  set(true);
}

export function closeNotificationsDrawer(): void {
  set(false);
}

export function useNotificationsDrawerOpen(): boolean {
  return useSyncExternalStore(subscribe, isOpen, isOpen);
}

// Loads the overlay chunk when the browser is idle after start, or at once when something
// needs it (a toast, a prompt, an error, the inactivity warning). Keeps the dialog and toast
// code (react-aria) out of the initial JavaScript without ever dropping a message: every
// store here is filled by eager code and read when the chunk arrives.
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { downloads } from '../features/downloads/download-store.ts';
import { uploadPresence } from '../features/uploads/presence.ts';
import { useSessionApi } from '../features/session/SessionProvider.tsx';
import { updateStore } from '../pwa/update-store.ts';
import { blockerStore } from '../ui/blocker/blocker-store.ts';
import { confirmStore } from '../ui/confirm/confirm-store.ts';
import { toastQueue } from '../ui/toasts/queue.ts';
import { transportErrorStore } from '../ui/transport-error-store.ts';

const Overlays = lazy(() => import('./Overlays.tsx'));

/** The preload waits this long after start, then for an idle moment: the first screen first. */
const PRELOAD_AFTER_MS = 3000;
const IDLE_TIMEOUT_MS = 4000;

function useNeeded(): boolean {
  const { actor } = useSessionApi();
  const sessionDialog = useSelector(
    actor,
    (s) => s.matches('inactivityWarning') || s.matches('error'),
  );
  const toasts = useSyncExternalStore(
    (l) => toastQueue.subscribe(l),
    () => toastQueue.visibleToasts.length > 0,
  );
  const prompt = useSyncExternalStore(
    confirmStore.subscribe,
    () => confirmStore.getState().request !== null,
  );
  const transport = useSyncExternalStore(
    transportErrorStore.subscribe,
    () => transportErrorStore.current() !== null,
  );
  const update = useSyncExternalStore(updateStore.subscribe, updateStore.isWaiting);
  const blocking = useSyncExternalStore(blockerStore.subscribe, blockerStore.isBlocking);
  const downloading = useSyncExternalStore(downloads.subscribe, () => downloads.items().length > 0);
  const uploading = useSyncExternalStore(uploadPresence.subscribe, uploadPresence.hasItems);
  return (
    sessionDialog || toasts || prompt || transport || update || blocking || downloading || uploading
  );
}

export function ShellOverlays() {
  const needed = useNeeded();
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const load = () => setIdle(true);
    let idleId: number | undefined;
    const timer = setTimeout(() => {
      if (typeof requestIdleCallback === 'function')
        idleId = requestIdleCallback(load, { timeout: IDLE_TIMEOUT_MS });
      else load();
    }, PRELOAD_AFTER_MS);
    return () => {
      clearTimeout(timer);
      if (idleId !== undefined) cancelIdleCallback(idleId);
    };
  }, []);
  if (!needed && !idle) return null;
  return (
    <Suspense fallback={null}>
      <Overlays />
    </Suspense>
  );
}

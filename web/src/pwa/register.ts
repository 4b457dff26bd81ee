// Service worker registration with workbox-window (issue 3 scope 1). The worker is generated
// by vite-plugin-pwa (registerType 'prompt'): a new version waits until the user agrees, then
// takes over and the page reloads once.
import { Workbox } from 'workbox-window';
import { updateStore } from './update-store.ts';

/** After the user's Reload, the page reloads at the latest after this long. */
const RELOAD_AT_THE_LATEST_MS = 3_000;

/** Re-check for a new version this often while the app stays open. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => {
    updateStore.offer(async () => {
      // Reload once the new worker controls the page. The browser's own controllerchange is
      // the signal (it also fires when the worker was found by an update check that
      // workbox-window counts as external); when no worker waits any more (another tab took
      // it already), or the one asked turns redundant, reloading is what is left to do.
      let reloaded = false;
      const reload = () => {
        if (reloaded) return;
        reloaded = true;
        location.reload();
      };
      navigator.serviceWorker.addEventListener('controllerchange', reload);
      const waiting = (await navigator.serviceWorker.getRegistration('/'))?.waiting;
      if (!waiting) return reload();
      waiting.addEventListener('statechange', () => {
        if (waiting.state === 'activated' || waiting.state === 'redundant') reload();
      });
      waiting.postMessage({ type: 'SKIP_WAITING' });
      // The user asked for a reload: it happens even when the browser holds the new worker's
      // activation back (it waits for the old worker's fetches in flight; once in CI no
      // switch came within a minute). The new worker takes over as soon as it may.
      setTimeout(reload, RELOAD_AT_THE_LATEST_MS);
    });
  });
  const registration = await wb.register();
  if (registration)
    setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
}

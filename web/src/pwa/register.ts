// Service worker registration with workbox-window (issue 3 scope 1). The worker is generated
// by vite-plugin-pwa (registerType 'prompt'): a new version waits until the user agrees, then
// takes over and the page reloads once.
import { Workbox } from 'workbox-window';
import { updateStore } from './update-store.ts';

/** Re-check for a new version this often while the app stays open. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => {
    updateStore.offer(() => {
      wb.addEventListener('controlling', () => location.reload());
      wb.messageSkipWaiting();
    });
  });
  const registration = await wb.register();
  if (registration)
    setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
}

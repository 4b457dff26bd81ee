// The order screens' tests on a real device sync in the page (the host in the page, RxDB over
// fake-indexeddb; no server reachable, like an offline tablet): the connection switch, and the
// hooks that take each test offline and leave nothing open behind it.
import 'fake-indexeddb/auto';
import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { closeDeviceSync, currentDeviceSync } from '../../../sync/runtime.ts';
import { clearAllToasts } from '../../../ui/toasts/queue.ts';
import { closeNotificationsDrawer } from '../../notifications/drawer-state.ts';

/** The browser on- or offline, with the event the page listens for. */
export function setOnline(online: boolean): void {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

export interface OfflineDeviceOptions {
  /**
   * A wide screen: jsdom lays nothing out, so the grid's scroller (`.pg-scroll`) reports 3200 px
   * and every column renders.
   */
  readonly wideGrid?: boolean;
}

/**
 * Registers the file's hooks: offline before each test (a wide grid if asked); after it the page
 * unmounted, the toasts and the notifications drawer closed, the device sync closed and its
 * database removed, online again.
 */
export function offlineDeviceHooks(options: OfflineDeviceOptions = {}): void {
  const clientWidth = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth');
  beforeEach(() => {
    setOnline(false);
    if (!options.wideGrid) return;
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
      configurable: true,
      get(this: HTMLElement) {
        return this.classList.contains('pg-scroll') ? 3200 : 0;
      },
    });
  });
  afterEach(async () => {
    cleanup();
    act(() => clearAllToasts());
    closeNotificationsDrawer();
    const db = await currentDeviceSync()?.database();
    await closeDeviceSync();
    await db?.remove().catch(() => undefined);
    setOnline(true);
    if (options.wideGrid && clientWidth)
      Object.defineProperty(HTMLElement.prototype, 'clientWidth', clientWidth);
  });
}

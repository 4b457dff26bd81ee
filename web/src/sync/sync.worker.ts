// Worker entry of the device sync (sync-host.ts): the page talks to it through comlink.
// Callbacks arrive as comlink proxies (a message port each): a live read's is released when
// the read stops, and every one when the device sync closes.
import * as Comlink from 'comlink';
import type { LiveAnswer } from '../db/device-data/protocol.ts';
import { createSyncHost, type SyncHostApi } from './sync-host.ts';

type Callback = (answer: LiveAnswer) => void;

const host = createSyncHost();
const callbacks = new Map<number, Callback>();

function release(callback: Callback | undefined): void {
  (callback as Partial<Comlink.ProxyMethods> | undefined)?.[Comlink.releaseProxy]?.();
}

function releaseAll(): void {
  for (const callback of callbacks.values()) release(callback);
  callbacks.clear();
}

const api: SyncHostApi = {
  open: (userId, onStatus) => host.open(userId, onStatus),
  syncNow: () => host.syncNow(),
  checkBeforeLogout: () => host.checkBeforeLogout(),
  setOnline: (online) => host.setOnline(online),
  close: async () => {
    await host.close();
    releaseAll();
  },
  discard: async () => {
    await host.discard();
    releaseAll();
  },
  watch: async (request, onAnswer) => {
    const id = await host.watch(request, onAnswer);
    // 0: the sync is not open, the read never started.
    if (id === 0) release(onAnswer);
    else callbacks.set(id, onAnswer);
    return id;
  },
  unwatch: async (watchId) => {
    await host.unwatch(watchId);
    release(callbacks.get(watchId));
    callbacks.delete(watchId);
  },
  write: (request) => host.write(request),
  watching: () => host.watching(),
};
Comlink.expose(api);

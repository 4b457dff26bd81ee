// Worker entry of the device sync (sync-host.ts): the page talks to it through comlink.
import * as Comlink from 'comlink';
import { createSyncHost, type SyncHostApi } from './sync-host.ts';

const host = createSyncHost();
const api: SyncHostApi = {
  open: (userId, onStatus) => host.open(userId, onStatus),
  syncNow: () => host.syncNow(),
  checkBeforeLogout: () => host.checkBeforeLogout(),
  setOnline: (online) => host.setOnline(online),
  close: () => host.close(),
  discard: () => host.discard(),
};
Comlink.expose(api);

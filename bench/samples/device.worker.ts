// bench:samples' stand-in for the app's device sync worker (web/src/sync/sync.worker.ts): the
// same device database opened in a worker and the app's device data service
// (`createDeviceData`) exposed through comlink, so the import reads the library's samples and
// writes the additions where the app does (samples/import/device.ts), off the UI thread. No
// replication: the bench is offline.
import * as Comlink from 'comlink';
import { openDeviceDatabase } from '../../web/src/db/database.ts';
import { createDeviceData } from '../../web/src/db/device-data/service.ts';
import type { DeviceDataApi, LiveAnswer } from '../../web/src/db/device-data/protocol.ts';
import { BENCH_DATABASE } from './database.ts';

type Callback = (answer: LiveAnswer) => void;
const release = (callback: Callback | undefined) =>
  (callback as Partial<Comlink.ProxyMethods> | undefined)?.[Comlink.releaseProxy]?.();

// Exposed at once (a message sent before comlink listens would be lost); calls wait for the open.
const opened = openDeviceDatabase(BENCH_DATABASE).then((db) => createDeviceData({ db }));
const callbacks = new Map<number, Callback>();

const api: DeviceDataApi = {
  watch: async (request, onAnswer) => {
    const id = await (await opened).watch(request, onAnswer);
    callbacks.set(id, onAnswer);
    return id;
  },
  unwatch: async (watchId) => {
    await (await opened).unwatch(watchId);
    release(callbacks.get(watchId));
    callbacks.delete(watchId);
  },
  write: async (request) => (await opened).write(request),
  watching: async () => (await opened).watching(),
};
Comlink.expose(api);

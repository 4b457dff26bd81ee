// Device data for screens, served where the device sync runs (the sync worker, or the page
// where there is no Worker): live reads as subscriptions the page starts and stops by id,
// writes validated with the shared schemas, commands. The sync host opens one per device
// database and disposes it on close (sync/sync-host.ts; docs/decisions/0027-live-device-data.md).
import type { Subscription } from 'rxjs';
import type { CommandPushes } from './command-pushes.ts';
import type { DeviceDataApi, LiveAnswer } from './protocol.ts';
import { observe, type LiveSources } from './queries.ts';
import { applyWrite } from './writes.ts';

export interface DeviceDataOptions extends LiveSources {
  readonly pushes?: CommandPushes | undefined;
  readonly now?: () => Date;
}

export interface DeviceDataService extends DeviceDataApi {
  /** Stops every live read (the device sync closes). */
  dispose(): void;
}

/** Watch ids are unique in the realm: a page's late `unwatch` never stops another's read
 * after the device sync was closed and opened again. */
let lastWatchId = 0;

const message = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

export function createDeviceData(options: DeviceDataOptions): DeviceDataService {
  const now = options.now ?? (() => new Date());
  const watches = new Map<number, Subscription>();
  let disposed = false;

  return {
    async watch(request, onAnswer) {
      lastWatchId += 1;
      const id = lastWatchId;
      const stop = () => watches.get(id)?.unsubscribe();
      const send = (answer: LiveAnswer) => {
        // The page may be gone (a closed tab's or a released proxy): its watch ends with it.
        try {
          Promise.resolve(onAnswer(answer)).catch(stop);
        } catch {
          stop();
        }
      };
      if (disposed) {
        send({ ok: false, error: 'The device sync is closed' });
        return id;
      }
      try {
        const sub = observe(options, request).subscribe({
          next: (value) => send({ ok: true, value }),
          error: (error: unknown) => send({ ok: false, error: message(error) }),
        });
        if (!sub.closed) watches.set(id, sub);
      } catch (error) {
        send({ ok: false, error: message(error) });
      }
      return id;
    },

    async unwatch(watchId) {
      watches.get(watchId)?.unsubscribe();
      watches.delete(watchId);
    },

    async write(request) {
      if (disposed) {
        return {
          ok: false,
          issues: [{ path: [], code: 'not_open', message: 'The device sync is closed' }],
          written: [],
        };
      }
      return applyWrite(options.db, request, now);
    },

    async watching() {
      for (const [id, sub] of watches) if (sub.closed) watches.delete(id);
      return watches.size;
    },

    dispose() {
      disposed = true;
      for (const sub of watches.values()) sub.unsubscribe();
      watches.clear();
    },
  };
}

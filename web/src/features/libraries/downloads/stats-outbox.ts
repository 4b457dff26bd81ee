// Statistics events of the library screens (spec 000 §7 / 001 §7 POST /stats: action,
// modelType, modelId, data; actions 'asset primary or working file download, document download
// and preview, download zip images'). A download or a preview happens offline too, so the event
// is kept in a small outbox persisted in localStorage and sent when the device is online (at
// once, on the browser's 'online' event, at the next start): none is lost offline. Not a
// synced collection: stat events are write-only and never come back (stat-event.ts). One
// outbox per signed-in user: the server takes the user from the session, so an event waits
// for its own user's next session rather than being sent under another user's.
import { STAT_ACTIONS, type StatAction, type StatRequest } from '@portal/shared';
import { currentDeviceSync } from '../../../sync/runtime.ts';

export interface StatRecord {
  readonly action: StatAction;
  readonly modelType: string;
  readonly modelId?: string;
  readonly data?: Readonly<Record<string, string | number | boolean>>;
}

/** What one send attempt came to: sent, try again later, or never (the server refuses it). */
export type SendResult = 'sent' | 'retry' | 'drop';

export interface StatsOutboxDeps {
  /** The localStorage entry (per user: `statsOutboxKey(userId)`). */
  readonly key?: string;
  readonly storage: Pick<Storage, 'getItem' | 'setItem'>;
  readonly send: (event: StatRequest) => Promise<SendResult>;
  readonly isOnline: () => boolean;
  /** Calls `flush` when the connection comes back; answers the unsubscribe. */
  readonly onOnline?: (flush: () => void) => () => void;
}

export const STATS_OUTBOX_KEY = 'portal.statsOutbox';
export const statsOutboxKey = (userId: string | undefined) =>
  userId ? `${STATS_OUTBOX_KEY}.${userId}` : STATS_OUTBOX_KEY;
/** A device offline for weeks keeps the newest events only (a bounded localStorage entry). */
export const STATS_OUTBOX_MAX = 1_000;

const isRecord = (value: unknown): value is StatRecord =>
  typeof value === 'object' &&
  value !== null &&
  STAT_ACTIONS.includes((value as StatRecord).action) &&
  typeof (value as StatRecord).modelType === 'string';

export function createStatsOutbox(deps: StatsOutboxDeps) {
  let flushing: Promise<number> | null = null;
  const key = deps.key ?? STATS_OUTBOX_KEY;

  const read = (): StatRecord[] => {
    try {
      const parsed: unknown = JSON.parse(deps.storage.getItem(key) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter(isRecord) : [];
    } catch {
      return []; // a damaged entry is dropped rather than blocking every later event
    }
  };
  const write = (events: readonly StatRecord[]) => {
    try {
      deps.storage.setItem(key, JSON.stringify(events.slice(-STATS_OUTBOX_MAX)));
    } catch {
      // storage full or blocked: the statistic is lost, the user's action is not
    }
  };

  /** Sends the waiting events in order; stops at the first that must wait. Answers how many went. */
  const sendAll = async (): Promise<number> => {
    let sent = 0;
    for (;;) {
      const [next] = read();
      if (next === undefined || !deps.isOnline()) return sent;
      let result: SendResult;
      try {
        result = await deps.send(next);
      } catch {
        result = 'retry';
      }
      if (result === 'retry') return sent;
      // Removed by value: another tab may have sent or added events meanwhile.
      const rest = read();
      const at = rest.findIndex((e) => JSON.stringify(e) === JSON.stringify(next));
      if (at >= 0) rest.splice(at, 1);
      write(rest);
      if (result === 'sent') sent += 1;
    }
  };

  // An event written while a flush runs may come after that flush's last read (a flush of an
  // empty outbox has read it already): the running flush then goes round once more.
  let again = false;
  const flush = (): Promise<number> => {
    if (flushing) {
      again = true;
      return flushing;
    }
    flushing = (async () => {
      let sent = 0;
      do {
        again = false;
        sent += await sendAll();
      } while (again);
      return sent;
    })().finally(() => {
      flushing = null;
    });
    return flushing;
  };

  deps.onOnline?.(() => void flush());

  return {
    /** Keeps the event and tries to send it (and any waiting one) now. */
    record(event: StatRecord): Promise<number> {
      write([...read(), event]);
      return flush();
    },
    flush,
    pending: (): readonly StatRecord[] => read(),
  };
}

export type StatsOutbox = ReturnType<typeof createStatsOutbox>;

/**
 * POST /api/stats with the session cookie. A plain fetch, not the api client: a statistic must
 * never raise a transport dialog or log the user out. 2xx sent; 400/413/415/422 dropped (the
 * event can never pass); anything else (offline, signed out, 5xx) waits for the next flush.
 */
export function statSender(baseUrl = '', fetchImpl: typeof fetch = (...a) => fetch(...a)) {
  return async (event: StatRequest): Promise<SendResult> => {
    const response = await fetchImpl(`${baseUrl}/api/stats`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(event),
    });
    if (response.ok) return 'sent';
    return [400, 413, 415, 422].includes(response.status) ? 'drop' : 'retry';
  };
}

const appOutboxes = new Map<string, StatsOutbox>();

/** The signed-in user's outbox, created on first use (sends what an earlier session left). */
export function statsOutbox(): StatsOutbox {
  const key = statsOutboxKey(currentDeviceSync()?.userId);
  const known = appOutboxes.get(key);
  if (known) return known;
  const outbox = createStatsOutbox({
    key,
    storage: window.localStorage,
    send: statSender(),
    // Only the signed-in user's outbox sends: another user's waits for their next session.
    isOnline: () => navigator.onLine && statsOutboxKey(currentDeviceSync()?.userId) === key,
    onOnline: (flush) => {
      window.addEventListener('online', flush);
      return () => window.removeEventListener('online', flush);
    },
  });
  appOutboxes.set(key, outbox);
  void outbox.flush();
  return outbox;
}

/** Records a statistic without waiting; a failure never reaches the user's action. */
export function recordStat(event: StatRecord): void {
  statsOutbox()
    .record(event)
    .catch(() => undefined);
}

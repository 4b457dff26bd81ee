// Which commands are "running" (protocol.ts CommandState): seen on the sync transport, without
// touching the replication. A command is running from the moment a push carrying it leaves
// for a server that answered the last request, until the device holds its result; a push
// that fails (offline, server down) puts it back to queued. While the device is offline RxDB
// retries the push every few seconds: those attempts do not count, or a queued command would
// flicker "running" on every retry.
import { BehaviorSubject, type Observable } from 'rxjs';
import type { SyncTransport } from '../../sync/transport.ts';

const COMMAND_PUSH = '/api/sync/commands/push';
/** Answered ids kept until their result arrives; a bound against ids never settled. */
const MAX_ANSWERED = 1_000;

/** The ids of the documents in a push body (rows of `{ newDocumentState: { id } }`). */
function pushedIds(body: unknown): string[] {
  if (typeof body !== 'string') return [];
  try {
    const rows: unknown = JSON.parse(body);
    if (!Array.isArray(rows)) return [];
    return rows.flatMap((row: { newDocumentState?: { id?: unknown } } | null) => {
      const id = row?.newDocumentState?.id;
      return typeof id === 'string' ? [id] : [];
    });
  } catch {
    return [];
  }
}

export class CommandPushes {
  private readonly running = new BehaviorSubject<ReadonlySet<string>>(new Set());
  private readonly inFlight = new Map<string, number>();
  private readonly answered = new Set<string>();
  /** The last request through the transport got an answer. */
  private reachable = true;

  /** The ids of the running commands, on every change. */
  get running$(): Observable<ReadonlySet<string>> {
    return this.running.asObservable();
  }

  /** The transport the engine uses, seen by this tracker. */
  wrap(transport: SyncTransport): SyncTransport {
    return {
      baseUrl: transport.baseUrl,
      fetch: async (input, init) => {
        const url = typeof input === 'string' ? input : input instanceof URL ? input.href : '';
        const ids =
          init?.method === 'POST' && url.endsWith(COMMAND_PUSH) ? pushedIds(init.body) : [];
        const tracked = this.reachable ? ids : [];
        this.start(tracked);
        try {
          const res = await transport.fetch(input, init);
          this.reachable = true;
          this.end(tracked, res.ok ? ids : []);
          return res;
        } catch (error) {
          if ((error as { name?: string }).name !== 'AbortError') this.reachable = false;
          this.end(tracked, []);
          throw error;
        }
      },
    };
  }

  /** The command's result is on the device: it is no longer running. */
  settled(id: string): void {
    if (this.answered.delete(id)) this.publish();
  }

  private start(ids: readonly string[]): void {
    if (ids.length === 0) return;
    for (const id of ids) this.inFlight.set(id, (this.inFlight.get(id) ?? 0) + 1);
    this.publish();
  }

  private end(started: readonly string[], answered: readonly string[]): void {
    if (started.length === 0 && answered.length === 0) return;
    for (const id of started) {
      const n = (this.inFlight.get(id) ?? 1) - 1;
      if (n > 0) this.inFlight.set(id, n);
      else this.inFlight.delete(id);
    }
    for (const id of answered) this.answered.add(id);
    while (this.answered.size > MAX_ANSWERED) {
      const oldest = this.answered.values().next().value;
      if (oldest === undefined) break;
      this.answered.delete(oldest);
    }
    this.publish();
  }

  private publish(): void {
    this.running.next(new Set([...this.inFlight.keys(), ...this.answered]));
  }
}

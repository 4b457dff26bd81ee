// Change hints: "collection X changed" (optionally only for some users), multiplexed onto each
// client's one SSE stream. Within and across server processes they travel through Postgres
// LISTEN/NOTIFY (postgres-js `listen`, PGlite `listen`): a write NOTIFYs inside its own
// transaction, so the hint is delivered exactly when the change is committed. A slow poll of
// each table's highest seq catches writes made by code that does not notify (seeding, other
// routes), and a lost LISTEN connection makes every stream tell its client to resync.
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type postgres from 'postgres';
import { SYNC_COLLECTIONS, type SyncCollection } from '@portal/shared';
import type { Database } from '../db/client.ts';
import { selectRows } from '../db/mapping/index.ts';
import { POLICIES } from './policies/index.ts';
import type { Tx } from './policy.ts';
import { columnOf } from './documents.ts';

export const HINT_CHANNEL = 'portal_sync';
/** How often the bus looks for writes that did not notify, while streams are open. */
export const HINT_POLL_MS = 2_000;

export interface Hint {
  readonly collection: SyncCollection;
  /** Only these users (by user code) … */
  readonly userCodes?: readonly string[];
  /** … or these (by user id) need it; neither means every user. */
  readonly userIds?: readonly string[];
  /** The session whose own push caused it: that device already has the change. */
  readonly originSession?: string;
}

export type BusEvent =
  | {
      readonly kind: 'hint';
      readonly hint: Hint;
      readonly seq: string;
      /** How the hint arrived (diagnostics; the multi-process test checks NOTIFY is used). */
      readonly via: 'notify' | 'poll';
    }
  | { readonly kind: 'resync' };

/** Collects the hints of one transaction; `notify` sends them when it commits. */
export class HintSet {
  private readonly hints = new Map<string, Hint>();
  add(hint: Hint): void {
    const key = JSON.stringify([
      hint.collection,
      hint.userCodes ?? null,
      hint.userIds ?? null,
      hint.originSession ?? null,
    ]);
    this.hints.set(key, hint);
  }
  get size(): number {
    return this.hints.size;
  }
  list(): Hint[] {
    return [...this.hints.values()];
  }
}

/** NOTIFY inside the writing transaction: delivered to every listener when it commits. */
export async function notifyHints(tx: Tx, hints: HintSet | readonly Hint[]): Promise<void> {
  const list = hints instanceof HintSet ? hints.list() : [...hints];
  if (list.length === 0) return;
  const [row] = await selectRows<{ s: string }>(
    tx,
    sql`select last_value::text as s from change_seq`,
  );
  // NOTIFY payloads are limited to 8000 bytes: send in parts.
  let part: Hint[] = [];
  const flush = async () => {
    if (part.length === 0) return;
    const payload = JSON.stringify({ s: row?.s ?? '0', h: part });
    await tx.execute(sql`select pg_notify(${HINT_CHANNEL}, ${payload})`);
    part = [];
  };
  for (const hint of list) {
    part.push(hint);
    if (JSON.stringify(part).length > 6_000) {
      part.pop();
      await flush();
      part.push(hint);
    }
  }
  await flush();
}

/** For other server code that writes synced tables: tell the devices right away. */
export async function notifySyncChange(
  db: Database,
  collections: readonly SyncCollection[],
): Promise<void> {
  await notifyHints(
    db,
    collections.map((collection) => ({ collection })),
  );
}

type Listener = (event: BusEvent) => void;

interface RawClient {
  listen?: unknown;
}

export class HintBus {
  private readonly db: Database;
  private readonly listeners = new Set<Listener>();
  private stopListening: (() => Promise<void>) | undefined;
  private starting: Promise<void> | undefined;
  private poller: ReturnType<typeof setInterval> | undefined;
  private readonly known = new Map<SyncCollection, bigint>();
  private polling = false;
  private initialized = false;

  constructor(db: Database) {
    this.db = db;
  }

  /** Subscribes to hints; the first subscriber starts LISTEN and the poll, the last stops them. */
  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    if (this.listeners.size === 1) this.starting = this.start();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) void this.stop();
    };
  }

  /** Resolves when LISTEN is active (tests wait for it before writing). */
  async ready(): Promise<void> {
    await this.starting;
  }

  private emit(event: BusEvent): void {
    for (const l of [...this.listeners]) {
      try {
        l(event);
      } catch (error) {
        console.error('[sync] hint listener failed', error);
      }
    }
  }

  private onPayload(payload: string | undefined): void {
    if (!payload) return;
    try {
      const body = JSON.parse(payload) as { s?: string; h?: Hint[] };
      const seq = String(body.s ?? '0');
      for (const hint of body.h ?? []) {
        if (!(SYNC_COLLECTIONS as readonly string[]).includes(hint.collection)) continue;
        const prev = this.known.get(hint.collection) ?? 0n;
        if (BigInt(seq) > prev) this.known.set(hint.collection, BigInt(seq));
        this.emit({ kind: 'hint', hint, seq, via: 'notify' });
      }
    } catch (error) {
      console.error('[sync] bad hint payload', error);
    }
  }

  private async start(): Promise<void> {
    const client = (this.db as unknown as { $client: RawClient }).$client;
    try {
      if (isPglite(client)) {
        const unlisten = await client.listen(HINT_CHANNEL, (payload) => this.onPayload(payload));
        this.stopListening = () => unlisten();
      } else {
        const pg = client as postgres.Sql;
        let first = true;
        const meta = await pg.listen(
          HINT_CHANNEL,
          (payload) => this.onPayload(payload),
          () => {
            // A re-listen after a lost connection: hints may have been missed meanwhile.
            if (!first) this.emit({ kind: 'resync' });
            first = false;
          },
        );
        this.stopListening = () => meta.unlisten();
      }
    } catch (error) {
      console.error('[sync] LISTEN failed; hints come from the poll only', error);
    }
    await this.poll();
    this.poller = setInterval(() => void this.poll(), HINT_POLL_MS);
    this.poller.unref?.();
  }

  private async stop(): Promise<void> {
    await this.starting;
    if (this.listeners.size > 0) return;
    if (this.poller) clearInterval(this.poller);
    this.poller = undefined;
    const stop = this.stopListening;
    this.stopListening = undefined;
    this.known.clear();
    this.initialized = false;
    try {
      await stop?.();
    } catch {
      // The database may already be closed.
    }
  }

  /** Highest seq per collection; a rise nobody notified about becomes a hint for everyone. */
  private async poll(): Promise<void> {
    if (this.polling || this.listeners.size === 0) return;
    this.polling = true;
    try {
      const parts = SYNC_COLLECTIONS.map((name) => {
        const table = POLICIES[name].mapping.spec.table;
        return sql`select ${name}::text as c, coalesce(max(${columnOf(table, 'seq')}), 0)::text as s from ${table}`;
      });
      const rows = await selectRows<{ c: SyncCollection; s: string }>(
        this.db,
        sql.join(parts, sql` union all `),
      );
      const first = !this.initialized;
      this.initialized = true;
      for (const row of rows) {
        const seq = BigInt(row.s);
        const prev = this.known.get(row.c);
        this.known.set(row.c, prev !== undefined && prev > seq ? prev : seq);
        if (!first && (prev === undefined || seq > prev)) {
          this.emit({ kind: 'hint', hint: { collection: row.c }, seq: row.s, via: 'poll' });
        }
      }
    } catch {
      // Database closed or briefly unreachable: the next poll tries again.
    } finally {
      this.polling = false;
    }
  }
}

function isPglite(client: RawClient): client is PGlite {
  return typeof client === 'object' && client !== null && 'waitReady' in client;
}

// The replication client: one RxDB replication per device collection, the Dexie catalogue,
// one SSE stream of hints, and the sync status. Plain TypeScript: the app runs it in the
// leader tab, the Node tests and the benchmark run it against the real server.
//
// Start order (issue 5: first usable screen within 3 s of login): the user's orders and
// assortments (and the small per-user collections) first, then the products they reference
// by id, then everything else and the full catalogue in the background with progress.
import { tryStyleColorId, type Checkpoint } from '@portal/shared';
import type { Subscription } from 'rxjs';
import { Subject, auditTime, merge } from 'rxjs';
import type { RxReplicationPullStreamItem } from 'rxdb';
import type { CatalogueDatabase } from '../db/catalogue.ts';
import { collectionSpec, type DeviceCollectionName, type DeviceDoc } from '../db/collections.ts';
import { plainCollection, plainCollections, type DeviceDatabase } from '../db/database.ts';
import { CatalogueSync } from './catalogue-sync.ts';
import { conflictRecorder } from './conflicts.ts';
import { listUnsynced } from './outbox.ts';
import { replicateDeviceCollection, type DeviceReplication } from './replication.ts';
import { SyncStatusStore, type PendingChange } from './status.ts';
import { HintStream } from './stream-client.ts';
import { OfflineError, type SyncTransport } from './transport.ts';

export interface SyncEngineOptions {
  readonly db: DeviceDatabase;
  readonly transport: SyncTransport;
  /** The product catalogue; without it products are not pulled. */
  readonly catalogue?: CatalogueDatabase;
  readonly live?: boolean;
  /** Listen to the SSE stream of hints (default true). */
  readonly stream?: boolean;
  /** Milliseconds between retries of a failed pull or push (RxDB; default 5000). */
  readonly retryTime?: number;
  readonly pullBatchSize?: number;
  readonly pushBatchSize?: number;
  /** Local writes within this window are pushed together (default 250 ms). */
  readonly pushDelayMs?: number;
  readonly heartbeatMs?: number;
  /** Hints arriving within this window make one pull (default 50 ms). */
  readonly hintDelayMs?: number;
  readonly now?: () => Date;
  /** The server ended the session: local changes stay for the same user's next login. */
  readonly onAuthRequired?: () => void;
}

/** The window or worker global that fires 'online'/'offline'; undefined in Node. */
function browserScope(): EventTarget | undefined {
  return typeof self !== 'undefined' && typeof navigator !== 'undefined' && 'onLine' in navigator
    ? (self as unknown as EventTarget)
    : undefined;
}

/** Collections the first screen needs (and the small per-user ones, which cost nothing). */
/** The outbox is recounted once pulled documents have stopped arriving for this long. */
const RECOUNT_QUIET_MS = 1_500;

const FIRST: readonly DeviceCollectionName[] = [
  'orders',
  'assortments',
  'commands',
  'syncIssues',
  'notifications',
];

type Hints = Subject<RxReplicationPullStreamItem<DeviceDoc, Checkpoint>>;

export class SyncEngine {
  readonly status = new SyncStatusStore();
  readonly replications = new Map<DeviceCollectionName, DeviceReplication>();
  readonly catalogueSync: CatalogueSync | undefined;
  private readonly opts: SyncEngineOptions;
  private readonly transport: SyncTransport;
  private readonly hints = new Map<string, Hints>();
  private readonly subs: Subscription[] = [];
  private readonly now: () => Date;
  private stream: HintStream | undefined;
  private firstScreen: Promise<void> | undefined;
  private stopped = false;
  /** The browser says there is no network: an answer from a cache or a stale stream is no proof. */
  private browserOffline = false;
  private onlineListener: (() => void) | undefined;
  private offlineListener: (() => void) | undefined;
  private lastReceivedAt = 0;
  private recountTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(opts: SyncEngineOptions) {
    this.opts = opts;
    this.now = opts.now ?? (() => new Date());
    // Every answer proves the server reachable; no answer at all means offline.
    this.transport = {
      baseUrl: opts.transport.baseUrl,
      fetch: async (input, init) => {
        try {
          const res = await opts.transport.fetch(input, init);
          if (!this.status.value.online && !this.browserOffline) {
            this.status.update({ online: true });
            // Back online: the hint stream reconnects now, not after its backoff.
            this.stream?.wake();
          }
          return res;
        } catch (error) {
          if ((error as { name?: string }).name !== 'AbortError')
            this.status.update({ online: false });
          throw error;
        }
      },
    };
    if (opts.catalogue) {
      this.catalogueSync = new CatalogueSync(opts.catalogue, this.transport, {
        onProgress: (catalogue) => this.status.update({ catalogue }),
      });
    }
  }

  private get db(): DeviceDatabase {
    return this.opts.db;
  }

  /** Creates the replications and starts syncing in the background (first screen first). */
  async start(): Promise<void> {
    if (this.db.multiInstance) await this.db.waitForLeadership();
    const issues = plainCollection(this.db, 'syncIssues');
    if (!issues) throw new Error('The device database needs its syncIssues collection to sync');
    const recorder = conflictRecorder(issues, this.now);
    for (const [name, collection] of plainCollections(this.db)) {
      const spec = collectionSpec(name);
      const hints: Hints = new Subject();
      this.hints.set(spec.server, hints);
      const replication = replicateDeviceCollection({
        collection,
        spec,
        transport: this.transport,
        recorder,
        hints,
        onAuthRequired: () => this.authRequired(),
        onLocalRejection: (doc, message) => this.localRejection(spec.server, doc, message),
        live: this.opts.live ?? true,
        retryTime: this.opts.retryTime ?? 5_000,
        pullBatchSize: this.opts.pullBatchSize ?? 200,
        pushBatchSize: this.opts.pushBatchSize ?? 50,
        pushDelayMs: this.opts.pushDelayMs ?? 250,
        waitForLeadership: false,
        autoStart: false,
        ...(spec.name === 'commands' ? { beforePush: () => this.othersPushed() } : {}),
      });
      this.replications.set(spec.name, replication);
      this.subs.push(
        replication.error$.subscribe((error) => this.onError(spec.server, error)),
        replication.received$.subscribe(() => {
          this.lastReceivedAt = this.now().getTime();
        }),
        // Pending changes are recounted at most once a second while anything happens.
        merge(replication.active$, replication.sent$, replication.received$, collection.$)
          .pipe(auditTime(1_000))
          .subscribe(() => void this.refresh()),
      );
    }
    this.subs.push(this.status.$.pipe(auditTime(500)).subscribe((s) => void this.publish(s)));
    if (this.opts.stream ?? true) this.startStream();
    // A page or a worker (the app runs the engine in one, web/src/sync/sync.worker.ts); not Node.
    const scope = browserScope();
    if (scope) {
      this.onlineListener = () => this.setBrowserOnline(true);
      scope.addEventListener('online', this.onlineListener);
      this.offlineListener = () => this.setBrowserOnline(false);
      scope.addEventListener('offline', this.offlineListener);
      if (!navigator.onLine) this.setBrowserOnline(false);
    }
    const first = FIRST.flatMap((n) => this.replications.get(n) ?? []);
    await Promise.all(first.map((r) => r.start()));
    this.firstScreen = (async () => {
      await Promise.all(first.map((r) => r.awaitInitialReplication()));
      await this.fetchReferencedProducts();
      this.status.update({ firstScreenReady: true });
      await Promise.all([...this.replications.values()].map((r) => r.start()));
      void this.catalogueSync?.run().catch((error: unknown) => this.onError('products', error));
    })();
    this.firstScreen.catch((error: unknown) => this.onError(undefined, error));
  }

  /**
   * The browser's word on the network ('online'/'offline' events). The browser knows first: an
   * idle stream may not notice a lost connection for a while. A page forwards it to the worker
   * that runs the engine, where it may not arrive by itself.
   */
  setBrowserOnline(online: boolean): void {
    if (this.browserOffline === !online) return;
    this.browserOffline = !online;
    if (!online) {
      this.status.update({ online: false });
      return;
    }
    this.stream?.reconnect();
    this.resyncAll();
  }

  /** Resolves when the user's orders, assortments and their products are on the device. */
  async firstScreenReady(): Promise<void> {
    await this.firstScreen;
  }

  private startStream(): void {
    this.stream = new HintStream(
      this.transport,
      {
        onEvent: (event) => {
          if (event.type === 'change') {
            this.hinted(event.collection);
            if (event.collection === 'products')
              void this.catalogueSync?.run().catch(() => undefined);
          } else if (event.type === 'resync') this.resyncAll();
        },
        onConnection: (streaming) =>
          this.status.update({
            streaming,
            ...(streaming && !this.browserOffline ? { online: true } : {}),
          }),
        onAuthRequired: () => this.authRequired(),
      },
      this.opts.heartbeatMs ? { heartbeatMs: this.opts.heartbeatMs } : {},
    );
    this.stream.start();
  }

  private readonly hintTimers = new Map<string, ReturnType<typeof setTimeout>>();

  /** Hints for one collection within a short window make one pull. */
  private hinted(collection: string): void {
    if (this.hintTimers.has(collection)) return;
    this.hintTimers.set(
      collection,
      setTimeout(() => {
        this.hintTimers.delete(collection);
        this.hints.get(collection)?.next('RESYNC');
      }, this.opts.hintDelayMs ?? 50),
    );
  }

  private resyncAll(): void {
    for (const h of this.hints.values()) h.next('RESYNC');
    void this.catalogueSync?.run().catch(() => undefined);
  }

  /** Products referenced by the local orders and assortments, fetched by id first. */
  private async fetchReferencedProducts(): Promise<void> {
    if (!this.catalogueSync) return;
    const ids = new Set<string>();
    const add = (p: { style?: unknown; color?: unknown }) => {
      const id =
        typeof p.style === 'string' && typeof p.color === 'string'
          ? tryStyleColorId(p.style, p.color)
          : undefined;
      if (id) ids.add(id);
    };
    for (const o of (await this.db.collections.orders?.find().exec()) ?? []) {
      const doc = o.toJSON() as DeviceDoc;
      for (const p of (doc.products as object[] | undefined) ?? []) add(p);
      for (const l of (doc.lines as object[] | undefined) ?? []) add(l);
    }
    for (const a of (await this.db.collections.assortments?.find().exec()) ?? []) {
      for (const p of ((a.toJSON() as DeviceDoc).products as object[] | undefined) ?? []) add(p);
    }
    await this.catalogueSync.fetchByIds([...ids]);
  }

  /**
   * A command acts on documents the device may have just written (submit the order it made
   * offline): it goes up only after the other collections' changes were confirmed, or after
   * a minute (the server then refuses a command whose order it does not know, visibly).
   */
  private async othersPushed(): Promise<void> {
    const others = new Map(
      [...this.replications].filter(([n]) => n !== 'commands' && n !== 'syncIssues'),
    );
    const until = Date.now() + 60_000;
    while (Date.now() < until && !this.stopped) {
      if ((await listUnsynced(others)).length === 0) return;
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /** "Sync now": pull everything, push what waits, until in sync or the timeout. */
  async syncNow(timeoutMs = 30_000): Promise<boolean> {
    if (this.status.value.authRequired) return false;
    await Promise.all([...this.replications.values()].map((r) => r.start()));
    this.stream?.wake();
    this.resyncAll();
    const done = Promise.all([
      ...[...this.replications.values()].map((r) => r.awaitInSync()),
      this.catalogueSync?.run(),
    ]).then(() => true);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
    const ok = await Promise.race([done, timeout]).catch(() => false);
    clearTimeout(timer);
    await this.refresh();
    return ok && this.status.value.pending === 0;
  }

  /** Every local change not yet confirmed by the server. */
  async unsynced(): Promise<PendingChange[]> {
    return listUnsynced(this.replications);
  }

  private recountLater(): void {
    if (this.recountTimer) return;
    this.recountTimer = setTimeout(() => {
      this.recountTimer = undefined;
      void this.refresh();
    }, RECOUNT_QUIET_MS);
  }

  private async refresh(): Promise<void> {
    if (this.stopped) return;
    try {
      const active = [...this.replications.values()].some((r) => r.subjects.active.getValue());
      // Listing the outbox walks every document changed since the upstream checkpoint, and
      // during a pull that is every pulled document: recounting it each second made a first
      // sync quadratic and blocked the page. While documents keep arriving, only "active"
      // changes; the count follows once they stop (a device retrying offline still counts).
      if (active && this.now().getTime() - this.lastReceivedAt < RECOUNT_QUIET_MS) {
        if (!this.status.value.active) this.status.update({ active });
        this.recountLater();
        return;
      }
      const pending = await this.unsynced();
      const inSync = pending.length === 0 && !active && this.status.value.online;
      this.status.update({
        pending: pending.length,
        pendingSample: pending.slice(0, 50),
        active,
        ...(inSync ? { lastSyncAt: this.now().toISOString() } : {}),
      });
    } catch {
      // Closing: the storage may be gone.
    }
  }

  private onError(collection: string | undefined, error: unknown): void {
    const inner = (error as { parameters?: { errors?: { name?: string; message?: string }[] } })
      .parameters?.errors?.[0];
    const name = inner?.name ?? (error as { name?: string }).name;
    if (name === 'AuthRequiredError' || name === OfflineError.name) return; // shown as status, not as an error
    const message = inner?.message ?? (error instanceof Error ? error.message : String(error));
    const last = this.status.value.errors[0];
    if (last?.message === message && last.collection === collection) return;
    this.status.error(message, collection, this.now());
  }

  private async localRejection(collection: string, doc: DeviceDoc, message: string): Promise<void> {
    await this.db.collections.syncIssues?.upsert({
      id: `local:${collection}:${doc.id}`.slice(0, 128),
      kind: 'rejection',
      sourceCollection: collection,
      documentId: doc.id,
      reasonCode: 'invalid',
      message,
      refusedValues: doc,
      createdAt: this.now().toISOString(),
      _deleted: false,
    } as DeviceDoc);
  }

  private authRequired(): void {
    if (this.status.value.authRequired) return;
    this.status.update({ authRequired: true, streaming: false });
    this.stream?.stop();
    for (const r of this.replications.values()) void r.pause();
    this.opts.onAuthRequired?.();
  }

  /** The leader tab's status, readable by every tab (local documents are shared). */
  private async publish(status: unknown): Promise<void> {
    if (this.stopped) return;
    try {
      await this.db.upsertLocal('sync-status', { status });
    } catch {
      // Closing.
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.stream?.stop();
    for (const t of this.hintTimers.values()) clearTimeout(t);
    const scope = browserScope();
    if (scope && this.onlineListener) scope.removeEventListener('online', this.onlineListener);
    if (scope && this.offlineListener) scope.removeEventListener('offline', this.offlineListener);
    clearTimeout(this.recountTimer);
    for (const s of this.subs) s.unsubscribe();
    await Promise.all([...this.replications.values()].map((r) => r.cancel()));
  }
}

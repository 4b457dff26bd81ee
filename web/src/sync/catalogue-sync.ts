// Fills the Dexie catalogue (db/catalogue.ts) from GET /api/sync/products/pull as lines (shared
// pull-lines.ts: each product's keys, then its JSON text, stored as it came without parsing it;
// decision 0025): pages of 1,000 written with one bulkPut each, the checkpoint in the same
// transaction (a page is stored whole or not at all), the next pages asked for while the
// current one is written (pages-ahead.ts). Tombstones delete; after a scope change (reset) the
// pass sweeps what it did not deliver again. Read-only: the device never pushes products.
import {
  DOCS_BY_ID_MAX,
  INITIAL_CHECKPOINT,
  PULL_BATCH_MAX,
  PULL_LINES_MEDIA_TYPE,
  SYNC_NEXT_HEADER,
  parseNextPage,
  parsePullLines,
  type Checkpoint,
  type PullLinesPage,
} from '@portal/shared';
import { lineRecord, toCatalogueRecord, type CatalogueDatabase } from '../db/catalogue.ts';
import { announcedCheckpoint, PagesAhead, type PageAnswer } from './pages-ahead.ts';
import { pullPath, type Doc } from './pull-pass.ts';
import { request, send, SyncHttpError, type SyncTransport } from './transport.ts';

export interface CatalogueProgress {
  /** Products stored in this pass. */
  readonly loaded: number;
  /** Products the pass expects in all (null until the first page told). */
  readonly total: number | null;
  readonly done: boolean;
}

/** Pages asked ahead of the one being stored. With one, a device pulling live pages (the first
 * device of its locations, no shared chain yet) still waited 1.7 s of an 8 s Node sync for the
 * server; with two, 0.1 s (decision 0024). */
export const CATALOGUE_LOOKAHEAD = 2;

export class CatalogueSync {
  private readonly db: CatalogueDatabase;
  private readonly t: SyncTransport;
  private readonly pageSize: number;
  private readonly lookahead: number;
  private readonly onProgress: (p: CatalogueProgress) => void;
  private running: Promise<void> | undefined;
  private again = false;
  /** seq of the products fetched by id, so an older pulled version never replaces them. */
  private readonly fetchedSeq = new Map<string, bigint>();

  constructor(
    db: CatalogueDatabase,
    t: SyncTransport,
    opts: {
      pageSize?: number;
      lookahead?: number;
      onProgress?: (p: CatalogueProgress) => void;
    } = {},
  ) {
    this.db = db;
    this.t = t;
    this.pageSize = opts.pageSize ?? PULL_BATCH_MAX;
    this.lookahead = opts.lookahead ?? CATALOGUE_LOOKAHEAD;
    this.onProgress = opts.onProgress ?? (() => undefined);
  }

  /** Pulls until caught up; a call during a run schedules one more run after it. */
  run(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          await this.pass();
        } while (this.again);
      } finally {
        this.running = undefined;
      }
    })();
    return this.running;
  }

  /** Asks for a page: resolves when the answer's head arrives, with the next page it
   * announces (SYNC_NEXT_HEADER) and the page itself still downloading. */
  private async askPage(cp: Checkpoint, fresh: boolean, total: boolean): Promise<PageAnswer> {
    const path = `${pullPath('products', cp, this.pageSize, fresh, total)}&format=lines`;
    const res = await send(this.t, 'GET', path);
    const type = res.headers.get('content-type') ?? '';
    if (type.split(';')[0]!.trim() !== PULL_LINES_MEDIA_TYPE) {
      await res.body?.cancel();
      // An older server, or a proxy's page: nothing is stored from it.
      throw new SyncHttpError(res.status, 'pull_format', `The pull answered ${type}, not lines`);
    }
    const page: Promise<PullLinesPage> = res.text().then(parsePullLines);
    page.catch(() => undefined); // awaited by the pass; unhandled only if the pass gave up first
    return { next: parseNextPage(res.headers.get(SYNC_NEXT_HEADER)), page };
  }

  private async pass(): Promise<void> {
    let cp: Checkpoint = { ...INITIAL_CHECKPOINT, ...((await this.db.checkpoint()) ?? {}) };
    let sweep: Set<string> | null = null;
    if (cp.sweep) {
      // An interrupted sweep starts over.
      sweep = new Set();
      cp = { ...INITIAL_CHECKPOINT, scope: cp.scope, sweep: true };
    }
    let loaded = 0;
    let total: number | null = null;
    // The pages after this one are asked for as soon as a head says where they start: the
    // server prepares and sends them while this one is parsed and written.
    const pages = new PagesAhead(
      (at, fresh, withTotal) => this.askPage(at, fresh, withTotal),
      this.lookahead,
      { at: cp, fresh: cp.scope === '', total: true },
      sweep !== null,
    );
    try {
      for (;;) {
        const answer = await pages.take();
        const page = await answer.page;
        if (page.reset) sweep = new Set();
        const checkpoint: Checkpoint = { ...page.checkpoint, sweep: sweep !== null };
        if (total === null && page.remaining !== undefined)
          total = page.remaining + page.lines.length;
        // The head announced the body's own checkpoint; were it ever otherwise, ask again.
        if (page.more && !announcedCheckpoint(answer.next, checkpoint))
          pages.restart(checkpoint, sweep !== null);
        const present = page.lines.filter((d) => !d.deleted);
        const live = present.filter((d) => !this.olderThanFetched(d));
        const gone = page.lines
          .filter((d) => d.deleted && !this.olderThanFetched(d))
          .map((d) => d.id);
        if (sweep) for (const d of present) sweep.add(d.id);
        let finalCheckpoint = checkpoint;
        let sweptAway: string[] = [];
        if (!page.more && sweep) {
          const seen = sweep;
          sweptAway = (await this.db.products.toCollection().primaryKeys()).filter(
            (id) => !seen.has(id),
          );
          finalCheckpoint = { ...checkpoint, sweep: false };
          sweep = null;
        }
        await this.db.transaction('rw', this.db.products, this.db.meta, async () => {
          if (live.length) await this.db.products.bulkPut(live.map(lineRecord));
          if (gone.length || sweptAway.length)
            await this.db.products.bulkDelete([...gone, ...sweptAway]);
          await this.db.meta.put({ key: 'checkpoint', value: finalCheckpoint });
        });
        loaded += present.length;
        // A total counted earlier (a shared pull chain's) may fall short of what came since.
        if (total !== null && loaded > total) total = loaded;
        this.onProgress({ loaded, total, done: !page.more });
        if (!page.more) return;
      }
    } finally {
      pages.stop();
    }
  }

  /**
   * Whether a pulled product is older than the version fetched by id in this session (a
   * shared pull chain replays pages recorded earlier; the newer version follows in the tail).
   */
  private olderThanFetched(line: { readonly id: string; readonly seq: string | null }): boolean {
    const fetched = this.fetchedSeq.get(line.id);
    if (fetched === undefined || line.seq === null) return false;
    return BigInt(line.seq) < fetched;
  }

  /** Whole products by id, stored right away (the first screen's products). */
  async fetchByIds(ids: readonly string[]): Promise<number> {
    const missing = new Set(ids);
    for (const have of await this.db.products.bulkGet([...missing]))
      if (have) missing.delete(have.id);
    const wanted = [...missing];
    let stored = 0;
    for (let i = 0; i < wanted.length; i += DOCS_BY_ID_MAX) {
      const { documents } = await request<{ documents: Doc[] }>(
        this.t,
        'POST',
        '/api/sync/products/docs',
        {
          ids: wanted.slice(i, i + DOCS_BY_ID_MAX),
        },
      );
      await this.db.products.bulkPut(documents.map(toCatalogueRecord));
      for (const d of documents)
        if (typeof d.seq === 'string') this.fetchedSeq.set(d.id, BigInt(d.seq));
      stored += documents.length;
    }
    return stored;
  }
}

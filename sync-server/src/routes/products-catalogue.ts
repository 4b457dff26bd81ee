// The server's copy of the product catalogue for the REST product calls (decision 0037): every
// product document with all its locations (each answer is projected for its caller by the
// catalogue policy) and the shared ProductIndex over them, so POST /products/fetch answers a
// filter exactly as the device's index does (one engine, shared/src/products), in
// milliseconds. Built lazily on first use and kept per database handle (one per server
// process: a cache, the server stays stateless). It follows the products table the way a pull
// does: rows after a (txid, seq) checkpoint, only from transactions that have ended
// (db/CONTEXT.md "In-flight transactions"), looked for at most every FRESHNESS_MS.
import { Buffer } from 'node:buffer';
import { ProductIndex, type Product } from '@portal/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { productMapping, readJsonPage } from '../db/mapping/index.ts';
import { options, products } from '../db/schema/index.ts';
import { deflateOpen, type GzipPart } from '../sync/gzip-parts.ts';
import { productsPolicy } from '../sync/policies/catalogue.ts';
import type { SyncUser } from '../sync/policy.ts';
import { answerProduct } from './products-request.ts';

/** How stale an answer may be: a catalogue change shows within this time. */
export const FRESHNESS_MS = 250;
/** Answer bytes kept per projection (shareKey) and projections kept: a bounded cache (about
 * 3 KB a product plain and 1 KB deflated, so at most ~160 MB, outside the JS heap), oldest
 * first out. */
const PARTS_PER_PROJECTION = 10_000;
const PROJECTIONS_KEPT = 4;
/** Documents read per statement while building or catching up. */
const PAGE_ROWS = 5_000;

export interface CatalogueOptions {
  /** Documents per read (tests use small pages to read several). */
  readonly pageRows?: number;
}
/** Only rows of transactions that ended before the oldest one still running (as pull.ts). */
const SETTLED = sql`pg_snapshot_xmin(pg_current_snapshot())::text::bigint`;
const SNAPSHOT = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;

/** One product's answer: its JSON bytes, and once asked for, the same deflated apart. */
export interface AnswerPart {
  readonly plain: Buffer;
  deflated?: Buffer;
}

interface Checkpoint {
  readonly txid: string;
  readonly seq: string;
}

/** What one request reads: consistent for the request's duration (never mutated under it). */
export interface CatalogueView {
  readonly index: ProductIndex;
  readonly byId: ReadonlyMap<string, Product>;
  /** Every product id, sorted (style then colour: the ids are style_color). */
  sortedIds(): readonly string[];
  /** Every location code some product has (an administrator's ALL). */
  readonly locationCodes: readonly string[];
  /** Minor-unit digits per location code (the `locations` option; 2 when absent). */
  readonly currencyDecimals: Readonly<Record<string, number>>;
  /** The product as the user's REST answers hold it, as UTF-8 JSON (cached per projection:
   * an answer is then copied together, not serialized and encoded again). */
  answerPart(product: Product, user: SyncUser): AnswerPart;
  /** The same, each also deflated apart, for an answer as gzip from parts (decision 0026). */
  deflatedParts(products: readonly Product[], user: SyncUser): Promise<GzipPart[]>;
}

const catalogues = new WeakMap<Database, ServerCatalogue>();

export class ServerCatalogue implements CatalogueView {
  private readonly db: Database;
  private readonly docs = new Map<string, Product>();
  private readonly codeCounts = new Map<string, number>();
  private checkpoint: Checkpoint = { txid: '0', seq: '0' };
  private checkedAt = Number.NEGATIVE_INFINITY;
  private pending: Promise<void> | undefined;
  private built = false;
  private sorted: string[] | undefined;
  /** shareKey → product id → the answer's JSON bytes (policy.ts shareKey: every user with the
   * key sees exactly the same documents). */
  private readonly parts = new Map<string, Map<string, AnswerPart>>();
  index = ProductIndex.build([]);
  locationCodes: readonly string[] = [];
  currencyDecimals: Readonly<Record<string, number>> = {};

  private readonly pageRows: number;

  private constructor(db: Database, options: CatalogueOptions) {
    this.db = db;
    this.pageRows = options.pageRows ?? PAGE_ROWS;
  }

  /** The catalogue of this database handle (one per server process); options count only for
   * the first call on a handle. */
  static of(db: Database, options: CatalogueOptions = {}): ServerCatalogue {
    let catalogue = catalogues.get(db);
    if (!catalogue) {
      catalogue = new ServerCatalogue(db, options);
      catalogues.set(db, catalogue);
    }
    return catalogue;
  }

  get byId(): ReadonlyMap<string, Product> {
    return this.docs;
  }

  sortedIds(): readonly string[] {
    this.sorted ??= [...this.docs.keys()].sort();
    return this.sorted;
  }

  answerPart(product: Product, user: SyncUser): AnswerPart {
    const encode = (): AnswerPart => ({
      plain: Buffer.from(JSON.stringify(answerProduct(product, user))),
    });
    const key = productsPolicy.shareKey?.(user);
    if (key === undefined) return encode();
    let parts = this.parts.get(key);
    if (!parts) {
      if (this.parts.size >= PROJECTIONS_KEPT) this.parts.delete(this.parts.keys().next().value!);
      parts = new Map();
      this.parts.set(key, parts);
    }
    let part = parts.get(product.id);
    if (part === undefined) {
      part = encode();
      if (parts.size >= PARTS_PER_PROJECTION) parts.delete(parts.keys().next().value!);
      parts.set(product.id, part);
    }
    return part;
  }

  async deflatedParts(products: readonly Product[], user: SyncUser): Promise<GzipPart[]> {
    const parts = products.map((p) => this.answerPart(p, user));
    // Deflated once per projection, off the event loop (zlib's thread pool).
    await Promise.all(
      parts.map(async (part) => {
        part.deflated ??= await deflateOpen(part.plain);
      }),
    );
    return parts.map((part) => ({ plain: part.plain, deflated: part.deflated! }));
  }

  /** The catalogue, built on first use and caught up when FRESHNESS_MS have passed. */
  async ready(): Promise<CatalogueView> {
    const now = performance.now();
    if (this.built && now - this.checkedAt < FRESHNESS_MS) return this;
    // One catch-up at a time; requests arriving meanwhile wait for it.
    this.pending ??= this.catchUp(now).finally(() => {
      this.pending = undefined;
    });
    await this.pending;
    return this;
  }

  /** One page of settled changes after a checkpoint, in its own snapshot. */
  private readPage(from: Checkpoint) {
    return this.db.transaction(
      (tx) =>
        readJsonPage(tx, productMapping, {
          where: and(
            sql`${products.txid} < ${SETTLED}`,
            sql`(${products.txid}, ${products.seq}) > (${from.txid}::bigint, ${from.seq}::bigint)`,
          ),
          limit: this.pageRows,
          tombstones: true,
        }),
      SNAPSHOT,
    );
  }

  /**
   * Reads every settled change after the checkpoint into the index, page by page. The next
   * page is asked for as soon as one arrives (its start is the page's last row), so the
   * database builds it while this one is parsed and indexed (the first build at 100,000).
   */
  private async catchUp(startedAt: number): Promise<void> {
    let changed = false;
    let next = this.readPage(this.checkpoint);
    for (;;) {
      const page = await next;
      if (page.rows === 0 || page.txid === null || page.seq === null) break;
      const checkpoint = { txid: page.txid, seq: page.seq };
      const more = page.rows === this.pageRows;
      if (more) {
        next = this.readPage(checkpoint);
        // Awaited on the next turn; a failure meanwhile must not go unhandled.
        next.catch(() => undefined);
      }
      // The database wrote these through the shared schema (db/mapping): trusted as Products.
      this.apply(JSON.parse(page.documents) as Product[]);
      this.checkpoint = checkpoint;
      changed = true;
      if (!more) break;
    }
    if (changed || !this.built) this.currencyDecimals = await this.readCurrencyDecimals();
    this.built = true;
    this.checkedAt = startedAt;
  }

  private apply(documents: readonly Product[]): void {
    const upserts: Product[] = [];
    const removed: string[] = [];
    for (const doc of documents) {
      for (const parts of this.parts.values()) parts.delete(doc.id);
      const before = this.docs.get(doc.id);
      if (before) this.countCodes(before, -1);
      if (doc._deleted) {
        if (before) removed.push(doc.id);
        this.docs.delete(doc.id);
        continue;
      }
      this.docs.set(doc.id, doc);
      this.countCodes(doc, 1);
      upserts.push(doc);
    }
    if (upserts.length > 0) this.index.upsert(upserts);
    if (removed.length > 0) this.index.remove(removed);
    this.sorted = undefined;
    this.locationCodes = [...this.codeCounts.keys()].sort();
  }

  private countCodes(doc: Product, step: 1 | -1): void {
    for (const { code } of doc.locations) {
      const n = (this.codeCounts.get(code) ?? 0) + step;
      if (n > 0) this.codeCounts.set(code, n);
      else this.codeCounts.delete(code);
    }
  }

  /** The `locations` option (seed options.ts: code, decimalPlaces); missing codes keep 2. */
  private async readCurrencyDecimals(): Promise<Record<string, number>> {
    const [row] = await this.db
      .select({ data: options.data })
      .from(options)
      .where(eq(options.name, 'locations'))
      .limit(1);
    const out: Record<string, number> = {};
    if (!Array.isArray(row?.data)) return out;
    for (const entry of row.data as unknown[]) {
      if (typeof entry !== 'object' || entry === null) continue;
      const { code, decimalPlaces } = entry as { code?: unknown; decimalPlaces?: unknown };
      if (typeof code === 'string' && Number.isInteger(decimalPlaces))
        out[code] = decimalPlaces as number;
    }
    return out;
  }
}

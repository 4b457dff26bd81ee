// The client side of the pull (shared/src/sync/protocol.ts): pages after a checkpoint, and
// the two ways documents leave the device without a push:
// - a document that left the user's scope comes as a bare tombstone; the device fills it with
//   its own copy (RxDB validates every write) or drops it when it never had the document;
// - after a scope change the server restarts the pull ("reset"): the device then sweeps,
//   removing at the end of the pass every document the pass did not deliver again.
// Documents with a local change that was not pushed yet are never overwritten by a pulled
// tombstone (RxDB keeps the fork and pushes it; the server refuses and records a rejection).
import {
  INITIAL_CHECKPOINT,
  compareCheckpoints,
  type Checkpoint,
  type PullResponse,
  type SyncCollection,
} from '@portal/shared';
import { request, type SyncTransport } from './transport.ts';

export type Doc = Record<string, unknown> & { id: string; _deleted?: boolean };

/** What the pull needs to know about the device's copy. */
export interface LocalSide {
  /** Stored documents (without RxDB meta fields) by id; absent ids are missing. */
  getDocs(ids: readonly string[]): Promise<Map<string, Doc>>;
  /** Ids of every stored, not deleted document. */
  allIds(): Promise<string[]>;
  /** A checkpoint up to which nothing needed storing (pages of dropped tombstones). */
  readMark(): Promise<Checkpoint | undefined>;
  writeMark(checkpoint: Checkpoint): Promise<void>;
}

export interface PullPage {
  readonly documents: Doc[];
  readonly checkpoint: Checkpoint;
  readonly more: boolean;
}

export function pullPath(
  collection: SyncCollection,
  cp: Checkpoint,
  limit: number,
  fresh: boolean,
  total = false,
): string {
  const q = new URLSearchParams({
    txid: cp.txid,
    seq: cp.seq,
    scope: cp.scope,
    fresh: fresh ? '1' : '0',
    limit: String(limit),
    total: total ? '1' : '0',
  });
  return `/api/sync/${collection}/pull?${q.toString()}`;
}

const isBare = (doc: Doc) =>
  Object.keys(doc).every((k) => k === 'id' || k === '_deleted' || k === 'seq');

export class PullPass {
  private readonly t: SyncTransport;
  private readonly collection: SyncCollection;
  private readonly local: LocalSide;
  /** Ids delivered during a sweep pass; null when not sweeping. */
  private sweep: Set<string> | null = null;

  constructor(t: SyncTransport, collection: SyncCollection, local: LocalSide) {
    this.t = t;
    this.collection = collection;
    this.local = local;
  }

  /** The next documents after `last` (RxDB's stored checkpoint), at least `limit` unless
   * the server has no more. */
  async page(last: Checkpoint | undefined | null, limit: number): Promise<PullPage> {
    let cp: Checkpoint = { ...INITIAL_CHECKPOINT, ...(last ?? {}), sweep: last?.sweep === true };
    const mark = await this.local.readMark();
    if (!cp.sweep && mark && mark.scope === cp.scope && compareCheckpoints(mark, cp) > 0) {
      cp = { ...mark, sweep: false };
    }
    if (cp.sweep && !this.sweep) {
      // A sweep interrupted (app closed): its delivered ids are gone, start the pass again.
      this.sweep = new Set();
      cp = { ...INITIAL_CHECKPOINT, scope: cp.scope, sweep: true };
    }
    const start = cp;
    const out: Doc[] = [];
    let more = true;
    while (more && out.length < limit) {
      const fresh = cp.scope === '' || this.sweep !== null;
      const res = await request<PullResponse<Doc>>(
        this.t,
        'GET',
        pullPath(this.collection, cp, limit, fresh),
      );
      if (res.reset) this.sweep = new Set();
      more = res.more;
      cp = { ...res.checkpoint, sweep: this.sweep !== null };
      out.push(...(await this.keepKnown(res.documents)));
    }
    if (this.sweep && !more) {
      out.push(...(await this.sweepRest(out)));
      this.sweep = null;
      cp = { ...cp, sweep: false };
    }
    if (out.length === 0 && !cp.sweep && compareCheckpoints(cp, start) > 0) {
      // RxDB stores no checkpoint for an empty page; remember it so the next pull does not
      // read the same tombstones again.
      await this.local.writeMark(cp);
    }
    return { documents: out, checkpoint: cp, more };
  }

  /** Live documents are kept; tombstones only for documents the device holds. */
  private async keepKnown(documents: readonly Doc[]): Promise<Doc[]> {
    for (const d of documents) if (this.sweep && d._deleted !== true) this.sweep.add(d.id);
    const deleted = documents.filter((d) => d._deleted === true).map((d) => d.id);
    if (deleted.length === 0) return [...documents];
    const held = await this.local.getDocs(deleted);
    const out: Doc[] = [];
    for (const d of documents) {
      if (d._deleted !== true) out.push(d);
      else {
        const mine = held.get(d.id);
        if (!mine) continue;
        out.push(isBare(d) ? { ...mine, _deleted: true } : d);
      }
    }
    return out;
  }

  /** End of a sweep pass: tombstones for what the pass did not deliver again. */
  private async sweepRest(delivered: readonly Doc[]): Promise<Doc[]> {
    const seen = this.sweep ?? new Set<string>();
    for (const d of delivered) seen.add(d.id);
    const gone = (await this.local.allIds()).filter((id) => !seen.has(id));
    const held = await this.local.getDocs(gone);
    return gone.flatMap((id) => {
      const mine = held.get(id);
      return mine ? [{ ...mine, _deleted: true }] : [];
    });
  }
}

// Shared pull chains (docs/decisions/0023-shared-pull-chains.md). A collection whose documents
// are the same for every user with the same share key (the catalogue: same visible locations)
// records the pages it serves to a first device, and answers the same requests from the next
// devices with the recorded bytes. Replaying a recorded sequence is safe by construction:
// it is exactly what the first device received, a valid pull at the time, and every change
// since lies after the chain's end checkpoint, where the replaying device continues live.
// A chain goes stale (dropped) with age or when the live tail after it grows too long.

import { formatPullLinesHeader, type PullLinesHeader } from '@portal/shared';

/** One recorded page: the documents as JSON text (or as lines), and what the answer says
 * besides. */
export interface RecordedPage {
  readonly documents: Buffer;
  readonly count: number;
  readonly txid: string;
  readonly seq: string;
  readonly more: boolean;
  readonly remaining?: number;
}

/** What identifies a pull request within a chain (its start and its options). */
export interface PageRequest {
  readonly txid: string;
  readonly seq: string;
  readonly limit: number;
  readonly fresh: boolean;
  readonly total: boolean;
}

const requestKey = (r: PageRequest) =>
  `${r.txid}:${r.seq}:${r.limit}:${r.fresh ? 1 : 0}:${r.total ? 1 : 0}`;
const isStart = (r: PageRequest) => r.txid === '0' && r.seq === '0' && r.fresh;

class Chain {
  readonly pages = new Map<string, RecordedPage>();
  end = '0:0';
  docs = 0;
  bytes = 0;
  complete = false;
  full = false;
  usedAt: number;
  readonly createdAt: number;
  constructor(createdAt: number) {
    this.createdAt = createdAt;
    this.usedAt = createdAt;
  }
}

export interface PullCacheOptions {
  /** Bytes of recorded documents over all chains (0 turns recording off). */
  readonly maxBytes: number;
  /** A chain older than this is dropped when a device starts over it. */
  readonly maxAgeMs: number;
  /** Dropped when the live tail after it holds more than this share of its documents. */
  readonly maxTailShare: number;
  /** A tail this short never makes a chain stale (a few edits are cheap to pull live). */
  readonly tailFloor: number;
  readonly now?: () => number;
}

export const DEFAULT_PULL_CACHE: PullCacheOptions = {
  maxBytes: 512 * 1024 * 1024,
  maxAgeMs: 6 * 60 * 60 * 1000,
  maxTailShare: 0.1,
  tailFloor: 1000,
};

export class PullCache {
  private readonly chains = new Map<string, Chain>();
  private readonly opts: PullCacheOptions;
  private readonly now: () => number;
  private bytes = 0;

  constructor(opts: Partial<PullCacheOptions> = {}) {
    this.opts = { ...DEFAULT_PULL_CACHE, ...opts };
    this.now = opts.now ?? Date.now;
  }

  get enabled(): boolean {
    return this.opts.maxBytes > 0;
  }

  /** Bytes held now (for tests and the bench). */
  get size(): number {
    return this.bytes;
  }

  /**
   * The recorded page for this request, if any. A request starting a chain first checks it is
   * still fresh: `tailCount` counts what changed after the chain's end (asked only then).
   */
  async lookup(
    chainKey: string,
    request: PageRequest,
    tailCount: (end: { txid: string; seq: string }) => Promise<number>,
  ): Promise<RecordedPage | undefined> {
    const chain = this.chains.get(chainKey);
    if (!chain) return undefined;
    const page = chain.pages.get(requestKey(request));
    if (!page) return undefined;
    if (isStart(request) && (await this.stale(chain, tailCount))) {
      // (Another request may have replaced the chain while the tail was counted.)
      if (this.chains.get(chainKey) === chain) this.drop(chainKey);
      return undefined;
    }
    chain.usedAt = this.now();
    // The chain's last page ended the pull when recorded; since then more may have come, so
    // the device asks once more, live, from the chain's end.
    return page.more ? page : { ...page, more: true };
  }

  /** Records a page served live, when it starts a chain or continues one at its end. */
  record(chainKey: string, request: PageRequest, page: RecordedPage): void {
    if (!this.enabled) return;
    let chain = this.chains.get(chainKey);
    if (isStart(request)) {
      // A standing chain is kept (a device asking with other options goes live); a stale
      // one was dropped by lookup, an old one goes here.
      if (chain && this.now() - chain.createdAt <= this.opts.maxAgeMs) return;
      if (chain) this.drop(chainKey);
      chain = new Chain(this.now());
      this.chains.set(chainKey, chain);
    } else if (
      !chain ||
      chain.complete ||
      chain.full ||
      chain.end !== `${request.txid}:${request.seq}`
    ) {
      return;
    }
    const size = page.documents.byteLength;
    if (!this.makeRoom(size, chainKey)) {
      chain.full = true;
      return;
    }
    chain.pages.set(requestKey(request), page);
    chain.end = `${page.txid}:${page.seq}`;
    chain.docs += page.count;
    chain.bytes += size;
    chain.complete = !page.more;
    chain.usedAt = this.now();
    this.bytes += size;
  }

  private async stale(
    chain: Chain,
    tailCount: (end: { txid: string; seq: string }) => Promise<number>,
  ): Promise<boolean> {
    if (this.now() - chain.createdAt > this.opts.maxAgeMs) return true;
    const [txid = '0', seq = '0'] = chain.end.split(':');
    const tail = await tailCount({ txid, seq });
    return tail > Math.max(this.opts.tailFloor, chain.docs * this.opts.maxTailShare);
  }

  /** Evicts least recently used chains (never `keep`) until `size` more bytes fit. */
  private makeRoom(size: number, keep: string): boolean {
    if (size > this.opts.maxBytes) return false;
    while (this.bytes + size > this.opts.maxBytes) {
      let victim: string | undefined;
      let oldest = Infinity;
      for (const [key, chain] of this.chains) {
        if (key !== keep && chain.usedAt < oldest) {
          oldest = chain.usedAt;
          victim = key;
        }
      }
      if (victim === undefined) return false;
      this.drop(victim);
    }
    return true;
  }

  private drop(chainKey: string): void {
    const chain = this.chains.get(chainKey);
    if (!chain) return;
    this.bytes -= chain.bytes;
    this.chains.delete(chainKey);
  }
}

/** What a page's answer holds around its recorded documents, for one user (their scope
 * epoch): a PullResponse is `head`, the documents, `tail`. */
export interface PageFrame {
  readonly head: Uint8Array;
  readonly tail: Uint8Array;
}

export function pageFrame(
  page: RecordedPage,
  scope: string,
  reset = false,
  format: 'json' | 'lines' = 'json',
): PageFrame {
  const rest = {
    checkpoint: { txid: page.txid, seq: page.seq, scope },
    scope,
    reset,
    more: page.more,
    ...(page.remaining === undefined ? {} : { remaining: page.remaining }),
  };
  if (format === 'lines') {
    // A lines page (shared pull-lines.ts): the header line, then the recorded lines.
    const header: PullLinesHeader = { ...rest, count: page.count };
    const line = formatPullLinesHeader(header);
    return { head: Buffer.from(page.count > 0 ? `${line}\n` : line), tail: new Uint8Array(0) };
  }
  const tail = JSON.stringify(rest).slice(1); // '"checkpoint":…}'
  return { head: Buffer.from('{"documents":'), tail: Buffer.from(`,${tail}`) };
}

/** The response body of a page for one user (their scope epoch): a PullResponse. */
export function pageBody(
  page: RecordedPage,
  scope: string,
  reset = false,
  format: 'json' | 'lines' = 'json',
): Uint8Array<ArrayBuffer> {
  const { head, tail } = pageFrame(page, scope, reset, format);
  const body = new Uint8Array(head.byteLength + page.documents.byteLength + tail.byteLength);
  body.set(head, 0);
  body.set(page.documents, head.byteLength);
  body.set(tail, head.byteLength + page.documents.byteLength);
  return body;
}

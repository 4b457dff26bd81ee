// The pull route's answer: from a shared pull chain when the collection shares its pages
// between users (policy.shareKey) and one is recorded for this request, live otherwise (and
// then recorded for the next device). docs/decisions/0023-shared-pull-chains.md. A chain holds
// pages of one format (JSON or lines), so the format is part of its key.
// A shared page goes to a client that takes gzip as gzip assembled from its documents deflated
// once and its user's own head deflated per answer (gzip-parts.ts, decision 0026).
import type { NextPage, PullQuery } from '@portal/shared';
import type { Database } from '../db/client.ts';
import { deflateOpen, deflateOpenSync, gzipOfParts, type GzipPart } from './gzip-parts.ts';
import type { CollectionPolicy, SyncUser } from './policy.ts';
import {
  pageBody,
  pageFrame,
  type PageRequest,
  type PullCache,
  type RecordedPage,
} from './pull-cache.ts';
import { countAfter, pullDocuments } from './pull.ts';

export interface PullAnswer {
  readonly source: 'live' | 'cached' | 'recorded';
  readonly body: Uint8Array<ArrayBuffer>;
  /** Set when the body is encoded already (a shared page as gzip). */
  readonly encoding?: 'gzip';
  /** Where the next page starts, when more wait (the SYNC_NEXT_HEADER). */
  readonly next: NextPage | null;
}

/** Each recorded page's documents deflated once, by the page's buffer (a replayed last page is
 * a copy of its record with `more` set, holding the same buffer). */
const deflatedDocuments = new WeakMap<Buffer, Promise<Buffer>>();

function deflatedOnce(documents: Buffer): Promise<Buffer> {
  let deflated = deflatedDocuments.get(documents);
  if (!deflated) {
    deflated = deflateOpen(documents);
    deflatedDocuments.set(documents, deflated);
    deflated.catch(() => deflatedDocuments.delete(documents));
  }
  return deflated;
}

/** A shared page's answer for one user: gzip from parts when the client takes it. */
async function sharedBody(
  page: RecordedPage,
  scope: string,
  format: PullQuery['format'],
  gzip: boolean,
): Promise<Pick<PullAnswer, 'body' | 'encoding'>> {
  if (!gzip) return { body: pageBody(page, scope, false, format) };
  const { head, tail } = pageFrame(page, scope, false, format);
  const parts: GzipPart[] = [
    deflateOpenSync(head),
    { plain: page.documents, deflated: await deflatedOnce(page.documents) },
  ];
  if (tail.byteLength > 0) parts.push(deflateOpenSync(tail));
  return { body: gzipOfParts(parts), encoding: 'gzip' };
}

const nextOf = (page: RecordedPage, scope: string, reset: boolean): NextPage | null =>
  page.more ? { txid: page.txid, seq: page.seq, scope, reset } : null;

export async function answerPull(
  db: Database,
  cache: PullCache,
  policy: CollectionPolicy,
  user: SyncUser,
  query: PullQuery,
  scope: string,
  /** The client takes gzip (its Accept-Encoding). */
  gzip = false,
): Promise<PullAnswer> {
  const reset = query.scope !== '' && query.scope !== scope;
  const shareKey =
    cache.enabled && !reset && policy.shareKey && policy.area(user) !== 'none'
      ? `${policy.name}|${query.format}|${policy.shareKey(user)}`
      : undefined;
  const request: PageRequest = {
    txid: query.txid,
    seq: query.seq,
    limit: query.limit,
    // The server treats a request without a scope as fresh (pull.ts).
    fresh: query.fresh === '1' || query.scope === '',
    total: query.total === '1',
  };
  if (shareKey !== undefined) {
    const hit = await cache.lookup(shareKey, request, (end) => countAfter(db, policy, user, end));
    if (hit)
      return {
        source: 'cached',
        ...(await sharedBody(hit, scope, query.format, gzip)),
        next: nextOf(hit, scope, false),
      };
  }

  const pulled = await pullDocuments(db, policy, user, query, scope);
  const page: RecordedPage = {
    documents: Buffer.from(pulled.documents),
    count: pulled.count,
    txid: pulled.checkpoint.txid,
    seq: pulled.checkpoint.seq,
    more: pulled.more,
    ...(pulled.remaining === undefined ? {} : { remaining: pulled.remaining }),
  };
  const next = nextOf(page, scope, pulled.reset);
  if (shareKey === undefined)
    return { source: 'live', body: pageBody(page, scope, pulled.reset, query.format), next };
  // An empty page ends nothing worth sharing (the device is caught up).
  if (page.count > 0) cache.record(shareKey, request, page);
  return { source: 'recorded', ...(await sharedBody(page, scope, query.format, gzip)), next };
}

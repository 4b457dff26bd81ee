// The pull route's answer: from a shared pull chain when the collection shares its pages
// between users (policy.shareKey) and one is recorded for this request, live otherwise (and
// then recorded for the next device). docs/decisions/0023-shared-pull-chains.md. A chain holds
// pages of one format (JSON or lines), so the format is part of its key.
import type { NextPage, PullQuery } from '@portal/shared';
import type { Database } from '../db/client.ts';
import type { CollectionPolicy, SyncUser } from './policy.ts';
import { pageBody, type PageRequest, type PullCache, type RecordedPage } from './pull-cache.ts';
import { countAfter, pullDocuments } from './pull.ts';

export interface PullAnswer {
  readonly source: 'live' | 'cached' | 'recorded';
  readonly body: Uint8Array<ArrayBuffer>;
  /** Where the next page starts, when more wait (the SYNC_NEXT_HEADER). */
  readonly next: NextPage | null;
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
        body: pageBody(hit, scope, false, query.format),
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
  return { source: 'recorded', body: pageBody(page, scope, false, query.format), next };
}

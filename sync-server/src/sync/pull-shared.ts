// The pull route's answer: from a shared pull chain when the collection shares its pages
// between users (policy.shareKey) and one is recorded for this request, live otherwise (and
// then recorded for the next device). docs/decisions/0023-shared-pull-chains.md.
import type { PullQuery, PullResponse } from '@portal/shared';
import type { Database } from '../db/client.ts';
import type { Doc } from '../db/mapping/index.ts';
import type { CollectionPolicy, SyncUser } from './policy.ts';
import { pageBody, type PageRequest, type PullCache } from './pull-cache.ts';
import { countAfter, pullDocuments } from './pull.ts';

export type PullAnswer =
  | { readonly source: 'cached' | 'recorded'; readonly body: Uint8Array<ArrayBuffer> }
  | { readonly source: 'live'; readonly response: PullResponse<Doc> };

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
      ? `${policy.name}|${policy.shareKey(user)}`
      : undefined;
  if (shareKey === undefined) {
    return { source: 'live', response: await pullDocuments(db, policy, user, query, scope) };
  }
  const request: PageRequest = {
    txid: query.txid,
    seq: query.seq,
    limit: query.limit,
    // The server treats a request without a scope as fresh (pull.ts).
    fresh: query.fresh === '1' || query.scope === '',
    total: query.total === '1',
  };
  const hit = await cache.lookup(shareKey, request, (end) => countAfter(db, policy, user, end));
  if (hit) return { source: 'cached', body: pageBody(hit, scope) };

  const response = await pullDocuments(db, policy, user, query, scope);
  const page = {
    documents: Buffer.from(JSON.stringify(response.documents)),
    count: response.documents.length,
    txid: response.checkpoint.txid,
    seq: response.checkpoint.seq,
    more: response.more,
    ...(response.remaining === undefined ? {} : { remaining: response.remaining }),
  };
  // An empty page ends nothing worth sharing (the device is caught up).
  if (page.count > 0) cache.record(shareKey, request, page);
  return { source: 'recorded', body: pageBody(page, scope) };
}

// The sync endpoints as another device (or an editor's device) uses them, with a request
// context's session: every document a user's pull holds, and a push of changed documents.
// For checks of what the server holds, and for changes "made elsewhere" during a test.
import {
  INITIAL_CHECKPOINT,
  SYNC_PROTOCOL_HEADER,
  SYNC_PROTOCOL_VERSION,
  type Checkpoint,
  type PullResponse,
  type PushResponse,
  type SyncCollection,
} from '@portal/shared';
import type { APIRequestContext } from 'playwright-core';
import { pullPath } from '../../../web/src/sync/pull-pass.ts';

export type ServerDoc = Readonly<Record<string, unknown>> & { readonly id: string };

/** Every live document of a collection in the context user's scope, as a fresh device pulls. */
export async function pullAll(
  request: APIRequestContext,
  baseUrl: string,
  collection: SyncCollection,
): Promise<ServerDoc[]> {
  const docs = new Map<string, ServerDoc>();
  let cp: Checkpoint = INITIAL_CHECKPOINT;
  for (;;) {
    const res = await request.get(`${baseUrl}${pullPath(collection, cp, 500, true)}`);
    if (!res.ok()) throw new Error(`pull ${collection}: ${res.status()} ${await res.text()}`);
    const body = (await res.json()) as PullResponse<ServerDoc & { _deleted?: boolean }>;
    for (const doc of body.documents) {
      if (doc._deleted) docs.delete(doc.id);
      else docs.set(doc.id, doc);
    }
    cp = body.checkpoint;
    if (!body.more) return [...docs.values()];
  }
}

/** Pushes new states of documents (RxDB's push rows: the new state over the one it assumes). */
export async function pushChanges(
  request: APIRequestContext,
  baseUrl: string,
  collection: SyncCollection,
  changes: readonly { readonly before: ServerDoc; readonly after: ServerDoc }[],
): Promise<PushResponse<ServerDoc>> {
  const res = await request.post(`${baseUrl}/api/sync/${collection}/push`, {
    data: changes.map((c) => ({ assumedMasterState: c.before, newDocumentState: c.after })),
    headers: { origin: baseUrl, [SYNC_PROTOCOL_HEADER]: String(SYNC_PROTOCOL_VERSION) },
  });
  if (!res.ok()) throw new Error(`push ${collection}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as PushResponse<ServerDoc>;
}

// Pulls a whole collection over HTTP as a fresh device would (first page without a scope,
// then the scope the server answered), for tests that check what reaches a user.
import {
  INITIAL_CHECKPOINT,
  type Checkpoint,
  type PullResponse,
  type SyncCollection,
} from '@portal/shared';
import { pullPath } from '../../../web/src/sync/pull-pass.ts';
import type { DeviceSession } from './session.ts';

export type PulledDoc = Record<string, unknown> & { id: string; _deleted?: boolean };

export async function pullPage(
  session: DeviceSession,
  collection: SyncCollection,
  cp: Checkpoint = INITIAL_CHECKPOINT,
  limit = 200,
  fresh = cp.scope === '',
): Promise<PullResponse<PulledDoc>> {
  const res = await session.json<PullResponse<PulledDoc>>(
    'GET',
    pullPath(collection, cp, limit, fresh),
  );
  if (res.status !== 200)
    throw new Error(`pull ${collection}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export async function pullAll(
  session: DeviceSession,
  collection: SyncCollection,
  limit = 200,
): Promise<PulledDoc[]> {
  const out: PulledDoc[] = [];
  let cp: Checkpoint = INITIAL_CHECKPOINT;
  for (;;) {
    const page = await pullPage(session, collection, cp, limit, true);
    out.push(...page.documents);
    cp = page.checkpoint;
    if (!page.more) return out;
  }
}

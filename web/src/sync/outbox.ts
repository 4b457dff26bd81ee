// Never lose the outbox (issue 5 scope 8). The unsynced changes of a device are exactly the
// documents RxDB's upstream has not yet confirmed: changed after its upstream checkpoint and
// different from the assumed master state. Logging out first tries to sync them; what still
// remains is listed for the user, and stays in this user's device database (sent at their next
// login) unless they choose to discard it.
import {
  getAssumedMasterState,
  getChangedDocumentsSince,
  getLastCheckpointDoc,
  writeDocToDocState,
} from 'rxdb';
import type { DeviceDoc } from '../db/collections.ts';
import type { DeviceReplication } from './replication.ts';
import type { PendingChange } from './status.ts';

export function labelOf(doc: DeviceDoc): string {
  for (const key of ['title', 'name', 'filename', 'orderNumber', 'style']) {
    const v = doc[key];
    if (typeof v === 'string' && v) return v;
    if (typeof v === 'number') return String(v);
  }
  return doc.id;
}

/** The local changes of one collection that have not reached the server. */
export async function unsyncedOf(
  name: string,
  replication: DeviceReplication,
): Promise<PendingChange[]> {
  if (!replication.wasStarted) await replication.start();
  await replication.startPromise;
  const state = replication.internalReplicationState;
  if (!state) return [];
  const out: PendingChange[] = [];
  let checkpoint = await getLastCheckpointDoc(state, 'up');
  for (;;) {
    const { documents, checkpoint: next } = await getChangedDocumentsSince(
      state.input.forkInstance,
      500,
      checkpoint as never,
    );
    if (documents.length === 0) break;
    const assumed = await getAssumedMasterState(
      state,
      documents.map((d) => d.id as string),
    );
    for (const full of documents) {
      const doc = writeDocToDocState(full, false, false) as unknown as DeviceDoc;
      if (name === 'syncIssues' && doc.kind === 'conflict') continue; // never pushed
      const master = assumed[doc.id];
      const same = master
        ? state.input.conflictHandler.isEqual(master.docData as never, doc as never, 'outbox')
        : doc._deleted === true; // created and deleted before it ever went up
      if (!same)
        out.push({
          collection: name,
          id: doc.id,
          deleted: doc._deleted === true,
          label: labelOf(doc),
        });
    }
    checkpoint = next as never;
  }
  return out;
}

export async function listUnsynced(
  replications: ReadonlyMap<string, DeviceReplication>,
): Promise<PendingChange[]> {
  const lists = await Promise.all([...replications].map(([name, r]) => unsyncedOf(name, r)));
  return lists.flat();
}

// Conflict resolution on the device (ARCHITECTURE.md "Replication rules of thumb" Conflicts).
// The server has already merged field by field and written the result; the device takes the
// server's state and keeps the values it lost in a local conflicts record (syncIssues, kind
// 'conflict'), which the sync issues list shows. A refused write needs no record here: the
// server's sync rejection replicates back with the reason and the refused values.
import type { PushLosingValue, PushRefusal } from '@portal/shared';
import { deepEqual, type RxConflictHandler } from 'rxdb';
import type { DeviceDoc } from '../db/collections.ts';
import type { DeviceCollection } from '../db/database.ts';

/** What the last push said about a document, read when RxDB resolves its conflict. */
export interface PushVerdict {
  readonly losing?: readonly PushLosingValue[];
  readonly rejected?: PushRefusal;
}

const META = new Set(['_rev', '_meta', '_attachments']);
const strip = (doc: DeviceDoc): DeviceDoc =>
  Object.fromEntries(Object.entries(doc).filter(([k]) => !META.has(k))) as DeviceDoc;

/** A tombstone without content (a document gone or out of scope); device-only `idx*` keys
 * computed on it do not count. */
const isBare = (doc: DeviceDoc) =>
  Object.keys(doc).every(
    (k) => k === 'id' || k === '_deleted' || k === 'seq' || k.startsWith('idx') || META.has(k),
  );

/** A short stable hash (FNV-1a) so the same conflict recorded twice is one record. */
export function shortHash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}

export interface ConflictRecorder {
  record(collection: string, doc: DeviceDoc, losing: readonly PushLosingValue[]): Promise<void>;
}

/** Writes conflicts records into the local syncIssues collection (never pushed). */
export function conflictRecorder(issues: DeviceCollection, now: () => Date): ConflictRecorder {
  return {
    async record(collection, doc, losing) {
      const values = losing.map((l) => ({
        field: l.field,
        localValue: JSON.stringify(l.localValue ?? null),
        serverValue: JSON.stringify(l.serverValue ?? null),
      }));
      await issues.upsert({
        id: `conflict:${collection}:${doc.id}:${shortHash(JSON.stringify(values))}`.slice(0, 128),
        kind: 'conflict',
        sourceCollection: collection,
        documentId: doc.id,
        reasonCode: 'conflict',
        losing: values,
        createdAt: now().toISOString(),
        _deleted: false,
      } as DeviceDoc);
    },
  };
}

export function deviceConflictHandler(
  collection: string,
  verdicts: Map<string, PushVerdict>,
  recorder: ConflictRecorder,
): RxConflictHandler<DeviceDoc> {
  return {
    isEqual(a, b) {
      // Two tombstones are the same state, whatever fields they still carry.
      if (a._deleted === true && b._deleted === true) return true;
      return deepEqual(strip(a as DeviceDoc), strip(b as DeviceDoc));
    },
    async resolve(input) {
      const real = input.realMasterState as DeviceDoc;
      const local = input.newDocumentState as DeviceDoc;
      const verdict = verdicts.get(real.id);
      verdicts.delete(real.id);
      if (verdict?.losing?.length) await recorder.record(collection, local, verdict.losing);
      // A bare tombstone (the document is gone or out of scope): keep the device's fields so
      // the stored tombstone stays valid.
      if (real._deleted === true && isBare(real))
        return { ...local, ...real, _deleted: true } as never;
      return real as never;
    },
  };
}

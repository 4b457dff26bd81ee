// One RxDB replication per device collection against /api/sync/:collection (RxDB's
// replication protocol with our own handlers): pull through PullPass, push with the assumed
// master state, conflicts resolved with the server's merge (conflicts.ts). Pushes are retried
// on every error by RxDB; the server makes them idempotent.
import { type Checkpoint, type PushResponse, type PushRow } from '@portal/shared';
import type { Subject } from 'rxjs';
import { replicateRxCollection, type RxReplicationState } from 'rxdb/plugins/replication';
import type { RxReplicationPullStreamItem } from 'rxdb';
import {
  toDevice,
  toServer,
  type DeviceCollectionSpec,
  type DeviceDoc,
} from '../db/collections.ts';
import type { DeviceCollection } from '../db/database.ts';
import { deviceConflictHandler, type ConflictRecorder, type PushVerdict } from './conflicts.ts';
import { PullPass, type Doc, type LocalSide } from './pull-pass.ts';
import { AuthRequiredError, SyncHttpError, request, type SyncTransport } from './transport.ts';

export type DeviceReplication = RxReplicationState<DeviceDoc, Checkpoint>;

export interface ReplicationOptions {
  readonly collection: DeviceCollection;
  readonly spec: DeviceCollectionSpec;
  readonly transport: SyncTransport;
  readonly recorder: ConflictRecorder;
  /** Hints from the SSE stream: 'RESYNC' makes RxDB pull. */
  readonly hints: Subject<RxReplicationPullStreamItem<DeviceDoc, Checkpoint>>;
  readonly onAuthRequired: () => void;
  /** A push row the server could not take at all (too large): kept as a local rejection. */
  readonly onLocalRejection: (doc: DeviceDoc, message: string) => Promise<void>;
  readonly live: boolean;
  readonly retryTime: number;
  readonly pullBatchSize: number;
  readonly pushBatchSize: number;
  readonly waitForLeadership: boolean;
  readonly autoStart: boolean;
  /** Local writes within this window go up in one push (spec 001 §9 batches grid updates
   * with debounces of 1–1.5 s; ours is shorter, the changes are stored locally already). */
  readonly pushDelayMs: number;
  /** Awaited before each push (commands wait for the documents they act on). */
  readonly beforePush?: () => Promise<void>;
}

const stripMeta = (doc: Record<string, unknown>): Doc => {
  const { _rev: _r, _meta: _m, _attachments: _a, ...rest } = doc;
  return rest as Doc;
};

/** The device's copy as the pull sees it (RxDB storage, local marks in a local document). */
function localSide(collection: DeviceCollection, spec: DeviceCollectionSpec): LocalSide {
  const markId = `pull-mark-${spec.name}`;
  return {
    async getDocs(ids) {
      if (ids.length === 0) return new Map();
      const found = await collection.storageInstance.findDocumentsById([...ids], true);
      return new Map(found.map((d) => [d.id, stripMeta(d as never)]));
    },
    async allIds() {
      const docs = await collection.find().exec();
      return docs.map((d) => d.primary);
    },
    async readMark() {
      const doc = await collection.getLocal<{ checkpoint: Checkpoint }>(markId);
      return doc?.get('checkpoint') as Checkpoint | undefined;
    },
    async writeMark(checkpoint) {
      await collection.upsertLocal(markId, { checkpoint });
    },
  };
}

const isBareDoc = (doc: DeviceDoc) =>
  Object.keys(doc).every((k) => k === 'id' || k === '_deleted' || k === 'seq');

/** Every local write waits for the end of the same window, so a burst goes up in one push. */
function pushWindow(ms: number): () => Promise<void> {
  let window: Promise<void> | undefined;
  return () =>
    (window ??= new Promise<void>((resolve) =>
      setTimeout(() => {
        window = undefined;
        resolve();
      }, ms),
    ));
}

export function replicateDeviceCollection(o: ReplicationOptions): DeviceReplication {
  const { spec, transport: t } = o;
  const verdicts = new Map<string, PushVerdict>();
  o.collection.conflictHandler = deviceConflictHandler(spec.server, verdicts, o.recorder);
  const pass = new PullPass(t, spec.server, localSide(o.collection, spec));
  const guard = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof AuthRequiredError) o.onAuthRequired();
      throw error;
    }
  };

  /** POSTs rows; a body too large for the server is split, a single row refused locally. */
  const post = async (rows: PushRow[]): Promise<PushResponse<DeviceDoc>> => {
    try {
      return await request<PushResponse<DeviceDoc>>(
        t,
        'POST',
        `/api/sync/${spec.server}/push`,
        rows,
      );
    } catch (error) {
      if (!(error instanceof SyncHttpError) || error.status !== 413) throw error;
      if (rows.length > 1) {
        const half = Math.ceil(rows.length / 2);
        const [a, b] = [await post(rows.slice(0, half)), await post(rows.slice(half))];
        return {
          conflicts: [...a.conflicts, ...b.conflicts],
          losing: { ...a.losing, ...b.losing },
          rejected: { ...a.rejected, ...b.rejected },
        };
      }
      const row = rows[0]!;
      const doc = row.newDocumentState as DeviceDoc;
      const message = 'The change is larger than the server accepts';
      await o.onLocalRejection(doc, message);
      const back = (row.assumedMasterState as DeviceDoc | null) ?? { id: doc.id, _deleted: true };
      return {
        conflicts: [back],
        losing: {},
        rejected: { [doc.id]: { reason: 'invalid', message } },
      };
    }
  };

  return replicateRxCollection<DeviceDoc, Checkpoint>({
    replicationIdentifier: `portal-sync-v2-${spec.server}`,
    collection: o.collection,
    live: o.live,
    retryTime: o.retryTime,
    waitForLeadership: o.waitForLeadership,
    autoStart: o.autoStart,
    pull: {
      batchSize: o.pullBatchSize,
      stream$: o.hints.asObservable(),
      handler: (last, batchSize) =>
        guard(async () => {
          const page = await pass.page(last, batchSize);
          return {
            documents: page.documents.map((d) => toDevice(spec, d as DeviceDoc)) as never,
            checkpoint: page.checkpoint,
          };
        }),
    },
    push: {
      batchSize: o.pushBatchSize,
      ...(o.pushDelayMs > 0 ? { waitBeforePersist: pushWindow(o.pushDelayMs) } : {}),
      handler: (rows) =>
        guard(async () => {
          const send: PushRow[] = [];
          for (const row of rows) {
            const doc = row.newDocumentState as DeviceDoc;
            // Conflicts records are the device's own; of the rejections only a dismissal goes up.
            if (spec.name === 'syncIssues' && (doc.kind === 'conflict' || doc._deleted !== true))
              continue;
            send.push({
              assumedMasterState: row.assumedMasterState
                ? toServer(spec, row.assumedMasterState as DeviceDoc)
                : null,
              newDocumentState: toServer(spec, doc),
            });
          }
          if (send.length === 0) return [];
          await o.beforePush?.();
          const res = await post(send);
          for (const [id, losing] of Object.entries(res.losing)) verdicts.set(id, { losing });
          for (const [id, rejected] of Object.entries(res.rejected)) verdicts.set(id, { rejected });
          return res.conflicts.map((d) => (isBareDoc(d) ? d : toDevice(spec, d))) as never;
        }),
    },
  });
}

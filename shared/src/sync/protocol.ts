// The replication protocol, one module shared by the device and the server
// (STYLE.md §2). Follows RxDB's replication protocol: pull by checkpoint, push with the
// assumed master state, conflicts answered with the server's state; one SSE stream per client.
// Design notes: docs/decisions/sync-*.md.
import { z } from 'zod';

/** Bumped on any incompatible change; the server refuses other versions with 409 `protocol_version`. */
export const SYNC_PROTOCOL_VERSION = 2;
export const SYNC_PROTOCOL_HEADER = 'x-sync-protocol';

/** Replicated collections, by their server names. Order lines travel inside their order and
 * tracking records inside their sample (RxDB's free tier opens at most 13 collections). On the
 * device, `products` live in a lean Dexie catalogue and `syncRejections` share the local
 * `syncIssues` collection with the conflicts records. */
export const SYNC_COLLECTIONS = [
  'products',
  'libraryItems',
  'assortments',
  'collections',
  'seasons',
  'assortmentDocuments',
  'orders',
  'coordinatorAssignments',
  'notifications',
  'sampleInventory',
  'announcements',
  'userFlags',
  'commands',
  'syncRejections',
] as const;
export type SyncCollection = (typeof SYNC_COLLECTIONS)[number];

export function isSyncCollection(value: string): value is SyncCollection {
  return (SYNC_COLLECTIONS as readonly string[]).includes(value);
}

const decimal = z.string().regex(/^\d{1,19}$/);

/**
 * Checkpoint on the server-assigned (writing transaction id, change sequence) pair, never on
 * client clocks. Ordering by seq alone can skip a row whose seq was taken by a transaction that
 * committed after later seqs were served; every row the server serves has a txid below the
 * oldest transaction still in flight, and every later write has a higher txid, so (txid, seq)
 * never goes backwards (sync-server/src/db/CONTEXT.md "In-flight transactions").
 * Both travel as decimal strings: Postgres bigints exceed 2^53.
 * `scope` is the user's scope epoch the device last pulled with (see PullResponse.scope);
 * `sweep` marks a pass started after a scope change that has not reached the end yet.
 */
export const checkpointSchema = z.object({
  txid: decimal,
  seq: decimal,
  scope: z.string().max(64).default(''),
  sweep: z.boolean().optional(),
});
export type Checkpoint = z.infer<typeof checkpointSchema>;

export const INITIAL_CHECKPOINT: Checkpoint = { txid: '0', seq: '0', scope: '' };

/** Compares checkpoints by (txid, seq): negative when a is before b. */
export function compareCheckpoints(
  a: Pick<Checkpoint, 'txid' | 'seq'>,
  b: Pick<Checkpoint, 'txid' | 'seq'>,
): number {
  const ta = BigInt(a.txid);
  const tb = BigInt(b.txid);
  if (ta !== tb) return ta < tb ? -1 : 1;
  const sa = BigInt(a.seq);
  const sb = BigInt(b.seq);
  return sa === sb ? 0 : sa < sb ? -1 : 1;
}

/**
 * Header of a pull answer saying, before its body is read, where the next page starts
 * (`txid=…&seq=…&scope=…&reset=0|1`); present only when more documents wait. It is the
 * checkpoint the body carries, so a device may ask for the next page while this one is still
 * downloading and being parsed: the catalogue's initial sync keeps the server busy that way
 * (docs/decisions/0024-pull-documents-as-json-from-sql.md).
 */
export const SYNC_NEXT_HEADER = 'x-sync-next';

export interface NextPage {
  readonly txid: string;
  readonly seq: string;
  readonly scope: string;
  /** The answer restarted the pull (a scope change): the device sweeps from here on. */
  readonly reset: boolean;
}

export function formatNextPage(next: NextPage): string {
  const scope = encodeURIComponent(next.scope);
  return `txid=${next.txid}&seq=${next.seq}&scope=${scope}&reset=${next.reset ? 1 : 0}`;
}

/** The next page announced by a pull answer's header; null when absent or not ours. */
export function parseNextPage(value: string | null | undefined): NextPage | null {
  if (!value) return null;
  const fields = new Map<string, string>();
  try {
    for (const part of value.split('&')) {
      const at = part.indexOf('=');
      if (at > 0) fields.set(part.slice(0, at), decodeURIComponent(part.slice(at + 1)));
    }
  } catch {
    return null; // malformed percent-encoding
  }
  const parsed = checkpointSchema.safeParse({
    txid: fields.get('txid'),
    seq: fields.get('seq'),
    scope: fields.get('scope') ?? '',
  });
  const reset = fields.get('reset');
  if (!parsed.success || (reset !== '0' && reset !== '1')) return null;
  const { txid, seq, scope } = parsed.data;
  return { txid, seq, scope, reset: reset === '1' };
}

/** Every replicated document carries these; `_deleted` is the tombstone. */
export const syncedDocumentSchema = z.object({
  id: z.string().min(1).max(2048),
  _deleted: z.boolean(),
  /** Server-assigned change sequence (decimal string); ignored on push. */
  seq: z.string().optional(),
});
export type SyncedDocumentBase = z.infer<typeof syncedDocumentSchema>;

export const PULL_BATCH_MAX = 1000;
export const PUSH_BATCH_MAX = 500;
/** Ids per `POST /api/sync/:collection/docs` request (first-screen product fetch). */
export const DOCS_BY_ID_MAX = 1000;

/** GET /api/sync/:collection/pull?txid=&seq=&scope=&fresh=&limit=&total= */
export const pullQuerySchema = z.object({
  txid: decimal.default('0'),
  seq: decimal.default('0'),
  /** The scope epoch the device holds; a different one restarts the pull from the beginning. */
  scope: z.string().max(64).default(''),
  /** '1' when the device holds no server state for this pass (first sync, sweep): the server
   * then leaves out the tombstones of documents the device cannot have. */
  fresh: z.enum(['0', '1']).default('0'),
  limit: z.coerce.number().int().min(1).max(PULL_BATCH_MAX).default(200),
  /** '1' to count the documents still to come (progress bar of the catalogue). */
  total: z.enum(['0', '1']).default('0'),
  /** 'lines' for a page of one line per document, its keys before its JSON text (pull-lines.ts;
   * the catalogue's sync). */
  format: z.enum(['json', 'lines']).default('json'),
});
export type PullQuery = z.infer<typeof pullQuerySchema>;

export interface PullResponse<Doc> {
  /** Documents after the checkpoint in (txid, seq) order, projected for the user; a document
   * that left the user's scope comes as `{ id, _deleted: true }`. */
  readonly documents: readonly Doc[];
  readonly checkpoint: Checkpoint;
  /** The user's current scope epoch (a hash of what decides their scope). */
  readonly scope: string;
  /** True when the request's scope differed: the pull restarted from the beginning, and the
   * device should drop what this pass does not deliver again (a sweep). */
  readonly reset: boolean;
  /** True when the server stopped at the limit: more documents are waiting. */
  readonly more: boolean;
  /** Documents still to come after this page (only when asked with total=1). */
  readonly remaining?: number;
}

export const pushRowSchema = z.object({
  assumedMasterState: z.record(z.string(), z.unknown()).nullable().optional(),
  newDocumentState: z.record(z.string(), z.unknown()),
});
export const pushBodySchema = z.array(pushRowSchema).max(PUSH_BATCH_MAX);
export type PushRow = z.infer<typeof pushRowSchema>;

/** Why the server refused a pushed write; recorded as a sync rejection the user sees. */
export const REJECTION_REASONS = [
  'invalid',
  'forbidden',
  'notEditable',
  'outOfScope',
  'commandFailed',
  'conflict',
] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];

export interface PushRefusal {
  readonly reason: RejectionReason;
  readonly message: string;
}

/** One field both sides changed: the server kept its value; the device's is kept locally. */
export interface PushLosingValue {
  readonly field: string;
  readonly localValue: unknown;
  readonly serverValue: unknown;
}

/**
 * The push answer. `conflicts` is RxDB's list of server states, one per row the server did not
 * take exactly as sent (merged, refused, or completed by the server: an order number, a
 * command result). `losing` and `rejected` say why, by document id, so the device records the
 * right thing (a conflicts record, or nothing: the rejection itself replicates back).
 */
export interface PushResponse<Doc> {
  readonly conflicts: readonly Doc[];
  readonly losing: Readonly<Record<string, readonly PushLosingValue[]>>;
  readonly rejected: Readonly<Record<string, PushRefusal>>;
}

/** POST /api/sync/:collection/docs: whole documents by id (the first screen's products). */
export const docsByIdBodySchema = z.object({
  ids: z.array(z.string().min(1).max(2048)).max(DOCS_BY_ID_MAX),
});

/** One Server-Sent Events stream per client multiplexes change hints for all collections. */
export type StreamEvent =
  | { readonly type: 'hello'; readonly protocol: number; readonly scope: string }
  | { readonly type: 'change'; readonly collection: SyncCollection; readonly seq: string }
  /** The client answers with a pull of every collection (e.g. after the server's hint bus
   * lost its database connection and may have missed hints). */
  | { readonly type: 'resync' };

/** SSE event names on the wire (`event:` lines); `data:` carries the JSON of the event. */
export const STREAM_EVENT_NAMES = ['hello', 'change', 'resync'] as const;
/** The server writes a heartbeat comment this often; a client that hears nothing for three
 * intervals reconnects. */
export const STREAM_HEARTBEAT_MS = 15_000;

/** Parses one SSE event (name and data text) into a StreamEvent, or undefined if unknown. */
export function parseStreamEvent(name: string, data: string): StreamEvent | undefined {
  try {
    if (name === 'resync') return { type: 'resync' };
    const body = JSON.parse(data) as Record<string, unknown>;
    if (name === 'hello' && typeof body.protocol === 'number') {
      return { type: 'hello', protocol: body.protocol, scope: String(body.scope ?? '') };
    }
    if (name === 'change' && typeof body.collection === 'string') {
      if (!isSyncCollection(body.collection)) return undefined;
      return { type: 'change', collection: body.collection, seq: String(body.seq ?? '0') };
    }
  } catch {
    return undefined;
  }
  return undefined;
}

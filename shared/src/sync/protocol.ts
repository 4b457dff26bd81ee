// The replication protocol, one module shared by the device and the server
// (STYLE.md §2). Follows RxDB's replication protocol: pull by checkpoint, push with the
// assumed master state, conflicts answered with the server's state; one SSE stream per client.
import { z } from 'zod';

/** Bumped on any incompatible change; the server refuses other versions with 409 `protocol_version`. */
export const SYNC_PROTOCOL_VERSION = 1;
export const SYNC_PROTOCOL_HEADER = 'x-sync-protocol';

/** Replicated collections, by their device names. Order lines travel inside their order and
 * tracking records inside their sample (RxDB's free tier opens at most 13 collections). */
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

/**
 * Checkpoint on the server-assigned change sequence with the id as tie-breaker, never on
 * client clocks. `seq` travels as a decimal string: Postgres bigints exceed 2^53.
 */
export const checkpointSchema = z.object({
  seq: z.string().regex(/^\d{1,19}$/),
  id: z.string().max(2048),
});
export type Checkpoint = z.infer<typeof checkpointSchema>;

export const INITIAL_CHECKPOINT: Checkpoint = { seq: '0', id: '' };

/** Compares checkpoints: negative when a is before b. */
export function compareCheckpoints(a: Checkpoint, b: Checkpoint): number {
  const sa = BigInt(a.seq);
  const sb = BigInt(b.seq);
  if (sa !== sb) return sa < sb ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
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

export const pullQuerySchema = z.object({
  seq: z
    .string()
    .regex(/^\d{1,19}$/)
    .default('0'),
  id: z.string().max(2048).default(''),
  limit: z.coerce.number().int().min(1).max(PULL_BATCH_MAX).default(200),
});

export interface PullResponse<Doc> {
  readonly documents: readonly Doc[];
  readonly checkpoint: Checkpoint;
}

export const pushRowSchema = z.object({
  assumedMasterState: z.record(z.string(), z.unknown()).nullable().optional(),
  newDocumentState: z.record(z.string(), z.unknown()),
});
export const pushBodySchema = z.array(pushRowSchema).max(PUSH_BATCH_MAX);
export type PushRow = z.infer<typeof pushRowSchema>;

/** The push answer is the list of conflicts: the server's state for each refused or merged row. */
export type PushResponse<Doc> = readonly Doc[];

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

/** One Server-Sent Events stream per client multiplexes change hints for all collections. */
export type StreamEvent =
  | { readonly type: 'hello'; readonly protocol: number }
  | { readonly type: 'change'; readonly collection: SyncCollection; readonly seq: string }
  /** The client answers with a full resync of every collection (e.g. after a reconnect). */
  | { readonly type: 'resync' };

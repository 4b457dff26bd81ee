// Records a refused write as a sync rejection (table sync_rejections), replicated to the user
// who pushed it: what (collection, document), why (reason code and message) and the refused
// values, so a refused change is visible and recoverable, never silently gone.
import { createHash } from 'node:crypto';
import type { SyncCollection } from '@portal/shared';
import { syncRejections } from '../db/schema/index.ts';
import type { Doc } from '../db/mapping/index.ts';
import type { Refusal, SyncUser, Tx } from './policy.ts';

/** JSON with object keys sorted, so equal documents give equal text. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * The rejection id is derived from who pushed what, so a retried push (the answer was lost)
 * records the refusal once.
 */
export function rejectionId(userId: string, collection: string, refused: Doc): string {
  const { seq: _seq, ...values } = refused;
  return createHash('sha256')
    .update(`${userId}\u0000${collection}\u0000${stableJson(values)}`)
    .digest('base64url')
    .slice(0, 32);
}

export async function recordRejection(
  tx: Tx,
  user: SyncUser,
  collection: SyncCollection,
  documentId: string,
  refused: Doc,
  refusal: Refusal,
  now: Date,
): Promise<string> {
  const id = rejectionId(user.id, collection, refused);
  const { seq: _seq, ...values } = refused;
  await tx
    .insert(syncRejections)
    .values({
      id,
      userId: user.id,
      collection,
      documentId: documentId.slice(0, 2048),
      reasonCode: refusal.reason,
      message: refusal.message.slice(0, 8_000),
      refusedValues: values,
      createdAt: now,
    })
    .onConflictDoNothing({ target: syncRejections.id });
  return id;
}

// The Seen flags of spec 000 §3 (user flag: flag Seen, modelType Asset, modelId): the 'new'
// badge reads the user's flags on the device, and opening an item writes one to the device's
// userFlags collection, which the sync pushes (the server policy keeps flags their user's own).
import type { SessionUser } from '@portal/shared';
import { useMemo } from 'react';
import { insertDocuments } from '../../db/actions.ts';
import { useLiveQuery } from '../../db/hooks.ts';

/** The ids of the items this user flagged Seen, live from the device. */
export function useSeenIds(userCode: string | undefined): {
  readonly seen: ReadonlySet<string>;
  readonly loading: boolean;
} {
  const { docs, loading } = useLiveQuery('userFlags', {
    selector: { userCode: userCode ?? '', flag: 'Seen', modelType: 'Asset' },
  });
  const seen = useMemo(() => new Set(docs.map((d) => d.modelId)), [docs]);
  return { seen, loading };
}

/**
 * Flags written (or being written) in this page, so an effect run twice (StrictMode) or a
 * re-open before the live set has the new flag writes one.
 */
const writing = new Set<string>();

/** Writes the Seen flag of an item once (an item already seen writes nothing). */
export async function markSeen(
  user: Pick<SessionUser, 'userCode'>,
  itemId: string,
  seen: ReadonlySet<string>,
): Promise<boolean> {
  const key = `${user.userCode}\u0000${itemId}`;
  if (seen.has(itemId) || writing.has(key)) return false;
  writing.add(key);
  try {
    await write(user, itemId);
  } catch (error) {
    writing.delete(key); // not written: a later opening tries again
    throw error;
  }
  return true;
}

async function write(user: Pick<SessionUser, 'userCode'>, itemId: string): Promise<void> {
  await insertDocuments('userFlags', {
    id: crypto.randomUUID(),
    userCode: user.userCode,
    flag: 'Seen',
    modelType: 'Asset',
    modelId: itemId,
    createdDate: new Date().toISOString(),
  });
}

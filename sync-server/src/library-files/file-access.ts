// Who may read a blob over GET /api/files/{key} (decision 0045; spec 000 §3 library item files,
// 000 §6 / 001 §6 library permissions). A key a library item's file names, or a preview or
// content marker derived from one, follows the item: readable by a user who can see one item
// holding it. An upload named as an assortment's logo follows the assortments holding it
// (decision 0070). An upload (`uploads/{userId}/…`) nobody holds yet is its uploader's alone. Any
// other key (product images, seeded logos, demo files, the shared type icons) stays
// readable by every signed-in user. A refusal is told as "no file" (404), so a hidden key's existence is not revealed.
import { addDays, canManageLibrary, visibleToViewers } from '@portal/shared';
import type { Database } from '../db/client.ts';
import type { Doc } from '../db/mapping/index.ts';
import { ICON_PREFIX } from '../previews/icons.ts';
import { requestDay } from '../routes/products-request.ts';
import { uploadPrefix } from '../routes/uploads.ts';
import { assortmentVisible } from '../sync/policies/assortments.ts';
import { libraryItemVisible } from '../sync/policies/library.ts';
import type { SyncUser } from '../sync/policy.ts';
import { itemsHoldingKeys, sourceKeyOf, type KeyHolder } from './file-keys.ts';
import { assortmentsHoldingLogo } from './logo-keys.ts';

/** The keys whose holders decide about `key`: itself and the key it was derived from. */
export function guardingKeys(key: string): string[] {
  const source = sourceKeyOf(key);
  return source === null ? [key] : [key, source];
}

/**
 * Whether the user sees a holder's files: the library policy's rule (managers every status,
 * viewers Published) and, for viewers, the rights dates. The viewer's day is not known to a
 * GET, so a day either side of the server's `today` counts (every time zone is within it).
 */
export function holderVisible(holder: KeyHolder, user: SyncUser, today: string): boolean {
  if (holder.deleted) return false;
  if (!libraryItemVisible({ libraryType: holder.libraryType, status: holder.status }, user))
    return false;
  if (canManageLibrary(user, holder.libraryType)) return true; // every status, every date
  return [-1, 0, 1].some((shift) => visibleToViewers(holder, addDays(today, shift)));
}

export async function canReadFile(
  db: Database,
  user: SyncUser | null,
  key: string,
  now: Date,
): Promise<boolean> {
  if (user === null) return false;
  // The type icons are shared by every file of a type (previews/icons.ts): nothing to hide.
  if (key.startsWith(ICON_PREFIX)) return true;
  const keys = guardingKeys(key);
  // The uploader's own bytes, whatever became of them (a file they put in a pending item).
  if (keys.some((k) => k.startsWith(uploadPrefix(user)))) return true;
  const holders = await itemsHoldingKeys(db, keys);
  if (holders.length > 0) {
    const today = requestDay(now);
    return holders.some((holder) => holderVisible(holder, user, today));
  }
  if (!keys.some((k) => k.startsWith('uploads/'))) return true;
  // An uploaded assortment logo follows its assortment (decision 0070).
  const logoHolders = await assortmentsHoldingLogo(db, keys);
  return logoHolders.some((holder) => assortmentVisible(holder as Doc, user));
}

// The library write rule for file keys (decision 0045): a key newly named by an item's file
// (sourceFile, previewJpg, previewPdf, previewVideo, thumbnail) must be the writer's own upload
// (`uploads/{userId}/…`, or a preview made from one), or a key an item of the same library
// already holds (an editor moving or copying a file between assets). Otherwise an editor could
// point an item at any key (another user's upload, another library's files) and, once the
// item is visible, read it through GET /api/files (file-access.ts). One rule for a push (a
// sync rejection) and a REST write (422), as the publish check. The demo seed writes through
// saveDocuments, below the policies, so it is not concerned.
import type { LibraryType } from '@portal/shared';
import type { Doc } from '../db/mapping/index.ts';
import { ICON_PREFIX } from '../previews/icons.ts';
import { refuse, type WriteContext } from '../sync/policy.ts';
import { fileKeysOf, keysHeldInLibrary, sourceKeyOf } from './file-keys.ts';

/** The upload prefix of a user (routes/uploads.ts `uploadPrefix`, kept here without its route). */
const ownPrefix = (ctx: WriteContext) => `uploads/${ctx.user.id}/`;

/**
 * Refuses (`commandFailed`) a write whose item names a key that is neither the writer's upload
 * nor held by a live item of the same library. `ctx.movingFileKeys` are keys the same request
 * takes from another item of the library (the REST batch's moveFiles: the giver is written
 * first, so its rows are gone when the taker is checked).
 */
export async function assertOwnFileKeys(
  current: Doc | null,
  next: Doc,
  ctx: WriteContext,
): Promise<void> {
  if (next._deleted === true) return;
  const before = fileKeysOf(current ?? {});
  const own = ownPrefix(ctx);
  // The shared type icons (previews/icons.ts) stand in for a file without a preview: anyone's.
  const mine = (key: string) =>
    key.startsWith(own) || key.startsWith(ICON_PREFIX) || (sourceKeyOf(key) ?? '').startsWith(own);
  const added = [...fileKeysOf(next)].filter(
    (key) => !before.has(key) && !mine(key) && !(ctx.movingFileKeys?.has(key) ?? false),
  );
  if (added.length === 0) return;
  const type = next.libraryType as LibraryType;
  const held = await keysHeldInLibrary(ctx.tx, added, type);
  const foreign = added.filter((key) => !held.has(key));
  if (foreign.length === 0) return;
  throw refuse(
    'commandFailed',
    `${String(next.name ?? next.id)}: a file may only name your own uploads or files of the ` +
      `${type} library (${foreign.slice(0, 3).join(', ')})`,
  );
}
